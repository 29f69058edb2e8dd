import Foundation
import Playground

/// What `playground bench` prints: a text table (default) or one JSON object (`--json`).
struct BenchReport {
    var render: String
    var size: String
    var frames: Int
    var runs: [BenchDemoRun]
    var baseline: BenchBaseline?
    var replay: BenchReplay?
    var seek: BenchSeek?
    var peakResidentKiB: Int

    var text: String {
        var out = "playground bench: \(frames) frames per demo at 60 Hz frame times, \(size), render \(render), vsync off\n"
        out += "per frame, µs: median / p99\n"
        out += pad("demo", 8) + pad("moving", 8) + pad("step", 14) + pad("build", 14) + pad("step+build", 14)
            + pad("render", 16) + pad("total", 16) + pad("fps", 8) + pad("cmds", 6) + "peak MiB\n"
        for run in runs {
            let s = BenchStats(run.step), b = BenchStats(run.build), c = BenchStats(run.stepPlusBuild)
            let r = BenchStats(run.render), t = BenchStats(run.total)
            out += pad(run.demo, 8) + pad("\(run.movingFrames * 100 / max(1, run.total.count))%", 8)
                + pad(pair(s), 14) + pad(pair(b), 14) + pad(pair(c), 14) + pad(pair(r), 16) + pad(pair(t), 16)
                + pad(fmt(run.fps, 0), 8) + pad(fmt(run.commandsPerFrame, 0), 6) + fmt(Double(run.peakResidentKiB) / 1024, 1) + "\n"
        }
        for run in runs {
            if let c = run.textCache {
                out += "text cache \(run.demo): \(c.hits) hits, \(c.misses) misses, \(c.evictions) evictions, \(c.entries) entries\n"
            }
        }
        let worst = runs.map { BenchStats($0.stepPlusBuild).p99 }.max() ?? 0
        out += "target step+build p99 < \(Int(BenchTargets.corePerFrameP99Micros)) µs: worst \(fmt(worst, 1)) µs — "
            + (worst < BenchTargets.corePerFrameP99Micros ? "PASS" : "FAIL") + "\n"
        if let baseline {
            out += "render vs C baseline (\(baseline.rounds) alternating rounds, medians of per-frame render µs):\n"
            for row in baseline.rows {
                out += "  " + pad(row.demo, 8) + "ours " + pad(fmt(row.oursMedian, 1), 9) + "C " + pad(fmt(row.theirsMedian, 1), 9)
                    + "ratio " + fmt(row.ratio, 3) + (row.ratio <= BenchTargets.renderRatio ? "  PASS" : "  FAIL")
                    + "   rounds ours [\(row.ours.map { fmt($0, 1) }.joined(separator: ", "))] C [\(row.theirs.map { fmt($0, 1) }.joined(separator: ", "))]\n"
            }
        }
        if let replay {
            out += "replay: \(replay.frames) frames (\(fmt(replay.sessionSeconds / 60, 1)) min, \(replay.fileBytes / 1024) KiB), "
                + "read \(fmt(replay.readMillis, 0)) ms + verify \(fmt(replay.playMillis, 0)) ms, \(replay.checkpoints) checkpoints "
                + (replay.passed ? "match" : "MISMATCH") + ": \(fmt(replay.realTimeFactor, 0))× real time — "
                + (replay.realTimeFactor >= BenchTargets.replayFactor && replay.passed ? "PASS" : "FAIL") + "\n"
            let samples = replay.residentSamples
            if let first = samples.first, let last = samples.last {
                let growth = last.kib - first.kib
                out += "replay VmRSS: " + samples.map { "\($0.frame): \(fmt(Double($0.kib) / 1024, 1))" }.joined(separator: ", ")
                    + " MiB; first→last \(growth >= 0 ? "+" : "")\(growth) KiB — " + (growth <= BenchTargets.replayGrowthKiB ? "PASS (flat)" : "FAIL") + "\n"
            }
        }
        if let seek { out += seek.text }
        out += "peak memory (VmHWM): \(fmt(Double(peakResidentKiB) / 1024, 1)) MiB\n"
        return out
    }

    var json: String {
        var object: [String: Any] = [
            "render": render, "size": size, "frames": frames, "peak_rss_kib": peakResidentKiB,
            "targets": ["step_build_p99_us": BenchTargets.corePerFrameP99Micros, "render_ratio": BenchTargets.renderRatio,
                        "replay_factor": BenchTargets.replayFactor],
        ]
        object["demos"] = runs.map { run -> [String: Any] in
            func stats(_ s: [Double]) -> [String: Double] {
                let b = BenchStats(s)
                return ["median_us": round3(b.median), "p99_us": round3(b.p99), "mean_us": round3(b.mean)]
            }
            var d: [String: Any] = [
                "demo": run.demo, "frames": run.total.count, "moving_frames": run.movingFrames,
                "step": stats(run.step), "build": stats(run.build), "step_build": stats(run.stepPlusBuild),
                "render": stats(run.render), "total": stats(run.total), "fps": round3(run.fps),
                "commands_per_frame": round3(run.commandsPerFrame), "peak_rss_kib": run.peakResidentKiB,
            ]
            if let c = run.textCache {
                d["text_cache"] = ["hits": c.hits, "misses": c.misses, "evictions": c.evictions, "entries": c.entries]
            }
            return d
        }
        if let baseline {
            object["baseline"] = [
                "rounds": baseline.rounds, "binary": baseline.binary,
                "demos": baseline.rows.map { row -> [String: Any] in
                    ["demo": row.demo, "ours_median_us": round3(row.oursMedian), "c_median_us": round3(row.theirsMedian),
                     "ratio": round3(row.ratio), "ours_rounds": row.ours.map(round3), "c_rounds": row.theirs.map(round3)]
                },
            ]
        }
        if let replay {
            object["replay"] = [
                "frames": replay.frames, "session_s": round3(replay.sessionSeconds), "file_bytes": replay.fileBytes,
                "read_ms": round3(replay.readMillis), "verify_ms": round3(replay.playMillis), "checkpoints": replay.checkpoints,
                "passed": replay.passed, "times_real_time": round3(replay.realTimeFactor),
                "rss_kib": replay.residentSamples.map { ["frame": $0.frame, "kib": $0.kib] },
            ]
        }
        if let seek { object["seek"] = seek.jsonObject }
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }

    private func pair(_ s: BenchStats) -> String { "\(fmt(s.median, 1)) / \(fmt(s.p99, 1))" }
}

func fmt(_ x: Double, _ digits: Int) -> String { decimal(x, digits: digits) }

/// Left-aligned in a column of `width`, always followed by at least one space.
func pad(_ s: String, _ width: Int) -> String { s.count >= width ? s + " " : s.padding(to: width) }

func round3(_ x: Double) -> Double { x.isFinite ? (x * 1000).rounded() / 1000 : 0 }
