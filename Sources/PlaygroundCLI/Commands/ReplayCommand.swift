import ArgumentParser
import Foundation
import Lab
import Motion
import PlaygroundCore
import Replay
import SDLHost

/// `playground replay FILE`: plays a recording in the window, or headless as fast as possible.
struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Play a replay file in the window, or --headless to verify it.",
        discussion:
            "Exit codes: 0 ok, 1 a checkpoint did not match or there was none to check (--verify), 2 bad file or "
            + "arguments, 3 no display or font."
    )

    @Argument(help: "The replay file (JSON Lines, see docs/replay-format.md).") var file: String
    @Flag(name: .long, help: "No window: step every frame as fast as possible.") var headless = false
    @Flag(name: .long, help: "Check every checkpoint; exit 1 at the first mismatch.") var verify = false
    @Flag(name: .long, help: "Print the final state as JSON.") var dumpState = false
    @Option(name: .long, help: "Window playback speed, 0.1 to 8.") var speed = 1.0
    @Option(name: .long, help: "FRAME=PATH.png: render that frame to a PNG (software renderer; repeatable).")
    var screenshot: [String] = []
    @Option(name: .long, help: "Renderer for window playback: auto, software or opengl.") var renderer = "auto"
    @Option(name: .long, help: "Font file for text.") var font: String?
    @Option(
        name: .long,
        help: ArgumentHelp(
            "UI scale, 0.75 to 3: the window, or a --screenshot PNG, is the recording's viewport (points) times "
                + "its pixel scale times this. Default: the desktop's in the window, 1 for --headless.",
            valueName: "x"),
        transform: UIScaleArgument.parse) var uiScale: UIScale?
    @Option(
        name: .long,
        help: ArgumentHelp(
            "With --headless: play the recording's inputs under this build and record them to NEW, with this "
                + "build's checkpoints (to accept a change of behaviour; never overwrites).",
            valueName: "NEW"))
    var record: String?

    func run() throws {
        InputFiles.declare(file, as: "the recording")
        InputFiles.declareFont(font)
        guard speed.isFinite, (0.1...8).contains(speed) else {
            throw ExitFailure.badInput("--speed \(speed) is out of range (0.1...8)")
        }
        let shots = try ScreenshotRequest.parse(screenshot)
        if let record {
            guard headless, !verify, shots.isEmpty, !dumpState else {
                throw ExitFailure.badInput(
                    "--record re-records the recording: give it with --headless alone (no --verify, --screenshot "
                        + "or --dump-state); then `playground verify \(record)`")
            }
            if let problem = ReplayWriter.problem(withExisting: record) { throw ExitFailure(problem) }
            let frames = try ReplayRerecording(source: file, destination: record).run()
            Log.info(
                "re-recorded \(frames) frames into \(record); `playground diff \(file) \(record)` shows what moved")
            return
        }
        for shot in shots { try OutputPath.validate(shot.path, flag: "--screenshot") }
        if headless || verify && !hasDisplay {
            try runHeadless(shots: shots)
            return
        }
        guard let preference = RendererPreference(rawValue: renderer) else {
            throw ExitFailure.badInput("--renderer must be auto, software or opengl, not '\(renderer)'")
        }
        // Window playback steps back and forth through the frames, so it reads them all.
        let replay: Replay
        do {
            replay = try ReplayReader().read(path: file)
        } catch {
            throw ExitFailure(error)
        }
        if let notice = replay.notice { Log.info(notice) }
        if let last = replay.frames.last?.frame.index, let beyond = shots.first(where: { $0.frame > last }) {
            throw ExitFailure.badInput("--screenshot frame \(beyond.frame) is beyond the replay's last frame \(last)")
        }
        try runInWindow(replay, preference: preference, shots: shots)
    }

    private var hasDisplay: Bool {
        let env = ProcessInfo.processInfo.environment
        return env["DISPLAY"] != nil || env["WAYLAND_DISPLAY"] != nil
    }

    /// Streams the file (`ReplayStream`): memory stays flat however long the replay is.
    private func runHeadless(shots: [ScreenshotRequest]) throws {
        let stream: ReplayStream
        do {
            stream = try ReplayReader().stream(path: file)
        } catch {
            throw ExitFailure(error)
        }
        var camera: ScreenshotCamera?
        if !shots.isEmpty {
            // The header must start a session before a canvas is sized from it.
            do { _ = try PlaygroundApp(settings: stream.header.sessionSettings) } catch {
                throw ExitFailure.badInput("\(file):1: cannot start the session: \(error)")
            }
            SDLContext.useHeadlessVideo()  // headless never opens a window
            camera = try ScreenshotCamera(header: stream.header, source: file, font: font, uiScale: uiScale ?? .one)
        }
        // The file is streamed, so progress is the share of its bytes read (frames are not counted first).
        let progress = ProgressBar(total: (stream.byteCount ?? 0) / 1024, label: "KiB read", minimumTotal: 64)
        var shotFailure: ExitFailure?
        var taken = Set<Int>()
        let result: ReplayResult
        do {
            result = try ReplayPlayer.run(
                stream, verify: verify,
                progress: { _, fraction in
                    if let fraction { progress.update(Int(fraction * Double(progress.total))) }
                },
                // Only screenshots need each frame's session; without them verify spreads over two threads.
                afterFrame: shots.isEmpty
                    ? nil
                    : { frame, app in
                        for shot in shots where shot.frame == frame.index && shotFailure == nil {
                            do throws(ExitFailure) { try camera?.capture(app, to: shot.path) } catch {
                                shotFailure = error
                            }
                            taken.insert(shot.frame)
                        }
                    })
        } catch {
            progress.finish()
            throw ExitFailure(error)
        }
        progress.finish()
        if let notice = result.notice { Log.info(notice) }
        // An older recording that matched everywhere played under its own rules: nothing to add.
        let olderAndMatched =
            result.mismatchCount == 0 && AppVersion(stream.header.appVersion).map { $0 < .current } == true
        if let note = result.versionNote, !olderAndMatched { Log.info(note) }
        if let shotFailure { throw shotFailure }
        let last = result.lastFrameIndex ?? -1
        if let beyond = shots.first(where: { $0.frame > last }) {
            throw ExitFailure.badInput("--screenshot frame \(beyond.frame) is beyond the replay's last frame \(last)")
        }
        if dumpState { try OutputFile.standardOutput.write(result.dumpState.json + "\n") }
        Log.info(result.summary)
        if verify, let mismatch = result.firstMismatch { throw ExitFailure.mismatch(line(for: mismatch)) }
        if verify, let reason = result.nothingVerified { throw ExitFailure.mismatch("\(file): \(reason)") }
    }

    /// A mismatch of another version's recording names the file, as `verify`'s line does:
    /// `salon.jsonl: frame 240 differs; recorded with 0.1.0, and since then: …`.
    private func line(for mismatch: ReplayMismatch) -> String {
        mismatch.versionChanges == nil ? mismatch.description : "\(file): \(mismatch.description)"
    }

    private func runInWindow(_ replay: Replay, preference: RendererPreference, shots: [ScreenshotRequest]) throws {
        var viewer: ReplayViewer
        do {
            viewer = try ReplayViewer(replay: replay, speed: speed)
        } catch {
            throw ExitFailure(error)
        }
        // The recording's size plus the timeline strip below it.
        let host = try HostSetup(
            title: "Motion Playground — replay \(URL(fileURLWithPath: file).lastPathComponent)",
            sizing: .points(viewer.windowSize), renderer: preference, font: font, uiScale: uiScale)
        var pendingShots = shots
        var shotFailure: ExitFailure?
        let loop = FrameLoop(window: host.window, renderer: host.renderer, textCache: host.textCache)
        // The recording has its size in points: zooming makes the window larger or smaller.
        loop.zoomResizesWindow = true
        loop.run { hostFrame in
            let stepped = viewer.step(hostFrame, holdAt: Set(pendingShots.map(\.frame)))
            var output = FrameOutput(
                drawList: viewer.drawList(stats: hostFrame.stats), wake: viewer.wake,
                quit: viewer.quitRequested || hostFrame.quitRequested)
            let due = pendingShots.filter { stepped.contains($0.frame) }
            if !due.isEmpty {
                pendingShots.removeAll { stepped.contains($0.frame) }
                output.afterRender = { renderer in
                    for shot in due where shotFailure == nil {
                        do throws(ExitFailure) {
                            try PNGExport.save(renderer, to: shot.path, flag: "--screenshot")
                        } catch {
                            shotFailure = error
                        }
                    }
                }
            }
            return output
        }
        if dumpState { try OutputFile.standardOutput.write(DumpState(app: viewer.app).json + "\n") }
        Log.info(viewer.summary)
        if let shotFailure { throw shotFailure }
        if verify, let mismatch = viewer.firstMismatch { throw ExitFailure.mismatch(line(for: mismatch)) }
        let checkpoints = replay.checkpoints.count + (replay.end == nil ? 0 : 1)
        if verify, let reason = ReplayResult.nothingToVerify(frames: replay.frames.count, checkpoints: checkpoints) {
            throw ExitFailure.mismatch("\(file): \(reason)")
        }
    }
}

/// `--screenshot FRAME=PATH.png`.
struct ScreenshotRequest {
    var frame: Int
    var path: String

    static func parse(_ values: [String]) throws -> [ScreenshotRequest] {
        try values.map { value in
            let parts = value.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, let frame = Int(parts[0]), frame >= 0, parts[1].lowercased().hasSuffix(".png")
            else {
                throw ExitFailure.badInput("--screenshot wants FRAME=PATH.png (e.g. 120=shot.png), not '\(value)'")
            }
            return ScreenshotRequest(frame: frame, path: parts[1])
        }
    }
}

/// Renders the app offscreen with the software renderer for headless screenshots.
struct ScreenshotCamera {
    /// Pixels a side: a bigger canvas is gigabytes of memory for a picture nobody can open.
    static let maxSide = PNGExport.maxSide

    let canvas: SurfaceCanvas

    /// The canvas the header's viewport and pixel scale ask for, times the UI scale, refused
    /// (exit 2, naming the header's line) when it would be empty or over `maxSide`.
    init(header: ReplayHeader, source: String, font: String?, uiScale: UIScale = .one) throws {
        let v = header.viewport
        let scale = header.pixelScale * uiScale.value
        let width = (v.width * scale).rounded()
        let height = (v.height * scale).rounded()
        guard width >= 1, height >= 1, width <= Double(Self.maxSide), height <= Double(Self.maxSide) else {
            throw ExitFailure.badInput(
                "\(source):1: header viewport \(decimal(v.width, digits: 0))x"
                    + "\(decimal(v.height, digits: 0)) at pixel_scale \(header.pixelScale)"
                    + (uiScale == .one ? "" : " × --ui-scale \(uiScale)") + " is "
                    + "\(decimal(width, digits: 0))x\(decimal(height, digits: 0)) pixels; "
                    + "--screenshot renders 1...\(Self.maxSide) pixels a side — replay without --screenshot")
        }
        do {
            let fonts = try FontLocator().locate(explicitPath: font)
            canvas = try SurfaceCanvas(width: Int(width), height: Int(height), pixelScale: scale, fonts: fonts)
        } catch let error as FontError {
            throw ExitFailure(code: error.exitCode, message: error.description)
        } catch let error as SDLError {
            throw ExitFailure(code: error.exitCode, message: error.description)
        }
    }

    func capture(_ app: PlaygroundApp, to path: String) throws(ExitFailure) {
        canvas.render(app)
        try PNGExport.save(canvas.readPixels(), to: path, flag: "--screenshot")
    }
}
