import PlaygroundCore

/// A transient message over the grid ("No more pages", "This is the first page"), like a
/// toast: fully visible, then fading out, gone after `duration`.
public struct PullToast: Hashable, Sendable {
    /// Seconds on screen, fade included.
    public static let duration = 1.5
    /// Seconds of fade at the end.
    public static let fade = 0.25

    public let text: String
    /// µs.
    public let start: Int64

    public var end: Int64 { start + microseconds(Self.duration) }
    public var fadeStart: Int64 { end - microseconds(Self.fade) }

    public func opacity(at time: Int64) -> Double {
        if time >= end { return 0 }
        if time <= fadeStart { return 1 }
        return Double(end - time) / Double(end - fadeStart)
    }
}
