import DemoTestSupport
import HarnessTestSupport
import Motion
import Testing

@testable import Demos
@testable import PlaygroundCore

@Suite struct PagerTransitionTests {
    @Test func theSlideAnimatorFollowsEaseInOutOver280Milliseconds() {
        var h = PagerHarness()
        h.key(.right)
        let start = h.time
        let w = h.width
        for ms in [70, 140, 210] as [Int64] {
            h.frame(at: start + ms * 1_000)
            let e = Easing.easeInOut(Double(ms) / 280)
            guard let poses = h.container.poses else {
                Issue.record("no transition at \(ms) ms")
                return
            }
            #expect(abs(poses.from.transform.translation.x - (-w * e)) < Tolerances.rounding, "from at \(ms) ms")
            #expect(abs(poses.to.transform.translation.x - w * (1 - e)) < Tolerances.rounding, "to at \(ms) ms")
            #expect(abs((h.progress ?? -1) - e) < Tolerances.sameFormula)
        }
        h.frame(at: start + 279_000)
        #expect(h.state["transition"] != .null)
        h.frame(at: start + 280_000)
        #expect(h.state["transition"] == .null)
        #expect(h.index == 1)
        // Going back slides the other way: to starts at −width.
        h.key(.left)
        h.frame(at: h.time + 140_000)
        #expect((h.container.poses?.to.transform.translation.x ?? 0) < 0)
        #expect((h.container.poses?.from.transform.translation.x ?? 0) > 0)
    }

    @Test func otherAnimatorsUseTheSameContext() {
        var h = PagerHarness()
        h.key("a")
        #expect(h.demo.style == .parallax)
        h.key(.right)
        h.frame(at: h.time + 140_000)
        let e = Easing.easeInOut(0.5)
        let poses = h.container.poses!
        #expect(h.state["transition"]?["from"] == .int(0))
        #expect(abs(poses.from.transform.translation.x + h.width / 3 * e) < Tolerances.rounding)
        #expect(abs(poses.from.dimming - ParallaxPushAnimator.maxDimming * e) < Tolerances.sameFormula)
        h.settle()
        h.key("a")
        h.key(.right)
        h.frame(at: h.time + 140_000)
        #expect(abs(h.container.poses!.to.opacity - e) < Tolerances.sameFormula)  // cross-fade
        h.settle()
        h.key("a")
        h.key(.right)
        h.frame(at: h.time + 140_000)
        let scale = h.container.poses!
        #expect(abs(scale.from.transform.scaleX - lerp(1, 0.9, e)) < Tolerances.sameFormula)
        #expect(abs(scale.to.transform.scaleX - lerp(1.1, 1, e)) < Tolerances.sameFormula)
        h.settle()
        #expect(h.index == 3)
        #expect(h.state["controllers_created"] == .int(2))
    }

    @Test func aKeyDuringATransitionQueuesBehindItAndStartsWhereItEnds() {
        var h = PagerHarness()
        h.key(.right)
        let firstStart = h.time
        h.wait(100_000)
        h.key(.right)
        // The running slide is not cut short; the second channel waits.
        #expect(h.state["transition"]?["from"] == .int(0))
        #expect(h.state["transition"]?["to"] == .int(1))
        #expect(h.container.queuedIndex == 2)
        #expect(h.logTexts.filter { $0.hasPrefix("delegate.") } == ["delegate.didStart(0 → 1)"])
        h.wait(200_000)  // past the first slide's 0.28 s
        #expect(h.state["transition"]?["from"] == .int(1))
        #expect(h.state["transition"]?["to"] == .int(2))
        // The queued slide started at the instant the first ended, not at the next frame.
        guard case .animated(let start)? = h.container.transition?.driver else {
            Issue.record("no animated transition")
            return
        }
        #expect(start == firstStart + microseconds(SlideAnimator.seedDuration))
        #expect(
            h.logTexts.filter { $0.hasPrefix("delegate.") } == [
                "delegate.didStart(0 → 1)", "delegate.didEnd(0 → 1, completed: true)", "delegate.didStart(1 → 2)",
            ])
        h.settle()
        #expect(h.index == 2)
        #expect(h.state["controllers_alive"] == .int(1))
    }

    @Test func aTabClickDuringACancellingReleaseWaitsForTheCancelThenGoes() {
        var h = PagerHarness()
        let end = h.drag(dx: -0.3 * h.width)
        h.wait(60_000)
        h.release(end, after: 0)
        h.wait(30_000)  // the cancel animation is running
        #expect(h.state["transition"]?["interactive"] == .bool(true))
        h.click(h.demo.tabCentre(5))
        #expect(h.container.queuedIndex == 5)
        #expect(!h.logTexts.contains("delegate.didEnd(0 → 1, completed: false)"))
        h.settle()
        let delegate = h.logTexts.filter { $0.hasPrefix("delegate.") }
        #expect(
            delegate.suffix(3) == [
                "delegate.didEnd(0 → 1, completed: false)", "delegate.didStart(0 → 5)",
                "delegate.didEnd(0 → 5, completed: true)",
            ])
        #expect(h.index == 5)
        #expect(h.state["controllers_alive"] == .int(1))
    }

    @Test func aKeyDuringAnInteractiveDragSettlesByProgress() {
        for (fraction, expectedFrom) in [(0.6, 1), (0.3, 0)] {
            var h = PagerHarness()
            let end = h.drag(dx: -fraction * h.width)
            h.key(.right)
            #expect(h.state["transition"]?["from"] == .int(expectedFrom))
            #expect(h.state["transition"]?["interactive"] == .bool(false))
            // The finger is ignored until it lifts.
            h.move(Point(x: end.x - 50, y: end.y))
            h.release(Point(x: end.x - 50, y: end.y))
            h.settle()
            #expect(h.index == expectedFrom + 1)
            #expect(h.state["controllers_alive"] == .int(1))
        }
    }

    @Test func anyInputSequenceComesToRestWithOneController() {
        var h = PagerHarness()
        var random = SeededRandom(seed: 42)
        func roll(_ n: Int) -> Int { Int(random.next() % UInt64(n)) }
        for _ in 0..<300 {
            switch roll(6) {
            case 0: h.key(.right)
            case 1: h.key(.left)
            case 2: h.click(h.demo.tabCentre(max(0, min(99, h.index + roll(7) - 3))))
            case 3:
                let end = h.drag(dx: Double(roll(400)) - 200, steps: 1 + roll(10), dt: Int64(4_000 + roll(20_000)))
                h.release(end, after: Int64(roll(80_000)))
            case 4: h.key("a")
            default: h.wait(Int64(roll(300_000)))
            }
            #expect(h.container.children.count <= 2)
            #expect(h.container.children.count == (h.container.transition == nil ? 1 : 2))
        }
        h.settle()
        #expect(h.state["transition"] == .null)
        #expect(h.state["controllers_alive"] == .int(1))
        #expect(h.container.children[0].index == h.index)
        #expect(h.container.children[0].appearance == .appeared)
        #expect((h.state["controllers_created"]?.doubleValue ?? 99) <= 2)
        #expect(h.container.pool.waitingCount + 1 == h.container.controllersCreated)
    }

    @Test func theSameInputsAtDifferentFrameRatesGiveTheSameState() {
        func run(frame: Int64) -> StateValue {
            var h = PagerHarness()
            h.dt = frame
            let c = h.centre
            var inputs: [TimedInput] = [TimedInput(time: 10_000, .pointerPressed(c, button: .left))]
            for k in 1...12 {
                let p = Point(x: c.x - Double(k) * 9, y: c.y)
                inputs.append(TimedInput(time: 10_000 + Int64(k) * 8_000, .pointerMoved(p)))
            }
            inputs.append(TimedInput(time: 110_000, .pointerReleased(Point(x: c.x - 110, y: c.y), button: .left)))
            h.run(inputs, until: 250_000)
            return h.state
        }
        let a = run(frame: 16_667)
        let b = run(frame: 6_944)
        let c = run(frame: 33_333)
        #expect(a == b)
        #expect(a == c)
        #expect(a["transition"] != .null, "still completing at 250 ms")
    }
}
