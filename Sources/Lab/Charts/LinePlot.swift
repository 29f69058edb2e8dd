import Motion
import PlaygroundCore

/// One line chart with everything a reader needs: a title, ticked and labelled axes, a grid,
/// and a legend beside the plot (never over the curves) when it holds more than one series.
/// Curves drawn on top of each other would hide one another, so the plot says which coincide
/// ("A and B coincide") above its top right corner, and, under the legend, which run together
/// for a while before they part ("UIKit lies under Flutter iOS until 1.2 s": `PartialCoincidence`).
/// `curves --png` draws these; the draw list is in points, so a PNG at scale 2 is just sharper.
public struct LinePlot: Sendable {
    public var title: String
    public var xLabel: String
    public var yLabel: String
    public var series: [ChartSeries]
    /// The y range the plot shows at least (0...1 for easing curves).
    public var minYRange: ClosedRange<Double>?
    public var showsLegend: Bool
    /// Two curves closer than this everywhere (y units; e.g. 0.5 pt) coincide; nil: closer than
    /// half a pixel of the drawn plot.
    public var coincidence: Double?

    /// Distinct colours that stay apart for colour-blind readers (Okabe and Ito), then grey.
    public static let palette: [Color] = [
        Color(hex: 0x0072B2), Color(hex: 0xD55E00), Color(hex: 0x009E73), Color(hex: 0xCC79A7),
        Color(hex: 0xE69F00), Color(hex: 0x56B4E9), Color(hex: 0x000000), Color(hex: 0x999999),
    ]

    public init(
        title: String, xLabel: String, yLabel: String, series: [ChartSeries], minYRange: ClosedRange<Double>? = nil,
        showsLegend: Bool? = nil, coincidence: Double? = nil
    ) {
        self.title = title
        self.xLabel = xLabel
        self.yLabel = yLabel
        self.series = series
        self.minYRange = minYRange
        self.showsLegend = showsLegend ?? (series.count > 1)
        self.coincidence = coincidence
    }

    static let legendWidth = 240.0

    /// Draws into `frame` (points).
    public func draw(into list: inout DrawList, in frame: Rect) {
        let compact = frame.height < 260
        let titleSize = compact ? 12.0 : 16.0
        let tickSize = compact ? 9.0 : 12.0
        let labelSize = compact ? 10.0 : 13.0
        list.text(
            title, in: Rect(x: frame.minX, y: frame.minY, width: frame.width, height: titleSize + 8), size: titleSize,
            weight: .bold, color: Theme.text, alignment: .center)
        let legend = showsLegend ? Self.legendWidth : 0
        let left = compact ? 38.0 : 58.0
        let top = titleSize + 26
        let bottom = compact ? 34.0 : 50.0
        let plot = Rect(
            x: frame.minX + left, y: frame.minY + top, width: max(10, frame.width - left - 12 - legend),
            height: max(10, frame.height - top - bottom))
        let (xs, ys) = ticks(compact: compact)
        func map(_ p: Point) -> Point {
            Point(
                x: plot.minX + (p.x - xs.lower) / (xs.upper - xs.lower) * plot.width,
                y: plot.maxY - (p.y - ys.lower) / (ys.upper - ys.lower) * plot.height)
        }
        list.fill(plot, .white)
        for x in xs.values {
            let px = map(Point(x: x, y: ys.lower)).x
            list.line(Point(x: px, y: plot.minY), Point(x: px, y: plot.maxY), Color(hex: 0xE5E5EA))
            list.text(
                xs.label(x), in: Rect(x: px - 40, y: plot.maxY + 4, width: 80, height: tickSize + 4), size: tickSize,
                color: Theme.secondaryText, alignment: .center)
        }
        for y in ys.values {
            let py = map(Point(x: xs.lower, y: y)).y
            list.line(Point(x: plot.minX, y: py), Point(x: plot.maxX, y: py), Color(hex: 0xE5E5EA))
            list.text(
                ys.label(y),
                in: Rect(x: plot.minX - left, y: py - tickSize / 2 - 2, width: left - 6, height: tickSize + 4),
                size: tickSize, color: Theme.secondaryText, alignment: .trailing)
        }
        list.stroke(plot, Theme.secondaryText)
        list.text(
            xLabel, in: Rect(x: plot.minX, y: plot.maxY + tickSize + 10, width: plot.width, height: labelSize + 6),
            size: labelSize, color: Theme.text, alignment: .center)
        list.text(
            yLabel, in: Rect(x: frame.minX, y: plot.minY - labelSize - 10, width: plot.width, height: labelSize + 6),
            size: labelSize, color: Theme.text)
        list.clipped(to: plot) { list in
            for s in series {
                for (a, b) in zip(s.points, s.points.dropFirst())
                where a.x.isFinite && a.y.isFinite && b.x.isFinite && b.y.isFinite {
                    list.line(map(a), map(b), s.color, width: 2)
                }
            }
        }
        let halfPixel = (ys.upper - ys.lower) / plot.height / 2
        let tolerance = coincidence ?? halfPixel
        let whole = coinciding(within: tolerance)
        let partial = PartialCoincidence.find(in: series, within: tolerance, whole: whole).map {
            $0.note(unit: PartialCoincidence.unit(of: xLabel))
        }
        var above = Self.coincidenceNote(whole)
        if showsLegend {
            let legend = drawLegend(into: &list, at: Point(x: plot.maxX + 16, y: plot.minY), size: labelSize)
            drawNotes(partial, under: legend, size: labelSize, into: &list)
        } else if !partial.isEmpty {
            above = ([above].compactMap { $0 } + partial).joined(separator: "; ")
        }
        if let note = above {
            // Above the plot, on the y label's line: never over a curve.
            list.text(
                note, in: Rect(x: plot.minX, y: plot.minY - labelSize - 10, width: plot.width, height: labelSize + 6),
                size: labelSize, weight: .bold, color: Theme.text, alignment: .trailing)
        }
    }

    /// Curves that share a stretch and then part, said under the legend that names them,
    /// wrapped to its width: never over a curve.
    private func drawNotes(_ notes: [String], under legend: Rect, size: Double, into list: inout DrawList) {
        var y = legend.maxY + 10
        for note in notes {
            for line in TextWrap.lines(note, width: legend.width, size: size) {
                list.text(
                    line, in: Rect(x: legend.minX, y: y, width: legend.width, height: size + 6), size: size,
                    color: Theme.text)
                y += size + 5
            }
            y += 4
        }
    }

    /// Groups of series (by name, in order) whose curves lie within `tolerance` of each other at
    /// every sample: the same times, and where one curve ends first, the rest of the other
    /// within `tolerance` of where it ended (a trace stops at rest).
    public func coinciding(within tolerance: Double) -> [[String]] {
        var groups: [[Int]] = []
        for i in series.indices {
            if let g = groups.firstIndex(where: { Self.coincide(series[$0[0]].points, series[i].points, tolerance) }) {
                groups[g].append(i)
            } else {
                groups.append([i])
            }
        }
        return groups.filter { $0.count > 1 }.map { $0.map { series[$0].name } }
    }

    static func coincide(_ p: [Point], _ q: [Point], _ tolerance: Double) -> Bool {
        guard let lastP = p.last, let lastQ = q.last else { return p.isEmpty && q.isEmpty }
        for (a, b) in zip(p, q) where abs(a.x - b.x) > 1e-9 || !(abs(a.y - b.y) <= tolerance) { return false }
        let (longer, end) = p.count > q.count ? (p, lastQ) : (q, lastP)
        return longer.dropFirst(min(p.count, q.count)).allSatisfy { abs($0.y - end.y) <= tolerance }
    }

    /// "A and B coincide", "UIKit, Flutter iOS and Android coincide; …", or nil.
    static func coincidenceNote(_ groups: [[String]]) -> String? {
        guard !groups.isEmpty else { return nil }
        return groups.map { names in
            (names.count > 2 ? names.dropLast().joined(separator: ", ") : names[0]) + " and " + names.last!
                + " coincide"
        }.joined(separator: "; ")
    }

    /// The legend's box.
    private func drawLegend(into list: inout DrawList, at origin: Point, size: Double) -> Rect {
        let row = size + 10
        let box = Rect(x: origin.x, y: origin.y, width: Self.legendWidth - 20, height: Double(series.count) * row + 12)
        list.fill(box, .white, radius: 4)
        list.stroke(box, Theme.separator, radius: 4)
        for (i, s) in series.enumerated() {
            let y = box.minY + 6 + Double(i) * row + row / 2
            list.line(Point(x: box.minX + 8, y: y), Point(x: box.minX + 32, y: y), s.color, width: 3)
            list.text(
                s.name, in: Rect(x: box.minX + 40, y: y - row / 2, width: box.width - 46, height: row), size: size,
                color: Theme.text)
        }
        return box
    }

    /// Axes that cover every finite point (and `minYRange`), widened to whole ticks.
    func ticks(compact: Bool) -> (x: AxisTicks, y: AxisTicks) {
        let points = series.flatMap(\.points).filter { $0.x.isFinite && $0.y.isFinite }
        var xLo = points.map(\.x).min() ?? 0
        var xHi = points.map(\.x).max() ?? 1
        var yLo = points.map(\.y).min() ?? 0
        var yHi = points.map(\.y).max() ?? 1
        if let r = minYRange {
            yLo = min(yLo, r.lowerBound)
            yHi = max(yHi, r.upperBound)
        }
        if xHi - xLo < 1e-12 {
            xLo -= 0.5
            xHi += 0.5
        }
        if yHi - yLo < 1e-12 {
            yLo -= 0.5
            yHi += 0.5
        }
        return (
            AxisTicks(covering: xLo, xHi, target: compact ? 4 : 8),
            AxisTicks(covering: yLo, yHi, target: compact ? 4 : 6)
        )
    }
}
