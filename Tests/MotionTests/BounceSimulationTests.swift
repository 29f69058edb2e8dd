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

    @Test func flickBackFromBeyondAnEdgeSpringsToTheEdge() {
        // From 50 pt above the top, flicking down into the content: ScrollMechanics bounces any
        // release outside the bounds, so the spring takes it to the edge instead of a glide in.
        let bounce = BounceSimulation(position: -50, velocity: 1000, bounds: 0...5000)
        #expect(bounce.decay == nil && bounce.edge == 0 && bounce.edgeTime == 0)
        #expect(bounce.velocity(at: 0) == 1000)
        #expect(bounce.finalPosition == 0 && bounce.position(at: bounce.duration) == 0)
        // Critically damped from s0 = −50 with v0 = 1000 (β = 10): it swings in to
        // (b/β)·e^(−βt*) at t* = (b − β·s0)/(β·b), b = v0 + β·s0 = 500, and comes back.
        let b = 1000.0 - 10 * 50
        let peakTime = (b + 10 * 50) / (10 * b)
        let peak = Double.exp(-10 * peakTime) * (-50 + b * peakTime)
        #expect(isClose(bounce.position(at: peakTime), peak, relative: Tolerances.rounding))
        #expect(peak > 0 && peak < 10)
    }

    @Test func withoutBounceTheGlideStopsDeadAtTheEdge() throws {
        let bounce = BounceSimulation(position: 900, velocity: 3000, bounds: 0...1000, bounces: false)
        let crossing = try #require(bounce.edgeTime)
        #expect(bounce.duration == crossing)
        #expect(bounce.position(at: crossing) == 1000)
        #expect(bounce.position(at: crossing + 1) == 1000)
        #expect(bounce.isDone(at: crossing))
    }

    /// The cap `UIKitScrolling` sets from the viewport: no cap by default.
    @Test func springVelocityIsCappedOnlyWhenAsked() throws {
        let uncapped = BounceSimulation(position: 0, velocity: 1e5, bounds: 0...100)
        let at = try #require(uncapped.edgeTime)
        #expect(isClose(uncapped.velocity(at: at), 1e5 - 100 * DecelerationRate.normal.decayConstant))
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
