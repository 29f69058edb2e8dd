import Testing

@testable import Motion

@Suite struct VelocityTrackerTests {
    /// A drag at `speed` pt/s sampled at `hz` with each timestamp jittered by up to ±30 % of the
    /// frame interval; positions are where the pointer really was at the stamped time.
    private func constantDrag(speed: Double, hz: Double, seed: UInt64) -> (VelocityTracker, Int64) {
        var random = TestRandom(seed: seed)
        var tracker = VelocityTracker()
        let interval = 1_000_000 / hz
        var time: Int64 = 0
        for i in 0..<30 {
            let jitter = Double.random(in: -0.3...0.3, using: &random) * interval
            time = Int64((Double(i) * interval + jitter).rounded())
            tracker.addSample(time: time, position: 50 + speed * Double(time) / 1_000_000)
        }
        return (tracker, time)
    }

    @Test func constantSpeedAtSixtyAndOneTwentyHertzWithJitterIsWithinOnePercent() {
        for hz in [60.0, 120.0] {
            for seed: UInt64 in 1...20 {
                for speed in [-2400.0, 300, 1500] {
                    let (tracker, last) = constantDrag(speed: speed, hz: hz, seed: seed)
                    let v = tracker.velocity(at: last + 2_000)
                    #expect(abs(v - speed) <= Tolerances.trackerReading * abs(speed), "hz \(hz) seed \(seed)")
                }
            }
        }
    }

    @Test func millisecondStampsAtOneTwentyHertzStayWithinOnePercent() {
        // SDL2 stamps events in whole ms: the true 8.33 ms spacing reads as 8 or 9 ms.
        var tracker = VelocityTracker()
        var last: Int64 = 0
        for i in 0..<30 {
            let trueTime = Double(i) * 1_000_000 / 120
            last = Int64((trueTime / 1000).rounded(.down)) * 1000
            tracker.addSample(time: last, position: 1800 * trueTime / 1_000_000)
        }
        #expect(abs(tracker.velocity(at: last) - 1800) <= 18)
    }

    @Test func acceleratingDragReadsAsTheSpeedInTheMiddleOfTheWindow() {
        // x = a·t²/2 with a = 20000 pt/s², sampled every 8 ms to 400 ms.
        var tracker = VelocityTracker()
        var times: [Int64] = []
        for i in 0...50 {
            let t = Int64(i) * 8_000
            times.append(t)
            tracker.addSample(time: t, position: 0.5 * 20000 * Double(t) * Double(t) / 1e12)
        }
        let newest = times.last!
        let window = times.filter { newest - $0 <= VelocityTracker.horizon }
        let meanTime = Double(window.reduce(0, +)) / Double(window.count) / 1e6
        let v = tracker.velocity(at: newest)
        #expect(isClose(v, 20000 * meanTime, relative: Tolerances.rounding))
        #expect(v < 20000 * Double(newest) / 1e6)
    }

    @Test func pauseBeforeReleaseGivesZero() {
        var tracker = VelocityTracker()
        for i in 0..<10 { tracker.addSample(time: Int64(i) * 8_000, position: Double(i) * 20) }
        #expect(tracker.velocity(at: 72_000 + 39_999) != 0)
        #expect(tracker.velocity(at: 72_000 + 40_000) == 0)
        #expect(tracker.velocity(at: 72_000 + 500_000) == 0)
    }

    @Test func samplesBeforeAGapAreIgnored() {
        var tracker = VelocityTracker()
        // Fast movement, a 60 ms stop, then slow movement: only the slow part counts.
        for i in 0..<5 { tracker.addSample(time: Int64(i) * 8_000, position: Double(i) * 40) }
        let resume: Int64 = 32_000 + 60_000
        for i in 0..<4 { tracker.addSample(time: resume + Int64(i) * 8_000, position: 160 + Double(i) * 2) }
        #expect(isClose(tracker.velocity(at: resume + 24_000), 250, relative: Tolerances.rounding))
    }

    @Test func fewerThanThreeSamples() {
        var tracker = VelocityTracker()
        #expect(tracker.velocity(at: 0) == 0)
        tracker.addSample(time: 0, position: 10)
        #expect(tracker.velocity(at: 0) == 0, "one sample: no velocity")
        tracker.addSample(time: 10_000, position: 30)
        #expect(
            isClose(
                tracker.velocity(at: 10_000), 2000,
                relative: Tolerances.sameFormula), "two samples: their difference")
    }

    @Test func badSamplesAreDroppedAndTheResultIsFinite() {
        var tracker = VelocityTracker()
        tracker.addSample(time: 0, position: 0)
        tracker.addSample(time: 8_000, position: 8)
        tracker.addSample(time: 12_000, position: .nan)
        tracker.addSample(time: 4_000, position: 999)  // older than the newest: dropped
        tracker.addSample(time: 8_000, position: 16)  // same time: replaces
        tracker.addSample(time: 16_000, position: .infinity)
        #expect(tracker.count == 3)
        let v = tracker.velocity(at: 16_000)
        #expect(v.isFinite && abs(v) <= 1e6)
        var extreme = VelocityTracker()
        extreme.addSample(time: .min, position: 0)
        extreme.addSample(time: .max, position: 1)
        extreme.addSample(time: .max - 1, position: 1)
        #expect(extreme.velocity(at: .max).isFinite)
    }

    @Test func twoAxisTrackerTracksEachAxis() {
        var tracker = VelocityTracker2D()
        for i in 0..<6 {
            let t = Int64(i) * 10_000
            tracker.addSample(time: t, position: Point(x: Double(i) * 5, y: Double(i) * -12))
        }
        let v = tracker.velocity(at: 50_000)
        #expect(isClose(v.x, 500, relative: Tolerances.rounding) && isClose(v.y, -1200, relative: Tolerances.rounding))
    }
}
