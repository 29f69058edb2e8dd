import Motion
import PlaygroundCore

/// The gesture lane and the two motion tracks: where each tick and band goes (plain geometry,
/// tested without a window) and how they are drawn.
extension TimelineStrip {
    /// One mark on the gesture lane.
    public struct Tick: Hashable, Sendable {
        public enum Kind: String, Hashable, Sendable { case press, release, rest }
        public var kind: Kind
        public var x: Double
        /// The gesture's number (1-based).
        public var gesture: Int
    }

    /// Every gesture's press, release and rest ticks, in gesture order.
    public func ticks(for gestures: [RecordedGesture]) -> [Tick] {
        gestures.flatMap { g in
            [(Tick.Kind.press, g.press as Int64?), (.release, g.release), (.rest, g.rest)].compactMap { kind, time in
                time.map { Tick(kind: kind, x: x(forTime: $0), gesture: g.number) }
            }
        }
    }

    /// The gesture's band: from its press to where it ends (rest, next press, or the end).
    public func band(for gesture: RecordedGesture) -> Rect {
        let a = x(forTime: gesture.press)
        let lane = gestureLane
        return Rect(x: a, y: lane.minY, width: max(2, x(forTime: gesture.end) - a), height: lane.height)
    }

    /// The gesture under `x` on the lane: the band that holds it, else the nearest press.
    public func gesture(atX px: Double, in gestures: [RecordedGesture]) -> RecordedGesture? {
        if let inside = gestures.last(where: { band(for: $0).minX <= px && px <= band(for: $0).maxX }) { return inside }
        return gestures.min { abs(x(forTime: $0.press) - px) < abs(x(forTime: $1.press) - px) }
    }

    /// The gesture whose band holds recorded time `time`.
    static func gesture(at time: Int64, in timeline: GestureTimeline) -> RecordedGesture? {
        timeline.gestures.last { $0.press <= time && time <= $0.end }
    }

    /// The x of the middle of a track's column `c` (of `count`).
    public func x(ofColumn c: Int, count: Int) -> Double {
        track.minX + track.width * (Double(c) + 0.5) / Double(max(1, count))
    }

    /// The y of `value` in `area` when `range` spans the area's height (higher values up).
    static func y(_ value: Double, in area: Rect, range: ClosedRange<Double>) -> Double {
        let span = range.upperBound - range.lowerBound
        guard span > 0 else { return area.midY }
        return area.maxY - area.height * (value - range.lowerBound) / span
    }

    static let pressColor = Color.white
    static let releaseColor = Theme.warning
    static let restColor = Theme.positive
    static let offsetColor = Color(hex: 0x64D2FF)  // iOS systemTeal (dark)
    static let velocityColor = Color(hex: 0xBF5AF2)  // iOS systemPurple (dark)

    func drawGestures(_ timeline: GestureTimeline, now: Int64, into list: inout DrawList) {
        let lane = gestureLane
        list.fill(lane, Color(255, 255, 255, 18), radius: 3)
        let gestures = timeline.gestures
        for (i, g) in gestures.enumerated() {
            let band = band(for: g)
            let current = g.press <= now && now <= g.end
            list.fill(band, Color(10, 132, 255, current ? 150 : 80), radius: 3)
            // The number sits in its band when the band (and the room before the next) has space.
            let room = (i + 1 < gestures.count ? x(forTime: gestures[i + 1].press) : lane.maxX) - band.minX
            let label = String(g.number) + (g.ending == .held ? " held" : "")
            if room >= 7 * Double(label.count) + 6 {
                list.text(
                    label, in: Rect(x: band.minX + 4, y: lane.minY + 1, width: room - 4, height: lane.height - 2),
                    size: 10, weight: .bold, color: .white)
            }
        }
        for tick in ticks(for: gestures) {
            let color: Color =
                switch tick.kind {
                case .press: Self.pressColor
                case .release: Self.releaseColor
                case .rest: Self.restColor
                }
            list.fill(Rect(x: tick.x - 1, y: lane.minY - 2, width: 2, height: lane.height + 4), color)
        }
        drawTrack(timeline.offset, in: offsetTrack, name: "offset", unit: "pt", color: Self.offsetColor, into: &list)
        drawTrack(
            timeline.velocity, in: velocityTrack, name: "velocity", unit: "pt/s", color: Self.velocityColor,
            into: &list)
        let playhead = x(forTime: now)
        list.fill(
            Rect(x: playhead - 0.5, y: lane.minY - 2, width: 1, height: velocityTrack.maxY - lane.minY + 2), .white)
    }

    /// A step plot: each column's low…high span as a bar (so a jump inside one pixel still
    /// shows), joined to the previous column's last value by a flat line, since between recorded
    /// frames nothing moved (the app records a frame whenever something does); a zero line when
    /// the values cross zero; the name and the range at the track's ends.
    private func drawTrack(
        _ track: MotionTrack, in area: Rect, name: String, unit: String, color: Color, into list: inout DrawList
    ) {
        list.fill(area, Color(255, 255, 255, 12), radius: 2)
        guard let range = track.range else {
            list.text(
                "\(name): no scroll view in this recording",
                in: Rect(x: area.minX + 4, y: area.minY + 6, width: area.width - 8, height: 14), size: 10,
                color: Theme.panelSubtext)
            return
        }
        if range.lowerBound < 0, range.upperBound > 0 {
            let zero = Self.y(0, in: area, range: range)
            list.line(Point(x: area.minX, y: zero), Point(x: area.maxX, y: zero), Color(255, 255, 255, 50))
        }
        let width = max(1, area.width / Double(track.columns.count))
        var previous: (x: Double, last: Double)?
        for (c, column) in track.columns.enumerated() {
            guard let column else { continue }
            let x = x(ofColumn: c, count: track.columns.count)
            var low = column.low
            var high = column.high
            if let p = previous {
                let y = Self.y(p.last, in: area, range: range)
                list.line(Point(x: p.x, y: y), Point(x: x, y: y), color, width: 1.5)
                low = min(low, p.last)
                high = max(high, p.last)
            }
            let top = Self.y(high, in: area, range: range)
            let bottom = Self.y(low, in: area, range: range)
            list.fill(Rect(x: x - width / 2, y: top - 0.75, width: width, height: bottom - top + 1.5), color)
            previous = (x, column.last)
        }
        let label = Rect(x: area.minX + 4, y: area.minY + 1, width: area.width - 8, height: 12)
        // A backing keeps the name readable where the plot runs under it.
        list.fill(Rect(x: area.minX + 2, y: area.minY + 1, width: 6 * Double(name.count) + 6, height: 12), Theme.panel)
        list.text(name, in: label, size: 9, color: color)
        list.text(
            "\(Self.compact(range.lowerBound)) … \(Self.compact(range.upperBound)) \(unit)", in: label, size: 9,
            color: Theme.panelSubtext, alignment: .trailing)
    }

    /// Whole numbers: a track's range needs its size, not its decimals.
    static func compact(_ x: Double) -> String { String(Int(x.rounded())) }
}
