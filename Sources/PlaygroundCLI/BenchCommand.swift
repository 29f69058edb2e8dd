import ArgumentParser
import Foundation
import Motion
import Playground
import SDLHost

/// `playground bench`: scripted, seeded workloads per demo, stepped at 60 Hz frame times
/// headless, every phase of every frame timed; optionally the C baseline comparison, the draw
/// dump it reads, the long-replay throughput and a PNG plot. Speed targets live here and in
/// docs/benchmarks.md, never in timed unit tests.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure step, draw-list build and render per frame for each demo (see docs/benchmarks.md).",
        discussion: "Exit codes: 0 ok (targets are reported, not enforced), 2 bad arguments, 3 no display for --render opengl or no font."
    )

    @Option(name: .long, help: "A demo id, or all.") var demo = "all"
    @Option(name: .long, help: "Frames per demo (60 Hz frame times).") var frames = 600
    @Option(name: .long, help: "Window size in points, WxH.") var size = ViewportSize(argument: "1024x720")!
    @Option(name: .long, help: "none, software (offscreen, dummy driver) or opengl (hidden window; needs DISPLAY).")
    var render = "software"
    @Flag(name: .long, help: "Print one JSON object instead of the table.") var json = false
    @Option(name: .long, help: "Also write the JSON object to this file (the table still goes to stdout).")
    var jsonFile: String?
    @Option(name: .long, help: "Write the frames' resolved draw commands to FILE (the C baseline's input).") var dumpDraw: String?
    @Option(name: .long, help: "Compare render time with this C baseline binary (built by scripts/bench.sh).") var baseline: String?
    @Option(name: .long, help: "Alternating rounds for the baseline and peer comparisons (each side).") var rounds = 3
    @Option(name: .long, help: "Compare whole frames with this peer binary (Dear ImGui's demo, built by scripts/bench.sh).")
    var peer: String?
    @Option(name: .long, help: "Also generate and verify a replay this many minutes long (0: skip).") var replayMinutes = 0.0
    @Option(name: .long, help: "Keep the generated replay at this path.") var replayFile: String?
    @Option(name: .long, help: "Plot frame times per demo to this PNG.") var plot: String?
    @Option(name: .long, help: "Seed of the workloads.") var seed: UInt64 = 1
    @Option(name: .long, help: "Font file (TTF/OTF[:face]).") var font: String?

    func run() throws {
        guard let kind = BenchRenderTarget.Kind(rawValue: render) else {
            throw ExitFailure.badInput("--render must be none, software or opengl, not '\(render)'")
        }
        guard frames >= 1 else { throw ExitFailure.badInput("--frames must be at least 1") }
        guard (1...50).contains(rounds) else { throw ExitFailure.badInput("--rounds must be between 1 and 50") }
        guard replayMinutes.isFinite, (0...600).contains(replayMinutes) else {
            throw ExitFailure.badInput("--replay-minutes must be between 0 and 600")
        }
        if let jsonFile { try OutputPath.validate(jsonFile, flag: "--json-file") }
        let demos: [String]
        if demo == "all" {
            demos = DemoCatalog.ids
        } else {
            guard DemoCatalog.index(of: demo) != nil else { throw ExitFailure.badInput(SessionError.unknownDemo(demo).description) }
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
            if let binary = peer, pass % 2 == 1 { comparedPeer?.rounds.append(try BenchPeer.runOnce(binary: binary, frames: frames, size: window)) }
            let target = try BenchFrameTarget(kind: kind, size: window, fonts: fonts ?? FontLocator.Choice(primary: FontFace(path: "")))
            var passRuns: [BenchDemoRun] = []
            for id in demos {
                passRuns.append(try BenchDemoRun.run(demo: id, frames: frames, window: window, seed: seed, target: target,
                                                     keepLists: pass == 0 && (dumpDraw != nil || baseline != nil)))
            }
            comparedPeer?.record(passRuns)
            if pass == 0 { runs = passRuns }
            if let binary = peer, pass % 2 == 0 { comparedPeer?.rounds.append(try BenchPeer.runOnce(binary: binary, frames: frames, size: window)) }
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
            comparison = try BenchBaseline.compare(runs: runs, dumpPath: dumpPath, binary: baseline, kind: kind, size: window,
                                                   fonts: fonts, rounds: rounds)
        }
        var replay: BenchReplay?
        if replayMinutes > 0 {
            replay = try BenchReplay.run(minutes: replayMinutes, window: window, seed: seed, keepAt: replayFile)
        }
        if let plot, let _ = fonts {
            try PNGExport.write(grid: BenchPlot.grid(runs, render: render), to: plot)
        }
        for i in runs.indices { runs[i].lists = [] }
        var report = BenchReport(render: render, size: "\(pixels.0)x\(pixels.1)", frames: frames, runs: runs,
                                 baseline: comparison, replay: replay, peakResidentKiB: BenchProcess.peakResidentKiB)
        report.peer = comparedPeer
        if let jsonFile {
            do { try (report.json + "\n").write(toFile: jsonFile, atomically: true, encoding: .utf8) } catch {
                throw ExitFailure.environment("cannot write \(jsonFile): \(error.localizedDescription)")
            }
        }
        print(json ? report.json : report.text, terminator: json ? "\n" : "")
    }
}
