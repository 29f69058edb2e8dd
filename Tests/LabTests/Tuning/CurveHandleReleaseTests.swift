import HarnessTestSupport
import Motion
import Testing

@testable import Demos
@testable import Lab
@testable import PlaygroundCore

/// Letting go of a curve handle in the easing demo: the curve becomes `easing.timing` and the
/// list runs it, and that is all. A is pinned only when the user asks (G, Pin A, or a change
/// made in the tuning panel), so no A lane opens, the live demo keeps its area and its curve
/// buttons (30 Penner curves, linear and CSS's four presets) stay buttons. And an A lane never
/// says "Flick to see it under A" beside numbers.
@Suite struct CurveHandleReleaseTests {
    static let sizes = [
        Size(width: 1024, height: 720), Size(width: 1280, height: 800), Size(width: 2560, height: 1440),
    ]

    /// The titles of the buttons the live demo draws (its `.demo` layer, not a ghost lane's copy
    /// of it).
    static func liveButtonTitles(_ list: DrawList) -> [String] {
        var layers: [DrawLayer] = []
        var titles: [String] = []
        for command in list.commands {
            switch command {
            case .pushLayer(let layer): layers.append(layer)
            case .popLayer: layers.removeLast()
            case .text(let run) where layers.last == .control && layers.contains(.demo): titles.append(run.string)
            default: break
            }
        }
        return titles
    }

    /// How many curve buttons the live demo shows, and whether it shows the ‹ Previous / Next ›
    /// stepper instead.
    static func curveControls(_ h: AppHarness) -> (buttons: Int, stepper: Bool) {
        let titles = liveButtonTitles(h.drawn())
        let names = Set(Easing.allNamed.map(\.name))
        return (titles.filter(names.contains).count, titles.contains("Next ›"))
    }

    /// A press on the first handle, ten moves, a release, every frame stepped and handed to
    /// `check`; then on until the list the release animated is at rest.
    static func dragFirstHandle(_ h: inout AppHarness, check: (AppHarness, String) -> Void) throws {
        let easing = try #require(h.app.currentDemo as? EasingDemo)
        let plot = easing.plot
        let handles = try #require(plot.handles)
        let origin = h.app.liveFrame.origin
        func window(_ p: Point) -> Point { Point(x: p.x + origin.x, y: p.y + origin.y) }
        let grab = window(plot.point(handles.x1, handles.y1, in: plot.box))
        let to = window(plot.point(0.1, 0.9, in: plot.box))
        let t0 = h.time + 1_000
        var inputs = [press(grab, at: t0)]
        for i in 1...10 {
            let f = Double(i) / 10
            inputs.append(
                move(
                    Point(x: grab.x + (to.x - grab.x) * f, y: grab.y + (to.y - grab.y) * f), at: t0 + Int64(i) * 16_000)
            )
        }
        inputs.append(release(to, at: t0 + 170_000))
        // The release animates the list for the curve's duration (1 s): run past its end.
        let end = t0 + 170_000 + 1_500_000
        while h.time < end {
            let next = h.time + h.dt
            h.run(inputs.filter { $0.time > h.time && $0.time <= next }, until: next)
            check(h, "at \(h.time) µs")
        }
        #expect(h.app.tuning.lastGesture != nil, "the release animated the list: a gesture came to rest")
    }

    @Test(arguments: Self.sizes) func releasingAHandleNeitherPinsANorFoldsTheCurveButtons(window: Size) throws {
        for panel in [false, true] {
            var h = try AppHarness("easing", viewport: window)
            if panel { h.press("t") }
            let what = "\(window.width)×\(window.height) panel \(panel)"
            let before = Self.curveControls(h)
            let area = h.app.liveFrame
            if !panel { #expect(before.buttons == Easing.allNamed.count && !before.stepper, "\(what): \(before)") }
            try Self.dragFirstHandle(&h) { h, when in
                #expect(h.app.tuning.pinned == nil, "\(what) \(when): A pinned without asking")
                #expect(h.app.lanes == nil, "\(what) \(when): an A lane opened")
                #expect(h.app.liveFrame == area, "\(what) \(when): the demo lost its area")
                let now = Self.curveControls(h)
                #expect(now.buttons == before.buttons && now.stepper == before.stepper, "\(what) \(when): \(now)")
            }
            // The edit is the parameter, recorded as a fact, and exported from there.
            let timing = try #require(ParameterCatalog.spec(named: "easing.timing"))
            guard case .choice(let name) = h.app.tuning.values.value(of: timing) else {
                Issue.record("\(what): no timing")
                continue
            }
            #expect(name.hasPrefix("cubic-bezier(0.1,0.9,"), "\(what): \(name)")
            #expect(h.parameterFacts.count == 1, "\(what)")
            // Pinning stays the user's to do: G pins the edited curve as A.
            h.press("g")
            #expect(h.app.tuning.pinned?.value(of: timing) == .choice(name), "\(what)")
        }
    }

    /// With A pinned by G before the edit, the release changes what is in force, so A now differs
    /// and gets its lane, as any change with A pinned does; ↓ Bottom then runs the list under the
    /// edited curve live and under A's curve in the lane, the same second to the same row.
    @Test func withAPinnedByTheUserTheEditedCurveIsComparedWithA() throws {
        var h = try AppHarness("easing", viewport: Size(width: 1280, height: 800))
        h.press("g")
        let timing = try #require(ParameterCatalog.spec(named: "easing.timing"))
        try Self.dragFirstHandle(&h) { _, _ in }
        #expect(h.app.tuning.pinned?.value(of: timing) == .choice("easeInOutCubic"))
        #expect(h.app.lanes?.ghosts.count == 1)
        let live = try #require(h.app.currentDemo as? EasingDemo)
        let bottom = live.layout.actionButtons[1].offsetBy(dx: h.app.liveFrame.minX, dy: h.app.liveFrame.minY).center
        let t0 = h.time + 1_000
        h.run([press(bottom, at: t0), release(bottom, at: t0 + 30_000)], until: t0 + 30_000)
        var apart = 0
        while h.time < t0 + 1_500_000 {
            h.run(until: h.time + h.dt)
            let b = try #require(h.app.currentDemo as? EasingDemo)
            let a = try #require(h.app.laneContents.first?.demo as? EasingDemo)
            #expect(a.timing == .easeInOutCubic && b.timing == live.timing, "at \(h.time) µs")
            if abs(a.scroll.offset.y - b.scroll.offset.y) > 1 { apart += 1 }
        }
        #expect(apart > 20, "the two curves moved the list alike")
        let gesture = try #require(h.app.tuning.lastGesture)
        #expect(gesture.pinned?.metrics?.restOffset == gesture.live.metrics?.restOffset)
        try Self.laneShowsA(h)
    }

    /// The A lane's label line as drawn now, and whether the lane says "Flick to see it under A".
    static func aLane(_ h: AppHarness) -> (label: String?, invites: Bool) {
        let texts = h.drawn().texts.map(\.string)
        return (texts.first { $0.hasPrefix("A (pinned)") }, texts.contains("Flick to see it under A"))
    }

    /// Every frame until `end`: the A lane's words and label agree (it invites a flick and names
    /// no numbers, or shows its ghost). Returns how many frames drew an A lane.
    static func laneAgrees(_ h: inout AppHarness, until end: Int64) -> Int {
        var frames = 0
        while h.time < end {
            h.run(until: h.time + h.dt)
            let lane = aLane(h)
            guard let label = lane.label else { continue }
            frames += 1
            if lane.invites { #expect(label == "A (pinned)", "at \(h.time) µs: \(label)") }
            let shown = h.app.laneContents.first?.demo != nil
            #expect(shown != lane.invites, "at \(h.time) µs: ghost shown \(shown), invites \(lane.invites)")
        }
        return frames
    }

    /// At rest after a gesture run under A: the lane shows the ghost its label's numbers are of.
    static func laneShowsA(_ h: AppHarness) throws {
        let a = try #require(h.app.tuning.lastGesture?.pinned?.metrics)
        let lane = aLane(h)
        #expect(!lane.invites)
        #expect(lane.label == "A (pinned)" + GhostLanesView.summary(a, moving: false))
        #expect(h.app.laneContents.first?.demo?.inspector?.offset == a.restOffset)
    }

    /// The rate stepped in the panel while a flick glides pins A mid-gesture. That flick ran
    /// under what A now holds, and the change applies from the next release: every frame its
    /// lane invites a flick and names no numbers. The next flick runs under A beside it.
    @Test func pinnedByThePanelMidGlideTheALaneInvitesTheNextFlickWithoutNumbers() throws {
        var h = try AppHarness(demo: "salon")
        h.press("t")
        h.press(.down)
        h.press(.down)
        h.flick(at: h.liveContentCentre, velocity: -2_500, settle: 100_000)
        #expect(h.app.tuning.pinned == nil && h.app.tuning.liveTrace != nil, "still gliding, nothing pinned")
        h.run([key(.left, at: h.time + 1_000)], until: h.time + h.dt)
        #expect(h.app.tuning.pinned != nil)
        #expect(Self.laneAgrees(&h, until: h.time + 5_000_000) > 200)
        #expect(h.app.tuning.lastGesture != nil && h.app.tuning.lastGesture?.pinned == nil)
        #expect(Self.aLane(h) == ("A (pinned)", true))
        h.flick(at: h.liveContentCentre, velocity: -2_500, settle: 100_000)
        #expect(Self.laneAgrees(&h, until: h.time + 5_000_000) > 200)
        try Self.laneShowsA(h)
    }

    /// G while a flick glides pins what is in force and catches the gesture up under it: once a
    /// change makes A differ, the A lane shows that gesture's ghost, frame by frame, and at rest
    /// the numbers of the ghost it shows.
    @Test func pinnedByGMidGlideTheALaneShowsThatGesture() throws {
        var h = try AppHarness(demo: "salon")
        h.flick(at: h.liveContentCentre, velocity: -2_500, settle: 100_000)
        h.press("g")
        #expect(h.app.tuning.pinned != nil && h.app.tuning.liveTrace != nil, "still gliding, pinned")
        let change = TimedInput(
            time: h.time + 1_000, .parameterChanged(name: "salon.deceleration_rate", value: .number(0.99)))
        h.run([change], until: h.time + h.dt)
        #expect(h.app.lanes?.ghosts.count == 1)
        #expect(Self.laneAgrees(&h, until: h.time + 5_000_000) > 200)
        try Self.laneShowsA(h)
    }

    /// A lane with no ghost to show (none yet, or its gesture dropped) names no numbers, whatever
    /// the last gesture left: its label says only whose lane it is.
    @Test func aLaneWithoutItsGhostShowsNoNumbers() throws {
        let h = try AppHarness(demo: "salon")
        let area = h.app.demoArea
        let lanes = GhostLanes(area: area, axis: .horizontal, ghostCount: 1) { size in
            Rect(x: 0, y: 80, width: size.width, height: 200)
        }
        let lane = try #require(lanes.ghosts.first)
        var trace = GestureTrace()
        trace.samples = [
            GestureTrace.Sample(time: 0, offset: 0, velocity: 900),
            GestureTrace.Sample(time: 500_000, offset: 300, velocity: 0),
        ]
        trace.release = GestureTrace.Release(
            time: 0, offset: 0, velocity: 900, trackerVelocity: 900, projectedLanding: 300, target: nil)
        trace.restTime = 500_000
        let metrics = try #require(trace.metrics)
        let view = GhostLanesView(
            lanes: lanes, liveTitle: "B live", liveMetrics: metrics, liveMoving: false,
            ghosts: [
                GhostLanesView.Ghost(
                    title: "A (pinned)", color: TuningPanelView.ghostColor, lane: lane, demo: nil, metrics: metrics,
                    moving: false)
            ], hidden: 0)
        var list = DrawList()
        view.draw(into: &list)
        let texts = list.texts.map(\.string)
        #expect(texts.contains("Flick to see it under A"))
        #expect(texts.contains("A (pinned)"), "\(texts)")
        #expect(!texts.contains { $0.hasPrefix("A (pinned) ·") }, "\(texts)")
        // The live lane keeps its own numbers.
        #expect(texts.contains("B live" + GhostLanesView.summary(metrics, moving: false)))
    }
}
