import Motion
import PlaygroundCore

/// A titled image of one or more `LinePlot`s in a grid: one plot with a legend for a few
/// curves, small multiples for many (a legend of 35 curves would be unreadable).
public struct PlotFigure: Sendable {
    public var title: String
    public var plots: [LinePlot]
    public var columns: Int
    /// Each plot's size in points.
    public var plotSize: Size

    public init(title: String, plots: [LinePlot], columns: Int, plotSize: Size) {
        self.title = title
        self.plots = plots
        self.columns = max(1, columns)
        self.plotSize = plotSize
    }

    static let margin = 20.0
    static let titleHeight = 44.0

    /// The image size in points.
    public var size: Size {
        let rows = max(1, (plots.count + columns - 1) / columns)
        return Size(
            width: Self.margin * 2 + Double(min(columns, max(1, plots.count))) * plotSize.width,
            height: Self.titleHeight + Self.margin + Double(rows) * plotSize.height)
    }

    public func draw(into list: inout DrawList) {
        let size = size
        list.fill(Rect(origin: .zero, size: size), Theme.background)
        list.text(
            title, in: Rect(x: Self.margin, y: 10, width: size.width - 2 * Self.margin, height: 28), size: 20,
            weight: .bold, color: Theme.text)
        for (i, plot) in plots.enumerated() {
            let frame = Rect(
                x: Self.margin + Double(i % columns) * plotSize.width,
                y: Self.titleHeight + Double(i / columns) * plotSize.height,
                width: plotSize.width, height: plotSize.height
            ).insetBy(6)
            list.fill(frame, Color(hex: 0xFAFAFC), radius: 8)
            plot.draw(into: &list, in: frame.insetBy(8))
        }
    }
}
