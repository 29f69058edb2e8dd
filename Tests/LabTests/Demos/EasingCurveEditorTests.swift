import HarnessTestSupport
import Motion
import Testing

@testable import Demos
@testable import Export
@testable import PlaygroundCore

/// The easing demo's curve editor: drag a control point, the curve and the list follow, the
/// result becomes the `easing.timing` parameter and copies as `cubic-bezier(…)`.
@Suite struct EasingCurveEditorTests {
    static let viewport = Size(width: 784, height: 720)

    func harness() -> DemoHarness<EasingDemo> {
        DemoHarness(EasingDemo(context: DemoContext(viewport: Self.viewport)))
    }

    var plot: EasingCurvePlot {
        EasingCurvePlot(easing: .easeInOutCubic, progress: nil, frame: EasingLayout(viewport: Self.viewport).plot)
    }

    @Test func draggingAHandleEditsTheCurveAndTheListRunsIt() throws {
        var h = harness()
        // easeInOutCubic is edited from the Bézier its export writes: easings.net's.
        let start = EasingCurveEditor.bezier(for: .easeInOutCubic)
        #expect(start == CubicBezier(0.65, 0, 0.35, 1))
        let grab = plot.point(start.x1, start.y1, in: plot.box)
        let target = plot.point(0.2, 0.8, in: plot.box)
        let t = h.time
        h.run(
            [
                press(grab, at: t + 1_000),
                move(
                    Point(x: (grab.x + target.x) / 2, y: (grab.y + target.y) / 2),
                    at: t
                        + 20_000),
            ],
            until: t + 20_000)
        // Live while dragging: the timing is already a Bézier through the moved point.
        guard case .cubicBezier(let mid) = h.demo.timing else {
            Issue.record("not a Bézier while dragging")
            return
        }
        #expect(mid.x2 == start.x2 && mid.y2 == start.y2 && mid.x1 != start.x1)
        h.run([move(target, at: t + 40_000), release(target, at: t + 60_000)], until: t + 80_000)
        let edited = CubicBezier(0.2, 0.8, start.x2, start.y2)
        #expect(h.demo.timing == .cubicBezier(edited))
        // It becomes the parameter, in its canonical text, and the list animates with it.
        let requests = h.demo.takeRequests()
        #expect(requests == [.setParameter(name: "easing.timing", text: Easing.cubicBezier(edited).name)])
        #expect(h.demo.scroll.phase == .animating && h.demo.animation?.timing == .cubicBezier(edited))
        // The plot compares it with the named curve it came from.
        #expect(h.texts.contains("vs easeInOutCubic"))
        // Copy: the curve as cubic-bezier.com writes it.
        h.click(copyButton(h).center)
        #expect(h.demo.takeRequests() == [.copy("cubic-bezier(0.2, 0.8, 0.35, 1)")])
    }

    func copyButton(_ h: DemoHarness<EasingDemo>) -> Rect {
        EasingCurvePlot(
            easing: h.demo.timing, progress: nil, frame: EasingLayout(viewport: Self.viewport).plot,
            handles: EasingCurveEditor.bezier(for: h.demo.timing)
        ).copyButton
    }

    /// A curve typed with 16 digits copies with two decimals, as cubic-bezier.com gives it; one
    /// whose motion two decimals would change by over 0.5 % (a near-jump) keeps a third.
    @Test func copyRoundsToTwoDecimalsUnlessTheMotionNeedsMore() throws {
        for (typed, copied) in [
            ("cubic-bezier(0.1234567890123456, 0.2, 0.3, 0.9876543210987654)", "cubic-bezier(0.12, 0.2, 0.3, 0.99)"),
            ("cubic-bezier(0.996, 0.004, 0.004, 0.996)", "cubic-bezier(0.996, 0.004, 0.004, 0.996)"),
            ("easeInOutQuart", "cubic-bezier(0.76, 0, 0.24, 1)"),
        ] {
            var values = ParameterValues()
            try values.set("easing.timing", to: typed)
            var h = DemoHarness(EasingDemo(context: DemoContext(viewport: Self.viewport, parameters: values)))
            h.click(copyButton(h).center)
            #expect(h.demo.takeRequests() == [.copy(copied)], "\(typed)")
        }
    }

    @Test func handlesSnapToHundredthsAndXStaysATimeFunction() throws {
        var values = ParameterValues()
        try values.set("easing.timing", to: "ease")
        var h = DemoHarness(EasingDemo(context: DemoContext(viewport: Self.viewport, parameters: values)))
        let grab = plot.point(CubicBezier.ease.x2, CubicBezier.ease.y2, in: plot.box)
        // Far right and high: x clamps to 1 (a timing function of time), y to the plot's 1.4.
        let far = Point(x: grab.x + 500, y: grab.y - 500)
        let t = h.time
        h.run([press(grab, at: t + 1_000), move(far, at: t + 10_000), release(far, at: t + 20_000)], until: t + 30_000)
        #expect(h.demo.timing == .cubicBezier(CubicBezier(0.25, 0.1, 1, 1.4)))
        // A point between hundredths lands on one.
        let between = plot.point(0.333, 0.777, in: plot.box)
        let t2 = h.time
        h.run(
            [
                press(far.clamped(to: plot.box), at: t2 + 1_000), move(between, at: t2 + 10_000),
                release(between, at: t2 + 20_000),
            ], until: t2 + 30_000)
        #expect(h.demo.timing == .cubicBezier(CubicBezier(0.25, 0.1, 0.33, 0.78)))
        // A press away from both handles is not an edit.
        let away = plot.point(0.5, 0.5, in: plot.box)
        h.run(
            [press(away, at: h.time + 1_000), move(plot.point(0.9, 0.1, in: plot.box), at: h.time + 5_000)],
            until: h.time + 10_000)
        #expect(h.demo.timing == .cubicBezier(CubicBezier(0.25, 0.1, 0.33, 0.78)))
    }

    @Test func theCurveTravelsAsAParameterThroughTheApp() throws {
        var d = try AppHarness(demo: "easing")
        let start = EasingCurveEditor.bezier(for: .easeInOutCubic)
        let area = d.app.demoArea
        func window(_ p: Point) -> Point { Point(x: p.x + area.minX, y: p.y + area.minY) }
        let grab = window(plot.point(start.x1, start.y1, in: plot.box))
        let to = window(plot.point(0.1, 0.9, in: plot.box))
        let t = d.time
        d.run([press(grab, at: t + 1_000), move(to, at: t + 20_000), release(to, at: t + 30_000)], until: t + 60_000)
        let timing = try #require(ParameterCatalog.spec(named: "easing.timing"))
        let expected = Easing.cubicBezier(CubicBezier(0.1, 0.9, start.x2, start.y2)).name
        #expect(d.app.tuning.values.value(of: timing) == .choice(expected))
        #expect(d.parameterFacts.map(\.input) == [.parameterChanged(name: "easing.timing", value: .choice(expected))])
        // And it exports.
        let css = ExportFormat.css.text(demoID: "easing", values: d.app.tuning.values)
        #expect(css.contains("--easing-animation-easing: cubic-bezier(0.1, 0.9, "))
        #expect(css.contains("/* \(expected) (tuned from easeInOutCubic) */"))
    }

    @Test func theTimingParameterTakesACubicBezierAndRefusesABadOne() throws {
        let (_, value) = try ParameterCatalog.validate(name: "easing.timing", text: "cubic-bezier(0.2, 0.8, 0.2, 1)")
        #expect(value == .choice("cubic-bezier(0.2,0.8,0.2,1.0)"))
        // A preset's control points read as the preset's name.
        #expect(
            try ParameterCatalog.validate(name: "easing.timing", text: "cubic-bezier(0.42,0,0.58,1)").value
                == .choice("ease-in-out"))
        #expect(throws: ParameterError.self) {
            try ParameterCatalog.validate(
                name: "easing.timing",
                text: "cubic-bezier(2,0,0,1)")
        }
        #expect(throws: ParameterError.self) {
            try ParameterCatalog.validate(
                name: "easing.timing",
                text: "cubic-bezier(0.1,0.2)")
        }
        #expect(throws: ParameterError.self) {
            try ParameterCatalog.validate(
                name: "pager.animator",
                text: "cubic-bezier(0,0,1,1)")
        }
        var values = ParameterValues()
        try values.set("easing.timing", to: "cubic-bezier(0.2, 0.8, 0.2, 1)")
        #expect(EasingParameters(values).timing == .cubicBezier(CubicBezier(0.2, 0.8, 0.2, 1)))
    }
}

extension Point {
    /// The nearest point inside `rect`.
    func clamped(to rect: Rect) -> Point {
        Point(x: min(max(x, rect.minX), rect.maxX), y: min(max(y, rect.minY), rect.maxY))
    }
}
