@testable import Motion

/// SplitMix64, so "random" test inputs are the same on every run.
struct TestRandom: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Integrates x'' = acceleration(x, v) with classic RK4 at a fixed step, returning (x, v) at
/// each requested time (ascending).
func integrateRK4(x0: Double, v0: Double, step: Double, times: [Double],
                  acceleration: (Double, Double) -> Double) -> [(x: Double, v: Double)] {
    var x = x0, v = v0, t = 0.0
    var results: [(x: Double, v: Double)] = []
    for target in times {
        while t < target - 1e-12 {
            let h = min(step, target - t)
            let k1x = v, k1v = acceleration(x, v)
            let k2x = v + h / 2 * k1v, k2v = acceleration(x + h / 2 * k1x, v + h / 2 * k1v)
            let k3x = v + h / 2 * k2v, k3v = acceleration(x + h / 2 * k2x, v + h / 2 * k2v)
            let k4x = v + h * k3v, k4v = acceleration(x + h * k3x, v + h * k3v)
            x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
            t += h
        }
        results.append((x, v))
    }
    return results
}

func isClose(_ a: Double, _ b: Double, relative: Double = 1e-9, absolute: Double = 1e-9) -> Bool {
    abs(a - b) <= max(absolute, relative * max(abs(a), abs(b)))
}

/// Scripted pointer drags for scroll-view tests.
extension ScrollView {
    /// Presses at `start`, moves by `velocity` (pt/s, pointer space) every `interval` µs for
    /// `duration` µs, and releases at the last point. Returns the release time.
    @discardableResult
    mutating func flick(from start: Point, pointerVelocity: Point, startTime: Int64,
                        interval: Int64 = 8_000, duration: Int64 = 80_000,
                        adjust: (inout DragRelease) -> Void = { _ in }) -> Int64 {
        pointerPressed(at: start, time: startTime)
        var t = startTime
        var p = start
        while t < startTime + duration {
            t += interval
            let dt = Double(interval) / 1_000_000
            p = p + pointerVelocity * dt
            pointerMoved(to: p, time: t)
        }
        pointerReleased(at: p, time: t, willEndDragging: adjust)
        return t
    }
}
