/// A checkpoint (or the end line) whose digest the replay did not reproduce.
public struct ReplayMismatch: Hashable, Sendable, CustomStringConvertible {
    /// The frame the checkpoint follows (nil: an end line before any frame).
    public var frame: Int?
    public var isEnd: Bool
    /// The file line of the checkpoint.
    public var line: Int
    public var recordedDigest: String
    public var replayedDigest: String
    /// Which state fields differ; empty when only the drawing (or the app mode) differs.
    public var differences: [StateDifference]
    /// The demo the recording showed at that point, and the one the replay shows.
    public var recordedDemo: String
    public var replayedDemo: String
    /// For a recording made with another playground version: the physics changes since then that
    /// apply to what was happening before this checkpoint, and what to do
    /// (`PhysicsChange.explanation`); nil on the build that recorded it.
    public var versionChanges: String?

    public init(
        frame: Int?, isEnd: Bool, line: Int, recordedDigest: String, replayedDigest: String,
        differences: [StateDifference], recordedDemo: String, replayedDemo: String
    ) {
        self.frame = frame
        self.isEnd = isEnd
        self.line = line
        self.recordedDigest = recordedDigest
        self.replayedDigest = replayedDigest
        self.differences = differences
        self.recordedDemo = recordedDemo
        self.replayedDemo = replayedDemo
    }

    /// At most this many fields are named in `description`.
    public static let fieldsShown = 8

    /// `frame 120: digest 1a2b… ≠ recorded 3c4d…; differing state fields: offset_y (recorded
    /// 120.5, replayed 121.0)`; for another version's recording the changes come first:
    /// `frame 120 differs; recorded with 0.1.0, and since then: …; re-record it to pin today's
    /// physics (digest 1a2b… ≠ …)`.
    public var description: String {
        let place = (frame.map { "frame \($0)" } ?? "start") + (isEnd ? " (end)" : "")
        guard let versionChanges else { return place + ": " + digestDetails }
        return "\(place) differs; \(versionChanges) (\(digestDetails))"
    }

    /// The digests and what differs behind them.
    private var digestDetails: String {
        var out = "digest \(replayedDigest) ≠ recorded \(recordedDigest); "
        if recordedDemo != replayedDemo {
            out += "the replay shows demo \(replayedDemo) where the recording showed \(recordedDemo)"
        } else if differences.isEmpty {
            out += "the state fields match, so the difference is in what is drawn or in the app mode"
        } else {
            out +=
                "differing state fields: "
                + differences.prefix(Self.fieldsShown).map(\.description).joined(separator: ", ")
            if differences.count > Self.fieldsShown { out += ", and \(differences.count - Self.fieldsShown) more" }
        }
        return out
    }
}
