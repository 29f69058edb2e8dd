import Lab
import Motion
import PlaygroundCore
import Scenes

/// One demo driven by its workload for `frames` frames at 60 Hz, every phase timed per frame.
struct BenchDemoRun {
    let demo: String
    var step: [Double] = []
    var build: [Double] = []
    /// What the window does: nothing, the damage, or everything (`FramePainter`).
    var render: [Double] = []
    /// Showing it (the renderer's present, or only the damaged rectangles).
    var present: [Double] = []
    /// step + build + render + present: a whole frame.
    var total: [Double] = []
    /// A clear and full repaint of the same list, timed apart (not part of `total`).
    var fullRender: [Double] = []
    /// Pixels each frame repainted.
    var repainted: [Double] = []
    var windowPixels = 1
    /// Wall time of the loop (µs) less the bench's bookkeeping, for frames per second with vsync off.
    var wall = 0.0
    /// Frames whose draw list differed from the previous frame's (the workload keeps it moving).
    var movingFrames = 0
    var commandsPerFrame = 0.0
    var peakResidentKiB = 0
    var textCache: (hits: Int, misses: Int, evictions: Int, entries: Int)?
    /// The frames' draw lists, kept when a dump or the baseline comparison needs them.
    var lists: [DrawList] = []

    var fps: Double { wall > 0 ? Double(total.count) / (wall / 1_000_000) : 0 }
    var stepPlusBuild: [Double] { zip(step, build).map { $0 + $1 } }
    /// A whole frame that repaints everything: step + build + full render + present.
    var fullTotal: [Double] {
        (0..<min(fullRender.count, total.count)).map { (i: Int) -> Double in
            let core: Double = step[i] + build[i]
            return core + fullRender[i] + present[i]
        }
    }

    /// Demo `demo`, or with `scene` that scene (shown first, named by its title) driven by the
    /// salon's workload along its axis.
    static func run(
        demo: String, scene: Scene? = nil, frames: Int, window: Size, seed: UInt64, target: BenchFrameTarget,
        keepLists: Bool, timeFullRepaint: Bool = true, progress: ((Int) -> Void)? = nil
    ) throws -> BenchDemoRun {
        var result = BenchDemoRun(demo: scene?.definition.title ?? demo)
        var app: PlaygroundApp
        do {
            let settings = SessionSettings(
                demoID: scene?.id ?? demo, viewport: window, seed: seed, scenes: scene.map { [$0] } ?? [])
            app = try PlaygroundApp(settings: settings)
        } catch {
            throw ExitFailure.badInput(error.description)
        }
        var workload = BenchWorkload(demo: demo, window: window, seed: seed)
        if let scene, let shown = app.currentDemo as? SceneDemo {
            let area = app.demoArea
            let viewport = shown.viewportFrame.offsetBy(dx: area.minX, dy: area.minY)
            workload = BenchWorkload(sceneViewport: viewport, axis: scene.definition.axis, window: window, seed: seed)
        }
        // Inputs are scripted up front so generating them is not timed.
        let script: [[TimedInput]] = (0..<frames).map { n in
            BenchWorkload.timed(
                workload.inputs(step: n), from: BenchWorkload.frameTime(n - 1), to: BenchWorkload.frameTime(n))
        }
        let before = target.textCacheStats
        result.step.reserveCapacity(frames)
        result.build.reserveCapacity(frames)
        result.render.reserveCapacity(frames)
        result.present.reserveCapacity(frames)
        result.total.reserveCapacity(frames)
        result.fullRender.reserveCapacity(frames)
        result.repainted.reserveCapacity(frames)
        result.windowPixels = target.pixelCount
        var previous = DrawList()
        var commands = 0
        let host = HostInfo(rendererName: target.name)
        var bookkeeping: UInt64 = 0
        var fullLists: [DrawList] = []
        fullLists.reserveCapacity(timeFullRepaint ? frames : 0)
        let loopStart = BenchClock.nanos()
        for n in 0..<frames {
            let t0 = BenchClock.nanos()
            app.step(Frame(index: n, time: BenchWorkload.frameTime(n)), inputs: script[n])
            let t1 = BenchClock.nanos()
            var list = DrawList(capacity: previous.commands.count)
            app.draw(into: &list, host: host)
            let t2 = BenchClock.nanos()
            let repaint = target.paint(list)
            let t3 = BenchClock.nanos()
            target.present(repaint)
            let t4 = BenchClock.nanos()
            result.step.append(Double(t1 - t0) / 1000)
            result.build.append(Double(t2 - t1) / 1000)
            result.render.append(Double(t3 - t2) / 1000)
            result.present.append(Double(t4 - t3) / 1000)
            result.total.append(Double(t4 - t0) / 1000)
            // Bookkeeping: not part of a frame, so its time is taken out of the wall time.
            let b0 = BenchClock.nanos()
            result.repainted.append(Double(repaint.pixels(everything: target.pixelCount)))
            if timeFullRepaint && target.kind != .none { fullLists.append(list) }
            if list != previous { result.movingFrames += 1 }
            commands += list.commands.count
            if keepLists { result.lists.append(list) }
            previous = list
            progress?(n + 1)
            bookkeeping += BenchClock.nanos() - b0
        }
        result.wall = BenchClock.micros(since: loopStart) - Double(bookkeeping) / 1000
        // Full repaints in a pass of their own: interleaved, their 3 MB of pixels per frame
        // would evict the app's state and inflate the next frame's step and build.
        for list in fullLists {
            let f0 = BenchClock.nanos()
            target.fullRender(list)
            result.fullRender.append(BenchClock.micros(since: f0))
        }
        result.commandsPerFrame = Double(commands) / Double(max(1, frames))
        result.peakResidentKiB = BenchProcess.peakResidentKiB
        if let after = target.textCacheStats, let before {
            result.textCache = (
                after.hits - before.hits, after.misses - before.misses, after.evictions - before.evictions,
                after.entries
            )
        }
        return result
    }
}
