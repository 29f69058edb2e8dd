import Motion

/// The motion inspector's plot of the last gesture: position (top) and velocity (bottom)
/// against time since the press, B (live) and A (the ghost) together, with the release, the
/// projected landing and the chosen target marked.
struct GestureTracePlot {
    static let landingColor = Theme.warning
    static let targetColor = Theme.positive

    var b: GestureTrace
    var a: GestureTrace?
    var frame: Rect

    /// Narrower than this, the legend goes under the title.
    static let oneLineWidth = 380.0

    func draw(into list: inout DrawList) {
        list.fill(frame, Theme.overlayBackground, radius: 8)
        list.text(
            "last gesture", in: Rect(x: frame.minX + 8, y: frame.minY + 4, width: 90, height: 14), size: 10,
            weight: .bold, color: .white)
        list.text(
            "B live", in: Rect(x: frame.minX + 96, y: frame.minY + 4, width: 50, height: 14), size: 10,
            color: Theme.accent)
        if a != nil {
            list.text(
                "A ghost", in: Rect(x: frame.minX + 146, y: frame.minY + 4, width: 54, height: 14), size: 10,
                color: TuningPanelView.ghostColor)
        }
        // The legend of the marks shares the title line when there is room, else gets its own.
        let narrow = frame.width < Self.oneLineWidth
        let legend =
            narrow
            ? Rect(x: frame.minX + 8, y: frame.minY + 18, width: frame.width - 16, height: 14)
            : Rect(x: frame.maxX - 170, y: frame.minY + 4, width: 162, height: 14)
        list.text(
            "release │ landing ─ target ─", in: legend, size: 9, color: Color(hex: 0xE5E5EA),
            alignment: narrow ? .leading : .trailing)
        let top = frame.minY + (narrow ? 36 : 22)
        let traces = [b] + (a.map { [$0] } ?? [])
        let all = traces.flatMap(\.samples)
        guard let t0 = b.samples.first?.time, let tEnd = all.map(\.time).max(), tEnd > t0 else { return }
        let positions = Rect(
            x: frame.minX + 8, y: top, width: frame.width - 16,
            height: (frame.maxY - top - 12) * 0.58)
        let velocities = Rect(
            x: positions.minX, y: positions.maxY + 8, width: positions.width,
            height: frame.maxY - 6 - positions.maxY - 8)
        func x(_ t: Int64) -> Double { positions.minX + Double(t - t0) / Double(tEnd - t0) * positions.width }

        var marks = all.map(\.offset)
        if let r = b.release {
            marks += [r.projectedLanding, r.target].compactMap { $0 }.filter(\.isFinite)
        }
        let lo = marks.min()!
        let hi = marks.max()!
        func yP(_ p: Double) -> Double { positions.maxY - (hi > lo ? (p - lo) / (hi - lo) : 0.5) * positions.height }
        let vMax = max(all.map { abs($0.velocity) }.max()!, 1)
        func yV(_ v: Double) -> Double { velocities.midY - v / vMax * velocities.height / 2 }

        list.line(
            Point(x: velocities.minX, y: velocities.midY), Point(x: velocities.maxX, y: velocities.midY),
            Color(255, 255, 255, 50))
        if let r = b.release {
            let rx = x(r.time)
            list.line(Point(x: rx, y: positions.minY), Point(x: rx, y: velocities.maxY), Color(255, 255, 255, 120))
            if let l = r.projectedLanding, l.isFinite {
                list.line(Point(x: rx, y: yP(l)), Point(x: positions.maxX, y: yP(l)), Self.landingColor.withAlpha(0.8))
            }
            if let t = r.target, t.isFinite {
                list.line(Point(x: rx, y: yP(t)), Point(x: positions.maxX, y: yP(t)), Self.targetColor.withAlpha(0.9))
            }
        }
        for (trace, color) in [(a, TuningPanelView.ghostColor), (b, Theme.accent)] {
            guard let trace else { continue }
            for (p, q) in zip(trace.samples, trace.samples.dropFirst()) {
                list.line(Point(x: x(p.time), y: yP(p.offset)), Point(x: x(q.time), y: yP(q.offset)), color, width: 1.5)
                list.line(
                    Point(x: x(p.time), y: yV(p.velocity)), Point(x: x(q.time), y: yV(q.velocity)),
                    color.withAlpha(0.85),
                    width: 1.5)
            }
            if let rest = trace.restTime {
                list.fill(
                    Rect(
                        center: Point(x: x(rest), y: yP(trace.restOffset ?? 0)),
                        size: Size(
                            width: 6,
                            height: 6)),
                    color, radius: 3)
            }
        }
        list.text(
            "position", in: Rect(x: positions.minX, y: positions.minY, width: 60, height: 12), size: 9,
            color: Color(hex: 0xE5E5EA))
        list.text(
            "velocity", in: Rect(x: velocities.minX, y: velocities.minY, width: 60, height: 12), size: 9,
            color: Color(hex: 0xE5E5EA))
        list.text(
            decimal(Double(tEnd - t0) / 1_000_000, digits: 2) + " s",
            in: Rect(x: positions.maxX - 60, y: velocities.maxY - 12, width: 60, height: 12), size: 9,
            color: Color(hex: 0xE5E5EA), alignment: .trailing)
    }
}
