import Foundation
import Lab
import Motion
import PlaygroundCore
import Replay
import SDLHost
import Scenes

/// The live app plus everything the window adds around it: recording (from `--record` or
/// Ctrl+R), the REC indicator and messages.
///
/// A recording that the disk stops (full, I/O error) ends there and the window keeps running:
/// the file keeps every line before the failure and replays up to it, the indicator says that
/// recording stopped and why until the next one starts, and the session exits 3 at the end.
///
/// Ctrl+R can start recording mid-session and the file must still replay exactly, so every
/// frame since launch is kept in a journal (frames only exist while something moves, so it
/// stays small; each distinct scene save is held once, in a spill file, not in memory) and a
/// recording starts by re-simulating that journal into the file from the session's first
/// frame. A fresh app fed the journal must land on the live app's digest; if it does not, the
/// recording is refused rather than saved wrong.
struct LiveSession {
    /// Messages stay on screen this long (µs).
    static let messageDuration: Int64 = 4_000_000

    let settings: SessionSettings
    private(set) var app: PlaygroundApp
    private var journal = SessionJournal(texts: SceneTextStore(spillFolders: LiveSession.spillFolders()))
    /// Said once on stderr when scene saves stay in memory (no spill file).
    private var spillProblemSaid = false
    /// `parameter_changed` facts the tuning panel made last frame: recorded and applied first
    /// in this one.
    private var carried: [TimedInput] = []
    private var recorder: ReplayWriter?
    private var recordingStart: Int64 = 0
    private var message: (text: String, until: Int64)?
    private var now: Int64 = 0
    /// Why a recording failed, reported when the session ends (exit 3 for the disk's fault).
    private(set) var recordingFailure: ExitFailure?
    /// Shown in place of the REC indicator after a recording stopped on its own.
    private var stoppedReason: String?
    /// Saves of the scene files, turned into `scene_reloaded` facts (hot reload).
    private var sceneReloads: SceneReloads?
    /// Save to scene: writes the tuning panel's saves into the scene files.
    private let sceneSaver: SceneFileSaver

    init(
        settings: SessionSettings, recordPath: String?, scenePaths: [String: String] = [:],
        shippedScenes: String? = nil
    ) throws {
        try self.init(
            settings: settings, recordPath: recordPath, scenePaths: scenePaths,
            saver: SceneFileSaver(paths: scenePaths, shippedFolder: shippedScenes))
    }

    init(settings: SessionSettings, recordPath: String?, scenePaths: [String: String], saver: SceneFileSaver) throws {
        self.settings = settings
        sceneSaver = saver
        if !scenePaths.isEmpty {
            do {
                sceneReloads = try SceneReloads(paths: scenePaths, scenes: settings.scenes)
            } catch {
                Log.info("scene files will not reload live: \(error)")
            }
        }
        do {
            app = try PlaygroundApp(settings: settings)
        } catch {
            throw ExitFailure.badInput(error.description)
        }
        if let recordPath {
            do {
                recorder = try ReplayWriter(path: recordPath, settings: settings)
            } catch {
                throw ExitFailure(error)
            }
        }
    }

    var wantsQuit: Bool { app.quitRequested }

    /// A window size as the session takes it: within the recording format's range (0 to 16384
    /// points a side), so a window stretched past it (across monitors, at a small UI scale) is
    /// drawn at the largest size a recording can hold rather than stopping the recording. The
    /// part of the window beyond it stays empty.
    static func recordable(_ size: Size) -> Size {
        let limit = ReplayFormat.maxViewport
        func clamped(_ x: Double) -> Double { x.isFinite ? min(max(x, 0), limit) : limit }
        return Size(width: clamped(size.width), height: clamped(size.height))
    }

    mutating func step(_ host: HostFrame) {
        now = host.time
        let first = min(host.time, host.inputs.first?.time ?? host.time)
        var inputs = carried.map { TimedInput(time: min($0.time, first), $0.input) }
        carried = []
        var toggleRecording = false
        let windowSize = Self.recordable(host.windowSize)
        if windowSize != app.windowSize {
            // The window manager may size the window differently from --size: tell the app first.
            let t = min(host.time, host.inputs.first?.time ?? host.time)
            inputs.append(TimedInput(time: t, .viewportResized(windowSize)))
        }
        for timed in host.inputs {
            switch timed.input {
            case .keyPressed("r", let modifiers) where modifiers.contains(.ctrl):
                toggleRecording = true  // a host command, never a fact the core consumes
            case .viewportResized(let size):
                inputs.append(TimedInput(time: timed.time, .viewportResized(Self.recordable(size))))
            default:
                inputs.append(timed)
            }
        }
        // A saved scene file is a fact of this frame, after its other inputs.
        for fact in sceneReloads?.takeChanged(now: host.time) ?? [] {
            if case .sceneReadFailed(let id, let problem) = fact { Log.info("scene \(id) not reloaded: \(problem)") }
            inputs.append(TimedInput(time: host.time, fact))
        }
        let frame = host.frame
        journal.append(frame, inputs: inputs)
        if !spillProblemSaid, let problem = journal.texts.spillProblem {
            spillProblemSaid = true
            Log.info(problem)
        }
        // The frame goes to disk before the step (a crash inside step still leaves it), and the
        // app steps exactly once whatever the disk does.
        record { writer throws(ReplayError) in try writer.append(frame: frame, inputs: inputs) }
        app.step(frame, inputs: inputs)
        carried = app.takeEmittedInputs()
        if let save = app.takeSceneSave() { write(save) }
        if let text = app.takeClipboardText() {
            do { try Clipboard.set(text) } catch { show("Cannot copy: \(error)") }
        }
        record { [app] writer throws(ReplayError) in try writer.checkpointIfDue(app: app) }
        if toggleRecording { recorder == nil ? startRecording() : stopRecording() }
    }

    /// Save to scene: the file is written here, and the core hears its new text as it hears any
    /// save, a `scene_reloaded` fact at the start of the next frame (after the panel's changes of
    /// this one), which the recording and the journal keep, so a replay reaches the same scene
    /// without touching the file. The watcher is told, so the write is not a second fact.
    private mutating func write(_ save: SceneSave) {
        let line: String
        do {
            line = try sceneSaver.write(save)
            carried.append(TimedInput(time: now, .sceneReloaded(id: save.scene.id, source: save.text)))
            sceneReloads?.saved(save.scene.id, text: save.text)
        } catch {
            line = error.line
        }
        Log.info(line)
        app.sceneSaveFinished(line)
    }

    /// Runs a write; a failure stops the recording (the writer has cut the file back to its
    /// last complete line) and the session goes on.
    private mutating func record(_ write: (ReplayWriter) throws(ReplayError) -> Void) {
        guard let writer = recorder else { return }
        do {
            try write(writer)
        } catch {
            recorder = nil
            writer.close()
            recordingStopped(writer, error)
        }
    }

    private mutating func recordingStopped(_ writer: ReplayWriter, _ error: ReplayError) {
        let message = "recording stopped after \(writer.framesWritten) frames: \(error.description)"
        recordingFailure = ExitFailure(code: ExitFailure(error).code, message: message)
        stoppedReason = error.cause ?? error.problem
        show("Recording stopped: \(error.problem); the \(writer.framesWritten) frames before it are kept and replay")
    }

    private mutating func startRecording() {
        do {
            let writer = try Self.createUnique(Self.defaultRecordingPath(demo: app.currentDemoID), settings: settings)
            let path = writer.path
            var shadow = try PlaygroundApp(settings: settings)
            try journal.record(into: writer, stepping: &shadow)
            guard shadow.digest() == app.digest() else {
                writer.close()
                try? FileManager.default.removeItem(atPath: path)
                show("Cannot record: the session did not reproduce (please report this)")
                return
            }
            recorder = writer
            recordingStart = now
            stoppedReason = nil
            show("Recording to \(path)")
        } catch {
            show("Cannot record: \(error)")
        }
    }

    private mutating func stopRecording() {
        guard let writer = recorder else { return }
        recorder = nil
        do {
            // finish() returns once the file is on the disk (fsync): only then is it "saved".
            try writer.finish(app: app)
            show("Saved \(writer.framesWritten) frames to \(writer.path)")
            Log.info("recorded \(writer.framesWritten) frames to \(writer.path)")
        } catch {
            recordingStopped(writer, error)
        }
    }

    /// A message at the foot of the left column for `messageDuration` (the latest one wins).
    mutating func show(_ text: String) {
        message = (text, now + Self.messageDuration)
    }

    /// Ends the session: an open recording gets its end line (Esc, window close, SIGINT, SIGTERM).
    mutating func finish() {
        guard let writer = recorder else { return }
        recorder = nil
        do {
            try writer.finish(app: app)
            Log.info("recorded \(writer.framesWritten) frames to \(writer.path)")
        } catch {
            recordingStopped(writer, error)
        }
    }

    var dumpState: String { DumpState(app: app).json }

    /// When the next frame is needed: the app's wish, the REC clock's next second, a message's
    /// end, a second look at a missing scene file.
    var wake: Wake {
        var wake = app.wake
        if !carried.isEmpty { wake = .nextFrame }
        if recorder != nil {
            let elapsed = now - recordingStart
            wake = wake.merged(with: .at(now + 1_000_000 - elapsed % 1_000_000))
        }
        if let message, message.until > now { wake = wake.merged(with: .at(message.until)) }
        // A scene file found missing is looked at again once its grace is over.
        if let check = sceneReloads?.nextCheck { wake = wake.merged(with: .at(check)) }
        return wake
    }

    /// This frame's draw list, with room for `capacity` commands (last frame's count).
    func drawList(stats: HostStats, capacity: Int = 0) -> DrawList {
        let banner = message.flatMap { $0.until > now ? $0.text : nil }
        var list = DrawList(capacity: capacity)
        // The indicator sits in the app's footer, never over the demo.
        app.draw(
            into: &list,
            host: HostInfo(
                rendererName: stats.rendererName, vsync: stats.vsync,
                textCacheHits: stats.textCacheHits, textCacheMisses: stats.textCacheMisses,
                lastFrameMicros: stats.lastFrameMicros, banner: banner,
                recording: recordingLabel))
        return list
    }

    /// The footer's recording line: REC with the elapsed time, or that recording stopped and why
    /// (a full disk), which stays until the next Ctrl+R.
    private var recordingLabel: String? {
        guard recorder != nil else { return stoppedReason.map { "REC stopped: \($0)" } }
        let seconds = Int((now - recordingStart) / 1_000_000)
        return "● REC \(seconds / 60):\(seconds % 60 < 10 ? "0" : "")\(seconds % 60)"
    }

    /// Ctrl+R never overwrites: `NAME.jsonl`, else `NAME-2.jsonl`, `NAME-3.jsonl`… (each created exclusively).
    static func createUnique(_ path: String, settings: SessionSettings) throws(ReplayError) -> ReplayWriter {
        let stem = path.hasSuffix(".jsonl") ? String(path.dropLast(6)) : path
        var n = 1
        while true {
            do {
                // The program's own folder under $XDG_DATA_HOME: made on the first Ctrl+R.
                return try ReplayWriter(
                    path: n == 1 ? "\(stem).jsonl" : "\(stem)-\(n).jsonl", settings: settings, createFolder: true)
            } catch  where error.kind == .exists && n < 1000 {
                n += 1
            }
        }
    }

    /// Where the journal's scene saves go: $XDG_CACHE_HOME/motion-playground (XDG base
    /// directories; a disk, where /tmp may be memory), else the temporary folder.
    static func spillFolders() -> [String] {
        let env = ProcessInfo.processInfo.environment
        let cache =
            env["XDG_CACHE_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? (env["HOME"] ?? NSHomeDirectory()) + "/.cache"
        return [cache + "/motion-playground", NSTemporaryDirectory()]
    }

    /// $XDG_DATA_HOME/motion-playground/recordings/<demo>-<date>-<time>.jsonl (XDG base directories).
    static func defaultRecordingPath(demo: String) -> String {
        let env = ProcessInfo.processInfo.environment
        let base =
            env["XDG_DATA_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? (env["HOME"] ?? NSHomeDirectory()) + "/.local/share"
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        return "\(base)/motion-playground/recordings/\(demo)-\(formatter.string(from: Date())).jsonl"
    }
}
