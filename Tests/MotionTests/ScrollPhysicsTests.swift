import RealModule
import Testing

@testable import Motion

/// Every `ScrollPhysics` field changes what a `ScrollView` does, and the seam's helpers are the
/// arithmetic the demos use.
@Suite struct ScrollPhysicsTests {
    private func makeView(_ physics: ScrollPhysics = .uiKit) -> ScrollView {
        var view = ScrollView(viewport: Size(width: 400, height: 800), contentSize: Size(width: 400, height: 5000))
        view.physics = physics
        return view
    }

    /// Drags `dy` (pointer space) from a press at y 400 in 10 moves 8 ms apart; releases
    /// `holdBeforeRelease` µs after the last move (long enough and the release is still).
    private func drag(
        _ view: inout ScrollView, dy: Double, holdBeforeRelease: Int64 = 0,
        adjust: (inout DragRelease) -> Void = { _ in }
    ) -> Int64 {
        let origin = 400 + (dy < 0 ? -4.0 : 4.0)  // past the slop first
        view.pointerPressed(at: Point(x: 100, y: 400), time: 0)
        view.pointerMoved(to: Point(x: 100, y: origin), time: 8_000)
        for i in 1...10 {
            view.pointerMoved(to: Point(x: 100, y: origin + dy * Double(i) / 10), time: 8_000 + Int64(i) * 8_000)
        }
        let release = 88_000 + holdBeforeRelease
        view.pointerReleased(at: Point(x: 100, y: origin + dy), time: release, willEndDragging: adjust)
        return release
    }

    @Test func theRubberBandConstantShapesTheOverscroll() {
        for c in [0.3, 0.55, 0.8] {
            var physics = ScrollPhysics.uiKit
            physics.rubberBandConstant = c
            var view = makeView(physics)
            view.pointerPressed(at: Point(x: 100, y: 100), time: 0)
            view.pointerMoved(to: Point(x: 100, y: 111), time: 8_000)
            view.pointerMoved(to: Point(x: 100, y: 311), time: 16_000)
            let expected = -RubberBand.distance(forOvershoot: 200, dimension: 800, coefficient: c)
            #expect(isClose(view.offset.y, expected, relative: Tolerances.sameFormula), "c = \(c)")
            #expect(
                isClose(
                    physics.rubberBandSlope(atOverscroll: 0, dimension: 800), c,
                    relative: Tolerances.sameFormula))
        }
    }

    @Test func theDecelerationRateSetsHowFarAFlickGoes() {
        for rate in [DecelerationRate.normal, .fast, .custom(0.995)] {
            var physics = ScrollPhysics.uiKit
            physics.decelerationRate = rate
            var view = makeView(physics)
            view.setContentOffset(Point(x: 0, y: 2000))
            var seen: DragRelease?
            let release = drag(&view, dy: -80) { seen = $0 }
            _ = view.step(to: release + 20_000_000)
            let r = seen!
            let glide = DecaySimulation(position: r.offset.y, velocity: r.velocity.y, rate: rate)
            #expect(view.offset.y == glide.finalPosition, "\(rate.rawValue)")
            #expect(r.projectedLanding.y == glide.restingPosition)
        }
    }

    @Test func theToleranceDecidesWhereAGlideStops() {
        var physics = ScrollPhysics.uiKit
        physics.tolerance = Tolerance(distance: 0.1, velocity: 25)
        var view = makeView(physics)
        view.setContentOffset(Point(x: 0, y: 2000))
        var seen: DragRelease?
        let release = drag(&view, dy: -80) { seen = $0 }
        _ = view.step(to: release + 20_000_000)
        let glide = DecaySimulation(position: seen!.offset.y, velocity: seen!.velocity.y, tolerance: physics.tolerance)
        #expect(view.offset.y == glide.finalPosition)
        // Stopping at 25 pt/s leaves (25 − 1)/λ ≈ 12 pt more than stopping at 1 pt/s would.
        let standard = DecaySimulation(position: seen!.offset.y, velocity: seen!.velocity.y)
        #expect(
            isClose(
                standard.finalPosition - view.offset.y, 24 / DecelerationRate.normal.decayConstant,
                relative: Tolerances.difference))
    }

    @Test func theBounceSpringBringsAPreciseWheelOverscrollBack() {
        var physics = ScrollPhysics.uiKit
        physics.bounceSpring = Spring(dampingRatio: 0.7, response: 0.4)
        var view = makeView(physics)
        view.wheel(dx: 0, dy: 1.5, time: 0)  // 60 pt past the top, banded
        let shown = view.offset.y
        #expect(shown < 0)
        let quiet = ScrollView.wheelQuietInterval
        _ = view.step(to: quiet)
        #expect(view.phase == .bouncing)
        let expected = SpringSimulation(spring: physics.bounceSpring, from: shown, to: 0)
        for dt: Int64 in [30_000, 120_000, 300_000] {
            _ = view.step(to: quiet + dt)
            #expect(
                isClose(
                    view.offset.y, expected.position(at: Double(dt) / 1e6),
                    relative: Tolerances.sameFormula, absolute: Tolerances.sameFormula))
        }
    }

    @Test func theWheelSpringFollowsANotch() {
        var physics = ScrollPhysics.uiKit
        physics.wheelSpring = Spring(dampingRatio: 1, response: 0.5)
        var view = makeView(physics)
        view.setContentOffset(Point(x: 0, y: 1000))
        view.wheel(dx: 0, dy: -1, time: 0)
        let expected = SpringSimulation(spring: physics.wheelSpring, from: 1000, to: 1040)
        _ = view.step(to: 100_000)
        #expect(isClose(view.offset.y, expected.position(at: 0.1), relative: Tolerances.sameFormula))
    }

    @Test func theSnapSpringTakesASlowRetargetedRelease() {
        var physics = ScrollPhysics.uiKit
        physics.snapSpring = Spring(dampingRatio: 1, response: 0.6)
        var view = makeView(physics)
        view.setContentOffset(Point(x: 0, y: 2000))
        // Held still for 100 ms: the release has no velocity, so the snap is a spring.
        let release = drag(&view, dy: -80, holdBeforeRelease: 100_000) { $0.targetContentOffset.y = 2200 }
        let start = view.offset.y
        #expect(view.velocity.y == 0)
        let expected = SpringSimulation(spring: physics.snapSpring, from: start, to: 2200)
        _ = view.step(to: release + 200_000)
        #expect(isClose(view.offset.y, expected.position(at: 0.2), relative: Tolerances.sameFormula))
        _ = view.step(to: release + 5_000_000)
        #expect(view.offset.y == 2200)
    }

    @Test func theSlowReleaseVelocityChoosesBetweenSpringAndDeceleration() {
        // The same 500 pt/s release retargeted 600 pt ahead: decelerated onto (never faster than
        // the release) unless 500 pt/s counts as slow, when the spring pulls it ahead.
        for slow in [250.0, 1000.0] {
            var physics = ScrollPhysics.uiKit
            physics.slowReleaseVelocity = slow
            var view = makeView(physics)
            view.setContentOffset(Point(x: 0, y: 2000))
            var released = 0.0
            let release = drag(&view, dy: -40) { r in
                released = r.velocity.y
                r.targetContentOffset.y = r.offset.y + 600
            }
            #expect(abs(released - 500) < 5)
            var peak = 0.0
            var t = release
            while !view.isSettled {
                t += 8_333
                _ = view.step(to: t)
                peak = max(peak, abs(view.velocity.y))
            }
            if slow < 500 {
                #expect(peak <= released * (1 + Tolerances.sameFormula), "decelerates onto the target")
            } else {
                #expect(peak > 1.5 * released, "the snap spring pulls the content ahead of the release")
            }
        }
    }

    @Test func aFastReleaseAwayFromATargetBehindNeverComesBackFaster() {
        for (speed, behind) in [(400.0, 300.0), (1500.0, 200.0), (3000.0, 900.0), (300.0, 20.0)] {
            let spring = UIKitScrolling().snapSpring(from: 1000, velocity: speed, to: 1000 - behind, .uiKit)
            var peak = 0.0
            var t = 0.0
            while t < spring.duration {
                t += 1 / 240
                peak = max(peak, abs(spring.velocity(at: t)))
            }
            #expect(peak <= speed * (1 + Tolerances.rounding), "\(speed) pt/s, \(behind) pt behind")
            #expect(spring.position(at: spring.duration) == 1000 - behind)
        }
        // Towards the target (or slow), the configured spring is used unchanged.
        #expect(UIKitScrolling().snapSpring(from: 0, velocity: 100, to: -300, .uiKit).spring == .snap)
        #expect(UIKitScrolling().snapSpring(from: 0, velocity: 3000, to: 300, .uiKit).spring == .snap)
    }

    @Test func thePagingThresholdIsRead() {
        for (threshold, expectedPage) in [(300.0, 1), (5000.0, 0)] {
            var physics = ScrollPhysics.uiKit
            physics.pagingVelocityThreshold = threshold
            var view = makeView(physics)
            view.paging = 800
            let release = drag(&view, dy: -60)
            _ = view.step(to: release + 5_000_000)
            #expect(view.offset.y == Double(expectedPage) * 800, "threshold \(threshold)")
        }
    }

    @Test func timedSimulationsReadElapsedTimeFromTheirStart() {
        let tolerance = Tolerance(distance: 0.01, velocity: 0.5)
        let spring = SpringSimulation(spring: .snap, from: 0, to: 100, tolerance: tolerance)
        let timed = TimedSimulation(spring, start: 2_000_000)
        #expect(timed.tolerance == tolerance)
        #expect(timed.elapsed(at: 2_250_000) == 0.25)
        #expect(timed.elapsed(at: 1_000_000) == 0, "before the start reads as the start")
        #expect(timed.position(at: 2_250_000) == spring.position(at: 0.25))
        #expect(timed.velocity(at: 2_250_000) == spring.velocity(at: 0.25))
        let end = timed.end!
        #expect(timed.isDone(at: end) && !timed.isDone(at: end - 1))
        #expect(timed.position(at: end) == 100)
        #expect(TimedSimulation(spring, start: Int64.min).elapsed(at: Int64.max) == .infinity)
    }

    @Test func tolerancesStayUsable() {
        #expect(Tolerance(distance: .nan, velocity: -3) == .standard)
        var t = Tolerance.standard
        t.velocity = 0
        #expect(t.velocity == 1)
        let perWidth = Tolerance(distance: 1, velocity: 1).scaled(toUnitsOf: 500)
        #expect(perWidth == Tolerance(distance: 0.002, velocity: 0.002))
    }
}
