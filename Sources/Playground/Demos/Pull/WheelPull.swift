import Motion

/// A mouse-wheel pull past an edge. ScrollView clamps whole wheel notches inside the range, so
/// once the grid rests at an edge and the wheel keeps pushing, the demo accumulates the travel
/// itself as an unbanded overshoot and shows it through the rubber band; when the wheel has
/// been quiet for ScrollView.wheelQuietInterval the banded overshoot decides, like a drag
/// release would.
public struct WheelPull: Hashable, Sendable {
    public let edge: PullHint.Edge
    /// Unbanded overshoot, points, > 0.
    public var raw: Double
    /// When the wheel counts as quiet, µs.
    public var deadline: Int64

    /// The overshoot as shown (and as the threshold reads it), for a viewport `dimension`.
    public func banded(dimension: Double) -> Double { RubberBand.distance(forOvershoot: raw, dimension: dimension) }
}
