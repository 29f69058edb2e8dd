/// Every constant that decides how a scroll view feels, as one value a demo configures
/// (Flutter's `ScrollPhysics` is the anchor): a demo's parameters build one of these, and the
/// scroll view reads nothing else. The defaults are UIKit's.
public struct ScrollPhysics: Hashable, Sendable {
    /// Velocity kept per millisecond of free deceleration (UIKit: 0.998 normal, 0.99 fast).
    public var decelerationRate: DecelerationRate = .normal
    /// Slope of the rubber band at the edge (UIKit's 0.55).
    public var rubberBandConstant: Double = RubberBand.coefficient
    /// The spring that returns content overscrolled past an edge.
    public var bounceSpring: Spring = .bounceBack
    /// The spring used for snaps that cannot decelerate onto their target (slow releases and
    /// targets behind the release) and for programmatic `snap(to:)`.
    public var snapSpring: Spring = .snap
    /// The spring that follows notched wheel steps.
    public var wheelSpring: Spring = .wheel
    /// Points per second above which a paging release moves to the next page.
    public var pagingVelocityThreshold: Double = Snapping.defaultPagingVelocityThreshold
    /// Points per second below which a snapping release springs gently to its target instead
    /// of decelerating onto it.
    public var slowReleaseVelocity: Double = 300
    /// When motion counts as at rest.
    public var tolerance: Tolerance = .standard

    public init() {}

    /// UIScrollView's behaviour.
    public static let uiKit = ScrollPhysics()
}
