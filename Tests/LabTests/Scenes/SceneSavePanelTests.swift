import HarnessTestSupport
import Motion
import SceneTestSupport
import Testing

@testable import Lab
@testable import PlaygroundCore
@testable import Scenes

/// Save to scene in the tuning panel, driven by scripted inputs: T, a change, then the button
/// or Ctrl+S hands the host the file's new text; the host's `scene_reloaded` of that text
/// changes nothing in force (no jump), and the panel then has nothing left to save.
@Suite struct SceneSavePanelTests {
    static func session(size: Size = Script.window) throws -> AppHarness {
        var h = try AppHarness("carousel", viewport: size, scenes: [ShippedScenes.scene("carousel")])
        h.press("t")
        return h
    }

    static func spacing(_ h: AppHarness) -> ParameterValue {
        h.app.tuning.values.value(of: h.app.tuning.values.catalog.spec(named: "carousel.spacing")!)
    }

    /// Ctrl+S in one frame, and the save it handed the host in that frame (taken, as the host
    /// takes it after each frame).
    static func save(_ h: inout AppHarness) -> SceneSave? {
        h.run([key("s", at: h.time + 1_000, .ctrl)], until: h.time + h.dt)
        return h.app.takeSceneSave()
    }

    static func saveButton(_ h: AppHarness) -> Rect {
        h.app.tuning.panel.layout(frame: h.app.tuningPanelFrame, rowCount: 0, savesScene: true).saveButton!
    }

    /// T, ↓ ↓ to `spacing`, → twice: 16 → 18 pt.
    static func widenSpacing(_ h: inout AppHarness) {
        h.press(.down)
        h.press(.down)
        h.press(.right)
        h.press(.right)
    }

    @Test func ctrlSHandsTheHostTheFileWithTheTunedValue() throws {
        var h = try Self.session()
        Self.widenSpacing(&h)
        #expect(Self.spacing(h) == .number(18))
        let taken = Self.save(&h)
        let save = try #require(taken)
        #expect(h.app.takeSceneSave() == nil, "taken once")
        let scene = ShippedScenes.scene("carousel")
        #expect(save.scene == scene)
        #expect(save.changed == ["carousel.spacing"])
        #expect(save.text == scene.source.replacing(#""spacing": 16"#, with: #""spacing": 18"#))
        // Slow motion (S) did not toggle: the panel took the key.
        #expect(!h.app.slowMotion)
    }

    @Test func theHostsReloadOfTheSavedTextIsNoJump() throws {
        // Resting two cards on, so a jump would show in the offset.
        var h = try AppHarness("carousel", scenes: [ShippedScenes.scene("carousel")])
        h.press(.right)
        h.press(.right)
        h.run(until: h.time + 3_000_000)
        h.press("t")
        h.press(.right)  // snap: center → end
        Self.widenSpacing(&h)
        let taken = Self.save(&h)
        let save = try #require(taken)
        h.run(until: h.time + 2_000_000)
        let state = h.state
        let values = h.app.tuning.values
        h.run(
            [TimedInput(time: h.time + 1_000, .sceneReloaded(id: "carousel", source: save.text))], until: h.time + h.dt)
        h.run(until: h.time + 1_000_000)
        #expect(h.state["reloads"] == .int(1) && h.state["reload_error"] == .null)
        #expect(h.state["offset"] == state["offset"] && h.state["selected"] == state["selected"])
        for spec in values.catalog.parameters(ofDemo: "carousel") {
            let now = try #require(h.app.tuning.values.catalog.spec(named: spec.name))
            #expect(h.app.tuning.values.value(of: now) == values.value(of: spec), "\(spec.name)")
            // The file now says it: nothing differs from it, and Save has nothing to do.
            #expect(now.defaultValue == values.value(of: spec), "\(spec.name)")
        }
        #expect(Self.save(&h) == nil)
        #expect(h.app.tuning.panel.message == "Nothing to save: carousel.json already holds the values in force")
    }

    @Test func theButtonSavesAsCtrlSDoes() throws {
        var h = try Self.session()
        Self.widenSpacing(&h)
        let button = Self.saveButton(h)
        #expect(abs(button.maxX - (h.app.tuningPanelFrame.maxX - 12)) < 1e-9)
        #expect(button.minY == h.app.tuningPanelFrame.minY + 38)
        let p = Point(x: button.midX, y: button.midY)
        h.run([press(p, at: h.time + 1_000), release(p, at: h.time + 2_000)], until: h.time + h.dt)
        let taken = h.app.takeSceneSave()
        let save = try #require(taken)
        #expect(save.changed == ["carousel.spacing"])
        // The pin and reset buttons moved over to make room, and still work where drawn.
        let layout = h.app.tuning.panel.layout(frame: h.app.tuningPanelFrame, rowCount: 0, savesScene: true)
        let reset = Point(x: layout.resetAllButton.midX, y: layout.resetAllButton.midY)
        h.run([press(reset, at: h.time + 1_000), release(reset, at: h.time + 2_000)], until: h.time + h.dt)
        h.run(until: h.time + h.dt)
        #expect(Self.spacing(h) == .number(16))
    }

    /// A change and Ctrl+S in the same frame: the panel shows the change, so the file gets it.
    @Test func aChangeOfTheSameFrameIsSaved() throws {
        var h = try Self.session()
        h.press(.down)
        h.press(.down)
        h.run([key(.right, at: h.time + 1_000), key("s", at: h.time + 2_000, .ctrl)], until: h.time + h.dt)
        let taken = h.app.takeSceneSave()
        let save = try #require(taken)
        #expect(save.text.contains(#""spacing": 17"#))
    }

    @Test func ctrlSSavesOnlyAScenesPanelAndNeverWhileTyping() throws {
        var salon = try AppHarness("salon", scenes: [ShippedScenes.scene("carousel")])
        salon.press("t")
        salon.press(.left)
        #expect(Self.save(&salon) == nil && salon.app.tuning.panel.message == nil)
        var h = try Self.session()
        Self.widenSpacing(&h)
        h.press("return")
        #expect(Self.save(&h) == nil && h.app.tuning.panel.typing == "")
        h.press(.escape)
        // Closed panel: Ctrl+S is nobody's.
        h.press("t")
        #expect(Self.save(&h) == nil)
    }

    /// The button is drawn on a scene only; its long name where it fits, else "Save". Nothing
    /// overlaps or leaves the window, even with a three-line message under the rows.
    @Test func theButtonFitsFrom640x480Up() throws {
        for size in LayoutProbe.sizes {
            var h = try LayoutProbe.harness("carousel", size: size, keys: ["t"])
            let texts = h.drawn(host: LayoutProbe.host).texts.map(\.string)
            #expect(texts.contains(size.width >= 1024 ? "Save to scene" : "Save"), "\(size)")
            h.app.sceneSaveFinished(
                "Not saved: carousel.json is a shipped example, read-only here. Copy it to "
                    + "/home/someone/.config/motion-playground/scenes/ (the copy replaces it in the list) and save there"
            )
            let layout = h.app.tuning.panel.layout(
                frame: h.app.tuningPanelFrame, rowCount: 40, savesScene: true)
            #expect(layout.messageLines == 3, "\(size)")
            #expect(LayoutProbe.problems(h.app).isEmpty, "\(size): \(LayoutProbe.problems(h.app))")
            h.run(until: h.time + h.dt)
        }
        var salon = try LayoutProbe.harness("salon", size: Script.window, keys: ["t"])
        salon.run(until: salon.time + salon.dt)
        #expect(!salon.drawn().texts.contains { $0.string.hasPrefix("Save") })
    }
}
