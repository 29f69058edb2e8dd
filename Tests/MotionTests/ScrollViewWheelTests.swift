import Testing

@testable import Motion

@Suite struct ScrollViewWheelTests {
    private func makeView(axes: Set<Axis> = [.vertical]) -> ScrollView {
        ScrollView(viewport: Size(width: 400, height: 600), contentSize: Size(width: 3000, height: 3000), axes: axes)
    }

    @Test func wholeNotchesScrollOneLineEachSmoothly() {
        var view = makeView()
        view.setContentOffset(Point(x: 0, y: 1000))
        view.wheel(dx: 0, dy: -1, time: 0)
        #expect(view.offset.y == 1000, "smooth: nothing moves at the notch itself")
        #expect(view.phase == .animating)
        _ = view.step(to: 50_000)
        #expect(view.offset.y > 1000 && view.offset.y < 1040)
        view.wheel(dx: 0, dy: -2, time: 60_000)
        #expect(view.target?.y == 1000 + 3 * ScrollView.defaultWheelLineHeight, "notches accumulate")
        let events = view.step(to: 2_000_000)
        #expect(view.offset.y == 1120)
        #expect(events.contains(.didEndScrollingAnimation) && events.contains(.didEndWheelScrolling))
        #expect(view.isSettled)
        view.wheel(dx: 0, dy: 1, time: 3_000_000)
        _ = view.step(to: 4_000_000)
        #expect(view.offset.y == 1080, "away from the user scrolls towards the top")
    }

    @Test func burstKeepsItsMomentum() {
        var view = makeView()
        view.wheel(dx: 0, dy: -1, time: 0)
        _ = view.step(to: 40_000)
        let moving = view.velocity.y
        #expect(moving > 0)
        view.wheel(dx: 0, dy: -1, time: 40_000)
        #expect(view.velocity.y == moving)
    }

    @Test func fractionalDeltasApplyAtOnce() {
        var view = makeView()
        view.setContentOffset(Point(x: 0, y: 500))
        _ = view.step(to: 0)
        view.wheel(dx: 0, dy: -0.25, time: 0)
        #expect(view.offset.y == 510)
        view.wheel(dx: 0, dy: 0.5, time: 10_000)
        #expect(view.offset.y == 490)
        #expect(view.phase == .tracking)
        let events = view.step(to: 500_000)
        #expect(events == [.didScroll, .didScroll, .didEndWheelScrolling])
        #expect(view.offset.y == 490 && view.isSettled)
    }

    @Test func trackpadBurstPastTheTopRubberBandsAndSettlesBackToTheEdge() {
        var view = makeView()
        view.setContentOffset(Point(x: 0, y: 30))
        var t: Int64 = 0
        for _ in 0..<20 {
            view.wheel(dx: 0, dy: 0.4, time: t)  // 16 pt each towards the top
            t += 10_000
        }
        let overscroll = view.offset.y
        // 320 pt of travel, 30 in range, 290 rubber-banded at 600 pt: f = 0.55·290·600/(600 + 0.55·290).
        #expect(
            isClose(
                overscroll, -RubberBand.distance(forOvershoot: 290, dimension: 600),
                relative: Tolerances.rounding))
        #expect(overscroll < -100)
        _ = view.step(to: t - 10_000 + ScrollView.wheelQuietInterval - 1)
        #expect(view.offset.y == overscroll, "still inside the quiet interval")
        let events = view.step(to: t - 10_000 + ScrollView.wheelQuietInterval + 50_000)
        #expect(events.first == .didEndWheelScrolling)
        #expect(view.phase == .bouncing)
        #expect(view.offset.y > overscroll && view.offset.y < 0)
        let later = view.step(to: t + 3_000_000)
        #expect(later.last == .didEndDecelerating)
        #expect(view.offset.y == 0 && view.isSettled)
    }

    @Test func notchesStopAtTheEdge() {
        var view = makeView()
        for i in 0..<10 { view.wheel(dx: 0, dy: 1, time: Int64(i) * 20_000) }
        _ = view.step(to: 2_000_000)
        #expect(view.offset.y == 0)
        for i in 0..<200 { view.wheel(dx: 0, dy: -1, time: 3_000_000 + Int64(i) * 5_000) }
        _ = view.step(to: 6_000_000)
        #expect(view.offset.y == 2400)
    }

    @Test func verticalWheelScrollsAHorizontalOnlyView() {
        var view = makeView(axes: [.horizontal])
        view.wheel(dx: 0, dy: -2, time: 0)
        _ = view.step(to: 1_000_000)
        #expect(view.offset == Point(x: 80, y: 0))
        view.wheel(dx: 1, dy: 0, time: 2_000_000)
        _ = view.step(to: 3_000_000)
        #expect(view.offset.x == 120)
    }

    @Test func horizontalWheelIsIgnoredByAVerticalOnlyView() {
        var view = makeView()
        view.wheel(dx: 3, dy: 0, time: 0)
        _ = view.step(to: 1_000_000)
        #expect(view.offset == .zero)
        #expect(view.isSettled)
    }

    @Test func settleAfterTheWheelGoesQuietEndsOnTheGivenPoint() {
        var view = makeView()
        view.wheel(dx: 0, dy: -0.3, time: 0)
        view.wheel(dx: 0, dy: -0.3, time: 10_000)
        let events = view.step(to: 200_000)
        #expect(events.contains(.didEndWheelScrolling))
        view.settle(to: Point(x: 0, y: 100), time: 200_000)
        #expect(view.phase == .animating)
        let end = view.step(to: 3_000_000)
        #expect(end.last == .didEndScrollingAnimation)
        #expect(view.offset.y == 100)
    }
}
