/// A release on a strip of items, as a platform's item snapping sees it
/// (`PlatformScrolling.snapTarget`): where and how fast the content was let go, where the
/// platform's own fling would rest, what was selected at the press, and how many items a fling may
/// travel from it (nil: any number).
public struct SnapRelease: Hashable, Sendable {
    public var offset: Double
    /// pt/s, in offset space.
    public var velocity: Double
    /// `PlatformScrolling.projectedRest` from `offset` at `velocity`.
    public var projected: Double
    public var anchor: SnapAnchor
    public var maxItems: Int?

    public init(offset: Double, velocity: Double, projected: Double, anchor: SnapAnchor, maxItems: Int?) {
        self.offset = offset
        self.velocity = velocity
        self.projected = projected
        self.anchor = anchor
        self.maxItems = maxItems
    }
}
