import Motion
import SceneTestSupport
import Testing

@testable import PlaygroundCore
@testable import Scenes

/// Hot reload in the core: a `scene_reloaded` fact with good text replaces the scene and keeps
/// the selected item resting where it was; a broken text keeps the last good scene running and
/// shows where the file is broken, until the next good save. Values tuned live survive a reload
/// that leaves their declaration alone.
@Suite struct SceneReloadTests {
    static func session() throws -> AppHarness {
        try AppHarness("test", scenes: [SceneFixtures.scene(SceneFixtures.carousel)])
    }

    static func reload(_ h: inout AppHarness, _ text: String) {
        h.run([TimedInput(time: h.time + 1_000, .sceneReloaded(id: "test", source: text))], until: h.time + 1_000)
        h.run(until: h.time + 3_000_000)
    }

    static func scene(_ h: AppHarness) -> SceneDemo? { h.app.currentDemo as? SceneDemo }

    @Test func aGoodSaveAppliesAndKeepsTheSelectedItemWhereItRests() throws {
        var h = try Self.session()
        h.press(.right)
        h.press(.right)
        h.run(until: h.time + 3_000_000)
        #expect(h.state["selected"] == .int(2))
        Self.reload(&h, SceneFixtures.carousel.replacing(#""spacing": 16"#, with: #""spacing": 40"#))
        let demo = try #require(Self.scene(h))
        #expect(demo.geometry.spacing == 40)
        #expect(h.state["reloads"] == .int(1))
        #expect(h.state["selected"] == .int(2))
        // Card 2 starts at 24 + 2 × 320 = 664 and is centred: 664 + 140 − 392.
        #expect(demo.offset == 412)
        #expect(h.app.tuning.values.number(try #require(h.app.tuning.values.catalog.spec(named: "test.spacing"))) == 40)
    }

    @Test func aBrokenSaveKeepsTheLastGoodSceneAndSaysWhere() throws {
        var h = try Self.session()
        h.press(.right)
        h.run(until: h.time + 3_000_000)
        let before = try #require(Self.scene(h)).offset
        Self.reload(&h, SceneFixtures.carousel.replacing(#""snap": "center""#, with: #""snap": "centre""#))
        let demo = try #require(Self.scene(h))
        #expect(demo.geometry.snap == .center && demo.offset == before && demo.reloads == 0)
        let problem = #"test.json:3:45: "snap" is "centre"; write one of none, start, center, end, page"#
        #expect(h.state["reload_error"] == .string(problem))
        let texts = h.drawn().texts.map(\.string)
        #expect(texts.contains(problem))
        #expect(texts.contains { $0.hasPrefix("Not reloaded") })
        // It keeps running: a key still moves it.
        h.press(.right)
        h.run(until: h.time + 3_000_000)
        #expect(h.state["selected"] == .int(2))
        // The next good save clears the message.
        Self.reload(&h, SceneFixtures.carousel)
        #expect(h.state["reload_error"] == .null)
        #expect(!h.drawn().texts.contains { $0.string.hasPrefix("Not reloaded") })
    }

    @Test func fewerItemsKeepTheLastOneThatStillExists() throws {
        var h = try Self.session()
        h.press(.end)
        h.run(until: h.time + 3_000_000)
        #expect(h.state["selected"] == .int(20))
        Self.reload(&h, SceneFixtures.carousel.replacing(#""repeat": 20"#, with: #""repeat": 4"#))
        #expect(h.state["items"] == .int(5))
        #expect(h.state["selected"] == .int(4))
        let demo = try #require(Self.scene(h))
        #expect(demo.offset == demo.geometry.snapOffset(of: 4))
    }

    @Test func aValueTunedLiveSurvivesASaveThatLeavesItsDeclarationAlone() throws {
        var h = try Self.session()
        let values = h.app.tuning.values
        let rate = try #require(values.catalog.spec(named: "test.deceleration_rate"))
        let width = try #require(values.catalog.spec(named: "test.group1_width"))
        h.run(
            [TimedInput(time: h.time + 1_000, .parameterChanged(name: rate.name, value: .number(0.995)))],
            until: h.time + 1_000)
        h.run(
            [TimedInput(time: h.time + 1_000, .parameterChanged(name: width.name, value: .number(250)))],
            until: h.time + 1_000)
        // The save changes the card width in the file, not the rate.
        Self.reload(&h, SceneFixtures.carousel.replacing("[280, 180]", with: "[300, 180]"))
        let now = h.app.tuning.values
        #expect(now.number(try #require(now.catalog.spec(named: "test.deceleration_rate"))) == 0.995)
        #expect(now.number(try #require(now.catalog.spec(named: "test.group1_width"))) == 300)
        #expect(try #require(Self.scene(h)).geometry.length(of: 0) == 300)
    }

    @Test func aReloadOfASceneNotShownAppliesWhenItIsShown() throws {
        var h = try AppHarness("salon", scenes: [SceneFixtures.scene(SceneFixtures.carousel)])
        Self.reload(&h, SceneFixtures.carousel.replacing(#""spacing": 16"#, with: #""spacing": 4"#))
        h.press(.init(rawValue: "6"))
        #expect(h.app.currentDemoID == "test")
        #expect(try #require(Self.scene(h)).geometry.spacing == 4)
    }

    /// A file that changed into no scene file at all (the host could read no text) shows in the
    /// same bar as a broken save, as `FILE: problem`, and the last good scene runs on.
    @Test func aFileThatCannotBeReadKeepsTheSceneAndSaysWhy() throws {
        var h = try Self.session()
        h.press(.right)
        h.run(until: h.time + 3_000_000)
        let before = try #require(Self.scene(h))
        h.run(
            [
                TimedInput(
                    time: h.time + 1_000, .sceneReadFailed(id: "test", problem: "not UTF-8 text; save it as UTF-8 JSON")
                )
            ],
            until: h.time + 1_000)
        let demo = try #require(Self.scene(h))
        #expect(demo.scene == before.scene && demo.offset == before.offset && demo.reloads == 0)
        let problem = "test.json: not UTF-8 text; save it as UTF-8 JSON"
        #expect(h.state["reload_error"] == .string(problem))
        let texts = h.drawn().texts.map(\.string)
        #expect(texts.contains(problem))
        #expect(texts.contains { $0.hasPrefix("Not reloaded") })
        // A fact for a scene the session does not have changes nothing.
        h.run([TimedInput(time: h.time + 1_000, .sceneReadFailed(id: "other", problem: "gone"))], until: h.time + 1_000)
        #expect(h.state["reload_error"] == .string(problem))
        // The next good save clears it.
        Self.reload(&h, SceneFixtures.carousel)
        #expect(h.state["reload_error"] == .null && h.state["reloads"] == .int(1))
    }

    /// A long problem (a deep path and a long reason) is read whole at 640 × 480: wrapped, every
    /// word drawn, no line cut, the bar inside the demo's area and below its header, on a
    /// horizontal strip (room under the viewport) and a vertical list (the bar reaches up over
    /// the viewport's foot).
    @Test(arguments: [SceneFixtures.carousel, SceneFixtures.feed])
    func aLongProblemIsReadWholeInASmallWindow(_ source: String) throws {
        let file = "/home/someone/projects/a-rather-long-folder-name/motion-playground/scenes/test.json"
        let scene = try Scene(id: "test", file: file, source: source)
        var h = try AppHarness("test", viewport: Size(width: 640, height: 480), scenes: [scene])
        let reason = "200000 bytes, more than a scene file may have (131072); is it a scene file?"
        h.run([TimedInput(time: h.time + 1_000, .sceneReadFailed(id: "test", problem: reason))], until: h.time + 1_000)
        let runs = h.drawn().texts
        let start = try #require(runs.firstIndex { $0.string.hasPrefix("Not reloaded") })
        let bar = runs[start...].prefix { $0.color == .white }
        #expect(bar.count >= 4, "\(bar.map(\.string))")
        let words = bar.map(\.string).joined(separator: " ").split(separator: " ").map(String.init)
        let expected =
            ("Not reloaded: the last good scene keeps running until the file is fixed " + file + ": " + reason)
            .split(separator: " ").map(String.init)
        // The path breaks where it must inside a word: compare the text without the breaks.
        #expect(words.joined() == expected.joined(), "\(bar.map(\.string))")
        for run in bar {
            #expect(
                TextMetrics.estimatedWidth(run.string, size: run.size, weight: run.weight) <= run.frame.width + 0.5,
                "\(run.string)")
            #expect(run.frame.minY >= SceneFrame.headerHeight && run.frame.maxY <= 480 - 6, "\(run.frame)")
        }
    }
}
