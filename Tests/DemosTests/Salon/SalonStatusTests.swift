import DemoTestSupport
import HarnessTestSupport
import Motion
import Testing

@testable import Demos
@testable import PlaygroundCore

/// The salon's state in plain words, under the strip and in the HUD.
@Suite struct SalonStatusTests {
    /// The status line as drawn (the run in the layout's status frame).
    static func statusLine(_ demo: SalonDemo) -> TextRun? {
        var list = DrawList()
        demo.draw(into: &list)
        let frame = demo.layout.status
        return list.commands.lazy.compactMap { if case .text(let t) = $0, t.frame == frame { t } else { nil } }.first
    }

    @Test func aFlickSaysWhichCardItSnapsTo() throws {
        var rig = SalonRig(hz: 100)
        #expect(rig.demo.statusText == "at rest on card 1")
        let flick = SalonRig.flick(from: 600, y: rig.y, velocity: -700, start: 100_000, sampleHz: 100)
        rig.run(flick.inputs, until: flick.release)
        rig.run(until: flick.release + 20_000)
        // The same flick rests on card 2 (SalonDemoTests): the words say so before it gets there.
        #expect(rig.demo.statusText == "scrolling, snapping to card 2")
        #expect(
            rig.demo.hudLines.contains("scrolling, snapping to card 2 · scroll decelerating"), "\(rig.demo.hudLines)")
        let line = try #require(Self.statusLine(rig.demo))
        #expect(line.string == "scrolling, snapping to card 2")
        while rig.demo.scrollingState != .idle && rig.time < 5_000_000 { rig.run(until: rig.time + 10_000) }
        #expect(rig.demo.statusText == "at rest on card 2")
        #expect(Self.statusLine(rig.demo)?.string == "at rest on card 2")
    }

    @Test func aClickSaysWhereItIsGoing() {
        var rig = SalonRig(hz: 100)
        let card = rig.demo.cardCentre(1)
        rig.run([press(card, at: 100_000), release(card, at: 100_000)], until: 150_000)
        #expect(rig.demo.statusText == "moving to card 2, as clicked")
        #expect(!rig.demo.hudLines.joined().contains("animateSelectionFrame"))
    }
}
