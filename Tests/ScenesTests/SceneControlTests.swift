import HarnessTestSupport
import Motion
import SceneTestSupport
import Testing

@testable import PlaygroundCore
@testable import Scenes

/// A scene is driven like the five demos: it opens with item 0 at its snap position; keys move
/// one item (queued presses count from where the motion is going), Home / End, a click brings an
/// item to its snap position, a quiet wheel snaps, and a resize or a retune keeps the item
/// selected where it rests. `--dump-state` reports the issue's keys in viewport coordinates.
@Suite struct SceneControlTests {
    @Test func itOpensWithItemZeroAtItsSnapPosition() {
        // The carousel's first card centred: 24 + 140 − 392 = −228.
        #expect(SceneFixtures.demo(SceneFixtures.carousel).offset == -228)
        #expect(SceneFixtures.demo(SceneFixtures.carousel).selectedIndex == 0)
        // Chips resting at their ends: the first chip's end would rest 16 pt before the trailing
        // edge, far before the content starts; it rests on the content's start instead, as on
        // every platform, and the selected chip is the last whose end rest is there.
        let chips = SceneFixtures.demo(SceneFixtures.chips)
        #expect(chips.offset == 0)
        let g = chips.geometry
        #expect(chips.selectedIndex.map { g.snapOffset(of: $0) <= 0 && g.snapOffset(of: $0 + 1) > 0 } == true)
        #expect(SceneFixtures.demo(SceneFixtures.feed).offset == 0)
        #expect(SceneFixtures.demo(SceneFixtures.rows).offset == 0)
    }

    @Test func threeQuickPressesMoveThreeItemsAndTheWayThereNeverTurnsBack() {
        var h = DemoHarness(SceneFixtures.demo(SceneFixtures.carousel))
        let keys = (0..<3).map { HarnessTestSupport.key(.right, at: 10_000 + Int64($0) * 50_000) }
        var offsets: [Double] = []
        h.observer = { demo, _ in offsets.append(demo.offset) }
        h.play(keys)
        h.settle()
        #expect(h.demo.selectedIndex == 3)
        #expect(h.demo.offset == h.demo.geometry.snapOffset(of: 3))
        #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $1 >= $0 - Tolerances.rounding }, "monotonic")
        // No frame moves more than a card: no jump.
        #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $1 - $0 < 296 })
        h.keyPress(.end)
        h.settle()
        #expect(h.demo.selectedIndex == 20)
        #expect(h.demo.offset == 5712)
        h.keyPress(.left)
        h.settle()
        #expect(h.demo.selectedIndex == 19)
        h.keyPress(.home)
        h.settle()
        #expect(h.demo.offset == -228)
    }

    @Test func upAndDownStepAVerticalSceneByRows() {
        var h = DemoHarness(SceneFixtures.demo(SceneFixtures.feed))
        h.keyPress(.down)
        h.settle()
        // Row 1 starts at 12 + 44 + 8 = 64; it rests 12 pt below the top: offset 52.
        #expect(h.demo.selectedIndex == 1 && h.demo.offset == 52)
        h.keyPress(.up)
        h.settle()
        #expect(h.demo.offset == 0)
    }

    @Test func aClickBringsTheItemToItsSnapPosition() {
        var h = DemoHarness(SceneFixtures.demo(SceneFixtures.carousel))
        // The second card is 296 pt right of the centred first one.
        let p = Point(x: h.demo.viewportCentre.x + 296, y: h.demo.viewportCentre.y)
        h.run([HarnessTestSupport.press(p, at: 10_000), HarnessTestSupport.release(p, at: 60_000)], until: 60_000)
        h.settle()
        #expect(h.demo.selectedIndex == 1 && h.demo.offset == 68)
        // A click between cards (in the spacing) selects nothing.
        let gap = Point(x: h.demo.viewportCentre.x + 148, y: h.demo.viewportCentre.y)
        h.run(
            [HarnessTestSupport.press(gap, at: h.time + 10_000), HarnessTestSupport.release(gap, at: h.time + 50_000)],
            until: h.time + 50_000)
        h.settle()
        #expect(h.demo.selectedIndex == 1 && h.demo.offset == 68)
    }

    @Test func aQuietWheelSettlesOntoTheNearestSnap() {
        var h = DemoHarness(SceneFixtures.demo(SceneFixtures.feed))
        h.wheel(count: 3, dy: -1)
        let rested = h.settle()
        #expect(rested)
        let g = h.demo.geometry
        #expect(h.demo.offset > 0)
        #expect(h.demo.offset == g.snapOffset(of: g.nearestItem(toOffset: h.demo.offset)))
    }

    @Test func aResizeOrARetuneKeepsTheSelectedItemAtItsSnapPosition() throws {
        var h = DemoHarness(SceneFixtures.demo(SceneFixtures.carousel))
        h.demo.select(7, at: 0)
        h.settle()
        h.run(
            [TimedInput(time: h.time + 1_000, .viewportResized(Size(width: 1400, height: 800)))], until: h.time + 1_000)
        h.settle()
        #expect(h.demo.viewportLength == 1400)
        #expect(h.demo.selectedIndex == 7 && h.demo.offset == h.demo.geometry.snapOffset(of: 7))
        var values = ParameterValues(catalog: ParameterCatalog.builtIn.adding([h.demo.scene]))
        try values.set("test.spacing", to: "40")
        try values.set("test.group1_width", to: "200")
        h.demo.retune(values)
        h.settle()
        // Card 7 now starts at 24 + 7 × 240 = 1704 and is centred: 1704 + 100 − 700.
        #expect(h.demo.geometry.start(of: 7) == 1704)
        #expect(h.demo.selectedIndex == 7 && h.demo.offset == 1104)
    }

    @Test func theFilesPhysicsIsWhatPlays() throws {
        // The carousel's file says 0.99 (UIKit's .fast); the shared declaration's default is 0.998.
        #expect(SceneFixtures.demo(SceneFixtures.carousel).scroll.physics.decelerationRate.rawValue == 0.99)
        // Set back to the file's value, it stays the file's value.
        let scene = SceneFixtures.scene(SceneFixtures.carousel)
        var values = ParameterValues(catalog: ParameterCatalog.builtIn.adding([scene]))
        try values.set("test.deceleration_rate", to: "0.995")
        try values.set("test.deceleration_rate", to: "0.99")
        #expect(values.isDefault)
        #expect(SceneParameters(scene: scene, values: values).physics.decelerationRate.rawValue == 0.99)
        // A free glide at 0.99 per ms carries a flick a fifth as far as at 0.998.
        let fast = SceneFixtures.rows.replacing(
            #""snap": "none""#, with: #""snap": "none", "parameters": {"deceleration_rate": 0.99}"#)
        let (normalPath, normal) = SceneReleasePathTests.flick(SceneFixtures.rows, speed: -2_000, hz: 60, from: 1_000)
        let (shortPath, short) = SceneReleasePathTests.flick(fast, speed: -2_000, hz: 60, from: 1_000)
        // From the release: v / (1000 ln(1 / r)) is 199 pt at 0.99 and 999 pt at 0.998.
        let glides = (short.offset - shortPath.start, normal.offset - normalPath.start)
        #expect(abs(glides.0 / glides.1 - 0.2) < 0.01, "glides \(glides)")
    }

    @Test func theStateHasTheIssuesKeysInViewportCoordinates() {
        let state = SceneFixtures.demo(SceneFixtures.carousel).state
        #expect(state["offset"] == .double(-228))
        #expect(state["phase"] == .string("idle"))
        #expect(state["viewport_length"] == .double(784))
        #expect(state["selected"] == .int(0))
        // Card 0 spans 252 … 532 in the viewport (24 + 228), card 1 548 … 828 (cut by the edge).
        let visible = StateValue.array([
            .fields(["index": .int(0), "start": .double(252), "end": .double(532)]),
            .fields(["index": .int(1), "start": .double(548), "end": .double(828)]),
        ])
        #expect(state["visible"] == visible)
        #expect(SceneFixtures.demo(SceneFixtures.rows).state.json.contains(#""selected":null"#))
    }
}
