import RealModule

/// How long a motion onto a target may take (docs/reliability.md §7). A settle, a retarget,
/// Home / End or the snap after a wheel burst must not crawl: a deceleration that cruises at a
/// slow release speed, Flutter's `FrictionSimulation.through` with λ = v/D, Android's snap
/// scroller at its fixed time per point, or a return spring softened to the release speed all
/// take a time proportional to the distance, and a scene can be 10¹¹ pt long.
extension ScrollPhysics {
    /// Seconds within which a motion onto a target that starts from rest (or, like Android's snap
    /// scroller, at a speed of its own) comes to rest, at the default parameters and at any
    /// distance: Home / End, a click, the snap after a wheel burst. Three seconds is above what
    /// the platforms' own snaps take at ordinary distances (so none of them changes there) and
    /// below the point where a key press feels ignored.
    public static let maxSettleDuration = 3.0

    /// Seconds a motion that carries a speed may take beyond the free glide of that speed: the
    /// longest UIKit's deceleration onto a target keeps the release speed before it decelerates.
    /// The demos' retargeted flicks keep it for at most 1.3 s (a slow page turn), so none of them
    /// changes; a target further than that cruise and the glide reach is not crawled to at the
    /// release speed: a spring takes it there.
    public static let maxCruiseDuration = 1.5

    /// The time (s) within which a motion onto a target that starts at `velocity` (pt/s, or
    /// units of `unit` points per second) comes to rest: `maxSettleDuration`, or, when longer,
    /// `maxCruiseDuration` plus the time a free glide at `decelerationRate` takes to slow from
    /// that speed to the tolerance's, ln(|v|/v_rest)/λ. So a hard flick snapped to a card still
    /// decelerates like the flick (however long the demo's rate makes that), and a spring
    /// turning a release round may still slow it down like a glide before it brings it back;
    /// nothing here grows with the distance.
    public func settleBound(velocity: Double, unit: Double = 1) -> Double {
        let unit = unit.isFinite && unit > 0 ? unit : 1
        let speed = abs(Sanitize.velocity(velocity)) * unit
        let rest = tolerance.velocity
        let glide = speed > rest ? Double.log(speed / rest) / decelerationRate.decayConstant : 0
        return max(Self.maxSettleDuration, Self.maxCruiseDuration + glide)
    }
}
