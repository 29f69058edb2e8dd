import Foundation
import Motion
import SDLHost

/// The frame-cost reference: Dear ImGui's demo window on SDL's renderer (`../shared/peers/`,
/// built by scripts/bench.sh), run with the same frames, size and renderer, in rounds that
/// alternate with ours. Each side's figure is the minimum over rounds of its per-round median,
/// so a round disturbed by a neighbour on a shared machine does not decide the ratio.
struct BenchPeer {
    var binary: String
    /// The peer's median frame (ms → µs) per round.
    var rounds: [Double] = []
    /// Our slowest demo's median full frame per round, µs, and which demo it was.
    var ours: [(demo: String, total: Double, fullTotal: Double)] = []
    /// Every demo's median whole frame per round, µs.
    var perDemo: [String: [Double]] = [:]
    var perDemoFull: [String: [Double]] = [:]
    var best: Double { rounds.min() ?? .nan }
    var oursBest: Double { ours.map(\.total).min() ?? .nan }
    var oursFullBest: Double { ours.map(\.fullTotal).min() ?? .nan }
    var ratio: Double { oursBest / best }
    var fullRatio: Double { oursFullBest / best }

    /// Runs the peer once: `PEER FRAMES W H software` under the dummy video driver.
    static func runOnce(binary: String, frames: Int, size: Size) throws -> Double {
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            throw ExitFailure.badInput("--peer \(binary) is not an executable (scripts/bench.sh builds it)")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = [String(frames), String(Int(size.width)), String(Int(size.height)), "software"]
        process.environment = SDLContext.headlessVideoEnvironment(ProcessInfo.processInfo.environment)
        // ImGui saves its window state to imgui.ini in the working directory: run it beside the
        // binary, from a fresh state every round, and keep the file out of the source tree.
        let folder = URL(fileURLWithPath: binary).deletingLastPathComponent()
        try? FileManager.default.removeItem(at: folder.appendingPathComponent("imgui.ini"))
        process.currentDirectoryURL = folder
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { throw ExitFailure.environment("cannot run the peer \(binary): \(error)") }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        // "imgui 1.86 demo 1024x720 software: median 0.683 ms p99 ..."
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
        guard process.terminationStatus == 0, let i = words.firstIndex(of: "median"), i + 1 < words.count,
            let ms = Double(words[i + 1])
        else {
            throw ExitFailure.environment(
                "the peer \(binary) printed no median (exit \(process.terminationStatus)): \(text)")
        }
        return ms * 1000
    }

    /// Our side of a round: the slowest demo by median whole frame.
    mutating func record(_ runs: [BenchDemoRun]) {
        guard let slowest = runs.max(by: { BenchStats($0.total).median < BenchStats($1.total).median }) else { return }
        let fullWorst = runs.map { BenchStats($0.fullTotal).median }.max() ?? .nan
        ours.append((slowest.demo, BenchStats(slowest.total).median, fullWorst))
        for run in runs {
            perDemo[run.demo, default: []].append(BenchStats(run.total).median)
            perDemoFull[run.demo, default: []].append(BenchStats(run.fullTotal).median)
        }
    }
}
