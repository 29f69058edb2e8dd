/// The facts of a drag release handed to the caller before the glide starts, as
/// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`.
public struct DragRelease: Hashable, Sendable {
    /// Release velocity in offset space, pt/s (UIKit's delegate uses pt/ms: this is ×1000).
    public let velocity: Point
    /// Where the scroll view will stop; set it to snap. Left alone, the view decelerates
    /// freely and bounces at edges (or pages, when paging is on). Changed, it springs there
    /// from the release velocity. It is clamped to the scrollable range; NaN is ignored.
    public var targetContentOffset: Point
    /// The offset at release.
    public let offset: Point
    /// Where a free decay from the release would rest, unclamped (the WWDC projection).
    public let projectedLanding: Point

    public init(velocity: Point, targetContentOffset: Point, offset: Point, projectedLanding: Point) {
        self.velocity = velocity
        self.targetContentOffset = targetContentOffset
        self.offset = offset
        self.projectedLanding = projectedLanding
    }
}
