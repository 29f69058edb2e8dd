/// What a `ScrollView` is doing, as the motion inspector names it.
public enum ScrollPhase: String, Hashable, Sendable, CaseIterable {
    /// Nothing moves and nothing is pending.
    case idle
    /// The pointer is down on the content, or a precise (trackpad) wheel gesture is under way.
    case tracking
    /// Gliding after a drag (free decay, or the deceleration or spring onto a snap target).
    case decelerating
    /// Springing back to an edge.
    case bouncing
    /// Running a programmatic animation (setContentOffset / settle) or a smooth wheel notch.
    case animating

    public var name: String { rawValue }
}
