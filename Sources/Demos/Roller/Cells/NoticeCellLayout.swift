import Motion

/// A live cell and where it is at the roller's current time: the public layout query that the
/// drawing uses and the tests read.
public struct NoticeCellLayout: Hashable, Sendable {
    public var cell: CommentCell
    /// The cell's frame relative to the roller's top-left (points).
    public var frame: Rect
    public var alpha: Double
    /// Vertical content scale about the cell's top (scaleY style).
    public var scaleY: Double

    /// Whether any of it shows: not transparent, not collapsed, inside the roller's bounds
    /// (the seed's `clipsToBounds = YES` hides the cell parked below).
    public func isVisible(inHeight height: Double) -> Bool {
        alpha > 0 && frame.height > 0 && frame.minY < height && frame.maxY > 0
    }
}
