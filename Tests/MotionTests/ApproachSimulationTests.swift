import RealModule
import Testing

@testable import Motion

/// The deceleration onto a target ahead: Flutter's FrictionSimulation.through, plus a cruise at
/// the release speed for targets further than the view's own deceleration would carry it.
@Suite struct ApproachSimulationTests {
    @Test func aNearTargetIsReachedByTheSolvedDecayArrivingAtTheToleranceSpeed() throws {
        let approach = try #require(ApproachSimulation(position: 0, velocity: 900, target: 300))
        let lambda = (900 - 1) / 300.0
        #expect(approach.cruiseDuration == 0)
        #expect(isClose(approach.decayConstant, lambda, relative: Tolerances.sameFormula))
        #expect(isClose(approach.duration, Double.log(900) / lambda, relative: Tolerances.sameFormula))
        #expect(approach.velocity(at: 0) == 900, "starts at exactly the release velocity")
        #expect(abs(approach.position(at: 0)) < Tolerances.rounding)
        // x'' = −λ·x' from (0, 900), integrated finely, until the arrival.
        let times = [0.05, 0.2, 0.6, 1.2, approach.duration * 0.999]
        let numeric = integrateRK4(x0: 0, v0: 900, step: 1e-5, times: times) { _, v in -lambda * v }
        for (t, expected) in zip(times, numeric) {
            #expect(
                isClose(
                    approach.position(at: t), expected.x,
                    relative: Tolerances.integration, absolute: Tolerances.integrationFloor), "x at \(t)")
            #expect(
                isClose(
                    approach.velocity(at: t), expected.v,
                    relative: Tolerances.integration, absolute: Tolerances.integrationFloor), "v at \(t)")
        }
        #expect(isClose(approach.velocity(at: approach.duration - 1e-9), 1, relative: Tolerances.limit))
        #expect(approach.position(at: approach.duration) == 300)
        #expect(approach.velocity(at: approach.duration) == 0)
        #expect(approach.isDone(at: approach.duration) && !approach.isDone(at: approach.duration - 1e-6))
    }

    @Test func aFarTargetKeepsTheReleaseSpeedThenDeceleratesAtTheViewsRate() throws {
        let rate = DecelerationRate.normal
        let approach = try #require(ApproachSimulation(position: 100, velocity: -900, target: -1900, rate: rate))
        let lambda = rate.decayConstant
        let decayDistance = 899 / lambda
        #expect(approach.decayConstant == lambda)
        #expect(isClose(approach.cruiseDuration, (2000 - decayDistance) / 900, relative: Tolerances.sameFormula))
        for t in [0.0, 0.3, approach.cruiseDuration * 0.99] {
            #expect(approach.velocity(at: t) == -900)
            #expect(
                isClose(
                    approach.position(at: t), 100 - 900 * t,
                    relative: Tolerances.sameFormula, absolute: Tolerances.rounding))
        }
        // Continuous where the cruise hands over to the decay.
        let c = approach.cruiseDuration
        #expect(abs(approach.position(at: c - 1e-9) - approach.position(at: c + 1e-9)) < Tolerances.seamPosition)
        #expect(abs(approach.velocity(at: c - 1e-9) - approach.velocity(at: c + 1e-9)) < Tolerances.seamVelocity)
        #expect(isClose(approach.position(at: c), -1900 + decayDistance, relative: Tolerances.rounding))
        #expect(approach.position(at: approach.duration + 1) == -1900)
    }

    @Test func itIsNotForSlowReleasesTargetsBehindOrNoDistance() {
        #expect(ApproachSimulation(position: 0, velocity: -500, target: 200) == nil, "target behind")
        #expect(ApproachSimulation(position: 0, velocity: 500, target: 0) == nil, "already there")
        #expect(ApproachSimulation(position: 0, velocity: 0.5, target: 10) == nil, "slower than the arrival speed")
        #expect(ApproachSimulation(position: 0, velocity: .nan, target: 10) == nil)
        #expect(ApproachSimulation(position: .nan, velocity: 100, target: 10) != nil, "NaN position reads as 0")
    }

    /// 2,000 seeded releases onto targets ahead, at speeds that decelerate rather than spring
    /// (above the default slow-release 250 pt/s), sampled at random frame rates: never faster
    /// than the release, never backwards, never past the target, exactly on it at the end, and
    /// no longer than the cruise plus the view's own deceleration from the release speed.
    @Test func seededReleasesNeverSpeedUpNorTurnBack() {
        var random = TestRandom(seed: 15)
        let rates: [DecelerationRate] = [.normal, .fast, .custom(0.995)]
        for _ in 0..<2_000 {
            let x0 = Double.random(in: -5000...5000, using: &random)
            let speed = Double.random(in: 250...20_000, using: &random)
            let sign: Double = Bool.random(using: &random) ? 1 : -1
            let distance = Double.random(in: 0.01...4000, using: &random)
            let rate = rates[Int.random(in: 0..<rates.count, using: &random)]
            guard
                let a = ApproachSimulation(
                    position: x0, velocity: sign * speed, target: x0 + sign * distance,
                    rate: rate)
            else {
                Issue.record("a release towards a target ahead at \(speed) pt/s has an approach")
                continue
            }
            let dt = 1 / Double.random(in: 24...240, using: &random)
            var last = x0
            var t = 0.0
            while !a.isDone(at: t) {
                t += dt
                let x = a.position(at: t)
                #expect((x - last) * sign >= -Tolerances.rounding)
                #expect(abs(x - last) <= speed * dt * (1 + Tolerances.rounding) + Tolerances.rounding)
                #expect(abs(a.velocity(at: t)) <= speed)
                #expect((x0 + sign * distance - x) * sign >= -Tolerances.rounding)
                last = x
            }
            #expect(a.position(at: t) == x0 + sign * distance)
            #expect(a.duration <= distance / speed + Double.log(speed) / rate.decayConstant + Tolerances.rounding)
        }
    }
}
