import ArgumentParser
import Demos
import Foundation
import Lab
import Motion
import Replay
import SDLHost
import Scenes

/// `playground bench`: scripted, seeded workloads per demo, stepped at 60 Hz frame times
/// headless, every phase of every frame timed; optionally the C baseline comparison, the draw
/// dump it reads, the long-replay throughput and a PNG plot. Speed targets live here and in
/// docs/benchmarks.md, never in timed unit tests.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract:
            "Measure step, draw-list build and render per frame for each demo or scene file (see docs/benchmarks.md).",
        discussion:
            "Exit codes: 0 ok (targets are reported, not enforced), 2 bad arguments, 3 no display for --render opengl or no font."
    )

    /// Frames per demo: every frame's timings are kept, so the count is bounded (about 100 MB at the top).
    static let frameRange = 1...1_000_000

    @Option(name: .long, help: "A demo id, or all (the default).") var demo: String?
    @Option(
        name: .long,
        help: ArgumentHelp(
            "A scene file to bench instead of the demos, with the salon's workload along its axis (repeatable: "
                + "each in a process of its own, compared with the first).", valueName: "FILE"))
    var scene: [String] = []
    @Option(name: .long, help: ArgumentHelp(visibility: .hidden)) var sceneChildOutput: String?
    @Option(name: .long, help: "Frames per demo (60 Hz frame times).", transform: BoundedArgument.integer(frameRange))
    var frames = 600
    @Option(name: .long, help: "Window size in points, WxH.", transform: ViewportSize.parse)
    var size = ViewportSize(argument: "1024x720")!
    @Option(name: .long, help: "none, software (offscreen, dummy driver) or opengl (hidden window; needs DISPLAY).")
    var render = "software"
    @Flag(name: .long, help: "Print one JSON object instead of the table.") var json = false
    @Option(name: .long, help: "Also write the JSON object to this file (the table still goes to stdout).")
    var jsonFile: String?
    @Option(name: .long, help: "Write the frames' resolved draw commands to FILE (the C baseline's input).")
    var dumpDraw: String?
    @Option(name: .long, help: "Compare render time with this C baseline binary (built by scripts/bench.sh).")
    var baseline: String?
    @Option(name: .long, help: "Alternating rounds for the baseline and peer comparisons (each side).") var rounds = 3
    @Option(
        name: .long, help: "Compare whole frames with this peer binary (Dear ImGui's demo, built by scripts/bench.sh).")
    var peer: String?
    @Option(name: .long, help: "Also generate and verify a replay this many minutes long (0: skip).")
    var replayMinutes = 0.0
    @Option(name: .long, help: "Keep the generated replay at this path.") var replayFile: String?
    @Option(name: .long, help: "With --replay-minutes: time this many seeks in it, as the replay window does.")
    var seeks = 0
    @Option(name: .long, help: "Plot frame times per demo to this PNG.") var plot: String?
    @Option(name: .long, help: "Time the replay parser against JSONSerialization on this replay file.")
    var jsonParser: String?
    @Option(name: .long, help: "Seed of the workloads.", transform: BoundedArgument.seed) var seed: UInt64 = 1
    @Option(name: .long, help: "Font file (TTF/OTF[:face]).") var font: String?

    func run() throws {
        InputFiles.declare(scene, as: "a scene file")
        InputFiles.declareFont(font)
        InputFiles.declare(jsonParser, as: "the --json-parser recording")
        InputFiles.declare(baseline, as: "the --baseline program")
        InputFiles.declare(peer, as: "the --peer program")
        guard let kind = BenchRenderTarget.Kind(rawValue: render) else {
            throw ExitFailure.badInput("--render must be none, software or opengl, not '\(render)'")
        }
        guard Self.frameRange.contains(frames) else {
            let range = "\(Self.frameRange.lowerBound)...\(Self.frameRange.upperBound)"
            throw ExitFailure.badInput("--frames \(frames) is out of range (\(range))")
        }
        guard (1...50).contains(rounds) else {
            throw ExitFailure.badInput("--rounds \(rounds) is out of range (1...50)")
        }
        guard replayMinutes.isFinite, (0...600).contains(replayMinutes) else {
            throw ExitFailure.badInput("--replay-minutes \(replayMinutes) is out of range (0...600)")
        }
        if let replayFile, let problem = ReplayWriter.problem(withExisting: replayFile) { throw ExitFailure(problem) }
        guard (0...100_000).contains(seeks), seeks == 0 || replayMinutes > 0 else {
            throw ExitFailure.badInput("--seeks wants 0 to 100000 and a --replay-minutes to seek in")
        }
        if let jsonFile { try OutputPath.validate(jsonFile, flag: "--json-file") }
        if !scene.isEmpty { return try runScenes(kind: kind) }
        let demos: [String]
        let demo = self.demo ?? "all"
        if demo == "all" {
            demos = DemoCatalog.ids
        } else {
            guard DemoCatalog.index(of: demo) != nil else {
                throw ExitFailure.badInput(SessionError.unknownDemo(demo).description)
            }
            demos = [demo]
        }
        let needsPixels = kind != .none || dumpDraw != nil || baseline != nil || plot != nil
        if (dumpDraw != nil || baseline != nil) && kind == .none {
            throw ExitFailure.badInput("--dump-draw and --baseline need --render software or opengl")
        }
        if kind == .opengl { try BenchRenderTarget.requireDisplay() } else { SDLContext.useHeadlessVideo() }
        var fonts: FontLocator.Choice?
        if needsPixels {
            do { fonts = try FontLocator().locate(explicitPath: font) } catch {
                throw ExitFailure(code: error.exitCode, message: error.description)
            }
        }
        let window = size.size
        let pixels = (Int(window.width), Int(window.height))

        var runs: [BenchDemoRun] = []
        var comparedPeer = peer.map { BenchPeer(binary: $0) }
        if peer != nil && kind != .software { throw ExitFailure.badInput("--peer needs --render software") }
        // With a peer, whole passes over every demo alternate with its runs (who goes first
        // alternates too); the first pass fills the table, the dump and the baseline comparison.
        for pass in 0..<(peer == nil ? 1 : rounds) {
            if let binary = peer, pass % 2 == 1 {
                comparedPeer?.rounds.append(try BenchPeer.runOnce(binary: binary, frames: frames, size: window))
            }
            let target = try BenchFrameTarget(
                kind: kind, size: window, fonts: fonts ?? FontLocator.Choice(primary: FontFace(path: "")))
            var passRuns: [BenchDemoRun] = []
            let label = peer == nil ? "bench frames" : "bench frames (pass \(pass + 1) of \(rounds))"
            let progress = ProgressBar(total: demos.count * frames, label: label)
            for (i, id) in demos.enumerated() {
                passRuns.append(
                    try BenchDemoRun.run(
                        demo: id, frames: frames, window: window, seed: seed, target: target,
                        keepLists: pass == 0 && (dumpDraw != nil || baseline != nil),
                        progress: { progress.update(i * frames + $0) }))
            }
            progress.finish()
            comparedPeer?.record(passRuns)
            if pass == 0 { runs = passRuns }
            if let binary = peer, pass % 2 == 0 {
                comparedPeer?.rounds.append(try BenchPeer.runOnce(binary: binary, frames: frames, size: window))
            }
        }

        var dumpPath = dumpDraw
        var temporaryDump: String?
        if let fonts, dumpDraw != nil || baseline != nil {
            let path = dumpDraw ?? NSTemporaryDirectory() + "playground-bench-\(getpid()).dump"
            if dumpDraw == nil { temporaryDump = path }
            dumpPath = path
            // Resolve every frame with a fresh target, so the dump holds what a cold run draws.
            let writer = BenchDumpWriter(size: pixels, fonts: fonts)
            let target = try BenchRenderTarget(kind: kind, size: window, fonts: fonts)
            target.trace = { writer.record($0) }
            for run in runs {
                writer.beginDemo(run.demo)
                for (n, list) in run.lists.enumerated() {
                    writer.beginFrame(n, clear: target.clear)
                    target.render(list)
                }
            }
            target.trace = nil
            try writer.write(to: path)
        }
        defer { if let temporaryDump { try? FileManager.default.removeItem(atPath: temporaryDump) } }

        var comparison: BenchBaseline?
        if let baseline, let fonts, let dumpPath {
            comparison = try BenchBaseline.compare(
                runs: runs, dumpPath: dumpPath, binary: baseline, kind: kind, size: window,
                fonts: fonts, rounds: rounds)
        }
        var replay: BenchReplay?
        if replayMinutes > 0 {
            replay = try BenchReplay.run(minutes: replayMinutes, window: window, seed: seed, keepAt: replayFile)
        }
        var seek: BenchSeek?
        if seeks > 0, let loaded = replay?.loaded {
            seek = try BenchSeek.run(replay: loaded, seeks: seeks, seed: seed, kind: kind, fonts: fonts)
        }
        replay?.loaded = nil
        if let plot, fonts != nil {
            try PNGExport.write(grid: BenchPlot.grid(runs, render: render), to: plot, flag: "--plot")
        }
        for i in runs.indices { runs[i].lists = [] }
        var report = BenchReport(
            render: render, size: "\(pixels.0)x\(pixels.1)", frames: frames, runs: runs,
            baseline: comparison, replay: replay, seek: seek,
            peakResidentKiB: BenchProcess.peakResidentKiB)
        report.peer = comparedPeer
        if let jsonFile { try OutputFile.write(Array((report.json + "\n").utf8), to: jsonFile, flag: "--json-file") }
        try OutputFile.standardOutput.write(json ? report.json + "\n" : report.text)
        if let jsonParser, !json {
            try OutputFile.standardOutput.write(try BenchJSONParsing.run(path: jsonParser, rounds: rounds).text)
        }
    }
}

extension BenchCommand {
    /// `--scene FILE ...`: a process per scene, then the report (`BenchScenes`). In the child
    /// (`--scene-child-output`), the one scene benched here and its run written for the parent.
    private func runScenes(kind: BenchRenderTarget.Kind) throws {
        if demo != nil {
            throw ExitFailure.badInput("--scene and --demo cannot be used together: bench either scene files or demos")
        }
        let demosOnly = [
            ("--dump-draw", dumpDraw != nil), ("--baseline", baseline != nil), ("--peer", peer != nil),
            ("--replay-minutes", replayMinutes > 0), ("--json-parser", jsonParser != nil),
        ]
        if let flag = demosOnly.first(where: \.1)?.0 {
            throw ExitFailure.badInput(
                "\(flag) is for the demos; with --scene use --frames, --size, --render, --seed, --rounds, --plot, "
                    + "--json or --json-file")
        }
        let scenes = try scene.map { file in
            (file: file, scene: try SceneLibrary.load(file, id: Scene.id(forFile: file)))
        }
        let window = size.size
        if kind == .opengl { try BenchRenderTarget.requireDisplay() } else { SDLContext.useHeadlessVideo() }
        if let output = sceneChildOutput {
            guard let only = scenes.first, scenes.count == 1 else {
                throw ExitFailure.badInput("--scene-child-output wants exactly one --scene")
            }
            var fonts = FontLocator.Choice(primary: FontFace(path: ""))
            if kind != .none {
                do { fonts = try FontLocator().locate(explicitPath: font) } catch {
                    throw ExitFailure(code: error.exitCode, message: error.description)
                }
            }
            let target = try BenchFrameTarget(kind: kind, size: window, fonts: fonts)
            let start = BenchProcess.residentKiB
            let run = try BenchDemoRun.run(
                demo: only.scene.id, scene: only.scene, frames: frames, window: window, seed: seed, target: target,
                keepLists: false)
            try BenchSceneChild.write(BenchSceneChild.Result(run: run, startResidentKiB: start), to: output)
            return
        }
        let pixels = "\(Int(window.width))x\(Int(window.height))"
        var arguments = ["--frames", String(frames), "--size", pixels, "--render", render, "--seed", String(seed)]
        if let font { arguments += ["--font", font] }
        let compared = try BenchScenes.run(scenes: scenes, rounds: rounds, arguments: arguments)
        if let plot {
            try PNGExport.write(grid: BenchPlot.grid(compared.tableRuns, render: render), to: plot, flag: "--plot")
        }
        var report = BenchReport(
            render: render, size: pixels, frames: frames, runs: compared.tableRuns, baseline: nil, replay: nil,
            seek: nil, peakResidentKiB: BenchProcess.peakResidentKiB)
        report.scenes = compared
        if let jsonFile { try OutputFile.write(Array((report.json + "\n").utf8), to: jsonFile, flag: "--json-file") }
        try OutputFile.standardOutput.write(json ? report.json + "\n" : report.text)
    }
}
