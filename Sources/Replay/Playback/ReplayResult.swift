import Lab

/// What a headless replay did: how far it got, what it compared, what differed.
public struct ReplayResult: Sendable {
    public var frameCount: Int
    public var framesPlayed: Int
    /// The index of the file's last frame line (played or not), nil when it has none.
    public var lastFrameIndex: Int?
    /// Checkpoints compared, the end line included.
    public var checkpointsChecked: Int
    public var checkpointsMatched: Int
    /// In frame order; in verify mode at most two (a last frame's checkpoint and end line),
    /// since playing stops there. At most `mismatchesKept`; `mismatchCount` counts them all.
    public var mismatches: [ReplayMismatch]
    /// Every mismatch found, kept or not.
    public var mismatchCount = 0
    /// Mismatches kept in `mismatches`, so a long replay that differs everywhere stays small.
    public static let mismatchesKept = 100
    /// True when verify mode stopped at a mismatch before the last frame.
    public var stoppedEarly: Bool
    /// The session after the last frame played (for `--dump-state`).
    public var app: PlaygroundApp
    /// Set when the file was cut short (see `Replay.notice`).
    public var notice: String?
    /// Set when the file was recorded by another playground version, whose digests may differ.
    public var versionNote: String?

    public var firstMismatch: ReplayMismatch? { mismatches.first }
    public var passed: Bool { mismatchCount == 0 }
    public var dumpState: DumpState { DumpState(app: app) }

    /// Why a verification proved nothing, nil when it compared at least one checkpoint or the
    /// end line. A file without them (cut short before its first checkpoint, stripped of them,
    /// or only a header) plays, but calling it "ok" would report a check that never happened.
    public var nothingVerified: String? {
        Self.nothingToVerify(frames: frameCount, checkpoints: checkpointsChecked)
    }

    /// The reason a file with `frames` frame lines and `checkpoints` checkpoint and end lines
    /// cannot be verified, nil when it can (shared with window playback, which reads the file
    /// whole and counts its lines itself).
    public static func nothingToVerify(frames: Int, checkpoints: Int) -> String? {
        guard checkpoints == 0 else { return nil }
        let what = frames == 0 ? "only a header, no frame" : "\(frames) frame\(frames == 1 ? "" : "s")"
        return "nothing to verify: no checkpoint and no end line (\(what)); re-record it"
    }

    /// One line: `played 240 of 240 frames; 5 of 5 checkpoints match`.
    public var summary: String {
        "played \(framesPlayed) of \(frameCount) frames; \(checkpointsMatched) of \(checkpointsChecked) checkpoints match"
    }
}
