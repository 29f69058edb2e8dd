import Motion
import Testing

@testable import Lab
@testable import PlaygroundCore

/// One colour per meaning in the motion inspector: the landing mark, the target mark, the
/// visible range, the position and the velocity series never share one, and the legend's words
/// are drawn in the colour of the series they name.
@Suite struct InspectorColourTests {
    static let snapshot = InspectorSnapshot(
        axis: .horizontal, phase: "decelerating", offset: 100, velocity: -800, projectedLanding: 300,
        target: 340, minOffset: 0, maxOffset: 2000, viewportFrame: Rect(x: 0, y: 100, width: 600, height: 200))

    @Test func everyMeaningHasItsOwnColour() {
        let colours = InspectorPalette.all.map(\.color)
        #expect(Set(colours).count == colours.count, "\(InspectorPalette.all)")
        #expect(InspectorPalette.velocity != MotionInspectorMarks.landingColor)
    }

    @Test func theLegendMatchesTheLinesItNames() {
        let history = (0..<20).map { i in
            InspectorSample(time: Int64(i) * 16_667, offset: Double(i) * 10, velocity: Double(20 - i) * 50)
        }
        let panel = MotionInspectorPanel(snapshot: Self.snapshot, history: history, now: 19 * 16_667)
        var list = DrawList()
        let frame = Rect(x: 0, y: 0, width: 224, height: panel.height(forWidth: 224))
        panel.draw(into: &list, frame: frame)
        func textColour(_ string: String) -> Color? {
            list.commands.lazy.compactMap { if case .text(let t) = $0, t.string == string { t.color } else { nil } }
                .first
        }
        let lineColours = Set(
            list.commands.compactMap { if case .line(_, _, let w, let c) = $0, w == 1.5 { c } else { nil } })
        #expect(textColour("velocity") == InspectorPalette.velocity)
        #expect(textColour("position") == InspectorPalette.position)
        #expect(lineColours == [InspectorPalette.velocity, InspectorPalette.position])
        #expect(textColour("landing 300.0") == InspectorPalette.landing)
        #expect(textColour("target 340.0") == InspectorPalette.target)

        // On the content: the two marks in their colours, the visible range in its own.
        var marks = DrawList()
        MotionInspectorMarks(snapshot: Self.snapshot).draw(into: &marks)
        let markLines = marks.commands.compactMap { if case .line(_, _, _, let c) = $0 { c } else { nil } }
        #expect(markLines == [InspectorPalette.landing, InspectorPalette.target])
        let fills = Set(marks.commands.compactMap { if case .fillRect(_, _, let c) = $0 { c } else { nil } })
        #expect(fills.contains(InspectorPalette.visibleRange))
        #expect(!fills.contains(InspectorPalette.position))
    }
}
