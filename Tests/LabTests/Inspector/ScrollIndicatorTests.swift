import Motion
import SceneTestSupport
import Testing

@testable import Demos
@testable import Lab
@testable import LayoutTestSupport
@testable import PlaygroundCore

/// The scroll indicator's geometry (`ScrollIndicator`) at the start, middle and end of the range
/// and past either edge, its fade after rest (`ScrollIndicatorFade`), and the app drawing it over
/// the live demo and in every ghost lane while it moves, then letting it go.
@Suite struct ScrollIndicatorTests {
    /// A vertical list: a 300 × 400 viewport at y 100 over 2000 pt of content.
    static func list(offset: Double, max: Double = 1_600) -> InspectorSnapshot {
        InspectorSnapshot(
            axis: .vertical, phase: "idle", offset: offset, velocity: 0, projectedLanding: nil, target: nil,
            minOffset: 0, maxOffset: max, viewportFrame: Rect(x: 0, y: 100, width: 300, height: 400))
    }

    // The track is 400 − 2 × 2.5 = 395 pt; the bar 395 × 400 / 2000 = 79 pt.

    @Test func atTheStartMiddleAndEndTheBarTravelsTheTrack() throws {
        let start = try #require(ScrollIndicator(Self.list(offset: 0)))
        #expect(start.frame == Rect(x: 294.5, y: 102.5, width: 3, height: 79))
        let middle = try #require(ScrollIndicator(Self.list(offset: 800)))
        #expect(middle.span(along: .vertical) == (260.5, 79))
        let end = try #require(ScrollIndicator(Self.list(offset: 1_600)))
        #expect(end.span(along: .vertical) == (418.5, 79))
        #expect(end.frame.maxY == 500 - ScrollIndicator.inset)
    }

    @Test func pastAnEdgeTheBarShrinksPinnedToThatEdge() throws {
        let pulledDown = try #require(ScrollIndicator(Self.list(offset: -30)))
        #expect(pulledDown.span(along: .vertical) == (102.5, 49))
        let pastEnd = try #require(ScrollIndicator(Self.list(offset: 1_650)))
        #expect(pastEnd.span(along: .vertical) == (468.5, 29))
        #expect(pastEnd.frame.maxY == 497.5)
        // Far past, it is a dot, never negative.
        let far = try #require(ScrollIndicator(Self.list(offset: -300)))
        #expect(far.span(along: .vertical) == (102.5, ScrollIndicator.squeezedLength))
    }

    @Test func aLongListKeepsTheMinimumLengthAndContentThatFitsHasNoBar() throws {
        let long = try #require(ScrollIndicator(Self.list(offset: 50_000, max: 100_000)))
        #expect(long.span(along: .vertical).length == ScrollIndicator.minimumLength)
        // Half-way down the track less the bar: 102.5 + 0.5 × (395 − 36).
        #expect(long.span(along: .vertical).start == 282)
        #expect(ScrollIndicator(Self.list(offset: 0, max: 0)) == nil)
    }

    @Test func aHorizontalStripHasItsBarAlongTheBottom() throws {
        let strip = InspectorSnapshot(
            axis: .horizontal, phase: "idle", offset: 300, velocity: 0, projectedLanding: nil, target: nil,
            minOffset: 0, maxOffset: 600, viewportFrame: Rect(x: 10, y: 50, width: 600, height: 200))
        let bar = try #require(ScrollIndicator(strip))
        // Track 595, bar 595 × 600 / 1200 = 297.5, half-way: 12.5 + 0.5 × 297.5.
        #expect(bar.frame == Rect(x: 161.25, y: 244.5, width: 297.5, height: 3))
    }

    // MARK: - Fade

    static func snapshot(_ offset: Double, _ phase: String) -> InspectorSnapshot {
        var s = list(offset: offset)
        s.phase = phase
        return s
    }

    @Test func theBarShowsWhileMovingAndHeldThenFadesOverThreeTenthsOfASecond() {
        var fade = ScrollIndicatorFade()
        fade.observe(Self.snapshot(0, "idle"), at: 0)
        #expect(fade.opacity(at: 0) == 0)
        // A press that has not moved anything shows nothing.
        fade.observe(Self.snapshot(0, "tracking"), at: 10_000)
        #expect(fade.opacity(at: 10_000) == 0)
        fade.observe(Self.snapshot(40, "tracking"), at: 20_000)
        #expect(fade.opacity(at: 20_000) == 1)
        // Held still after moving: still shown, and no frames asked for.
        fade.observe(Self.snapshot(40, "tracking"), at: 500_000)
        #expect(fade.opacity(at: 500_000) == 1)
        #expect(!fade.isFading(at: 500_000))
        fade.observe(Self.snapshot(90, "decelerating"), at: 600_000)
        fade.observe(Self.snapshot(100, "decelerating"), at: 616_667)
        // The first frame at rest starts the fade.
        fade.observe(Self.snapshot(100, "idle"), at: 633_334)
        let opacities = (0...20).map { k -> Double in
            let t = 633_334 + Int64(k) * 16_667
            fade.observe(Self.snapshot(100, "idle"), at: t)
            return fade.opacity(at: t)
        }
        #expect(opacities[0] == 1)
        #expect(abs(opacities[9] - (1 - 9 * 16_667 / 300_000.0)) < 1e-12)
        #expect(zip(opacities, opacities.dropFirst()).allSatisfy { $0 >= $1 })
        #expect(opacities[18] == 0, "gone 300 ms after rest")
        #expect(fade.isFading(at: 633_334 + 17 * 16_667))
        #expect(!fade.isFading(at: 633_334 + 18 * 16_667))
    }

    @Test func aRelayoutThatMovesTheOffsetIsNoScroll() {
        var fade = ScrollIndicatorFade()
        fade.observe(Self.snapshot(0, "idle"), at: 0)
        var resized = Self.snapshot(120, "idle")
        resized.viewportFrame = Rect(x: 0, y: 100, width: 300, height: 300)
        fade.observe(resized, at: 16_667)
        #expect(fade.opacity(at: 16_667) == 0)
        fade.observe(nil, at: 33_333)
        #expect(fade.opacity(at: 33_333) == 0 && !fade.engaged)
    }

    // MARK: - In the app

    /// The bars drawn in the "scroll indicator" layers, window coordinates (before transforms).
    static func indicatorFills(_ list: DrawList) -> [(rect: Rect, color: Color)] {
        var inLayer = 0
        var found: [(Rect, Color)] = []
        for command in list.commands {
            switch command {
            case .pushLayer(let layer): if layer == .annotation("scroll indicator") || inLayer > 0 { inLayer += 1 }
            case .popLayer: if inLayer > 0 { inLayer -= 1 }
            case .fillRect(let r, _, let c) where inLayer > 0: found.append((r, c))
            default: break
            }
        }
        return found
    }

    @Test func theLiveStripShowsItsBarWhileItGlidesThenFadesAndTheAppRests() throws {
        var h = try AppHarness("salon")
        h.run(until: h.time + 3 * h.dt)
        #expect(h.app.liveIndicatorShown == nil)
        #expect(Self.indicatorFills(h.drawn()).isEmpty)
        let digestBefore = h.app.digest()
        h.flick(at: h.liveContentCentre, velocity: -1_500, settle: 200_000)
        let moving = try #require(h.app.liveIndicatorShown, "no bar while the strip glides")
        #expect(moving.opacity == 1)
        let viewport = try #require(h.app.currentDemo.inspector?.viewportFrame)
        #expect(moving.bar.frame.maxY == viewport.maxY - ScrollIndicator.inset)
        let fills = Self.indicatorFills(h.drawn())
        #expect(fills.count == 1 && fills.first?.rect == moving.bar.frame)
        // Run until the strip rests, then watch the bar fade frame by frame.
        var frames = 0
        while h.app.currentDemo.inspector?.phase != "idle", frames < 600 {
            h.run(until: h.time + h.dt)
            frames += 1
        }
        var opacities: [Double] = []
        while h.app.wake == .nextFrame, opacities.count < 60 {
            opacities.append(h.app.liveIndicatorShown?.opacity ?? 0)
            h.run(until: h.time + h.dt)
        }
        // The frame the phase turns idle still moved the strip onto its rest: full, then a
        // straight fade of one frame's share of 300 ms each frame.
        #expect((17...20).contains(opacities.count), "faded over \(opacities.count) frames")
        #expect(opacities.first == 1)
        let fading = opacities.drop { $0 == 1 }
        let step = Double(h.dt) / Double(ScrollIndicatorFade.duration)
        #expect(zip(fading, fading.dropFirst()).allSatisfy { abs($0 - $1 - step) < 1e-9 }, "\(opacities)")
        #expect(h.app.wake == .idle)
        #expect(h.app.liveIndicatorShown == nil && Self.indicatorFills(h.drawn()).isEmpty)
        // The bar is the app's: the demo's digest does not see it.
        #expect(h.app.digest() != digestBefore, "the strip moved")
    }

    @Test func everyGhostLaneShowsItsOwnBarWhileItsGhostMoves() throws {
        let h = try GhostLaneTests.session(
            "salon", window: Size(width: 2560, height: 1440), ghosts: .platforms, panel: false, flick: false)
        var run = h
        run.flick(at: run.liveContentCentre, velocity: -2_000, settle: 150_000)
        let lanes = run.app.laneContents
        #expect(lanes.count >= 2)
        let fills = Self.indicatorFills(run.drawn()).map(\.rect)
        // One for the live strip and one per lane whose ghost glides.
        let moving = lanes.filter { $0.demo?.inspector.map { $0.phase != "idle" } ?? false }
        #expect(!moving.isEmpty)
        #expect(fills.count == 1 + moving.count)
        for entry in moving {
            let snapshot = try #require(entry.demo?.inspector)
            let bar = try #require(ScrollIndicator(snapshot))
            let inLane = bar.frame.offsetBy(dx: entry.lane.frame.minX, dy: entry.lane.frame.minY)
            #expect(entry.lane.shown.contains(Point(x: inLane.midX, y: inLane.midY)))
        }
    }

    /// The bar is an annotation over scrolling content: the layout check never flags it, on any
    /// demo that scrolls, while it shows.
    @Test(arguments: DemoCatalog.ids + ["test"]) func theLayoutCheckLeavesTheBarAlone(_ demo: String) throws {
        let scenes = demo == "test" ? [SceneFixtures.scene(SceneFixtures.carousel)] : []
        var checked = 0
        for window in GhostLaneTests.sizes {
            var h = try AppHarness(demo, viewport: window, scenes: scenes)
            // The roller scrolls nothing; a list that fits its window (the pull demo's grid at
            // 2560) has nothing to indicate.
            guard let snapshot = h.app.currentDemo.inspector, snapshot.maxOffset > snapshot.minOffset else { continue }
            let axis = snapshot.axis
            h.flick(at: h.liveContentCentre, velocity: -1_500, settle: 100_000, axis: axis)
            let shown = try #require(h.app.liveIndicatorShown, "\(demo): no bar while it moves")
            #expect(shown.opacity == 1)
            let problems = LayoutCheck(window: window).problems(in: h.drawn())
            let flagged = problems.filter { "\($0)".contains("scroll indicator") }
            #expect(flagged.isEmpty, "\(demo) at \(window.width): \(flagged)")
            checked += 1
        }
        #expect(checked >= (demo == "roller" ? 0 : 2), "\(demo): the bar checked at \(checked) sizes")
    }
}
