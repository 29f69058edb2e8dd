import DemoTestSupport
import HarnessTestSupport
import Motion
import Testing

@testable import Demos
@testable import PlaygroundCore

/// Releases of every kind end with one card exactly centred: the one the projection predicts.
@Suite struct SalonSnapTests {
    /// The card the seed's willEndDragging picks: nearest card centre to projectedLanding +
    /// viewport/2; and, as on every strip under UIKit, a flick at least `slow_release_velocity`
    /// fast never turns back: a card behind the release gives way to the next one ahead.
    func predictedCard(_ demo: SalonDemo) -> Int {
        let landing = demo.scroll.projectedLanding!.x + SalonRig.viewport.width / 2
        var best = 0
        for i in 0..<SalonEntity.all.count {
            let centre = demo.centredOffset(i) + SalonRig.viewport.width / 2
            let bestCentre = demo.centredOffset(best) + SalonRig.viewport.width / 2
            if abs(centre - landing) < abs(bestCentre - landing) { best = i }
        }
        guard let release = demo.lastRelease else { return best }
        let (v, at) = (release.velocity.x, release.offset.x)
        let threshold = demo.parameters.physics.slowReleaseVelocity
        if v >= threshold, demo.centredOffset(best) < at { return min(best + 1, SalonEntity.all.count - 1) }
        if v <= -threshold, demo.centredOffset(best) > at { return max(best - 1, 0) }
        return best
    }

    func expectRestingCentred(_ rig: SalonRig, on card: Int, _ comment: Comment) {
        let demo = rig.demo
        #expect(demo.centeredError < Tolerances.onTarget, comment)
        #expect(demo.centeredError == 0, comment)
        #expect(demo.state["centered_error"] == .double(0), comment)
        #expect(demo.state["selected"] == .int(card), comment)
        #expect(demo.state["phase"] == .string("idle"), comment)
        #expect(demo.expandedIndex == card, comment)
        #expect(demo.scroll.offset.x == demo.centredOffset(card), comment)
        #expect(demo.wake == .idle, comment)
    }

    @Test(arguments: [60.0, 120.0])
    func flicksOfAnySpeedAndDirectionEndCentredOnThePredictedCard(hz: Double) {
        let speeds: [Double] = [80, 250, 500, 900, 1400, 2200, 3500, 5000, 8000, 14000]
        for speed in speeds {
            for direction in [-1.0, 1.0] {
                var rig = SalonRig(hz: hz)
                rig.demo.select(6, at: 0)
                rig.settle()
                let start = rig.time + 10_000
                // Long enough to go past UIKit's 10 pt slop (25 pt) even when slow.
                let duration = max(80_000, Int64(25 / speed * 1_000_000))
                let flick = SalonRig.flick(
                    from: 400, y: rig.y, velocity: direction * speed, start: start, duration: duration, sampleHz: hz)
                rig.run(flick.inputs, until: flick.release)
                let expected = predictedCard(rig.demo)
                #expect(rig.demo.state["selected"] == .int(expected), "right after release, \(speed) pt/s")
                let rested = rig.settle()
                #expect(rested, "comes to rest")
                expectRestingCentred(rig, on: expected, "\(direction * speed) pt/s at \(hz) Hz")
            }
        }
    }

    @Test func aHardFlickPastEitherEndRestsOnTheFirstOrLastCard() {
        var rig = SalonRig()
        let right = SalonRig.flick(from: 600, y: rig.y, velocity: -20_000, start: 10_000)
        rig.run(right.inputs, until: right.release)
        rig.settle()
        expectRestingCentred(rig, on: SalonEntity.all.count - 1, "flicked to the end")
        let left = SalonRig.flick(from: 200, y: rig.y, velocity: 20_000, start: rig.time + 10_000)
        rig.run(left.inputs, until: left.release)
        rig.settle()
        expectRestingCentred(rig, on: 0, "flicked back to the start")
    }

    @Test func theReleaseHandsItsVelocityToTheSnapWithoutAJump() {
        var rig = SalonRig(hz: 120)
        let flick = SalonRig.flick(from: 500, y: rig.y, velocity: -1800, start: 10_000)
        // Deliver everything up to and including the release in a frame at exactly the release time.
        rig.run(Array(flick.inputs.dropLast()), until: flick.release - 4_000)
        let dragVelocity = rig.demo.scroll.velocity.x
        rig.frame(at: flick.release, [flick.inputs.last!])
        let release = rig.demo.lastRelease!
        #expect(abs(rig.demo.scroll.velocity.x - release.velocity.x) < Tolerances.velocityRounding)
        #expect(abs(release.velocity.x - dragVelocity) < Tolerances.velocityRounding)
        #expect(release.velocity.x > 1700 && release.velocity.x < 1900)
        #expect(rig.demo.scroll.target?.x == release.targetContentOffset.x)
        #expect(release.targetContentOffset.x == rig.demo.centredOffset(predictedCard(rig.demo)))
        // And no jump in position at the release either.
        let before = rig.demo.scroll.offset.x
        rig.frame(at: flick.release + 1)
        #expect(abs(rig.demo.scroll.offset.x - before) < Tolerances.continuity)
    }

    @Test func slowDragsEndCentredOnTheNearestCard() {
        for distance in [-250.0, -120.0, -40.0, 60.0, 170.0, 300.0] {
            var rig = SalonRig()
            rig.demo.select(5, at: 0)
            rig.settle()
            let start = rig.time + 10_000
            var inputs = [press(Point(x: 400, y: rig.y), at: start)]
            let steps = 90  // 1.5 s at 60 Hz
            for i in 1...steps {
                inputs.append(
                    move(Point(x: 400 + distance * Double(i) / Double(steps), y: rig.y), at: start + Int64(i) * 16_667))
            }
            let end = start + Int64(steps) * 16_667 + 5_000
            inputs.append(release(Point(x: 400 + distance, y: rig.y), at: end))
            rig.run(inputs, until: end)
            let expected = predictedCard(rig.demo)
            rig.settle()
            expectRestingCentred(rig, on: expected, "slow drag of \(distance) pt")
        }
    }

    @Test func aReleaseAfterHoldingStillHasNoVelocityAndSnapsToTheNearestCard() {
        for distance in [-200.0, -160.0, 150.0, 180.0] {
            var rig = SalonRig(hz: 120)
            rig.demo.select(4, at: 0)
            rig.settle()
            let start = rig.time + 10_000
            let flick = SalonRig.flick(
                from: 400, y: rig.y, velocity: distance / 0.08, start: start, releaseDelay: 100_000)
            rig.run(flick.inputs, until: flick.release)
            #expect(rig.demo.lastRelease?.velocity.x == 0, "held still for 100 ms")
            let nearest = Int(((rig.demo.scroll.offset.x - rig.demo.centredOffset(0)) / 330).rounded())
            #expect(predictedCard(rig.demo) == nearest)
            rig.settle()
            expectRestingCentred(rig, on: nearest, "zero-velocity release after \(distance) pt")
        }
    }

    @Test func catchingTheMovingStripAndLettingGoEndsCentred() {
        for catchDelay: Int64 in [30_000, 120_000, 400_000] {
            var rig = SalonRig()
            let flick = SalonRig.flick(from: 600, y: rig.y, velocity: -2500, start: 10_000)
            rig.run(flick.inputs, until: flick.release + catchDelay)
            #expect(rig.demo.state["phase"] == .string("scrolling"))
            let t = rig.time + 1_000
            rig.run(
                [press(Point(x: 300, y: rig.y), at: t), release(Point(x: 300, y: rig.y), at: t + 80_000)],
                until: t + 80_000)
            #expect(rig.demo.scroll.phase != .idle || rig.demo.centeredError == 0)
            let expected = rig.demo.selectedIndex
            rig.settle()
            expectRestingCentred(rig, on: expected, "caught after \(catchDelay) µs")
        }
    }

    @Test func losingFocusMidDragStillEndsCentred() {
        var rig = SalonRig()
        // The first move only crosses UIKit's 10 pt slop; the second drags.
        rig.run(
            [
                press(Point(x: 600, y: rig.y), at: 10_000), move(Point(x: 589, y: rig.y), at: 20_000),
                move(Point(x: 469, y: rig.y), at: 30_000),
                TimedInput(time: 40_000, .focusChanged(false)),
            ], until: 40_000)
        rig.settle()
        expectRestingCentred(rig, on: 0, "120 pt drag cancelled: nearer card 1")
        rig.run(
            [
                press(Point(x: 600, y: rig.y), at: rig.time + 10_000),
                move(Point(x: 589, y: rig.y), at: rig.time + 20_000),
                move(Point(x: 389, y: rig.y), at: rig.time + 30_000),
                TimedInput(time: rig.time + 40_000, .focusChanged(false)),
            ], until: rig.time + 40_000)
        rig.settle()
        expectRestingCentred(rig, on: 1, "200 pt drag cancelled: nearer card 2")
    }

    @Test func theSameFlickGivesTheSameMotionAtAnyFrameRate() {
        func offsets(hz: Double) -> [Double] {
            var rig = SalonRig(hz: hz)
            let flick = SalonRig.flick(from: 600, y: rig.y, velocity: -3000, start: 10_000)
            var samples: [Double] = []
            for checkpoint: Int64 in [200_000, 450_000, 700_000] {
                rig.run(checkpoint == 200_000 ? flick.inputs : [], until: checkpoint)
                rig.frame(at: checkpoint)
                samples.append(rig.demo.scroll.offset.x)
            }
            rig.settle()
            samples.append(rig.demo.scroll.offset.x)
            return samples
        }
        let reference = offsets(hz: 60)
        for hz in [30.0, 144.0] {
            let other = offsets(hz: hz)
            for (a, b) in zip(reference, other) { #expect(abs(a - b) < Tolerances.frameRateAgreement, "\(hz) Hz") }
        }
    }
}
