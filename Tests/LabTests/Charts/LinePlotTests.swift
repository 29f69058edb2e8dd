import Motion
import Testing

@testable import Lab
@testable import PlaygroundCore

/// The `curves --png` charts: round ticks, and every part a reader needs, in its own place.
@Suite struct LinePlotTests {
    @Test func ticksAreRoundStepsThatCoverTheData() {
        let unit = AxisTicks(covering: 0, 1, target: 6)
        #expect(unit.step == 0.2 && unit.lower == 0 && unit.upper == 1)
        #expect(unit.values.map(unit.label) == ["0.0", "0.2", "0.4", "0.6", "0.8", "1.0"])
        let overshoot = AxisTicks(covering: -0.1, 1.1, target: 6)
        #expect(overshoot.lower == -0.2 && overshoot.upper.isApproximatelyEqual(to: 1.2) && overshoot.step == 0.2)
        let velocity = AxisTicks(covering: -853, 140, target: 6)
        #expect(velocity.step == 200 && velocity.lower == -1000 && velocity.upper == 200 && velocity.digits == 0)
        #expect(velocity.values.map(velocity.label) == ["-1000", "-800", "-600", "-400", "-200", "0", "200"])
        let flat = AxisTicks(covering: 5, 5)
        #expect(flat.lower < 5 && flat.upper > 5)
    }

    /// Issue 32: data across the whole double range (a span of 2e308 is infinite) used to trap
    /// counting the ticks; it is one unlabelled tick, and a huge span labels every tick.
    @Test func ticksOfExtremeDataNeverTrap() {
        let whole = AxisTicks(covering: -.greatestFiniteMagnitude, .greatestFiniteMagnitude)
        #expect(whole.values.count == 1 && whole.values.map(whole.label) == ["–"])
        let huge = AxisTicks(covering: 0, 1e300)
        #expect(huge.values.count >= 2 && huge.values.map(huge.label).allSatisfy { NumberText.parse($0) != nil })
        #expect(huge.values.map(huge.label).first == "0" && huge.values.map(huge.label).contains("2e+299"))
    }

    @Test func aPlotHasItsTitleAxisLabelsTicksAndALegendBesideTheCurves() throws {
        let a = ChartSeries(
            name: "easeInSine", points: (0...10).map { Point(x: Double($0) / 10, y: Double($0 * $0) / 100) },
            color: LinePlot.palette[0])
        let b = ChartSeries(
            name: "easeOutBounce", points: [Point(x: 0, y: 0), Point(x: 1, y: 1)], color: LinePlot.palette[1])
        let plot = LinePlot(
            title: "Two curves", xLabel: "progress t", yLabel: "value", series: [a, b], minYRange: 0...1)
        var list = DrawList()
        let frame = Rect(x: 0, y: 0, width: 760, height: 436)
        plot.draw(into: &list, in: frame)
        let texts = list.texts.map(\.string)
        for expected in ["Two curves", "progress t", "value", "easeInSine", "easeOutBounce", "0.0", "0.5", "1.0"] {
            #expect(texts.contains(expected), "\(expected) missing from \(texts)")
        }
        // Curve segments all lie in the plot box; the legend's names lie to its right.
        var segments: [(Point, Point)] = []
        var box: Rect?
        for command in list.commands {
            if case .line(let from, let to, let width, let color) = command, width == 2,
                color == a.color || color == b.color
            {
                segments.append((from, to))
            }
            if case .strokeRect(let rect, let radius, _, _) = command, radius == 0, box == nil { box = rect }
        }
        let plotBox = try #require(box)
        #expect(segments.count == 10 + 1)
        #expect(
            segments.allSatisfy { plotBox.insetBy(-0.001).contains($0.0) && plotBox.insetBy(-0.001).contains($0.1) })
        let legend = list.texts.filter { $0.string == "easeInSine" || $0.string == "easeOutBounce" }
        #expect(legend.count == 2 && legend.allSatisfy { $0.frame.minX > plotBox.maxX })
        #expect(legend.allSatisfy { $0.frame.maxX <= frame.maxX })
    }

    @Test func oneSeriesNeedsNoLegendAndAFigureSizesItsGrid() {
        let s = ChartSeries(name: "linear", points: [Point(x: 0, y: 0), Point(x: 1, y: 1)])
        #expect(!LinePlot(title: "linear", xLabel: "t", yLabel: "v", series: [s]).showsLegend)
        let one = PlotFigure(
            title: "t", plots: [LinePlot(title: "a", xLabel: "", yLabel: "", series: [s])], columns: 1,
            plotSize: Size(width: 760, height: 436))
        #expect(one.size == Size(width: 800, height: 500))
        let many = PlotFigure(
            title: "t", plots: Array(repeating: LinePlot(title: "a", xLabel: "", yLabel: "", series: [s]), count: 35),
            columns: 7, plotSize: Size(width: 240, height: 200))
        #expect(many.size == Size(width: 40 + 7 * 240, height: 64 + 5 * 200))
    }
}
