/// Where a flick comes to rest along a strip of items (a scene's `"snap"`, docs/scenes.md).
public enum SnapRule: String, Hashable, Sendable, CaseIterable {
    /// Wherever the glide stops.
    case none
    /// An item's start rests `insets.leading` after the viewport's leading edge.
    case start
    /// An item's centre rests on the viewport's centre.
    case center
    /// An item's end rests `insets.trailing` before the viewport's trailing edge.
    case end
    /// Whole viewport lengths, like UIScrollView's `isPagingEnabled`.
    case page
}
