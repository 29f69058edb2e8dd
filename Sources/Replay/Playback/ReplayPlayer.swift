import Playground

/// Plays a replay headless: a fresh session from the header, every frame stepped with its
/// recorded inputs, every checkpoint and the end line compared by digest.
public enum ReplayPlayer {
    /// - Parameters:
    ///   - verify: stop at the first mismatch (the CLI then exits 1); otherwise play to the end
    ///     and collect every mismatch.
    ///   - progress: called after each frame with (frames played, frame count).
    ///   - afterFrame: called after each frame with the stepped app (screenshots, benchmarks).
    /// - Throws: `ReplayError(.sessionRefused)` when the header cannot start a session.
    public static func run(_ replay: Replay, verify: Bool, progress: ((Int, Int) -> Void)? = nil,
                           afterFrame: ((Frame, PlaygroundApp) -> Void)? = nil) throws(ReplayError) -> ReplayResult
    {
        var cursor = ReplayCursor(replay)
        var app = try cursor.startSession()
        var result = ReplayResult(frameCount: cursor.frameCount, framesPlayed: 0, checkpointsChecked: 0,
                                  checkpointsMatched: 0, mismatches: [], stoppedEarly: false, app: app,
                                  notice: replay.notice, versionNote: nil)
        if replay.header.appVersion != PlaygroundApp.appVersion {
            result.versionNote = "recorded with playground \(replay.header.appVersion), replayed with \(PlaygroundApp.appVersion): "
                + "digests are only guaranteed to match on the build that recorded them"
        }
        if replay.frames.isEmpty, let end = replay.end {
            // A session that never stepped: the end line still describes the starting state.
            result.checkpointsChecked += 1
            if let mismatch = ReplayCursor.compare(end, isEnd: true, digest: app.digest().hex, app: app) {
                result.mismatches.append(mismatch)
            } else {
                result.checkpointsMatched += 1
            }
        }
        while let (frame, inputs) = cursor.next() {
            app.step(frame, inputs: inputs)
            afterFrame?(frame, app)
            result.framesPlayed += 1
            for (_, mismatch) in cursor.check(app, after: frame) {
                result.checkpointsChecked += 1
                if let mismatch { result.mismatches.append(mismatch) } else { result.checkpointsMatched += 1 }
            }
            progress?(result.framesPlayed, result.frameCount)
            if verify, !result.mismatches.isEmpty {
                result.stoppedEarly = !cursor.isFinished
                break
            }
        }
        result.app = app
        return result
    }

    /// Reads the file at `path` and plays it.
    public static func run(path: String, verify: Bool, progress: ((Int, Int) -> Void)? = nil) throws(ReplayError)
        -> ReplayResult
    {
        try run(ReplayReader().read(path: path), verify: verify, progress: progress)
    }
}
