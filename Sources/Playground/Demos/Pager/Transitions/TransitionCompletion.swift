import Motion
import RealModule

/// How an interactive transition runs to its end after the finger lifts, in fraction complete
/// per second: a flick decelerates onto the end it is heading to (the page never moves faster
/// than the finger did), a slow release eases there on the completion curve.
///
/// Under another platform the page finishes as that platform's pager does: Android's
/// `ViewPager.smoothScrollTo` (a quintic ease-out over a time from the distance and the release
/// speed, at most 600 ms), Flutter's `PageScrollPhysics` spring from the release velocity.
public enum TransitionCompletion: SimulationChoice, Hashable {
    case approach(ApproachSimulation)
    case curve(CompletionCurve)
    case tween(TweenSimulation)
    case spring(SpringSimulation)

    /// The rest of the transition from `progress` to `target` (0 or 1) for a release at
    /// `velocity` (fraction per second) in a container `width` points wide: decelerating onto the
    /// target when `physics` says the release can (`ScrollPhysics.deceleration`, in points), the
    /// completion curve over the remaining `duration` otherwise.
    public init(
        from progress: Double, to target: Double, velocity: Double, width: Double, duration: Double,
        physics: ScrollPhysics
    ) {
        switch physics.platform {
        case .uikit: break
        case .android:
            self = .tween(Self.viewPagerSettle(from: progress, to: target, velocity: velocity, width: width))
            return
        case .flutterIOS, .flutterAndroid:
            let unit = width.isFinite && width > 0 ? width : 1
            self = .spring(
                SpringSimulation(
                    spring: ScrollPhysics.flutterSpring, from: progress, to: target, velocity: velocity,
                    tolerance: ScrollPhysics.flutterTolerance.scaled(toUnitsOf: unit)))
            return
        }
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
        case .tween(let s): s
        case .spring(let s): s
        }
    }

    /// `ViewPager.smoothScrollTo(x, y, velocity)` (androidx viewpager): the distance is weighted
    /// by `distanceInfluenceForSnapDuration` (a sine of the distance ratio), the time is
    /// 4·round(1000·|distance/v|) ms for a release speed v, else (|dx|/page + 1)·100 ms, at most
    /// MAX_SETTLE_DURATION 600 ms; the curve is its quintic ease-out 1 + (t − 1)⁵. In fractions
    /// of the page `width` (points), 1 pt = 1 dp.
    static func viewPagerSettle(from progress: Double, to target: Double, velocity: Double, width: Double)
        -> TweenSimulation
    {
        let page = width.isFinite && width > 0 ? width : 1
        let dx = abs(target - progress) * page
        let speed = velocity.isFinite ? abs(velocity) * page : 0
        let half = page / 2
        let ratio = min(1, dx / page)
        let distance = half + half * Double.sin((ratio - 0.5) * 0.3 * Double.pi / 2)
        // Java's Math.round: halves up.
        var milliseconds =
            speed > 0 ? 4 * (1000 * abs(distance / speed) + 0.5).rounded(.down) : (dx / page + 1) * 100
        milliseconds = min(milliseconds, 600)
        return TweenSimulation(from: progress, to: target, duration: milliseconds / 1000, easing: .easeOutQuint)
    }

}
