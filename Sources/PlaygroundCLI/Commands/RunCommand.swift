import ArgumentParser
import Demos
import Foundation
import Lab
import Motion
import PlaygroundCore
import Replay
import SDLHost

/// `playground run`: the window with the panel and the demos.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Open the window (the default command)."
    )

    @Option(name: .long, help: "The demo or scene to show first (see `playground demos`; default easing).")
    var demo: String?
    @Option(
        name: .long,
        help: "Play this scene file (docs/scenes.md) and show it first; saving it reloads it live.")
    var scene: String?
    @Option(
        name: .long,
        help: "Window size on the screen, WxH in pixels (the app gets that divided by the UI scale, in points).",
        transform: ViewportSize.parseOnScreen)
    var size = ViewportSize(argument: "1024x720")!
    @Option(name: .long, help: UIScaleArgument.help, transform: UIScaleArgument.parse) var uiScale: UIScale?
    @Option(name: .long, help: DeviceArgument.help, transform: DeviceArgument.parse) var device: DeviceFrame?
    @Option(name: .long, help: "Renderer: auto (OpenGL + vsync, else software), software or opengl.") var renderer =
        "auto"
    @Option(name: .long, help: "Font file (TTF/OTF[:face]); default: fontconfig's sans-serif with Chinese.") var font:
        String?
    @Option(name: .long, help: "Record the session to this replay file (JSON Lines).") var record: String?
    @Option(name: .long, help: "Seed for every random choice in the demos.", transform: BoundedArgument.seed)
    var seed: UInt64 = 1
    @Option(
        name: .customLong("set"),
        help: "A parameter NAME=VALUE, e.g. salon.deceleration_rate=0.99 (repeatable; see `playground params`).")
    var settings: [String] = []
    @Flag(name: .long, help: "Print the final state as JSON at exit.") var dumpState = false
    @Option(name: .long, help: "Save the last frame to this PNG at exit.") var screenshot: String?
    @Option(
        name: .long, help: "Quit after presenting this many frames (start-up measurements).",
        transform: BoundedArgument.integer(BenchCommand.frameRange)) var frames: Int?
    @Flag(name: .long, help: "Print the renderer, driver, font and start-up time on stderr.") var verbose = false

    func run() throws {
        let processStart = MonotonicClock.micros()
        InputFiles.declare(scene, as: "the scene file")
        InputFiles.declareFont(font)
        guard let preference = RendererPreference(rawValue: renderer) else {
            throw ExitFailure.badInput("--renderer must be auto, software or opengl, not '\(renderer)'")
        }
        if let frames, !BenchCommand.frameRange.contains(frames) {
            throw ExitFailure.badInput("--frames \(frames) is out of range (1...\(BenchCommand.frameRange.upperBound))")
        }
        if let record, let problem = ReplayWriter.problem(withExisting: record) { throw ExitFailure(problem) }
        let library = try SceneLibrary(extra: scene)
        for warning in library.warnings { Log.info(warning) }
        let catalog = ParameterCatalog.builtIn.adding(library.scenes)
        let parameters = try ParameterArguments.parse(
            DeviceArgument.settings(settings, device: device), catalog: catalog)
        if let screenshot { try OutputPath.validate(screenshot, flag: "--screenshot") }
        let demo = self.demo ?? library.chosenID ?? "easing"
        let ids = DemoCatalog.ids + library.scenes.map(\.id)
        guard ids.contains(demo) else {
            throw ExitFailure.badInput(SessionError.unknownDemo(demo, known: ids).description)
        }

        if let uiScale, let problem = WindowSizing.problem(size: size.size, uiScale: uiScale) {
            throw ExitFailure.badInput(problem)
        }
        let host = try HostSetup(
            title: "Motion Playground", sizing: .onScreen(size.size), renderer: preference, font: font,
            uiScale: uiScale)
        if verbose {
            Log.info(
                "renderer \(host.renderer.name)\(host.renderer.vsync ? " + vsync" : ""), video driver \(host.context.videoDriver ?? "?"), "
                    + "pixel scale \(host.renderer.pixelScale) (UI scale \(host.uiScaleSource)), font \(host.fonts.primary)"
                    + (host.fonts.fallback.map { " (fallback \($0))" } ?? ""))
            if let why = host.renderer.fallbackReason { Log.info("software renderer chosen: \(why)") }
        }
        let sessionSettings = SessionSettings(
            demoID: demo, viewport: host.window.size, pixelScale: host.renderer.pixelScale,
            seed: seed, parameters: parameters, scenes: library.scenes, device: device)
        var session = try LiveSession(
            settings: sessionSettings, recordPath: record, scenePaths: library.paths,
            shippedScenes: library.shippedFolder)
        if library.shippedFolder == nil {
            // Said once, not silently: the list simply lacks the examples otherwise.
            Log.info(SceneLibrary.missingShippedScenes())
            session.show(SceneLibrary.missingShippedScenesBanner)
        }
        var presented = 0
        var screenshotTaken = screenshot == nil
        var screenshotFailure: ExitFailure?
        var quitting = false
        var lastCommandCount = 0
        let loop = FrameLoop(window: host.window, renderer: host.renderer, textCache: host.textCache)
        if verbose {
            // On screen, not merely started: logged once the first frame is presented.
            loop.onPresent = { index in
                if index == 0 { Log.info("first frame after \((MonotonicClock.micros() - processStart) / 1000) ms") }
            }
        }
        loop.run { hostFrame in
            if quitting && screenshotTaken { return FrameOutput(drawList: DrawList(), quit: true) }
            session.step(hostFrame)
            presented += 1
            if session.wantsQuit || hostFrame.quitRequested || (frames.map { presented >= $0 } ?? false) {
                quitting = true
                // Esc, Q, closing the window, SIGINT/SIGTERM: the frame's inputs are recorded, so
                // stop now rather than draw a frame nobody will see.
                if screenshot == nil && frames == nil { return FrameOutput(drawList: DrawList(), quit: true) }
            }
            // --frames counts presented frames, so it keeps the loop from sleeping until it is done.
            let wake: Wake = quitting || frames != nil ? .nextFrame : session.wake
            var output = FrameOutput(
                drawList: session.drawList(stats: hostFrame.stats, capacity: lastCommandCount), wake: wake)
            lastCommandCount = output.drawList.commands.count
            if quitting, let path = screenshot, !screenshotTaken {
                output.afterRender = { renderer in
                    do throws(ExitFailure) { try PNGExport.save(renderer, to: path, flag: "--screenshot") } catch {
                        screenshotFailure = error
                    }
                }
                screenshotTaken = true
            }
            // --frames N presents frame N; a screenshot sees it. Then the loop stops.
            output.quitAfterPresent = quitting
            return output
        }
        session.finish()
        if dumpState { try OutputFile.standardOutput.write(session.dumpState + "\n") }
        if let failure = session.recordingFailure ?? screenshotFailure { throw failure }
    }
}
