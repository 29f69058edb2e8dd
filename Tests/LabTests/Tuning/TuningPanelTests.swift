import HarnessTestSupport
import Motion
import Testing

@testable import Demos
@testable import Lab
@testable import PlaygroundCore

/// The tuning panel: docked, driven by keys and the pointer, and changing parameters only
/// through `parameter_changed` facts that went through the one validation.
@Suite struct TuningPanelTests {
    static let rate = SalonParameters.physicsParameters.spec(.decelerationRate)!

    private func rate(_ app: PlaygroundApp) -> Double {
        (app.currentDemo as! SalonDemo).parameters.physics.decelerationRate.rawValue
    }

    @Test func tDocksThePanelAndTheDemoIsResizedNotCovered() throws {
        var d = try AppHarness(demo: "salon")
        let before = d.app.demoArea
        d.press("t")
        #expect(d.app.tuning.panel.isOpen)
        let panel = d.app.tuningPanelFrame
        #expect(panel.width == 300 && panel.maxX == 1024)
        #expect(d.app.demoArea.maxX == panel.minX && d.app.demoArea.width == before.width - 300)
        // The salon heard a resize: its strip now ends where the panel begins.
        let salon = d.app.currentDemo as! SalonDemo
        #expect(salon.stripFrame.width == d.app.demoArea.width)
        // Nothing the demo draws reaches under the panel.
        var list = DrawList()
        d.app.draw(into: &list)
        #expect(list.commands.contains { if case .pushClip(let r) = $0 { r == d.app.demoArea } else { false } })
        d.press(.escape)
        #expect(!d.app.tuning.panel.isOpen && d.app.demoArea == before && !d.app.quitRequested)
    }

    @Test func anArrowKeyStepsTheRateAsAFactAppliedTheNextFrame() throws {
        var d = try AppHarness(demo: "salon")
        d.press("t")
        // The first row is click_duration; the rate is the third.
        d.press(.down)
        d.press(.down)
        d.run([key(.left, at: d.time + 1_000)], until: d.time + d.dt)
        // Emitted, not applied: the demo still has UIKit's 0.998.
        #expect(rate(d.app) == 0.998)
        d.run(until: d.time + d.dt)
        #expect(rate(d.app) == 0.997)
        let facts = d.parameterFacts
        #expect(facts.count == 1)
        #expect(facts.first?.input == .parameterChanged(name: "salon.deceleration_rate", value: .number(0.997)))
        // The first change pinned what was in force before it as A.
        #expect(d.app.tuning.pinned?.value(of: Self.rate) == .number(0.998))
        // Shift steps a tenth.
        d.press(.left, .shift)
        #expect(rate(d.app) == 0.9969)
        d.press(.right)
        #expect(rate(d.app) == 0.9979)
        // Backspace resets one; the fact carries the default.
        d.press("backspace")
        #expect(rate(d.app) == 0.998)
    }

    /// `density` is the last row of every scrolling demo's panel, after `physics`; stepping it is
    /// a recorded fact like any other, and the demo's physics take it from the next frame.
    @Test func densityIsTheLastRowAndStepsAsAFact() throws {
        for demo in ["easing", "salon", "pull", "pager"] {
            let rows = TuningPanel().rows(demoID: demo)
            #expect(rows.suffix(2).map(\.title) == ["physics", "density"], "\(demo)")
            #expect(rows.last?.unit == "px/pt", "\(demo)")
        }
        var d = try AppHarness(demo: "salon")
        d.press("t")
        let density = TuningRow.parameter(try #require(ParameterCatalog.spec(named: "salon.density")))
        for _ in 0..<40 where d.app.tuning.panel.selected != density { d.press(.down) }
        #expect(d.app.tuning.panel.selected == density)
        d.run([key(.left, at: d.time + 1_000)], until: d.time + d.dt)
        d.run(until: d.time + d.dt)
        #expect(d.parameterFacts.last?.input == .parameterChanged(name: "salon.density", value: .number(2.75)))
        #expect((d.app.currentDemo as! SalonDemo).scroll.physics.density == 2.75)
    }

    @Test func typedNumbersGoThroughTheOneValidationAndCaptureDigits() throws {
        var d = try AppHarness(demo: "salon")
        d.press("t")
        d.press(.down)
        d.press(.down)
        d.press(.enter)
        #expect(d.app.tuning.panel.typing == "")
        for k in ["1", "period", "5"] { d.press(Key(rawValue: k)) }
        // "1" did not switch to demo 1 while typing.
        #expect(d.app.currentDemoID == "salon" && d.app.tuning.panel.typing == "1.5")
        d.press(.enter)
        #expect(rate(d.app) == 0.998)
        #expect(
            d.app.tuning.panel.message == "salon.deceleration_rate = \"1.5\" is out of range (0.9 to 0.9999 "
                + "per ms)")
        d.press(.enter)
        for k in ["0", "period", "9", "9"] { d.press(Key(rawValue: k)) }
        d.press(.enter)
        #expect(rate(d.app) == 0.99 && d.app.tuning.panel.message == nil)
        // Esc cancels typing without closing the panel.
        d.press(.enter)
        d.press("3")
        d.press(.escape)
        #expect(d.app.tuning.panel.isOpen && d.app.tuning.panel.typing == nil && rate(d.app) == 0.99)
    }

    @Test func draggingASliderSetsValuesAlongTheLogOfTheDecayConstant() throws {
        var d = try AppHarness(demo: "salon")
        d.press("t")
        let panel = d.app.tuningPanelFrame
        let rows = d.app.tuning.panel.rows(demoID: "salon")
        let layout = d.app.tuning.panelLayout(frame: panel, demoID: "salon")
        let row = try #require(layout.row(2, first: 0))
        let track = layout.track(row)
        // Press at the left end, drag to the middle of the track.
        d.run([press(Point(x: track.minX, y: track.midY), at: d.time + 1_000)], until: d.time + d.dt)
        d.run(until: d.time + d.dt)
        #expect(rate(d.app) == 0.9)
        d.run([move(Point(x: track.midX, y: track.midY), at: d.time + 1_000)], until: d.time + d.dt)
        d.run([release(Point(x: track.midX, y: track.midY), at: d.time + 1_000)], until: d.time + d.dt)
        // Halfway in log λ between 0.9 (λ = 105) and 0.9999 (λ = 0.1): λ = 3.25, r = 0.99675,
        // snapped to the 0.0001 fine step.
        #expect(rate(d.app) == 0.9968)
        // The press never reached the demo.
        #expect((d.app.currentDemo as! SalonDemo).scroll.phase == .idle)
    }

    @Test func theSpringEditorKeepsItsThreeFormsInStep() throws {
        var d = try AppHarness(demo: "salon")
        d.press("t")
        // Down to snap_response (row 3): the editor opens under snap_damping_ratio.
        for _ in 0..<3 { d.press(.down) }
        let rows = d.app.tuning.panel.rows(demoID: "salon")
        #expect(rows.contains(.spring(SpringPair.pairs(in: SalonParameters.specs)[0], .stiffness)))
        // To the stiffness field: response, ratio, duration, bounce, stiffness.
        for _ in 0..<4 { d.press(.down) }
        let before = (d.app.currentDemo as! SalonDemo).parameters.physics.snapSpring
        #expect(abs(before.stiffness - 322.27) < 0.01)
        d.press(.right)  // stiffness + 10, damping held
        let after = (d.app.currentDemo as! SalonDemo).parameters.physics.snapSpring
        // The parameters keep ten significant digits, so the spring is the edited one to 1e-9.
        #expect(abs(after.stiffness / (before.stiffness + 10) - 1) < 1e-9)
        #expect(abs(after.damping / before.damping - 1) < 1e-9)
        // Stiffer with the same damping: a shorter period and a lower damping ratio.
        #expect(after.response < before.response && after.dampingRatio < 1)
        // The duration / bounce form follows.
        #expect(abs(after.duration - after.response) < 1e-15)
        #expect(abs(after.bounce - (1 - after.dampingRatio)) < 1e-12)
    }

    @Test func choicesCycleAndIntegerStepsStayWhole() throws {
        var d = try AppHarness(demo: "pager")
        d.press("t")
        d.press(.down)  // pager.animator
        d.press(.right)
        #expect((d.app.currentDemo as! PagerDemo).style == .parallax)
        var p = try AppHarness(demo: "pull")
        p.press("t")
        p.press(.right, .shift)  // pull.pages: Shift does not make a fraction of a page
        #expect((p.app.currentDemo as! PullDemo).pageCount == 6)
    }
}

@Suite struct TuningPanelSizeTests {
    /// At the smallest window the panel still docks and draws nothing inside out.
    @Test func theSmallestWindowDrawsNoNegativeOrNonFiniteRects() throws {
        for demo in PlaygroundApp.demoIDs {
            var app = try PlaygroundApp(
                settings: SessionSettings(demoID: demo, viewport: Size(width: 320, height: 240)))
            app.step(Frame(index: 0, time: 0), inputs: [key("t", at: 0), key("g", at: 0)])
            app.step(Frame(index: 1, time: 16_667), inputs: [key(.down, at: 10_000), key(.right, at: 11_000)])
            app.step(Frame(index: 2, time: 33_334), inputs: app.takeEmittedInputs())
            #expect(app.tuning.panel.isOpen && app.demoArea.width >= 1)
            var list = DrawList()
            app.draw(into: &list)
            for command in list.commands {
                switch command {
                case .fillRect(let r, _, _), .strokeRect(let r, _, _, _), .pushClip(let r):
                    #expect(r.width.isFinite && r.height.isFinite && r.minX.isFinite && r.minY.isFinite, "\(demo)")
                    #expect(r.width >= 0 && r.height >= 0, "\(demo): \(r)")
                case .line(let a, let b, _, _):
                    #expect(a.x.isFinite && a.y.isFinite && b.x.isFinite && b.y.isFinite, "\(demo)")
                default:
                    break
                }
            }
        }
    }
}

@Suite struct TuningPanelScrollTests {
    @Test func theWheelOverThePanelScrollsItsRowsAndNotTheDemo() throws {
        var d = try AppHarness(demo: "salon")
        d.press("t")
        for _ in 0..<3 { d.press(.down) }  // snap_response: the spring editor adds five rows
        let rows = d.app.tuning.panel.rows(demoID: "salon").count
        #expect(rows == SalonParameters.specs.count + 5)
        let over = Point(x: d.app.tuningPanelFrame.midX, y: 300)
        d.run(
            [move(over, at: d.time + 1_000), TimedInput(time: d.time + 2_000, .wheelScrolled(dx: 0, dy: -3))],
            until: d.time + d.dt)
        let layout = TuningPanelLayout(frame: d.app.tuningPanelFrame, rowCount: rows, showsComparison: true)
        #expect(d.app.tuning.panel.firstRow == min(3, rows - layout.visibleRows))
        #expect((d.app.currentDemo as! SalonDemo).scroll.phase == .idle)
        d.run([TimedInput(time: d.time + 1_000, .wheelScrolled(dx: 0, dy: 10))], until: d.time + d.dt)
        #expect(d.app.tuning.panel.firstRow == 0)
    }
}
