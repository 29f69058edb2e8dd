import Foundation
import HarnessTestSupport
import Motion
import Testing

@testable import Demos
@testable import Lab
@testable import PlaygroundCore

/// The tuning panel's widgets: choices as segmented controls, platform names in full, spring
/// rows with their step response, summaries wrapped rather than cut.
@Suite struct TuningWidgetTests {
    /// The salon in a window tall enough that every row of its panel shows at once.
    private func tallSalon() throws -> AppHarness {
        var d = try AppHarness("salon", viewport: Size(width: 1024, height: 2400))
        d.press("t")
        return d
    }

    private func rowFrame(_ d: AppHarness, _ name: String) throws -> (TuningRow, Rect) {
        let rows = d.app.tuning.panel.rows(demoID: "salon")
        let layout = d.app.tuning.panelLayout(frame: d.app.tuningPanelFrame, demoID: "salon")
        let i = try #require(rows.firstIndex { if case .parameter(let s) = $0 { s.name == name } else { false } })
        return (rows[i], try #require(layout.row(i, first: d.app.tuning.panel.firstRow)))
    }

    @Test func clickingEachSegmentChoosesItsPlatformAsAFact() throws {
        var d = try tallSalon()
        let (row, frame) = try rowFrame(d, "salon.physics")
        let parts = TuningRowLayout(row: row, frame: frame)
        let choices = try #require(parts.choices)
        #expect(choices == ["uikit", "android", "flutter-ios", "flutter-android"])
        #expect(parts.segments.count == 4)
        // In full, so two a line in the 288 pt row; each segment inside the row.
        #expect(parts.segmentsPerLine == 2)
        #expect(parts.segments.allSatisfy { frame.contains($0.origin) && $0.maxY <= frame.maxY })
        // From the last to the first: each click changes the choice, so each is one fact.
        for (name, segment) in zip(choices, parts.segments).reversed() {
            let p = Point(x: segment.midX, y: segment.midY)
            d.run([press(p, at: d.time + 1_000), release(p, at: d.time + 2_000)], until: d.time + d.dt)
            d.run(until: d.time + d.dt)
            #expect(d.parameterFacts.last?.input == .parameterChanged(name: "salon.physics", value: .choice(name)))
            #expect((d.app.currentDemo as! SalonDemo).parameters.physics.platform.rawValue == name)
        }
        #expect(d.parameterFacts.count == 4)
        // A click on the choice in force, or between two segments, chooses nothing.
        let current = Point(x: parts.segments[0].midX, y: parts.segments[0].midY)
        d.run([press(current, at: d.time + 1_000), release(current, at: d.time + 2_000)], until: d.time + d.dt)
        // The gap between two segments chooses nothing.
        let gap = Point(x: parts.segments[0].maxX + TuningRowLayout.segmentGap / 2, y: parts.segments[0].midY)
        d.run([press(gap, at: d.time + 1_000), release(gap, at: d.time + 2_000)], until: d.time + d.dt)
        d.run(until: d.time + d.dt)
        #expect(d.parameterFacts.count == 4)
    }

    @Test func theChoiceIsDrawnAsSegmentsWithFullPlatformNames() throws {
        let d = try tallSalon()
        let texts = d.drawn().texts.map(\.string)
        for name in ["UIKit", "Android", "Flutter iOS", "Flutter Android"] {
            // A chip and a segment each.
            #expect(texts.filter { $0 == name || $0 == "✓ " + name }.count >= 2, "\(name) in \(texts)")
        }
        #expect(!texts.contains { ["Andr.", "Fl iOS", "Fl And."].contains($0) })
    }

    @Test func theStepResponsePeaksAtTheAnalyticOvershootAndSettlesAtOne() {
        for zeta in [0.2, 0.3, 0.5, 0.8] {
            let step = SpringStepResponse(response: 0.5, dampingRatio: zeta)
            let points = step.points()
            let analytic = 1 + Double.exp(-Double.pi * zeta / (1 - zeta * zeta).squareRoot())
            let peak = points.max { $0.y < $1.y }!
            #expect(abs(peak.y - analytic) < 1e-9, "ζ \(zeta): \(peak.y) against \(analytic)")
            // At half the damped period, π / (ω √(1 − ζ²)) with ω = 2π / response.
            #expect(abs(peak.x - 0.25 / (1 - zeta * zeta).squareRoot()) < 1e-12)
            #expect(points.first == Point(x: 0, y: 0))
            #expect(points.last?.y == 1, "settled within the span")
            #expect(zip(points, points.dropFirst()).allSatisfy { $0.x < $1.x })
        }
        let critical = SpringStepResponse(response: 0.35, dampingRatio: 1)
        #expect(critical.peakTime == nil && critical.overshoot == 0)
        #expect(critical.points().allSatisfy { $0.y <= 1 })
        #expect(critical.caption.hasPrefix("no overshoot"))
        #expect(SpringStepResponse(response: 0.5, dampingRatio: 0.3).caption.hasPrefix("overshoot 37 %"))
    }

    @Test func theSpringEditorDrawsTheStepResponseOfTheSpringInForce() throws {
        var values = ParameterValues()
        try values.set("salon.snap_damping_ratio", to: "0.5")
        var d = try AppHarness("salon", parameters: values)
        d.press("t")
        for _ in 0..<3 { d.press(.down) }  // snap_response: its editor opens under the ratio
        let texts = d.drawn().texts.map(\.string)
        #expect(texts.contains { $0.hasPrefix("step response x(t): overshoot 16 %") }, "\(texts)")
    }

    @Test(arguments: [640.0, 1024, 2560])
    func summariesWrapAndRowsHoldThem(width: Double) throws {
        for demo in DemoCatalog.ids {
            let d = try AppHarness(demo, viewport: Size(width: width, height: 720))
            let panel = TuningPanel.width(in: Size(width: width, height: 720), sidebar: AppLayout.columnWidth)
            let rowWidth = panel - 12
            let rows = TuningRow.rows(
                demoID: demo, catalog: d.app.tuning.values.catalog,
                expanding: TuningRow.rows(demoID: demo, catalog: d.app.tuning.values.catalog, expanding: nil)
                    .first {
                        guard case .parameter(let s) = $0, case .springResponse = s.role else { return false }
                        return true
                    })
            for row in rows {
                let parts = TuningRowLayout(row: row, frame: Rect(x: 0, y: 0, width: rowWidth, height: 0))
                let lines = parts.summaryLines
                #expect(!lines.joined().contains("…"), "\(row.title) cut at \(width)")
                #expect(
                    lines.joined().filter { !$0.isWhitespace } == row.summary.filter { !$0.isWhitespace },
                    "\(row.title) at \(width): \(lines)")
                for (i, line) in lines.enumerated() {
                    let box = parts.summaryLine(i)
                    #expect(TextMetrics.estimatedWidth(line, size: TuningRowLayout.summarySize) <= box.width + 0.5)
                    #expect(box.maxY <= TuningRowLayout.height(row, width: rowWidth) + 1)
                }
            }
        }
    }
}
