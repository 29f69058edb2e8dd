import Testing

@testable import Motion

/// `AndroidSnapping` against RecyclerView's rules worked by hand (physics.md §3.2 and the
/// androidx sources it cites).
@Suite struct AndroidSnappingTests {
    typealias Child = AndroidSnapping.Child

    @Test func constantsAreAndroids() {
        #expect(AndroidSnapping.snapHelperMillisecondsPerInch == 100)
        #expect(AndroidSnapping.linearSmoothScrollerMillisecondsPerInch == 25)
        #expect(AndroidSnapping.pagerMaxScrollMilliseconds == 100)
        #expect(AndroidSnapping.minimumFlingVelocity == 50 && AndroidSnapping.maximumFlingVelocity == 8000)
        #expect(AndroidSnapping.decelerationTimeFraction == 0.3356)
        // The 0.3356 rationale: 1 − (1 − u)² has covered (1 − u/3)·u² = 0.100028 by then.
        let u = AndroidSnapping.decelerationTimeFraction
        #expect(abs((1 - u / 3) * u * u - 0.100028) < 1e-6)
    }

    // MARK: - Durations

    @Test func smoothScrollDurationsByHand() {
        // 296 pt at 100 ms/inch: ceil(296·100/160) = 185 ms, ceil(185/0.3356) = 552 ms.
        #expect(AndroidSnapping.smoothScrollDuration(distance: 296, millisecondsPerInch: 100) == 0.552)
        #expect(AndroidSnapping.smoothScrollDuration(distance: -296, millisecondsPerInch: 100) == 0.552)
        // Pager cap: 1000 pt → min(100, 625) = 100 ms → ceil(100/0.3356) = 298 ms.
        #expect(
            AndroidSnapping.smoothScrollDuration(distance: 1000, millisecondsPerInch: 100, maxScrollMilliseconds: 100)
                == 0.298)
        // Under the cap the cap changes nothing: 100 pt → 63 ms → ceil(187.7) = 188 ms.
        #expect(
            AndroidSnapping.smoothScrollDuration(distance: 100, millisecondsPerInch: 100, maxScrollMilliseconds: 100)
                == 0.188)
        // LinearSmoothScroller's own 25 ms/inch: 1000 pt → ceil(156.25) = 157 → ceil(467.8) = 468 ms.
        #expect(AndroidSnapping.smoothScrollDuration(distance: 1000, millisecondsPerInch: 25) == 0.468)
        // A sliver still takes whole milliseconds: ceil(0.0625) = 1 → ceil(2.98) = 3 ms.
        #expect(AndroidSnapping.smoothScrollDuration(distance: 0.1, millisecondsPerInch: 100) == 0.003)
        #expect(AndroidSnapping.smoothScrollDuration(distance: 0, millisecondsPerInch: 100) == 0)
    }

    @Test func hostileDurationInputsStayFinite() {
        #expect(AndroidSnapping.smoothScrollDuration(distance: .nan, millisecondsPerInch: 100) == 0)
        #expect(AndroidSnapping.smoothScrollDuration(distance: .infinity, millisecondsPerInch: 100).isFinite)
        #expect(AndroidSnapping.smoothScrollDuration(distance: 100, millisecondsPerInch: .nan) == 0)
        #expect(AndroidSnapping.smoothScrollDuration(distance: 100, millisecondsPerInch: -5) == 0)
        #expect(
            AndroidSnapping.smoothScrollDuration(distance: 100, millisecondsPerInch: 100, maxScrollMilliseconds: .nan)
                == 0.188)
    }

    @Test func snapScrollIsADecelerateTweenThatStartsAtItsOwnSpeed() {
        let snap = AndroidSnapping.snapScroll(from: 1000, to: 1296, pager: false)
        #expect(snap.from == 1000 && snap.to == 1296 && snap.easing == .easeOutQuad)
        #expect(snap.duration == 0.552)
        // DecelerateInterpolator(1): 1 − (1 − u)², three quarters of the way at half time.
        #expect(isClose(snap.position(at: 0.276), 1000 + 296 * 0.75))
        // It starts at 2·distance/duration whatever the release velocity was.
        #expect(isClose(snap.velocity(at: 0), 2 * 296 / 0.552, relative: Tolerances.finiteDifference))
        #expect(snap.position(at: 0.552) == 1296 && snap.isDone(at: 0.552))
        let pager = AndroidSnapping.snapScroll(from: 0, to: -1000, pager: true)
        #expect(pager.duration == 0.298 && pager.position(at: 1) == -1000)
    }

    // MARK: - LinearSnapHelper

    @Test func linearSnapJumpRoundsLikeJava() {
        #expect(AndroidSnapping.linearSnapJump(flingDistance: 647.4, distancePerChild: 100) == 6)
        #expect(AndroidSnapping.linearSnapJump(flingDistance: 250, distancePerChild: 100) == 3)
        // Math.round rounds halves up, so −2.5 is −2.
        #expect(AndroidSnapping.linearSnapJump(flingDistance: -250, distancePerChild: 100) == -2)
        #expect(AndroidSnapping.linearSnapJump(flingDistance: -260, distancePerChild: 100) == -3)
        #expect(AndroidSnapping.linearSnapJump(flingDistance: 40, distancePerChild: 100) == 0)
        #expect(AndroidSnapping.linearSnapJump(flingDistance: 500, distancePerChild: 0) == 0)
        #expect(AndroidSnapping.linearSnapJump(flingDistance: 500, distancePerChild: .nan) == 0)
        #expect(AndroidSnapping.linearSnapJump(flingDistance: .infinity, distancePerChild: 100) == 0)
        #expect(AndroidSnapping.linearSnapJump(flingDistance: 1e300, distancePerChild: 1e-300) == Int(1e15))
    }

    @Test func linearSnapTargetClampsAndFollowsTheLayoutDirection() {
        #expect(AndroidSnapping.linearSnapTarget(currentPosition: 5, jump: 3, itemCount: 20) == 8)
        #expect(AndroidSnapping.linearSnapTarget(currentPosition: 5, jump: 30, itemCount: 20) == 19)
        #expect(AndroidSnapping.linearSnapTarget(currentPosition: 5, jump: -30, itemCount: 20) == 0)
        #expect(AndroidSnapping.linearSnapTarget(currentPosition: 5, jump: 3, itemCount: 20, reverseLayout: true) == 2)
        #expect(AndroidSnapping.linearSnapTarget(currentPosition: 5, jump: 0, itemCount: 20) == nil)
        #expect(AndroidSnapping.linearSnapTarget(currentPosition: 5, jump: 1, itemCount: 0) == nil)
        #expect(AndroidSnapping.linearSnapTarget(currentPosition: .max, jump: .max, itemCount: 3) == 2)
    }

    @Test func distancePerChildAveragesTheLaidOutSpan() {
        // Items 4...9 span 120...840: 720 / 6 = 120 pt each.
        #expect(AndroidSnapping.distancePerChild(start: 120, end: 840, firstPosition: 4, lastPosition: 9) == 120)
        #expect(AndroidSnapping.distancePerChild(start: 10, end: 10, firstPosition: 0, lastPosition: 3) == 1)
        #expect(AndroidSnapping.distancePerChild(start: 0, end: .nan, firstPosition: 0, lastPosition: 3) == 1)
    }

    /// `SnapHelper.calculateScrollDistance` is the projection of Android's physics: an unbounded
    /// `OverScroller` fling from where the release is.
    @Test func flingDistanceIsTheUnboundedSpline() {
        var physics = ScrollPhysics.uiKit
        physics.platform = .android
        func flingDistance(_ v: Double) -> Double { physics.projectedRest(position: 0, velocity: v) }
        #expect(isClose(flingDistance(2000), 647.3987783959533))
        #expect(isClose(flingDistance(-2000), -647.3987783959533))
        #expect(flingDistance(0) == 0)
        #expect(flingDistance(.nan) == 0)
        // With 100 pt items, a 2000 pt/s fling jumps round(6.47) = 6 items.
        #expect(AndroidSnapping.linearSnapJump(flingDistance: flingDistance(2000), distancePerChild: 100) == 6)
    }

    @Test func onlyFlingsFasterThanTheMinimumAreHandled() {
        #expect(!AndroidSnapping.handlesFling(velocity: 50))
        #expect(AndroidSnapping.handlesFling(velocity: 50.5) && AndroidSnapping.handlesFling(velocity: -60))
        #expect(!AndroidSnapping.handlesFling(velocity: .nan))
    }

    // MARK: - PagerSnapHelper

    @Test func pagerGoesToTheNearestItemOnTheFlingsSide() {
        let children = [
            Child(position: 2, centerOffset: -520), Child(position: 3, centerOffset: -120),
            Child(position: 4, centerOffset: 280),
        ]
        #expect(AndroidSnapping.pagerSnapTarget(children: children, velocity: 900, itemCount: 10) == 4)
        #expect(AndroidSnapping.pagerSnapTarget(children: children, velocity: -900, itemCount: 10) == 3)
        // Zero velocity is not forward.
        #expect(AndroidSnapping.pagerSnapTarget(children: children, velocity: 0, itemCount: 10) == 3)
        #expect(AndroidSnapping.pagerSnapTarget(children: children, velocity: 900, itemCount: 0) == nil)
    }

    @Test func anItemExactlyCentredCountsForBothSides() {
        let children = [Child(position: 6, centerOffset: 0), Child(position: 7, centerOffset: 400)]
        #expect(AndroidSnapping.pagerSnapTarget(children: children, velocity: 900, itemCount: 10) == 6)
        #expect(AndroidSnapping.pagerSnapTarget(children: children, velocity: -900, itemCount: 10) == 6)
    }

    @Test func withNothingLaidOutOnThatSideItExtrapolatesOneItem() {
        let before = [Child(position: 6, centerOffset: -30)]
        #expect(AndroidSnapping.pagerSnapTarget(children: before, velocity: 900, itemCount: 10) == 7)
        #expect(
            AndroidSnapping.pagerSnapTarget(children: before, velocity: 900, itemCount: 10, reverseLayout: true) == 5)
        #expect(AndroidSnapping.pagerSnapTarget(children: before, velocity: 900, itemCount: 7) == nil)
        let after = [Child(position: 0, centerOffset: 30)]
        #expect(AndroidSnapping.pagerSnapTarget(children: after, velocity: -900, itemCount: 10) == nil)
        #expect(
            AndroidSnapping.pagerSnapTarget(children: after, velocity: -900, itemCount: 10, reverseLayout: true) == 1)
        #expect(AndroidSnapping.pagerSnapTarget(children: [], velocity: 900, itemCount: 10) == nil)
    }

    @Test func fullPagePagerTurnsAtMostOnePage() {
        // Pages of 400 pt scrolled to 1050: pages 2 (800...1200) and 3 (1200...1600) on screen.
        #expect(AndroidSnapping.pagerSnapTarget(scrollOffset: 1050, pageSize: 400, itemCount: 10, velocity: 50) == 3)
        #expect(AndroidSnapping.pagerSnapTarget(scrollOffset: 1050, pageSize: 400, itemCount: 10, velocity: -8000) == 2)
        // Aligned on page 2, only page 2 is laid out and it is centred: a fling keeps it.
        #expect(AndroidSnapping.pagerSnapTarget(scrollOffset: 800, pageSize: 400, itemCount: 10, velocity: 900) == 2)
        // On the last page there is nothing further.
        #expect(AndroidSnapping.pagerSnapTarget(scrollOffset: 3700, pageSize: 400, itemCount: 10, velocity: 900) == nil)
        // Pulled past the start: forward goes to page 0, backward has nowhere to go.
        #expect(AndroidSnapping.pagerSnapTarget(scrollOffset: -10, pageSize: 400, itemCount: 10, velocity: 900) == 0)
        #expect(AndroidSnapping.pagerSnapTarget(scrollOffset: -10, pageSize: 400, itemCount: 10, velocity: -900) == nil)
        #expect(AndroidSnapping.pagerSnapTarget(scrollOffset: .nan, pageSize: 0, itemCount: 10, velocity: 900) == nil)
    }
}
