import RealModule
import Testing

@testable import Motion

@Suite struct DecaySimulationTests {
    @Test func closedFormMatchesFineNumericIntegration() {
        let rate = DecelerationRate.normal
        let decay = DecaySimulation(position: 100, velocity: 2500, rate: rate)
        let lambda = rate.decayConstant
        let times = [0.05, 0.25, 0.5, 1.0, 2.0]
        let numeric = integrateRK4(x0: 100, v0: 2500, step: 1e-5, times: times) { _, v in -lambda * v }
        for (t, expected) in zip(times, numeric) {
            #expect(isClose(decay.position(at: t), expected.x, relative: Tolerances.integration), "x at \(t)")
            #expect(isClose(decay.velocity(at: t), expected.v, relative: Tolerances.integration), "v at \(t)")
        }
    }

    @Test func normalRateRestsAtHalfTheVelocityInPoints() {
        let decay = DecaySimulation(position: 40, velocity: 1000, rate: .normal)
        // x0 − v0/(1000 ln 0.998) = 40 + 499.4999…
        #expect(
            isClose(
                decay.restingPosition, 40 - 1000 / (1000 * Double.log(0.998)),
                relative: Tolerances.sameFormula))
        #expect(abs(decay.restingPosition - (40 + 0.4995 * 1000)) < Tolerances.twoDecimals)
    }

    @Test func fastRateRestsAtATenthOfTheVelocity() {
        let decay = DecaySimulation(position: 0, velocity: -2000, rate: .fast)
        #expect(isClose(decay.restingPosition, 2000 / (1000 * Double.log(0.99)), relative: Tolerances.sameFormula))
        #expect(abs(decay.restingPosition - (-0.0995 * 2000)) < 0.1)
    }

    @Test func velocityFollowsTheRatePerMillisecond() {
        let decay = DecaySimulation(position: 0, velocity: 1000, rate: .normal)
        // One second = 1000 ms of retaining 0.998 each.
        #expect(isClose(decay.velocity(at: 1), 1000 * Double.pow(0.998, 1000), relative: Tolerances.rounding))
        #expect(abs(decay.velocity(at: 1) - 135.0) < 0.2)
    }

    @Test func timeToReachInvertsPosition() throws {
        let decay = DecaySimulation(position: 10, velocity: 3000)
        let t = try #require(decay.time(toReach: 1000))
        #expect(isClose(decay.position(at: t), 1000, relative: Tolerances.sameFormula))
        #expect(decay.time(toReach: decay.restingPosition + 1) == nil, "beyond the rest point")
        #expect(decay.time(toReach: 0) == nil, "behind the start")
        #expect(decay.time(toReach: 10) == 0)
        #expect(DecaySimulation(position: 0, velocity: 0).time(toReach: 5) == nil)
    }

    @Test func stopsWhereItIsOnceSlowerThanTheToleranceVelocity() {
        let decay = DecaySimulation(position: 0, velocity: 1000)
        let lambda = DecelerationRate.normal.decayConstant
        // v0·e^(−λT) = 1 pt/s.
        let expected = Double.log(1000 / Tolerance.standard.velocity) / lambda
        #expect(isClose(decay.duration, expected, relative: Tolerances.sameFormula))
        #expect(!decay.isDone(at: decay.duration - 1e-6))
        #expect(decay.isDone(at: decay.duration))
        #expect(
            isClose(
                decay.velocity(at: decay.duration - 1e-9), Tolerance.standard.velocity,
                relative: Tolerances.limit))
        // It stops on the closed form, v1/λ short of the asymptote: no jump onto the asymptote.
        let justBefore = decay.position(at: decay.duration - 1e-9)
        #expect(abs(justBefore - decay.finalPosition) < Tolerances.limit)
        #expect(
            isClose(
                decay.restingPosition - decay.finalPosition, Tolerance.standard.velocity / lambda,
                relative: Tolerances.difference))
        #expect(decay.position(at: decay.duration + 5) == decay.finalPosition)
        #expect(decay.velocity(at: decay.duration) == 0)
        // A named tolerance decides: ten times the rest speed stops ln(10)/λ earlier.
        let loose = DecaySimulation(position: 0, velocity: 1000, tolerance: Tolerance(distance: 0.1, velocity: 10))
        #expect(isClose(decay.duration - loose.duration, Double.log(10) / lambda, relative: Tolerances.rounding))
        #expect(DecaySimulation(position: 5, velocity: 0.5).duration == 0)
        #expect(DecaySimulation(position: 5, velocity: 0.5).finalPosition == 5)
    }

    /// Issue 15 item 4: sampled at any frame rate the glide's last step is never larger than the
    /// one before it (the old quarter-point snap onto the asymptote was ~30× the step before).
    @Test(arguments: [30.0, 60.0, 120.0, 144.0])
    func comesToRestWithoutAFinalJump(hz: Double) {
        for v0 in [-6000.0, -900, -120, 45, 300, 2500, 10_000] {
            for rate in [DecelerationRate.normal, .fast] {
                let decay = DecaySimulation(position: 17, velocity: v0, rate: rate)
                let dt = 1 / hz
                var steps: [Double] = []
                var last = decay.position(at: 0)
                var k = 1
                while !decay.isDone(at: Double(k - 1) * dt) {
                    let x = decay.position(at: Double(k) * dt)
                    if x != last { steps.append(abs(x - last)) }
                    #expect((x - last) * v0 >= 0, "never backwards")
                    last = x
                    k += 1
                }
                #expect(steps.count >= 2)
                for (a, b) in zip(steps, steps.dropFirst()) {
                    #expect(b <= a * (1 + Tolerances.sameFormula), "\(v0) pt/s at \(hz) Hz: a step grew \(a) → \(b)")
                }
                #expect(last == decay.finalPosition)
            }
        }
    }

    @Test func nonsenseInputsNeverProduceNaN() {
        let values: [Double] = [.nan, .infinity, -.infinity, 1e300, -1e300, 0]
        for x in values {
            for v in values {
                let decay = DecaySimulation(position: x, velocity: v, rate: .custom(.nan))
                for t in [Double.nan, -1, 0, 0.5, .infinity] {
                    #expect(decay.position(at: t).isFinite)
                    #expect(decay.velocity(at: t).isFinite)
                }
                #expect(decay.restingPosition.isFinite)
            }
        }
        #expect(DecelerationRate.custom(1.5).rawValue == DecelerationRate.allowed.upperBound)
        #expect(DecelerationRate.custom(.nan) == .normal)
    }
}
