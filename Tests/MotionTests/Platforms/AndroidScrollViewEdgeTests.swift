import Testing

@testable import Motion

/// A scroll view under `android` at its edges, as a RecyclerView: the content never passes an edge,
/// the stretch shows there instead (pulled by a drag, caught by a press, receding after a release
/// or an absorbed fling), sampled at every frame; UIKit's and Flutter's edges are unchanged.
@Suite struct AndroidScrollViewEdgeTests {
    /// A 400 × 600 list of 5000 pt under `android` at `density`.
    static func view(density: Double = 1) -> ScrollView {
        var view = ScrollView(viewport: Size(width: 400, height: 600), contentSize: Size(width: 400, height: 5000))
        view.physics.platform = .android
        view.physics.density = density
        return view
    }

    /// Presses at y = 100 and drags down by `travel` in 10 pt moves, 8 ms apart, then holds.
    static func pull(_ view: inout ScrollView, by travel: Double, from y: Double = 100, at start: Int64 = 1_000)
        -> Int64
    {
        view.pointerPressed(at: Point(x: 200, y: y), time: start)
        var t = start
        var p = y
        let step = travel < 0 ? -10.0 : 10
        for _ in 0..<Int(abs(travel) / 10) {
            t += 8_000
            p += step
            view.pointerMoved(to: Point(x: 200, y: p), time: t)
        }
        return t
    }

    @Test func aDragPastTheTopPullsTheStretchNotTheContent() {
        var view = Self.view()
        let t = Self.pull(&view, by: 200)
        // The drag starts past the 3 pt slop (at y = 110): 190 pt past the top, a 190/600 pull.
        #expect(view.offset.y == 0)
        let stretch = view.stretch(.vertical)!
        #expect(stretch.edge == .start && abs(stretch.distance - 190.0 / 600) < 1e-12)
        #expect(stretch.intensity == AndroidEdgeEffect.intensity(190.0 / 600))
        #expect(view.phase == .tracking && view.stretch(.horizontal) == nil)
        // Dragging back gives the pull back first: 100 pt up leaves 90 pt of pull, content still.
        for k in 1...10 { view.pointerMoved(to: Point(x: 200, y: 300 - 10 * Double(k)), time: t + Int64(k) * 8_000) }
        #expect(view.offset.y == 0 && abs(view.stretch(.vertical)!.distance - 90.0 / 600) < 1e-12)
        // Then the content scrolls: 150 pt more moves it 60 pt.
        for k in 1...15 {
            view.pointerMoved(to: Point(x: 200, y: 200 - 10 * Double(k)), time: t + 80_000 + Int64(k) * 8_000)
        }
        #expect(view.offset.y == 60 && view.stretch(.vertical) == nil)
    }

    @Test func aPullIsCappedAtAWholeViewAndGivesBackFromThere() {
        var view = Self.view()
        let t = Self.pull(&view, by: 800)
        #expect(view.stretch(.vertical)!.distance == 1 && view.offset.y == 0)
        // 790 pt of drag, held at one viewport (600): 100 pt back is a 500/600 pull, not 1.
        for k in 1...10 { view.pointerMoved(to: Point(x: 200, y: 900 - 10 * Double(k)), time: t + Int64(k) * 8_000) }
        #expect(abs(view.stretch(.vertical)!.distance - 500.0 / 600) < 1e-12)
    }

    @Test(arguments: [1.0, 3.0])
    func aPullLetGoRecedesAtEveryFrame(density: Double) {
        var view = Self.view(density: density)
        let t = Self.pull(&view, by: 160)
        // Held still for 100 ms, the release is no fling: the stretch recedes from rest.
        let release = t + 100_000
        view.pointerReleased(at: Point(x: 200, y: 260), time: release)
        let expected = EdgeEffectRecede(distance: 150.0 / 600, velocity: 0, size: 600, density: density)
        #expect(view.phase == .bouncing && view.offset.y == 0)
        var frame = release
        var last = 150.0 / 600
        while !view.isSettled {
            frame += 8_333
            _ = view.step(to: frame)
            let d = view.stretch(.vertical)?.distance ?? 0
            #expect(view.offset.y == 0 && d <= last)
            #expect(abs(d - expected.distance(at: Double(frame - release) / 1_000_000)) < 1e-12)
            last = d
        }
        #expect(last == 0 && Double(frame - release) / 1_000_000 >= expected.duration)
        #expect(Double(frame - release) / 1_000_000 < expected.duration + 0.0084)
    }

    @Test func aPressCatchesARecedingStretchWhereItIs() {
        var view = Self.view()
        let t = Self.pull(&view, by: 160)
        view.pointerReleased(at: Point(x: 200, y: 260), time: t + 100_000)
        _ = view.step(to: t + 150_000)
        let caught = view.stretch(.vertical)!.distance
        #expect(caught > 0 && caught < 0.25)
        view.pointerPressed(at: Point(x: 200, y: 400), time: t + 150_000)
        #expect(view.stretch(.vertical)!.distance == caught && view.phase == .tracking)
        _ = view.step(to: t + 500_000)
        #expect(view.stretch(.vertical)!.distance == caught)
        // Dragging on from there pulls from the caught stretch: 50 pt more (past the slop, 46).
        for k in 1...5 {
            view.pointerMoved(to: Point(x: 200, y: 400 + 10 * Double(k)), time: t + 500_000 + Int64(k) * 8_000)
        }
        #expect(abs(view.stretch(.vertical)!.distance - (caught + 40.0 / 600)) < 1e-12)
        // A press let go without a drag lets the stretch recede from where it was caught.
        var tap = Self.view()
        let u = Self.pull(&tap, by: 160)
        tap.pointerReleased(at: Point(x: 200, y: 260), time: u + 100_000)
        _ = tap.step(to: u + 150_000)
        let held = tap.stretch(.vertical)!.distance
        tap.pointerPressed(at: Point(x: 200, y: 400), time: u + 150_000)
        #expect(tap.pointerReleased(at: Point(x: 200, y: 400), time: u + 200_000) == .caught)
        #expect(tap.phase == .bouncing && abs(tap.stretch(.vertical)!.distance - held) < 1e-12)
    }

    @Test func aFlickIntoTheEndNeverPassesItAndStretches() {
        var view = Self.view()
        view.setContentOffset(Point(x: 0, y: 4000))
        let release = view.flick(from: Point(x: 200, y: 500), pointerVelocity: Point(x: 0, y: -3000), startTime: 1_000)
        var sawStretch = false
        var frame = release
        var last = view.offset.y
        while !view.isSettled {
            frame += 8_333
            _ = view.step(to: frame)
            #expect(view.offset.y <= 4400 && view.offset.y >= last)
            if let s = view.stretch(.vertical) {
                #expect(s.edge == .end && view.offset.y == 4400 && view.phase == .bouncing)
                sawStretch = true
            }
            last = view.offset.y
        }
        #expect(sawStretch && view.offset.y == 4400)
    }

    @Test func aFlingOutOfAPullIsAFlingTheStretchGoingFirst() {
        var view = Self.view()
        // Pulled 190 pt down at the top, held, then flicked up at 1500 pt/s for 72 pt: the spline
        // would go 393 pt, more than the 118 pt of stretch left, so the content flings out.
        var t = Self.pull(&view, by: 200) + 60_000
        var y = 300.0
        for _ in 0..<6 {
            t += 8_000
            y -= 12
            view.pointerMoved(to: Point(x: 200, y: y), time: t)
        }
        let pull = view.stretch(.vertical)!.distance
        #expect(abs(pull - 118.0 / 600) < 1e-12)
        var events: [ScrollEvent] = []
        view.pointerReleased(at: Point(x: 200, y: y), time: t) { _ in Issue.record("the snap helper is not asked") }
        events += view.step(to: t)
        #expect(events.contains { if case .didEndDragging(true) = $0 { true } else { false } })
        #expect(view.offset.y == 0 && abs(view.stretch(.vertical)!.distance - pull) < 1e-12)
        var frame = t
        while !view.isSettled {
            frame += 4_000
            _ = view.step(to: frame)
            if view.offset.y > 0 { #expect(view.stretch(.vertical) == nil) }
        }
        #expect(view.offset.y > 100)
    }

    @Test func withoutBouncesOrWithItsOwnPullThereIsNoStretch() {
        var still = Self.view()
        still.bounces = false
        _ = Self.pull(&still, by: 200)
        #expect(still.offset.y == 0 && still.stretch(.vertical) == nil)
        // The pull demo's drag past the edge (pullsPastEdges) keeps the rubber band.
        var pull = Self.view()
        pull.wheelPullsPastEdges = true
        _ = Self.pull(&pull, by: 200)
        #expect(pull.offset.y < -50 && pull.stretch(.vertical) == nil)
    }

    @Test func otherPlatformsNeverStretch() {
        for platform in [ScrollPlatform.uikit, .flutterIOS, .flutterAndroid] {
            var view = Self.view()
            view.physics.platform = platform
            let t = Self.pull(&view, by: 200)
            #expect(view.stretch(.vertical) == nil)
            view.pointerReleased(at: Point(x: 200, y: 300), time: t + 100_000)
            for k in 1...120 {
                _ = view.step(to: t + 100_000 + Int64(k) * 8_333)
                #expect(view.stretch(.vertical) == nil)
            }
        }
    }
}
