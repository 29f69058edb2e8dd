import RealModule

/// How a second flick carries the speed of the motion it caught, where the platform does:
/// Flutter's `BouncingScrollPhysics.carriedMomentum` and `ScrollDragController`'s rule for adding
/// it, a power curve Flutter fitted with a real UIScrollView flung beside it (physics.md §8.6).
/// Flutter iOS uses it as Flutter does; UIKit, whose own rule Apple does not publish, uses it as
/// the best public measurement of how iOS builds speed over repeated flicks. Android's flywheel
/// and Flutter's clamping physics carry nothing this way.
public enum CarriedMomentum {
    /// The cap of `momentum`, pt/s.
    public static let maxMomentum = 40000.0
    /// `ScrollDragController.momentumRetainVelocityThresholdFactor`: the new fling keeps the
    /// momentum only when faster than this share of it.
    public static let retainVelocityThresholdFactor = 0.5

    /// sign(v)·min(0.000816·|v|^1.967, 40000) for the caught motion's velocity `velocity`. NaN → 0.
    public static func momentum(_ velocity: Double) -> Double {
        guard !velocity.isNaN, velocity != 0 else { return 0 }
        let magnitude = min(0.000816 * Double.pow(abs(velocity), 1.967), maxMomentum)
        return velocity < 0 ? -magnitude : magnitude
    }

    /// The release velocity `ScrollDragController.end` hands to the ballistic simulation when the
    /// drag still holds `carried` momentum: `velocity + carried` if both have the same sign and
    /// |velocity| > 0.5·|carried|, else `velocity`. The sum is not clamped again. NaN reads as 0.
    public static func releaseVelocity(_ velocity: Double, carried: Double) -> Double {
        let v = velocity.isNaN ? 0 : velocity
        let c = carried.isNaN ? 0 : carried
        guard c != 0, v.sign == c.sign, v != 0, abs(v) > abs(c) * retainVelocityThresholdFactor
        else { return Sanitize.velocity(v) }
        return Sanitize.velocity(v + c)
    }

    /// What a release at `release` becomes after catching a motion moving at `caught`.
    public static func carried(release: Double, caught: Double) -> Double {
        releaseVelocity(release, carried: momentum(caught))
    }
}
