import Motion

/// A point of the inspector's position/velocity plot.
public struct InspectorSample: Hashable, Sendable {
    public var time: Int64
    public var offset: Double
    public var velocity: Double
}
