import Motion
import RealModule
import Testing

@testable import Playground

/// Curves on top of each other hide one another: every chart says which coincide, and the
/// window's gesture plot and the bench grid carry ticked axes with units and a legend.
@Suite struct ChartCoincidenceTests {
    /// A spring-like rise to 400 pt, 20 frames of 16.7 ms, shifted up by `shift`.
    static func curve(_ name: String, _ color: Color, shift: Double = 0) -> ChartSeries {
        let points = (0...20).map { i -> Point in
            let y: Double = 400 * (1 - Double.exp(-Double(i) / 5)) + shift
            return Point(x: Double(i) * 16.7, y: y)
        }
        return ChartSeries(name: name, points: points, color: color)
    }

    @Test func aLinePlotSaysWhichCurvesCoincideAndOnlyThose() {
        let a = Self.curve("A", LinePlot.palette[0])
        let b = Self.curve("B", LinePlot.palette[1], shift: 0.3)
        let far = Self.curve("C", LinePlot.palette[2], shift: 3)
        func texts(_ series: [ChartSeries], coincidence: Double?) -> [String] {
            var list = DrawList()
            LinePlot(title: "Position", xLabel: "ms", yLabel: "offset (pt)", series: series, coincidence: coincidence)
                .draw(into: &list, in: Rect(x: 0, y: 0, width: 760, height: 340))
            return list.texts.map(\.string)
        }
        let same = texts([a, b], coincidence: 0.5)
        #expect(same.contains("A and B coincide"), "\(same)")
        for legendAndAxes in ["A", "B", "ms", "offset (pt)", "0", "200", "400"] {
            #expect(same.contains(legendAndAxes), "\(legendAndAxes) missing from \(same)")
        }
        // 3 pt apart is no coincidence at 0.5 pt, nor within half a pixel of a 400 pt tall axis.
        #expect(!texts([a, far], coincidence: 0.5).contains { $0.contains("coincide") })
        #expect(!texts([a, far], coincidence: nil).contains { $0.contains("coincide") })
        // Three curves, two the same.
        #expect(texts([a, far, b], coincidence: 0.5).contains("A and B coincide"))
        // A curve that stops at its rest coincides with one that holds it there.
        let rested = ChartSeries(name: "R", points: Array(a.points.prefix(15)) + [], color: .white)
        let holds = ChartSeries(
            name: "H",
            points: Array(a.points.prefix(15)) + a.points.dropFirst(15).map { Point(x: $0.x, y: a.points[14].y) },
            color: .white)
        #expect(
            LinePlot(title: "", xLabel: "", yLabel: "", series: [rested, holds]).coinciding(within: 0.5) == [
                ["R", "H"]
            ])
        #expect(LinePlot(title: "", xLabel: "", yLabel: "", series: [rested, a]).coinciding(within: 0.5).isEmpty)
    }

    @Test func theBenchGridHasTickedAxesUnitsALegendAndTheNote() {
        let grid = ChartGrid(
            cells: [[Self.curve("salon: total", Theme.accent), Self.curve("step+build", Theme.warning)]], columns: 1,
            cellSize: Size(width: 360, height: 220), title: "frame times", xLabel: "frame", yLabel: "frame time (ms)")
        var list = DrawList()
        grid.draw(into: &list)
        let texts = list.texts.map(\.string)
        for expected in [
            "salon: total", "step+build", "frame", "frame time (ms)", "0", "400",
            "salon: total and step+build coincide",
        ] {
            #expect(texts.contains(expected), "\(expected) missing from \(texts)")
        }
    }

    /// The window's plot of the last gesture: units on both axes of both plots, ms along the
    /// bottom, and the note when the ghost lies under the live curve.
    @Test func theGestureTracePlotHasAxesWithUnitsAndSaysWhenAAndBCoincide() throws {
        var d = try AppHarness(demo: "salon")
        d.flick(at: Point(x: 800, y: 360), velocity: -2500)
        let live = try #require(d.app.tuning.lastGesture?.live)
        func texts(_ a: GestureTrace?) -> [String] {
            var list = DrawList()
            GestureTracePlot(b: live, a: a, frame: Rect(x: 0, y: 0, width: 260, height: 170)).draw(into: &list)
            return list.texts.map(\.string)
        }
        let alone = texts(nil)
        for expected in ["position (pt)", "velocity (pt/s)", "ms", "B live", "0"] {
            #expect(alone.contains(expected), "\(expected) missing from \(alone)")
        }
        #expect(alone.contains { $0.hasSuffix("000") }, "a time tick in whole ms: \(alone)")
        #expect(!alone.contains("A and B coincide"))
        #expect(texts(live).contains("A and B coincide"))
        var moved = live
        for i in moved.samples.indices { moved.samples[i].offset += 2 }
        let apart = texts(moved)
        #expect(apart.contains("A ghost") && !apart.contains("A and B coincide"))
    }
}
