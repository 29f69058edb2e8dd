import Foundation
import Motion
import SDLHost

/// Our render time against the C baseline's on the same frames, measured in alternating rounds
/// in one run (ours, C, C, ours, ours, C...: first place alternates so drift hits both). Each
/// round starts with cold caches on both sides: a fresh render target here, a fresh process there.
/// The ratio compares each side's minimum of per-round medians.
struct BenchBaseline {
    struct Row {
        var demo: String
        /// Per-round medians of per-frame render time, µs.
        var ours: [Double]
        var theirs: [Double]
        var oursMedian: Double { BenchStats(ours).median }
        var theirsMedian: Double { BenchStats(theirs).median }
        /// The minimum of the per-round medians: the round least disturbed by the machine's neighbours.
        var oursBest: Double { ours.min() ?? .nan }
        var theirsBest: Double { theirs.min() ?? .nan }
        var ratio: Double { theirsBest > 0 ? oursBest / theirsBest : .nan }
    }

    var rows: [Row]
    var rounds: Int
    var binary: String

    static func compare(
        runs: [BenchDemoRun], dumpPath: String, binary: String, kind: BenchRenderTarget.Kind, size: Size,
        fonts: FontLocator.Choice, rounds: Int
    ) throws -> BenchBaseline {
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            throw ExitFailure.badInput("--baseline \(binary) is not an executable (build it with scripts/bench.sh)")
        }
        var rows = runs.map { Row(demo: $0.demo, ours: [], theirs: []) } + [Row(demo: "all", ours: [], theirs: [])]
        for round in 0..<rounds {
            for side in (round % 2 == 0 ? [0, 1] : [1, 0]) {
                if side == 0 {
                    let target = try BenchRenderTarget(kind: kind, size: size, fonts: fonts)
                    var all: [Double] = []
                    for (i, run) in runs.enumerated() {
                        var times: [Double] = []
                        times.reserveCapacity(run.lists.count)
                        for list in run.lists {
                            let t0 = BenchClock.nanos()
                            target.render(list)
                            times.append(BenchClock.micros(since: t0))
                        }
                        rows[i].ours.append(BenchStats(times).median)
                        all += times
                    }
                    rows[rows.count - 1].ours.append(BenchStats(all).median)
                } else {
                    let medians = try runBaseline(binary: binary, dump: dumpPath, kind: kind)
                    for i in rows.indices {
                        guard let m = medians[rows[i].demo] else {
                            throw ExitFailure.environment("the baseline printed no result for \(rows[i].demo)")
                        }
                        rows[i].theirs.append(m)
                    }
                }
            }
        }
        return BenchBaseline(rows: rows, rounds: rounds, binary: binary)
    }

    /// Runs the C program on the dump; it prints `demo ID frames N median_us X p99_us Y` lines.
    private static func runBaseline(binary: String, dump: String, kind: BenchRenderTarget.Kind) throws -> [String:
        Double]
    {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = [dump, kind.rawValue]
        let pipe = Pipe()
        process.standardOutput = pipe
        do { try process.run() } catch { throw ExitFailure.environment("cannot run the baseline \(binary): \(error)") }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw ExitFailure.environment("the baseline \(binary) failed (exit \(process.terminationStatus))")
        }
        var medians: [String: Double] = [:]
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            let f = line.split(separator: " ").map(String.init)
            if f.count >= 6, f[0] == "demo", f[4] == "median_us", let m = Double(f[5]) { medians[f[1]] = m }
        }
        return medians
    }
}
