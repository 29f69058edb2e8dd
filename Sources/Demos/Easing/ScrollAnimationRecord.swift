import Motion

/// What the running programmatic animation is, for the plot marker and the completion message.
public struct ScrollAnimationRecord: Hashable, Sendable {
    public var start: Int64
    public var duration: Double
    public var timing: Easing
    public var from: Double
    public var to: Double
    public var label: String
}
