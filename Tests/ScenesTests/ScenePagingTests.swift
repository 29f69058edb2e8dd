import HarnessTestSupport
import Motion
import SceneTestSupport
import Testing

/// A `page` scene turns one page per flick at each platform's own paging speed: UIKit's
/// `isPagingEnabled` decelerates onto the page at the fast rate (0.99 per ms), not at the free
/// glide's 0.998, Android's `PagerSnapHelper` in at most 298 ms, Flutter's `PageScrollPhysics`
/// on its spring. Every frame after the release is checked against the platform's motion built
/// here from its constants, so a page that glided at the free rate would fail at the first frame.
@Suite struct ScenePagingTests {
    /// Flicks the pager scene (600 pt pages in a 784 pt viewport) from page 2 at `speed` (pointer
    /// pt/s) under `platform`; returns the release and every frame's (seconds after it, offset).
    static func flick(_ platform: ScrollPlatform, speed: Double) -> (DragRelease, [(t: Double, x: Double)]) {
        var h = DemoHarness(
            SceneFixtures.demo(SceneFixtures.pager, settings: ["physics": platform.rawValue]), hz: 120)
        h.demo.select(3, at: h.time)
        h.settle()
        let (inputs, released) = h.flick(from: h.demo.viewportCentre, axis: .horizontal, velocity: speed)
        h.run(inputs, until: released)
        var frames: [(t: Double, x: Double)] = []
        while h.demo.wake != .idle && h.time < released + 5_000_000 {
            h.tick()
            frames.append((Double(h.time - released) / 1_000_000, h.demo.offset))
        }
        return (h.demo.lastRelease!, frames)
    }

    @Test func uikitSettlesAPageAtTheFastRateInAFractionOfTheGlide() throws {
        for speed in [-900.0, -3000, 3000] {
            let (release, frames) = Self.flick(.uikit, speed: speed)
            let v = release.velocity.x
            let target = release.targetContentOffset.x
            #expect(abs(target - release.offset.x) > 300, "\(speed): a page away")
            let fast = try #require(
                ApproachSimulation(
                    position: release.offset.x, velocity: v, target: target, rate: .fast, tolerance: .standard))
            let free = try #require(
                ApproachSimulation(
                    position: release.offset.x, velocity: v, target: target, rate: .normal, tolerance: .standard))
            for f in frames {
                #expect(abs(f.x - fast.position(at: f.t)) < 1e-9, "\(speed) at \(f.t)")
            }
            #expect(frames.last?.x == target)
            // At the glide's rate a 900 pt/s page took 3.7 s (2.2 s to come within 10 pt); at the
            // fast rate it is within 10 pt, and at rest, in under 0.6 of the glide's times.
            let near = try #require(frames.first { abs($0.x - target) < 10 }).t
            let freeNear = try #require(
                stride(from: 0.0, through: free.duration, by: 1.0 / 120).first {
                    abs(free.position(at: $0) - target) < 10
                })
            #expect(near < 1 && near < 0.6 * freeNear, "\(speed): within 10 pt after \(near) s, not \(freeNear)")
            #expect(fast.duration < 0.6 * free.duration, "\(speed): \(fast.duration) s, not \(free.duration)")
        }
    }

    @Test func androidAndFlutterPageThroughTheirOwnPagingMotions() throws {
        for speed in [-900.0, 3000] {
            let (android, androidFrames) = Self.flick(.android, speed: speed)
            // PagerSnapHelper caps the scroll time at 100 ms: its decelerate tween ends by 298 ms.
            let done = try #require(androidFrames.last).t
            #expect(androidFrames.last?.x == android.targetContentOffset.x)
            #expect(done <= 0.298 + 1.0 / 120, "Android: \(done) s")
            for flutter in [ScrollPlatform.flutterIOS, .flutterAndroid] {
                let (release, frames) = Self.flick(flutter, speed: speed)
                // PageScrollPhysics: the default spring (m 0.5, k 100, ζ 1.1) from the release.
                let spring = SpringSimulation(
                    spring: Spring(mass: 0.5, stiffness: 100, damping: 1.1 * 2 * (0.5 * 100.0).squareRoot()),
                    from: release.offset.x, to: release.targetContentOffset.x, velocity: release.velocity.x,
                    tolerance: FlutterScrolling.toleranceFor(devicePixelRatio: 3))  // the default density
                for f in frames where f.t < spring.duration {
                    #expect(abs(f.x - spring.position(at: f.t)) < 1e-9, "\(flutter) \(speed) at \(f.t)")
                }
                #expect(frames.last?.x == release.targetContentOffset.x)
            }
        }
    }
}
