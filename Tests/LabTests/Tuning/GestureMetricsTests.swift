import Motion
import Testing

@testable import Demos
@testable import Lab
@testable import PlaygroundCore

/// `peak_overshoot` and `settled_ms` read off the sampled path: by hand on made-up traces, and
/// on real salon gestures checked sample by sample.
@Suite struct GestureMetricsTests {
    static let strip = Point(x: 800, y: 360)

    /// A trace released at `offsets[0]` with `velocity`, one sample every 10 ms, at rest on the last.
    static func trace(_ offsets: [Double], velocity: Double) -> GestureTrace {
        var t = GestureTrace()
        t.samples = offsets.enumerated().map { GestureTrace.Sample(time: Int64($0) * 10_000, offset: $1, velocity: 0) }
        t.samples[0].velocity = velocity
        t.release = GestureTrace.Release(
            time: 0, offset: offsets[0], velocity: velocity, trackerVelocity: velocity, projectedLanding: nil,
            target: nil)
        t.restTime = t.samples.last?.time
        return t
    }

    @Test func overshootCountsBothSidesOfTheRestOnceItHasBeenPassed() throws {
        // Released at 0 moving up, rests at 500: 80 pt past it, then 116 pt past the other side.
        let both = try #require(Self.trace([0, 300, 580, 500, 384, 470, 505, 500], velocity: 4000).metrics)
        #expect(both.restOffset == 500)
        #expect(both.peakOvershoot == 116)
        // The same flick springing back no further than 40 pt short of the rest: the 80 pt counts.
        let once = try #require(Self.trace([0, 300, 580, 460, 500], velocity: 4000).metrics)
        #expect(once.peakOvershoot == 80)
        // Approaching the rest from the release side only, however far away, is no overshoot.
        let glide = try #require(Self.trace([0, 300, 450, 499, 500], velocity: 4000).metrics)
        #expect(glide.peakOvershoot == 0)
        // A flick downwards (negative velocity) that runs 30 pt below its rest.
        let down = try #require(Self.trace([900, 400, 170, 200], velocity: -5000).metrics)
        #expect(down.peakOvershoot == 30)
        // A snap back to an item behind the release: the content ran 60 pt ahead of its rest.
        let back = try #require(Self.trace([530, 560, 520, 500], velocity: 1000).metrics)
        #expect(back.peakOvershoot == 60)
    }

    @Test func settledIsTheFirstSampleAfterWhichItStaysWithinHalfAPoint() throws {
        // 0.6 pt away at 40 ms, within 0.5 pt from 50 ms on: settled 50 ms; at rest (the last) 70 ms.
        let m = try #require(Self.trace([0, 300, 498, 500.4, 499.4, 500.3, 500.1, 500], velocity: 4000).metrics)
        #expect(m.settledMicros == 50_000)
        #expect(m.settleMicros == 70_000)
        // Never farther than 0.5 pt from the rest after the release: settled at the release.
        let still = try #require(Self.trace([500.2, 500.1, 500], velocity: 10).metrics)
        #expect(still.settledMicros == 0)
        // Not at rest: no settle time, and no settled time either.
        var moving = Self.trace([0, 300, 450], velocity: 4000)
        moving.restTime = nil
        #expect(moving.metrics?.settledMicros == nil && moving.metrics?.settleMicros == nil)
    }

    /// A salon flick: it looks still (within 0.5 pt of its card for good) well before it drops
    /// under 1 pt/s, and the settled time is exactly where the path enters the 0.5 pt band.
    @Test func theSalonLooksSettledBeforeItRests() throws {
        var d = try AppHarness(demo: "salon")
        d.flick(at: Self.strip, velocity: -2500)
        let trace = try #require(d.app.tuning.lastGesture?.live)
        let m = try #require(trace.metrics)
        let release = try #require(trace.release).time
        let settled = try #require(m.settledMicros)
        let settle = try #require(m.settleMicros)
        #expect(settled < settle, "settled \(settled) µs, at rest \(settle) µs")
        #expect(settle - settled > 100_000, "the tail under 0.5 pt lasts more than a few frames")
        let after = trace.afterRelease
        let within = after.filter { $0.time >= release + settled }
        #expect(within.count >= 2)
        #expect(within.allSatisfy { abs($0.offset - m.restOffset) <= 0.5 })
        let before = try #require(after.last { $0.time < release + settled })
        #expect(abs(before.offset - m.restOffset) > 0.5)
        // The HUD's line says both.
        #expect(
            HUD.gestureLine(m)
                == "settled \(decimal(Double(settled) / 1000, digits: 0)) ms · at rest \(decimal(Double(settle) / 1000, digits: 0)) ms"
        )
    }

    /// A slow release on the salon with a wobbly snap spring (ζ = 0.3): it swings past its card
    /// and back past the other side. The overshoot is the largest distance from the rest once
    /// the path has first passed it, on either side, as the samples show.
    @Test func aWobblySnapOvershootsOnBothSidesAndReportsTheLarger() throws {
        var values = ParameterValues()
        try values.set("salon.snap_damping_ratio", to: "0.3")
        var d = try AppHarness(demo: "salon", parameters: values)
        d.flick(at: Self.strip, velocity: -150)
        let trace = try #require(d.app.tuning.lastGesture?.live)
        let m = try #require(trace.metrics)
        let release = try #require(trace.release)
        let direction: Double = (release.velocity != 0 ? release.velocity : m.restOffset - release.offset) < 0 ? -1 : 1
        let after = Array(trace.afterRelease)
        let first = try #require(after.firstIndex { ($0.offset - m.restOffset) * direction > 0 })
        let beyond = after[first...].map { ($0.offset - m.restOffset) * direction }
        let ahead = beyond.max()!
        let behind = -beyond.min()!
        #expect(ahead > 1 && behind > 1, "it swings to both sides: \(ahead) pt ahead, \(behind) pt behind")
        #expect(m.peakOvershoot == max(ahead, behind))
        #expect(m.peakOvershoot > 0)
    }
}
