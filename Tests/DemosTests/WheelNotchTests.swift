import DemoTestSupport
import HarnessTestSupport
import Motion
import SceneTestSupport
import Testing

@testable import Demos
@testable import PlaygroundCore

/// One mouse-wheel notch moves a snapping strip one item (one page) in its direction, counted
/// from where a running move is heading (Chrome's mandatory scroll snap), under every platform:
/// a slow wheel advances a card per notch, a fast burst one per notch. Every frame is checked: the
/// way there never turns back, never jumps, and ends exactly on the item. A trackpad's fractional
/// deltas still scroll freely and snap once quiet.
@Suite struct WheelNotchTests {
    static func salon(_ platform: ScrollPlatform) -> SalonRig {
        var values = ParameterValues()
        try! values.set("salon.physics", to: platform.rawValue)
        return SalonRig(hz: 120, parameters: values)
    }

    /// Frames from now until `end` with `inputs`, the offsets after each one.
    static func offsets(_ rig: inout SalonRig, _ inputs: [TimedInput], until end: Int64) -> [Double] {
        var offsets: [Double] = []
        rig.observer = { demo, _ in offsets.append(demo.scroll.offset.x) }
        rig.run(inputs, until: end)
        rig.observer = nil
        return offsets
    }

    /// No frame goes back, none moves more than the wheel spring's fastest frame could (a card's
    /// pitch per frame at most), and the last frame is no bigger a step than the one before it
    /// beyond the tolerance's distance a spring closes when it counts as at rest.
    static func expectForward(_ offsets: [Double], _ label: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let steps = zip(offsets, offsets.dropFirst()).map { $1 - $0 }.filter { $0 != 0 }
        #expect(steps.allSatisfy { $0 > 0 }, "\(label): turned back", sourceLocation: sourceLocation)
        #expect(steps.allSatisfy { $0 < SalonLayout.pitch }, "\(label): jumped", sourceLocation: sourceLocation)
        if steps.count >= 2 {
            #expect(
                steps[steps.count - 1] <= steps[steps.count - 2] + Tolerance.standard.distance,
                "\(label): final jump \(steps.suffix(2))", sourceLocation: sourceLocation)
        }
    }

    @Test(arguments: ScrollPlatform.allCases)
    func aSlowWheelAdvancesACardPerNotch(platform: ScrollPlatform) {
        var rig = Self.salon(platform)
        // Notches 135 ms apart: each one's wheel gesture goes quiet (120 ms) before the next.
        for card in 1...4 {
            let at = rig.time + 135_000
            let path = Self.offsets(&rig, [wheel(dy: -1, at: at)], until: at + 1_500_000)
            Self.expectForward(path, "\(platform) notch \(card)")
            #expect(rig.demo.selectedIndex == card, "\(platform)")
            #expect(rig.demo.scroll.offset.x == rig.demo.centredOffset(card) && rig.demo.centeredError == 0)
            #expect(rig.demo.scroll.isSettled, "\(platform): no snap left after the notch")
        }
        // The other way, and never past the first card.
        for card in [3, 2, 1, 0, 0] {
            let at = rig.time + 135_000
            _ = Self.offsets(&rig, [wheel(dy: 1, at: at)], until: at + 1_500_000)
            #expect(rig.demo.selectedIndex == card && rig.demo.centeredError == 0, "\(platform)")
        }
    }

    @Test(arguments: ScrollPlatform.allCases)
    func aBurstAdvancesACardPerNotchCountedFromWhereItIsHeading(platform: ScrollPlatform) {
        var rig = Self.salon(platform)
        let start = rig.time + 10_000
        let notches = (0..<4).map { wheel(dx: 1, at: start + Int64($0) * 30_000) }
        var targets: [Double] = []
        var path: [Double] = []
        rig.observer = { demo, _ in
            targets.append(demo.scroll.target?.x ?? demo.scroll.offset.x)
            path.append(demo.scroll.offset.x)
        }
        rig.run(notches, until: start + 90_000)
        rig.observer = nil
        // From rest on card 0, each notch aims one card further than the last aimed, not one card
        // from where the content is: nothing else is ever aimed at.
        #expect(Set(targets) == Set((0...4).map(rig.demo.centredOffset)), "\(platform): \(Set(targets))")
        path += Self.offsets(&rig, [], until: start + 2_000_000)
        Self.expectForward(path, "\(platform) burst")
        #expect(rig.demo.selectedIndex == 4 && rig.demo.centeredError == 0, "\(platform)")
    }

    @Test func aNotchDuringAFlingGoesOneCardPastWhereTheFlingIsHeading() {
        var rig = SalonRig(hz: 120)
        let (inputs, release) = SalonRig.flick(from: 600, y: rig.y, velocity: -1500, start: 10_000)
        rig.run(inputs, until: release)
        let heading = rig.demo.selectedIndex
        #expect(heading > 0 && rig.demo.scroll.target != nil)
        rig.run([wheel(dy: -1, at: release + 50_000)], until: release + 3_000_000)
        #expect(rig.demo.selectedIndex == heading + 1 && rig.demo.centeredError == 0)
    }

    @Test func aTrackpadStillScrollsFreelyAndSnapsOnceQuiet() {
        var rig = SalonRig(hz: 120)
        let start = rig.time + 10_000
        let deltas = (0..<10).map { wheel(dx: 0.5, at: start + Int64($0) * 10_000) }
        rig.run(deltas, until: start + 95_000)
        // 10 × 0.5 notch × 40 pt, at once: no motion, the content where the fingers put it.
        #expect(abs(rig.demo.scroll.offset.x - (rig.demo.centredOffset(0) + 200)) < 1e-9)
        rig.settle()
        #expect(rig.demo.selectedIndex == 1 && rig.demo.centeredError == 0)
    }

    @Test func aNotchTurnsAPageAndStopsAtTheEnds() {
        var pager = DemoHarness(SceneFixtures.demo(SceneFixtures.pager), hz: 120)
        let g = pager.demo.geometry
        pager.wheel(count: 1, dy: -1)
        pager.settle()
        #expect(pager.demo.offset == g.pageOffset(1))
        pager.wheel(count: 2, dy: -1, spacing: 30_000)
        pager.settle()
        #expect(pager.demo.offset == g.pageOffset(3))
        // A rest held to the content: a chip row's last chips share the end, and a notch back from
        // it goes to the last rest before the end, not to a chip that also rests there.
        var chips = DemoHarness(SceneFixtures.demo(SceneFixtures.chipRow), hz: 120)
        chips.keyPress(.end)
        chips.settle()
        #expect(chips.demo.offset == 696)
        chips.wheel(count: 1, dy: -1)
        chips.settle()
        #expect(chips.demo.offset == 696)
        chips.wheel(count: 1, dy: 1)
        chips.settle()
        let below = (0..<chips.demo.geometry.itemCount).map(chips.demo.geometry.restOffset(of:)).filter { $0 < 696 }
        #expect(chips.demo.offset == below.max())
        // Under `none` a notch scrolls its 40 pt and nothing snaps.
        var rows = DemoHarness(SceneFixtures.demo(SceneFixtures.rows), hz: 120)
        rows.wheel(count: 1, dy: -1)
        rows.settle()
        #expect(rows.demo.offset == 40)
    }
}
