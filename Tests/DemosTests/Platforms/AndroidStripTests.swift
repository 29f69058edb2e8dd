import DemoTestSupport
import HarnessTestSupport
import Motion
import SceneTestSupport
import Testing

@testable import Demos
@testable import PlaygroundCore
@testable import Scenes

/// The salon's strip as a RecyclerView with a LinearSnapHelper under `android` (1024 pt wide,
/// 330 pt pitch), sampled at every frame against `scripts/android-snapping-reference.py`: a slow
/// flick the helper leaves alone flings and snaps on at idle, a release under the minimum fling
/// snaps with `smoothScrollBy`, a hard flick seeks then decelerates in AOSP's 5.6 s; and the stretch
/// drawn by the salon, a scene and the easing list at their edges.
@Suite struct AndroidStripTests {
    static let layout = SalonLayout(viewport: Size(width: 1024, height: 720), count: 40)
    static let frame = Rect(x: 0, y: 0, width: 1024, height: 260)
    static func centred(_ i: Int) -> Double { layout.centredOffset(i) }

    static func strip(density: Double = 1) -> SnapStrip {
        var physics = ScrollPhysics.uiKit
        physics.platform = .android
        physics.density = density
        return SnapStrip(geometry: layout.geometry, viewport: layout.strip.size, axis: .horizontal, physics: physics)
    }

    /// From `offset`, a press at x = 600, one move past Android's 8 dp touch slop (a step itself
    /// when a step is longer than the slop, else 10 pt: the drag begins there), then `moves` moves
    /// of `step` pt (pointer space) every 8 ms, released at the last one: the content follows every
    /// step, and is released with velocity −step/8 ms, exactly (the samples of the tracker's last
    /// 100 ms lie on a line).
    static func flick(_ strip: inout SnapStrip, from offset: Double, step: Double, moves: Int) -> Int64 {
        strip.jump(to: offset)
        strip.catchUp(to: 1_000_000)
        strip.press(at: Point(x: 600, y: 100), in: frame, time: 1_000_000)
        let start = 600 + (abs(step) > AndroidScrolling.touchSlop ? step : (step < 0 ? -10.0 : 10.0))
        var t: Int64 = 1_000_000 + 8_000
        strip.move(to: Point(x: start, y: 100), time: t)
        for k in 1...moves {
            t += 8_000
            strip.move(to: Point(x: start + step * Double(k), y: 100), time: t)
        }
        _ = strip.release(at: Point(x: start + step * Double(moves), y: 100), time: t)
        _ = strip.step(to: t)
        return t
    }

    /// Offsets at every 120 Hz frame from the release until the strip rests.
    static func path(_ strip: inout SnapStrip, from release: Int64) -> [(t: Double, x: Double)] {
        var samples: [(Double, Double)] = []
        var time = release
        while !strip.scroll.isSettled, time < release + 20_000_000 {
            time += 8_333
            _ = strip.step(to: time)
            samples.append((Double(time - release) / 1_000_000, strip.offset))
        }
        return samples
    }

    @Test(arguments: [600.0, 900.0])
    func aSlowFlickPastTheMiddleOfACardGoesOnToTheNext(speed: Double) {
        // Released 100 pt past card 5 at `speed`: the fling (80.0 / 161.8 pt) is under half a
        // child (327.5 pt), LinearSnapHelper finds no position: RecyclerView flings on its own
        // and, once idle, snaps on to card 6 with smoothScrollBy (the reference's numbers).
        let reference: [Double: (end: Double, glide: Double, snap: Double)] = [
            600: (1478.041357921325, 0.3811493234348808, 0.343),
            900: (1559.8288682319758, 0.5137424388316688, 0.319),
        ]
        let (end, glide, snapTime) = reference[speed]!
        var strip = Self.strip()
        let step = -speed * 0.008
        let release = Self.flick(&strip, from: Self.centred(5) + 100 + step * 21, step: step, moves: 21)
        #expect(abs(strip.offset - (Self.centred(5) + 100)) < 1e-9)
        #expect(strip.lastRelease?.isRetargeted == false && abs(strip.lastRelease!.velocity.x - speed) < 1e-6)
        let samples = Self.path(&strip, from: release)
        var snapStart: Double?
        var last = Self.centred(5) + 100
        for (t, x) in samples {
            #expect(x >= last - 1e-9 && x <= Self.centred(6), "t = \(t): \(x)")
            if t < glide {
                #expect(
                    abs(
                        x
                            - (Self.centred(5) + 100 + OverScrollerFling.distance(speed: speed)
                                * AndroidSpline.position(atFraction: t / glide))) < 1e-9)
            } else {
                // The snap starts at the first frame at which the list is idle, as on Android.
                let start = snapStart ?? t
                if snapStart == nil { #expect(abs(x - end) < 1e-9) }
                snapStart = start
                let u = min(1, (t - start) / snapTime)
                let quintic = end + (Self.centred(6) - end) * (1 + power(u - 1, 5))
                #expect(abs(x - quintic) < 1e-9, "t = \(t)")
            }
            last = x
        }
        #expect(strip.offset == Self.centred(6))
        #expect(snapStart! - glide < 1.0 / 120 + 1e-9)
        #expect(abs(samples.last!.t - snapStart! - snapTime) < 1.0 / 120 + 1e-9)
    }

    @Test func aReleaseUnderTheMinimumFlingSnapsBackWithSmoothScrollBy() {
        // 40 pt/s, 100 pt past card 5: no fling, the idle snap at once: 329 ms for 100 pt.
        var strip = Self.strip()
        let release = Self.flick(&strip, from: Self.centred(5) + 100 - 6.4, step: -0.32, moves: 20)
        #expect(abs(strip.offset - (Self.centred(5) + 100)) < 1e-9)
        let samples = Self.path(&strip, from: release)
        var last = Self.centred(5) + 100
        for (t, x) in samples {
            let u = min(1, t / 0.329)
            let quintic = Self.centred(5) + 100 - 100 * (1 + power(u - 1, 5))
            #expect(abs(x - quintic) < 1e-9, "t = \(t)")
            #expect(x <= last && x >= Self.centred(5))
            last = x
        }
        #expect(strip.offset == Self.centred(5))
        #expect(abs(samples.last!.t - 0.329) < 1.0 / 120 + 1e-9 && samples.last!.t >= 0.329)
    }

    @Test(arguments: [1.0, 3.0])
    func aHardFlickSeeksThenDeceleratesInAOSPsTime(density: Double) {
        // 7000 pt/s from card 5 centred: 17 cards on, card 22. AOSP takes 5.61 s (a seek at 1600
        // pt/s to 5212, then 1696 pt in 3.159 s), within the settle bound of 7000 pt/s (5.92 s),
        // so it runs at AOSP's pace, as a phone does (docs/reliability.md §7).
        var strip = Self.strip(density: density)
        let release = Self.flick(&strip, from: Self.centred(5) - 56 * 6, step: -56, moves: 6)
        #expect(abs(strip.offset - Self.centred(5)) < 1e-9)
        #expect(strip.lastRelease!.targetContentOffset.x == Self.centred(22))
        #expect(strip.lastRelease!.targetItems[.horizontal] == 352...672)
        #expect(strip.physics.settleBound(velocity: 7000) > 5.9)
        let scale = 1.0
        let samples = Self.path(&strip, from: release)
        var last = strip.lastRelease!.offset.x
        for (t, x) in samples {
            let aosp = t * scale
            let expected: Double
            if aosp < 2.44625 {
                expected = Self.centred(5) + 1600 * aosp
            } else {
                let u = min(1, (aosp - 2.44625) / 3.159)
                expected = 5212 + 1696 * (1 - (1 - u) * (1 - u))
            }
            #expect(abs(x - expected) < 1e-6, "t = \(t)")
            // Never faster than the seek, and no jump.
            #expect(x >= last && x - last <= 1600 * scale / 120 + 1e-6)
            last = x
        }
        #expect(strip.offset == Self.centred(22))
        #expect(samples.last!.t >= 5.60525 && samples.last!.t < 5.60525 + 1.0 / 120 + 1e-9)
    }

    @Test func theSameSlowFlickUnderUIKitStaysAsItWas() {
        // UIKit snaps at release (never turning back) and never waits for idle: the idle hook is
        // its settle, and nothing is left to snap.
        var strip = Self.strip()
        strip.physics.platform = .uikit
        let release = Self.flick(&strip, from: Self.centred(5) + 4, step: -4.8, moves: 21)
        #expect(strip.lastRelease?.isRetargeted == true)
        _ = Self.path(&strip, from: release)
        #expect(strip.geometry.nearestItem(toOffset: strip.offset) == 6 && strip.scroll.stretch(.horizontal) == nil)
    }

    // MARK: - The stretch, drawn

    /// The stretch transforms in a draw list: a scale along one axis only.
    static func stretches(_ list: DrawList) -> [Transform] {
        list.commands.compactMap {
            if case .pushTransform(let t) = $0, (t.scaleX != 1) != (t.scaleY != 1), t.translation == .zero {
                t
            } else {
                nil
            }
        }
    }

    @Test func theSalonDrawsItsCardsStretchedAtTheEdge() throws {
        var values = ParameterValues()
        try values.set("salon.physics", to: "android")
        var h = SalonRig(viewport: Size(width: 1024, height: 720), parameters: values)
        let strip = h.demo.stripFrame
        // A drag right at card 0 (the start edge): the cards stay, the stretch is drawn.
        let drag = h.drag(from: Point(x: 500, y: strip.midY), by: Point(x: 240, y: 0), duration: 200_000, hold: 100_000)
        h.run(drag.inputs, until: drag.release - 50_000)
        #expect(h.demo.scroll.offset.x == h.demo.centredOffset(0))
        let stretch = try #require(h.demo.scroll.stretch(.horizontal))
        #expect(stretch.edge == .start && stretch.distance > 0.2)
        let drawn = Self.stretches(h.drawn)
        #expect(drawn.count == 1)
        #expect(drawn.first?.scaleX == stretch.scale && drawn.first?.scaleY == 1)
        #expect(drawn.first?.anchor.x == strip.minX)
        // Inside the strip's clip: the transform is pushed after the clip and popped before it ends.
        let commands = h.drawn.commands
        let clip = try #require(commands.firstIndex { if case .pushClip(let r) = $0 { r == strip } else { false } })
        let push = try #require(
            commands.firstIndex { if case .pushTransform(let t) = $0 { t == drawn.first } else { false } })
        let pop = try #require(commands[clip...].firstIndex { if case .popClip = $0 { true } else { false } })
        #expect(clip < push && push < pop)
        // Let go: it recedes, the salon asks for frames until it is gone, then draws it no more.
        h.run([], until: drag.release)
        #expect(h.demo.scroll.phase == .bouncing && h.demo.wake == .nextFrame)
        let rested = h.settle()
        #expect(rested)
        #expect(Self.stretches(h.drawn).isEmpty && h.demo.scroll.offset.x == h.demo.centredOffset(0))
    }

    @Test func aSceneAndTheEasingListDrawTheirStretchToo() throws {
        var scene = DemoHarness(SceneFixtures.demo(SceneFixtures.feed, settings: ["physics": "android"]))
        let down = scene.drag(
            from: scene.demo.viewportCentre, by: Point(x: 0, y: 200), duration: 200_000, hold: 100_000)
        scene.run(down.inputs, until: down.release - 50_000)
        let sceneStretch = try #require(scene.demo.scroll.stretch(.vertical))
        let sceneDrawn = Self.stretches(scene.drawn)
        #expect(sceneDrawn.count == 1 && sceneDrawn.first?.scaleY == sceneStretch.scale)
        #expect(sceneDrawn.first?.anchor.y == scene.demo.viewportFrame.minY)
        #expect(scene.demo.offset == scene.demo.geometry.minOffset)

        var values = ParameterValues()
        try values.set("easing.physics", to: "android")
        var easing = DemoHarness(
            EasingDemo(context: DemoContext(viewport: Size(width: 1024, height: 720), seed: 2, parameters: values)))
        let list = easing.demo.layout.list
        let pull = easing.drag(
            from: Point(x: list.midX, y: list.minY + 40), by: Point(x: 0, y: 200), duration: 200_000, hold: 100_000)
        easing.run(pull.inputs, until: pull.release - 50_000)
        let easingStretch = try #require(easing.demo.scroll.stretch(.vertical))
        let easingDrawn = Self.stretches(easing.drawn)
        #expect(easingDrawn.count == 1 && easingDrawn.first?.scaleY == easingStretch.scale)
        #expect(easingDrawn.first?.anchor.y == list.minY && easing.demo.scroll.offset.y == 0)
    }

    @Test func thePullDemoKeepsItsOwnPullUnderAndroid() {
        // Its pages judge a pull past the edge like a drag: the rubber band, not the stretch, and
        // over the threshold the next page, as under UIKit.
        var over = PullDriver(settings: ["pull.physics": "android"])
        over.scrollToBottom()
        var atRelease = 0.0
        var stretched = false
        over.pull(finger: over.travel(forOvershoot: 105)) {
            atRelease = $0.innerOffset - $0.maxOffset
            stretched = $0.grid.stretch(.vertical) != nil
        }
        #expect(abs(atRelease - 105) < 0.5 && !stretched)
        #expect(over.page == 2)
        var under = PullDriver(settings: ["pull.physics": "android"])
        under.scrollToBottom()
        under.pull(finger: under.travel(forOvershoot: 95))
        under.settle()
        #expect(under.page == 1 && under.innerOffset == 405)
    }

    @Test func underUIKitNothingIsStretchedOrDrawnStretched() {
        var h = SalonRig(viewport: Size(width: 1024, height: 720))
        let drag = h.drag(
            from: Point(x: 500, y: h.demo.stripFrame.midY), by: Point(x: 240, y: 0), duration: 200_000,
            hold: 100_000)
        h.run(drag.inputs, until: drag.release - 50_000)
        #expect(h.demo.scroll.offset.x < h.demo.centredOffset(0))
        #expect(h.demo.scroll.stretch(.horizontal) == nil && Self.stretches(h.drawn).isEmpty)
    }
}

/// x to a whole power, for the reference's quintic.
func power(_ x: Double, _ n: Int) -> Double { (0..<n).reduce(1) { value, _ in value * x } }
