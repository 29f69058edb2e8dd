import HarnessTestSupport
import Motion
import RealModule
import Testing

@testable import Demos
@testable import Lab
@testable import PlaygroundCore

/// The A/B ghost: the last gesture lived again under the pinned parameters is exactly a fresh
/// run under them, and the numbers come from the closed forms.
@Suite struct GhostTests {
    static let rate = SalonParameters.physicsParameters.spec(.decelerationRate)!

    /// A salon session: G pins the defaults as A, the rate becomes 0.99 (B), then a flick.
    private func sessionUnderB() throws -> AppHarness {
        var d = try AppHarness(demo: "salon")
        d.press("g")
        d.run(
            [
                TimedInput(
                    time: d.time + 1_000,
                    .parameterChanged(
                        name: "salon.deceleration_rate",
                        value: .number(0.99)))
            ],
            until: d.time + d.dt)
        d.run(until: d.time + 5 * d.dt)
        d.flick(at: d.liveContentCentre, velocity: -2500)
        return d
    }

    @Test func theGhostIsExactlyAFreshRunUnderA() throws {
        let b = try sessionUnderB()
        let gesture = try #require(b.app.tuning.lastGesture)
        let ghost = try #require(gesture.pinned)
        // The same flick in a fresh session that only ever had A (UIKit's 0.998).
        var a = try AppHarness(demo: "salon")
        a.press("g")  // the same keys, so the frames line up; pinning changes nothing
        a.run(until: a.time + d(1))
        a.run(until: a.time + 5 * a.dt)
        a.flick(at: a.liveContentCentre, velocity: -2500)
        let fresh = try #require(a.app.tuning.lastGesture)
        #expect(fresh.record.parameters.value(of: Self.rate) == .number(0.998))
        #expect(ghost.samples.count > 30)
        // Bit for bit, every sample of the path, the release and the rest.
        #expect(ghost.release == fresh.live.release)
        #expect(ghost.restTime == fresh.live.restTime)
        #expect(zip(ghost.samples, fresh.live.samples).allSatisfy { $0 == $1 })
        #expect(ghost.samples.count >= fresh.live.samples.count)
        #expect(ghost.metrics == fresh.live.metrics)
        // And B is not A: the fast rate lands on another card, sooner.
        let mb = try #require(gesture.live.metrics)
        let ma = try #require(ghost.metrics)
        #expect(mb.restOffset != ma.restOffset)
        #expect(try #require(mb.settleMicros) < #require(ma.settleMicros))
    }

    private func d(_ frames: Int64) -> Int64 { frames * 16_667 }

    @Test func aGestureLivedAgainUnderItsOwnParametersIsTheLiveOne() throws {
        let b = try sessionUnderB()
        let gesture = try #require(b.app.tuning.lastGesture)
        let again = gesture.record.rerun(under: gesture.record.parameters).trace
        #expect(again == gesture.live)
    }

    @Test func theGhostRunsBesideTheGestureInItsOwnLane() throws {
        let b = try sessionUnderB()
        let ghost = try #require(b.app.tuning.ghost)
        // The lockstep ghost ended where the offline re-run says A rests.
        let pinned = try #require(b.app.tuning.lastGesture?.pinned)
        #expect((ghost.demo as! SalonDemo).scroll.offset.x == pinned.restOffset)
        var list = DrawList()
        b.app.draw(into: &list)
        // Full size and opaque, in a lane of its own: no onion skin.
        #expect(!list.commands.contains(.pushOpacity(GhostView.opacity)))
        #expect(b.app.lanes?.ghosts.count == 1)
        let labels = list.texts.map(\.string)
        let ma = try #require(pinned.metrics)
        #expect(labels.contains { $0.hasPrefix("A (pinned) · rest " + decimal(ma.restOffset, digits: 1) + " pt") })
        #expect(labels.contains { $0.hasPrefix("B live · rest ") })
        // Shift+G unpins: no ghost.
        var c = b
        c.press("g", .shift)
        var plain = DrawList()
        c.app.draw(into: &plain)
        #expect(c.app.lanes == nil)
        #expect(!plain.texts.contains { $0.string.hasPrefix("A (pinned)") })
    }

    @Test func pinningAfterAGestureLivesItAgainUnderThePinnedValues() throws {
        // Flick under 0.99 with nothing pinned, then pin 0.998... the values in force are 0.99,
        // so pin first, change, and compare with the gesture already lived.
        var d = try AppHarness(demo: "salon")
        d.run(
            [TimedInput(time: 1_000, .parameterChanged(name: "salon.deceleration_rate", value: .number(0.99)))],
            until: d.dt)
        d.flick(at: d.liveContentCentre, velocity: -2500)
        #expect(d.app.tuning.lastGesture?.pinned == nil)
        d.run(
            [
                TimedInput(
                    time: d.time + 1_000,
                    .parameterChanged(
                        name: "salon.deceleration_rate",
                        value: .number(0.995)))
            ],
            until: d.time + d.dt)
        d.press("g")
        let gesture = try #require(d.app.tuning.lastGesture)
        let pinned = try #require(gesture.pinned)
        #expect(pinned == gesture.record.rerun(under: d.app.tuning.values).trace)
        #expect(pinned.restOffset != gesture.live.restOffset)
    }

    // MARK: - Numbers against closed forms

    /// A flick in the middle of the easing list: a pure decay, so rest = x0 + v0/λ, the peak
    /// speed is the release speed, and it settles in ln(|v0|/(λ·0.25))/λ, rounded up to a frame.
    @Test func aPureDecayMatchesItsClosedForm() throws {
        for r in [0.998, 0.995, 0.99] {
            var values = ParameterValues()
            try values.set("easing.deceleration_rate", to: NumberText.format(r))
            var d = try AppHarness(demo: "easing", parameters: values)
            // Scroll into the list first so neither edge is near.
            d.run([key(.end, at: 1_000)], until: 1_500_000)
            d.run([key(.up, at: d.time + 1_000)], until: d.time + 1_200_000)
            d.run([TimedInput(time: d.time + 1_000, .keyPressed("r", modifiers: []))], until: d.time + 1_200_000)
            let list = Point(x: 240 + 200, y: 380)
            d.flick(at: list, velocity: 600, axis: .vertical)
            let gesture = try #require(d.app.tuning.lastGesture)
            let m = try #require(gesture.live.metrics)
            let lambda = -1000 * Double.log(r)
            let v0 = m.releaseVelocity
            #expect(v0 < -300, "a downward drag scrolls up: negative offset velocity")
            // The glide stops once slower than the rest tolerance's speed: x0 + (v0 − sign·v_tol)/λ.
            let stopSpeed = Tolerance.standard.velocity
            let stop = v0 < 0 ? -stopSpeed : stopSpeed
            #expect(abs(m.restOffset - (m.releaseOffset + (v0 - stop) / lambda)) < 1e-9)
            #expect(m.peakVelocity == abs(v0) && m.peakSpeedRatio == 1)
            #expect(m.peakOvershoot == 0)
            let duration = Double.log(abs(v0) / stopSpeed) / lambda
            let release = try #require(gesture.live.release).time
            let frames = d.log.map(\.frame.time)
            let firstFrameAtRest = try #require(frames.first { Double($0 - release) / 1e6 >= duration })
            #expect(m.settleMicros == firstFrameAtRest - release)
        }
    }
}
