import Testing

@testable import Motion

/// A scroll view under each platform: the release becomes that platform's own simulation, a
/// drag past an edge behaves as the platform's does, and a second flick carries the first one's
/// speed where the platform says so.
@Suite struct PlatformScrollViewTests {
    static func view(_ platform: ScrollPlatform) -> ScrollView {
        var view = ScrollView(
            viewport: Size(width: 400, height: 600), contentSize: Size(width: 400, height: 100_000))
        view.physics.platform = platform
        return view
    }

    @Test func aFreeReleaseRunsThePlatformsOwnSimulation() {
        for platform in ScrollPlatform.allCases {
            var view = Self.view(platform)
            view.offset = Point(x: 0, y: 20_000)
            let released = view.flick(
                from: Point(x: 200, y: 500), pointerVelocity: Point(x: 0, y: -2000), startTime: 1_000_000)
            let v = view.velocity.y
            let start = view.offset.y
            // Where it stops is the platform's glide from the release, not UIKit's.
            var physics = ScrollPhysics.uiKit
            physics.platform = platform
            let expected = physics.ballistic(
                position: start, velocity: v, range: view.range(.vertical), dimension: 600, bounces: true)
            for frame in 1...600 { _ = view.step(to: released + Int64(frame) * 16_667) }
            // Flutter iOS rests where the frame that finds it done leaves it: past the crossing by
            // under a frame's travel at its tolerance speed; the others exactly on their end.
            if platform == .flutterIOS {
                let past = view.offset.y - expected.base.finalPosition
                #expect(
                    past != 0 && abs(past) < expected.base.tolerance.velocity / 60 && (past > 0) == (v > 0), "\(past)")
            } else {
                #expect(view.offset.y == expected.base.finalPosition, "\(platform)")
            }
            #expect(view.phase == .idle)
        }
        // Android's 2000 pt/s fling goes 647.4 pt, UIKit's nearly 1000.
        var android = Self.view(.android)
        var uikit = Self.view(.uikit)
        for i in [0, 1] {
            var view = i == 0 ? android : uikit
            view.offset = Point(x: 0, y: 20_000)
            let t = view.flick(
                from: Point(x: 200, y: 500), pointerVelocity: Point(x: 0, y: -2000), startTime: 1_000_000)
            _ = view.step(to: t + 10_000_000)
            if i == 0 { android = view } else { uikit = view }
        }
        #expect(android.offset.y - 20_000 < 800 && uikit.offset.y - 20_000 > 1000)
    }

    @Test func aDragPastTheEdgeStopsThereOnAndroidAndResistsPerMoveOnFlutterIOS() {
        func pulled(_ platform: ScrollPlatform) -> Double {
            var view = Self.view(platform)
            view.pointerPressed(at: Point(x: 200, y: 100), time: 1_000)
            var y = 100.0
            for i in 1...20 {
                y += 10
                view.pointerMoved(to: Point(x: 200, y: y), time: 1_000 + Int64(i) * 8_000)
            }
            return view.offset.y
        }
        // 200 pt of pointer travel down from the top edge (minus each platform's slop).
        #expect(pulled(.android) == 0)
        #expect(pulled(.flutterAndroid) == 0)
        let uikit = pulled(.uikit)
        let flutter = pulled(.flutterIOS)
        #expect(uikit < -50 && flutter < -50)
        #expect(uikit != flutter)
        // Flutter's per-move rule by hand: the drag starts past kTouchSlop (18) without moving the
        // content; the next move breaks the 3.5 pt motion start threshold and moves it by 3.5/3,
        // 1:1 at the edge (no overscroll yet); the next ones are resisted by 0.52·(1 − f)².
        var offset = 0.0
        var pastSlop = false
        var broken = false
        var last = 100.0
        var y = 100.0
        for _ in 1...20 {
            y += 10
            if !pastSlop {
                if y - 100 > FlutterScrolling.touchSlop {
                    pastSlop = true
                    last = y
                }
                continue
            }
            var delta = y - last
            last = y
            if !broken {
                broken = true
                delta = FlutterBouncingPhysics.dragStartDistanceMotionThreshold / 3
            }
            let over = max(-offset, 0)
            let gamma = 0.52 * (1 - over / 600) * (1 - over / 600)
            offset -= over > 0 ? (delta < over / gamma ? delta * gamma : over + delta - over / gamma) : delta
        }
        #expect(abs(flutter - offset) < 1e-9, "\(flutter) vs \(offset)")
    }

    @Test func aSecondFlickCarriesTheFirstOnEveryPlatformButFlutterAndroid() {
        func secondRelease(_ platform: ScrollPlatform) -> (caught: Double, released: Double) {
            var view = Self.view(platform)
            view.offset = Point(x: 0, y: 20_000)
            let t = view.flick(
                from: Point(x: 200, y: 500), pointerVelocity: Point(x: 0, y: -3000), startTime: 1_000_000)
            // 100 ms later, while it still moves, the same flick again.
            _ = view.step(to: t + 100_000)
            let caught = view.velocity.y
            var releaseVelocity = 0.0
            view.flick(
                from: Point(x: 200, y: 500), pointerVelocity: Point(x: 0, y: -3000), startTime: t + 100_000
            ) { releaseVelocity = $0.velocity.y }
            return (caught, releaseVelocity)
        }
        let alone = secondRelease(.flutterAndroid)
        let uikit = secondRelease(.uikit)
        let android = secondRelease(.android)
        let flutter = secondRelease(.flutterIOS)
        // The tracker's estimate of the second drag alone is Flutter Android's release: its
        // clamping physics carry nothing.
        #expect(abs(alone.released - 3000) < 50)
        // Android adds the velocity it caught; UIKit and Flutter iOS Flutter's carriedMomentum.
        #expect(abs(android.released - (alone.released + android.caught)) < 1e-6)
        let carried = CarriedMomentum.momentum(flutter.caught)
        #expect(abs(flutter.released - (alone.released + carried)) < 1e-6)
        let carriedOnUIKit = CarriedMomentum.momentum(uikit.caught)
        #expect(abs(uikit.released - (alone.released + carriedOnUIKit)) < 1e-6)
        // UIKit's glide keeps more of its speed 100 ms on than Flutter's, so it carries more.
        #expect(uikit.caught > flutter.caught && carriedOnUIKit > carried)
        #expect(android.caught > 500 && carried > 100)
    }
}

/// Each platform's fling limits at release: Android and Flutter clamp a fast release to 8000
/// pt/s and let a slow one go where it is; UIKit keeps the release as it is.
@Suite struct PlatformFlingLimitTests {
    /// A release on a vertical view read at `v` pt/s after `travel` pt.
    static func fling(_ platform: ScrollPlatform, _ v: Double, travel: Double = 100) -> Double {
        platform.scrolling.flingVelocity(
            VelocityEstimate(velocity: Point(x: 0, y: v), offset: Point(x: 0, y: travel)), axes: [.vertical],
            physics: .uiKit
        ).y
    }

    @Test func releasesAreClampedAndSlowOnesAreNoFling() {
        #expect(Self.fling(.uikit, 12_000) == 12_000 && Self.fling(.uikit, 30, travel: 1) == 30)
        for platform in [ScrollPlatform.android, .flutterIOS, .flutterAndroid] {
            #expect(Self.fling(platform, 12_000) == 8000 && Self.fling(platform, -12_000) == -8000)
            #expect(Self.fling(platform, 2000) == 2000)
        }
        // The minimum: Android drops an axis slower than 50 dp/s (`<`, so 50 flings); Flutter
        // flings only faster than its physics' minimum (`>`: 50 clamping, 100 bouncing).
        #expect(Self.fling(.android, 49.9) == 0 && Self.fling(.android, 50) == 50)
        #expect(Self.fling(.flutterAndroid, -50) == 0 && Self.fling(.flutterAndroid, -50.1) == -50.1)
        #expect(Self.fling(.flutterIOS, 100) == 0 && Self.fling(.flutterIOS, 100.1) == 100.1)
        // Flutter also asks the estimate to have moved farther than `minFlingDistance` (18);
        // Android and UIKit do not.
        #expect(Self.fling(.flutterIOS, 3000, travel: 18) == 0 && Self.fling(.flutterIOS, 3000, travel: 18.1) == 3000)
        #expect(Self.fling(.flutterAndroid, -3000, travel: -18) == 0)
        #expect(Self.fling(.android, 3000, travel: 2) == 3000 && Self.fling(.uikit, 3000, travel: 2) == 3000)
        // The axis the view does not scroll releases at 0.
        for platform in ScrollPlatform.allCases {
            let v = platform.scrolling.flingVelocity(
                VelocityEstimate(velocity: Point(x: 3000, y: 3000), offset: Point(x: 100, y: 100)),
                axes: [.vertical], physics: .uiKit)
            #expect(v == Point(x: 0, y: 3000), "\(platform)")
        }
    }

    /// A diagonal flick on a view scrolling both ways: Android clamps each axis to 8000; Flutter's
    /// pan clamps the vector's length to 8000 (flutter#120345); UIKit keeps it.
    @Test func aDiagonalFlingIsClampedPerAxisOnAndroidAndAsAVectorInFlutter() {
        let estimate = VelocityEstimate(velocity: Point(x: 9000, y: -12_000), offset: Point(x: 60, y: -80))
        func fling(_ platform: ScrollPlatform) -> Point {
            platform.scrolling.flingVelocity(estimate, axes: [.horizontal, .vertical], physics: .uiKit)
        }
        #expect(fling(.android) == Point(x: 8000, y: -8000))
        #expect(fling(.uikit) == estimate.velocity)
        for platform in [ScrollPlatform.flutterIOS, .flutterAndroid] {
            let v = fling(platform)
            #expect(isClose(v.x, 4800, relative: 1e-12) && isClose(v.y, -6400, relative: 1e-12), "\(platform)")
        }
        // The pan's tests are on the vector too: 80 pt/s along each axis is 113 in all, a fling
        // for the clamping physics (50) and one for the bouncing ones (100); 15 pt each way is a
        // path of 21.2, past `minFlingDistance`.
        let slow = VelocityEstimate(velocity: Point(x: 80, y: 80), offset: Point(x: 15, y: 15))
        for platform in [ScrollPlatform.flutterIOS, .flutterAndroid] {
            #expect(
                platform.scrolling.flingVelocity(slow, axes: [.horizontal, .vertical], physics: .uiKit) == slow.velocity
            )
            #expect(platform.scrolling.flingVelocity(slow, axes: [.vertical], physics: .uiKit) == .zero)
        }
    }

    @Test func aScrollViewReleasesAtThePlatformsClampedSpeed() {
        for (platform, expected) in [(ScrollPlatform.android, 8000.0), (.flutterIOS, 8000), (.uikit, 12_000)] {
            var view = PlatformScrollViewTests.view(platform)
            view.offset = Point(x: 0, y: 20_000)
            var released = 0.0
            view.flick(from: Point(x: 200, y: 500), pointerVelocity: Point(x: 0, y: -12_000), startTime: 1_000_000) {
                released = $0.velocity.y
            }
            #expect(abs(released - expected) < 60, "\(platform): \(released)")
            if platform != .uikit { #expect(released == expected) }
        }
        // An 80 pt/s release (a 32 pt drag, past every slop): Android flings (above 50 dp/s);
        // Flutter iOS does not (below its bouncing 100), nor does Flutter Android, whose 50 it
        // passes, because its tracker's 100 ms window moved 8 pt, not more than
        // `minFlingDistance` (18): the content stays where it was let go.
        for (platform, glides) in [(ScrollPlatform.flutterIOS, false), (.flutterAndroid, false), (.android, true)] {
            var slow = PlatformScrollViewTests.view(platform)
            slow.offset = Point(x: 0, y: 20_000)
            let t = slow.flick(
                from: Point(x: 200, y: 500), pointerVelocity: Point(x: 0, y: -80), startTime: 1_000_000,
                duration: 400_000)
            let at = slow.offset.y
            #expect(at > 20_000, "\(platform): the drag moved the content")
            _ = slow.step(to: t + 2_000_000)
            #expect((slow.offset.y != at) == glides, "\(platform)")
        }
    }
}
