import RealModule
import Testing

@testable import Motion

@Suite struct SpringSimulationTests {
    private func expectMatchesIntegration(
        _ spring: Spring, from: Double, to: Double, velocity: Double,
        times: [Double], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let simulation = SpringSimulation(
            spring: spring, from: from, to: to, velocity: velocity,
            tolerance: Tolerance(distance: 1e-9, velocity: 1e-9))
        let m = spring.mass
        let k = spring.stiffness
        let c = spring.damping
        let numeric = integrateRK4(x0: from, v0: velocity, step: 1e-5, times: times) { x, v in
            (-k * (x - to) - c * v) / m
        }
        for (t, expected) in zip(times, numeric) {
            #expect(
                isClose(
                    simulation.position(at: t), expected.x,
                    relative: Tolerances.springIntegration, absolute: Tolerances.integrationFloor),
                "x at \(t)", sourceLocation: sourceLocation)
            #expect(
                isClose(
                    simulation.velocity(at: t), expected.v,
                    relative: Tolerances.springIntegration, absolute: Tolerances.springVelocityFloor),
                "v at \(t)", sourceLocation: sourceLocation)
        }
    }

    private let times = [0.01, 0.05, 0.1, 0.2, 0.4, 0.8]

    @Test func underdampedMatchesIntegration() {
        let spring = Spring(dampingRatio: 0.3, response: 0.5)
        #expect(spring.dampingRatio < 1)
        expectMatchesIntegration(spring, from: 0, to: 300, velocity: -800, times: times)
    }

    @Test func criticallyDampedMatchesIntegration() {
        expectMatchesIntegration(.bounceBack, from: 50, to: 0, velocity: 2000, times: times)
        expectMatchesIntegration(.snap, from: -120, to: 400, velocity: 3000, times: times)
    }

    @Test func overdampedMatchesIntegration() {
        let spring = Spring(mass: 0.5, stiffness: 100, damping: 30)
        #expect(spring.dampingRatio > 1)
        expectMatchesIntegration(spring, from: 200, to: -50, velocity: 500, times: times)
    }

    @Test func nearCriticalOverdampedIsStable() {
        let spring = Spring(mass: 1, stiffness: 100, damping: 20.000001)
        expectMatchesIntegration(spring, from: 10, to: 0, velocity: -30, times: times)
    }

    @Test func dampingRatioAndResponseMapToWWDCStiffnessAndDamping() {
        let spring = Spring(dampingRatio: 0.5, response: 0.4, mass: 2)
        #expect(isClose(spring.stiffness, Double.pow(2 * .pi / 0.4, 2) * 2, relative: Tolerances.sameFormula))
        #expect(isClose(spring.damping, 4 * .pi * 0.5 * 2 / 0.4, relative: Tolerances.sameFormula))
        #expect(isClose(spring.dampingRatio, 0.5, relative: Tolerances.sameFormula))
        #expect(isClose(spring.response, 0.4, relative: Tolerances.sameFormula))
        #expect(Spring.bounceBack.dampingRatio == 1)
        #expect(Spring.bounceBack.naturalFrequency == 10)
    }

    @Test func endsExactlyOnTheTargetWithinTolerances() {
        for spring in [Spring(dampingRatio: 0.2, response: 0.3), .snap, Spring(dampingRatio: 3, response: 0.3)] {
            let simulation = SpringSimulation(spring: spring, from: 0, to: 333.3, velocity: 4000)
            let end = simulation.duration
            #expect(end.isFinite && end > 0)
            #expect(simulation.position(at: end) == 333.3)
            #expect(simulation.velocity(at: end) == 0)
            #expect(simulation.isDone(at: end) && !simulation.isDone(at: end * 0.999))
            // The envelope guarantees every later instant is already close before the snap.
            for fraction in stride(from: 0.9999, through: 0.99, by: -0.0001) {
                let t = end * fraction
                if t < end {
                    #expect(abs(simulation.position(at: t) - 333.3) < simulation.distanceTolerance)
                }
            }
            // Just before the end the envelopes are at their tolerances (to bisection precision).
            #expect(
                abs(simulation.position(at: end - 1e-9) - 333.3)
                    <= simulation.distanceTolerance * (1 + Tolerances.limit))
            #expect(abs(simulation.velocity(at: end - 1e-9)) <= simulation.velocityTolerance * (1 + Tolerances.limit))
        }
    }

    @Test func criticalSnapSpringDoesNotTurnBackForAFlickTowardsItsTarget() {
        // A release heading for a target about as far as the projection never overshoots it.
        let simulation = SpringSimulation(spring: .snap, from: 0, to: 500, velocity: 1000)
        var t = 0.0
        while t < simulation.duration {
            #expect(simulation.position(at: t) <= 500)
            t += 0.005
        }
    }

    @Test func startingVelocityIsTheGivenVelocity() {
        let simulation = SpringSimulation(spring: .snap, from: 10, to: 400, velocity: -1234.5)
        #expect(simulation.velocity(at: 0) == -1234.5)
        #expect(simulation.position(at: 0) == 10)
    }

    @Test func atRestOnTargetIsDoneImmediately() {
        let simulation = SpringSimulation(spring: .snap, from: 5, to: 5, velocity: 0)
        #expect(simulation.duration == 0)
        #expect(simulation.isDone(at: 0))
    }

    @Test func nonsenseInputsNeverProduceNaN() {
        let values: [Double] = [.nan, .infinity, -.infinity, 1e300, 0]
        let springs = [
            Spring(mass: .nan, stiffness: -1, damping: .nan), Spring(dampingRatio: .nan, response: 0),
            Spring(mass: 1e-30, stiffness: 1e30, damping: 1e30), .snap,
        ]
        for spring in springs {
            for a in values {
                for v in values {
                    let simulation = SpringSimulation(spring: spring, from: a, to: -a, velocity: v)
                    for t in [Double.nan, -1, 0, 0.1, 10, .infinity] {
                        #expect(simulation.position(at: t).isFinite)
                        #expect(simulation.velocity(at: t).isFinite)
                    }
                }
            }
        }
    }
}
