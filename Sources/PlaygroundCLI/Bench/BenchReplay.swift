import Demos
import Foundation
import Lab
import Motion
import PlaygroundCore
import Replay

/// Replay throughput: a long generated session (every demo in turn, driven by its workload,
/// with jittery 60 Hz frame times) recorded with `ReplayWriter`, then verified headless as
/// `playground replay FILE --headless --verify` does (streamed), timed, with VmRSS sampled.
struct BenchReplay {
    var frames = 0
    /// Session time covered, seconds.
    var sessionSeconds = 0.0
    var fileBytes = 0
    /// The whole-file read (`ReplayReader.read`), as the replay window does it.
    var readMillis = 0.0
    /// The fastest streamed verify pass: reading and playing together, as the CLI does.
    var playMillis = 0.0
    /// Every pass, in order.
    var passMillis: [Double] = []
    var checkpoints = 0
    var passed = false
    /// (frame, VmRSS KiB) every tenth of the replay.
    var residentSamples: [(frame: Int, kib: Int)] = []
    var path = ""
    /// The replay as read, for the seek measurement.
    var loaded: Replay?

    /// Session time over the streamed verify's time (which includes reading the file).
    var realTimeFactor: Double { sessionSeconds * 1000 / max(1e-9, playMillis) }

    /// Frames per demo before switching to the next with its number key.
    static let segmentFrames = 1200

    static func run(
        minutes: Double, window: Size, seed: UInt64, keepAt path: String?, passes: Int = 5
    ) throws -> BenchReplay {
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

        // Verify as `playground replay FILE --headless --verify` does: one streamed pass that
        // reads and plays together. Timed `passes` times; the fastest decides (the others show
        // how much the machine's neighbours took), as every ratio in the bench does.
        let every = max(1, frameCount / 10)
        var samples: [(frame: Int, kib: Int)] = []
        var passMillis: [Double] = []
        var played: ReplayResult?
        let verifying = ProgressBar(total: frameCount * passes, label: "frames verified")
        for pass in 0..<passes {
            let first = pass == 0
            let t0 = BenchClock.nanos()
            do {
                played = try ReplayPlayer.run(
                    ReplayReader().stream(path: file), verify: true,
                    progress: { done, _ in
                        verifying.update(pass * frameCount + done)
                        if first, done % every == 0 { samples.append((done, BenchProcess.residentKiB)) }
                    })
            } catch {
                verifying.finish()
                throw ExitFailure.badInput(error.description)
            }
            passMillis.append(Double(BenchClock.nanos() - t0) / 1e6)
        }
        verifying.finish()
        // The whole-file read the replay window does (and the seek measurement needs), timed apart.
        let t1 = BenchClock.nanos()
        let replay: Replay
        do { replay = try ReplayReader().read(path: file) } catch { throw ExitFailure.badInput(error.description) }
        result.readMillis = Double(BenchClock.nanos() - t1) / 1e6
        result.passMillis = passMillis
        result.playMillis = passMillis.min() ?? 0
        result.checkpoints = played?.checkpointsChecked ?? 0
        result.passed = played.map { $0.passed && $0.framesPlayed == frameCount } ?? false
        result.residentSamples = samples
        result.loaded = replay
        return result
    }
}
