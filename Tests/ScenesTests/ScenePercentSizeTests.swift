import Motion
import SceneTestSupport
import Testing

@testable import PlaygroundCore
@testable import Scenes

/// Item sizes in percent of the viewport (`"size": ["100%", 420]`): read with their unit, refused
/// in one line when they are not a percentage, tuned in percent, resolved on every layout (a
/// resize lays the items out anew), written back by Save to scene as a percentage, and exported
/// as the platform's relative size.
@Suite struct ScenePercentSizeTests {
    static let pager = """
        {"scene": 1, "title": "Pages", "axis": "horizontal",
         "items": [{"size": ["100%", 420], "repeat": 6}], "snap": "page"}
        """

    static func pagerWith(_ size: String) -> String {
        pager.replacingOccurrences(of: #"["100%", 420]"#, with: size)
    }

    @Test func aPercentageIsReadWithItsUnitAndPointsStayPoints() throws {
        let d = try SceneDefinition(parsing: Self.pagerWith(#"["12.5%", 420]"#))
        #expect(d.items[0].size == Size(width: 12.5, height: 420))
        #expect(d.items[0].widthUnit == .percent && d.items[0].heightUnit == .points)
        let both = try SceneDefinition(parsing: Self.pagerWith(#"[300, "50%"]"#))
        #expect(both.items[0].widthUnit == .points && both.items[0].heightUnit == .percent)
    }

    @Test(arguments: [
        (#""150%%""#, #"items[0].size[0] is "150%%", not a length"#),
        (#""-5%""#, #"items[0].size[0] is "-5%", not a length"#),
        (#""abc%""#, #"items[0].size[0] is "abc%", not a length"#),
        (#""5.%""#, #"items[0].size[0] is "5.%", not a length"#),
        (#""100""#, #"items[0].size[0] is "100", not a length"#),
        (#""0%""#, #"items[0].size[0] = "0%" is out of range"#),
        (#""1001%""#, #"items[0].size[0] = "1001%" is out of range"#),
    ])
    func badPercentagesAreRefusedNamingTheFieldAndWhatIsAllowed(text: String, start: String) {
        let scene = Self.pagerWith("[\(text), 420]")
        do {
            _ = try SceneDefinition(parsing: scene)
            Issue.record("accepted \(text)")
        } catch {
            #expect(error.line == 2 && error.column == 22, "\(error)")
            let allowed =
                #"; write a width from 1 to 10000 pt, or a percentage of the viewport's width from 1% to 1000% in "#
                + #"quotes, e.g. "100%""#
            #expect(error.message == start + allowed)
            #expect(error.located(in: "pages.json").hasPrefix("pages.json:2:22: items[0].size[0]"))
        }
    }

    @Test func theParameterIsInPercentOfTheViewport() throws {
        let scene = SceneFixtures.scene(Self.pager)
        let width = try #require(scene.specs.first { $0.name == "test.group1_width" })
        #expect(width.unit == "%" && width.role == .viewportPercent && width.defaultValue == .number(100))
        #expect(width.domain == .real(SceneDefinition.percentRange))
        let height = try #require(scene.specs.first { $0.name == "test.group1_height" })
        #expect(height.unit == "pt" && height.role == .length)
    }

    @Test func theItemsFollowTheViewportThroughResizesAndTuning() {
        var demo = SceneFixtures.demo(Self.pager)
        #expect(demo.viewportLength == 784)
        #expect(demo.geometry.length(of: 0) == 784 && demo.geometry.cross(of: 0) == 420)
        #expect(demo.geometry.maxOffset == 5 * 784)
        demo.step(
            Frame(index: 1, time: 16_667),
            inputs: [TimedInput(time: 16_667, .viewportResized(Size(width: 2_320, height: 1_440)))])
        #expect(demo.viewportLength == 2_320)
        #expect(demo.geometry.length(of: 0) == 2_320 && demo.geometry.maxOffset == 5 * 2_320)
        // Tuned to half the viewport: the panel's 50 is 50 %.
        let half = SceneFixtures.demo(Self.pager, settings: ["group1_width": "50"])
        #expect(half.geometry.length(of: 0) == 392)
        // A percentage across a horizontal strip is of the room between header and footer.
        let tall = SceneFixtures.demo(Self.pagerWith(#"[300, "50%"]"#))
        #expect(tall.geometry.cross(of: 0) == (720 - 128) / 2)
    }

    @Test func saveToSceneWritesAPercentageBackAsOne() throws {
        let scene = SceneFixtures.scene(Self.pager)
        var values = ParameterValues(catalog: ParameterCatalog.builtIn.adding([scene]))
        try values.set("test.group1_width", to: "62.5")
        let save = try SceneSave(scene: scene, values: values)
        #expect(save.text.contains(#""size": ["62.5%", 420]"#), "\(save.text)")
        let saved = try SceneDefinition(parsing: save.text)
        #expect(saved.items[0].widthUnit == .percent && saved.items[0].size.width == 62.5)
    }

    @Test func scenesOfOtherWindowsResolveTheirPercentages() {
        let scene = SceneFixtures.scene(Self.pager)
        let values = ParameterValues(catalog: ParameterCatalog.builtIn.adding([scene]))
        let small = SceneParameters.geometry(of: scene, values: values, window: Size(width: 640, height: 480))
        let large = SceneParameters.geometry(of: scene, values: values, window: Size(width: 2_560, height: 1_440))
        #expect(small.length(of: 0) == small.viewportLength && small.viewportLength == 400)
        #expect(large.length(of: 0) == large.viewportLength && large.viewportLength == 2_320)
    }
}
