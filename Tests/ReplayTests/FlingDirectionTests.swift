import Motion
import Testing

@testable import Demos
@testable import PlaygroundCore
@testable import Replay
@testable import Scenes

/// Issue 41, point 1, on the recordings of it: every fast release on a strip in the golden
/// fixtures that carry one (the carousel's under each platform, and the tour a user recorded in
/// which the carousel flung back, `easing-tour-carousel-flings-forward.jsonl`, re-recorded from
/// `shared/repro/carousel-flings-back.jsonl`), lived again under each of the four platforms, comes
/// to rest at or past its release in the release's direction (a release past an edge apart: it
/// comes back to the edge everywhere). In the tour, gesture 10 (released at
/// 94 pt at +2767 pt/s) rested at -60 pt under every platform; now at 236 pt.
@Suite struct FlingDirectionTests {
    static let files = [
        "easing-tour-carousel-flings-forward.jsonl", "carousel-platform-uikit.jsonl",
        "carousel-platform-android.jsonl", "carousel-platform-flutter-ios.jsonl",
        "carousel-platform-flutter-android.jsonl",
    ]
    /// A release this fast is a flick: a slower one may settle on the nearest item behind it.
    static let flick = 1_000.0

    /// Every gesture of `name` that ends on a strip, as the player found them.
    static func gestures(_ name: String) throws -> [GestureRecord] {
        let replay = try ReplayReader().read(path: GoldenReplayTests.fixtures.appendingPathComponent(name).path)
        var found: [GestureRecord] = []
        var serials = Set<Int>()
        _ = try ReplayPlayer.run(
            replay, verify: false,
            afterFrame: { _, app in
                if let g = app.tuning.lastGesture, serials.insert(g.record.serial).inserted { found.append(g.record) }
            })
        return found
    }

    @Test(arguments: FlingDirectionTests.files)
    func noFastReleaseRestsBehindItselfUnderAnyPlatform(_ name: String) throws {
        var flicks = 0
        for record in try Self.gestures(name) {
            let physics = record.demoID + "." + ScrollPhysicsParameters.Field.platform.rawValue
            // End and Home move the carousel too, with no fling to hold to a limit.
            guard let spec = record.parameters.catalog.spec(named: physics), record.demoID == "carousel",
                !record.startedByKey
            else {
                continue
            }
            for platform in ScrollPlatform.allCases {
                var values = record.parameters
                values.set(spec, to: .choice(platform.rawValue))
                let trace = record.rerun(under: values).trace
                // The finger's speed, as the platform's tracker read it (Android's snap scroller
                // starts at a speed of its own, which turned negative when it flung back).
                guard let release = trace.release, let metrics = trace.metrics else { continue }
                let finger = release.trackerVelocity ?? release.velocity
                // A release past an edge comes back to it on every platform: that is the edge, not the limit.
                guard abs(finger) >= Self.flick, let scene = record.start as? SceneDemo,
                    (scene.geometry.minOffset...scene.geometry.maxOffset).contains(release.offset)
                else { continue }
                flicks += 1
                let travel = (metrics.restOffset - release.offset) * (finger > 0 ? 1 : -1)
                let place = "\(name), gesture from \(record.startTime) µs under \(platform.rawValue)"
                #expect(
                    travel >= -0.5,
                    "\(place): released at \(release.offset) pt at \(finger) pt/s, rests at \(metrics.restOffset) pt")
            }
        }
        #expect(flicks >= 4, "\(name) has flicks to check")
    }

    /// The user's gesture itself: the tenth of the tour, now resting on the card after the release.
    @Test func theToursTenthGestureRestsAheadOfItsRelease() throws {
        let carousel = try Self.gestures("easing-tour-carousel-flings-forward.jsonl").filter { $0.demoID == "carousel" }
        let record = try #require(carousel.last)
        let trace = record.rerun(under: record.parameters).trace
        let release = try #require(trace.release)
        #expect(abs(release.offset - 94) < 0.5 && (release.trackerVelocity ?? 0) > 2700)
        #expect(trace.metrics?.restOffset == 236)
    }
}
