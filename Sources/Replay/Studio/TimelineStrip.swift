import Motion
import PlaygroundCore

/// The replay window's timeline: a strip of its own below the recorded content (never over
/// it), with the track (progress, checkpoints green or red, a marked range, the playhead), the
/// gesture lane (a numbered band per gesture with press, release and rest ticks), the offset and
/// velocity tracks, the playback status, the current frame's inputs, and the keys. Every row
/// maps recorded time linearly to the same x, so idle stretches of a session take the room
/// they took in real time and a tick sits right above what the motion did at that instant.
public struct TimelineStrip: Hashable, Sendable {
    public static let height = 170.0
    static let inset = 16.0
    /// Top of the status row, below the gesture lane and the two tracks.
    static let statusRow = 110.0

    /// The strip, in window points.
    public let frame: Rect
    /// Recorded times of the first and the last frame (µs).
    public let start: Int64
    public let end: Int64

    public init(contentHeight: Double, windowWidth: Double, start: Int64, end: Int64) {
        frame = Rect(x: 0, y: contentHeight, width: max(1, windowWidth), height: Self.height)
        self.start = start
        self.end = max(start, end)
    }

    /// The bar that shows time.
    public var track: Rect {
        Rect(x: Self.inset, y: frame.minY + 14, width: max(1, frame.width - 2 * Self.inset), height: 8)
    }
    /// The row of gesture bands and ticks, under the track.
    public var gestureLane: Rect { Rect(x: track.minX, y: frame.minY + 28, width: track.width, height: 16) }
    /// The content's offset over the recording.
    public var offsetTrack: Rect { Rect(x: track.minX, y: frame.minY + 48, width: track.width, height: 26) }
    /// The content's velocity over the recording.
    public var velocityTrack: Rect { Rect(x: track.minX, y: frame.minY + 78, width: track.width, height: 26) }
    /// Where a press starts a scrub (or, on the gesture lane, jumps to a gesture): the track,
    /// the lane and both motion tracks, a little past both ends.
    public var hitArea: Rect { Rect(x: 0, y: frame.minY, width: frame.width, height: velocityTrack.maxY - frame.minY) }

    public func x(forTime time: Int64) -> Double {
        guard end > start else { return track.minX }
        return track.minX + track.width * Double(min(max(time, start), end) - start) / Double(end - start)
    }

    /// The recorded time under `x` (clamped to the track).
    public func time(forX x: Double) -> Int64 {
        let fraction = min(max((x - track.minX) / track.width, 0), 1)
        return start + Int64((Double(end - start) * fraction).rounded())
    }

    /// What the strip shows besides the track.
    public struct Status: Sendable {
        public var position: Int
        public var frameCount: Int
        public var frame: ReplayFrame?
        public var lastIndex: Int
        public var speed: Double
        public var paused: Bool
        public var finished: Bool
        public var looping: Bool
        public var range: (lower: Int64, upper: Int64)?
        public var rangeFrames: (lower: Int, upper: Int)?
        /// (time, matched) of each compared checkpoint.
        public var checkpoints: [(time: Int64, matched: Bool)]
        public var firstMismatchFrame: Int?
        public var mismatchCount: Int
        /// The recording's gestures and motion tracks (empty before the index is built).
        public var timeline: GestureTimeline?
    }

    public func draw(into list: inout DrawList, _ s: Status) {
        list.fill(frame, Theme.panel)
        list.line(Point(x: frame.minX, y: frame.minY), Point(x: frame.maxX, y: frame.minY), Color(255, 255, 255, 40))
        let track = track
        list.fill(track, Color(255, 255, 255, 45), radius: 4)
        let now = s.frame?.frame.time ?? start
        if let range = s.range {
            let a = x(forTime: range.lower)
            let b = x(forTime: range.upper)
            list.fill(
                Rect(x: a, y: track.minY - 6, width: max(2, b - a), height: track.height + 12),
                Color(255, 204, 0, s.looping ? 110 : 60), radius: 3)
        }
        list.fill(
            Rect(x: track.minX, y: track.minY, width: x(forTime: now) - track.minX, height: track.height), Theme.accent,
            radius: 4)
        for checkpoint in s.checkpoints {
            let cx = x(forTime: checkpoint.time)
            let tall = checkpoint.matched ? 0.0 : 5.0
            list.fill(
                Rect(x: cx - 1, y: track.minY - 3 - tall, width: 2, height: track.height + 6 + 2 * tall),
                checkpoint.matched ? Theme.positive : Theme.recording)
        }
        if let timeline = s.timeline { drawGestures(timeline, now: now, into: &list) }
        let knob = x(forTime: now)
        list.fill(Rect(x: knob - 6, y: track.midY - 8, width: 12, height: 16), .white, radius: 4)

        // Words, not symbols: the pause glyph is missing from common CJK-capable fonts.
        let state = s.finished ? "end" : s.paused ? "paused" : "▶ playing"
        let index = s.frame.map { String($0.frame.index) } ?? "–"
        var status =
            "\(state) \(Self.speedText(s.speed))×    frame \(index) / \(s.lastIndex)    "
            + "\(Self.seconds(now - start)) / \(Self.seconds(end - start)) s"
        if let r = s.rangeFrames {
            status += "    range \(r.lower)…\(r.upper)\(s.looping ? " (looping)" : "")"
        } else if s.looping {
            status += "    looping"
        }
        if let gesture = s.timeline.flatMap({ Self.gesture(at: now, in: $0) }) {
            status += "    gesture \(gesture.number) of \(s.timeline?.gestures.count ?? 0)"
        }
        let row = frame.minY + Self.statusRow
        list.text(
            status, in: Rect(x: Self.inset, y: row, width: frame.width * 0.62, height: 18), size: 13, color: .white)
        let verdict: String
        let verdictColor: Color
        if let first = s.firstMismatchFrame {
            verdict = "✗ \(s.mismatchCount) mismatch\(s.mismatchCount == 1 ? "" : "es"), first after frame \(first)"
            verdictColor = Theme.recording
        } else {
            verdict = "✓ \(s.checkpoints.count) checkpoint\(s.checkpoints.count == 1 ? "" : "s") match"
            verdictColor = Theme.positive
        }
        list.text(
            verdict, in: Rect(x: frame.width * 0.62, y: row, width: frame.width * 0.38 - Self.inset, height: 18),
            size: 13, color: verdictColor, alignment: .trailing)
        let inputs =
            s.frame.map { "inputs: " + InputText.list($0.inputs, rounded: true) } ?? "inputs: before the first frame"
        list.text(
            inputs, in: Rect(x: Self.inset, y: row + 19, width: frame.width - 2 * Self.inset, height: 17), size: 12,
            color: Theme.panelSubtext)
        list.text(
            "space play/pause · , . step · [ ] gestures · shift [ ] checkpoints · drag to scrub · "
                + "shift-drag a range · L loop · "
                + "+ − speed · Q quit",
            in: Rect(x: Self.inset, y: row + 37, width: frame.width - 2 * Self.inset, height: 17), size: 11,
            color: Theme.panelSubtext)
    }

    static func seconds(_ micros: Int64) -> String { decimal(Double(micros) / 1e6, digits: 3) }
    static func speedText(_ x: Double) -> String {
        if x == x.rounded() { return String(Int(x)) }
        return decimal(x, digits: (x * 10).rounded() == x * 10 ? 1 : 2)
    }
}
