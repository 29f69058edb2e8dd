import Foundation
import Testing

@testable import Motion

/// The bound on every motion onto a target (docs/reliability.md §7), motion by motion: what it
/// is, when UIKit's deceleration and Flutter's `through` are still used, how the softened return
/// spring keeps its intent near and rests in time far, and how Android's snap scroller and
/// Flutter's spring are sped up only where they would take longer.
@Suite struct SettleBoundTests {
    static let uiKit = ScrollPhysics.uiKit
    /// λ of UIKit's normal rate, s⁻¹.
    static let lambda = -1000 * log(0.998)

    static func physics(_ platform: ScrollPlatform) -> ScrollPhysics {
        var physics = ScrollPhysics.uiKit
        physics.platform = platform
        return physics
    }

    @Test func theBoundIsThreeSecondsOrTheGlideOfTheSpeedPlusACruise() {
        #expect(Self.uiKit.settleBound(velocity: 0) == 3)
        // A 20 pt/s glide lasts ln 20/λ = 1.496 s: with the 1.5 s cruise still under 3 s.
        #expect(Self.uiKit.settleBound(velocity: 20) == 3)
        let hard = 1.5 + log(8000) / Self.lambda
        #expect(abs(Self.uiKit.settleBound(velocity: 8000) - hard) < Tolerances.rounding)
        #expect(abs(hard - 5.989) < 0.001)
        #expect(Self.uiKit.settleBound(velocity: -8000) == Self.uiKit.settleBound(velocity: 8000))
        // Two container widths of 4000 pt a second is 8000 pt/s.
        #expect(abs(Self.uiKit.settleBound(velocity: 2, unit: 4000) - hard) < Tolerances.rounding)
        // UIKit's fast rate glides five times shorter: the three seconds decide.
        var fast = Self.uiKit
        fast.decelerationRate = .fast
        #expect(fast.settleBound(velocity: 8000) == 3)
    }

    @Test func aDecelerationCruisesAtTheReleaseSpeedForAtMostASecondAndAHalf() {
        let v = 300.0
        // The distance an approach covers keeping `v` for `cruise` s and then gliding to 1 pt/s.
        func distance(cruising cruise: Double) -> Double { cruise * v + (v - 1) / Self.lambda }
        guard
            let near = Self.uiKit.settle(
                position: 0, velocity: v, target: distance(cruising: 1.4), paging: false
            ).motion(as: ApproachSimulation.self)
        else {
            Issue.record("a 1.4 s cruise is still decelerated onto")
            return
        }
        #expect(abs(near.cruiseDuration - 1.4) < Tolerances.rounding)
        #expect(near.duration <= Self.uiKit.settleBound(velocity: v))
        for target in [distance(cruising: 1.6), 57e6, 1e11] {
            guard
                let spring = Self.uiKit.settle(position: 0, velocity: v, target: target, paging: false).motion(
                    as: SpringSimulation.self)
            else {
                Issue.record("\(target) pt at \(v) pt/s would be crawled to")
                continue
            }
            // The snap spring, from the speed the content has: no jump, and in time.
            #expect(spring.spring == .snap)
            #expect(spring.initialVelocity == v)
            #expect(spring.duration < ScrollPhysics.maxSettleDuration, "\(target)")
        }
    }

    @Test func theReturnSpringIsSoftenedNearAndRestsInTimeFar() {
        let speed = 400.0
        // 300 pt behind: softened to β = 2.5·400/300, as before the bound (it rests in 3.24 s).
        let near = UIKitScrolling().snapSpring(from: 1000, velocity: speed, to: 700, Self.uiKit)
        let beta = UIKitScrolling.maxReturnStiffnessRatio * speed / 300
        #expect(near.spring == Spring(dampingRatio: 1, response: 2 * Double.pi / beta))
        #expect(near.duration > ScrollPhysics.maxSettleDuration)
        #expect(near.duration <= Self.uiKit.settleBound(velocity: speed))
        // 10⁶ pt behind, β = 0.001 would take hours: the softest spring that rests in time.
        let bound = Self.uiKit.settleBound(velocity: speed)
        let far = UIKitScrolling().snapSpring(from: 1e6, velocity: speed, to: 0, Self.uiKit)
        #expect(far.duration <= bound && far.duration > 0.99 * bound)
        #expect(abs(far.spring.dampingRatio - 1) < Tolerances.rounding)
        let farBeta = far.spring.damping / (2 * far.spring.mass)
        #expect(farBeta > UIKitScrolling.maxReturnStiffnessRatio * speed / 1e6)
        #expect(farBeta < Spring.snap.damping / (2 * Spring.snap.mass))
        let softer = Spring(dampingRatio: 1, response: far.spring.response * 1.01)
        #expect(SpringSimulation(spring: softer, from: 1e6, to: 0, velocity: speed).duration > bound)
        #expect(far.initialVelocity == speed)
        // As far as a scene goes.
        #expect(
            UIKitScrolling().snapSpring(from: 1e11, velocity: 300, to: 0, Self.uiKit).duration
                <= Self.uiKit.settleBound(velocity: 300))
    }

    @Test func androidsSnapScrollerRunsAOSPsTimingUpToTheBound() {
        let android = Self.physics(.android)
        for (to, paging) in [(1000.0, false), (1600, false), (1e6, true)] {
            let aosp = AndroidSnapping.snapScroll(from: 0, to: to, pager: paging)
            #expect(aosp.duration <= ScrollPhysics.maxSettleDuration)
            #expect(android.settle(position: 0, velocity: 0, target: to, paging: paging) == ScrollSimulation(aosp))
        }
        // From rest the bound is 3 s; at 5000 pt/s it is the settle bound of that speed (5.75 s), so
        // a 1700-pt snap (3.17 s) keeps AOSP's timing there and only a far one is run faster.
        let fast = android.settleBound(velocity: 5000)
        #expect(abs(fast - (1.5 + log(5000.0) / DecelerationRate.normal.decayConstant)) < 1e-12 && fast > 5.7)
        for to in [1700.0, 57e6, -1e11] {
            let aosp = AndroidSnapping.snapScroll(from: 0, to: to, pager: false)
            #expect(aosp.duration > ScrollPhysics.maxSettleDuration)
            let capped = TweenSimulation(
                from: 0, to: to, duration: ScrollPhysics.maxSettleDuration, easing: .easeOutQuad)
            #expect(android.settle(position: 0, velocity: 0, target: to, paging: false) == ScrollSimulation(capped))
            let atSpeed = android.settle(position: 0, velocity: -5000, target: to, paging: false)
            if aosp.duration <= fast {
                #expect(atSpeed == ScrollSimulation(aosp))
            } else {
                #expect(
                    atSpeed == ScrollSimulation(TweenSimulation(from: 0, to: to, duration: fast, easing: .easeOutQuad)))
            }
        }
    }

    @Test func flutterKeepsThroughAndItsSpringWhereTheyRestInTime() {
        for platform in [ScrollPlatform.flutterIOS, .flutterAndroid] {
            let flutter = Self.physics(platform)
            let tolerance = FlutterScrolling.toleranceFor(devicePixelRatio: flutter.density)
            // FixedExtentScrollPhysics' `through` onto a near item, as Flutter runs it.
            let through = ApproachSimulation(
                position: 0, velocity: 2000, target: 500, tolerance: tolerance, cruises: false)
            #expect(
                flutter.settle(position: 0, velocity: 2000, target: 500, paging: false) == ScrollSimulation(through!))
            // 57 million pt at 415 pt/s: `through` would decay at λ = 7e-6 s⁻¹ for five days; Flutter's
            // own spring gets there in 2.4 s, from the same speed.
            let unchanged = SpringSimulation(
                spring: FlutterScrolling.spring, from: 0, to: 57e6, velocity: 415, tolerance: tolerance)
            #expect(unchanged.duration < ScrollPhysics.maxSettleDuration)
            #expect(
                flutter.settle(position: 0, velocity: 415, target: 57e6, paging: false) == ScrollSimulation(unchanged))
            // 10¹¹ pt from rest: even the spring would take 3.22 s; it is stiffened just enough,
            // its damping ratio kept.
            let natural = SpringSimulation(
                spring: FlutterScrolling.spring, from: 0, to: 1e11, velocity: 0, tolerance: tolerance)
            #expect(natural.duration > ScrollPhysics.maxSettleDuration)
            guard
                let stiffened = flutter.settle(position: 0, velocity: 0, target: 1e11, paging: true).motion(
                    as: SpringSimulation.self)
            else {
                Issue.record("\(platform): a page turn is a spring")
                continue
            }
            #expect(stiffened.duration <= ScrollPhysics.maxSettleDuration && stiffened.duration > 0.99 * 3)
            #expect(abs(stiffened.spring.dampingRatio - FlutterScrolling.spring.dampingRatio) < Tolerances.rounding)
            #expect(stiffened.spring.naturalFrequency > FlutterScrolling.spring.naturalFrequency)
        }
    }
}
