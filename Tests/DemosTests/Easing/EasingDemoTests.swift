import DemoTestSupport
import HarnessTestSupport
import Motion
import Testing

@testable import Demos

@Suite struct EasingDemoTests {
    @Test func animatorIsEvaluatedFromElapsedTimeWithTheChosenCurve() {
        var rig = EasingRig()
        rig.demo.animate(toRow: 100, time: 0)  // default: easeInOutCubic, 1 s
        let target = 100 * EasingDemo.rowHeight
        for t in [Int64(100_000), 250_000, 500_000, 900_000] {
            rig.frame(at: t)
            let expected = target * Easing.easeInOutCubic(Double(t) / 1_000_000)
            #expect(abs(rig.offset - expected) < Tolerances.curveAgreement, "at \(t) µs")
        }
        rig.frame(at: 1_000_000)
        #expect(rig.offset == target)
        #expect(rig.state["animating"] == .bool(false))
        #expect(rig.demo.completions == 1)
    }

    @Test func aNewRequestStartsFromWhereTheContentIs() {
        var rig = EasingRig()
        rig.demo.animate(toRow: 100, time: 0)
        rig.frame(at: 500_000)
        let midway = rig.offset
        rig.demo.animate(toRow: 0, time: 500_000)
        rig.frame(at: 500_000)
        #expect(abs(rig.offset - midway) < Tolerances.curveAgreement)  // no jump
        rig.frame(at: 1_000_000)
        #expect(abs(rig.offset - midway * (1 - Easing.easeInOutCubic(0.5))) < Tolerances.curveAgreement)
    }

    @Test func rowsAreDrawnThroughoutTheAnimationAndReused() {
        var rig = EasingRig()
        rig.demo.animate(toRow: 199, time: 0)
        var maxAlive = 0
        // Every frame on the 60 Hz beat, the last one at or past 1.1 s.
        while rig.time < 1_100_000 {
            rig.tick()
            // The seed's bug was an empty list at the start: every frame shows a full screen of rows.
            let rowTitles = rig.drawn.texts.filter { run in EmbeddedAssets.rows.contains { $0[0] == run.string } }
            #expect(rowTitles.count >= Int(rig.demo.visibleRowIndices.count) - 1)
            #expect(rowTitles.count >= 10)
            maxAlive = max(maxAlive, rig.demo.visibleRowIndices.count)
        }
        let perScreen = Int((720.0 - 84) / EasingDemo.rowHeight) + 2
        #expect(maxAlive <= perScreen)
        #expect(rig.demo.rowsCreated <= perScreen + 1, "rows are reused, not created per row")
        #expect(rig.demo.visibleRowIndices.last == 199)
    }

    @Test func drawListAtChosenFramesPlacesRowsByOffset() {
        var rig = EasingRig()
        let first = rig.drawn.texts.first { $0.string == EmbeddedAssets.rows[0][0] }
        #expect(first != nil)
        let top = first!.frame.minY
        rig.demo.animate(toRow: 3, time: 0)
        rig.frame(at: 1_000_000)
        let fourth = rig.drawn.texts.first { $0.string == EmbeddedAssets.rows[3][0] }
        #expect(fourth.map { abs($0.frame.minY - top) < Tolerances.rounding } == true, "row 4 sits where row 1 was")
    }

    @Test func keysChooseCurvesAndDurations() {
        var rig = EasingRig(inputs: [key(.right, at: 0), key("rightbracket", at: 0)])
        #expect(rig.demo.timing == .easeInQuart)
        #expect(rig.demo.duration == 2.0)
        rig.frame(at: 10, [key(.left, at: 5), key(.left, at: 6), key("leftbracket", at: 7)])
        #expect(rig.demo.timing == .easeOutCubic)
        #expect(rig.demo.duration == 1.0)
    }

    @Test func clickingACurveButtonSelectsIt() {
        let layout = EasingLayout(viewport: EasingRig.viewport)
        let button = layout.curveButtons(count: Easing.allNamed.count)[29]  // easeOutBounce
        let rig = EasingRig(inputs: [press(button.center, at: 0), release(button.center, at: 50_000)])
        #expect(rig.demo.timing == .easeOutBounce)
        #expect(rig.state["timing"] == .string("easeOutBounce"))
    }
}
