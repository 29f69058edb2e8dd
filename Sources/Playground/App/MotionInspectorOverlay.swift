import Motion

/// I: why a flick landed where it did. Marks the projected landing and the chosen target on the
/// content and on a ruler of the scroll range, and plots position and velocity over the last 2 s.
struct MotionInspectorOverlay {
    static let historyMicros: Int64 = 2_000_000
    static let landingColor = Theme.warning
    static let targetColor = Theme.positive

    var snapshot: InspectorSnapshot?
    var history: [InspectorSample]
    var now: Int64
    var area: Rect

    func draw(into list: inout DrawList) {
        guard let s = snapshot else {
            list.fill(Rect(x: area.minX + 12, y: area.minY + 12, width: 280, height: 26), Theme.overlayBackground, radius: 6)
            list.text("Inspector: nothing scrolls in this demo", in: Rect(x: area.minX + 20, y: area.minY + 12, width: 264, height: 26),
                      size: 12, color: .white)
            return
        }
        drawContentMarks(s, into: &list)
        drawRuler(s, into: &list)
        drawPanel(s, into: &list)
        drawPlot(into: &list)
    }

    /// Lines across the content where the viewport's leading edge will come to rest.
    private func drawContentMarks(_ s: InspectorSnapshot, into list: inout DrawList) {
        let vf = s.viewportFrame
        func mark(_ offset: Double?, _ color: Color, _ label: String) {
            guard let offset, offset.isFinite else { return }
            let d = offset - s.offset
            if s.axis == .vertical {
                let y = vf.minY + d
                guard y >= vf.minY, y <= vf.maxY else { return }
                list.line(Point(x: vf.minX, y: y), Point(x: vf.maxX, y: y), color, width: 2)
                list.text(label, in: Rect(x: vf.maxX - 150, y: y - 16, width: 144, height: 14), size: 11, color: color, alignment: .trailing)
            } else {
                let x = vf.minX + d
                guard x >= vf.minX, x <= vf.maxX else { return }
                list.line(Point(x: x, y: vf.minY), Point(x: x, y: vf.maxY), color, width: 2)
                list.text(label, in: Rect(x: x + 4, y: vf.minY + 2, width: 140, height: 14), size: 11, color: color)
            }
        }
        // With no snapping the target is the landing: one mark, one label.
        if let landing = s.projectedLanding, let target = s.target, abs(landing - target) < 0.5 {
            mark(target, Self.targetColor, "landing = target")
        } else {
            mark(s.projectedLanding, Self.landingColor, "projected landing")
            mark(s.target, Self.targetColor, "target")
        }
    }

    /// The whole scroll range as a bar, the visible part as a box, landing and target as ticks.
    private func drawRuler(_ s: InspectorSnapshot, into list: inout DrawList) {
        let vf = s.viewportFrame
        let length = s.axis == .vertical ? vf.height : vf.width
        let lo = min(s.minOffset, s.offset), hi = max(s.maxOffset + length, s.offset + length)
        let span = max(hi - lo, 1)
        let bar = s.axis == .vertical
            ? Rect(x: vf.maxX - 14, y: vf.minY + 4, width: 8, height: vf.height - 8)
            : Rect(x: vf.minX + 4, y: vf.maxY - 14, width: vf.width - 8, height: 8)
        list.fill(bar, Color(0, 0, 0, 60), radius: 4)
        func along(_ value: Double) -> Double { (value - lo) / span }
        func segment(_ a: Double, _ b: Double) -> Rect {
            s.axis == .vertical
                ? Rect(x: bar.minX, y: bar.minY + along(a) * bar.height, width: bar.width, height: max(2, (b - a) / span * bar.height))
                : Rect(x: bar.minX + along(a) * bar.width, y: bar.minY, width: max(2, (b - a) / span * bar.width), height: bar.height)
        }
        list.fill(segment(s.offset, s.offset + length), Theme.accent.withAlpha(0.8), radius: 4)
        if let l = s.projectedLanding, l.isFinite { list.fill(segment(l, l + 2 * span / bar.height), Self.landingColor) }
        if let t = s.target, t.isFinite { list.fill(segment(t, t + 2 * span / bar.height), Self.targetColor) }
    }

    private func drawPanel(_ s: InspectorSnapshot, into list: inout DrawList) {
        let box = Rect(x: area.minX + 12, y: area.minY + 12, width: 250, height: 92)
        list.fill(box, Theme.overlayBackground, radius: 8)
        let lines = [
            "phase  \(s.phase)",
            "offset  \(Self.format(s.offset)) pt",
            "velocity  \(Self.format(s.velocity)) pt/s",
            "landing  \(s.projectedLanding.map(Self.format) ?? "–")   target  \(s.target.map(Self.format) ?? "–")",
        ]
        for (i, line) in lines.enumerated() {
            list.text(line, in: Rect(x: box.minX + 10, y: box.minY + 8 + Double(i) * 19, width: box.width - 20, height: 18),
                      size: 12, color: i == 0 ? .white : Color(hex: 0xE5E5EA))
        }
    }

    /// Position (blue) and velocity (orange) over the last two seconds, each scaled to fit.
    private func drawPlot(into list: inout DrawList) {
        let box = Rect(x: area.minX + 12, y: area.maxY - 112, width: min(420, area.width - 24), height: 100)
        list.fill(box, Theme.overlayBackground, radius: 8)
        list.text("position", in: Rect(x: box.minX + 8, y: box.minY + 4, width: 80, height: 14), size: 10, color: Theme.accent)
        list.text("velocity (0 = middle)", in: Rect(x: box.minX + 80, y: box.minY + 4, width: 160, height: 14), size: 10,
                  color: Self.landingColor)
        let recent = history.filter { now - $0.time <= Self.historyMicros }
        guard recent.count > 1 else { return }
        let plot = Rect(x: box.minX + 8, y: box.minY + 20, width: box.width - 16, height: box.height - 28)
        list.line(Point(x: plot.minX, y: plot.midY), Point(x: plot.maxX, y: plot.midY), Color(255, 255, 255, 50))
        let minP = recent.map(\.offset).min()!, maxP = recent.map(\.offset).max()!
        let maxV = max(recent.map { abs($0.velocity) }.max()!, 1)
        func x(_ t: Int64) -> Double { plot.maxX - Double(now - t) / Double(Self.historyMicros) * plot.width }
        func yP(_ p: Double) -> Double { plot.maxY - (maxP > minP ? (p - minP) / (maxP - minP) : 0.5) * plot.height }
        func yV(_ v: Double) -> Double { plot.midY - v / maxV * plot.height / 2 }
        for (a, b) in zip(recent, recent.dropFirst()) {
            list.line(Point(x: x(a.time), y: yP(a.offset)), Point(x: x(b.time), y: yP(b.offset)), Theme.accent, width: 1.5)
            list.line(Point(x: x(a.time), y: yV(a.velocity)), Point(x: x(b.time), y: yV(b.velocity)), Self.landingColor, width: 1.5)
        }
    }

    static func format(_ x: Double) -> String { decimal(x) }
}
