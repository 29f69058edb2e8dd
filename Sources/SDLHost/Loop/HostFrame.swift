import Motion
import PlaygroundCore

/// One tick of the display link, as the body of `FrameLoop.run` sees it.
public struct HostFrame: Sendable {
    public let index: Int
    /// µs since the loop started: monotonic, with stalls clamped to 250 ms.
    public let time: Int64
    /// Every fact since the previous frame, in order, with times ≤ `time`.
    public let inputs: [TimedInput]
    /// The window was closed or the process got SIGINT/SIGTERM since the previous frame.
    public let quitRequested: Bool
    /// The window's client area in points.
    public let windowSize: Size
    public let pixelScale: Double
    public let stats: HostStats

    public init(
        index: Int, time: Int64, inputs: [TimedInput], quitRequested: Bool, windowSize: Size,
        pixelScale: Double, stats: HostStats
    ) {
        self.index = index
        self.time = time
        self.inputs = inputs
        self.quitRequested = quitRequested
        self.windowSize = windowSize
        self.pixelScale = pixelScale
        self.stats = stats
    }

    /// The core's view of this tick.
    public var frame: Frame { Frame(index: index, time: time) }
}
