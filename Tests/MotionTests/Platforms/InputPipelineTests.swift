import Testing

@testable import Motion

/// From the finger to the release under each platform, through a `ScrollView`: where a press
/// becomes a drag (the touch slop), how the content starts to follow (Flutter's motion start
/// threshold), and what the release hands on (each platform's tracker and fling rules). Every move
/// is checked, not only the end.
@Suite struct InputPipelineTests {
    static func view(_ platform: ScrollPlatform, axes: Set<Axis> = [.vertical], density: Double = 1) -> ScrollView {
        var view = ScrollView(
            viewport: Size(width: 400, height: 600), contentSize: Size(width: 100_000, height: 100_000), axes: axes)
        view.physics.platform = platform
        view.physics.density = density
        view.offset = Point(x: axes.contains(.horizontal) ? 20_000 : 0, y: 20_000)
        return view
    }

    /// Steps of 1 pt down from a press: the content stays put, and the press is not a drag, until
    /// the pointer is more than the platform's slop away (UIKit 10 pt, Android 8 dp, Flutter on iOS
    /// kTouchSlop 18, Flutter on Android Android's 8 dp); the crossing move does not move the
    /// content either (the drag is measured from there), the next one does, by exactly its length.
    @Test func aPressBecomesADragPastThePlatformsSlop() {
        let cases: [(ScrollPlatform, Double, Int)] = [
            (.uikit, 1, 11), (.android, 1, 9), (.android, 3, 9), (.android, 2.625, 9), (.android, 1.5, 9),
            (.flutterIOS, 1, 19), (.flutterAndroid, 1, 9), (.flutterAndroid, 3, 9),
        ]
        for (platform, density, crossing) in cases {
            var view = Self.view(platform, density: density)
            view.pointerPressed(at: Point(x: 200, y: 300), time: 1_000)
            for i in 1...40 {
                let before = view.offset.y
                view.pointerMoved(to: Point(x: 200, y: 300 - Double(i)), time: 1_000 + Int64(i) * 8_000)
                #expect(view.isDragging == (i >= crossing), "\(platform) @\(density): move \(i)")
                if i <= crossing {
                    #expect(view.offset.y == 20_000, "\(platform): held before the drag, move \(i)")
                } else if platform != .flutterIOS {
                    #expect(view.offset.y - before == 1, "\(platform): 1:1 after the slop, move \(i)")
                }
            }
        }
        #expect(AndroidScrolling.scaledTouchSlop(density: 2.625) == 8)
        #expect(abs(AndroidScrolling.scaledTouchSlop(density: 1.33) - 11 / 1.33) < 1e-12)
    }

    /// UIKit's hysteresis is a distance, Android's slop is per axis, a Flutter pan's is twice the
    /// slop along the path: a diagonal press on a view scrolling both ways.
    @Test func aDiagonalPressOnATwoAxisView() {
        func dragsAfter(_ platform: ScrollPlatform, _ steps: Int, of step: Point) -> Bool {
            var view = Self.view(platform, axes: [.horizontal, .vertical])
            view.pointerPressed(at: Point(x: 200, y: 300), time: 1_000)
            var p = Point(x: 200, y: 300)
            for i in 1...steps {
                p = p + step
                view.pointerMoved(to: p, time: 1_000 + Int64(i) * 8_000)
            }
            return view.isDragging
        }
        // 8 pt each way: 11.3 pt away, 8 on each axis.
        #expect(dragsAfter(.uikit, 1, of: Point(x: 8, y: 8)))
        #expect(!dragsAfter(.android, 1, of: Point(x: 8, y: 8)) && dragsAfter(.android, 1, of: Point(x: 8.5, y: 0)))
        // The pan slop: a path longer than 36 (iOS) or 16 (Android's 8 dp, doubled).
        #expect(!dragsAfter(.flutterIOS, 4, of: Point(x: 6, y: 6)) && dragsAfter(.flutterIOS, 5, of: Point(x: 6, y: 6)))
        #expect(!dragsAfter(.flutterAndroid, 1, of: Point(x: 8, y: 8)))
        #expect(dragsAfter(.flutterAndroid, 2, of: Point(x: 8, y: 8)))
        // A back-and-forth wiggle: the pan counts the path, the others where the pointer is.
        #expect(dragsAfter(.flutterIOS, 8, of: Point(x: 5, y: 0)))
        var wiggle = Self.view(.flutterIOS, axes: [.horizontal, .vertical])
        wiggle.pointerPressed(at: Point(x: 200, y: 300), time: 1_000)
        for i in 1...9 {
            wiggle.pointerMoved(to: Point(x: i % 2 == 1 ? 210 : 200, y: 300), time: 1_000 + Int64(i) * 8_000)
        }
        #expect(wiggle.isDragging, "9 moves of 10 pt make a path of 90")
    }

    /// Flutter's bouncing physics hold the content for the first 3.5 pt after the drag starts and
    /// ease in by 3.5/3 on the move that breaks it; a move longer than 24 pt breaks it in full;
    /// after 50 ms without moving along the axis the hold applies again. The others follow at once.
    @Test func flutterIOSHoldsTheContentForItsMotionStartThreshold() {
        func moves(_ platform: ScrollPlatform, _ steps: [(dx: Double, dy: Double, dt: Int64)]) -> [Double] {
            var view = Self.view(platform)
            var t: Int64 = 1_000
            var p = Point(x: 200, y: 300)
            view.pointerPressed(at: p, time: t)
            // Past every slop in one move: the drag starts here, the content does not move.
            p.y -= 20
            t += 8_000
            view.pointerMoved(to: p, time: t)
            #expect(view.isDragging && view.offset.y == 20_000)
            var offsets: [Double] = []
            for step in steps {
                p = Point(x: p.x + step.dx, y: p.y - step.dy)
                t += step.dt
                view.pointerMoved(to: p, time: t)
                offsets.append(view.offset.y - 20_000)
            }
            return offsets
        }
        // Offsets near 20,000 pt carry rounding of a few 1e-12.
        func same(_ a: [Double], _ b: [Double]) -> Bool {
            a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) < 1e-9 }
        }
        let eased: Double = 3.5 / 3
        let small = Array(repeating: (dx: 0.0, dy: 2.0, dt: Int64(8_000)), count: 5)
        #expect(same(moves(.flutterIOS, small), [0, eased, eased + 2, eased + 4, eased + 6]))
        for platform in [ScrollPlatform.uikit, .android, .flutterAndroid] {
            #expect(same(moves(platform, small), [2, 4, 6, 8, 10]), "\(platform)")
        }
        // One move of 30 pt: "a very deliberate fling", in full.
        #expect(same(moves(.flutterIOS, [(0, 30, 8_000), (0, 2, 8_000)]), [30, 32]))
        // A stop: moving across the axis 60 ms after the last move along it re-arms the hold; one
        // 40 ms after does not.
        let stop: [(dx: Double, dy: Double, dt: Int64)] = [
            (0, 30, 8_000), (5, 0, 60_000), (0, 2, 8_000), (0, 2, 8_000),
        ]
        #expect(same(moves(.flutterIOS, stop), [30, 30, 30, 30 + eased]))
        let pause: [(dx: Double, dy: Double, dt: Int64)] = [(0, 30, 8_000), (5, 0, 40_000), (0, 2, 8_000)]
        #expect(same(moves(.flutterIOS, pause), [30, 30, 32]))
    }

    /// physics.md §8.1's slowing drag released on each platform: its own tracker's reading (732 on
    /// Android's and Flutter's fits, 863.2 on the iOS weighting), and the content's velocity at the
    /// release is that reading (offset space), then it only slows, without a jump in position.
    @Test func eachPlatformReleasesAtItsOwnTrackersReading() {
        // physics.md §8.1's drag, downwards: x = 1.5t − 0.004t² (pt, ms) every 8 ms to 96 ms.
        let expected: [(ScrollPlatform, Double)] = [
            (.uikit, 863.2), (.android, 732), (.flutterIOS, 863.2), (.flutterAndroid, 732),
        ]
        for (platform, reading) in expected {
            var view = Self.view(platform)
            let t0: Int64 = 1_000_000
            view.pointerPressed(at: Point(x: 200, y: 100), time: t0)
            for i in 1...12 {
                let ms = Double(i * 8)
                view.pointerMoved(to: Point(x: 200, y: 100 + 1.5 * ms - 0.004 * ms * ms), time: t0 + Int64(i) * 8_000)
            }
            var released = 0.0
            let release = t0 + 96_000
            let at = view.offset.y
            view.pointerReleased(at: Point(x: 200, y: 100 + 107.136), time: release) { released = $0.velocity.y }
            #expect(abs(released + reading) < 1e-9, "\(platform): \(released)")
            #expect(abs((view.trackerVelocity?.y ?? 0) + reading) < 1e-9)
            #expect(view.offset.y == at)
            // Every frame after: moving the way the drag pushed it, slowing, no jump.
            var previous = (offset: at, speed: reading)
            for frame in 1...240 {
                _ = view.step(to: release + Int64(frame) * 8_333)
                let speed = -view.velocity.y
                #expect(view.offset.y <= previous.offset, "\(platform) frame \(frame)")
                #expect(
                    previous.offset - view.offset.y <= previous.speed * 0.008_334 + 1e-9, "\(platform) frame \(frame)")
                #expect(speed <= previous.speed + 1e-6, "\(platform) frame \(frame)")
                previous = (view.offset.y, speed)
            }
        }
    }

    /// A short fast flick (15 pt in 12 ms) past Android's slop: Android flings at its tracker's
    /// 1250 pt/s; Flutter on Android reads the same speed but the drag moved less than
    /// `minFlingDistance` (18), so it is no fling and the content stays where it was let go.
    @Test func aShortFlickFlingsOnAndroidButNotInFlutter() {
        for (platform, flings) in [(ScrollPlatform.android, true), (.flutterAndroid, false)] {
            var view = Self.view(platform)
            view.pointerPressed(at: Point(x: 200, y: 300), time: 1_000)
            for i in 1...3 {
                view.pointerMoved(to: Point(x: 200, y: 300 - 5 * Double(i)), time: 1_000 + Int64(i) * 4_000)
            }
            var released = 0.0
            view.pointerReleased(at: Point(x: 200, y: 285), time: 13_000) { released = $0.velocity.y }
            #expect(isClose(view.trackerVelocity?.y ?? 0, 1250, relative: 1e-12), "\(platform)")
            #expect(released == (flings ? view.trackerVelocity?.y ?? 0 : 0), "\(platform)")
            let at = view.offset.y
            _ = view.step(to: 2_000_000)
            #expect((view.offset.y > at) == flings, "\(platform)")
        }
    }

    /// Through the scroll view, a 12,000 pt/s flick: every tracker reads 12,000; Android and
    /// Flutter fling at 8000 from where it was let go, UIKit at 12,000: the motion starts at that
    /// speed, and 1 ms on it has moved that speed's millisecond within 2.5 % (a decay takes a
    /// little off; Android's spline table, read by linear interpolation, steps its speed by up to
    /// 2.3 %, docs/platforms.md).
    @Test func aFastFlickIsClampedWhereThePlatformClamps() {
        for (platform, fling) in [
            (ScrollPlatform.uikit, 12_000.0), (.android, 8000), (.flutterIOS, 8000), (.flutterAndroid, 8000),
        ] {
            var view = Self.view(platform)
            let t = view.flick(
                from: Point(x: 200, y: 500), pointerVelocity: Point(x: 0, y: -12_000), startTime: 1_000_000)
            #expect(isClose(view.trackerVelocity?.y ?? 0, 12_000, relative: 1e-9), "\(platform)")
            let at = view.offset.y
            #expect(isClose(view.velocity.y, fling, relative: 1e-9), "\(platform): \(view.velocity.y)")
            _ = view.step(to: t + 1_000)
            let moved = view.offset.y - at
            #expect(abs(moved - fling * 0.001) < fling * 0.001 * 0.025, "\(platform): 1 ms on, \(moved)")
        }
    }
}
