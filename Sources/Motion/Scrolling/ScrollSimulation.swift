/// Whatever a scroll view runs on one axis, as one closed-form simulation: what
/// `ScrollPhysics` hands it after a release, for a wheel notch or for a programmatic move.
public enum ScrollSimulation: SimulationChoice, Hashable {
    /// A free deceleration that bounces at an edge (a release left alone).
    case glide(BounceSimulation)
    /// A spring to a target (slow or backwards snaps, bounce-backs, wheel notches, settles).
    case spring(SpringSimulation)
    /// A deceleration onto a target ahead (a retargeted release).
    case approach(ApproachSimulation)
    /// A timed animation along an easing curve (setContentOffset(animated); Android's snap
    /// scroller).
    case tween(TweenSimulation)
    /// Android's `OverScroller` fling, over-fling and spring-back (`ScrollView`'s: a release
    /// left alone past an edge).
    case androidFling(AndroidFlingSimulation)
    /// Android's `RecyclerView` fling: it stops at an edge, where the edge effect stretches (a
    /// release left alone under `android`, or a stretch let go).
    case recyclerViewFling(RecyclerViewFling)
    /// Android's snap scroller onto an item: a seek while the item is not laid out, then the
    /// decelerate tween.
    case smoothScroller(LinearSmoothScrollerSimulation)
    /// Flutter's `BouncingScrollSimulation` (a release left alone under `flutter-ios`).
    case flutterBouncing(FlutterBouncingSimulation)
    /// Flutter's `ClampingScrollSimulation` (a release left alone under `flutter-android`).
    case flutterClamping(FlutterClampingSimulation)

    public var base: any Simulation {
        switch self {
        case .glide(let s): s
        case .spring(let s): s
        case .approach(let s): s
        case .tween(let s): s
        case .androidFling(let s): s
        case .recyclerViewFling(let s): s
        case .smoothScroller(let s): s
        case .flutterBouncing(let s): s
        case .flutterClamping(let s): s
        }
    }

    /// A release left alone (a free glide on its platform's terms), rather than a motion onto a
    /// chosen target.
    public var isFreeGlide: Bool {
        switch self {
        case .glide, .androidFling, .recyclerViewFling, .flutterBouncing, .flutterClamping: true
        case .spring, .approach, .tween, .smoothScroller: false
        }
    }

    /// The edge a free glide ends on (after bouncing or stopping there), nil when it rests
    /// inside or is not a free glide.
    public var edge: Double? {
        switch self {
        case .glide(let s): s.edge
        case .androidFling(let s): s.edge
        case .recyclerViewFling(let s): s.edge
        case .flutterBouncing(let s): s.edge
        case .flutterClamping(let s): s.edge
        case .spring, .approach, .tween, .smoothScroller: nil
        }
    }

    /// Whether at `t` the motion is springing back to an edge after a glide, or its edge effect is
    /// receding (UIKit's "bouncing").
    public func isBouncing(at t: Double) -> Bool {
        switch self {
        case .glide(let s): return s.isBouncing(at: t)
        case .androidFling(let s): return s.edge != nil && s.isPastEdge(at: t)
        case .recyclerViewFling(let s): return s.isReceding(at: t)
        case .flutterBouncing(let s): return s.edge != nil && s.isPastEdge(at: t)
        default: return false
        }
    }

    /// What the edge shows at `t` on a platform that stretches there (Android): the stretch a
    /// fling is taking back or the one receding; nil for every other motion.
    public func stretch(at t: Double) -> EdgeStretch? {
        switch self {
        case .recyclerViewFling(let s): s.stretch(at: t)
        default: nil
        }
    }
}
