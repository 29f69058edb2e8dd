import Motion
import Testing

@testable import Demos
@testable import Lab

/// Plots take the room they have: the easing curve and the docked inspector and gesture-trace
/// plots are larger in a 2560 × 1440 window than in 1024 × 720, and leave no room unused.
@Suite struct PlotGrowthTests {
    /// The easing demo's own area in a window (right of the 240 pt column).
    private func easingPlot(_ window: Size) -> EasingLayout {
        EasingLayout(viewport: Size(width: window.width - AppLayout.columnWidth, height: window.height))
    }

    @Test func theCurvePlotFillsTheColumnDownToTheStatusLine() {
        let small = easingPlot(Size(width: 1024, height: 720))
        let large = easingPlot(Size(width: 2560, height: 1440))
        // 1024 × 720 keeps its 182 pt (under the old cap, so the recorded fixtures' layout);
        // 2560 × 1440 grows to the status line, 1136 pt, where a 475 pt cap left most of it empty.
        #expect(small.plot.height == 182)
        #expect(large.plot.height == 1136)
        #expect(large.plot.width == min(large.controls.width, 1136 * 1.4))
        for layout in [small, large] {
            #expect(layout.viewport.height - layout.status.maxY <= 22, "\(layout.status)")
            #expect(layout.plot.maxX <= layout.controls.maxX)
        }
    }

    /// The docked panels' frames with the HUD and the inspector open, after a flick (so the
    /// gesture trace shows too).
    private func dock(_ window: Size) throws -> (AppLayout, [String]) {
        var d = try AppHarness("salon", viewport: window)
        d.press("h")
        d.press("i")
        d.flick(at: Point(x: window.width / 2 + 120, y: window.height / 2), velocity: -1500)
        let names = d.app.dockedPanels(host: HostInfo()).map(\.name)
        return (d.app.layout, names)
    }

    @Test func theInspectorAndTracePlotsTakeTheColumnsSpareHeight() throws {
        let (small, names) = try dock(Size(width: 1024, height: 720))
        let (large, _) = try dock(Size(width: 2560, height: 1440))
        #expect(names == ["HUD", "motion inspector", "gesture trace"])
        // Each panel gets at least what it asked for, and grows with the column's spare room:
        // a little at 720 pt, over 200 pt more at 1440, never past what each may take.
        for layout in [small, large] {
            #expect(layout.dock[1].height >= 151 && layout.dock[1].height <= 151 + 264 + 0.5)
            #expect(layout.dock[2].height >= 170 && layout.dock[2].height <= 420 + 0.5)
            #expect(layout.dock.last!.maxY <= layout.tuneButton.minY, "the column ends above the Tune button")
        }
        #expect(large.dock[1].height > small.dock[1].height + 200)
        #expect(large.dock[2].height > small.dock[2].height + 200)
        #expect(large.dock[0].height == small.dock[0].height, "the HUD has nothing to grow")
    }
}
