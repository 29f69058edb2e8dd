import Foundation
import Motion
import PlaygroundCore
import Scenes

/// `bench --scene FILE [--scene FILE ...]`: each scene benched in a process of its own
/// (`BenchSceneChild`) with the salon's seeded workload along its axis. With several scenes the
/// runs go in `rounds` rounds whose order alternates, and every scene is compared with the first:
/// step + build per frame (median; each side's figure is the minimum of its per-round medians, as
/// the other ratios of the bench) and peak memory (the process's VmHWM, median of rounds), so
/// their ratio and difference come from one run.
struct BenchScenes {
    struct Row {
        var file: String
        var title: String
        var items: Int
        var axis: String
        /// One run per round, in round order.
        var runs: [BenchDemoRun] = []
        /// VmRSS of the scene's process just before its session was built, per round.
        var startResidentKiB: [Int] = []

        var stepBuildMedians: [Double] { runs.map { BenchStats($0.stepPlusBuild).median } }
        var stepBuildMeans: [Double] { runs.map { BenchStats($0.stepPlusBuild).mean } }
        var stepBuildP99s: [Double] { runs.map { BenchStats($0.stepPlusBuild).p99 } }
        var stepBuildBest: Double { stepBuildMedians.min() ?? .nan }
        var stepBuildMeanBest: Double { stepBuildMeans.min() ?? .nan }
        var peaks: [Int] { runs.map(\.peakResidentKiB) }
        var peak: Int { peaks.sorted()[peaks.count / 2] }
        /// The round whose step + build median the comparison takes: the table shows it.
        var bestRun: BenchDemoRun {
            let i = stepBuildMedians.indices.min { stepBuildMedians[$0] < stepBuildMedians[$1] } ?? 0
            return runs[i]
        }
    }

    var rounds: Int
    var rows: [Row]

    /// Benches every scene of `scenes` (read and checked by the caller) in child processes run
    /// with `arguments` (frames, size, renderer, seed, font).
    static func run(scenes: [(file: String, scene: Scene)], rounds requested: Int, arguments: [String]) throws
        -> BenchScenes
    {
        let rounds = scenes.count > 1 ? requested : 1
        var result = BenchScenes(
            rounds: rounds,
            rows: scenes.map { file, scene in
                Row(
                    file: file, title: scene.definition.title, items: scene.definition.itemCount,
                    axis: scene.definition.axis.rawValue)
            })
        let progress = ProgressBar(total: rounds * scenes.count, label: "scene runs", minimumTotal: 1)
        var done = 0
        for round in 0..<rounds {
            // Who goes first alternates, so neither side always runs on a warmer machine.
            let order = round % 2 == 0 ? Array(scenes.indices) : scenes.indices.reversed()
            for i in order {
                let child = try BenchSceneChild.run(file: scenes[i].file, arguments: arguments)
                result.rows[i].runs.append(child.run)
                result.rows[i].startResidentKiB.append(child.startResidentKiB)
                done += 1
                progress.update(done)
            }
        }
        progress.finish()
        return result
    }

    /// The runs the table shows: one per scene, its best round.
    var tableRuns: [BenchDemoRun] { rows.map(\.bestRun) }

    private func ratio(_ row: Row) -> Double { row.stepBuildBest / (rows.first?.stepBuildBest ?? .nan) }
    private func difference(_ row: Row) -> Int { row.peak - (rows.first?.peak ?? 0) }

    var text: String {
        var out =
            "scenes, each in a process of its own"
            + (rounds > 1 ? " (\(rounds) rounds, order alternating)" : "")
            + ": step+build per frame, µs, median (minimum of per-round medians) and mean; "
            + "peak = that process's VmHWM, MiB (median of rounds)\n"
        let width = max(8, (rows.map(\.title.count).max() ?? 0) + 2)
        for row in rows {
            func list(_ values: [Double], _ digits: Int) -> String {
                "[" + values.map { fmt($0, digits) }.joined(separator: ", ") + "]"
            }
            out +=
                "  " + pad(row.title, width) + pad("\(NumberText.grouped(row.items)) items", 16) + "step+build "
                + pad("\(fmt(row.stepBuildBest, 2)) / \(fmt(row.stepBuildMeanBest, 2))", 16)
                + (rounds > 1 ? pad("rounds \(list(row.stepBuildMedians, 2))", 30) : "")
                + "peak \(fmt(Double(row.peak) / 1024, 1))"
                + (rounds > 1 ? " \(list(row.peaks.map { Double($0) / 1024 }, 1))" : "")
                + "; at start \(fmt(Double(row.startResidentKiB.min() ?? 0) / 1024, 1))\n"
        }
        guard let first = rows.first else { return out }
        for row in rows.dropFirst() {
            let r = ratio(row)
            let d = difference(row)
            let met = r <= BenchTargets.sceneStepBuildRatio && d <= BenchTargets.scenePeakDifferenceKiB
            out +=
                "  \(row.title) vs \(first.title): step+build \(fmt(r, 2))×, peak \(d >= 0 ? "+" : "")"
                + "\(fmt(Double(d) / 1024, 1)) MiB; for the same geometry at another item count the targets are "
                + "≤ \(fmt(BenchTargets.sceneStepBuildRatio, 1))× and ≤ \(BenchTargets.scenePeakDifferenceKiB / 1024) MiB — "
                + (met ? "PASS" : "FAIL") + "\n"
        }
        return out
    }

    var jsonObject: [String: Any] {
        [
            "rounds": rounds, "process_per_scene": true,
            "targets": [
                "step_build_ratio": BenchTargets.sceneStepBuildRatio,
                "peak_rss_difference_kib": BenchTargets.scenePeakDifferenceKiB,
            ],
            "scenes": rows.map { row -> [String: Any] in
                [
                    "demo": row.title, "file": row.file, "items": row.items, "axis": row.axis,
                    "step_build_median_rounds_us": row.stepBuildMedians.map(round3),
                    "step_build_mean_rounds_us": row.stepBuildMeans.map(round3),
                    "step_build_p99_rounds_us": row.stepBuildP99s.map(round3),
                    "step_build_best_us": round3(row.stepBuildBest),
                    "step_build_mean_best_us": round3(row.stepBuildMeanBest),
                    "peak_rss_kib_rounds": row.peaks, "peak_rss_kib": row.peak,
                    "start_rss_kib_rounds": row.startResidentKiB,
                    "step_build_ratio_to_first": round3(ratio(row)),
                    "peak_rss_difference_kib_to_first": difference(row),
                ]
            },
        ]
    }
}
