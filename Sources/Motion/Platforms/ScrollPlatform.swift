/// Whose scroll physics a scroll view follows. Each is simulated exactly, from its platform's
/// published sources (docs/platforms.md): what a release turns into, where a flick comes to
/// rest, how a drag past an edge resists, how a snap or a page turn is timed, and whether a
/// second flick carries the first one's speed.
///
/// - `uikit`: UIScrollView (the default; physics.md §1).
/// - `android`: `OverScroller` (its spline fling, over-fling and spring-back at the edges, the
///   flywheel), `LinearSnapHelper` / `PagerSnapHelper` with `LinearSmoothScroller`'s timing.
/// - `flutterIOS`: Flutter's `BouncingScrollPhysics` (`BouncingScrollSimulation`, its drag-time
///   overscroll resistance and `carriedMomentum`).
/// - `flutterAndroid`: Flutter's `ClampingScrollPhysics` (`ClampingScrollSimulation`, clamped
///   at the edges).
public enum ScrollPlatform: String, CaseIterable, Hashable, Sendable {
    case uikit
    case android
    case flutterIOS = "flutter-ios"
    case flutterAndroid = "flutter-android"

    /// For labels: the ghosts, the table, the plots.
    public var title: String {
        switch self {
        case .uikit: "UIKit"
        case .android: "Android"
        case .flutterIOS: "Flutter iOS"
        case .flutterAndroid: "Flutter Android"
        }
    }

    /// Whether a drag pulls the content past an edge (through the platform's resistance). On
    /// Android and under Flutter's clamping physics the content stops at the edge and the
    /// platform shows an edge effect (a glow or a stretch) instead.
    public var overscrollsOnDrag: Bool {
        switch self {
        case .uikit, .flutterIOS: true
        case .android, .flutterAndroid: false
        }
    }

    /// The slowest release that counts as a fling (pt/s); slower ones are let go where they are
    /// (and, on a paging or snapping view, settle on the nearest anchor). UIKit has no documented
    /// one: its paging threshold stands in. Android: `ViewConfiguration` MINIMUM_FLING_VELOCITY
    /// 50 dp/s; Flutter: `kMinFlingVelocity` 50, doubled by `BouncingScrollPhysics.minFlingVelocity`.
    public func minimumFlingVelocity(uiKitPaging: Double) -> Double {
        switch self {
        case .uikit: uiKitPaging
        case .android: AndroidSnapping.minimumFlingVelocity
        case .flutterAndroid: FlutterBouncingPhysics.baseMinFlingVelocity
        case .flutterIOS: FlutterBouncingPhysics.minFlingVelocity
        }
    }

    /// The velocity a drag released at `v` (pt/s) hands to the fling, before any carried
    /// momentum. UIKit's as it is. Android's `VelocityTracker` is read clamped to
    /// MAXIMUM_FLING_VELOCITY (8000 dp/s) and a release slower than MINIMUM_FLING_VELOCITY is
    /// no fling; Flutter's drag gesture clamps to `kMaxFlingVelocity` (8000) and gives 0 below
    /// its physics' `minFlingVelocity`.
    public func flingVelocity(_ v: Double) -> Double {
        guard self != .uikit, !v.isNaN else { return v }
        let minimum = minimumFlingVelocity(uiKitPaging: 0)
        let maximum = self == .android ? AndroidSnapping.maximumFlingVelocity : FlutterBouncingPhysics.maxFlingVelocity
        return abs(v) < minimum ? 0 : clamp(v, -maximum...maximum)
    }
}
