import Testing
import Motion
@testable import Playground

@Suite struct EasingDemoTests {
    let viewport = Size(width: 784, height: 720)

    func makeDemo() -> EasingDemo { EasingDemo(context: DemoContext(viewport: viewport, seed: 7)) }

    @Test func animatorIsEvaluatedFromElapsedTimeWithTheChosenCurve() {
        var demo = makeDemo()
        demo.step(Frame(index: 0, time: 0), inputs: [])
        demo.animate(toRow: 100, time: 0)   // default: easeInOutCubic, 1 s
        let target = 100 * EasingDemo.rowHeight
        for (i, t) in [Int64(100_000), 250_000, 500_000, 900_000].enumerated() {
            demo.step(Frame(index: i + 1, time: t), inputs: [])
            let expected = target * Easing.easeInOutCubic(Double(t) / 1_000_000)
            #expect(abs(demo.scroll.offset.y - expected) < 1e-6, "at \(t) µs")
        }
        demo.step(Frame(index: 9, time: 1_000_000), inputs: [])
        #expect(demo.scroll.offset.y == target)
        #expect(demo.state["animating"] == .bool(false))
        #expect(demo.completions == 1)
    }

    @Test func aNewRequestStartsFromWhereTheContentIs() {
        var demo = makeDemo()
        demo.step(Frame(index: 0, time: 0), inputs: [])
        demo.animate(toRow: 100, time: 0)
        demo.step(Frame(index: 1, time: 500_000), inputs: [])
        let midway = demo.scroll.offset.y
        demo.animate(toRow: 0, time: 500_000)
        demo.step(Frame(index: 2, time: 500_000), inputs: [])
        #expect(abs(demo.scroll.offset.y - midway) < 1e-6)   // no jump
        demo.step(Frame(index: 3, time: 1_000_000), inputs: [])
        #expect(abs(demo.scroll.offset.y - midway * (1 - Easing.easeInOutCubic(0.5))) < 1e-6)
    }

    @Test func rowsAreDrawnThroughoutTheAnimationAndReused() {
        var demo = makeDemo()
        demo.step(Frame(index: 0, time: 0), inputs: [])
        demo.animate(toRow: 199, time: 0)
        var maxAlive = 0
        var t: Int64 = 0
        var index = 1
        while t < 1_100_000 {
            t += 16_667
            demo.step(Frame(index: index, time: t), inputs: [])
            index += 1
            var list = DrawList()
            demo.draw(into: &list)
            // The seed's bug was an empty list at the start: every frame shows a full screen of rows.
            let rowTitles = list.texts.filter { run in EmbeddedAssets.rows.contains { $0[0] == run.string } }
            #expect(rowTitles.count >= Int(demo.visibleRowIndices.count) - 1)
            #expect(rowTitles.count >= 10)
            maxAlive = max(maxAlive, demo.visibleRowIndices.count)
        }
        let perScreen = Int((720.0 - 84) / EasingDemo.rowHeight) + 2
        #expect(maxAlive <= perScreen)
        #expect(demo.rowsCreated <= perScreen + 1, "rows are reused, not created per row")
        #expect(demo.visibleRowIndices.last == 199)
    }

    @Test func drawListAtChosenFramesPlacesRowsByOffset() {
        var demo = makeDemo()
        demo.step(Frame(index: 0, time: 0), inputs: [])
        var list = DrawList()
        demo.draw(into: &list)
        let first = list.texts.first { $0.string == EmbeddedAssets.rows[0][0] }
        #expect(first != nil)
        let top = first!.frame.minY
        demo.animate(toRow: 3, time: 0)
        demo.step(Frame(index: 1, time: 1_000_000), inputs: [])
        list = DrawList()
        demo.draw(into: &list)
        let fourth = list.texts.first { $0.string == EmbeddedAssets.rows[3][0] }
        #expect(fourth.map { abs($0.frame.minY - top) < 1e-9 } == true, "row 4 sits where row 1 was")
    }

    @Test func keysChooseCurvesAndDurations() {
        var demo = makeDemo()
        demo.step(Frame(index: 0, time: 0), inputs: [key(.right, at: 0), key("rightbracket", at: 0)])
        #expect(demo.timing == .easeInQuart)
        #expect(demo.duration == 2.0)
        demo.step(Frame(index: 1, time: 10), inputs: [key(.left, at: 5), key(.left, at: 6), key("leftbracket", at: 7)])
        #expect(demo.timing == .easeOutCubic)
        #expect(demo.duration == 1.0)
    }

    @Test func clickingACurveButtonSelectsIt() {
        var demo = makeDemo()
        let layout = EasingLayout(viewport: viewport)
        let button = layout.curveButtons(count: Easing.allNamed.count)[29]   // easeOutBounce
        demo.step(Frame(index: 0, time: 0), inputs: [press(button.center, at: 0), release(button.center, at: 50_000)])
        #expect(demo.timing == .easeOutBounce)
        #expect(demo.state["timing"] == .string("easeOutBounce"))
    }
}
