import Testing

@testable import Motion

/// Flutter's trackers are fed as its engine feeds them: no move that left the pointer where it
/// was (a touch panel's pressure-only report), and on Android whole-millisecond stamps, while
/// Android's own tracker fits every movement at its exact time.
@Suite struct FlutterPointerFeedTests {
    static func samples() -> PointerSamples {
        var given = PointerSamples()
        given.add(time: 0, position: Point(x: 0, y: 0))
        given.add(time: 8_333, position: Point(x: 10, y: 0))
        given.add(time: 16_667, position: Point(x: 20, y: 0))
        given.add(time: 25_000, position: Point(x: 20, y: 0))  // the pressure changed, not the place
        return given
    }

    @Test func aMoveThatStayedPutNeverReachesFlutterAndItsStampsAreWholeMilliseconds() {
        let moved = FlutterPointerSamples.moved(Self.samples())
        #expect(moved.samples.map(\.time) == [0, 8_333, 16_667])
        #expect(FlutterPointerSamples.stampedInWholeMilliseconds(moved).samples.map(\.time) == [0, 8_000, 16_000])
        // 10 pt per whole 8 ms: a line, so the fit reads exactly 1250 pt/s; at the exact times it
        // would read 10 pt per 8.333 ms, 1200.
        let flutter = FlutterVelocityTracker.estimate(Self.samples(), at: 30_000)
        #expect(abs(flutter.velocity.x - 1250) < 1e-9, "\(flutter.velocity.x)")
        // The stopwatch runs from the last move that arrived (16.667 ms): 41.3 ms later it is past 40.
        #expect(FlutterVelocityTracker.estimate(Self.samples(), at: 58_000).velocity.x == 0)
        #expect(FlutterVelocityTracker.estimate(Self.samples(), at: 56_000).velocity.x > 0)
        // Android fits the pressure-only movement too: the finger slowed into the lift.
        let android = AndroidVelocityTracker.estimate(Self.samples(), at: 30_000)
        #expect(android.velocity.x < 1100, "\(android.velocity.x)")
        // Flutter on iOS drops it as well, and keeps exact times.
        let ios = IOSFlingVelocityTracker.estimate(FlutterPointerSamples.moved(Self.samples()), at: 30_000)
        let iosAll = IOSFlingVelocityTracker.estimate(Self.samples(), at: 30_000)
        #expect(ios.velocity.x != iosAll.velocity.x)
    }
}
