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
            _ = view.step(to: released + 10_000_000)
            #expect(view.offset.y == expected.base.finalPosition, "\(platform)")
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
        // 200 pt of pointer travel down from the top edge (minus the 3 pt slop).
        #expect(pulled(.android) == 0)
        #expect(pulled(.flutterAndroid) == 0)
        let uikit = pulled(.uikit)
        let flutter = pulled(.flutterIOS)
        #expect(uikit < -50 && flutter < -50)
        #expect(uikit != flutter)
        // Flutter's per-move rule by hand: the first move past the slop starts at the edge, so
        // it goes 1:1 (no overscroll yet); the next ones are resisted by 0.52·(1 − f)².
        var offset = 0.0
        var pastSlop = false
        var last = 100.0
        var y = 100.0
        for _ in 1...20 {
            y += 10
            if !pastSlop {
                if y - 100 > ScrollView.dragSlop {
                    pastSlop = true
                    last = y
                }
                continue
            }
            let delta = y - last
            last = y
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
        let carried = FlutterBouncingPhysics.carriedMomentum(flutter.caught)
        #expect(abs(flutter.released - (alone.released + carried)) < 1e-6)
        let carriedOnUIKit = FlutterBouncingPhysics.carriedMomentum(uikit.caught)
        #expect(abs(uikit.released - (alone.released + carriedOnUIKit)) < 1e-6)
        // UIKit's glide keeps more of its speed 100 ms on than Flutter's, so it carries more.
        #expect(uikit.caught > flutter.caught && carriedOnUIKit > carried)
        #expect(android.caught > 500 && carried > 100)
    }
}

/// Each platform's fling limits at release: Android and Flutter clamp a fast release to 8000
/// pt/s and let a slow one go where it is; UIKit keeps the release as it is.
@Suite struct PlatformFlingLimitTests {
    @Test func releasesAreClampedAndSlowOnesAreNoFling() {
        #expect(ScrollPlatform.uikit.scrolling.flingVelocity(12_000, physics: .uiKit) == 12_000)
        #expect(ScrollPlatform.uikit.scrolling.flingVelocity(30, physics: .uiKit) == 30)
        for platform in [ScrollPlatform.android, .flutterIOS, .flutterAndroid] {
            #expect(
                platform.scrolling.flingVelocity(12_000, physics: .uiKit) == 8000
                    && platform.scrolling.flingVelocity(-12_000, physics: .uiKit) == -8000)
            #expect(platform.scrolling.flingVelocity(2000, physics: .uiKit) == 2000)
        }
        // Below the minimum: Android 50 dp/s, Flutter's clamping 50, its bouncing 100.
        #expect(
            ScrollPlatform.android.scrolling.flingVelocity(49, physics: .uiKit) == 0
                && ScrollPlatform.android.scrolling.flingVelocity(51, physics: .uiKit) == 51)
        #expect(ScrollPlatform.flutterAndroid.scrolling.flingVelocity(-49, physics: .uiKit) == 0)
        #expect(
            ScrollPlatform.flutterIOS.scrolling.flingVelocity(99, physics: .uiKit) == 0
                && ScrollPlatform.flutterIOS.scrolling.flingVelocity(101, physics: .uiKit) == 101)
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
        // A 40 pt/s release under Flutter iOS is no fling: the content stays where it was let go.
        var slow = PlatformScrollViewTests.view(.flutterIOS)
        slow.offset = Point(x: 0, y: 20_000)
        let t = slow.flick(
            from: Point(x: 200, y: 500), pointerVelocity: Point(x: 0, y: -40), startTime: 1_000_000,
            duration: 200_000)
        let at = slow.offset.y
        _ = slow.step(to: t + 2_000_000)
        #expect(slow.offset.y == at)
    }
}
