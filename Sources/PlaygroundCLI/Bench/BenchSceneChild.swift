import Foundation
import Motion

/// One scene benched in a process of its own: this binary run as `bench --scene FILE
/// --scene-child-output PATH` with the parent's frames, size, renderer, seed and font. The child
/// writes its run to PATH (every frame's figures, so the parent's table and JSON are computed
/// exactly as for a run in process) and prints nothing.
///
/// A process per scene makes its peak memory (VmHWM) that scene's alone: in one process the
/// high-water mark is the largest of all scenes benched so far, and memory a first scene freed
/// would be reused by the next without showing.
enum BenchSceneChild {
    /// What the child measured: its run, and its resident set just before the session was built.
    struct Result {
        var run: BenchDemoRun
        var startResidentKiB: Int
    }

    /// Runs the child for `file` and reads what it wrote. A child that fails makes us fail with
    /// its exit code and its one line (it is already escaped, and escaping twice changes nothing).
    static func run(file: String, arguments: [String]) throws -> Result {
        let output =
            NSTemporaryDirectory() + "playground-bench-scene-\(getpid())-\(UInt64.random(in: 0...UInt64.max)).json"
        defer { try? FileManager.default.removeItem(atPath: output) }
        let process = Process()
        // The running binary itself, even if a rebuild has replaced the file since it started.
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe")
        process.arguments = ["bench", "--scene", file, "--scene-child-output", output] + arguments
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        do { try process.run() } catch {
            throw ExitFailure.environment("cannot start a bench process for \(file): \(error.localizedDescription)")
        }
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            let last = said.split(separator: "\n").last.map(String.init) ?? ""
            let message = last.hasPrefix("playground: ") ? String(last.dropFirst("playground: ".count)) : last
            if process.terminationReason == .exit, !message.isEmpty {
                throw ExitFailure(code: process.terminationStatus, message: message)
            }
            throw ExitFailure.environment(
                "the bench process for \(file) stopped (\(process.terminationReason == .exit ? "exit" : "signal") "
                    + "\(process.terminationStatus)) \(message)")
        }
        if !said.isEmpty { Log.raw(said) }
        guard let data = FileManager.default.contents(atPath: output), let result = decode(data) else {
            throw ExitFailure.environment("the bench process for \(file) wrote no result to \(output)")
        }
        return result
    }

    /// The child's side: `result` as the parent reads it.
    static func write(_ result: Result, to path: String) throws {
        let run = result.run
        var object: [String: Any] = [
            "demo": run.demo, "step": run.step, "build": run.build, "render": run.render, "present": run.present,
            "total": run.total, "full_render": run.fullRender, "repainted": run.repainted,
            "window_pixels": run.windowPixels, "wall": run.wall, "moving_frames": run.movingFrames,
            "commands_per_frame": run.commandsPerFrame, "peak_rss_kib": run.peakResidentKiB,
            "start_rss_kib": result.startResidentKiB,
        ]
        if let c = run.textCache { object["text_cache"] = [c.hits, c.misses, c.evictions, c.entries] }
        let data = try JSONSerialization.data(withJSONObject: object)
        try OutputFile.write(Array(data), to: path, flag: "--scene-child-output")
    }

    static func decode(_ data: Data) -> Result? {
        guard let o = try? JSONSerialization.jsonObject(with: data) as? [String: Any], let demo = o["demo"] as? String
        else { return nil }
        func series(_ key: String) -> [Double] { (o[key] as? [NSNumber])?.map(\.doubleValue) ?? [] }
        func int(_ key: String) -> Int { (o[key] as? NSNumber)?.intValue ?? 0 }
        var run = BenchDemoRun(demo: demo)
        run.step = series("step")
        run.build = series("build")
        run.render = series("render")
        run.present = series("present")
        run.total = series("total")
        run.fullRender = series("full_render")
        run.repainted = series("repainted")
        run.windowPixels = max(1, int("window_pixels"))
        run.wall = (o["wall"] as? NSNumber)?.doubleValue ?? 0
        run.movingFrames = int("moving_frames")
        run.commandsPerFrame = (o["commands_per_frame"] as? NSNumber)?.doubleValue ?? 0
        run.peakResidentKiB = int("peak_rss_kib")
        if let c = (o["text_cache"] as? [NSNumber])?.map(\.intValue), c.count == 4 {
            run.textCache = (c[0], c[1], c[2], c[3])
        }
        guard run.step.count == run.total.count, run.build.count == run.total.count else { return nil }
        return Result(run: run, startResidentKiB: int("start_rss_kib"))
    }
}
