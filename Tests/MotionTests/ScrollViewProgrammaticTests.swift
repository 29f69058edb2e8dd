import Testing

@testable import Motion

@Suite struct ScrollViewProgrammaticTests {
    private func makeView() -> ScrollView {
        ScrollView(viewport: Size(width: 400, height: 600), contentSize: Size(width: 400, height: 3000))
    }

    @Test func animatedOffsetFollowsTheEasingAndEndsWithAnEvent() {
        var view = makeView()
        view.setContentOffset(Point(x: 0, y: 1000), duration: 0.5, timing: .linear, time: 1_000_000)
        #expect(view.phase == .animating)
        _ = view.step(to: 1_250_000)
        #expect(view.offset.y == 500)
        #expect(isClose(view.velocity.y, 2000, relative: Tolerances.finiteDifference))
        let events = view.step(to: 1_600_000)
        #expect(events == [.didScroll, .didEndScrollingAnimation])
        #expect(view.offset.y == 1000 && view.phase == .idle)
    }

    @Test func aNewRequestStartsFromWhereTheRunningOneIs() {
        var view = makeView()
        view.setContentOffset(Point(x: 0, y: 1000), duration: 1, timing: .linear, time: 0)
        view.setContentOffset(Point(x: 0, y: 0), duration: 1, timing: .linear, time: 400_000)
        #expect(view.offset.y == 400)
        _ = view.step(to: 900_000)
        #expect(view.offset.y == 200)
        _ = view.step(to: 1_400_000)
        #expect(view.offset.y == 0)
    }

    @Test func zeroDurationJumpsWithoutAnAnimationEvent() {
        var view = makeView()
        view.setContentOffset(Point(x: 0, y: 700), duration: 0, timing: .ease, time: 0)
        #expect(view.offset.y == 700)
        #expect(view.step(to: 10_000) == [.didScroll])
        #expect(view.isSettled)
    }

    @Test func resizeClampsAtRestAndReaimsAGlide() {
        var view = makeView()
        view.setContentOffset(Point(x: 0, y: 2400))
        view.resize(
            viewport: Size(width: 400, height: 600), contentSize: Size(width: 400, height: 1000),
            insets: .zero, time: 0)
        #expect(view.offset.y == 400)
        view.resize(
            viewport: Size(width: 400, height: 600), contentSize: Size(width: 400, height: 8000),
            insets: EdgeInsets(top: 20, bottom: 30), time: 0)
        #expect(view.minOffset(.vertical) == -20 && view.maxOffset(.vertical) == 7430)
        let release = view.flick(from: Point(x: 100, y: 500), pointerVelocity: Point(x: 0, y: -4000), startTime: 0)
        _ = view.step(to: release + 300_000)
        let target = view.target!.y
        #expect(target > 1500)
        view.resize(
            viewport: Size(width: 400, height: 600), contentSize: Size(width: 400, height: 1200),
            insets: .zero, time: release + 300_000)
        #expect(view.target?.y == 600)
        _ = view.step(to: release + 6_000_000)
        #expect(view.offset.y == 600)
    }

    @Test func unaffectedGlideContinuesUnchangedThroughAResize() {
        var a = makeView()
        var b = makeView()
        let release = a.flick(from: Point(x: 100, y: 500), pointerVelocity: Point(x: 0, y: -1000), startTime: 0)
        b.flick(from: Point(x: 100, y: 500), pointerVelocity: Point(x: 0, y: -1000), startTime: 0)
        b.resize(
            viewport: Size(width: 400, height: 600), contentSize: Size(width: 400, height: 6000),
            insets: .zero, time: release + 200_000)
        for dt: Int64 in [300_000, 700_000, 1_500_000] {
            _ = a.step(to: release + dt)
            _ = b.step(to: release + dt)
            #expect(isClose(a.offset.y, b.offset.y, relative: Tolerances.rounding))
        }
    }

    @Test func decelerationRateFastStopsSooner() {
        var normal = makeView()
        var fast = makeView()
        fast.decelerationRate = .fast
        let r1 = normal.flick(from: Point(x: 100, y: 500), pointerVelocity: Point(x: 0, y: -1000), startTime: 0)
        fast.flick(from: Point(x: 100, y: 500), pointerVelocity: Point(x: 0, y: -1000), startTime: 0)
        let start = normal.offset.y
        _ = normal.step(to: r1 + 10_000_000)
        _ = fast.step(to: r1 + 10_000_000)
        #expect(isClose(normal.offset.y - start, 1000 * 0.4995, relative: 0.01))
        #expect(isClose(fast.offset.y - start, 1000 * 0.0995, relative: 0.01))
    }
}
