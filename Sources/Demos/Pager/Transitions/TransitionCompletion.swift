import Motion
import RealModule

/// How an interactive transition runs to its end after the finger lifts, in fraction complete
/// per second: as the platform finishes a page dragged by hand (`PlatformScrolling.pageTurn`:
/// UIKit decelerates a flick onto the end it is heading to, never faster than the finger did;
/// Android's `ViewPager` tweens; Flutter's `PageScrollPhysics` springs), and a release the
/// platform leaves alone (UIKit's slow one) eases there on the completion curve.
public enum TransitionCompletion: SimulationChoice, Hashable {
    case page(PageTurn)
    case curve(CompletionCurve)

    /// The rest of the transition from `progress` to `target` (0 or 1) for a release at
    /// `velocity` (fraction per second) in a container `width` points wide: the platform's page
    /// turn, or the completion curve over the remaining `duration`.
    public init(
        from progress: Double, to target: Double, velocity: Double, width: Double, duration: Double,
        physics: ScrollPhysics
    ) {
        if let turn = physics.pageTurn(from: progress, to: target, velocity: velocity, pageSize: width) {
            self = .page(turn)
        } else {
            self = .curve(CompletionCurve(from: progress, to: target, velocity: velocity, fullDuration: duration))
        }
    }

    public var base: any Simulation {
        switch self {
        case .page(.approach(let s)): s
        case .page(.tween(let s)): s
        case .page(.spring(let s)): s
        case .curve(let s): s
        }
    }
}
