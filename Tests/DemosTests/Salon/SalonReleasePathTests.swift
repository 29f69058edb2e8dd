import DemoTestSupport
import HarnessTestSupport
import Motion
import Testing

@testable import Demos

/// Issue 15: a flick in the salon strip, retargeted to the card nearest its projected landing,
/// never moves faster after the finger lifts than it did at release, approaches the card
/// without turning back, comes to rest without a final jump, and ends exactly centred.
@Suite struct SalonReleasePathTests {
    /// Flicks the strip with pointer speed `speed` (sign = pointer direction) at `hz` and samples
    /// every frame after the release until the demo is idle.
    static func flickPath(speed: Double, hz: Double) -> (path: ReleasePath, rig: SalonRig) {
        var rig = SalonRig(hz: hz)
        // Long flicks start at the far end so they travel the strip instead of hitting its end.
        let startCard = abs(speed) <= 2000 ? 6 : (speed > 0 ? SalonEntity.all.count - 1 : 0)
        rig.demo.select(startCard, at: 0)
        rig.settle()
        let flick = SalonRig.flick(
            from: 400, y: rig.y, velocity: speed, start: rig.time + 10_000,
            sampleHz: max(hz, 120))
        rig.run(flick.inputs, until: flick.release)
        let release = rig.demo.lastRelease!
        var path = ReleasePath(
            releaseVelocity: release.velocity.x, start: rig.demo.scroll.offset.x,
            target: release.targetContentOffset.x)
        for s in rig.path(limit: 8_000_000, { $0.scroll }) {
            path.record(time: s.time, offset: s.value.offset.x, velocity: s.value.velocity.x)
        }
        return (path, rig)
    }

    @Test func aNineHundredPointFlickNeverSpeedsUpAfterRelease() {
        let (path, rig) = Self.flickPath(speed: -900, hz: 60)
        #expect(abs(path.releaseVelocity - 900) < 30, "the tracker reads the flick")
        #expect(path.speedRatio <= Tolerances.releaseSpeedRatio, "peak \(path.speedRatio * path.releaseVelocity) pt/s")
        #expect(path.reversals == 0)
        #expect(abs(path.end - path.target) < Tolerances.onTarget)
        #expect(rig.demo.centeredError == 0)
    }

    @Test(arguments: ReleaseSweep.rates)
    func flicksAcrossTheSpeedRangeKeepTheirSpeedAndLandCentred(hz: Double) {
        for speed in ReleaseSweep.speeds {
            for direction in ReleaseSweep.directions {
                let (path, rig) = Self.flickPath(speed: direction * speed, hz: hz)
                let label = "\(direction * speed) pt/s at \(hz) Hz"
                #expect(
                    abs(abs(path.releaseVelocity) - speed) < Tolerances.releaseReading * speed, "\(label): release read"
                )
                #expect(path.speedRatio <= Tolerances.releaseSpeedRatio, "\(label): ratio \(path.speedRatio)")
                #expect(path.speedRatio > 0.5, "\(label): the glide starts at the release speed")
                #expect(path.reversals == 0, "\(label): monotonic approach")
                #expect(!path.overshoots, "\(label): never past the card")
                if let steps = path.finalSteps {
                    #expect(steps.last <= steps.before + Tolerances.rounding, "\(label): no final jump \(steps)")
                }
                #expect(abs(path.end - path.target) < Tolerances.onTarget, "\(label)")
                #expect(rig.demo.centeredError == 0, "\(label)")
                #expect(rig.demo.wake == .idle, "\(label): at rest")
                #expect((path.timeToRest ?? .max) < 5_000_000, "\(label): at rest within a few seconds")
            }
        }
    }
}
