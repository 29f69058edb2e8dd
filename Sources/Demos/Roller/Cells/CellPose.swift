/// Where a live cell is within its roller, as the seed's animations leave it at one instant:
/// the frame's top and height (points, relative to the roller's top), its alpha and the
/// vertical scale of its content (the scaleY style's transform, anchored at the cell's top).
public struct CellPose: Hashable, Sendable {
    public var y: Double
    public var height: Double
    public var alpha: Double
    public var scaleY: Double

    public init(y: Double, height: Double, alpha: Double = 1, scaleY: Double = 1) {
        self.y = y
        self.height = height
        self.alpha = alpha
        self.scaleY = scaleY
    }

    /// A cell at rest in the view.
    public static func resting(height: Double) -> CellPose { CellPose(y: 0, height: height) }
}
