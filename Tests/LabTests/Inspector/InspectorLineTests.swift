import Motion
import SceneTestSupport
import Testing

@testable import Demos
@testable import Lab
@testable import PlaygroundCore
@testable import Scenes

/// The inspector's lines cross the content where the snap rule aligns it (issue 41, point 8):
/// the green target line goes through the centre of the card a centre-snapping strip is taking
/// to the centre, the start of the item a start-snapping one rests, the end of the item an
/// end-snapping one rests, frame after frame of the glide, in the window and in the live lane;
/// on a list it stays the leading edge's rest. The legend says what the line crosses. Every
/// expected position is worked out from the strip's own geometry, not from the inspector.
@Suite struct InspectorLineTests {
    /// A line of the inspector's marks in window points, along the strip's axis.
    struct Mark {
        var along: Double
        var color: Color
    }

    /// The lines drawn in the "motion inspector marks" layer, through every transform in force.
    static func marks(_ list: DrawList, axis: Axis) -> [Mark] {
        var state = DrawListState()
        var depth = 0
        var found: [Mark] = []
        for command in list.commands {
            if state.apply(command) { continue }
            switch command {
            case .pushLayer(let layer):
                if depth > 0 || layer == .annotation("motion inspector marks") { depth += 1 }
            case .popLayer:
                if depth > 0 { depth -= 1 }
            case .line(let a, let b, _, let color) where depth > 0:
                let (p, q) = (state.transform.apply(a), state.transform.apply(b))
                found.append(Mark(along: axis == .horizontal ? (p.x + q.x) / 2 : (p.y + q.y) / 2, color: color))
            default: break
            }
        }
        return found
    }

    /// The inspector panel's text.
    static func panelTexts(_ list: DrawList) -> [String] {
        var inPanel = false
        var texts: [String] = []
        for command in list.commands {
            switch command {
            case .pushLayer(let layer): inPanel = layer == .overlay("motion inspector")
            case .popLayer: inPanel = false
            case .text(let t) where inPanel: texts.append(t.string)
            default: break
            }
        }
        return texts
    }

    /// One frame of a glide: where the target line is drawn (nil: not drawn), where it belongs,
    /// the item the window selects, and whether that place is inside the viewport.
    struct Sample {
        var drawn: Double?
        var expected: Double
        var item: Int
        var inView: Bool
        var legend: [String]
    }

    /// After a flick, frame by frame until the strip rests: the target line against `expected`
    /// (window points along the axis, for the item the window selects).
    static func glide(
        _ h: inout AppHarness, axis: Axis, expected: (AppHarness) -> (along: Double, item: Int)?
    ) throws -> [Sample] {
        var samples: [Sample] = []
        var frames = 0
        while h.app.currentDemo.inspector?.target != nil, frames < 600 {
            let snapshot = try #require(h.app.currentDemo.inspector)
            if let (along, item) = expected(h) {
                let live = h.app.liveFrame
                let vf = snapshot.viewportFrame
                let (lo, hi) =
                    axis == .horizontal
                    ? (live.minX + vf.minX, live.minX + vf.maxX) : (live.minY + vf.minY, live.minY + vf.maxY)
                let list = h.drawn()
                let target = Self.marks(list, axis: axis).first { $0.color == InspectorPalette.target }
                samples.append(
                    Sample(
                        drawn: target?.along, expected: along, item: item, inView: along >= lo + 1 && along <= hi - 1,
                        legend: Self.panelTexts(list)))
            }
            h.run(until: h.time + 3 * h.dt)
            frames += 1
        }
        return samples
    }

    /// Every sample's line where it belongs, drawn exactly while that place is on screen, and the
    /// legend naming the item and the part it crosses.
    static func expectOnTarget(_ samples: [Sample], noun: String, part: String, _ what: String) {
        let shown = samples.filter(\.inView)
        #expect(shown.count >= 3, "\(what): the target's \(part) on screen in \(shown.count) frames")
        for (k, s) in samples.enumerated() {
            if s.inView {
                #expect(
                    s.drawn.map { abs($0 - s.expected) < 1e-9 } == true,
                    "\(what) frame \(k): line at \(s.drawn.map { "\($0)" } ?? "nothing"), \(noun) \(s.item + 1) \(part) at \(s.expected)"
                )
            } else {
                #expect(s.drawn == nil, "\(what) frame \(k): a line at \(s.drawn ?? 0) for a \(part) off screen")
            }
            let legend = "target: \(noun) \(s.item + 1) \(part)"
            #expect(s.legend.contains(legend), "\(what) frame \(k): no \"\(legend)\" in \(s.legend)")
        }
    }

    // MARK: - Centre

    @Test(arguments: [-1_500.0, 1_500.0, -4_000.0])
    func theSalonsTargetLineCrossesTheCentreOfTheCardComingToTheCentre(velocity: Double) throws {
        var h = try AppHarness("salon")
        h.press("i")
        if velocity > 0 {
            // From the middle of the strip, so a flick back has cards to go to.
            h.press(.end)
            h.run(until: h.time + 2_000_000)
        }
        h.flick(at: h.liveContentCentre, velocity: velocity, settle: 200_000)
        let samples = try Self.glide(&h, axis: .horizontal) { h in
            guard let salon = h.app.currentDemo as? SalonDemo else { return nil }
            let card = salon.selectedIndex
            return (h.app.liveFrame.minX + salon.cardCentre(card).x, card)
        }
        Self.expectOnTarget(samples, noun: "card", part: "centre", "salon at \(velocity) pt/s")
        // The card it went to is centred at rest: the line was where the card came to.
        let salon = try #require(h.app.currentDemo as? SalonDemo)
        #expect(salon.centeredError == 0)
        #expect(samples.last?.item == salon.selectedIndex)
    }

    /// The landing line is where the viewport's centre would coast to: the content point that
    /// would be under the centre at the projected landing.
    @Test func theSalonsLandingLineMarksWhereTheCentreWouldCoast() throws {
        var h = try AppHarness("salon")
        h.press("i")
        h.flick(at: h.liveContentCentre, velocity: -900, settle: 50_000)
        var checked = 0
        for _ in 0..<40 {
            let s = try #require(h.app.currentDemo.inspector)
            guard let landing = s.projectedLanding, let target = s.target else { break }
            let centre = h.app.liveFrame.minX + s.viewportFrame.midX + (landing - s.offset)
            let drawn = Self.marks(h.drawn(), axis: .horizontal).first { $0.color == InspectorPalette.landing }
            if abs(landing - target) >= 0.5, centre > s.viewportFrame.minX + h.app.liveFrame.minX + 1,
                centre < s.viewportFrame.maxX + h.app.liveFrame.minX - 1
            {
                #expect(
                    drawn.map { abs($0.along - centre) < 1e-9 } == true, "landing at \(centre), drawn \(drawn as Any)")
                checked += 1
            }
            h.run(until: h.time + h.dt)
        }
        #expect(checked >= 3)
    }

    // MARK: - Start and end

    static func shipped(_ id: String) throws -> [Scene] {
        _ = try #require(ShippedScenes.all.first { $0.id == id }, "no shipped scene \(id)")
        return ShippedScenes.all
    }

    /// A shipped scene's target line against its selected item's `edge` (its start or its end),
    /// drawn where the item is now.
    static func sceneGlide(
        _ id: String, velocity: Double, part: String, edge: @escaping (SceneGeometry, Int) -> Double
    ) throws -> (samples: [Sample], demo: SceneDemo) {
        var h = try AppHarness(id, scenes: try shipped(id))
        h.press("i")
        let axis = try #require(h.app.currentDemo.inspector?.axis)
        h.flick(at: h.liveContentCentre, velocity: velocity, settle: 50_000, axis: axis)
        let samples = try Self.glide(&h, axis: axis) { h in
            guard let scene = h.app.currentDemo as? SceneDemo, let item = scene.selectedIndex else { return nil }
            let live = h.app.liveFrame
            let leading =
                axis == .horizontal ? live.minX + scene.viewportFrame.minX : live.minY + scene.viewportFrame.minY
            return (leading + edge(scene.geometry, item) - scene.offset, item)
        }
        return (samples, try #require(h.app.currentDemo as? SceneDemo))
    }

    /// The chip row rests an item's start 16 pt in: the line crosses that item's start, a glide
    /// short of the end and one held at the end of the range (where the last chips cannot reach
    /// the inset).
    @Test(arguments: [-500.0, -3_000.0]) func aStartSnappingRowsLineCrossesTheTargetItemsStart(velocity: Double)
        throws
    {
        let (samples, demo) = try Self.sceneGlide("chip-row", velocity: velocity, part: "start") { $0.start(of: $1) }
        #expect(demo.geometry.snap == .start)
        Self.expectOnTarget(samples, noun: "item", part: "start", "chip row at \(velocity) pt/s")
    }

    /// The thumbnails rest an item's end 12 pt before the right edge.
    @Test(arguments: [-700.0, -2_500.0]) func anEndSnappingStripsLineCrossesTheTargetItemsEnd(velocity: Double) throws {
        let (samples, demo) = try Self.sceneGlide("thumbnail-strip", velocity: velocity, part: "end") {
            $0.end(of: $1)
        }
        #expect(demo.geometry.snap == .end)
        Self.expectOnTarget(samples, noun: "item", part: "end", "thumbnails at \(velocity) pt/s")
    }

    /// A vertical strip: the feed's rows rest their tops 12 pt down, and the line runs across.
    @Test func aVerticalStartSnappingFeedsLineCrossesTheTargetRowsTop() throws {
        let (samples, demo) = try Self.sceneGlide("feed-rows", velocity: -900, part: "start") { $0.start(of: $1) }
        #expect(demo.geometry.snap == .start)
        Self.expectOnTarget(samples, noun: "item", part: "start", "feed rows")
    }

    // MARK: - Legend

    /// Every rule's legend, with a target and without, says what the lines cross in words a
    /// user can check on screen, counted from 1, and fits the panel's line unshortened.
    @Test func theLegendNamesThePartEachRuleAlignsAndFitsThePanel() {
        let item = InspectorAlignment.Item(index: 5, alignedOffset: 0)
        func legend(_ rule: SnapRule, inset: Double = 0, axis: Axis = .horizontal, target: Bool) -> String {
            InspectorAlignment(rule: rule, position: 0, inset: inset, noun: "card")
                .legend(target: target ? item : nil, axis: axis)
        }
        #expect(legend(.center, target: true) == "target: card 6 centre")
        #expect(legend(.start, inset: 16, target: true) == "target: card 6 start")
        #expect(legend(.end, inset: 12, target: true) == "target: card 6 end")
        #expect(legend(.page, target: true) == "target: page 6 left edge")
        #expect(legend(.page, axis: .vertical, target: true) == "target: page 6 top edge")
        // `none` names no item: its line is the leading edge's rest whatever the target.
        #expect(legend(.none, target: true) == "lines: the left edge (no snap)")
        #expect(legend(.none, axis: .vertical, target: false) == "lines: the top edge (no snap)")
        #expect(legend(.center, target: false) == "lines: the centre")
        #expect(legend(.start, inset: 16, target: false) == "lines: 16 pt in from the left")
        #expect(legend(.start, target: false) == "lines: the left edge")
        #expect(legend(.end, inset: 12, axis: .vertical, target: false) == "lines: 12 pt in from the bottom")
        #expect(legend(.end, target: false) == "lines: the right edge")
        #expect(legend(.page, target: false) == "lines: the left edge (pages)")
        // The widest: a million rows' last, and an inset with decimals.
        let wide = [
            InspectorAlignment(rule: .center, position: 0, noun: "item")
                .legend(target: InspectorAlignment.Item(index: 999_999, alignedOffset: 0), axis: .vertical),
            InspectorAlignment(rule: .end, position: 0, inset: 12.25, noun: "item").legend(
                target: nil, axis: .vertical),
        ]
        let room = AppLayout.panelWidth - 2 * MotionInspectorPanel.padding
        for text in wide {
            #expect(TextMetrics.estimatedWidth(text, size: 11) <= room, "\(text) is wider than \(room) pt")
        }
    }

    /// On the ruler of the whole range the ticks are content positions, as the visible part is:
    /// a centre-snapping strip's target tick sits where the viewport's centre will be, so at rest
    /// it is in the middle of the visible part.
    @Test func theRulersTargetTickIsWhereTheCentreWillRest() throws {
        // 600 pt wide at x 0, offset 900 of 0…2000: the ruler spans content 0…2600.
        var s = InspectorSnapshot(
            axis: .horizontal, phase: "decelerating", offset: 900, velocity: -800, projectedLanding: 950,
            target: 1_000, minOffset: 0, maxOffset: 2_000, viewportFrame: Rect(x: 0, y: 100, width: 600, height: 200))
        s.alignment = InspectorAlignment(rule: .center, position: 300, noun: "card")
        s.targetItem = InspectorAlignment.Item(index: 3, alignedOffset: 1_000)
        var list = DrawList()
        MotionInspectorMarks(snapshot: s).draw(into: &list)
        let bar = Rect(x: 4, y: 303, width: 592, height: 4)
        let tick = try #require(
            list.commands.lazy.compactMap { command -> Rect? in
                if case .fillRect(let r, _, let c) = command, c == InspectorPalette.target { r } else { nil }
            }.first)
        #expect(abs(tick.minX - (bar.minX + 1_300.0 / 2_600 * bar.width)) < 1e-9, "\(tick)")
        // And the line across the content: the centre as it will be, 100 pt right of it now.
        let lines = list.commands.compactMap { command -> Double? in
            if case .line(let a, _, _, let c) = command, c == InspectorPalette.target { a.x } else { nil }
        }
        #expect(lines == [400])
    }

    // MARK: - Lanes and lists

    /// With A pinned the live strip has a lane of its own: the line still crosses the centre of
    /// the card it is taking there, in the lane.
    @Test func inTheLiveLaneTheLineStillCrossesTheTargetCardsCentre() throws {
        var h = try GhostLaneTests.session(
            "salon", window: Size(width: 1024, height: 720), ghosts: .pinned, panel: false, flick: false)
        h.press("i")
        #expect(h.app.lanes != nil, "no lanes")
        h.flick(at: h.liveContentCentre, velocity: -1_500, settle: 200_000)
        let samples = try Self.glide(&h, axis: .horizontal) { h in
            guard let salon = h.app.currentDemo as? SalonDemo else { return nil }
            let card = salon.selectedIndex
            return (h.app.liveFrame.minX + salon.cardCentre(card).x, card)
        }
        Self.expectOnTarget(samples, noun: "card", part: "centre", "salon in its lane")
    }

    /// A list aligns nothing: the line is the leading edge's rest, as before, and says so.
    @Test func aListsLineStaysTheTopEdgesRestAndTheLegendSaysSo() throws {
        var h = try AppHarness("easing")
        h.press("i")
        h.flick(at: h.liveContentCentre, velocity: -1_200, settle: 50_000, axis: .vertical)
        var checked = 0
        for _ in 0..<60 {
            let s = try #require(h.app.currentDemo.inspector)
            guard let target = s.target else { break }
            let list = h.drawn()
            let top = h.app.liveFrame.minY + s.viewportFrame.minY + (target - s.offset)
            if top > h.app.liveFrame.minY + s.viewportFrame.minY + 1,
                top < h.app.liveFrame.minY + s.viewportFrame.maxY - 1
            {
                let drawn = Self.marks(list, axis: .vertical).first { $0.color == InspectorPalette.target }
                #expect(drawn.map { abs($0.along - top) < 1e-9 } == true, "top edge at \(top), drawn \(drawn as Any)")
                checked += 1
            }
            #expect(Self.panelTexts(list).contains("lines: the top edge (no snap)"), "\(Self.panelTexts(list))")
            h.run(until: h.time + h.dt)
        }
        #expect(checked >= 3)
    }
}
