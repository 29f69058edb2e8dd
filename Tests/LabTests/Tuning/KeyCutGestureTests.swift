import Motion
import Testing

/// A gesture ends when a key starts another motion while it still moves (Home mid-glide): its
/// numbers are the flick's, lived on to rest without the key, never the Home animation's.
@Suite struct KeyCutGestureTests {
    /// An easing session flicked up the list at 2,500 pt/s; `then` runs 250 ms into the glide.
    private func flicked(then: (inout AppHarness) -> Void) throws -> AppHarness {
        var h = try AppHarness(demo: "easing")
        h.run(until: h.time + 5 * h.dt)
        h.flick(at: h.liveContentCentre, velocity: -2500, settle: 250_000, axis: .vertical)
        then(&h)
        h.run(until: h.time + 6_000_000)
        return h
    }

    @Test func homeMidGlideEndsTheGestureWithTheFlicksOwnRest() throws {
        let alone = try flicked { _ in }
        let reference = try #require(alone.app.tuning.lastGesture)
        let expected = try #require(reference.live.metrics)
        #expect(reference.cutAt == nil)
        #expect(expected.restOffset > 500, "the flick glides far: \(expected.restOffset)")

        var keyTime: Int64 = 0
        let cut = try flicked { h in
            keyTime = h.time + 1_000
            h.press(.home)
        }
        // The live list went home...
        #expect(abs(try #require(cut.app.currentDemo.inspector).offset) < 0.5)
        // ...and the gesture is the flick, cut at the key and lived on without it.
        let gesture = try #require(cut.app.tuning.lastGesture)
        #expect(gesture.cutAt == keyTime)
        let metrics = try #require(gesture.live.metrics)
        #expect(abs(metrics.restOffset - expected.restOffset) < 0.5, "\(metrics.restOffset) vs \(expected.restOffset)")
        #expect(abs(metrics.peakOvershoot - expected.peakOvershoot) < 0.5)
        #expect(try #require(metrics.peakSpeedRatio) < 1.01, "nothing sped it up: the Home animation is not in it")
        #expect(abs(try #require(metrics.settleMicros) - (expected.settleMicros ?? 0)) < 50_000)
        // The path: every sample before the key is the uncut flick's, bit for bit; after it,
        // every sample keeps gliding the same way (no turn towards 0).
        let before = gesture.live.samples.filter { $0.time < keyTime }
        #expect(before.count > 10)
        #expect(zip(before, reference.live.samples).allSatisfy { $0 == $1 })
        let after = gesture.live.samples.filter { $0.time >= keyTime }
        #expect(after.count > 30)
        let direction: Double = expected.restOffset > expected.releaseOffset ? 1 : -1
        #expect(zip(after, after.dropFirst()).allSatisfy { ($1.offset - $0.offset) * direction >= 0 })
        #expect(gesture.record.steps.allSatisfy { $0.frame.time < keyTime + cut.dt })
    }

    /// A key that moves nothing (Ctrl on its own, as every Ctrl+R begins) leaves the gesture whole.
    @Test func aKeyThatMovesNothingDoesNotCut() throws {
        let alone = try flicked { _ in }
        let withCtrl = try flicked { $0.press("lctrl", .ctrl) }
        let gesture = try #require(withCtrl.app.tuning.lastGesture)
        #expect(gesture.cutAt == nil)
        let reference = try #require(alone.app.tuning.lastGesture)
        #expect(gesture.live.metrics == reference.live.metrics)
        #expect(gesture.live.samples == reference.live.samples)
    }
}
