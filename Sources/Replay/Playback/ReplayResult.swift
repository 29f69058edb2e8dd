import Playground

/// What a headless replay did: how far it got, what it compared, what differed.
public struct ReplayResult: Sendable {
    public var frameCount: Int
    public var framesPlayed: Int
    /// Checkpoints compared, the end line included.
    public var checkpointsChecked: Int
    public var checkpointsMatched: Int
    /// In frame order; in verify mode at most one, since playing stops there.
    public var mismatches: [ReplayMismatch]
    /// True when verify mode stopped at a mismatch before the last frame.
    public var stoppedEarly: Bool
    /// The session after the last frame played (for `--dump-state`).
    public var app: PlaygroundApp
    /// Set when the file was cut short (see `Replay.notice`).
    public var notice: String?
    /// Set when the file was recorded by another playground version, whose digests may differ.
    public var versionNote: String?

    public var firstMismatch: ReplayMismatch? { mismatches.first }
    public var passed: Bool { mismatches.isEmpty }
    public var dumpState: DumpState { DumpState(app: app) }

    /// One line: `played 240 of 240 frames; 5 of 5 checkpoints match`.
    public var summary: String {
        "played \(framesPlayed) of \(frameCount) frames; \(checkpointsMatched) of \(checkpointsChecked) checkpoints match"
    }
}
