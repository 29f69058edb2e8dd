import Testing

@testable import Motion

@Suite struct TweenSimulationTests {
    @Test func followsTheEasingAndEndsExactly() {
        let tween = TweenSimulation(from: 100, to: 300, duration: 0.5, easing: .easeInQuad)
        #expect(tween.position(at: 0) == 100)
        #expect(isClose(tween.position(at: 0.25), 100 + 200 * 0.25, relative: Tolerances.sameFormula))
        #expect(tween.position(at: 0.5) == 300)
        #expect(tween.position(at: 9) == 300)
        #expect(tween.isDone(at: 0.5) && !tween.isDone(at: 0.4999))
    }

    @Test func velocityIsTheEasingSlopeScaledByDistanceOverDuration() {
        let tween = TweenSimulation(from: 0, to: 200, duration: 0.5, easing: .easeInQuad)
        // d/dt 200·(t/0.5)² = 200·2u/0.5 → at u = 0.5: 400 pt/s.
        #expect(isClose(tween.velocity(at: 0.25), 400, relative: Tolerances.finiteDifference))
        let linear = TweenSimulation(from: 10, to: -90, duration: 2, easing: .linear)
        #expect(isClose(linear.velocity(at: 0), -50, relative: Tolerances.finiteDifference))
        #expect(isClose(linear.velocity(at: 1.9999999), -50, relative: Tolerances.finiteDifference))
        #expect(linear.velocity(at: 2) == 0)
    }

    @Test func zeroOrNaNDurationIsAlreadyThere() {
        for d in [0.0, -1, .nan] {
            let tween = TweenSimulation(from: 0, to: 50, duration: d, easing: .ease)
            #expect(tween.position(at: 0) == 50)
            #expect(tween.velocity(at: 0) == 0)
            #expect(tween.isDone(at: 0))
        }
    }
}
