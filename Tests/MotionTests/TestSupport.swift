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

/// The margins the Motion tests allow, each named for the promise it checks, so a comparison
/// says what "close" means and one promise is checked with one margin everywhere. (Not Motion's
/// `Tolerance`, which tells a simulation when it is done.)
enum Tolerances {
    /// The model evaluates the same closed form as the test (or its exact inverse): only the last
    /// bits of a Double differ.
    static let sameFormula = 1e-12

    /// The same value reached by different arithmetic (a sum against a product, a round trip
    /// through an inverse, `pow` against `exp`): rounding and nothing else.
    static let rounding = 1e-9

    /// A first-order closed form (a decay, an approach) against RK4 at a 10 µs step, relative.
    static let integration = 1e-9

    /// A spring's closed form against RK4 at a 10 µs step, relative: the oscillation costs the
    /// integration a digit.
    static let springIntegration = 1e-8

    /// The absolute floor of an RK4 comparison where the value passes near zero (pt or pt/s).
    static let integrationFloor = 1e-7

    /// The same floor for a spring's velocity, which swings through zero faster.
    static let springVelocityFloor = 1e-6

    /// A value read 1 ns short of an instant or at a vanishing argument, or a peak sampled on a
    /// grid, against the limit or analytic bound it approaches.
    static let limit = 1e-6

    /// A small difference of two large positions (a glide's rest point against where it
    /// stopped) against its closed form: the subtraction cancels about six digits. Relative.
    static let difference = 1e-6

    /// A velocity taken by central difference (`TweenSimulation.slopeStep`), relative.
    static let finiteDifference = 1e-6

    /// A release velocity that a retarget must leave alone, relative to max(1, |v|).
    static let velocityKept = 1e-6

    /// One scripted session of drags, wheels and bounces stepped at 30, 60, 120, 144 Hz and on
    /// jittery frames gives the same offset (pt) at the same instant.
    static let sessionFrameRateAgreement = 1e-6

    /// The cruise → decay hand-over of an approach, probed 1 ns either side: position (pt).
    static let seamPosition = 1e-5
    /// The same hand-over's velocity (pt/s).
    static let seamVelocity = 1e-4

    /// The decay → edge-spring hand-over of a bounce, probed 100 ns either side: position (pt).
    static let edgePosition = 1e-3
    /// The same hand-over's velocity (pt/s).
    static let edgeVelocity = 0.05

    /// 1 ms after a wheel pull turns round, the offset moved the velocity's 1 ms of travel within
    /// this (pt): no jump.
    static let turnRound = 0.05

    /// UIKit's projection, quoted as 0.4995·v and 0.0995·v, to the digits quoted (relative).
    static let quotedProjection = 1e-3

    /// A figure compared at two decimals (pt).
    static let twoDecimals = 0.01

    /// Penner's back curves overshoot "10 %": their extreme is 1.1 (or −0.1) within this.
    static let quotedOvershoot = 0.002

    /// A published value (WebKit's UnitBezier `ease` at 0.5) against ours, whose x solver stops
    /// within `CubicBezier.tolerance`.
    static let publishedValue = 1e-6

    /// The velocity tracker reads a constant-speed drag within 1 % (relative) at any rate and
    /// jitter.
    static let trackerReading = 0.01
}

/// Integrates x'' = acceleration(x, v) with classic RK4 at a fixed step, returning (x, v) at
/// each requested time (ascending).
func integrateRK4(
    x0: Double, v0: Double, step: Double, times: [Double],
    acceleration: (Double, Double) -> Double
) -> [(x: Double, v: Double)] {
    var x = x0
    var v = v0
    var t = 0.0
    var results: [(x: Double, v: Double)] = []
    for target in times {
        while t < target - 1e-12 {
            let h = min(step, target - t)
            let k1x = v
            let k1v = acceleration(x, v)
            let k2x = v + h / 2 * k1v
            let k2v = acceleration(x + h / 2 * k1x, v + h / 2 * k1v)
            let k3x = v + h / 2 * k2v
            let k3v = acceleration(x + h / 2 * k2x, v + h / 2 * k2v)
            let k4x = v + h * k3v
            let k4v = acceleration(x + h * k3x, v + h * k3v)
            x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
            t += h
        }
        results.append((x, v))
    }
    return results
}

func isClose(
    _ a: Double, _ b: Double, relative: Double = Tolerances.rounding,
    absolute: Double = Tolerances.rounding
) -> Bool {
    abs(a - b) <= max(absolute, relative * max(abs(a), abs(b)))
}

/// Scripted pointer drags for scroll-view tests.
extension ScrollView {
    /// Presses at `start`, moves by `velocity` (pt/s, pointer space) every `interval` µs for
    /// `duration` µs, and releases at the last point. Returns the release time.
    @discardableResult
    mutating func flick(
        from start: Point, pointerVelocity: Point, startTime: Int64,
        interval: Int64 = 8_000, duration: Int64 = 80_000,
        adjust: (inout DragRelease) -> Void = { _ in }
    ) -> Int64 {
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
