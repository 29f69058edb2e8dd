import Lab
import PlaygroundCore

/// Walks a replay frame by frame, for window playback (the host steps its own app with what
/// `next()` returns, at the recorded times scaled by its speed) and for the headless player.
public struct ReplayCursor: Sendable {
    public let replay: Replay
    /// Frames already handed out by `next()`.
    public private(set) var position = 0

    public init(_ replay: Replay) {
        self.replay = replay
    }

    public var frameCount: Int { replay.frames.count }
    public var isFinished: Bool { position >= replay.frames.count }
    /// Frame indices that have a checkpoint, for the timeline bar.
    public var checkpointFrames: [Int] { replay.checkpoints.compactMap(\.frame) }
    /// The recorded time of the last frame, µs (0 for no frames): the timeline's length.
    public var duration: Int64 { replay.frames.last?.frame.time ?? 0 }
    /// The frame `next()` returns next.
    public var upcoming: ReplayFrame? { isFinished ? nil : replay.frames[position] }

    /// The next frame and the inputs to step it with, or nil at the end.
    public mutating func next() -> (frame: Frame, inputs: [TimedInput])? {
        guard !isFinished else { return nil }
        let f = replay.frames[position]
        position += 1
        return (f.frame, f.inputs)
    }

    /// Back to the first frame (the host also starts a fresh app with `startSession()`).
    public mutating func rewind() { position = 0 }

    public func checkpoint(at frameIndex: Int) -> ReplayCheckpoint? { replay.checkpoint(at: frameIndex) }

    /// A new session as the header describes it.
    public func startSession() throws(ReplayError) -> PlaygroundApp {
        try Self.startSession(header: replay.header, source: replay.source)
    }

    /// A new session as `header` (of the file `source`) describes it.
    public static func startSession(header: ReplayHeader, source: String) throws(ReplayError) -> PlaygroundApp {
        let settings: SessionSettings
        do {
            settings = try header.sessionSettings
        } catch {
            throw ReplayError(
                .badSetting, file: source, line: 1, problem: "header settings: \(error.problem)",
                advice: ReplayError.badSettingAdvice)
        }
        do {
            return try PlaygroundApp(settings: settings)
        } catch {
            throw ReplayError(
                .sessionRefused, file: source, line: 1, problem: "cannot start the session: \(error)",
                advice: "the header is not usable with this build — re-record the session")
        }
    }

    /// After stepping `app` with `frame`: compares the checkpoint recorded for it (and the end
    /// line, when it is the last frame). Returns the checkpoints compared, mismatch or not.
    public func check(_ app: PlaygroundApp, after frame: Frame) -> [(
        checkpoint: ReplayCheckpoint, mismatch: ReplayMismatch?
    )] {
        var out: [(ReplayCheckpoint, ReplayMismatch?)] = []
        var digest: String?
        func compare(_ c: ReplayCheckpoint, isEnd: Bool) -> ReplayMismatch? {
            let hex = digest ?? app.digest().hex
            digest = hex
            return Self.compare(
                c, isEnd: isEnd, digest: hex, app: app, recordedWith: replay.header.appVersion,
                activity: activity())
        }
        if let c = checkpoint(at: frame.index) { out.append((c, compare(c, isEnd: false))) }
        if let end = replay.end, end.frame == frame.index, position == frameCount {
            out.append((end, compare(end, isEnd: true)))
        }
        return out
    }

    /// The mismatch at checkpoint `c`, nil when `digest` is the recorded one. A recording of
    /// another playground version (`recordedWith`) gets the physics changes since then that apply
    /// to the platform in force and to what `activity` saw (only read on a mismatch).
    static func compare(
        _ c: ReplayCheckpoint, isEnd: Bool, digest: String, app: PlaygroundApp, recordedWith appVersion: String,
        activity: @autoclosure () -> MotionActivity
    ) -> ReplayMismatch? {
        guard digest != c.digest else { return nil }
        let differences =
            c.demo == app.currentDemoID
            ? StateDifference.between(recorded: c.state, replayed: app.demoState) : []
        var mismatch = ReplayMismatch(
            frame: c.frame, isEnd: isEnd, line: c.line, recordedDigest: c.digest, replayedDigest: digest,
            differences: differences, recordedDemo: c.demo, replayedDemo: app.currentDemoID)
        if appVersion != AppVersion.build {
            mismatch.versionChanges = PhysicsChange.explanation(
                recordedWith: appVersion, context: PhysicsChange.Context(app: app, activity: activity()))
        }
        return mismatch
    }

    /// What the inputs of the frames handed out so far set moving, every checkpoint before the
    /// last of them taken as matched (a mismatch is explained by what followed the one before).
    func activity() -> MotionActivity {
        var activity = MotionActivity()
        for f in replay.frames.prefix(position) {
            for timed in f.inputs { activity.observe(timed.input) }
            if f.frame.index != replay.frames[position - 1].frame.index, replay.checkpoint(at: f.frame.index) != nil {
                activity.checkpointMatched()
            }
        }
        return activity
    }
}
