import RealModule
import Testing

@testable import Motion

/// The conversions the exporters and the spring editor use, against published values
/// (physics.md §2.3, §3.1, §3.4, §5.1) and round trips.
@Suite struct PlatformConversionTests {
    // MARK: - Springs

    @Test func swiftUIDurationAndBounceMatchApplesExample() {
        // Apple's Spring(duration: 0.5, bounce: 0.3) documentation: stiffness 157.9, damping 17.6.
        let spring = Spring(duration: 0.5, bounce: 0.3)
        #expect(abs(spring.stiffness - 157.91) < 0.01)
        #expect(abs(spring.damping - 17.59) < 0.01)
        #expect(spring.mass == 1)
        #expect(isClose(spring.duration, 0.5) && isClose(spring.bounce, 0.3))
    }

    @Test func stiffnessDampingMassGiveApplesDurationAndBounce() {
        // Apple: mass 1, stiffness 100, damping 10 is duration 0.63, bounce 0.5.
        let spring = Spring(mass: 1, stiffness: 100, damping: 10)
        #expect(abs(spring.duration - 0.6283) < 1e-4)
        #expect(isClose(spring.bounce, 0.5))
        #expect(isClose(spring.response, 2 * Double.pi / 10))
        #expect(isClose(spring.dampingRatio, 0.5))
    }

    @Test func negativeBounceIsOverdamped() {
        let spring = Spring(duration: 0.4, bounce: -0.5)
        #expect(isClose(spring.dampingRatio, 2))
        #expect(isClose(spring.bounce, -0.5))
        #expect(Spring(duration: 0.4, bounce: 0).dampingRatio == 1)
    }

    @Test func theThreeFormsRoundTrip() {
        for (response, ratio) in [(0.35, 1.0), (0.5, 0.825), (0.15, 0.86), (1.2, 1.7), (0.08, 0.2)] {
            let spring = Spring(dampingRatio: ratio, response: response)
            let viaBounce = Spring(duration: spring.duration, bounce: spring.bounce)
            #expect(isClose(viaBounce.stiffness, spring.stiffness, relative: 1e-12))
            #expect(isClose(viaBounce.damping, spring.damping, relative: 1e-12))
            let heavy = spring.withMass(2.5)
            #expect(isClose(heavy.stiffness, 2.5 * spring.stiffness, relative: 1e-12))
            let viaForces = Spring(mass: heavy.mass, stiffness: heavy.stiffness, damping: heavy.damping)
            #expect(isClose(viaForces.response, response, relative: 1e-12))
            #expect(isClose(viaForces.dampingRatio, ratio, relative: 1e-12))
        }
    }

    @Test func uiKitSnapSpringInForceTerms() {
        // response 0.35 s, ζ = 1: k = (2π/0.35)² = 322.27, c = 4π/0.35 = 35.90.
        #expect(abs(Spring.snap.stiffness - 322.27) < 0.01)
        #expect(abs(Spring.snap.damping - 35.904) < 0.001)
    }

    // MARK: - Deceleration

    @Test func flutterDragIsTheRateToTheThousandth() {
        // Flutter's scroll_simulation.dart: "0.998^1000 ≈ 0.135".
        #expect(abs(DecelerationRate.normal.flutterDrag - 0.13506) < 1e-5)
        #expect(isClose(DecelerationRate.normal.flutterDrag, Double.pow(0.998, 1000), relative: 1e-12))
        #expect(isClose(DecelerationRate.fast.flutterDrag, Double.pow(0.99, 1000), relative: 1e-12))
        let back = DecelerationRate(flutterDrag: DecelerationRate.normal.flutterDrag)
        #expect(isClose(back.rawValue, 0.998, relative: 1e-14))
    }

    @Test func androidFlingFrictionFromTheDecayConstant() {
        // physics.md §3.4: f = −1000·ln r / 4.2 = 0.4767 (normal), 2.393 (fast).
        #expect(abs(DecelerationRate.normal.androidFlingFriction - 0.4767) < 1e-4)
        #expect(abs(DecelerationRate.fast.androidFlingFriction - 2.393) < 1e-3)
        let back = DecelerationRate(androidFlingFriction: 0.4767)
        #expect(abs(back.rawValue - 0.998) < 1e-6)
        #expect(abs(DecelerationRate.normal.halfLife - 0.346) < 1e-3)
    }

    @Test func overScrollerMatchesAndroidsPublishedFlings() {
        // physics.md §2.3 / §3.1 with the default friction 0.015: distances 194 / 647 / 2157 /
        // 7186 and durations 0.555 / 0.925 / 1.541 / 2.567 s at 1000 / 2000 / 4000 / 8000.
        let expected: [(Double, Double, Double)] = [
            (1000, 194, 0.555), (2000, 647, 0.925), (4000, 2157, 1.541),
            (8000, 7186, 2.567),
        ]
        for (speed, distance, duration) in expected {
            #expect(abs(OverScrollerFling.distance(speed: speed) - distance) < 1, "\(speed)")
            #expect(abs(OverScrollerFling.duration(speed: speed) - duration) < 0.001, "\(speed)")
        }
    }

    @Test func overScrollerFrictionMatchesTheGlideAtItsReferenceSpeed() {
        for rate in [DecelerationRate.normal, .fast, .custom(0.995)] {
            for speed in [500.0, 1000, 3000] {
                let friction = OverScrollerFling.friction(matching: rate, atSpeed: speed)
                let glide = speed / rate.decayConstant
                #expect(isClose(OverScrollerFling.distance(speed: speed, friction: friction), glide, relative: 1e-9))
            }
        }
        // UIKit's normal rate glides farther than Android's default at 1000 pt/s, so it needs
        // less friction: 0.00416.
        let normal = OverScrollerFling.friction(matching: .normal, atSpeed: 1000)
        #expect(abs(normal - 0.00416) < 0.00001)
    }

    // MARK: - Bézier fit

    @Test func aBezierFitsItselfExactly() {
        let fit = CubicBezierFit(.easeInOut)
        #expect(fit.isExact && fit.maxError == 0 && fit.curve == .easeInOut)
    }

    @Test func pennerCurvesGetCloseBeziers() {
        for easing in [Easing.easeInOutCubic, .easeOutQuad, .easeInSine, .easeOutCubic] {
            let fit = CubicBezierFit(easing)
            #expect(!fit.isExact)
            #expect(fit.maxError < 0.02, "\(easing.name): \(fit.maxError)")
            // The fit is a real improvement on the generic ease-in-out.
            var generic = 0.0
            for i in 0...100 {
                let p = Double(i) / 100
                generic = max(generic, abs(Easing.easeInOut.value(at: p) - easing.value(at: p)))
            }
            #expect(fit.maxError < generic, "\(easing.name)")
        }
        // easeInOutCubic is symmetric: its best Bézier is too (x2 = 1 − x1, y2 = 1 − y1).
        let cubic = CubicBezierFit(.easeInOutCubic).curve
        #expect(abs(cubic.x2 - (1 - cubic.x1)) < 0.01 && abs(cubic.y2 - (1 - cubic.y1)) < 0.01)
        #expect(cubic.x1 > 0.55 && cubic.x1 < 0.75)
        // And it no longer dips below 0 at the start (least squares alone put y1 at −0.048).
        #expect(cubic.y1 >= 0 && cubic.y2 <= 1)
    }

    @Test func bounceCannotBeABezierAndSaysSo() {
        let fit = CubicBezierFit(.easeOutBounce)
        #expect(fit.maxError > CubicBezierFit.followBound && !fit.followsEasing)
        // Bounce stays within 0...1, so its fit's y control points do too.
        #expect(!fit.easingLeavesUnitRange && (0...1).contains(fit.curve.y1) && (0...1).contains(fit.curve.y2))
    }
}
