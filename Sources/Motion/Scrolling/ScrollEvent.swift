/// What a `ScrollView` tells its owner, in the order it happened: UIScrollViewDelegate's
/// callbacks as values, returned by `step(to:)`.
public enum ScrollEvent: Hashable, Sendable {
    /// The offset changed (at most once per advance).
    case didScroll
    /// The pointer moved past the drag slop.
    case willBeginDragging
    /// A drag ended; `target` is where the motion will end (after the caller's adjustment).
    case willEndDragging(velocity: Point, target: Point)
    case didEndDragging(willDecelerate: Bool)
    /// The glide, snap or bounce that followed a drag (or a wheel overscroll) came to rest.
    case didEndDecelerating
    /// A setContentOffset animation, `settle(to:)` or smooth wheel notch finished.
    case didEndScrollingAnimation
    /// No wheel input for `ScrollView.wheelQuietInterval` after a wheel gesture: the moment
    /// a demo snaps to an anchor with `settle(to:time:)`. (Added to the contract.)
    case didEndWheelScrolling
}
