import Lab
import PlaygroundCore

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
    /// Compare checkpoints on another thread (`CheckpointJob`) while the next frames step.
    let comparesAside: Bool
    /// The checkpoint being compared aside, with the result and session as they were there: in
    /// verify mode a mismatch takes the player back to them, so the frames stepped meanwhile
    /// count as the sequential player counts them (read, not played).
    private var pending: (job: CheckpointJob, result: ReplayResult, app: PlaygroundApp)?
    /// The playground version that recorded the file, for a mismatch's explanation.
    let recordedWith: String
    /// What the inputs so far set moving, since the last checkpoint (`PhysicsChange.Context`).
    private var activity = MotionActivity()

    init(header: ReplayHeader, source: String, verify: Bool, comparesAside: Bool = false) throws(ReplayError) {
        self.verify = verify
        self.comparesAside = comparesAside
        recordedWith = header.appVersion
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
        if header.appVersion != AppVersion.build {
            result.versionNote = Self.versionNote(header)
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
            for timed in f.inputs { activity.observe(timed.input) }
            app.step(f.frame, inputs: f.inputs)
            result.framesPlayed += 1
            return f.frame
        case .checkpoint(let c):
            check(c, isEnd: false)
            return nil
        case .end(let c):
            check(c, isEnd: true)
            return nil
        }
    }

    private mutating func check(_ c: ReplayCheckpoint, isEnd: Bool) {
        settle()
        guard !stopped else { return }
        // What ran since the last checkpoint explains a mismatch here; the next one starts over
        // (in verify mode a mismatch ends the play, so taking this one as matched costs nothing).
        let there = activity
        activity.checkpointMatched()
        if comparesAside {
            pending = (
                CheckpointJob(c, isEnd: isEnd, app: app, recordedWith: recordedWith, activity: there), result, app
            )
        } else {
            count(
                ReplayCursor.compare(
                    c, isEnd: isEnd, digest: app.digest().hex, app: app, recordedWith: recordedWith, activity: there))
        }
    }

    /// For a recording of another version: that digests may differ, and the old rules it plays
    /// under where they are parameters (`PhysicsChange.pinnedSettings`).
    static func versionNote(_ header: ReplayHeader) -> String {
        var note =
            "recorded with playground \(header.appVersion), replayed with \(AppVersion.build): "
            + "digests are only guaranteed to match on the build that recorded them"
        let pinned = header.effectiveSettings.filter { header.settings[$0.key] == nil }
        let fields = Set(pinned.keys.map { String($0.split(separator: ".").last ?? "") })
        if !fields.isEmpty {
            let values = fields.sorted().map { field in
                "\(field) \(pinned.first { $0.key.hasSuffix("." + field) }!.value)"
            }
            note += "; it plays under \(header.appVersion)'s \(values.joined(separator: ", ")), which it does not set"
        }
        return note
    }

    private mutating func count(_ mismatch: ReplayMismatch?) {
        result.checkpointsChecked += 1
        if let mismatch {
            result.mismatchCount += 1
            if result.mismatches.count < ReplayResult.mismatchesKept { result.mismatches.append(mismatch) }
        } else {
            result.checkpointsMatched += 1
        }
    }

    /// Waits for the checkpoint compared aside, if any, and counts it. In verify mode a
    /// mismatch goes back to that checkpoint: the frames stepped since were read ahead, and
    /// the sequential player would only have counted them.
    private mutating func settle() {
        guard let (job, before, appThere) = pending else { return }
        pending = nil
        let mismatch = job.wait()
        guard verify, mismatch != nil else { return count(mismatch) }
        let read = (frames: result.frameCount, last: result.lastFrameIndex)
        result = before
        app = appThere
        count(mismatch)
        if read.frames > result.frameCount {
            stopped = true
            result.stoppedEarly = true
            result.frameCount = read.frames
            result.lastFrameIndex = read.last
        }
    }

    /// The result, with the session as the last frame left it.
    mutating func finished(notice: String?) -> ReplayResult {
        settle()
        var out = result
        out.app = app
        out.notice = notice
        return out
    }
}
