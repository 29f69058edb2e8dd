/// Which recorded frame each frame of an exported video shows (`playground export-video`).
///
/// The video covers recorded time from frame F to frame T inclusive at a constant rate: video
/// frame k shows the last recorded frame at or before t_F + k / fps (the window shows nothing
/// new between recorded frames, so idle stretches hold the picture), which makes the video as
/// long as the session took and gives it floor((t_T − t_F) · fps) + 1 frames. All arithmetic
/// is in integer microseconds, so no frame lands on the wrong side of a boundary by rounding.
public struct VideoTimeline: Hashable, Sendable {
    /// Recorded frame times (µs), in file order.
    public let times: [Int64]
    /// Positions (0-based, in file order) of F and T.
    public let first: Int
    public let last: Int
    public let fps: Int

    public init(times: [Int64], first: Int, last: Int, fps: Int) {
        precondition(
            fps > 0 && first >= 0 && first <= last && last < times.count, "a timeline needs F ≤ T inside the file")
        self.times = times
        self.first = first
        self.last = last
        self.fps = fps
    }

    public init(replay: Replay, first: Int, last: Int, fps: Int) {
        self.init(times: replay.frames.map(\.frame.time), first: first, last: last, fps: fps)
    }

    /// floor((t_T − t_F) · fps) + 1.
    public var frameCount: Int { Int((times[last] - times[first]) * Int64(fps) / 1_000_000) + 1 }

    /// The video's length in seconds (frame count over fps).
    public var seconds: Double { Double(frameCount) / Double(fps) }

    /// Position of the recorded frame video frame `k` shows.
    public func position(ofVideoFrame k: Int) -> Int {
        precondition(k >= 0 && k < frameCount, "video frame \(k) outside 0..<\(frameCount)")
        // The last position p in first...last with (t_p − t_F) · fps ≤ k · 10^6, by binary search.
        let limit = Int64(k) * 1_000_000
        var low = first
        var high = last
        while low < high {
            let mid = (low + high + 1) / 2
            if (times[mid] - times[first]) * Int64(fps) <= limit { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// Every video frame's position, in order (non-decreasing).
    public var positions: [Int] { (0..<frameCount).map(position(ofVideoFrame:)) }
}
