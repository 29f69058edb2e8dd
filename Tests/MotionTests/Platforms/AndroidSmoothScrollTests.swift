import Testing

@testable import Motion

/// RecyclerView's scrolls onto an item: `smoothScrollBy` (the snap once idle) and
/// `LinearSmoothScroller` (the snap helper's, seeking a target that is not laid out), against
/// `scripts/android-snapping-reference.py` (an independent Python build from the androidx sources,
/// its numbers pasted below) and sampled at every frame.
@Suite struct AndroidSmoothScrollTests {
    /// The salon's strip: 320 pt slots 10 pt apart, card i centred at offset 330·i − 352 in a
    /// 1024 pt viewport; card i spans 352...672 of the viewport once centred.
    static func centred(_ i: Int) -> Double { 330 * Double(i) - 352 }
    static let cardSpan = 352.0...672.0

    // MARK: - smoothScrollBy

    @Test func smoothScrollByTakesComputeScrollDurationsTime() {
        // (int)((|dx| / 1024 + 1) × 300) ms, at most 2000 (the reference's lines).
        #expect(AndroidSnapping.smoothScrollByDuration(distance: 100, size: 1024) == 0.329)
        #expect(AndroidSnapping.smoothScrollByDuration(distance: -100, size: 1024) == 0.329)
        #expect(AndroidSnapping.smoothScrollByDuration(distance: 600, size: 1024) == 0.475)
        #expect(AndroidSnapping.smoothScrollByDuration(distance: 3000, size: 1024) == 1.178)
        #expect(AndroidSnapping.smoothScrollByDuration(distance: 10_000, size: 1024) == 2)
        #expect(AndroidSnapping.smoothScrollByDuration(distance: 0, size: 1024) == 0.3)
        // A view of no length is taken as 1 pt long: 2 s at most, never a division by zero.
        #expect(AndroidSnapping.smoothScrollByDuration(distance: 100, size: 0) == 2)
        #expect(AndroidSnapping.smoothScrollByDuration(distance: .nan, size: .nan) == 0.3)
    }

    /// The reference's slow flick: 600 pt/s, 100 pt past card 5, flings 80.04 pt (no item to jump
    /// to) and once idle snaps on to card 6 over 343 ms, quintic, at u = i/8:
    static let quinticFrom = 1478.041357921325
    static let quinticSamples: [Double] = [
        1478.041357921325, 1551.084872515372, 1592.4141113035957, 1613.698829452641, 1623.3137924350415,
        1626.8879409782373, 1627.8535560135952, 1627.9954236254248, 1628.0,
    ]

    @Test func theIdleSnapIsAQuinticEaseOutFromRest() {
        let snap = AndroidSnapping.smoothScrollBy(from: Self.quinticFrom, to: Self.centred(6), size: 1024)
        #expect(snap.duration == 0.343 && snap.easing == .easeOutQuint)
        for (i, expected) in Self.quinticSamples.enumerated() {
            #expect(abs(snap.position(at: 0.343 * Double(i) / 8) - expected) < 1e-9, "u = \(i)/8")
        }
        // It starts at 5·distance/time (the quintic's slope at 0), whatever the list was doing
        // (the tween's slope at its start is one-sided: 2·10⁻⁶ short).
        let dx = Self.centred(6) - Self.quinticFrom
        #expect(abs(snap.velocity(at: 0) - 5 * dx / 0.343) < 1e-5 * abs(5 * dx / 0.343))
        // At every 60 Hz frame it closes in, never past, and stops exactly.
        var last = Self.quinticFrom
        for k in 1...30 {
            let x = snap.position(at: Double(k) / 60)
            #expect(x >= last && x <= Self.centred(6))
            last = x
        }
        #expect(last == Self.centred(6) && snap.isDone(at: 0.343))
    }

    // MARK: - LinearSmoothScroller's seek

    @Test func theSeekRunsAt1600PointsASecondAtAnyDensity() {
        #expect(AndroidSnapping.seekSpeed(density: 1) == 1600)
        #expect(AndroidSnapping.seekSpeed(density: 3) == 1600)
        // (int)(ceil(6250/2.625) × 1.2f) = 2857 ms for 12000/2.625 pt.
        #expect(abs(AndroidSnapping.seekSpeed(density: 2.625) - 1600.0800040002) < 1e-9)
        // PagerSnapHelper caps each 10000 px leg at 100 ms: 12000 px in 120 ms.
        #expect(AndroidSnapping.seekSpeed(maxScrollMilliseconds: 100, density: 1) == 100_000)
        #expect(abs(AndroidSnapping.seekSpeed(maxScrollMilliseconds: 100, density: 3) - 33_333.333333333336) < 1e-9)
    }

    /// The reference's hard flick: 7000 pt/s from card 5 centred (1298) jumps 17 cards to card 22
    /// (6908). Card 22 is laid out once its start is less than two viewports ahead: the seek ends
    /// at 5212 after 2.44625 s, the decelerate tween takes the last 1696 pt in 3.159 s; 5.60525 s
    /// in all (10.45 s decelerating over the whole distance). x at t = total·i/12:
    static let hardFlickSamples: [Double] = [
        1298.0, 2045.3666666666668, 2792.7333333333336, 3540.1000000000004, 4287.466666666667, 5034.833333333333,
        5573.075882070061, 5980.969362548653, 6314.700392031138, 6574.268970517514, 6759.675098007785,
        6870.918774501946, 6908.0,
    ]

    static func hardFlick(density: Double, maxDuration: Double = .infinity) -> LinearSmoothScrollerSimulation {
        LinearSmoothScrollerSimulation(
            from: centred(5), to: centred(22), item: cardSpan, dimension: 1024, pager: false, density: density,
            maxDuration: maxDuration)
    }

    @Test(arguments: [1.0, 3.0])
    func aTargetNotLaidOutIsSoughtThenDecelerated(density: Double) {
        let scroll = Self.hardFlick(density: density)
        #expect(scroll.seekEnd == 5212 && scroll.seekVelocity == 1600)
        #expect(abs(scroll.seekDuration - 2.44625) < 1e-12)
        #expect(scroll.decelerate.from == 5212 && scroll.decelerate.to == 6908 && scroll.decelerate.duration == 3.159)
        #expect(abs(scroll.androidDuration - 5.60525) < 1e-12 && scroll.timeScale == 1)
        for (i, expected) in Self.hardFlickSamples.enumerated() {
            #expect(abs(scroll.position(at: scroll.duration * Double(i) / 12) - expected) < 1e-9, "i = \(i)")
        }
        // Decelerating over the whole distance would take 10.45 s.
        #expect(AndroidSnapping.snapScroll(from: Self.centred(5), to: Self.centred(22), pager: false).duration == 10.45)
    }

    @Test func theSeekIsContinuousAndItsTwoSpeedJumpsAreAndroids() {
        let scroll = Self.hardFlick(density: 1)
        // It starts at the seek's speed (the release's 7000 is dropped) and, when the target is
        // laid out, the tween starts at 2·1696/3.159 = 1073.8 pt/s.
        #expect(scroll.velocity(at: 0) == 1600)
        #expect(scroll.velocity(at: 2.44625 - 1e-9) == 1600)
        let tweenStart = 2 * 1696 / 3.159
        #expect(abs(scroll.velocity(at: 2.44625 + 1e-9) - tweenStart) < 1e-3)
        // Every 120 Hz frame moves forward, by no more than 1600 pt/s allows, with no jump.
        var last = scroll.position(at: 0)
        let dt = 1.0 / 120
        var t = dt
        while t < scroll.duration + dt {
            let x = scroll.position(at: t)
            #expect(x >= last && x - last <= 1600 * dt + 1e-9, "t = \(t)")
            last = x
            t += dt
        }
        #expect(last == Self.centred(22))
    }

    @Test func aBackwardFlickSeeksTheOtherWay() {
        // From card 22 back to card 5: laid out once its end is less than a viewport behind
        // (1970 + 1024 = 2994): 3914 pt of seek, then the same 1696 pt tween.
        let scroll = LinearSmoothScrollerSimulation(
            from: Self.centred(22), to: Self.centred(5), item: Self.cardSpan, dimension: 1024, pager: false,
            density: 1, maxDuration: .infinity)
        #expect(scroll.seekEnd == 2994 && scroll.seekVelocity == -1600)
        #expect(abs(scroll.seekDuration - 2.44625) < 1e-12 && scroll.decelerate.duration == 3.159)
    }

    @Test func aTargetLaidOutIsOneDecelerateTween() {
        // Card 8 from card 5: its start is 990 + 352 = 1342 pt ahead, within two viewports.
        let scroll = LinearSmoothScrollerSimulation(
            from: Self.centred(5), to: Self.centred(8), item: Self.cardSpan, dimension: 1024, pager: false,
            density: 1)
        #expect(scroll.seekDuration == 0 && scroll.seekEnd == Self.centred(5))
        let tween = AndroidSnapping.snapScroll(from: Self.centred(5), to: Self.centred(8), pager: false)
        #expect(scroll.duration == tween.duration)
        for k in 0...20 {
            let t = tween.duration * Double(k) / 20
            #expect(scroll.position(at: t) == tween.position(at: t))
        }
        // No item (a page, a programmatic settle): the same.
        let none = LinearSmoothScrollerSimulation(
            from: Self.centred(5), to: Self.centred(22), item: nil, dimension: 1024, pager: false, density: 1,
            maxDuration: .infinity)
        #expect(none.seekDuration == 0 && none.duration == 10.45)
    }

    @Test func aScrollLongerThanTheBoundRunsFasterOverExactlyTheBound() {
        let scroll = Self.hardFlick(density: 1, maxDuration: ScrollPhysics.maxSettleDuration)
        #expect(abs(scroll.timeScale - 5.60525 / 3) < 1e-12)
        #expect(abs(scroll.duration - 3) < 1e-12 && scroll.isDone(at: scroll.duration))
        #expect(!scroll.isDone(at: 2.999))
        // The same path, faster: at t it is where AOSP's is at t × 1.868.
        let aosp = Self.hardFlick(density: 1)
        for k in 0...12 {
            let t = 3 * Double(k) / 12
            #expect(abs(scroll.position(at: t) - aosp.position(at: t * scroll.timeScale)) < 1e-9)
        }
        #expect(abs(scroll.velocity(at: 0.1) - 1600 * scroll.timeScale) < 1e-9)
    }

    @Test func theAndroidPlatformSeeksOnlyWhenGivenAnItemNotLaidOut() {
        var physics = ScrollPhysics.uiKit
        physics.platform = .android
        let seek = physics.snapSettle(
            position: Self.centred(5), velocity: 7000, target: Self.centred(22), item: Self.cardSpan, dimension: 1024,
            paging: false)
        guard let scroller = seek.motion(as: LinearSmoothScrollerSimulation.self) else {
            Issue.record("not the snap scroller: \(seek)")
            return
        }
        // 7000 pt/s: the bound is 5.92 s, so AOSP's 5.605 s runs unchanged.
        #expect(scroller.timeScale == 1 && abs(scroller.duration - 5.60525) < 1e-12)
        #expect(scroller == Self.hardFlick(density: 1))
        // The same snap from a slow release (100 pt/s, a 3.80 s bound) is run faster, over the bound.
        guard
            let slow = physics.snapSettle(
                position: Self.centred(5), velocity: 100, target: Self.centred(22), item: Self.cardSpan,
                dimension: 1024, paging: false
            ).motion(as: LinearSmoothScrollerSimulation.self)
        else {
            Issue.record("not the snap scroller")
            return
        }
        let slowBound = physics.settleBound(velocity: 100)
        #expect(slowBound > 3.7 && slowBound < 3.9)
        #expect(abs(slow.duration - slowBound) < 1e-12 && abs(slow.timeScale - 5.60525 / slowBound) < 1e-12)
        // Laid out, or no item: `settle`'s tween, as before.
        let near = physics.snapSettle(
            position: Self.centred(5), velocity: 7000, target: Self.centred(8), item: Self.cardSpan, dimension: 1024,
            paging: false)
        #expect(
            near == physics.settle(position: Self.centred(5), velocity: 7000, target: Self.centred(8), paging: false))
        // Other platforms settle whatever the item.
        for platform in [ScrollPlatform.uikit, .flutterIOS, .flutterAndroid] {
            physics.platform = platform
            let snap = physics.snapSettle(
                position: Self.centred(5), velocity: 7000, target: Self.centred(22), item: Self.cardSpan,
                dimension: 1024, paging: false)
            #expect(
                snap
                    == physics.settle(
                        position: Self.centred(5), velocity: 7000, target: Self.centred(22), paging: false))
            #expect(
                physics.idleSnap(position: 10, velocity: 0, target: 0, dimension: 1024, paging: false)
                    == physics.settle(position: 10, velocity: 0, target: 0, paging: false))
        }
    }

    @Test func hostileSeeksStayFiniteAndEndOnTheTarget() {
        for (from, to, item, dimension) in [
            (0.0, 1e12, Self.cardSpan, 1024.0), (0, -1e12, Self.cardSpan, 1024), (.nan, 100, Self.cardSpan, 1024),
            (0, 100, Self.cardSpan, .nan), (0, 5000, Self.cardSpan, 0), (0, .infinity, Self.cardSpan, 1024),
        ] {
            let scroll = LinearSmoothScrollerSimulation(
                from: from, to: to, item: item, dimension: dimension, pager: false, density: 1)
            #expect(scroll.duration.isFinite && scroll.duration <= ScrollPhysics.maxSettleDuration + 1e-9)
            #expect(scroll.position(at: scroll.duration) == scroll.to && scroll.position(at: 1).isFinite)
        }
    }
}
