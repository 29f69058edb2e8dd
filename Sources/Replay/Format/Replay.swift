/// A replay file, read and validated: the header, every frame, the checkpoints and the end.
public struct Replay: Hashable, Sendable {
    /// The path as given, for messages.
    public var source: String
    public var header: ReplayHeader
    public var frames: [ReplayFrame]
    /// In file order, one per frame at most.
    public var checkpoints: [ReplayCheckpoint]
    /// The end line; nil when the file was cut short.
    public var end: ReplayCheckpoint?
    /// When the file has no end line (a crash or kill -9 while recording): the index of the
    /// last complete frame, or nil if not even one frame survived.
    public var truncatedAfterFrame: Int?

    public init(
        source: String, header: ReplayHeader, frames: [ReplayFrame] = [], checkpoints: [ReplayCheckpoint] = [],
        end: ReplayCheckpoint? = nil, truncatedAfterFrame: Int? = nil
    ) {
        self.source = source
        self.header = header
        self.frames = frames
        self.checkpoints = checkpoints
        self.end = end
        self.truncatedAfterFrame = truncatedAfterFrame
    }

    /// True when the file stops without its end line.
    public var isCutShort: Bool { end == nil }

    /// What to tell the user about a cut-short file, nil for a complete one.
    public var notice: String? {
        guard end == nil else { return nil }
        if let frame = truncatedAfterFrame {
            return "replay stops at frame \(frame) (file cut short by a crash or a full disk); replaying up to there"
        }
        return "replay stops before its first frame (file cut short by a crash or a full disk); nothing to replay"
    }

    /// The checkpoint recorded right after `frameIndex`, if any.
    public func checkpoint(at frameIndex: Int) -> ReplayCheckpoint? {
        // Checkpoints are in frame order, so a binary search finds it.
        var low = 0
        var high = checkpoints.count
        while low < high {
            let mid = (low + high) / 2
            let f = checkpoints[mid].frame ?? Int.min
            if f == frameIndex { return checkpoints[mid] }
            if f < frameIndex { low = mid + 1 } else { high = mid }
        }
        return nil
    }
}
