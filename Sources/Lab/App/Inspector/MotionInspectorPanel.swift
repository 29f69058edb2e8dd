import Motion
import PlaygroundCore

/// I, docked: why a flick landed where it did. Phase, offset and velocity, the projected
/// landing and the chosen target (in the colours of their marks on the content), what those
/// marks cross ("target: card 6 centre", or the point of the viewport they mark), and position
/// and velocity over the last 2 s.
struct MotionInspectorPanel: DockedPanel {
    static let historyMicros: Int64 = 2_000_000
    static let padding = 8.0
    static let lineHeight = 15.0
    /// The plot's least height: two lines under what it was before the legend of the lines and
    /// the tracker's reading took one each, so the panel asks the column for no more room than it
    /// did and the HUD beside it keeps every line at 1024 × 720.
    static let plotHeight = 26.0
    /// The plot grows to this height when the column has the room (a tall window): the panel's
    /// largest is what it always was.
    static let largestPlotHeight = 305.0

    var snapshot: InspectorSnapshot?
    var history: [InspectorSample]
    var now: Int64

    var name: String { "motion inspector" }

    func height(forWidth width: Double) -> Double {
        guard snapshot != nil else { return 2 * Self.padding + Self.lineHeight * 2 }
        return 2 * Self.padding + 7 * Self.lineHeight + 4 + Self.plotHeight
    }

    func growth(forWidth width: Double) -> Double {
        snapshot == nil ? 0 : Self.largestPlotHeight - Self.plotHeight
    }

    func draw(into list: inout DrawList, frame: Rect) {
        drawBackground(into: &list, frame: frame)
        let inner = frame.insetBy(Self.padding)
        var y = inner.minY
        func line(
            _ text: String, _ color: Color, x: Double = inner.minX, width: Double = inner.width,
            bold: Bool = false
        ) {
            guard y + Self.lineHeight <= inner.maxY + 0.5 else { return }
            list.text(
                text, in: Rect(x: x, y: y, width: width, height: Self.lineHeight), size: 11,
                weight: bold ? .bold : .regular, color: color)
        }
        guard let s = snapshot else {
            line("Inspector", .white, bold: true)
            y += Self.lineHeight
            line("nothing scrolls in this demo", Theme.panelSubtext)
            return
        }
        line("Inspector · \(s.phase)", .white, bold: true)
        y += Self.lineHeight
        line("offset \(Self.format(s.offset)) pt", Color(hex: 0xE5E5EA))
        y += Self.lineHeight
        line("velocity \(Self.format(s.velocity)) pt/s", InspectorPalette.velocity)
        y += Self.lineHeight
        // What the platform's tracker read at the last release, and why, in the longest wording
        // that fits: a flick that stopped dead because of a 40 ms rule says so.
        let forms = Self.trackerForms(s.tracker)
        let tracker = forms.first { TextMetrics.estimatedWidth($0, size: 11) <= inner.width } ?? forms.last!
        line(tracker, s.tracker?.zero == nil ? Theme.panelSubtext : Theme.warning)
        y += Self.lineHeight
        let half = (inner.width - 6) / 2
        line("landing \(s.projectedLanding.map(Self.format) ?? "–")", MotionInspectorMarks.landingColor, width: half)
        line(
            "target \(s.target.map(Self.format) ?? "–")", MotionInspectorMarks.targetColor, x: inner.minX + half + 6,
            width: half)
        y += Self.lineHeight
        // What the lines on the content cross: a number alone read as the leading edge's rest,
        // which on a centre-snapping strip is a card or two to the left of the target.
        line(
            s.alignment.legend(target: s.targetItem, axis: s.axis),
            s.targetItem == nil ? Theme.panelSubtext : MotionInspectorMarks.targetColor)
        y += Self.lineHeight
        line("position", InspectorPalette.position, width: half)
        line("velocity", InspectorPalette.velocity, x: inner.minX + half + 6, width: half)
        y += Self.lineHeight + 4
        // All the height the column gave the panel: a tall window gets a tall plot.
        let plot = Rect(x: inner.minX, y: y, width: inner.width, height: max(0, inner.maxY - y))
        if plot.height > 8 { drawPlot(in: plot, into: &list) }
    }

    /// Position (blue) and velocity (purple, 0 at the middle) over the last two seconds, each
    /// scaled to fit.
    private func drawPlot(in plot: Rect, into list: inout DrawList) {
        list.fill(plot, Color(255, 255, 255, 14), radius: 4)
        list.line(Point(x: plot.minX, y: plot.midY), Point(x: plot.maxX, y: plot.midY), Color(255, 255, 255, 50))
        let recent = history.filter { now - $0.time <= Self.historyMicros }
        guard recent.count > 1 else { return }
        let minP = recent.map(\.offset).min()!
        let maxP = recent.map(\.offset).max()!
        let maxV = max(recent.map { abs($0.velocity) }.max()!, 1)
        func x(_ t: Int64) -> Double { plot.maxX - Double(now - t) / Double(Self.historyMicros) * plot.width }
        func yP(_ p: Double) -> Double { plot.maxY - (maxP > minP ? (p - minP) / (maxP - minP) : 0.5) * plot.height }
        func yV(_ v: Double) -> Double { plot.midY - v / maxV * plot.height / 2 }
        for (a, b) in zip(recent, recent.dropFirst()) {
            list.line(
                Point(x: x(a.time), y: yP(a.offset)), Point(x: x(b.time), y: yP(b.offset)),
                InspectorPalette.position, width: 1.5)
            list.line(
                Point(x: x(a.time), y: yV(a.velocity)), Point(x: x(b.time), y: yV(b.velocity)),
                InspectorPalette.velocity, width: 1.5)
        }
    }

    static func format(_ x: Double) -> String { decimal(x) }

    /// The tracker line's wordings, longest first: its name and reading, then shorter ones.
    static func trackerForms(_ reading: TrackerReading?) -> [String] {
        guard let r = reading else { return ["tracker: no release yet", "tracker –"] }
        let lift = TrackerReading.milliseconds(r.gap)
        guard r.zero != nil, let why = r.zeroLabel else {
            let read = "\(r.used) of \(r.history) samples over \(TrackerReading.milliseconds(r.span))"
            return [
                "\(r.tracker): \(read), lift +\(lift)", "tracker: \(read), lift +\(lift)",
                "tracker: \(r.used) of \(r.history) samples, lift +\(lift)",
                "tracker: \(r.used)/\(r.history), lift +\(lift)",
            ]
        }
        switch r.zero! {
        case .assumedStopped(let limit, _, _):
            return [
                "\(r.tracker) \(why), past its \(limit / 1000) ms rule",
                "tracker \(why), past \(limit / 1000) ms", "tracker read 0: lift +\(lift) > \(limit / 1000) ms",
                "read 0: lift \(lift) > \(limit / 1000) ms",
            ]
        case .tooFewSamples:
            return ["\(r.tracker) \(why)", "tracker \(why)", why]
        }
    }
}
