import RealModule
import Testing

@testable import Motion

@Suite struct BounceSimulationTests {
    @Test func releaseInsideThatRestsInsideIsJustTheDecay() {
        let bounce = BounceSimulation(position: 100, velocity: 500, bounds: 0...2000)
        let decay = DecaySimulation(position: 100, velocity: 500)
        #expect(bounce.edge == nil && bounce.spring == nil)
        for t in [0.0, 0.3, 1.0, 4.0] {
            #expect(bounce.position(at: t) == decay.position(at: t))
        }
        #expect(bounce.finalPosition == decay.finalPosition)
    }

    @Test func crossingAnEdgeHandsTheVelocityToTheSpringContinuously() throws {
        let bounce = BounceSimulation(position: 700, velocity: 2000, bounds: 0...1000)
        let crossing = try #require(bounce.edgeTime)
        #expect(bounce.edge == 1000)
        let decay = DecaySimulation(position: 700, velocity: 2000)
        #expect(isClose(crossing, try #require(decay.time(toReach: 1000)), relative: Tolerances.sameFormula))
        let before = crossing - 1e-7
        let after = crossing + 1e-7
        #expect(abs(bounce.position(at: before) - 1000) < Tolerances.edgePosition)
        #expect(abs(bounce.position(at: after) - 1000) < Tolerances.edgePosition)
        #expect(abs(bounce.velocity(at: before) - bounce.velocity(at: after)) < Tolerances.edgeVelocity)
        #expect(isClose(bounce.velocity(at: crossing), decay.velocity(at: crossing), relative: Tolerances.rounding))
        #expect(!bounce.isBouncing(at: before) && bounce.isBouncing(at: after))
        // Past the edge it overshoots, then ends exactly on it.
        #expect(bounce.position(at: crossing + 0.1) > 1000)
        #expect(bounce.position(at: bounce.duration) == 1000)
        #expect(bounce.finalPosition == 1000)
    }

    @Test func edgeSpringMatchesIntegrationOfACriticalSpring() throws {
        let bounce = BounceSimulation(position: 100, velocity: -1500, bounds: 0...500)
        let crossing = try #require(bounce.edgeTime)
        let incoming = bounce.velocity(at: crossing)
        let offsets = [0.02, 0.1, 0.3]
        let numeric = integrateRK4(x0: 0, v0: incoming, step: 1e-5, times: offsets) { x, v in -100 * x - 20 * v }
        for (dt, expected) in zip(offsets, numeric) {
            #expect(
                isClose(
                    bounce.position(at: crossing + dt), expected.x,
                    relative: Tolerances.springIntegration, absolute: Tolerances.integrationFloor))
        }
    }

    @Test func releaseBeyondAnEdgeSpringsStraightBack() {
        let bounce = BounceSimulation(position: -80, velocity: -300, bounds: 0...1000)
        #expect(bounce.decay == nil)
        #expect(bounce.edge == 0 && bounce.edgeTime == 0)
        #expect(bounce.velocity(at: 0) == -300, "no velocity jump when released outside")
        #expect(bounce.isBouncing(at: 0.01))
        #expect(bounce.position(at: bounce.duration) == 0)
    }

    @Test func flickBackFromBeyondAnEdgeCoastsIntoTheContent() {
        // From 50 pt above the top, flicking down into the content hard enough to come back in.
        let bounce = BounceSimulation(position: -50, velocity: 1000, bounds: 0...5000)
        #expect(bounce.edge == nil)
        // It stops where its speed falls to the tolerance's 1 pt/s: (v0 − 1)/λ after the start.
        #expect(
            isClose(
                bounce.finalPosition, -50 + 999 / DecelerationRate.normal.decayConstant,
                relative: Tolerances.sameFormula))
    }

    @Test func withoutBounceTheGlideStopsDeadAtTheEdge() throws {
        let bounce = BounceSimulation(position: 900, velocity: 3000, bounds: 0...1000, bounces: false)
        let crossing = try #require(bounce.edgeTime)
        #expect(bounce.duration == crossing)
        #expect(bounce.position(at: crossing) == 1000)
        #expect(bounce.position(at: crossing + 1) == 1000)
        #expect(bounce.isDone(at: crossing))
    }

    @Test func springVelocityIsCapped() throws {
        let bounce = BounceSimulation(position: 0, velocity: 1e6, bounds: 0...100, maxSpringVelocity: 5000)
        let crossing = try #require(bounce.edgeTime)
        #expect(bounce.velocity(at: crossing) == 5000)
        // A critically damped spring from the edge with v peaks at v/(β·e).
        var peak = 0.0
        var t = crossing
        while t < bounce.duration {
            peak = max(peak, bounce.position(at: t))
            t += 0.001
        }
        #expect(peak <= 100 + 5000 / (10 * Double.exp(1)) + Tolerances.limit)
    }
}
