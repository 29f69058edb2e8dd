import Motion

/// How an interactive transition runs to its end after the finger lifts, in fraction complete
/// per second: a flick decelerates onto the end it is heading to (the page never moves faster
/// than the finger did), a slow release eases there on the completion curve.
public enum TransitionCompletion: SimulationChoice, Hashable {
    case approach(ApproachSimulation)
    case curve(CompletionCurve)

    /// The rest of the transition from `progress` to `target` (0 or 1) for a release at
    /// `velocity` (fraction per second) in a container `width` points wide: decelerating onto the
    /// target when `physics` says the release can (`ScrollPhysics.deceleration`, in points), the
    /// completion curve over the remaining `duration` otherwise.
    public init(
        from progress: Double, to target: Double, velocity: Double, width: Double, duration: Double,
        physics: ScrollPhysics
    ) {
        if let approach = physics.deceleration(from: progress, velocity: velocity, to: target, unit: width) {
            self = .approach(approach)
        } else {
            self = .curve(CompletionCurve(from: progress, to: target, velocity: velocity, fullDuration: duration))
        }
    }

    public var base: any Simulation {
        switch self {
        case .approach(let s): s
        case .curve(let s): s
        }
    }

}
