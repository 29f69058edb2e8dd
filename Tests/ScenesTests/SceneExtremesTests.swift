import HarnessTestSupport
import Motion
import SceneTestSupport
import Testing

@testable import PlaygroundCore
@testable import Scenes

/// Any scene the reader accepts can be played: 300 seeded scenes with values anywhere in their
/// ranges (1 pt items, 10,000 pt gaps, ten million items, every rule and fling limit), in windows
/// from the smallest to 4K, flicked, wheeled, keyed to both ends and resized. Nothing traps,
/// every number stays finite, the content rests inside its range, and only what is on screen is
/// drawn.
@Suite struct SceneExtremesTests {
    /// A value from the ends of `range` as often as from its middle.
    static func pick(_ range: ClosedRange<Double>, _ random: inout SeededRandom) -> Double {
        switch Int.random(in: 0..<4, using: &random) {
        case 0: range.lowerBound
        case 1: range.upperBound
        default: (Double.random(in: range, using: &random) * 4).rounded() / 4
        }
    }

    static func text(_ random: inout SeededRandom) -> String {
        let groups =
            Int.random(in: 1...6, using: &random) == 6
            ? SceneDefinition.maxGroups : Int.random(in: 1...5, using: &random)
        var remaining = SceneDefinition.maxItems
        let items = (0..<groups).map { g -> String in
            let most = max(1, remaining - (groups - g - 1))
            let count =
                Bool.random(using: &random) ? 1 : min(most, [3, 1_000, 1_000_000, most].randomElement(using: &random)!)
            remaining -= count
            let w = pick(SceneDefinition.sizeRange, &random)
            let h = pick(SceneDefinition.sizeRange, &random)
            return #"{"size": [\#(w), \#(h)], "repeat": \#(count)}"#
        }
        let snap = SceneDefinition.SnapRule.allCases.randomElement(using: &random)!
        let fling =
            Bool.random(using: &random)
            ? "" : #", "max_items_per_fling": \#(Int.random(in: 1...1_000, using: &random))"#
        return """
            {"scene": 1, "title": "x", "axis": "\(Bool.random(using: &random) ? "horizontal" : "vertical")",
             "items": [\(items.joined(separator: ", "))], "spacing": \(pick(SceneDefinition.spacingRange, &random)),
             "insets": [\(pick(SceneDefinition.insetRange, &random)), \(pick(SceneDefinition.insetRange, &random))],
             "snap": "\(snap.rawValue)"\(fling)}
            """
    }

    static func expectSane(_ demo: SceneDemo, _ label: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let g = demo.geometry
        #expect(
            demo.offset.isFinite && g.minOffset.isFinite && g.maxOffset.isFinite, "\(label)",
            sourceLocation: sourceLocation)
        // NaN and infinities print as null: the offset and the visible items' ends are numbers.
        #expect(demo.state["offset"]?.doubleValue?.isFinite == true, "\(label)", sourceLocation: sourceLocation)
        #expect(!(demo.state["visible"]?.json.contains("null") ?? true), "\(label)", sourceLocation: sourceLocation)
        var list = DrawList()
        demo.draw(into: &list)
        // What is drawn follows the viewport, never the item count: at most one item per point.
        let drawn = g.visibleRange(offset: demo.offset).count
        #expect(drawn <= Int(demo.viewportLength) + 2, "\(label): \(drawn) items drawn", sourceLocation: sourceLocation)
        #expect(
            list.commands.count < 4 * drawn + 64, "\(label): \(list.commands.count) commands",
            sourceLocation: sourceLocation)
    }

    @Test func everyAcceptedSceneCanBePlayed() throws {
        var random = SeededRandom(seed: 0x5CE9E)
        let sizes = [Size(width: 80, height: 40), Size(width: 784, height: 720), Size(width: 3600, height: 2160)]
        for round in 0..<300 {
            let text = Self.text(&random)
            let scene = try Scene(id: "x", file: "x.json", source: text)
            let area = sizes[round % sizes.count]
            var h = DemoHarness(
                SceneDemo(
                    scene: scene,
                    context: DemoContext(
                        viewport: area, parameters: ParameterValues(catalog: ParameterCatalog.builtIn.adding([scene]))))
            )
            let label = "round \(round): \(text)"
            Self.expectSane(h.demo, label)
            let speed = [-10_000.0, -700, 3_000][round % 3]
            _ = h.inspectorFlick(from: h.demo.viewportCentre, axis: h.demo.axis, speed: speed, travel: 60)
            Self.expectSane(h.demo, label)
            let g = h.demo.geometry
            #expect(
                h.demo.offset >= g.minOffset - Tolerances.onTarget
                    && h.demo.offset <= g.maxOffset + Tolerances.onTarget, "\(label): rests at \(h.demo.offset)")
            h.wheel(count: 3, dy: -2)
            h.settle(limit: 20_000_000)
            h.keyPress(.end)
            h.settle(limit: 20_000_000)
            Self.expectSane(h.demo, label)
            if g.snap != .none, g.snap != .page {
                #expect(h.demo.selectedIndex == g.itemCount - 1, "\(label): End")
            }
            h.run(
                [TimedInput(time: h.time + 1_000, .viewportResized(sizes[(round + 1) % sizes.count]))],
                until: h.time + 1_000)
            h.keyPress(.home)
            h.settle(limit: 20_000_000)
            Self.expectSane(h.demo, label)
            #expect(h.demo.wake == .idle, "\(label): at rest after Home")
        }
    }
}
