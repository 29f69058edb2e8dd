import HarnessTestSupport
import Motion
import SceneTestSupport
import Testing

@testable import Lab
@testable import LayoutTestSupport
@testable import PlaygroundCore
@testable import Scenes

/// Ghost lanes: with A pinned or platforms ticked, the live demo and every ghost each get a lane
/// of the demo's area, all laid out at the same size; no lane or label covers live content,
/// another ghost or the tuning panel, at every window size, with the panel open or closed.
@Suite struct GhostLaneTests {
    static let sizes = [Size(width: 640, height: 480), Size(width: 1024, height: 720), Size(width: 2560, height: 1440)]
    static let platforms: [ScrollPlatform] = [.uikit, .android, .flutterIOS, .flutterAndroid]

    enum Ghosts: CaseIterable { case pinned, platforms }

    /// `demo` (a scene id for `scenes`) at `window`: A pinned with the deceleration rate changed,
    /// or four platforms ticked; the panel opened when `panel`; then a flick on the live content.
    static func session(
        _ demo: String, window: Size, ghosts: Ghosts, panel: Bool, scenes: [Scene] = [], flick: Bool = true
    ) throws -> AppHarness {
        var h = try AppHarness(demo, viewport: window, scenes: scenes)
        switch ghosts {
        case .pinned:
            h.press("g")
            let change = TimedInput(
                time: h.time + 1_000, .parameterChanged(name: demo + ".deceleration_rate", value: .number(0.995)))
            h.run([change], until: h.time + h.dt)
        case .platforms:
            for platform in platforms { h.app.tuning.togglePlatformGhost(platform) }
        }
        h.run(until: h.time + 3 * h.dt)
        if panel { h.press("t") }
        if flick {
            let axis = h.app.currentDemo.inspector?.axis ?? .horizontal
            h.flick(at: h.liveContentCentre, velocity: -2_000, axis: axis)
        }
        return h
    }

    static let demos: [(id: String, scenes: [Scene])] = [
        ("salon", []), ("easing", []),
        ("test", [SceneFixtures.scene(SceneFixtures.carousel)]),
    ]

    @Test(arguments: Self.sizes) func noLaneOrLabelCoversLiveContentAnotherGhostOrThePanel(window: Size) throws {
        for demo in Self.demos {
            for ghosts in Ghosts.allCases {
                for panel in [false, true] {
                    let h = try Self.session(demo.id, window: window, ghosts: ghosts, panel: panel, scenes: demo.scenes)
                    let what = "\(demo.id) \(ghosts) panel \(panel) at \(window.width)×\(window.height)"
                    let lanes = try #require(h.app.lanes, "\(what): no lanes")
                    let area = h.app.demoArea
                    let live = lanes.live
                    #expect(h.app.liveFrame == live.frame, "\(what)")
                    // The live demo is laid out at its lane's size.
                    #expect(h.app.slots[h.app.currentIndex].viewport == live.frame.size, "\(what)")
                    let others = lanes.ghosts.flatMap { [$0.shown, $0.label] }
                    for rect in lanes.drawnRects {
                        #expect(inside(rect, area), "\(what): \(rect) outside the demo area \(area)")
                        if panel { #expect(!rect.intersects(h.app.tuningPanelFrame), "\(what): \(rect) on the panel") }
                    }
                    #expect(!live.label.intersects(live.frame), "\(what): the live label on the live demo")
                    for (i, ghost) in lanes.ghosts.enumerated() {
                        #expect(ghost.frame.size == live.frame.size, "\(what): ghost \(i) laid out at another size")
                        #expect(!ghost.shown.intersects(live.frame) && !ghost.label.intersects(live.frame), "\(what)")
                        #expect(!ghost.label.intersects(ghost.shown), "\(what): label on its own ghost")
                        for (j, other) in others.enumerated() where j / 2 != i {
                            #expect(!ghost.shown.intersects(other) && !ghost.label.intersects(other), "\(what)")
                        }
                    }
                    // Each ghost is the live content at scale 1: its viewport is the live one's.
                    let liveViewport = try #require(h.app.currentDemo.inspector?.viewportFrame)
                    for entry in h.app.laneContents {
                        let demo = try #require(entry.demo, "\(what): a lane without its ghost after a flick")
                        #expect(demo.inspector?.viewportFrame == liveViewport, "\(what)")
                        #expect(
                            entry.lane.shown
                                == liveViewport.offsetBy(dx: entry.lane.frame.minX, dy: entry.lane.frame.minY))
                    }
                    // Ghosts with no room are named in the live label, never squeezed.
                    let count = ghosts == .pinned ? 1 : Self.platforms.count
                    #expect(lanes.ghosts.count + lanes.hidden == count, "\(what)")
                    if lanes.hidden > 0 {
                        #expect(h.drawn().texts.contains { Self.saysHidden($0.string, lanes.hidden) }, "\(what)")
                    }
                    // The whole window, every owner: the live demo in a narrow lane, its ghosts, the
                    // labels and the panel, with nothing cut, overlapping or covered.
                    let problems = LayoutCheck(window: window).problems(in: h.drawn())
                    #expect(problems.isEmpty, "\(what): \(problems)")
                }
            }
        }
    }

    /// At 2560 × 1440 every one of four platforms gets a lane beside a salon strip and a list.
    @Test func fourPlatformsGetFourLanesAt2560() throws {
        for demo in ["salon", "easing"] {
            let h = try Self.session(demo, window: Size(width: 2560, height: 1440), ghosts: .platforms, panel: false)
            let lanes = try #require(h.app.lanes)
            #expect(lanes.ghosts.count == 4, "\(demo)")
            #expect(lanes.hidden == 0, "\(demo)")
        }
    }

    /// At 1024 × 720 with the panel open the whole column leaves the list too narrow for its A
    /// lane: the column collapses to the rail, and the lane is there, at full size.
    @Test func theEasingListKeepsItsALaneAt1024WithThePanelOpen() throws {
        let h = try Self.session("easing", window: Size(width: 1024, height: 720), ghosts: .pinned, panel: true)
        let lanes = try #require(h.app.lanes)
        #expect(lanes.ghosts.count == 1)
        #expect(lanes.hidden == 0)
        #expect(h.app.layout.listStyle == .rail)
        #expect(h.app.demoArea.minX == AppLayout.railWidth)
        #expect(lanes.live.frame.width >= GhostLanes.minimumLive.width)
        #expect(!h.drawn().texts.contains { Self.saysHidden($0.string, 1) })
        // Closing the panel gives the column back: the lanes fit beside it.
        var closed = h
        closed.press("t")
        #expect(closed.app.layout.listStyle != .rail)
        #expect(closed.app.demoArea.minX == AppLayout.columnWidth)
        #expect(try #require(closed.app.lanes).ghosts.count == 1)
    }

    @Test func aVerticalSceneGetsSideBySideLanes() throws {
        let h = try Self.session(
            "test", window: Size(width: 1024, height: 720), ghosts: .pinned, panel: false,
            scenes: [SceneFixtures.scene(SceneFixtures.feed)])
        let lanes = try #require(h.app.lanes)
        let ghost = try #require(lanes.ghosts.first)
        #expect(lanes.axis == .vertical)
        #expect(ghost.shown.minX >= lanes.live.frame.maxX)
    }

    @Test func openingThePanelMidGlideLaysTheGhostOutAsTheLiveDemo() throws {
        var h = try Self.session(
            "easing", window: Size(width: 1024, height: 720), ghosts: .pinned, panel: false, flick: false)
        let before = try #require(h.app.lanes).live.frame
        // Flick, then open the panel while both are still gliding.
        h.flick(at: h.liveContentCentre, velocity: -3_000, settle: 120_000, axis: .vertical)
        #expect(h.app.tuning.ghost?.isMoving == true)
        h.press("t")
        let lanes = try #require(h.app.lanes)
        #expect(lanes.live.frame.width < before.width)
        let live = try #require(h.app.currentDemo.inspector?.viewportFrame)
        #expect(h.app.tuning.ghost?.demo.inspector?.viewportFrame == live)
        h.run(until: h.time + 4_000_000)
        #expect(h.app.tuning.ghost?.isMoving == false)
        #expect(h.app.tuning.ghost?.demo.inspector?.viewportFrame == h.app.currentDemo.inspector?.viewportFrame)
        // Closing it lays both out again at the wider size.
        h.press("t")
        #expect(try #require(h.app.lanes).live.frame == before)
        #expect(h.app.tuning.ghost?.demo.inspector?.viewportFrame == h.app.currentDemo.inspector?.viewportFrame)
    }

    /// The path: frame by frame through a flick, the A lane shows where the same gesture under A
    /// is, as the gesture lived again under A (computed afterwards, from its record) says.
    @Test func theLaneShowsTheGhostRunFrameByFrame() throws {
        var h = try Self.session(
            "salon", window: Size(width: 1024, height: 720), ghosts: .pinned, panel: false, flick: false)
        let start = h.liveContentCentre
        let t0 = h.time + 1_000
        var inputs = [TimedInput(time: t0, .pointerPressed(start, button: .left))]
        for i in 1...10 {
            inputs.append(
                TimedInput(time: t0 + Int64(i) * 8_000, .pointerMoved(Point(x: start.x - 20 * Double(i), y: start.y))))
        }
        inputs.append(
            TimedInput(time: t0 + 84_000, .pointerReleased(Point(x: start.x - 200, y: start.y), button: .left)))
        var shown: [(time: Int64, offset: Double)] = []
        var laneFrames: Set<Rect> = []
        let end = t0 + 3_000_000
        while h.time < end {
            let next = h.time + h.dt
            h.run(inputs.filter { $0.time > h.time && $0.time <= next }, until: next)
            let entry = try #require(h.app.laneContents.first)
            laneFrames.insert(entry.lane.frame)
            if let offset = entry.demo?.inspector?.offset { shown.append((h.time, offset)) }
        }
        // One lane throughout: the drag never changed the layout.
        #expect(laneFrames.count == 1)
        let gesture = try #require(h.app.tuning.lastGesture)
        let pinned = try #require(h.app.tuning.pinned)
        let again = gesture.record.rerun(under: pinned).trace
        let byTime = Dictionary(again.samples.map { ($0.time, $0.offset) }, uniquingKeysWith: { _, last in last })
        var compared = 0
        for (time, offset) in shown where time >= t0 {
            guard let expected = byTime[time] else { continue }
            #expect(offset == expected, "at \(time) µs")
            compared += 1
        }
        #expect(compared > 60)
        // And it moved: A glided somewhere other than where it started.
        #expect(Set(shown.map(\.offset)).count > 30)
    }

    /// The live lane's label says how many ghosts found no lane, in one of its wordings.
    static func saysHidden(_ label: String, _ count: Int) -> Bool {
        ["\(count) more need a wider window", "\(count) more hidden", "+\(count) hidden"].contains {
            label.hasSuffix($0)
        }
    }

    /// Issue 41: at 640 × 480 the live label with its numbers and "3 more need a wider window"
    /// was fitted to the lane at 9 pt; it now takes a shorter wording of the count, at a readable
    /// size, its numbers kept.
    @Test func aTinyWindowKeepsFewerLanesAndSaysSo() throws {
        let h = try Self.session("salon", window: Size(width: 640, height: 480), ghosts: .platforms, panel: true)
        let lanes = try #require(h.app.lanes)
        #expect(lanes.hidden > 0)
        let label = try #require(h.drawn().texts.first { $0.string.hasPrefix("Live") })
        #expect(Self.saysHidden(label.string, lanes.hidden), "\(label.string)")
        #expect(label.string.contains(" · rest ") && label.string.contains(" · at rest "), "\(label.string)")
        #expect(label.size >= GhostLanesView.readableSize, "\(label.string) at \(label.size) pt")
    }

    @Test func withNoGestureYetTheLaneSaysWhatToDo() throws {
        let h = try Self.session(
            "salon", window: Size(width: 1024, height: 720), ghosts: .pinned, panel: false, flick: false)
        #expect(h.app.lanes?.ghosts.count == 1)
        #expect(h.drawn().texts.contains { $0.string == "Flick to see it under A" })
    }

    @Test func recordingsFromBeforeLanesKeepTheDemoInTheWholeArea() throws {
        var h = try AppHarness("salon")
        h.app = try PlaygroundApp(
            settings: SessionSettings(demoID: "salon", viewport: Script.window, ghostLanes: false))
        h.press("g")
        h.run(
            [
                TimedInput(
                    time: h.time + 1_000, .parameterChanged(name: "salon.deceleration_rate", value: .number(0.99)))
            ],
            until: h.time + h.dt)
        #expect(h.app.tuning.pinnedDiffers(for: "salon"))
        #expect(h.app.lanes == nil)
        #expect(h.app.liveFrame == h.app.demoArea)
    }

    @Test func theTableHasALiveRow() throws {
        var h = try Self.session("salon", window: Size(width: 1024, height: 720), ghosts: .platforms, panel: false)
        h.press("t")
        let live = try #require(h.app.tuning.lastGesture?.live.metrics)
        let texts = h.drawn().texts.map(\.string)
        let index = try #require(texts.firstIndex(of: "Live"))
        #expect(texts[index + 1] == decimal(live.restOffset, digits: 1))
        // When it looked still and when it was at rest, side by side, in every row.
        let header = try #require(texts.firstIndex(of: "still"))
        #expect(texts[header + 1] == "at rest")
        func seconds(_ micros: Int64?) throws -> String { decimal(Double(try #require(micros)) / 1e6, digits: 2) }
        #expect(texts[index + 2] == (try seconds(live.settledMicros)))
        #expect(texts[index + 3] == (try seconds(live.settleMicros)))
        #expect(live.settledMicros! < live.settleMicros!, "the salon looks still before it rests")
        for platform in try #require(h.app.tuning.lastGesture?.platforms) {
            let m = try #require(platform.metrics)
            let row = try #require(texts.firstIndex(of: platform.platform.title))
            let (settled, settle) = (try seconds(m.settledMicros), try seconds(m.settleMicros))
            #expect(texts[row + 2] == settled && texts[row + 3] == settle)
        }
        // The lane labels say both too.
        let label =
            " · rest \(decimal(live.restOffset, digits: 1)) pt · still \(try seconds(live.settledMicros))"
            + " · at rest \(try seconds(live.settleMicros)) s"
        #expect(texts.contains { $0.hasSuffix(label) }, "\(texts.filter { $0.contains(" · rest ") })")
    }

    private func inside(_ r: Rect, _ area: Rect) -> Bool {
        r.minX >= area.minX - 0.001 && r.minY >= area.minY - 0.001 && r.maxX <= area.maxX + 0.001
            && r.maxY <= area.maxY + 0.001
    }
}
