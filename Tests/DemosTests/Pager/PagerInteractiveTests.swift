import DemoTestSupport
import HarnessTestSupport
import Motion
import Testing

@testable import Demos

@Suite struct PagerInteractiveTests {
    @Test func progressDuringADragIsDistanceOverWidth() {
        var h = PagerHarness()
        let start = h.centre
        h.press(start)
        for dx in [-20.0, -50, -0.25 * h.width, -0.5 * h.width, -0.8 * h.width] {
            h.move(Point(x: start.x + dx, y: start.y))
            #expect(h.state["transition"]?["interactive"] == .bool(true))
            #expect(abs((h.progress ?? -1) - (-dx / h.width)) < Tolerances.sameFormula, "at dx \(dx)")
        }
        // Dragging right from channel 1 goes to channel 0, with the same rule.
        h.release(Point(x: start.x - 0.8 * h.width, y: start.y), after: 60_000)
        h.settle()
        #expect(h.index == 1)
        h.press(start)
        h.move(Point(x: start.x + 100, y: start.y))
        #expect(h.state["transition"]?["to"] == .int(0))
        #expect(abs((h.progress ?? -1) - 100 / h.width) < Tolerances.sameFormula)
    }

    @Test func aSlowReleaseDecidesByDistance() {
        for (fraction, finishes) in [(0.49, false), (0.51, true)] {
            var h = PagerHarness()
            let end = h.drag(dx: -fraction * h.width)
            h.wait(60_000)  // still for longer than the tracker's stop interval
            h.release(end, after: 0)
            h.settle()
            #expect(h.index == (finishes ? 1 : 0), "released at \(fraction)")
            #expect(h.logTexts.last == "delegate.didEnd(0 → 1, completed: \(finishes))")
        }
    }

    @Test func aFastFlickDecidesByVelocity() {
        // 0.2 of the width in 40 ms: well above 500 pt/s toward the next channel.
        var h = PagerHarness()
        let end = h.drag(dx: -0.2 * h.width, steps: 5, dt: 8_000)
        h.release(end, after: 8_000)
        #expect(h.demo.container.transition?.context.transitionWasCancelled == false)
        h.settle()
        #expect(h.index == 1)

        // Past half way, a pause, then a fast flick back: cancels.
        var b = PagerHarness()
        let slow = b.drag(dx: -0.7 * b.width, steps: 30, dt: 16_000)
        b.wait(50_000)
        let back = b.drag(dx: 0.12 * b.width, steps: 4, dt: 8_000, from: slow, pressFirst: false)
        b.release(back, after: 8_000)
        #expect((b.progress ?? 0) > 0.5)
        #expect(b.demo.container.transition?.context.transitionWasCancelled == true)
        b.settle()
        #expect(b.index == 0)
        #expect(b.logTexts.last == "delegate.didEnd(0 → 1, completed: false)")
    }

    @Test func theReleaseAnimationContinuesAtTheReleaseVelocity() {
        var h = PagerHarness()
        // Constant speed: 6 pt per 8 ms = 750 pt/s leftward.
        let end = h.drag(dx: -0.25 * h.width, steps: Int((0.25 * h.width / 6).rounded()), dt: 8_000)
        let pointerSpeed = 6.0 / 0.008
        h.release(Point(x: end.x - 6, y: end.y), after: 8_000)
        let releaseTime = h.time
        guard let transition = h.container.transition, case .interactive(let interactive) = transition.driver else {
            Issue.record("no interactive transition after release")
            return
        }
        let expected = pointerSpeed / h.width  // fraction per second
        #expect(abs(interactive.velocity(at: releaseTime) - expected) < expected * 0.02)
        // Finite difference over the first millisecond agrees: no jump at the hand-over.
        let p0 = interactive.percentComplete(at: releaseTime)
        let p1 = interactive.percentComplete(at: releaseTime + 1_000)
        #expect(abs((p1 - p0) / 0.001 - expected) < expected * 0.05)
        // And it never passes the end.
        var t = releaseTime
        while !interactive.isDone(at: t) {
            #expect(interactive.percentComplete(at: t) <= 1)
            t += 2_000
        }
        #expect(interactive.percentComplete(at: t) == 1)
    }

    @Test func completionCurveStartsAtTheVelocityAndStopsExactlyAtTheEnd() {
        let curve = CompletionCurve(from: 0.3, to: 1, velocity: 5, fullDuration: 0.28)
        #expect(abs(curve.velocity(at: 0) - 5) < Tolerances.sameFormula)
        #expect(curve.position(at: 0) == 0.3)
        #expect(curve.position(at: curve.duration) == 1)
        #expect(curve.velocity(at: curve.duration) == 0)
        // A flick faster than 3·distance/duration shortens the curve to an ease-out cubic.
        let fast = CompletionCurve(from: 0.2, to: 1, velocity: 20, fullDuration: 0.28)
        #expect(abs(fast.duration - 3 * 0.8 / 20) < Tolerances.sameFormula)
        for k in 0...20 {
            let t = fast.duration * Double(k) / 20
            #expect(fast.position(at: t) <= 1 + Tolerances.sameFormula)
        }
    }

    @Test func draggingRightAtTheFirstChannelRubberBands() {
        var h = PagerHarness()
        let end = h.drag(dx: 100)
        #expect(h.state["transition"] == .null)
        let banded = RubberBand.distance(forOvershoot: 100, dimension: h.width)
        #expect(abs(h.demo.edgeOffset - banded) < Tolerances.rounding)
        #expect(h.demo.edgeOffset < 100 * RubberBand.coefficient)
        h.release(end)
        h.settle()
        #expect(h.demo.edgeOffset == 0)
        #expect(h.index == 0)
        #expect(!h.logTexts.contains { $0.hasPrefix("delegate.didStart") })
    }

    @Test func aVerticalDragStartsNoTransition() {
        var h = PagerHarness()
        let c = h.centre
        h.press(c)
        for k in 1...10 { h.move(Point(x: c.x - Double(k) * 3, y: c.y + Double(k) * 12)) }
        #expect(h.state["transition"] == .null)
        h.release(Point(x: c.x - 30, y: c.y + 120))
        h.settle()
        #expect(h.index == 0)
    }

    @Test func theTabIndicatorFollowsTheInteractiveProgress() {
        var h = PagerHarness()
        let tab0 = h.demo.indicatorFrame(ofTab: 0)
        let tab1 = h.demo.indicatorFrame(ofTab: 1)
        #expect(h.demo.indicatorFrame == tab0)
        let c = h.centre
        h.press(c)
        h.move(Point(x: c.x - 0.5 * h.width, y: c.y))
        #expect(abs(h.demo.indicatorFrame.minX - (tab0.minX + tab1.minX) / 2) < Tolerances.rounding)
        #expect(abs(h.demo.indicatorFrame.width - (tab0.width + tab1.width) / 2) < Tolerances.rounding)
        h.move(Point(x: c.x - h.width, y: c.y))
        #expect(h.progress == 1)
        #expect(abs(h.demo.indicatorFrame.minX - tab1.minX) < Tolerances.rounding)
        h.release(Point(x: c.x - h.width, y: c.y), after: 60_000)
        h.settle()
        #expect(h.demo.indicatorFrame == tab1)
    }
}
