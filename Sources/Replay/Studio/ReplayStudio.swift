import Lab
import Motion
import PlaygroundCore

/// Window playback of a replay, without SDL: the host hands it its clock and the window's
/// input facts each frame and draws what it returns. Plays at the recorded pace times the
/// speed (0.1× to 8×); the timeline strip below the content scrubs (click or drag), marks a
/// range (Shift-drag) that `L` loops; `,` / `.` step one frame back / forward, `[` / `]` jump
/// to the previous / next gesture's press (as does a click on a gesture's band), Shift-`[` /
/// Shift-`]` to the previous / next checkpoint (red ones are mismatches), Home / End go to the
/// ends, Space pauses, Q quits (Esc never does, as in the live window). Every jump is a `ReplaySeeker.seek`, so any frame shows
/// at once.
public struct ReplayStudio: Sendable {
    public static let speeds: [Double] = [0.1, 0.25, 0.5, 1, 2, 4, 8]

    public private(set) var seeker: ReplaySeeker
    public private(set) var speed: Double
    public private(set) var paused = false
    public private(set) var looping = false
    public private(set) var quitRequested = false
    /// The marked range, as positions (frames stepped), inclusive.
    public private(set) var range: ClosedRange<Int>?
    /// The largest window size the recording uses, so the strip sits below all of it.
    public let contentSize: Size
    public private(set) var windowSize: Size

    private enum Drag: Sendable {
        case none, scrubbing
        case marking(anchor: Int)
    }
    private var drag = Drag.none
    private var shiftHeld = false
    /// Recorded time the playback has reached (µs).
    private var playhead: Int64
    private var lastHostTime: Int64?

    /// - Parameter seeker: indexed (`buildIndex`), so the timeline knows every checkpoint.
    public init(seeker: ReplaySeeker, speed: Double = 1) {
        self.seeker = seeker
        self.speed = min(max(speed, Self.speeds[0]), Self.speeds[Self.speeds.count - 1])
        let content = Self.contentSize(of: seeker.replay)
        contentSize = content
        windowSize = Size(width: content.width, height: content.height + TimelineStrip.height)
        playhead = seeker.time(at: 0)
    }

    /// The largest window size `replay` uses: the header's, grown by every resize.
    public static func contentSize(of replay: Replay) -> Size {
        var content = replay.header.viewport
        for f in replay.frames {
            for timed in f.inputs {
                if case .viewportResized(let size) = timed.input {
                    content = Size(width: max(content.width, size.width), height: max(content.height, size.height))
                }
            }
        }
        return content
    }

    /// How many columns the motion tracks need: one per point of the strip's track at the
    /// window's first width.
    public static func trackColumns(for replay: Replay) -> Int {
        let strip = TimelineStrip(contentHeight: 0, windowWidth: contentSize(of: replay).width, start: 0, end: 0)
        return Int(strip.track.width.rounded(.up))
    }

    public var app: PlaygroundApp { seeker.app }
    public var position: Int { seeker.position }
    public var isFinished: Bool { seeker.position == seeker.frameCount }
    public var firstMismatch: ReplayMismatch? { seeker.mismatches.first }

    public var strip: TimelineStrip {
        TimelineStrip(
            contentHeight: contentSize.height, windowWidth: windowSize.width,
            start: seeker.replay.frames.first?.frame.time ?? 0, end: seeker.replay.frames.last?.frame.time ?? 0)
    }

    // MARK: - Frames

    /// One host frame: handles the window's facts, then plays on by the host time elapsed.
    /// Returns the frame indices stepped by playback (screenshots are taken of those); playback
    /// stops for this host frame at a frame in `holdAt`, so a screenshot shows exactly it.
    @discardableResult
    public mutating func update(
        time: Int64, inputs: [TimedInput], windowSize: Size? = nil, holdAt: Set<Int> = []
    ) -> [Int] {
        if let windowSize { self.windowSize = windowSize }
        // Time spent paused or scrubbing is not played: the host idled through it.
        let wasPlaying = isPlaying
        for timed in inputs { handle(timed.input) }
        defer { lastHostTime = time }
        guard wasPlaying, isPlaying, let last = lastHostTime else { return [] }
        playhead += Int64((Double(time - last) * speed).rounded())
        var stepped: [Int] = []
        while seeker.position < seeker.frameCount, seeker.replay.frames[seeker.position].frame.time <= playhead {
            seeker.stepForward()
            let index = seeker.currentFrame?.frame.index
            if let index { stepped.append(index) }
            if looping, let loop = loopRange, seeker.position >= loop.upperBound {
                seek(to: loop.lowerBound)
                break
            }
            if let index, holdAt.contains(index) { break }
        }
        return stepped
    }

    private var isPlaying: Bool { !paused && !isDragging && (!isFinished || looping) }

    private var isDragging: Bool {
        if case .none = drag { return false }
        return true
    }

    /// The range `L` loops: the marked one, else the whole file.
    private var loopRange: ClosedRange<Int>? {
        range ?? (seeker.frameCount > 0 ? 1...seeker.frameCount : nil)
    }

    /// When the host should run the next frame: at the next recorded frame while playing.
    public var wake: Wake {
        guard isPlaying, let host = lastHostTime, seeker.position < seeker.frameCount else {
            return isPlaying ? .nextFrame : .idle
        }
        let next = seeker.replay.frames[seeker.position].frame.time
        let wait = Double(max(0, next - playhead)) / speed
        return wait < 20_000 ? .nextFrame : .at(host + Int64(wait))
    }

    public mutating func seek(to target: Int) {
        seeker.seek(to: target)
        playhead = seeker.time(at: seeker.position)
    }

    // MARK: - Input

    private mutating func handle(_ input: Input) {
        switch input {
        case .keyPressed(let key, let modifiers):
            shiftHeld = modifiers.contains(.shift)
            handleKey(key, modifiers)
        case .keyReleased(_, let modifiers):
            shiftHeld = modifiers.contains(.shift)
        case .pointerPressed(let p, .left, _) where strip.hitArea.contains(p):
            let gestures = seeker.timeline.gestures
            if !shiftHeld, strip.gestureLane.minY <= p.y, p.y <= strip.gestureLane.maxY,
                let gesture = strip.gesture(atX: p.x, in: gestures)
            {
                seek(to: gesture.pressPosition)
                return
            }
            let target = seeker.position(atTime: strip.time(forX: p.x))
            if shiftHeld {
                drag = .marking(anchor: target)
                range = target...target
            } else {
                drag = .scrubbing
            }
            seek(to: target)
        case .pointerMoved(let p, _):
            let target = seeker.position(atTime: strip.time(forX: p.x))
            switch drag {
            case .none: return
            case .scrubbing: seek(to: target)
            case .marking(let anchor):
                range = min(anchor, target)...max(anchor, target)
                seek(to: target)
            }
        case .pointerReleased(_, .left, _):
            if case .marking = drag, let r = range, r.lowerBound == r.upperBound { range = nil }
            drag = .none
        case .focusChanged(false):
            shiftHeld = false
            drag = .none
        default:
            break
        }
    }

    private mutating func handleKey(_ key: Key, _ modifiers: Modifiers) {
        switch key.rawValue {
        case "space":
            if isFinished, !looping {
                // At the end, Space plays again from the start (of the range, if one is marked).
                seek(to: range?.lowerBound ?? 0)
                paused = false
            } else {
                paused.toggle()
            }
        case "comma":
            paused = true
            seek(to: max(seeker.position - 1, seeker.frameCount > 0 ? 1 : 0))
        case "period":
            paused = true
            seek(to: seeker.position + 1)
        case "leftbracket" where modifiers.contains(.shift):
            seek(to: seeker.marker(before: seeker.position) ?? min(1, seeker.frameCount))
        case "rightbracket" where modifiers.contains(.shift):
            seek(to: seeker.marker(after: seeker.position) ?? seeker.frameCount)
        case "leftbracket":
            seek(to: seeker.timeline.gesture(before: seeker.position)?.pressPosition ?? min(1, seeker.frameCount))
        case "rightbracket":
            seek(to: seeker.timeline.gesture(after: seeker.position)?.pressPosition ?? seeker.frameCount)
        case "home": seek(to: min(1, seeker.frameCount))
        case "end": seek(to: seeker.frameCount)
        case "l": looping.toggle()
        case "kp_plus", "equals": speed = Self.speeds.first { $0 > speed } ?? speed
        case "minus", "kp_minus": speed = Self.speeds.last { $0 < speed } ?? speed
        case "q": quitRequested = true
        default: break
        }
    }

    // MARK: - Drawing

    /// The recorded content at the top left (clipped to it), the strip below.
    public func draw(into list: inout DrawList, host: HostInfo = HostInfo()) {
        list.clipped(to: Rect(origin: .zero, size: contentSize)) { list in
            seeker.app.draw(into: &list, host: host)
        }
        let frames = seeker.replay.frames
        let time = { (p: Int) in seeker.time(at: p) }
        let checkpoints = seeker.markers.map { (time: time($0), matched: seeker.checkpointResults[$0] ?? true) }
        let status = TimelineStrip.Status(
            position: seeker.position, frameCount: seeker.frameCount, frame: seeker.currentFrame,
            lastIndex: frames.last?.frame.index ?? 0, speed: speed, paused: paused || isDragging,
            finished: isFinished && !looping, looping: looping,
            range: range.map { (time($0.lowerBound), time($0.upperBound)) },
            rangeFrames: frames.isEmpty
                ? nil
                : range.map {
                    (frames[max(1, $0.lowerBound) - 1].frame.index, frames[max(1, $0.upperBound) - 1].frame.index)
                },
            checkpoints: checkpoints, firstMismatchFrame: seeker.mismatches.first?.frame,
            mismatchCount: seeker.mismatches.count, timeline: seeker.isIndexed ? seeker.timeline : nil)
        strip.draw(into: &list, status)
    }

    /// One line for the terminal when the window closes.
    public var summary: String {
        let matched = seeker.checkpointResults.values.filter { $0 }.count
        if let firstMismatch { return "replay: \(firstMismatch.description)" }
        return "replay: \(seeker.frameCount) frames, \(matched)/\(seeker.checkpointResults.count) checkpoints matched"
    }
}
