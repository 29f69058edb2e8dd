import Motion

/// One tick of the display link: its index and its time in integer microseconds since the
/// session started. Integer µs keep replay files exact; seconds are derived, never stored.
public struct Frame: Hashable, Sendable {
    public var index: Int
    public var time: Int64

    public init(index: Int, time: Int64) {
        self.index = index
        self.time = time
    }

    /// The frame time in seconds, for closed-form simulations.
    public var seconds: Double { Double(time) / 1_000_000 }
}

extension Int64 {
    /// Microseconds to seconds.
    public var seconds: Double { Double(self) / 1_000_000 }
}

/// Seconds to whole microseconds, rounded to nearest (never crashes on NaN or overflow).
public func microseconds(_ seconds: Double) -> Int64 {
    guard seconds.isFinite else { return seconds > 0 ? Int64.max / 4 : 0 }
    let us = (seconds * 1_000_000).rounded()
    return Int64(clamp(us, -4.0e18...4.0e18))
}
