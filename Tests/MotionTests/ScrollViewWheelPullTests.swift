import Testing

@testable import Motion

/// `wheelPullsPastEdges`: whole notches pull past an edge through the rubber band (what the pull
/// pager used to re-implement), and the gesture's pull is reported when it goes quiet.
@Suite struct ScrollViewWheelPullTests {
    private func makeView(pulls: Bool = true) -> ScrollView {
        var view = ScrollView(viewport: Size(width: 400, height: 600), contentSize: Size(width: 400, height: 1000))
        view.wheelPullsPastEdges = pulls
        view.setContentOffset(Point(x: 0, y: 400))  // resting on the bottom edge
        return view
    }

    private func notches(_ view: inout ScrollView, _ count: Int, dy: Double, from t: Int64) -> Int64 {
        var t = t
        for _ in 0..<count {
            view.wheel(dx: 0, dy: dy, time: t)
            t += 30_000
        }
        return t - 30_000
    }

    @Test func notchesAtAnEdgePullThroughTheRubberBand() {
        var view = makeView()
        let last = notches(&view, 5, dy: -1, from: 0)
        let banded = RubberBand.distance(forOvershoot: 200, dimension: 600)
        #expect(view.isWheelScrolling)
        #expect(abs(view.wheelOverscroll.y - banded) < Tolerances.rounding)
        #expect(view.target.map { abs($0.y - (400 + banded)) < Tolerances.rounding } == true)
        #expect(view.phase == .animating)
        var events = view.step(to: last + 100_000)
        #expect(view.offset.y > 450, "the pull is shown")
        #expect(!events.contains(.didEndWheelScrolling))
        events = view.step(to: last + ScrollView.wheelQuietInterval)
        #expect(events.contains(.didEndWheelScrolling))
        #expect(abs(view.endedWheelOverscroll.y - banded) < Tolerances.rounding)
        #expect(view.wheelOverscroll == .zero && !view.isWheelScrolling)
        #expect(view.phase == .bouncing)
        #expect(view.target?.y == 400)
        // Turned round from where it was at the speed it had: no jump.
        let before = view.offset.y
        let v = view.velocity.y
        _ = view.step(to: last + ScrollView.wheelQuietInterval + 1_000)
        #expect(abs(view.offset.y - before - v * 0.001) < Tolerances.turnRound)
        _ = view.step(to: last + 5_000_000)
        #expect(view.offset.y == 400 && view.isSettled)
    }

    @Test func notchesBackInsideEndThePullAndScrollOnInside() {
        var view = makeView()
        let t = notches(&view, 3, dy: -1, from: 0)  // 120 pt raw past the bottom
        view.wheel(dx: 0, dy: 4, time: t + 30_000)  // 160 pt back: 40 pt inside
        #expect(view.target?.y == 360)
        _ = view.step(to: t + 2_000_000)
        #expect(view.offset.y == 360)
        #expect(view.endedWheelOverscroll == .zero)
    }

    @Test func theTopEdgePullsTheOtherWay() {
        var view = makeView()
        view.setContentOffset(Point(x: 0, y: 0))
        let last = notches(&view, 2, dy: 1, from: 0)
        #expect(view.wheelOverscroll.y < 0)
        _ = view.step(to: last + ScrollView.wheelQuietInterval)
        #expect(
            abs(view.endedWheelOverscroll.y + RubberBand.distance(forOvershoot: 80, dimension: 600))
                < Tolerances.rounding)
        _ = view.step(to: last + 5_000_000)
        #expect(view.offset.y == 0)
    }

    @Test func withoutTheOptionNotchesStopAtTheEdge() {
        var view = makeView(pulls: false)
        let last = notches(&view, 5, dy: -1, from: 0)
        #expect(view.target == nil || view.target?.y == 400)
        _ = view.step(to: last + 5_000_000)
        #expect(view.offset.y == 400)
        #expect(view.endedWheelOverscroll == .zero)
    }

    @Test func aPressCatchesAPull() {
        var view = makeView()
        let last = notches(&view, 4, dy: -1, from: 0)
        _ = view.step(to: last + 50_000)
        view.pointerPressed(at: Point(x: 100, y: 300), time: last + 50_000)
        #expect(!view.isWheelScrolling && view.wheelOverscroll == .zero)
        #expect(view.phase == .tracking && view.offset.y > 400)
        view.pointerReleased(at: Point(x: 100, y: 300), time: last + 90_000)
        _ = view.step(to: last + 5_000_000)
        #expect(view.offset.y == 400)
    }
}

/// The phase is read from the press and the running motion, never stored: every frame of a
/// session shows the phase of what is running at that instant.
@Suite struct ScrollViewPhaseTests {
    @Test func thePhaseFollowsTheMotionEveryFrame() {
        var view = ScrollView(viewport: Size(width: 400, height: 800), contentSize: Size(width: 400, height: 3000))
        #expect(view.phase == .idle)
        view.setContentOffset(Point(x: 0, y: 1900))
        view.pointerPressed(at: Point(x: 100, y: 600), time: 0)
        #expect(view.phase == .tracking)
        var t: Int64 = 0
        for i in 1...10 {
            t = Int64(i) * 8_000
            view.pointerMoved(to: Point(x: 100, y: 600 - Double(i) * 24), time: t)
            #expect(view.phase == .tracking)
        }
        view.pointerReleased(at: Point(x: 100, y: 360), time: t)  // 3000 pt/s towards the end
        var seen: [ScrollPhase] = []
        while !view.isSettled {
            t += 8_333
            _ = view.step(to: t)
            let expected: ScrollPhase =
                view.isSettled
                ? .idle
                : view.offset.y > view.maxOffset(.vertical) || view.velocity.y < 0 ? .bouncing : .decelerating
            #expect(view.phase == expected, "at \(t) µs")
            if seen.last != view.phase { seen.append(view.phase) }
        }
        #expect(seen == [.decelerating, .bouncing, .idle])
        view.wheel(dx: 0, dy: 1, time: t + 1_000)
        #expect(view.phase == .animating)
        _ = view.step(to: t + 2_000_000)
        #expect(view.phase == .idle)
        view.wheel(dx: 0, dy: 0.25, time: t + 3_000_000)
        #expect(view.phase == .tracking, "a trackpad gesture is tracking until it goes quiet")
        _ = view.step(to: t + 3_000_000 + ScrollView.wheelQuietInterval)
        #expect(view.phase == .idle)
        view.setContentOffset(Point(x: 0, y: 0), duration: 0.3, timing: .easeInOut, time: t + 4_000_000)
        #expect(view.phase == .animating)
        _ = view.step(to: t + 4_400_000)
        #expect(view.phase == .idle)
    }
}
