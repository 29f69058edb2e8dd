import Demos
import Foundation
import Motion
import PlaygroundCore

/// The motion inspector's plot of the last gesture: position (top) and velocity (bottom)
/// against time since the press, B (live) and A (the ghost) together, with the release, the
/// projected landing and the chosen target marked. Each plot has ticked axes with units (pt and
/// pt/s up the side, ms along the bottom), and says "A and B coincide" when the ghost's curve
/// lies under the live one (within `LinePlot`'s 0.5 pt), where it could not be seen, or until
/// when it does ("A under B until 420 ms") when the two part later.
struct GestureTracePlot {
    static let landingColor = Theme.warning
    static let targetColor = Theme.positive
    static let labelColor = Color(hex: 0xE5E5EA)
    static let tickColor = Color(255, 255, 255, 150)
    static let gridColor = Color(255, 255, 255, 28)
    static let tickSize = 8.5
    /// Room left of each plot for its tick labels.
    static let axisWidth = 34.0
    /// Positions closer than this everywhere coincide, pt.
    static let samePosition = 0.5

    var b: GestureTrace
    var a: GestureTrace?
    var frame: Rect

    /// Narrower than this, the legend goes under the title.
    static let oneLineWidth = 380.0

    /// Whether A's positions lie within `samePosition` of B's at every sample.
    var coincide: Bool {
        guard let a else { return false }
        return LinePlot.coincide(Self.points(a), Self.points(b), Self.samePosition)
    }

    /// What the position plot says about A under B: "A and B coincide" when A lies under B
    /// everywhere, "A under B until 420 ms" when they run together from the press for a while
    /// (at least `PartialCoincidence.minimumShare` of the plot) and then part, else nothing.
    var coincidenceNote: String? {
        guard let a else { return nil }
        if coincide { return "A and B coincide" }
        guard let t0 = b.samples.first?.time else { return nil }
        let series = [ChartSeries(name: "A", points: Self.points(a)), ChartSeries(name: "B", points: Self.points(b))]
        guard let shared = PartialCoincidence.find(in: series, within: Self.samePosition).first else { return nil }
        let ms = ((shared.until - Double(t0)) / 1000).rounded()
        guard ms.isFinite, abs(ms) < 1e12 else { return nil }
        return "A under B until \(Int(ms)) ms"
    }

    /// A trace's positions against time in µs, as the plot draws them (A is drawn first, under B).
    private static func points(_ t: GestureTrace) -> [Point] {
        t.samples.map { Point(x: Double($0.time), y: $0.offset) }
    }

    func draw(into list: inout DrawList) {
        list.fill(frame, Theme.overlayBackground, radius: 8)
        list.text(
            "last gesture", in: Rect(x: frame.minX + 8, y: frame.minY + 4, width: 90, height: 14), size: 10,
            weight: .bold, color: .white)
        list.text(
            "B live", in: Rect(x: frame.minX + 96, y: frame.minY + 4, width: 50, height: 14), size: 10,
            color: Theme.accentOnDark)
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
            "release │ landing ─ target ─", in: legend, size: 9, color: Self.labelColor,
            alignment: narrow ? .leading : .trailing)
        let traces = [b] + (a.map { [$0] } ?? [])
        let all = traces.flatMap(\.samples)
        guard let t0 = b.samples.first?.time, let tEnd = all.map(\.time).max(), tEnd > t0 else { return }

        // Two plots stacked, each under a line naming it and its unit, the time ticks below both.
        let label = 12.0
        let top = frame.minY + (narrow ? 34 : 20)
        let bottom = frame.maxY - 4 - Self.tickSize - 4
        let left = frame.minX + 8 + Self.axisWidth
        let width = frame.maxX - 8 - left
        // A column squeezed below two readable plots shows the title only: drawn anyway, they
        // would reach past the panel onto what follows (at 640 × 480 with the HUD open).
        guard bottom - top - 2 * label - 4 >= 20 else { return }
        let plotsHeight = bottom - top - 2 * label - 4
        let positions = Rect(x: left, y: top + label, width: width, height: plotsHeight * 0.55)
        let velocities = Rect(
            x: left, y: positions.maxY + 4 + label, width: width, height: plotsHeight - positions.height)

        var marks = all.map(\.offset)
        if let r = b.release { marks += [r.projectedLanding, r.target].compactMap { $0 }.filter(\.isFinite) }
        let positionTicks = Self.ticks(covering: marks.min()!, marks.max()!)
        let velocityTicks = Self.ticks(covering: all.map(\.velocity).min()!, all.map(\.velocity).max()!)
        let timeTicks = AxisTicks(covering: 0, Double(tEnd - t0) / 1000, target: 4)
        func x(_ t: Int64) -> Double {
            positions.minX + (Double(t - t0) / 1000 - timeTicks.lower) / (timeTicks.upper - timeTicks.lower)
                * positions.width
        }
        func y(_ v: Double, _ ticks: AxisTicks, _ area: Rect) -> Double {
            area.maxY - (v - ticks.lower) / (ticks.upper - ticks.lower) * area.height
        }
        func yP(_ p: Double) -> Double { y(p, positionTicks, positions) }
        func yV(_ v: Double) -> Double { y(v, velocityTicks, velocities) }

        drawAxes(
            positions, name: "position (pt)", ticks: positionTicks, note: coincidenceNote, into: &list)
        drawAxes(velocities, name: "velocity (pt/s)", ticks: velocityTicks, note: nil, into: &list)
        var lastTimeLabel = -Double.infinity
        for t in timeTicks.values {
            let px = positions.minX + (t - timeTicks.lower) / (timeTicks.upper - timeTicks.lower) * positions.width
            for area in [positions, velocities] {
                list.line(Point(x: px, y: area.minY), Point(x: px, y: area.maxY), Self.gridColor)
            }
            let label = timeTicks.label(t)
            let half = TextMetrics.estimatedWidth(label, size: Self.tickSize) / 2
            guard px - half >= lastTimeLabel + 4 else { continue }
            lastTimeLabel = px + half
            list.text(
                label, in: Rect(x: px - 25, y: velocities.maxY + 2, width: 50, height: Self.tickSize + 3),
                size: Self.tickSize, color: Self.tickColor, alignment: .center)
        }
        // The time unit where the value labels' column meets the time labels' row.
        list.text(
            "ms",
            in: Rect(
                x: velocities.minX - Self.axisWidth, y: velocities.maxY + 2, width: Self.axisWidth - 12,
                height: Self.tickSize + 3),
            size: Self.tickSize, color: Self.labelColor)

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
        for (trace, color) in [(a, TuningPanelView.ghostColor), (b, Theme.accentOnDark)] {
            guard let trace else { continue }
            for (p, q) in zip(trace.samples, trace.samples.dropFirst()) {
                list.line(Point(x: x(p.time), y: yP(p.offset)), Point(x: x(q.time), y: yP(q.offset)), color, width: 1.5)
                list.line(
                    Point(x: x(p.time), y: yV(p.velocity)), Point(x: x(q.time), y: yV(q.velocity)),
                    color.withAlpha(0.85), width: 1.5)
            }
            if let rest = trace.restTime {
                list.fill(
                    Rect(center: Point(x: x(rest), y: yP(trace.restOffset ?? 0)), size: Size(width: 6, height: 6)),
                    color, radius: 3)
            }
        }
    }

    /// The plot's name and unit above it (and the coincidence note at its right), a grid line and
    /// a label at each tick up its left side.
    /// Ticks over at least 1 pt (or pt/s) about the values' middle: a gesture that has only just
    /// started (a key's first frame) spans 10⁻⁸ pt, whose labels ("0.00000002") fit no axis.
    static func ticks(covering low: Double, _ high: Double) -> AxisTicks {
        guard high - low < 1 else { return AxisTicks(covering: low, high, target: 3) }
        let middle = (low + high) / 2
        return AxisTicks(covering: middle - 0.5, middle + 0.5, target: 3)
    }

    /// A value tick's label, in thousands or millions ("20M", "-40k") where its digits would not
    /// fit the axis's column: End on the million rows glides 57,000,000 pt.
    static func tickLabel(_ v: Double, _ ticks: AxisTicks) -> String {
        let plain = ticks.label(v)
        guard TextMetrics.estimatedWidth(plain, size: tickSize) > axisWidth - 4 else { return plain }
        for (scale, suffix) in [(1e9, "G"), (1e6, "M"), (1e3, "k")] where abs(ticks.step) >= scale / 10 {
            let digits = max(0, Int((-log10(abs(ticks.step) / scale)).rounded(.up)))
            return decimal(v / scale, digits: digits) + suffix
        }
        return plain
    }

    private func drawAxes(_ area: Rect, name: String, ticks: AxisTicks, note: String?, into list: inout DrawList) {
        list.text(
            name, in: Rect(x: area.minX, y: area.minY - 12, width: 90, height: 11), size: 9, color: Self.labelColor)
        if let note {
            // Right of the name, a step smaller rather than cut where the plot is narrow.
            let width = min(150, area.width - 80)
            list.fittedText(
                note, in: Rect(x: area.maxX - width, y: area.minY - 12, width: width, height: 11), size: 9,
                weight: .bold, color: Self.labelColor, alignment: .trailing, minimumSize: 7)
        }
        list.stroke(area, Color(255, 255, 255, 60))
        // Every tick gets its grid line; a label only where it clears the one below it.
        var lastTop = Double.infinity
        for v in ticks.values {
            let py = area.maxY - (v - ticks.lower) / (ticks.upper - ticks.lower) * area.height
            list.line(Point(x: area.minX, y: py), Point(x: area.maxX, y: py), Self.gridColor)
            // Kept inside the plot's height (the lowest would reach the "ms" under the axis), and
            // only where it clears the label below it.
            let height = Self.tickSize + 2
            let top = min(max(py - height / 2, area.minY), area.maxY - height)
            guard top + height <= lastTop else { continue }
            lastTop = top
            list.text(
                Self.tickLabel(v, ticks),
                in: Rect(x: area.minX - Self.axisWidth, y: top, width: Self.axisWidth - 3, height: height),
                size: Self.tickSize, color: Self.tickColor, alignment: .trailing)
        }
    }
}
