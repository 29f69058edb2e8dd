import HarnessTestSupport
import Motion
import SceneTestSupport
import Testing

/// No platform rests a scroll view beyond its content and insets: a scene's rests are held to
/// that range unless it says `"reach_ends": true` (the carousel, the salon), and so is every
/// platform's release, frame by frame.
@Suite struct SceneRestRangeTests {
    /// The chip row snapping chips to their starts, flung hard at its end under each platform.
    static let chipRow = SceneFixtures.chipRow

    @Test(arguments: ScrollPlatform.allCases)
    func aFlingToTheEndRestsWhereTheContentEnds(platform: ScrollPlatform) {
        var h = DemoHarness(SceneFixtures.demo(Self.chipRow, settings: ["physics": platform.rawValue]), hz: 120)
        let g = h.demo.geometry
        // 1480 pt of content in a 784 pt viewport: 0 … 696, though the last chip's start would
        // rest at 1364 with its 84 pt and an empty viewport after it.
        #expect(g.minOffset == 0 && g.maxOffset == 696 && g.snapOffset(of: 13) == 1364)
        let (inputs, released) = h.flick(from: h.demo.viewportCentre, axis: .horizontal, velocity: -6000)
        var offsets: [Double] = []
        h.observer = { demo, _ in offsets.append(demo.offset) }
        h.run(inputs, until: released)
        h.settle()
        #expect(h.demo.offset == 696, "\(platform): rests at \(h.demo.offset)")
        #expect(h.demo.lastRelease.map { $0.targetContentOffset.x <= 696 } == true, "\(platform)")
        // Past the end only as the platform's own edge goes (a bounce, an over-fling), and back.
        let beyond = offsets.map { $0 - 696 }.max() ?? 0
        #expect(beyond < g.viewportLength, "\(platform): \(beyond) pt past the end")
        // The chip selected there is the first that rests at the end.
        let selected = h.demo.selectedIndex
        #expect(selected.map { g.snapOffset(of: $0) >= 696 && g.snapOffset(of: $0 - 1) < 696 } == true)
    }

    @Test func reachingTheEndsRestsEveryItemAtItsSnapOffset() {
        let reaching = SceneFixtures.demo(
            Self.chipRow.replacing(#""snap": "start"}"#, with: #""snap": "start", "reach_ends": true}"#))
        let g = reaching.geometry
        #expect(g.maxOffset == 1364 && g.restOffset(of: 13) == 1364)
        var h = DemoHarness(reaching, hz: 120)
        h.keyPress(.end)
        h.settle()
        #expect(h.demo.offset == 1364 && h.demo.selectedIndex == 13)
        // Without it, End rests where the content ends.
        var clamped = DemoHarness(SceneFixtures.demo(Self.chipRow), hz: 120)
        clamped.keyPress(.end)
        clamped.settle()
        #expect(clamped.demo.offset == 696)
    }
}
