import ArgumentParser
import Foundation
import Motion
import Playground
import Replay
import SDLHost

/// `playground replay FILE`: plays a recording in the window, or headless as fast as possible.
struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Play a replay file in the window, or --headless to verify it.",
        discussion: "Exit codes: 0 ok, 1 a checkpoint did not match (--verify), 2 bad file or arguments, 3 no display or font."
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

    func run() throws {
        guard speed.isFinite, (0.1...8).contains(speed) else {
            throw ExitFailure.badInput("--speed must be between 0.1 and 8")
        }
        let shots = try ScreenshotRequest.parse(screenshot)
        for shot in shots { try OutputPath.validate(shot.path, flag: "--screenshot") }
        let replay: Replay
        do {
            replay = try ReplayReader().read(path: file)
        } catch {
            throw ExitFailure.badInput(error.description)
        }
        if let notice = replay.notice { Log.info(notice) }
        if let last = replay.frames.last?.frame.index, let beyond = shots.first(where: { $0.frame > last }) {
            throw ExitFailure.badInput("--screenshot frame \(beyond.frame) is beyond the replay's last frame \(last)")
        }
        if headless || verify && !hasDisplay {
            try runHeadless(replay, shots: shots)
        } else {
            guard let preference = RendererPreference(rawValue: renderer) else {
                throw ExitFailure.badInput("--renderer must be auto, software or opengl, not '\(renderer)'")
            }
            try runInWindow(replay, preference: preference, shots: shots)
        }
    }

    private var hasDisplay: Bool {
        let env = ProcessInfo.processInfo.environment
        return env["DISPLAY"] != nil || env["WAYLAND_DISPLAY"] != nil
    }

    private func runHeadless(_ replay: Replay, shots: [ScreenshotRequest]) throws {
        var camera: ScreenshotCamera?
        if !shots.isEmpty {
            SDLContext.useHeadlessVideo()   // headless never opens a window
            camera = try ScreenshotCamera(viewport: replay.header.viewport, pixelScale: replay.header.pixelScale, font: font)
        }
        let progress = ProgressBar(total: replay.frames.count)
        var shotFailure: String?
        let result: ReplayResult
        do {
            result = try ReplayPlayer.run(replay, verify: verify, progress: { played, total in
                progress.update(played)
            }, afterFrame: { frame, app in
                for shot in shots where shot.frame == frame.index {
                    do { try camera?.capture(app, to: shot.path) } catch { shotFailure = "\(error)" }
                }
            })
        } catch {
            throw ExitFailure.badInput(error.description)
        }
        progress.finish()
        if let note = result.versionNote { Log.info(note) }
        if let shotFailure { throw ExitFailure.badInput(shotFailure) }
        if dumpState { print(result.dumpState.json) }
        Log.info(result.summary)
        if verify, let mismatch = result.firstMismatch { throw ExitFailure.mismatch(mismatch.description) }
    }

    private func runInWindow(_ replay: Replay, preference: RendererPreference, shots: [ScreenshotRequest]) throws {
        var viewer: ReplayViewer
        do {
            viewer = try ReplayViewer(replay: replay, speed: speed)
        } catch {
            throw ExitFailure.badInput(error.description)
        }
        // The recording's size plus the timeline strip below it.
        let host = try HostSetup(title: "Motion Playground — replay \(URL(fileURLWithPath: file).lastPathComponent)",
                                 size: viewer.windowSize, renderer: preference, font: font)
        var pendingShots = shots
        var shotFailure: String?
        FrameLoop(window: host.window, renderer: host.renderer, textCache: host.textCache).run { hostFrame in
            let stepped = viewer.step(hostFrame, holdAt: Set(pendingShots.map(\.frame)))
            var output = FrameOutput(drawList: viewer.drawList(stats: hostFrame.stats), wake: viewer.wake,
                                     quit: viewer.quitRequested || hostFrame.quitRequested)
            let due = pendingShots.filter { stepped.contains($0.frame) }
            if !due.isEmpty {
                pendingShots.removeAll { stepped.contains($0.frame) }
                output.afterRender = { renderer in
                    for shot in due {
                        do { try renderer.savePNG(path: shot.path) } catch { shotFailure = "cannot save \(shot.path): \(error)" }
                    }
                }
            }
            return output
        }
        if dumpState { print(DumpState(app: viewer.app).json) }
        Log.info(viewer.summary)
        if let shotFailure { throw ExitFailure.badInput(shotFailure) }
        if verify, let mismatch = viewer.firstMismatch { throw ExitFailure.mismatch(mismatch.description) }
    }
}

/// `--screenshot FRAME=PATH.png`.
struct ScreenshotRequest {
    var frame: Int
    var path: String

    static func parse(_ values: [String]) throws -> [ScreenshotRequest] {
        try values.map { value in
            let parts = value.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, let frame = Int(parts[0]), frame >= 0, parts[1].lowercased().hasSuffix(".png") else {
                throw ExitFailure.badInput("--screenshot wants FRAME=PATH.png (e.g. 120=shot.png), not '\(value)'")
            }
            return ScreenshotRequest(frame: frame, path: parts[1])
        }
    }
}

/// Renders the app offscreen with the software renderer for headless screenshots.
struct ScreenshotCamera {
    let canvas: SurfaceCanvas
    let viewport: Size

    init(viewport: Size, pixelScale: Double, font: String?) throws {
        self.viewport = viewport
        do {
            let fonts = try FontLocator().locate(explicitPath: font)
            canvas = try SurfaceCanvas(width: Int((viewport.width * pixelScale).rounded()),
                                       height: Int((viewport.height * pixelScale).rounded()), pixelScale: pixelScale, fonts: fonts)
        } catch let error as FontError {
            throw ExitFailure(code: error.exitCode, message: error.description)
        } catch let error as SDLError {
            throw ExitFailure(code: error.exitCode, message: error.description)
        }
    }

    func capture(_ app: PlaygroundApp, to path: String) throws {
        var list = DrawList()
        app.draw(into: &list, host: HostInfo(rendererName: "software", textCacheHits: canvas.textCache.hits,
                                             textCacheMisses: canvas.textCache.misses))
        canvas.render(list, clear: .white)
        try canvas.savePNG(path: path)
    }
}
