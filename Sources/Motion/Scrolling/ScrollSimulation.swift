/// Whatever a scroll view runs on one axis, as one closed-form simulation: what
/// `ScrollPhysics` hands it after a release, for a wheel notch or for a programmatic move.
public enum ScrollSimulation: SimulationChoice, Hashable {
    /// A free deceleration that bounces at an edge (a release left alone).
    case glide(BounceSimulation)
    /// A spring to a target (slow or backwards snaps, bounce-backs, wheel notches, settles).
    case spring(SpringSimulation)
    /// A deceleration onto a target ahead (a retargeted release).
    case approach(ApproachSimulation)
    /// A timed animation along an easing curve (setContentOffset(animated)).
    case tween(TweenSimulation)

    public var base: any Simulation {
        switch self {
        case .glide(let s): s
        case .spring(let s): s
        case .approach(let s): s
        case .tween(let s): s
        }
    }

    /// Whether at `t` the motion is springing back to an edge after a glide (UIKit's "bouncing").
    public func isBouncing(at t: Double) -> Bool {
        if case .glide(let s) = self { return s.isBouncing(at: t) }
        return false
    }
}
