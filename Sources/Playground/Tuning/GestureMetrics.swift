/// The numbers a motion designer compares between two runs of one gesture (the ghost's panel
/// and `playground compare`): where it rests, how long it takes, how far it swings past its
/// rest, and how fast it goes after the release. All come from the trace's samples, so they
/// are exactly what was drawn; times are quantised to the frames the gesture was stepped at.
public struct GestureMetrics: Hashable, Sendable {
    public var releaseOffset: Double
    /// pt/s, signed in offset space: what the platform's own velocity tracker read from the finger
    /// (the motion's velocity at the release for a release that was not a drag's).
    public var releaseVelocity: Double
    /// pt/s, signed in offset space: the motion's velocity at the release instant, what the release
    /// handed on after the platform's fling rules and carried momentum (a snap scroller's own
    /// start speed, on Android).
    public var flingVelocity: Double
    public var projectedLanding: Double?
    public var target: Double?
    /// Where it came to rest (or the last sample when it never did).
    public var restOffset: Double
    /// µs from the release to the first frame at rest; nil if it never rested.
    public var settleMicros: Int64?
    /// Largest distance past the rest offset in the direction of travel, pt (≥ 0).
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
        flingVelocity = release.velocity
        projectedLanding = release.projectedLanding
        target = release.target
        restOffset = trace.restOffset ?? last.offset
        settleMicros = trace.restTime.map { $0 - release.time }
        // Travel direction: towards the rest point, or the flick's direction for a motion that
        // ends where it started.
        let towards = restOffset - release.offset
        let direction: Double = towards != 0 ? (towards > 0 ? 1 : -1) : (releaseVelocity >= 0 ? 1 : -1)
        var overshoot = 0.0
        var peak = abs(release.velocity)
        for s in after {
            overshoot = max(overshoot, (s.offset - restOffset) * direction)
            peak = max(peak, abs(s.velocity))
        }
        peakOvershoot = overshoot
        peakVelocity = peak
    }

    public var settleMilliseconds: Double? { settleMicros.map { Double($0) / 1000 } }

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
            "peak_overshoot": .double(peakOvershoot),
            "peak_velocity": .double(peakVelocity),
            "peak_speed_ratio": number(peakSpeedRatio),
            "distance": .double(distance),
            "at_rest": .bool(settleMicros != nil),
        ])
    }
}
