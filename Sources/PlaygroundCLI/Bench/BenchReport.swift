import Foundation
import PlaygroundCore

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
    var peer: BenchPeer?
    /// `bench --scene`: each scene's process, and the scenes compared with the first.
    var scenes: BenchScenes?

    var text: String {
        var out =
            "playground bench: \(frames) frames per demo at 60 Hz frame times, \(size), render \(render), vsync off\n"
        out +=
            "per frame, µs: median / p99. render and present are what a window does (nothing, the damage or\n"
            + "everything); total = step + build + render + present; full = step + build + a full repaint + present\n"
        // A scene's row is named by its title, so the column grows to the longest.
        let name = max(8, (runs.map(\.demo.count).max() ?? 0) + 2)
        out +=
            pad("demo", name) + pad("moving", 8) + pad("step", 12) + pad("build", 13) + pad("step+build", 14)
            + pad("render", 16) + pad("present", 13) + pad("total", 16) + pad("full", 16) + pad("repaint", 9)
            + pad("fps", 7) + pad("cmds", 6) + "peak MiB\n"
        for run in runs {
            let s = BenchStats(run.step)
            let b = BenchStats(run.build)
            let c = BenchStats(run.stepPlusBuild)
            let r = BenchStats(run.render)
            let p = BenchStats(run.present)
            let t = BenchStats(run.total)
            let f = BenchStats(run.fullTotal)
            let share = run.repainted.reduce(0, +) / Double(max(1, run.repainted.count * run.windowPixels))
            out +=
                pad(run.demo, name) + pad("\(run.movingFrames * 100 / max(1, run.total.count))%", 8)
                + pad(pair(s), 12) + pad(pair(b), 13) + pad(pair(c), 14) + pad(pair(r), 16) + pad(pair(p), 13)
                + pad(pair(t), 16) + pad(run.fullRender.isEmpty ? "-" : pair(f), 16) + pad("\(fmt(share * 100, 0))%", 9)
                + pad(fmt(run.fps, 0), 7) + pad(fmt(run.commandsPerFrame, 0), 6)
                + fmt(Double(run.peakResidentKiB) / 1024, 1) + "\n"
        }
        for run in runs {
            if let c = run.textCache {
                out +=
                    "text cache \(run.demo): \(c.hits) hits, \(c.misses) misses, \(c.evictions) evictions, \(c.entries) entries\n"
            }
        }
        let worst = runs.map { BenchStats($0.stepPlusBuild).p99 }.max() ?? 0
        out +=
            "target step+build p99 <= \(Int(BenchTargets.corePerFrameP99Micros)) µs: worst \(fmt(worst, 1)) µs — "
            + (worst <= BenchTargets.corePerFrameP99Micros ? "PASS" : "FAIL") + "\n"
        if let peer {
            let first = peer.ours.first
            out +=
                "whole frame vs \(peer.binary) (\(peer.rounds.count) alternating rounds, minimum of medians): "
                + "ours \(fmt(peer.oursBest, 1)) µs (slowest demo: \(first?.demo ?? "-")), peer \(fmt(peer.best, 1)) µs, "
                + "ratio \(fmt(peer.ratio, 3)) — " + (peer.ratio <= BenchTargets.peerRatio ? "PASS" : "FAIL") + "; "
                + "repainting everything every frame: \(fmt(peer.oursFullBest, 1)) µs, ratio \(fmt(peer.fullRatio, 3))\n"
            out +=
                "  rounds: ours [\(peer.ours.map { fmt($0.total, 1) }.joined(separator: ", "))] "
                + "peer [\(peer.rounds.map { fmt($0, 1) }.joined(separator: ", "))]\n"
        }
        if let baseline {
            out +=
                "full repaint vs C baseline (\(baseline.rounds) alternating rounds, minimum of per-round medians, µs):\n"
            for row in baseline.rows {
                out +=
                    "  " + pad(row.demo, 8) + "ours " + pad(fmt(row.oursBest, 1), 9) + "C "
                    + pad(fmt(row.theirsBest, 1), 9)
                    + "ratio " + fmt(row.ratio, 3) + (row.ratio <= BenchTargets.renderRatio ? "  PASS" : "  FAIL")
                    + "   rounds ours [\(row.ours.map { fmt($0, 1) }.joined(separator: ", "))] C [\(row.theirs.map { fmt($0, 1) }.joined(separator: ", "))]\n"
            }
        }
        if let replay {
            out +=
                "replay: \(replay.frames) frames (\(fmt(replay.sessionSeconds / 60, 1)) min, \(replay.fileBytes / 1024) KiB), "
                + "streamed read + verify \(fmt(replay.playMillis, 0)) ms (passes "
                + replay.passMillis.map { fmt($0, 0) }.joined(separator: ", ")
                + " ms; whole-file read alone \(fmt(replay.readMillis, 0)) ms), \(replay.checkpoints) checkpoints "
                + (replay.passed ? "match" : "MISMATCH") + ": \(fmt(replay.realTimeFactor, 0))× real time — "
                + (replay.realTimeFactor >= BenchTargets.replayFactor && replay.passed ? "PASS" : "FAIL") + "\n"
            let samples = replay.residentSamples
            if let first = samples.first, let last = samples.last {
                let growth = last.kib - first.kib
                out +=
                    "replay VmRSS: "
                    + samples.map { "\($0.frame): \(fmt(Double($0.kib) / 1024, 1))" }.joined(separator: ", ")
                    + " MiB; first→last \(growth >= 0 ? "+" : "")\(growth) KiB — "
                    + (growth <= BenchTargets.replayGrowthKiB ? "PASS (flat)" : "FAIL") + "\n"
            }
        }
        if let seek { out += seek.text }
        if let scenes {
            out += scenes.text
            out +=
                "peak memory (VmHWM) of this process, which benched none: \(fmt(Double(peakResidentKiB) / 1024, 1)) MiB; "
                + "each scene's is its own process's (peak MiB column)\n"
        } else {
            out += "peak memory (VmHWM): \(fmt(Double(peakResidentKiB) / 1024, 1)) MiB\n"
        }
        return out
    }

    var json: String {
        var object: [String: Any] = [
            "render": render, "size": size, "frames": frames, "peak_rss_kib": peakResidentKiB,
            "targets": [
                "step_build_p99_us": BenchTargets.corePerFrameP99Micros, "render_ratio": BenchTargets.renderRatio,
                "replay_factor": BenchTargets.replayFactor, "peer_ratio": BenchTargets.peerRatio,
            ],
        ]
        object["demos"] = runs.map { run -> [String: Any] in
            func stats(_ s: [Double]) -> [String: Double] {
                let b = BenchStats(s)
                return ["median_us": round3(b.median), "p99_us": round3(b.p99), "mean_us": round3(b.mean)]
            }
            var d: [String: Any] = [
                "demo": run.demo, "frames": run.total.count, "moving_frames": run.movingFrames,
                "step": stats(run.step), "build": stats(run.build), "step_build": stats(run.stepPlusBuild),
                "render": stats(run.render), "present": stats(run.present), "total": stats(run.total),
                "full_render": stats(run.fullRender), "full_total": stats(run.fullTotal),
                "repainted_share": round3(
                    run.repainted.reduce(0, +) / Double(max(1, run.repainted.count * run.windowPixels))),
                "fps": round3(run.fps),
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
                    [
                        "demo": row.demo, "ours_median_us": round3(row.oursMedian),
                        "c_median_us": round3(row.theirsMedian),
                        "ours_best_us": round3(row.oursBest), "c_best_us": round3(row.theirsBest),
                        "ratio": round3(row.ratio), "ours_rounds": row.ours.map(round3),
                        "c_rounds": row.theirs.map(round3),
                    ]
                },
            ]
        }
        if let peer {
            object["peer"] = [
                "binary": peer.binary, "rounds": peer.rounds.map(round3), "best_us": round3(peer.best),
                "ours_rounds": peer.ours.map {
                    [
                        "slowest_demo": $0.demo, "total_us": round3($0.total),
                        "full_total_us": round3($0.fullTotal),
                    ]
                },
                "ours_best_us": round3(peer.oursBest), "ours_full_best_us": round3(peer.oursFullBest),
                "ratio": round3(peer.ratio), "full_ratio": round3(peer.fullRatio),
                "demos": peer.perDemo.keys.sorted().map { demo -> [String: Any] in
                    let totals = peer.perDemo[demo] ?? []
                    let fulls = peer.perDemoFull[demo] ?? []
                    return [
                        "demo": demo, "total_rounds_us": totals.map(round3), "full_total_rounds_us": fulls.map(round3),
                        "total_best_us": round3(totals.min() ?? 0), "full_total_best_us": round3(fulls.min() ?? 0),
                    ]
                },
            ]
        }
        if let replay {
            object["replay"] = [
                "frames": replay.frames, "session_s": round3(replay.sessionSeconds), "file_bytes": replay.fileBytes,
                "read_ms": round3(replay.readMillis), "verify_ms": round3(replay.playMillis),
                "verify_passes_ms": replay.passMillis.map(round3),
                "checkpoints": replay.checkpoints,
                "passed": replay.passed, "times_real_time": round3(replay.realTimeFactor),
                "rss_kib": replay.residentSamples.map { ["frame": $0.frame, "kib": $0.kib] },
            ]
        }
        if let seek { object["seek"] = seek.jsonObject }
        if let scenes { object["scenes"] = scenes.jsonObject }
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]) else {
            return "{}"
        }
        return String(decoding: data, as: UTF8.self)
    }

    private func pair(_ s: BenchStats) -> String { "\(fmt(s.median, 1)) / \(fmt(s.p99, 1))" }
}

func fmt(_ x: Double, _ digits: Int) -> String { decimal(x, digits: digits) }

/// Left-aligned in a column of `width`, always followed by at least one space.
func pad(_ s: String, _ width: Int) -> String { s.count >= width ? s + " " : s.padding(to: width) }

func round3(_ x: Double) -> Double { x.isFinite ? (x * 1000).rounded() / 1000 : 0 }
