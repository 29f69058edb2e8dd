import Foundation
import Motion
import Playground
import Replay
import SDLHost

/// The live app plus everything the window adds around it: recording (from `--record` or
/// Ctrl+R), the REC indicator and messages.
///
/// Ctrl+R can start recording mid-session and the file must still replay exactly, so every
/// frame since launch is kept in a journal (frames only exist while something moves, so it
/// stays small) and a recording starts by re-simulating that journal into the file from the
/// session's first frame. A fresh app fed the journal must land on the live app's digest; if it
/// does not, the recording is refused rather than saved wrong.
struct LiveSession {
    /// Messages stay on screen this long (µs).
    static let messageDuration: Int64 = 4_000_000

    let settings: SessionSettings
    private(set) var app: PlaygroundApp
    private var journal: [(frame: Frame, inputs: [TimedInput])] = []
    /// `parameter_changed` facts the tuning panel made last frame: recorded and applied first
    /// in this one.
    private var carried: [TimedInput] = []
    private var recorder: ReplayWriter?
    private var recordingStart: Int64 = 0
    private var message: (text: String, until: Int64)?
    private var now: Int64 = 0
    private(set) var recordingFailure: String?

    init(settings: SessionSettings, recordPath: String?) throws {
        self.settings = settings
        do {
            app = try PlaygroundApp(settings: settings)
        } catch {
            throw ExitFailure.badInput(error.description)
        }
        if let recordPath {
            do {
                recorder = try ReplayWriter(path: recordPath, settings: settings)
            } catch {
                throw ExitFailure.badInput(error.description)
            }
        }
    }

    var wantsQuit: Bool { app.quitRequested || recordingFailure != nil }

    mutating func step(_ host: HostFrame) {
        now = host.time
        let first = min(host.time, host.inputs.first?.time ?? host.time)
        var inputs = carried.map { TimedInput(time: min($0.time, first), $0.input) }
        carried = []
        var toggleRecording = false
        if host.windowSize != app.windowSize {
            // The window manager may size the window differently from --size: tell the app first.
            let t = min(host.time, host.inputs.first?.time ?? host.time)
            inputs.append(TimedInput(time: t, .viewportResized(host.windowSize)))
        }
        for timed in host.inputs {
            if case .keyPressed("r", let modifiers) = timed.input, modifiers.contains(.ctrl) {
                toggleRecording = true   // a host command, never a fact the core consumes
                continue
            }
            inputs.append(timed)
        }
        let frame = host.frame
        journal.append((frame, inputs))
        // The frame goes to disk before the step (a crash inside step still leaves it), and the
        // app steps exactly once whatever the disk does.
        record { try $0.append(frame: frame, inputs: inputs) }
        app.step(frame, inputs: inputs)
        carried = app.takeEmittedInputs()
        if let text = app.takeClipboardText() {
            do { try Clipboard.set(text) } catch { show("Cannot copy: \(error)") }
        }
        record { [app] in try $0.checkpointIfDue(app: app) }
        if toggleRecording { recorder == nil ? startRecording() : stopRecording() }
    }

    /// Runs a write; a failure stops the recording and quits with the reason (exit 2).
    private mutating func record(_ write: (ReplayWriter) throws -> Void) {
        guard let writer = recorder else { return }
        do {
            try write(writer)
        } catch {
            recordingFailure = "recording stopped: \(error)"
            recorder = nil
        }
    }

    private mutating func startRecording() {
        let path = Self.defaultRecordingPath(demo: app.currentDemoID)
        do {
            let writer = try ReplayWriter(path: path, settings: settings)
            var shadow = try PlaygroundApp(settings: settings)
            for entry in journal {
                try writer.record(&shadow, frame: entry.frame, inputs: entry.inputs)
            }
            guard shadow.digest() == app.digest() else {
                writer.close()
                try? FileManager.default.removeItem(atPath: path)
                show("Cannot record: the session did not reproduce (please report this)")
                return
            }
            recorder = writer
            recordingStart = now
            show("Recording to \(path)")
        } catch {
            show("Cannot record: \(error)")
        }
    }

    private mutating func stopRecording() {
        guard let writer = recorder else { return }
        do {
            try writer.finish(app: app)
            show("Saved \(writer.framesWritten) frames to \(writer.path)")
            Log.info("recorded \(writer.framesWritten) frames to \(writer.path)")
        } catch {
            show("Recording failed: \(error)")
        }
        recorder = nil
    }

    private mutating func show(_ text: String) {
        message = (text, now + Self.messageDuration)
    }

    /// Ends the session: an open recording gets its end line (Esc, window close, SIGINT, SIGTERM).
    mutating func finish() {
        guard let writer = recorder else { return }
        do {
            try writer.finish(app: app)
            Log.info("recorded \(writer.framesWritten) frames to \(writer.path)")
        } catch {
            recordingFailure = "cannot finish the recording \(writer.path): \(error)"
        }
        recorder = nil
    }

    var dumpState: String { DumpState(app: app).json }

    /// When the next frame is needed: the app's wish, the REC clock's next second, a message's end.
    var wake: Wake {
        var wake = app.wake
        if !carried.isEmpty { wake = .nextFrame }
        if recorder != nil {
            let elapsed = now - recordingStart
            wake = wake.merged(with: .at(now + 1_000_000 - elapsed % 1_000_000))
        }
        if let message, message.until > now { wake = wake.merged(with: .at(message.until)) }
        return wake
    }

    func drawList(stats: HostStats) -> DrawList {
        let banner = message.flatMap { $0.until > now ? $0.text : nil }
        var list = DrawList()
        app.draw(into: &list, host: HostInfo(rendererName: stats.rendererName, vsync: stats.vsync,
                                             textCacheHits: stats.textCacheHits, textCacheMisses: stats.textCacheMisses,
                                             lastFrameMicros: stats.lastFrameMicros, banner: banner))
        if recorder != nil { drawRecordingIndicator(into: &list) }
        return list
    }

    private func drawRecordingIndicator(into list: inout DrawList) {
        let seconds = Int((now - recordingStart) / 1_000_000)
        let text = "REC \(seconds / 60):\(seconds % 60 < 10 ? "0" : "")\(seconds % 60)"
        let box = Rect(x: app.windowSize.width - 120, y: app.windowSize.height - 40, width: 108, height: 28)
        list.fill(box, Theme.overlayBackground, radius: 14)
        list.fill(Rect(center: Point(x: box.minX + 16, y: box.midY), size: Size(width: 12, height: 12)), Theme.recording, radius: 6)
        list.text(text, in: Rect(x: box.minX + 28, y: box.minY, width: 76, height: box.height), size: 13, weight: .bold,
                  color: .white)
    }

    /// $XDG_DATA_HOME/motion-playground/recordings/<demo>-<date>-<time>.jsonl (XDG base directories).
    static func defaultRecordingPath(demo: String) -> String {
        let env = ProcessInfo.processInfo.environment
        let base = env["XDG_DATA_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? (env["HOME"] ?? NSHomeDirectory()) + "/.local/share"
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        return "\(base)/motion-playground/recordings/\(demo)-\(formatter.string(from: Date())).jsonl"
    }
}
