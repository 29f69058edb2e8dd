/// Every constant that decides how a scroll view feels, as one value a demo configures, and the
/// arithmetic that uses them (Flutter's `ScrollPhysics` is the anchor): the rubber band and the
/// boundary conditions (ScrollPhysics+Boundary), what a release turns into (+Release) and how
/// wheel travel becomes motion (+Wheel). A demo's parameters build one of these; the scroll view,
/// and any demo that moves something by hand (the pager's page), read nothing else. The defaults
/// are UIKit's.
public struct ScrollPhysics: Hashable, Sendable {
    /// Whose physics: UIKit's (every constant below), or Android's or Flutter's, simulated from
    /// their own constants (`ScrollPlatform`); the constants below still tune the springs they
    /// share with UIKit (a wheel notch, a settle from rest).
    public var platform: ScrollPlatform = .uikit
    /// Velocity kept per millisecond of free deceleration (UIKit: 0.998 normal, 0.99 fast). Also
    /// the gentlest deceleration a snapping release decelerates onto its target with.
    public var decelerationRate: DecelerationRate = .normal
    /// Slope of the rubber band at the edge (UIKit's 0.55).
    public var rubberBandConstant: Double = RubberBand.coefficient
    /// The spring that returns content overscrolled past an edge.
    public var bounceSpring: Spring = .bounceBack
    /// The spring used for snaps that cannot decelerate onto their target (slow releases,
    /// targets behind the release, targets too far for its speed) and for programmatic
    /// `settle(to:)` from rest.
    public var snapSpring: Spring = .snap
    /// The spring that follows notched wheel steps.
    public var wheelSpring: Spring = .wheel
    /// Points per second above which a paging release moves to the next page.
    public var pagingVelocityThreshold: Double = Snapping.defaultPagingVelocityThreshold
    /// Points per second below which a snapping release springs gently to its target instead
    /// of decelerating onto it. Below the 300 pt/s where a flick starts to feel like one, with
    /// margin for the velocity tracker's estimate of a 300 pt/s flick.
    public var slowReleaseVelocity: Double = 250
    /// When motion counts as at rest.
    public var tolerance: Tolerance = .standard
    /// Device pixels per point (Android's `DisplayMetrics.density`, Flutter's devicePixelRatio):
    /// the platforms' pixel-based constants follow it. UIKit's physics are in points and ignore it.
    public var density: Double = 1

    public init() {}

    /// UIScrollView's behaviour.
    public static let uiKit = ScrollPhysics()
}
