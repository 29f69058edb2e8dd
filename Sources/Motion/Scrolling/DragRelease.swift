/// The facts of a drag release handed to the caller before the glide starts, as
/// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`.
public struct DragRelease: Hashable, Sendable {
    /// Release velocity in offset space, pt/s (UIKit's delegate uses pt/ms: this is ×1000).
    public let velocity: Point
    /// Where the scroll view will stop; set it to snap. Left alone, the view decelerates
    /// freely and bounces at edges (or pages, when paging is on). Set (even to the value it
    /// had), the release is retargeted: it decelerates onto the target without ever going
    /// faster than the release, or springs there from the release velocity when the release is
    /// slow or the target is behind (`ScrollPhysics.snap`). It is clamped to the scrollable
    /// range; NaN is ignored.
    public var targetContentOffset: Point { didSet { isRetargeted = true } }
    /// Whether the caller set `targetContentOffset`.
    public private(set) var isRetargeted = false
    /// Set by a caller that turns one page (item) per fling: on Android the snap is then timed
    /// as `PagerSnapHelper`'s, not `LinearSnapHelper`'s.
    public var isPaging = false
    /// Set by a caller that retargets onto an item: where that item spans along each axis in the
    /// viewport (viewport coordinates) once at rest. Android's snap scroller seeks at constant
    /// speed until the item is laid out (`PlatformScrolling.snapSettle`).
    public var targetItems: [Axis: ClosedRange<Double>] = [:]
    /// The offset at release.
    public let offset: Point
    /// Where a free fling from the release would come to rest, unclamped, on the physics'
    /// platform (UIKit: the WWDC projection).
    public let projectedLanding: Point

    public init(velocity: Point, targetContentOffset: Point, offset: Point, projectedLanding: Point) {
        self.velocity = velocity
        self.targetContentOffset = targetContentOffset
        self.offset = offset
        self.projectedLanding = projectedLanding
    }
}
