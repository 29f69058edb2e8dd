import Testing

@testable import Motion

@Suite struct RubberBandTests {
    @Test func matchesUIKitValuesForAnEightHundredPointViewport() {
        let expected: [(Double, Double)] = [(10, 5.46), (100, 51.5), (400, 172.5), (800, 283.9), (1600, 419.0)]
        for (x, f) in expected {
            #expect(abs(RubberBand.distance(forOvershoot: x, dimension: 800) - f) < 0.1, "x = \(x)")
            #expect(abs(RubberBand.distance(forOvershoot: -x, dimension: 800) + f) < 0.1, "x = −\(x)")
        }
    }

    @Test func slopeIsPointFiveFiveAtTheEdgeAndItNeverReachesTheDimension() {
        #expect(
            isClose(
                RubberBand.distance(forOvershoot: 1e-6, dimension: 500) / 1e-6, 0.55,
                relative: Tolerances.limit))
        #expect(RubberBand.distance(forOvershoot: 1e12, dimension: 500) < 500)
        #expect(RubberBand.distance(forOvershoot: .infinity, dimension: 500) == 500)
        #expect(RubberBand.distance(forOvershoot: 100, dimension: 0) == 0)
        #expect(RubberBand.distance(forOvershoot: .nan, dimension: 500) == 0)
    }

    @Test func inverseUndoesTheBand() {
        for x in [-2000.0, -37, 0.5, 10, 333, 5000] {
            let f = RubberBand.distance(forOvershoot: x, dimension: 640)
            #expect(isClose(RubberBand.overshoot(forDistance: f, dimension: 640), x, relative: Tolerances.rounding))
        }
        #expect(RubberBand.overshoot(forDistance: 700, dimension: 640).isFinite)
    }

    @Test func offsetHelperBandsOnlyBeyondTheRange() {
        let range = 0.0...1000
        #expect(RubberBand.offset(500, in: range, dimension: 800) == 500)
        #expect(abs(RubberBand.offset(1100, in: range, dimension: 800) - 1051.5) < 0.1)
        #expect(abs(RubberBand.offset(-400, in: range, dimension: 800) + 172.5) < 0.1)
        for raw in [-900.0, -1, 0, 640, 1000, 1234] {
            let banded = RubberBand.offset(raw, in: range, dimension: 800)
            #expect(
                isClose(
                    RubberBand.rawOffset(banded, in: range, dimension: 800), raw,
                    relative: Tolerances.rounding, absolute: Tolerances.rounding))
        }
    }
}
