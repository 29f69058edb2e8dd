import HarnessTestSupport
import Motion
import Testing

@testable import Demos
@testable import Lab

/// Each platform ghost (and so `compare --platforms`, which re-runs gestures the same way) reads
/// its own platform's velocity tracker from the same finger samples, and hands on what that
/// platform's fling rules make of it.
@Suite struct PlatformReleaseVelocityTests {
    /// The pointer samples and release time of `gesture`, from its recorded inputs (demo time).
    static func samples(of gesture: GestureRecord) throws -> (PointerSamples, Int64) {
        var samples = PointerSamples()
        for input in gesture.steps.flatMap(\.inputs) {
            switch input.input {
            case .pointerPressed(let p, _, _), .pointerMoved(let p, _):
                samples.add(time: input.time, position: p)
            case .pointerReleased:
                return (samples, input.time)
            default:
                break
            }
        }
        Issue.record("no release in the gesture")
        return (samples, 0)
    }

    /// A session of `demo` with every platform ghost ticked: a press at the first of `points`,
    /// a move to each of the others 8 ms apart, the release at the last move, then 10 s to rest.
    static func dragWithEveryGhost(in demo: String, through points: [Point]) throws -> TuningSession.CompletedGesture {
        var d = try AppHarness(demo: demo)
        for platform in ScrollPlatform.allCases { d.app.tuning.togglePlatformGhost(platform) }
        d.run(until: d.time + 6 * d.dt)
        // The live demo runs in its lane beside the ghosts' lanes: the drag keeps its shape and
        // speed, pressed 10 pt inside the live viewport's edge it moves away from (the pointer,
        // held by the demo, may leave the lane after that).
        let lane = d.app.liveFrame
        let vf = try #require(d.app.currentDemo.inspector?.viewportFrame)
        let travel = Point(x: points.last!.x - points[0].x, y: points.last!.y - points[0].y)
        let start =
            abs(travel.x) >= abs(travel.y)
            ? Point(x: lane.minX + (travel.x < 0 ? vf.maxX - 10 : vf.minX + 10), y: lane.minY + vf.midY)
            : Point(x: lane.minX + vf.midX, y: lane.minY + (travel.y < 0 ? vf.maxY - 10 : vf.minY + 10))
        let points = points.map { Point(x: $0.x - points[0].x + start.x, y: $0.y - points[0].y + start.y) }
        let t0 = d.time + 1_000
        var inputs = [press(points[0], at: t0)]
        for (i, p) in points.enumerated().dropFirst() { inputs.append(move(p, at: t0 + Int64(i) * 8_000)) }
        let releaseTime = t0 + Int64(points.count - 1) * 8_000
        inputs.append(release(points[points.count - 1], at: releaseTime))
        d.run(inputs, until: releaseTime + 10_000_000)
        return try #require(d.app.tuning.lastGesture)
    }

    /// physics.md §8.1's slowing drag, five times larger, leftwards across the salon strip:
    /// x = 800 − 5·(1.5t − 0.004t²) every 8 ms to 96 ms, released at the last move. Android's and
    /// Flutter's fits read 5 × 732 pt/s, the iOS weighting (UIKit, Flutter iOS) 5 × 863.2.
    @Test func eachGhostReadsItsOwnPlatformsTrackerFromTheSameSamples() throws {
        let points = (0...12).map { i -> Point in
            let ms = Double(i * 8)
            return Point(x: 800 - 5 * (1.5 * ms - 0.004 * ms * ms), y: 360)
        }
        let gesture = try Self.dragWithEveryGhost(in: "salon", through: points)
        let (samples, releaseTime) = try Self.samples(of: gesture.record)
        #expect(samples.samples.count == 13)
        let expected: [ScrollPlatform: Double] = [
            .uikit: 4316, .flutterIOS: 4316, .android: 3660, .flutterAndroid: 3660,
        ]
        #expect(gesture.platforms.map(\.platform) == ScrollPlatform.allCases)
        for entry in gesture.platforms {
            let reading = -entry.platform.scrolling.velocityEstimate(
                samples, at: releaseTime, physics: ScrollPhysics()
            ).velocity.x
            let tracked = try #require(entry.trace.release?.trackerVelocity, "\(entry.platform)")
            #expect(tracked == reading, "\(entry.platform)")
            #expect(abs(tracked - (expected[entry.platform] ?? 0)) < 1e-9, "\(entry.platform): \(tracked)")
            #expect(entry.trace.metrics?.releaseVelocity == tracked, "\(entry.platform)")
        }
        // The live gesture is UIKit's (the salon's default): the same reading as its ghost.
        #expect(gesture.live.release?.trackerVelocity == gesture.platforms.first?.trace.release?.trackerVelocity)
    }

    /// A 12,000 pt/s flick up the easing list (a free glide, released inside the range): every
    /// tracker reads the constant speed; Flutter hands on 8000 (its maximum), exactly; Android
    /// 8000 too, though its spline table's first segment starts up to 2.3 % faster; UIKit all of it.
    @Test func aFastFlickReadsTheSameEverywhereAndIsClampedWhereThePlatformClamps() throws {
        let points = (0...4).map { Point(x: 440, y: 650 - 96 * Double($0)) }
        let gesture = try Self.dragWithEveryGhost(in: "easing", through: points)
        #expect(gesture.platforms.count == 4)
        for entry in gesture.platforms {
            let m = try #require(entry.trace.metrics, "\(entry.platform)")
            #expect(abs(m.releaseVelocity - 12_000) < 1e-6, "\(entry.platform): \(m.releaseVelocity)")
            switch entry.platform {
            case .uikit: #expect(abs(m.flingVelocity - 12_000) < 1e-6, "\(m.flingVelocity)")
            case .android: #expect(abs(m.flingVelocity - 8000) < 8000 * 0.025, "\(m.flingVelocity)")
            case .flutterIOS, .flutterAndroid: #expect(m.flingVelocity == 8000, "\(entry.platform): \(m.flingVelocity)")
            }
            #expect(m.json["fling_velocity"] == .double(m.flingVelocity))
        }
    }
}
