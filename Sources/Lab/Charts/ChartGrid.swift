import Motion
import PlaygroundCore

/// A labelled grid of small line charts drawn into a draw list: the bench's frame-time plot.
/// Each cell scales to its data (with `minRange` kept visible) on ticked axes, with the x unit
/// at the foot of the value labels, the y unit above, and its series named in their colours.
public struct ChartGrid: Sendable {
    public var cells: [[ChartSeries]]
    public var columns: Int
    public var cellSize: Size
    public var title: String
    /// The y range every cell shows at least (0...1 for easing curves).
    public var minRange: ClosedRange<Double>?
    /// The x axis's unit, at the left end of its tick labels.
    public var xLabel: String
    /// The y axis's name and unit, above each plot ("ms").
    public var yLabel: String

    public init(
        cells: [[ChartSeries]], columns: Int, cellSize: Size = Size(width: 200, height: 150), title: String,
        minRange: ClosedRange<Double>? = nil, xLabel: String = "", yLabel: String = ""
    ) {
        self.cells = cells
        self.columns = max(1, columns)
        self.cellSize = cellSize
        self.title = title
        self.minRange = minRange
        self.xLabel = xLabel
        self.yLabel = yLabel
    }

    static let margin = 16.0
    static let titleHeight = 40.0

    /// The image size this grid needs, in points.
    public var size: Size {
        let rows = (cells.count + columns - 1) / columns
        return Size(
            width: Self.margin * 2 + Double(columns) * cellSize.width,
            height: Self.titleHeight + Self.margin + Double(max(rows, 1)) * cellSize.height)
    }

    public func draw(into list: inout DrawList) {
        list.fill(Rect(origin: .zero, size: size), .white)
        list.text(
            title, in: Rect(x: Self.margin, y: 8, width: size.width - 2 * Self.margin, height: 24), size: 16,
            weight: .bold,
            color: Theme.text)
        for (i, series) in cells.enumerated() {
            let frame = Rect(
                x: Self.margin + Double(i % columns) * cellSize.width,
                y: Self.titleHeight + Double(i / columns) * cellSize.height,
                width: cellSize.width, height: cellSize.height
            ).insetBy(4)
            drawCell(series, in: frame, into: &list)
        }
    }

    private func drawCell(_ series: [ChartSeries], in frame: Rect, into list: inout DrawList) {
        list.fill(frame, Theme.background, radius: 6)
        drawLegend(series, in: frame, into: &list)
        let all = series.flatMap(\.points).filter { $0.x.isFinite && $0.y.isFinite }
        guard let first = all.first else { return }
        var xLo = first.x
        var xHi = first.x
        var yLo = first.y
        var yHi = first.y
        for p in all {
            xLo = min(xLo, p.x)
            xHi = max(xHi, p.x)
            yLo = min(yLo, p.y)
            yHi = max(yHi, p.y)
        }
        if let r = minRange {
            yLo = min(yLo, r.lowerBound)
            yHi = max(yHi, r.upperBound)
        }
        let xs = AxisTicks(covering: xLo, xHi, target: 4)
        let ys = AxisTicks(covering: yLo, yHi, target: 4)
        let tick = 9.0
        let plot = Rect(
            x: frame.minX + Self.axisWidth, y: frame.minY + 22 + (yLabel.isEmpty ? 0 : 12),
            width: frame.width - Self.axisWidth - 10, height: frame.height - 22 - (yLabel.isEmpty ? 0 : 12) - 20)
        func map(_ p: Point) -> Point {
            Point(
                x: plot.minX + (p.x - xs.lower) / (xs.upper - xs.lower) * plot.width,
                y: plot.maxY - (p.y - ys.lower) / (ys.upper - ys.lower) * plot.height)
        }
        if !yLabel.isEmpty {
            list.text(
                yLabel, in: Rect(x: plot.minX, y: plot.minY - 13, width: plot.width, height: 12), size: tick,
                color: Theme.secondaryText)
        }
        let halfPixel = (ys.upper - ys.lower) / plot.height / 2
        let groups = LinePlot(title: "", xLabel: "", yLabel: "", series: series).coinciding(within: halfPixel)
        let partial = PartialCoincidence.find(in: series, within: halfPixel, whole: groups).map {
            $0.note(unit: PartialCoincidence.unit(of: xLabel))
        }
        let notes = [LinePlot.coincidenceNote(groups)].compactMap { $0 } + partial
        if !notes.isEmpty {
            let note = notes.joined(separator: "; ")
            list.text(
                note, in: Rect(x: plot.minX, y: plot.minY - 13, width: plot.width, height: 12), size: tick,
                weight: .bold, color: Theme.text, alignment: .trailing)
        }
        for y in ys.values {
            let py = map(Point(x: xs.lower, y: y)).y
            list.line(Point(x: plot.minX, y: py), Point(x: plot.maxX, y: py), Theme.separator)
            list.text(
                ys.label(y),
                in: Rect(x: frame.minX + 2, y: py - tick / 2 - 1, width: Self.axisWidth - 6, height: tick + 2),
                size: tick, color: Theme.secondaryText, alignment: .trailing)
        }
        for x in xs.values {
            let px = map(Point(x: x, y: ys.lower)).x
            list.line(Point(x: px, y: plot.minY), Point(x: px, y: plot.maxY), Theme.separator)
            list.text(
                xs.label(x), in: Rect(x: px - 30, y: plot.maxY + 3, width: 60, height: tick + 3), size: tick,
                color: Theme.secondaryText, alignment: .center)
        }
        list.stroke(plot, Theme.secondaryText)
        // The x unit where the value labels' column meets the tick row, as in the window's plots.
        list.text(
            xLabel, in: Rect(x: frame.minX + 2, y: plot.maxY + 3, width: Self.axisWidth - 8, height: tick + 3),
            size: tick,
            color: Theme.text)
        list.clipped(to: plot) { list in
            for s in series {
                for (a, b) in zip(s.points, s.points.dropFirst()) where a.y.isFinite && b.y.isFinite {
                    list.line(map(a), map(b), s.color, width: 1.5)
                }
            }
        }
    }

    /// The cell's series along its top line, each after a dash of its colour.
    private func drawLegend(_ series: [ChartSeries], in frame: Rect, into list: inout DrawList) {
        var x = frame.minX + 8
        for s in series {
            let width = min(TextMetrics.estimatedWidth(s.name, size: 11, weight: .bold), frame.maxX - 8 - x - 22)
            guard width > 20 else { break }
            list.line(Point(x: x, y: frame.minY + 11), Point(x: x + 14, y: frame.minY + 11), s.color, width: 3)
            list.text(
                s.name, in: Rect(x: x + 18, y: frame.minY + 3, width: width + 2, height: 16), size: 11, weight: .bold,
                color: Theme.text)
            x += 18 + width + 14
        }
    }

    /// Room left of each cell's plot for its tick labels.
    static let axisWidth = 44.0

}
