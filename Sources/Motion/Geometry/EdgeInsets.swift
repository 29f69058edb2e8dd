/// Space added around content, as UIEdgeInsets: positive values let the content scroll further.
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = EdgeInsets()

    /// The inset before the content on an axis (left or top).
    public func leading(_ axis: Axis) -> Double { axis == .horizontal ? left : top }
    /// The inset after the content on an axis (right or bottom).
    public func trailing(_ axis: Axis) -> Double { axis == .horizontal ? right : bottom }
}
