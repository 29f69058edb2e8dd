import Motion
import PlaygroundCore

/// The numbers a motion designer compares between two runs of one gesture (the ghost's panel
/// and `playground compare`): where it rests, how long it takes, how far it swings past its
/// rest, and how fast it goes after the release. All come from the trace's samples, so they
/// are exactly what was drawn; times are quantised to the frames the gesture was stepped at.
public struct GestureMetrics: Hashable, Sendable {
    /// How close to the rest offset the content must stay to look still, pt: `settledMicros`.
    public static let settledDistance = 0.5

    public var releaseOffset: Double
    /// pt/s, signed in offset space: what the platform's own velocity tracker read from the finger
    /// (0 for a tap: the finger never moved; the motion's velocity at the release for a demo with
    /// no velocity tracker).
    public var releaseVelocity: Double
    /// Why the tracker read `releaseVelocity` (nil where no tracker read it).
    public var tracker: TrackerReading?
    /// pt/s, signed in offset space: the motion's velocity at the release instant, what the release
    /// handed on after the platform's fling rules and carried momentum (a snap scroller's own
    /// start speed, on Android).
    public var flingVelocity: Double
    public var projectedLanding: Double?
    public var target: Double?
    /// Where it came to rest (or the last sample when it never did).
    public var restOffset: Double
    /// µs from the release to the first frame at rest (slower than 1 pt/s); nil if it never rested.
    public var settleMicros: Int64?
    /// µs from the release to the first frame after which the content stays within
    /// `settledDistance` of its rest offset for good: when it looks still, which can be seconds
    /// before a slow spring's tail drops under 1 pt/s. Nil if it never rested.
    public var settledMicros: Int64?
    /// The largest excursion past the rest offset after the release, pt (≥ 0). A sample counts
    /// when it lies beyond the rest in the direction of travel (the sign of the motion's velocity
    /// at the release; towards the rest when that is 0), by (offset − rest) in that direction, or,
    /// once the motion has been beyond it, on the other side (the way back), by |offset − rest|.
    /// So a flick that runs 80 pt past its rest reports 80, one that then springs back 116 pt past
    /// the other side reports 116, a glide that only slows down onto its rest reports 0, and a
    /// snap back to an item behind the release counts how far ahead of it the content went.
    public var peakOvershoot: Double
    /// Largest speed from the release on, pt/s (the release instant included).
    public var peakVelocity: Double

    /// Needs a release; nil otherwise.
    public init?(_ trace: GestureTrace) {
        guard let release = trace.release else { return nil }
        let after = trace.afterRelease
        guard let last = after.last else { return nil }
        releaseOffset = release.offset
        releaseVelocity = release.trackerVelocity ?? release.velocity
        tracker = release.tracker
        flingVelocity = release.velocity
        projectedLanding = release.projectedLanding
        target = release.target
        restOffset = trace.restOffset ?? last.offset
        settleMicros = trace.restTime.map { $0 - release.time }
        settledMicros = Self.settledMicros(
            after, rest: restOffset, release: release.time, atRest: trace.restTime != nil)
        peakOvershoot = Self.peakOvershoot(after, rest: restOffset, from: release)
        peakVelocity = after.reduce(abs(release.velocity)) { max($0, abs($1.velocity)) }
    }

    /// See `peakOvershoot`.
    static func peakOvershoot(
        _ after: ArraySlice<GestureTrace.Sample>, rest: Double, from release: GestureTrace.Release
    ) -> Double {
        let towards = rest - release.offset
        let travel = release.velocity != 0 ? release.velocity : towards
        let direction: Double = travel < 0 ? -1 : 1
        var beenBeyond = false
        var overshoot = 0.0
        for s in after {
            let past = (s.offset - rest) * direction
            if past > 0 {
                beenBeyond = true
                overshoot = max(overshoot, past)
            } else if beenBeyond {
                overshoot = max(overshoot, -past)
            }
        }
        return overshoot
    }

    /// See `settledMicros`: the sample after the last one farther than `settledDistance` from
    /// the rest (the release instant itself when none is).
    static func settledMicros(
        _ after: ArraySlice<GestureTrace.Sample>, rest: Double, release: Int64, atRest: Bool
    ) -> Int64? {
        guard atRest else { return nil }
        let lastAway = after.lastIndex { abs($0.offset - rest) > settledDistance }
        let settled = lastAway.map { after.index(after: $0) } ?? after.startIndex
        guard settled < after.endIndex else { return nil }
        return after[settled].time - release
    }

    public var settleMilliseconds: Double? { settleMicros.map { Double($0) / 1000 } }
    public var settledMilliseconds: Double? { settledMicros.map { Double($0) / 1000 } }

    /// How far the motion took the content from the release, pt: the rest offset minus the
    /// release offset, signed in offset space like `releaseVelocity`.
    public var distance: Double { restOffset - releaseOffset }

    /// The largest speed after the release relative to the finger's speed as the platform read
    /// it: 1 when the motion only slows down from it, above 1 when something sped it up (a spring
    /// pulling towards a target behind the flick, a snap scroller faster than the finger), below 1
    /// when the platform clamped the fling. Nil for a release at rest.
    public var peakSpeedRatio: Double? {
        releaseVelocity == 0 ? nil : peakVelocity / abs(releaseVelocity)
    }

    /// `playground compare --json`'s object for one side.
    public var json: StateValue {
        func number(_ x: Double?) -> StateValue { x.map { .double($0) } ?? .null }
        return .fields([
            "release_offset": .double(releaseOffset),
            "release_velocity": .double(releaseVelocity),
            "fling_velocity": .double(flingVelocity),
            "projected_landing": number(projectedLanding),
            "target": number(target),
            "rest_offset": .double(restOffset),
            "settle_ms": number(settleMilliseconds),
            "settled_ms": number(settledMilliseconds),
            "peak_overshoot": .double(peakOvershoot),
            "peak_velocity": .double(peakVelocity),
            "peak_speed_ratio": number(peakSpeedRatio),
            "distance": .double(distance),
            "at_rest": .bool(settleMicros != nil),
            "tracker": tracker.map(Self.json) ?? .null,
        ])
    }

    /// `{"name", "history_samples", "used_samples", "span_ms", "gap_ms", "zero_rule", "why_zero"}`:
    /// which tracker read the release, from how many samples over how long, how long after the
    /// last move; and when a rule made it read 0, the rule's name and why (both null otherwise).
    public static func json(_ reading: TrackerReading) -> StateValue {
        let rule: String? =
            switch reading.zero {
            case nil: nil
            case .assumedStopped(_, let rule, _), .tooFewSamples(_, let rule): rule
            }
        return .fields([
            "name": .string(reading.tracker),
            "history_samples": .int(reading.history),
            "used_samples": .int(reading.used),
            "span_ms": .double(Double(reading.span) / 1000),
            "gap_ms": .double(Double(reading.gap) / 1000),
            "zero_rule": rule.map { .string($0) } ?? .null,
            "why_zero": reading.zeroText.map { .string($0) } ?? .null,
        ])
    }
}
