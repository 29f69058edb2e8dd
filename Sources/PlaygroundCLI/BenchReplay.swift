import Foundation
import Motion
import Playground
import Replay

/// Replay throughput: a long generated session (every demo in turn, driven by its workload,
/// with jittery 60 Hz frame times) recorded with `ReplayWriter`, then read and verified
/// headless as `playground replay FILE --headless --verify` does, timed, with VmRSS sampled.
struct BenchReplay {
    var frames = 0
    /// Session time covered, seconds.
    var sessionSeconds = 0.0
    var fileBytes = 0
    var readMillis = 0.0
    var playMillis = 0.0
    var checkpoints = 0
    var passed = false
    /// (frame, VmRSS KiB) every tenth of the replay.
    var residentSamples: [(frame: Int, kib: Int)] = []
    var path = ""
    /// The replay as read, for the seek measurement.
    var loaded: Replay?

    var realTimeFactor: Double { sessionSeconds * 1000 / max(1e-9, readMillis + playMillis) }

    /// Frames per demo before switching to the next with its number key.
    static let segmentFrames = 1200

    static func run(minutes: Double, window: Size, seed: UInt64, keepAt path: String?) throws -> BenchReplay {
        var result = BenchReplay()
        let frameCount = Int((minutes * 60 * 60).rounded())
        let unique = "\(getpid())-\(UInt32.random(in: 0...UInt32.max))"  // a recording never overwrites
        let file = path ?? NSTemporaryDirectory() + "playground-bench-\(unique).jsonl"
        result.path = file
        defer { if path == nil { try? FileManager.default.removeItem(atPath: file) } }

        let ids = DemoCatalog.ids
        let settings = SessionSettings(demoID: ids[0], viewport: window, seed: seed)
        do {
            var app = try PlaygroundApp(settings: settings)
            let writer = try ReplayWriter(path: file, settings: settings)
            var jitter = SeededRandom(seed: seed ^ 0x5EED)
            var workload = BenchWorkload(demo: ids[0], window: window, seed: seed)
            var time: Int64 = 0
            let recording = ProgressBar(total: frameCount, label: "frames recorded")
            defer { recording.finish() }
            for n in 0..<frameCount {
                recording.update(n + 1)
                let previous = time
                time += 16_667 + Int64(jitter.next() % 4_001) - 2_000
                let segment = n / segmentFrames
                let local = n % segmentFrames
                var inputs: [Input] = []
                if local == 0 && n > 0 {
                    let demo = ids[segment % ids.count]
                    inputs.append(.keyPressed(Key(rawValue: String(segment % ids.count + 1)), modifiers: []))
                    workload = BenchWorkload(demo: demo, window: window, seed: seed &+ UInt64(segment))
                }
                inputs += workload.inputs(step: local)
                try writer.record(
                    &app, frame: Frame(index: n, time: time),
                    inputs: BenchWorkload.timed(inputs, from: previous, to: time))
            }
            try writer.finish(app: app)
            result.sessionSeconds = Double(time) / 1_000_000
        } catch let error as ReplayError {
            throw ExitFailure(error)
        } catch {
            throw ExitFailure.badInput("\(error)")
        }
        result.frames = frameCount
        result.fileBytes = (try? FileManager.default.attributesOfItem(atPath: file)[.size] as? Int) ?? 0

        let t0 = BenchClock.nanos()
        let replay: Replay
        do { replay = try ReplayReader().read(path: file) } catch { throw ExitFailure.badInput(error.description) }
        let t1 = BenchClock.nanos()
        let every = max(1, frameCount / 10)
        var samples: [(frame: Int, kib: Int)] = []
        let played: ReplayResult
        do {
            let verifying = ProgressBar(total: frameCount, label: "frames verified")
            defer { verifying.finish() }
            played = try ReplayPlayer.run(
                replay, verify: true, progress: { done, _ in verifying.update(done) },
                afterFrame: { frame, _ in
                    if (frame.index + 1) % every == 0 { samples.append((frame.index + 1, BenchProcess.residentKiB)) }
                })
        } catch {
            throw ExitFailure.badInput(error.description)
        }
        let t2 = BenchClock.nanos()
        result.readMillis = Double(t1 - t0) / 1e6
        result.playMillis = Double(t2 - t1) / 1e6
        result.checkpoints = played.checkpointsChecked
        result.passed = played.passed && played.framesPlayed == frameCount
        result.residentSamples = samples
        result.loaded = replay
        return result
    }
}
