import Playground

/// The headless player's state, fed a replay's lines in file order: a frame steps the session,
/// a checkpoint or the end line is compared with it. Both `ReplayPlayer.run` variants (a whole
/// `Replay`, or a `ReplayStream` read once) drive this one type, so they cannot disagree.
///
/// It keeps the session and counters, never the lines: memory does not grow with the file.
/// Non-verify playback collects mismatches, but keeps only the first `ReplayResult.mismatchesKept`.
struct ReplayPlayback {
    let verify: Bool
    private(set) var app: PlaygroundApp
    private(set) var result: ReplayResult
    /// Verify mode stops stepping at the first frame after a mismatch; the rest is only counted.
    private var stopped = false

    init(header: ReplayHeader, source: String, verify: Bool) throws(ReplayError) {
        self.verify = verify
        do {
            app = try PlaygroundApp(settings: header.sessionSettings)
        } catch {
            throw ReplayError(
                .sessionRefused, file: source, line: 1, problem: "cannot start the session: \(error)",
                advice: "the header is not usable with this build — re-record the session")
        }
        result = ReplayResult(
            frameCount: 0, framesPlayed: 0, checkpointsChecked: 0, checkpointsMatched: 0,
            mismatches: [], stoppedEarly: false, app: app, notice: nil, versionNote: nil)
        if header.appVersion != PlaygroundApp.appVersion {
            result.versionNote =
                "recorded with playground \(header.appVersion), "
                + "replayed with \(PlaygroundApp.appVersion): "
                + "digests are only guaranteed to match on the build that recorded them"
        }
    }

    /// Takes one line; returns the frame it stepped, if it stepped one.
    mutating func take(_ line: ReplayLine) -> Frame? {
        switch line {
        case .header:
            return nil
        case .frame(let f):
            result.frameCount += 1
            result.lastFrameIndex = f.frame.index
            if verify && result.mismatchCount > 0 { stopped = true }
            guard !stopped else {
                result.stoppedEarly = true
                return nil
            }
            app.step(f.frame, inputs: f.inputs)
            result.framesPlayed += 1
            return f.frame
        case .checkpoint(let c):
            if !stopped { compare(c, isEnd: false) }
            return nil
        case .end(let c):
            if !stopped { compare(c, isEnd: true) }
            return nil
        }
    }

    private mutating func compare(_ c: ReplayCheckpoint, isEnd: Bool) {
        result.checkpointsChecked += 1
        if let mismatch = ReplayCursor.compare(c, isEnd: isEnd, digest: app.digest().hex, app: app) {
            result.mismatchCount += 1
            if result.mismatches.count < ReplayResult.mismatchesKept { result.mismatches.append(mismatch) }
        } else {
            result.checkpointsMatched += 1
        }
    }

    /// The result, with the session as the last frame left it.
    func finished(notice: String?) -> ReplayResult {
        var out = result
        out.app = app
        out.notice = notice
        return out
    }
}
