import DemoTestSupport
import HarnessTestSupport
import Motion
import Testing

@testable import Demos
@testable import PlaygroundCore

/// Issue 15 for the demos whose flicks are left alone (the easing list, the pager's tab bar):
/// the glide starts at the finger's speed, never goes faster, never turns back inside the
/// range, and comes to rest continuously (no final step larger than the one before it) at any
/// frame rate.
@Suite struct FreeGlidePathTests {
    static func expectCleanGlide(
        _ path: ReleasePath, _ label: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(
            path.speedRatio <= Tolerances.releaseSpeedRatio, "\(label): ratio \(path.speedRatio)",
            sourceLocation: sourceLocation)
        // The first sample is up to two 30 Hz frames after the release: e^(−2·0.067) ≈ 0.87.
        #expect(path.speedRatio > 0.75, "\(label): starts at the release speed", sourceLocation: sourceLocation)
        #expect(path.reversals == 0, "\(label): monotonic", sourceLocation: sourceLocation)
        #expect(path.end == path.target, "\(label): stops where it said", sourceLocation: sourceLocation)
        if let steps = path.finalSteps {
            #expect(
                steps.last <= steps.before * (1 + Tolerances.rounding), "\(label): no final jump \(steps)",
                sourceLocation: sourceLocation)
        } else {
            Issue.record("\(label): no motion", sourceLocation: sourceLocation)
        }
    }

    @Test(arguments: ReleaseSweep.rates)
    func easingListFlicksDecelerateAndStopContinuously(hz: Double) {
        for speed in ReleaseSweep.speeds {
            for direction in ReleaseSweep.directions {
                var rig = EasingRig(viewport: Script.window, seed: 2, hz: hz)
                // Flicks that scroll down (pointer up) start at the top, the others at the
                // bottom, so none reaches the end it heads to.
                if direction > 0 { rig.demo.animate(toRow: 199, time: 0) }
                rig.settle(limit: 10_000_000)
                let list = rig.demo.inspector!.viewportFrame
                let path = rig.inspectorFlick(from: list.center, axis: .vertical, speed: direction * speed, travel: 60)
                let label = "easing \(direction * speed) pt/s at \(hz) Hz"
                Self.expectCleanGlide(path, label)
                #expect(rig.demo.scroll.phase == .idle, "\(label)")
            }
        }
    }

    @Test(arguments: [30.0, 60.0, 144.0])
    func pagerTabBarFlicksDecelerateAndStopContinuously(hz: Double) {
        for speed in ReleaseSweep.speeds {
            for direction in ReleaseSweep.directions {
                var rig = DemoHarness(PagerDemo(context: DemoContext(viewport: Script.window, seed: 1)), hz: hz)
                // Leftward flicks (offset increasing) start at the first tab; rightward ones at
                // the last, so no flick reaches the end it heads to.
                if direction > 0 {
                    rig.tick([TimedInput(time: rig.time + 1, .keyPressed(.end, modifiers: []))])
                }
                rig.settle(limit: 10_000_000)
                let bar = rig.demo.inspector!.viewportFrame
                let path = rig.inspectorFlick(from: bar.center, axis: .horizontal, speed: direction * speed, travel: 60)
                let label = "tab bar \(direction * speed) pt/s at \(hz) Hz"
                let s = rig.demo.inspector!
                if s.offset > s.minOffset && s.offset < s.maxOffset {
                    Self.expectCleanGlide(path, label)
                } else {
                    // The strip of titles is shorter than the fastest flicks carry: they bounce
                    // at its end (UIKit's edge spring), still never faster than the finger.
                    #expect(speed >= 6000, "\(label): only the fastest flicks reach the end")
                    #expect(path.speedRatio <= Tolerances.releaseSpeedRatio, "\(label): ratio \(path.speedRatio)")
                    #expect(s.offset == (direction < 0 ? s.maxOffset : s.minOffset), "\(label): ends on the edge")
                }
            }
        }
    }
}
