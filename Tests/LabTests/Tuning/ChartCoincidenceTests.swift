import Motion
import RealModule
import Testing

@testable import Demos
@testable import Lab
@testable import PlaygroundCore

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

    /// A fling every 50 ms: `y` until `part`, then `y` plus `apart` per sample after it.
    static func parting(_ name: String, at part: Int, apart: Double, _ color: Color) -> ChartSeries {
        ChartSeries(
            name: name,
            points: (0...40).map { i in
                Point(
                    x: Double(i) * 0.05, y: 1000 * (1 - Double.exp(-Double(i) / 10)) + Double(max(0, i - part)) * apart)
            }, color: color)
    }

    /// Curves that run together and then part: the one drawn first is hidden there, and the plot
    /// says until when, under the legend; a shared first sample alone is no note.
    @Test func curvesThatPartAfterAWhileAreNotedWithWhereTheyPart() throws {
        let uikit = Self.parting("UIKit", at: 24, apart: 8, LinePlot.palette[0])
        let android = Self.parting("Android", at: 0, apart: -30, LinePlot.palette[1])
        let flutter = Self.parting("Flutter iOS", at: 24, apart: -8, LinePlot.palette[2])
        let plot = LinePlot(title: "Position", xLabel: "time (s)", yLabel: "x (pt)", series: [uikit, android, flutter])
        let frame = Rect(x: 0, y: 0, width: 760, height: 340)
        var list = DrawList()
        plot.draw(into: &list, in: frame)
        // Sample 24 (1.2 s) is the last one they share; Android parts at once. The note is
        // beside the plot, under the legend (after its last name), wrapped: never over a curve.
        let legendLeft = frame.maxX - LinePlot.legendWidth
        let texts = list.texts
        let lastName = try #require(texts.lastIndex { $0.string == "Flutter iOS" })
        let under = texts[(lastName + 1)...].prefix { $0.frame.minX >= legendLeft }
        #expect(under.count >= 1 && under.allSatisfy { $0.frame.minY > texts[lastName].frame.maxY })
        #expect(
            under.map(\.string).joined(separator: " ") == "UIKit lies under Flutter iOS until 1.2 s",
            "\(texts.map(\.string))")
        #expect(!texts.contains { $0.string.contains("Android lies") || $0.string.contains("coincide") })
        let found = PartialCoincidence.find(in: [uikit, android, flutter], within: 0.5)
        #expect(found.map(\.lower) == [["UIKit"]] && found.map(\.upper) == ["Flutter iOS"])
        #expect(found.map(\.until) == [uikit.points[24].x])
        // Two under the same curve to the same instant are named together.
        let twin = Self.parting("Twin", at: 24, apart: 4, LinePlot.palette[3])
        let both = PartialCoincidence.find(in: [uikit, twin, flutter], within: 0.5)
        #expect(both.map { $0.note(unit: "s") } == ["UIKit and Twin lie under Flutter iOS until 1.2 s"])
        // A shared stretch under 5 % of the width is no note: curves from one start part at once.
        let early = Self.parting("Early", at: 1, apart: 8, LinePlot.palette[4])
        #expect(PartialCoincidence.find(in: [early, flutter], within: 0.5).isEmpty)
        // Between samples of the upper curve, it is read where it is drawn: along the line.
        let coarse = ChartSeries(name: "C", points: stride(from: 0, through: 40, by: 2).map { flutter.points[$0] })
        let ends = PartialCoincidence.sharedStretchEnd(
            Array(uikit.points.prefix(20)), under: coarse.points, 1000 * 0.01)
        #expect(ends == uikit.points[19].x)
    }

    @Test func theAxisUnitIsReadFromItsLabel() {
        #expect(PartialCoincidence.unit(of: "time (s)") == "s")
        #expect(PartialCoincidence.unit(of: "time since the press (ms)") == "ms")
        #expect(PartialCoincidence.unit(of: "frame") == "frame" && PartialCoincidence.unit(of: "a time") == "")
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
        #expect(!apart.contains { $0.hasPrefix("A under B") }, "apart from the press on: \(apart)")
        // The same until the middle sample, then 2 pt off: A lies under B until that sample's time.
        var parted = live
        let middle = parted.samples.count / 2
        for i in parted.samples.indices where i > middle { parted.samples[i].offset += 2 }
        let t0 = try #require(live.samples.first?.time)
        let until = Int((Double(live.samples[middle].time - t0) / 1000).rounded())
        let partly = texts(parted)
        #expect(partly.contains("A under B until \(until) ms"), "\(partly)")
        #expect(!partly.contains("A and B coincide"))
    }
}
