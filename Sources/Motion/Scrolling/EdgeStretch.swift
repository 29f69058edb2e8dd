/// What shows past an edge that the content stopped at, on a platform that stretches its content
/// there rather than moving it past the edge (Android's `EdgeEffect` of `TYPE_STRETCH`, since
/// Android 12): which edge, how far the effect is pulled and how much the content shows stretched.
/// A scroll view reports it per axis (`ScrollView.stretch(_:)`); the demos draw the content
/// scaled by `scale` along the axis, about that edge.
public struct EdgeStretch: Hashable, Sendable {
    /// The edge of the resting range: `start` is the minimum offset (the top, the left).
    public enum Edge: Hashable, Sendable {
        case start, end
    }

    public var edge: Edge
    /// How far the effect is pulled, as a fraction of the viewport's length on the axis
    /// (`EdgeEffect.getDistance`), 0...1.
    public var distance: Double
    /// How much longer the content shows along the axis, as a fraction of its length (the
    /// renderer's stretch intensity, `EdgeEffect.dampStretchVector`): 0.032 at most.
    public var intensity: Double

    public init(edge: Edge, distance: Double, intensity: Double) {
        self.edge = edge
        self.distance = distance
        self.intensity = intensity
    }

    /// The content's scale along the axis, about the stretched edge.
    public var scale: Double { 1 + intensity }

    /// The pull as a signed fraction, the way a scroll view keeps it: negative at the start edge.
    public var signedDistance: Double { edge == .start ? -distance : distance }
}
