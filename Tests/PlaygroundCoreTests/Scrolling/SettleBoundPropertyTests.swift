import Foundation
import HarnessTestSupport
import Motion
import Testing

@testable import PlaygroundCore

/// `ScrollView.settle` rests within `ScrollPhysics.settleBound` whatever it is asked: 400 seeded
/// requests over distances from 1 pt to 10¹¹ pt, speeds from rest to 10⁵ pt/s either way
/// (towards the target or away from it), every platform, paging on or off, each sampled at
/// every frame with the checks of `SettlePath`.
@Suite struct SettleBoundPropertyTests {
    /// A value whose logarithm is uniform over `decades` (10^lower ... 10^upper).
    static func logUniform(_ decades: ClosedRange<Double>, _ random: inout SeededRandom) -> Double {
        pow(10, Double.random(in: decades, using: &random))
    }

    @Test func settleRestsWithinItsBoundAtAnyDistanceAndSpeed() {
        var random = SeededRandom(seed: 0x5E77_1E)
        let page = 600.0
        let start = 1e11
        let dt = Script.frameMicros(hz: 60)
        for round in 0..<400 {
            let platform = ScrollPlatform.allCases.randomElement(using: &random)!
            let paging = Int.random(in: 0..<4, using: &random) == 0
            let speed = Int.random(in: 0..<5, using: &random) == 0 ? 0 : Self.logUniform(-1...5, &random)
            let velocity = Bool.random(using: &random) ? speed : -speed
            let distance = Self.logUniform(0...11, &random)
            let ahead = Bool.random(using: &random)

            var view = ScrollView(
                viewport: Size(width: 800, height: page), contentSize: Size(width: 800, height: 2 * start + page))
            view.physics.platform = platform
            view.paging = paging ? page : nil
            view.setContentOffset(Point(x: 0, y: start))
            // A linear animation moves the content at exactly `velocity` when the settle comes.
            if velocity != 0 {
                view.setContentOffset(Point(x: 0, y: start + velocity), duration: 1, timing: .linear, time: 0)
            }
            let t0: Int64 = 100_000
            var old = view
            _ = old.step(to: t0)
            let target = clamp(
                old.offset.y + (ahead ? distance : -distance), view.minOffset(.vertical)...view.maxOffset(.vertical))
            view.settle(to: Point(x: 0, y: target), time: t0)
            _ = view.step(to: t0)  // the new motion read at its own start
            var path = SettlePath(
                before: (old.offset.y, old.velocity.y), after: (view.offset.y, view.velocity.y), start: t0,
                target: target, samples: [], dt: dt)
            var t = t0
            while view.target != nil, t < t0 + 30_000_000 {
                t += dt
                _ = view.step(to: t)
                path.samples.append((t, view.offset.y))
            }
            let android = platform == .android
            path.expectBounded(
                by: view.physics.settleBound(velocity: path.before.velocity),
                keepsVelocity: !android, restDistance: view.physics.platformTolerance.distance,
                "round \(round): \(platform)\(paging ? " paging" : ""), \(velocity) pt/s, \(distance) pt \(ahead ? "ahead" : "behind")"
            )
        }
    }
}
