import DemoTestSupport
import Motion
import Testing

@testable import Demos
@testable import LayoutTestSupport
@testable import PlaygroundCore

/// The easing demo's curve card where it is small: the name and Copy move to a line above the
/// card, off the curve and clear of the handles and the progress dot, every frame of an
/// animation; too low for a curve (640 × 480 with the tuning panel open) the card gives way to
/// that line; a roomy card keeps them on the card.
@Suite struct EasingPlotLayoutTests {
    /// Demo sizes whose card is small: lanes and narrow windows.
    static let smallViewports = [
        Size(width: 360, height: 480), Size(width: 400, height: 500), Size(width: 457, height: 440),
        Size(width: 535, height: 420),
    ]

    @Test(arguments: Self.smallViewports) func aSmallCardKeepsTextOffTheCurveThroughAnAnimation(viewport: Size) {
        var rig = EasingRig(viewport: viewport)
        let plot = rig.demo.plot
        #expect(plot.isCompact, "\(viewport)")
        // Copy is above the card, so no handle (they stay in the card's box) can sit on it.
        #expect(plot.copyButton.maxY <= plot.card.minY + 0.001)
        rig.demo.animate(toRow: 150, time: rig.time)
        var sawProgress = false
        for _ in 0..<70 {
            rig.tick()
            var list = DrawList()
            rig.demo.draw(into: &list)
            let problems = LayoutCheck(window: viewport).problems(in: list)
            #expect(problems.isEmpty, "\(viewport): \(problems)")
            if rig.demo.animationProgress != nil { sawProgress = true }
            // The name is on the line above the card, never on it.
            let names = list.texts.filter { $0.string == rig.demo.timing.name && $0.size <= 11 }
            #expect(names.allSatisfy { $0.frame.maxY <= rig.demo.plot.card.minY + 0.001 }, "\(viewport)")
        }
        #expect(sawProgress)
    }

    @Test func tooLowForACurveTheCardGivesWayToItsNameAndCopy() throws {
        var h = try LayoutProbe.harness("easing", size: Size(width: 640, height: 480), keys: ["t"])
        let plot = try #require(h.app.currentDemo as? EasingDemo).plot
        #expect(plot.isCompact)
        #expect(!plot.showsCurve)
        h.press("end")
        for _ in 0..<30 {
            h.run(until: h.time + h.dt)
            let problems = LayoutProbe.problems(h.app)
            #expect(problems.isEmpty, "\(problems)")
        }
        let texts = h.drawn().texts.map(\.string)
        #expect(texts.contains(Easing.easeInOutCubic.name))
        #expect(texts.contains("Copy"))
    }

    @Test func aRoomyCardKeepsItsNameOnTheCard() throws {
        let h = try LayoutProbe.harness("easing", size: Size(width: 1024, height: 720), keys: [])
        let plot = try #require(h.app.currentDemo as? EasingDemo).plot
        #expect(!plot.isCompact)
        #expect(plot.card == plot.frame)
        #expect(LayoutProbe.problems(h.app).isEmpty)
    }
}
