import Motion

/// A labelled grid of small line charts drawn into a draw list: `curves --png` and the bench's
/// frame-time plot. Each cell scales to its data (with `minRange` kept visible), marks y = 0 and
/// y = 1, and prints its name and y range.
public struct ChartGrid: Sendable {
    public var cells: [[ChartSeries]]
    public var columns: Int
    public var cellSize: Size
    public var title: String
    /// The y range every cell shows at least (0...1 for easing curves).
    public var minRange: ClosedRange<Double>?
    public var xLabel: String

    public init(
        cells: [[ChartSeries]], columns: Int, cellSize: Size = Size(width: 200, height: 150), title: String,
        minRange: ClosedRange<Double>? = nil, xLabel: String = ""
    ) {
        self.cells = cells
        self.columns = max(1, columns)
        self.cellSize = cellSize
        self.title = title
        self.minRange = minRange
        self.xLabel = xLabel
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
        if yHi - yLo < 1e-9 {
            yLo -= 1
            yHi += 1
        }
        if xHi - xLo < 1e-12 { xHi = xLo + 1 }
        let pad = (yHi - yLo) * 0.08
        yLo -= pad
        yHi += pad
        let plot = Rect(x: frame.minX + 6, y: frame.minY + 20, width: frame.width - 12, height: frame.height - 40)
        func map(_ p: Point) -> Point {
            Point(
                x: plot.minX + (p.x - xLo) / (xHi - xLo) * plot.width,
                y: plot.maxY - (p.y - yLo) / (yHi - yLo) * plot.height)
        }
        for mark in [0.0, 1.0] where mark >= yLo && mark <= yHi {
            list.line(map(Point(x: xLo, y: mark)), map(Point(x: xHi, y: mark)), Theme.separator)
        }
        for s in series {
            for (a, b) in zip(s.points, s.points.dropFirst()) where a.y.isFinite && b.y.isFinite {
                list.line(map(a), map(b), s.color, width: 1.5)
            }
        }
        let name = series.map(\.name).joined(separator: " / ")
        list.text(
            name, in: Rect(x: frame.minX + 6, y: frame.minY + 2, width: frame.width - 12, height: 16), size: 11,
            weight: .bold, color: Theme.text)
        list.text(
            "y \(Self.short(yLo + pad))…\(Self.short(yHi - pad))   x \(Self.short(xLo))…\(Self.short(xHi)) \(xLabel)",
            in: Rect(x: frame.minX + 6, y: frame.maxY - 18, width: frame.width - 12, height: 14), size: 9,
            color: Theme.secondaryText)
    }

    static func short(_ x: Double) -> String { decimal(x, digits: 2) }
}
