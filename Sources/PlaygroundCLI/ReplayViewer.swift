import Motion
import Playground
import Replay
import SDLHost

/// Window playback: steps the recorded frames at their recorded times (scaled by the speed),
/// ignores live pointer input, and answers only the playback keys: Space pauses, "." steps one
/// frame, + / - change speed (0.25× to 8×), Esc or Q quits. A timeline bar shows progress and
/// checkpoints (grey pending, green matched, red mismatched).
struct ReplayViewer {
    static let speeds: [Double] = [0.25, 0.5, 1, 2, 4, 8]
    static let timelineHeight = 34.0

    private(set) var app: PlaygroundApp
    private var cursor: ReplayCursor
    private let replay: Replay
    private(set) var speed: Double
    private(set) var paused = false
    private(set) var quitRequested = false
    /// Recorded session time the playback has reached (µs).
    private var playhead: Int64
    private var lastHostTime: Int64?
    private var checkpointResults: [Int: Bool] = [:]
    private(set) var firstMismatch: ReplayMismatch?
    private var lastFrameIndex = -1

    init(replay: Replay, speed: Double) throws(ReplayError) {
        self.replay = replay
        cursor = ReplayCursor(replay)
        app = try cursor.startSession()
        self.speed = speed
        playhead = replay.frames.first?.frame.time ?? 0
    }

    var isFinished: Bool { cursor.isFinished }

    /// Advances playback by the host's elapsed time; returns the recorded frame indices stepped.
    mutating func step(_ host: HostFrame) -> [Int] {
        let wasPaused = paused
        var stepped: [Int] = []
        for timed in host.inputs {
            guard case .keyPressed(let key, let modifiers) = timed.input else { continue }
            switch key.rawValue {
            case "space": paused.toggle()
            case "period": if paused, let index = stepOne() { stepped.append(index) }
            case "kp_plus": faster()
            case "equals" where modifiers.contains(.shift): faster()
            case "minus", "kp_minus": slower()
            case "escape", "q": quitRequested = true
            default: break
            }
        }
        defer { lastHostTime = host.time }
        // Time spent paused is not played: resuming continues from where the pause left off.
        guard !paused, !wasPaused, let last = lastHostTime else { return stepped }
        playhead += Int64((Double(host.time - last) * speed).rounded())
        while let next = cursor.upcoming, next.frame.time <= playhead {
            if let index = stepOne() { stepped.append(index) }
        }
        return stepped
    }

    private mutating func stepOne() -> Int? {
        guard let (frame, inputs) = cursor.next() else { return nil }
        app.step(frame, inputs: inputs)
        lastFrameIndex = frame.index
        playhead = max(playhead, frame.time)
        for (checkpoint, mismatch) in cursor.check(app, after: frame) {
            checkpointResults[checkpoint.frame ?? frame.index] = mismatch == nil
            if firstMismatch == nil, let mismatch { firstMismatch = mismatch }
        }
        return frame.index
    }

    private mutating func faster() { speed = Self.speeds.first { $0 > speed } ?? speed }
    private mutating func slower() { speed = Self.speeds.last { $0 < speed } ?? speed }

    /// The next host time a recorded frame falls due, so the loop sleeps through recorded idle gaps.
    var wake: Wake {
        guard !paused, let next = cursor.upcoming, let host = lastHostTime else { return paused || isFinished ? .idle : .nextFrame }
        let wait = Double(max(0, next.frame.time - playhead)) / speed
        return wait < 20_000 ? .nextFrame : .at(host + Int64(wait))
    }

    var summary: String {
        let checked = checkpointResults.count
        let matched = checkpointResults.values.filter { $0 }.count
        if let firstMismatch { return "replay: \(firstMismatch.description)" }
        return "replay: \(lastFrameIndex + 1) of \(cursor.frameCount) frames played, \(matched)/\(checked) checkpoints matched"
    }

    func drawList(stats: HostStats) -> DrawList {
        var list = DrawList()
        app.draw(into: &list, host: HostInfo(rendererName: stats.rendererName, vsync: stats.vsync,
                                             textCacheHits: stats.textCacheHits, textCacheMisses: stats.textCacheMisses,
                                             lastFrameMicros: stats.lastFrameMicros))
        drawTimeline(into: &list)
        return list
    }

    private func drawTimeline(into list: inout DrawList) {
        let window = app.windowSize
        let bar = Rect(x: 0, y: window.height - Self.timelineHeight, width: window.width, height: Self.timelineHeight)
        list.fill(bar, Color(0, 0, 0, 215))
        let track = Rect(x: 12, y: bar.minY + 6, width: bar.width - 24, height: 6)
        list.fill(track, Color(255, 255, 255, 50), radius: 3)
        let total = max(1, cursor.frameCount)
        let done = Double(lastFrameIndex + 1) / Double(total)
        list.fill(Rect(x: track.minX, y: track.minY, width: track.width * done, height: track.height), Theme.accent, radius: 3)
        for frame in cursor.checkpointFrames {
            let x = track.minX + track.width * Double(frame + 1) / Double(total)
            let color = checkpointResults[frame].map { $0 ? Theme.positive : Theme.recording } ?? Color(200, 200, 200)
            list.fill(Rect(x: x - 1.5, y: track.minY - 3, width: 3, height: track.height + 6), color)
        }
        let state = isFinished ? "■" : paused ? "❚❚" : "▶"
        var text = "\(state) \(Self.format(speed))×   frame \(lastFrameIndex + 1)/\(total)   "
            + "space pause · . step · + / - speed · Esc quit"
        var color = Color.white
        if let firstMismatch {
            text = "✗ checkpoint mismatch at frame \(firstMismatch.frame.map(String.init) ?? "end"): \(firstMismatch.description)"
            color = Theme.recording
        } else if isFinished {
            let matched = checkpointResults.values.filter { $0 }.count
            text = "■ end: every checkpoint matched (\(matched)/\(checkpointResults.count))   Esc quit"
            color = Theme.positive
        }
        list.text(text, in: Rect(x: 12, y: bar.minY + 14, width: bar.width - 24, height: 18), size: 12, color: color)
    }

    static func format(_ x: Double) -> String { x == x.rounded() ? String(Int(x)) : String(x) }
}
