import DemoTestSupport
import HarnessTestSupport
import Motion
import Testing

@testable import Demos

/// Issue 15 for the pager: a flick on the page finishes (or cancels) its interactive
/// transition without the page ever moving faster than the finger did, without turning back,
/// exactly on the channel; the tab bar's flicks (free deceleration) never speed up either.
@Suite struct PagerReleasePathTests {
    /// Where the page is, in points along the transition (fraction complete × width), and how
    /// fast; nil once the transition has completed.
    static func pagePosition(_ demo: PagerDemo) -> (offset: Double, velocity: Double)? {
        guard let t = demo.container.transition, case .interactive(let i) = t.driver else { return nil }
        let width = demo.contentFrame.width
        return (i.percentComplete(at: demo.now) * width, i.velocity(at: demo.now) * width)
    }

    /// From channel 1: optionally drags `backFrom` of the width slowly and holds, then flicks at
    /// `speed` pt/s (pointer, + = rightward) and records every frame at `hz` after the release.
    static func flickPath(speed: Double, hz: Double, backFrom: Double? = nil) -> (path: ReleasePath, h: PagerHarness) {
        var h = PagerHarness()
        h.key(.right)
        h.settle()
        var p = h.centre
        if let fraction = backFrom {
            p = h.drag(dx: -fraction * h.width, steps: 40, dt: 16_000)
            h.wait(60_000)
        } else {
            h.press(p)
        }
        // A flick of a few 4 ms samples, never more than 0.3 of the width.
        let interval: Int64 = 4_000
        let step = speed * Double(interval) / 1_000_000
        let count = max(5, Int((0.3 * h.width / abs(step)).rounded(.down)).clamped(to: 5...40))
        for _ in 0..<count {
            p.x += step
            h.move(p, after: interval)
        }
        p.x += step
        h.release(p, after: interval)
        guard let start = pagePosition(h.demo), let t = h.container.transition,
            case .interactive(let i) = t.driver, let finishing = i.decision
        else {
            Issue.record("no released interactive transition")
            return (ReleasePath(releaseVelocity: speed, start: 0, target: 0), h)
        }
        var path = ReleasePath(releaseVelocity: abs(speed), start: start.offset, target: finishing ? h.width : 0)
        // The page's velocity right after release is the hand-over; the finger's speed is the bar.
        #expect(
            abs(abs(start.velocity) - abs(speed)) < Tolerances.releaseReading * abs(speed),
            "release hands over \(start.velocity)")
        h.dt = Script.frameMicros(hz: hz)
        for s in h.path(while: { $0.container.transition != nil }, limit: 8_000_000, pagePosition) {
            let now = s.value ?? (path.target, 0)
            path.record(time: s.time, offset: now.offset, velocity: now.velocity)
        }
        return (path, h)
    }

    @Test(arguments: ReleaseSweep.rates)
    func pageFlicksFinishWithoutSpeedingUp(hz: Double) {
        for speed in ReleaseSweep.speeds {
            for direction in ReleaseSweep.directions {
                let (path, h) = Self.flickPath(speed: direction * speed, hz: hz)
                let label = "\(direction * speed) pt/s at \(hz) Hz"
                #expect(path.target == h.width, "\(label): a flick finishes its transition")
                Self.expectCleanApproach(path, label)
                #expect(h.index == (direction < 0 ? 2 : 0), "\(label)")
            }
        }
    }

    @Test(arguments: [60.0, 144.0])
    func aFlickBackPastHalfWayCancelsWithoutSpeedingUp(hz: Double) {
        for speed in ReleaseSweep.speeds {
            let (path, h) = Self.flickPath(speed: speed, hz: hz, backFrom: 0.6)
            let label = "back at \(speed) pt/s at \(hz) Hz"
            #expect(path.target == 0, "\(label): cancels")
            Self.expectCleanApproach(path, label)
            #expect(h.index == 1, "\(label)")
        }
    }

    static func expectCleanApproach(
        _ path: ReleasePath, _ label: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(
            path.speedRatio <= Tolerances.releaseSpeedRatio, "\(label): ratio \(path.speedRatio)",
            sourceLocation: sourceLocation)
        #expect(path.reversals == 0, "\(label): monotonic", sourceLocation: sourceLocation)
        #expect(!path.overshoots, "\(label): never past the end", sourceLocation: sourceLocation)
        #expect(
            abs(path.end - path.target) < Tolerances.onTarget, "\(label): exactly there",
            sourceLocation: sourceLocation)
        if let steps = path.finalSteps {
            #expect(
                steps.last <= steps.before + Tolerances.rounding, "\(label): no final jump",
                sourceLocation: sourceLocation)
        }
        #expect(
            (path.timeToRest ?? .max) < 4_000_000, "\(label): done within a few seconds",
            sourceLocation: sourceLocation)
    }
}

extension Comparable {
    fileprivate func clamped(to range: ClosedRange<Self>) -> Self { min(max(self, range.lowerBound), range.upperBound) }
}
