import Testing

@testable import Motion

@Suite struct ScrollViewDragTests {
    private func makeView() -> ScrollView {
        ScrollView(viewport: Size(width: 400, height: 800), contentSize: Size(width: 400, height: 5000))
    }

    @Test func pressAndSmallMoveIsATap() {
        var view = makeView()
        view.pointerPressed(at: Point(x: 100, y: 300), time: 0)
        #expect(view.phase == .tracking)
        view.pointerMoved(to: Point(x: 100, y: 298), time: 8_000)
        #expect(!view.isDragging)
        #expect(view.pointerReleased(at: Point(x: 100, y: 298), time: 16_000) == .tap)
        #expect(view.offset == .zero)
        #expect(view.phase == .idle && view.isSettled)
        #expect(view.step(to: 20_000).isEmpty)
    }

    @Test func dragFollowsThePointerFromWhereTheSlopWasCrossed() {
        var view = makeView()
        view.pointerPressed(at: Point(x: 100, y: 300), time: 0)
        // Past UIKit's 10 pt.
        view.pointerMoved(to: Point(x: 100, y: 289), time: 8_000)
        #expect(view.isDragging)
        #expect(view.offset.y == 0, "no jump by the slop")
        view.pointerMoved(to: Point(x: 130, y: 193), time: 16_000)
        #expect(view.offset == Point(x: 0, y: 96), "vertical-only view ignores x")
        #expect(view.step(to: 16_000) == [.willBeginDragging, .didScroll])
    }

    @Test func draggingPastTheTopIsRubberBanded() {
        var view = makeView()
        view.pointerPressed(at: Point(x: 100, y: 100), time: 0)
        view.pointerMoved(to: Point(x: 100, y: 111), time: 8_000)
        view.pointerMoved(to: Point(x: 100, y: 211), time: 16_000)
        #expect(abs(view.offset.y - -51.5) < 0.1)
        view.pointerMoved(to: Point(x: 100, y: 1e7), time: 24_000)
        #expect(view.offset.y > -800 && view.offset.y < -799)
    }

    @Test func withoutBouncesTheDragIsClamped() {
        var view = makeView()
        view.bounces = false
        view.pointerPressed(at: Point(x: 100, y: 100), time: 0)
        view.pointerMoved(to: Point(x: 100, y: 111), time: 8_000)
        view.pointerMoved(to: Point(x: 100, y: 401), time: 16_000)
        #expect(view.offset.y == 0)
    }

    @Test func flickDeceleratesToTheProjectedRestWithUIKitEvents() throws {
        var view = makeView()
        var seen: DragRelease?
        let release = view.flick(
            from: Point(x: 200, y: 600), pointerVelocity: Point(x: 0, y: -1500),
            startTime: 0
        ) { seen = $0 }
        let request = try #require(seen)
        #expect(isClose(request.velocity.y, 1500, relative: Tolerances.rounding))
        #expect(request.velocity.x == 0)
        let projection = Snapping.projectedLanding(position: request.offset.y, velocity: request.velocity.y)
        #expect(request.projectedLanding.y == projection)
        // The glide stops where it is once slower than 1 pt/s, (1 pt/s)/λ short of the projection.
        let expectedRest = DecaySimulation(position: request.offset.y, velocity: request.velocity.y).finalPosition
        #expect(
            isClose(
                projection - expectedRest, 1 / DecelerationRate.normal.decayConstant,
                relative: Tolerances.difference))
        #expect(request.targetContentOffset.y == expectedRest)
        #expect(view.phase == .decelerating)
        #expect(view.target?.y == expectedRest)
        #expect(view.velocity.y == request.velocity.y, "no velocity jump at release")

        var events = view.step(to: release)
        #expect(events.first == .willBeginDragging)
        #expect(events.contains(.willEndDragging(velocity: request.velocity, target: request.targetContentOffset)))
        #expect(events.last == .didEndDragging(willDecelerate: true))
        events = view.step(to: release + 10_000_000)
        #expect(events == [.didScroll, .didEndDecelerating])
        #expect(view.offset.y == expectedRest)
        #expect(view.phase == .idle && view.isSettled)
    }

    @Test func flickPastTheEndBouncesAndEndsExactlyOnTheEdge() {
        var view = makeView()
        view.setContentOffset(Point(x: 0, y: 3900))
        let release = view.flick(from: Point(x: 200, y: 600), pointerVelocity: Point(x: 0, y: -3000), startTime: 0)
        var phases: Set<ScrollPhase> = []
        var maxOffset = 0.0
        var t = release
        while t < release + 5_000_000 {
            t += 16_667
            _ = view.step(to: t)
            phases.insert(view.phase)
            maxOffset = max(maxOffset, view.offset.y)
        }
        #expect(phases.contains(.decelerating) && phases.contains(.bouncing))
        #expect(maxOffset > 4200)
        #expect(view.offset.y == 4200)
        #expect(view.phase == .idle)
    }

    @Test func releaseBeyondTheEdgeSpringsBack() {
        var view = makeView()
        view.pointerPressed(at: Point(x: 100, y: 100), time: 0)
        view.pointerMoved(to: Point(x: 100, y: 111), time: 8_000)
        view.pointerMoved(to: Point(x: 100, y: 301), time: 16_000)
        // Hold still, then let go: zero velocity, spring back from the overscroll.
        view.pointerReleased(at: Point(x: 100, y: 301), time: 200_000)
        #expect(view.phase == .bouncing)
        #expect(view.target == Point(x: 0, y: 0))
        _ = view.step(to: 3_000_000)
        #expect(view.offset.y == 0)
    }

    @Test func pressCatchesAGlideAndAReleaseWithoutDragIsCaught() {
        var view = makeView()
        let release = view.flick(from: Point(x: 200, y: 600), pointerVelocity: Point(x: 0, y: -2000), startTime: 0)
        _ = view.step(to: release + 200_000)
        let caughtAt = view.offset.y
        view.pointerPressed(at: Point(x: 200, y: 400), time: release + 200_000)
        #expect(view.phase == .tracking && view.velocity == .zero)
        _ = view.step(to: release + 400_000)
        #expect(view.offset.y == caughtAt)
        var offered: DragRelease?
        let outcome = view.pointerReleased(at: Point(x: 200, y: 400), time: release + 450_000) { offered = $0 }
        #expect(outcome == .caught)
        #expect(offered?.velocity == .zero)
        #expect(view.isSettled || view.phase == .idle)
        #expect(view.offset.y == caughtAt)
    }

    @Test func caughtReleaseCanBeSnappedByTheCaller() {
        var view = makeView()
        let release = view.flick(from: Point(x: 200, y: 600), pointerVelocity: Point(x: 0, y: -2000), startTime: 0)
        view.pointerPressed(at: Point(x: 200, y: 400), time: release + 300_000)
        view.pointerReleased(at: Point(x: 200, y: 400), time: release + 350_000) { $0.targetContentOffset.y = 500 }
        _ = view.step(to: release + 5_000_000)
        #expect(view.offset.y == 500)
    }

    @Test func pressCatchesContentBeyondTheEdgeWithoutAJump() {
        var view = makeView()
        view.pointerPressed(at: Point(x: 100, y: 100), time: 0)
        view.pointerMoved(to: Point(x: 100, y: 111), time: 8_000)
        view.pointerMoved(to: Point(x: 100, y: 401), time: 16_000)
        view.pointerReleased(at: Point(x: 100, y: 401), time: 100_000)
        _ = view.step(to: 150_000)
        let during = view.offset.y
        #expect(during < 0)
        view.pointerPressed(at: Point(x: 100, y: 401), time: 150_000)
        view.pointerMoved(to: Point(x: 100, y: 412), time: 160_000)  // crosses the slop: no move yet
        #expect(view.offset.y == during)
        view.pointerMoved(to: Point(x: 100, y: 413), time: 170_000)
        let expected = RubberBand.offset(
            RubberBand.rawOffset(during, in: 0...4200, dimension: 800) - 1,
            in: 0...4200, dimension: 800)
        #expect(isClose(view.offset.y, expected, relative: Tolerances.rounding))
    }

    @Test func cancelledDragEndsWithZeroVelocity() {
        var view = makeView()
        view.pointerPressed(at: Point(x: 100, y: 600), time: 0)
        view.pointerMoved(to: Point(x: 100, y: 589), time: 8_000)
        view.pointerMoved(to: Point(x: 100, y: 499), time: 16_000)
        _ = view.step(to: 16_000)
        view.pointerCancelled(time: 20_000)
        let events = view.step(to: 20_000)
        #expect(
            events == [
                .willEndDragging(velocity: .zero, target: Point(x: 0, y: 90)), .didEndDragging(willDecelerate: false),
            ])
        #expect(view.offset.y == 90 && view.phase == .idle)
    }

    @Test func bothAxesScrollIndependently() {
        var view = ScrollView(
            viewport: Size(width: 400, height: 400), contentSize: Size(width: 3000, height: 3000),
            axes: [.horizontal, .vertical])
        let release = view.flick(from: Point(x: 300, y: 300), pointerVelocity: Point(x: -1000, y: 500), startTime: 0)
        let v = view.velocity
        #expect(v.x > 0 && v.y < 0)
        _ = view.step(to: release + 10_000_000)
        #expect(view.offset.x > 400)
        #expect(view.offset.y == 0, "the vertical flick bounced at the top")
    }
}
