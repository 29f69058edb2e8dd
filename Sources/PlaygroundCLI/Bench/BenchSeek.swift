import Foundation
import Lab
import Motion
import PlaygroundCore
import Replay
import SDLHost

/// Seeking in a long replay as the replay window does it (`bench --replay-minutes 10 --seeks N`):
/// the index built once (snapshots and checkpoints), then seeks to random frames, a drag across
/// the whole timeline (one seek per point of the track, backwards), and the worst case (the
/// frame just before a snapshot), each timed for the seek alone and for seek + draw list +
/// render, which is what the window does before the frame shows.
struct BenchSeek {
    var frames = 0
    var capacity = 0
    var interval = 0
    var snapshots = 0
    var indexMillis = 0.0
    /// VmRSS grown by building the index (the snapshots' real cost, shared buffers counted once).
    var indexResidentKiB = 0
    /// (name, seek µs, seek + draw + render µs wall and on this thread's CPU, most frames re-simulated).
    /// The CPU time leaves out time the scheduler gave to other processes on a busy machine.
    var cases: [(name: String, seek: [Double], shown: [Double], shownCPU: [Double], mostSteps: Int)] = []
    var render = "none"

    static func run(
        replay: Replay, seeks: Int, seed: UInt64, kind: BenchRenderTarget.Kind,
        fonts: FontLocator.Choice?
    ) throws -> BenchSeek {
        var result = BenchSeek(frames: replay.frames.count)
        let before = BenchProcess.residentKiB
        let t0 = BenchClock.nanos()
        var seeker: ReplaySeeker
        do { seeker = try ReplaySeeker(replay: replay) } catch { throw ExitFailure.badInput(error.description) }
        let progress = ProgressBar(total: replay.frames.count, label: "frames indexed")
        seeker.buildIndex { done, _ in progress.update(done) }
        progress.finish()
        result.indexMillis = Double(BenchClock.nanos() - t0) / 1e6
        result.indexResidentKiB = BenchProcess.residentKiB - before
        (result.capacity, result.interval, result.snapshots) = (seeker.capacity, seeker.interval, seeker.snapshotCount)

        var studio = ReplayStudio(seeker: seeker)
        let target = try fonts.map { try BenchRenderTarget(kind: kind, size: studio.windowSize, fonts: $0) }
        result.render = target?.name ?? "none"
        func measure(_ name: String, _ positions: [Int]) {
            var seek: [Double] = []
            var shown: [Double] = []
            var cpu: [Double] = []
            var most = 0
            for p in positions {
                let cpu0 = Self.threadCPUNanos()
                let a = BenchClock.nanos()
                studio.seek(to: p)
                let b = BenchClock.nanos()
                var list = DrawList()
                studio.draw(into: &list, host: HostInfo(rendererName: target?.name ?? "none"))
                target?.render(list)
                let c = BenchClock.nanos()
                cpu.append(Double(Self.threadCPUNanos() - cpu0) / 1000)
                seek.append(Double(b - a) / 1000)
                shown.append(Double(c - a) / 1000)
                most = max(most, studio.seeker.lastSeekSteps)
            }
            result.cases.append((name, seek, shown, cpu, most))
        }
        let n = replay.frames.count
        var random = SeededRandom(seed: seed ^ 0x5EE4)
        measure("random frames", (0..<max(1, seeks)).map { _ in 1 + Int(random.next() % UInt64(max(1, n))) })
        let track = studio.strip.track
        measure(
            "drag across the track",
            stride(from: track.maxX, through: track.minX, by: -1).map {
                seeker.position(atTime: studio.strip.time(forX: $0))
            })
        let worst = Array(stride(from: seeker.interval - 1, through: n, by: seeker.interval))
        measure("just before a snapshot", Array(worst.prefix(max(1, seeks))))
        return result
    }

    static func threadCPUNanos() -> UInt64 {
        var ts = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
        return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
    }

    var text: String {
        var out =
            "seek: \(frames) frames indexed in \(fmt(indexMillis, 0)) ms, \(snapshots) snapshots (at most \(capacity)) "
            + "every \(interval) frames, VmRSS +\(fmt(Double(indexResidentKiB) / 1024, 1)) MiB; render \(render)\n"
        for c in cases {
            let s = BenchStats(c.seek)
            let t = BenchStats(c.shown)
            let worstCPU = c.shownCPU.max() ?? 0
            out +=
                "  " + pad(c.name, 24) + pad("\(c.seek.count) seeks", 12)
                + "seek median \(fmt(s.median / 1000, 2)) / p99 "
                + "\(fmt(s.p99 / 1000, 2)) ms; shown median \(fmt(t.median / 1000, 2)) / p99 "
                + "\(fmt(t.p99 / 1000, 2)) / max "
                + "\(fmt((c.shown.max() ?? 0) / 1000, 2)) ms wall, max \(fmt(worstCPU / 1000, 2)) ms CPU; "
                + "≤ \(c.mostSteps) frames re-simulated — "
                + (t.p99 <= BenchTargets.seekMillis * 1000 && worstCPU <= BenchTargets.seekMillis * 1000
                    ? "PASS" : "FAIL") + "\n"
        }
        return out
    }

    var jsonObject: [String: Any] {
        [
            "frames": frames, "capacity": capacity, "interval": interval, "snapshots": snapshots,
            "index_ms": round3(indexMillis), "index_rss_kib": indexResidentKiB, "render": render,
            "target_ms": BenchTargets.seekMillis,
            "cases": cases.map { c -> [String: Any] in
                let s = BenchStats(c.seek)
                let t = BenchStats(c.shown)
                return [
                    "name": c.name, "seeks": c.seek.count, "seek_median_us": round3(s.median),
                    "seek_p99_us": round3(s.p99),
                    "shown_median_us": round3(t.median), "shown_p99_us": round3(t.p99),
                    "shown_max_us": round3(c.shown.max() ?? 0), "shown_cpu_max_us": round3(c.shownCPU.max() ?? 0),
                    "most_frames_resimulated": c.mostSteps,
                ]
            },
        ]
    }
}
