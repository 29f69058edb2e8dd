import RealModule

/// An Android stretch going back (`EdgeEffect` in `STATE_RECEDE`, `TYPE_STRETCH`, Android 13 and
/// later: `onRelease`, `onAbsorb`, `updateSpring`, `isAtEquilibrium`; AOSP frameworks/base
/// `core/java/android/widget/EdgeEffect.java`), as a pure function of the time since it started.
///
/// The effect keeps its stretch in pixels, `distance × height` (the height being the view's
/// length on the axis), and moves it with an underdamped spring towards 0: natural frequency
/// 24.657 rad/s, damping ratio 0.98 (`NATURAL_FREQUENCY`, `DAMPING_RATIO`). Three things cut the
/// spring short, each in pixels, so each follows the density:
/// - a stretch past the whole height is held at it, at rest, and the spring starts again from
///   there (`mDistance > 1`);
/// - once it is slower than 200 px/s (`LINEAR_VELOCITY_TAKE_OVER`), under 8 px
///   (`LINEAR_DISTANCE_TAKE_OVER`) and heading home, it goes home in a straight line at 200 px/s;
/// - below 0 it is over (`isAtEquilibrium`: the stretch never shows the other way).
///
/// AOSP steps the spring from frame to frame in closed form (so the path does not depend on the
/// frame rate) but checks those three conditions at frame times; here each one takes over at the
/// instant its condition first holds, found once, at construction, by a 0.25 ms scan and a
/// bisection: the motion is the limit of AOSP's at an infinite frame rate.
/// `scripts/android-snapping-reference.py` builds the same motion independently.
public struct EdgeEffectRecede: Hashable, Sendable {
    /// `NATURAL_FREQUENCY`, rad/s, and `DAMPING_RATIO`.
    public static let naturalFrequency = 24.657
    public static let dampingRatio = 0.98
    /// `LINEAR_VELOCITY_TAKE_OVER` (px/s) and `LINEAR_DISTANCE_TAKE_OVER` (px).
    public static let linearVelocity = 200.0
    public static let linearDistance = 8.0
    /// `VELOCITY_THRESHOLD` (px/s) and `VALUE_THRESHOLD` (px): at rest below both.
    public static let restVelocity = 0.01
    public static let restDistance = 0.001

    /// One stretch of spring motion: from `x0` px at `v0` px/s, starting `start` s after the recede.
    struct Spring: Hashable, Sendable {
        var start: Double
        var x0: Double
        var v0: Double

        func state(at t: Double) -> (x: Double, v: Double) {
            let a = EdgeEffectRecede.dampingRatio * EdgeEffectRecede.naturalFrequency
            let wd = EdgeEffectRecede.dampedFrequency
            let tau = t - start
            let c2 = (a * x0 + v0) / wd
            let e = Double.exp(-a * tau)
            let (s, c) = (Double.sin(wd * tau), Double.cos(wd * tau))
            let x = e * (x0 * c + c2 * s)
            return (x, -a * x + e * wd * (c2 * c - x0 * s))
        }
    }

    /// How a spring stretch ends.
    enum Hand: Hashable, Sendable {
        case cap, linear, rest
    }

    /// The view's length on the axis, px.
    public let height: Double
    let springs: [Spring]
    /// When the straight line home starts and from where (px); nil when the spring ends it.
    let linearStart: Double?
    let linearFrom: Double
    /// Seconds until the stretch is gone.
    public let duration: Double

    static var dampedFrequency: Double { naturalFrequency * (1 - dampingRatio * dampingRatio).squareRoot() }

    /// A stretch of `distance` (a fraction of the view's length, 0...1) moving at `velocity`
    /// (fractions per second, positive outwards) on a view `size` points long at `density`
    /// pixels per point. `onRelease` starts it at rest; `onAbsorb(v)` with 13·v px/s.
    public init(distance: Double, velocity: Double, size: Double, density: Double) {
        let density = density.isFinite && density > 0 ? density : 1
        let size = size.isFinite ? max(0, size) : 0
        height = size * density
        var x0 = (distance.isFinite ? min(max(distance, 0), 1) : 0) * height
        var v0 = (velocity.isFinite ? velocity : 0) * height
        var springs: [Spring] = []
        var start = 0.0
        var linear: (Double, Double)?
        var end = 0.0
        // A stretch of nothing, or on a view of no length, has nothing to show.
        if height > 0, x0 > 0 || v0 > 0 {
            while true {
                let spring = Spring(start: start, x0: x0, v0: v0)
                springs.append(spring)
                let (t, hand) = Self.firstHand(spring, height: height)
                end = t
                switch hand {
                case .cap:
                    // Held at the whole height, at rest; the spring starts again from there.
                    (x0, v0, start) = (height, 0, t)
                    continue
                case .linear:
                    let x = spring.state(at: t).x
                    linear = (t, x)
                    end = t + max(0, x) / Self.linearVelocity
                case .rest:
                    break
                }
                break
            }
        }
        self.springs = springs
        linearStart = linear?.0
        linearFrom = linear?.1 ?? 0
        duration = end
    }

    /// The first instant after `spring.start` at which it hands over: the cap, the straight line
    /// or rest. Scanned at 0.25 ms (every condition holds far longer once it holds), then
    /// bisected to the last bit.
    static func firstHand(_ spring: Spring, height: Double) -> (Double, Hand) {
        func hand(at t: Double) -> Hand? {
            let (x, v) = spring.state(at: t)
            if x > height { return .cap }
            if x < 0 || (abs(v) < restVelocity && x < restDistance) { return .rest }
            // AOSP: |v| ≤ 200, |x| < 8 and signum(v) == −signum(x).
            let heading = (v > 0 ? 1.0 : v < 0 ? -1 : 0) == -(x > 0 ? 1.0 : x < 0 ? -1 : 0)
            if abs(v) <= linearVelocity, abs(x) < linearDistance, heading { return .linear }
            return nil
        }
        let step = 0.000_25
        var lo = spring.start
        var hi = lo + step
        // 40 s of spring is 10⁻⁴¹⁹ of any stretch: rest is reached long before.
        while hand(at: hi) == nil, hi < spring.start + 40 {
            lo = hi
            hi += step
        }
        guard hand(at: hi) != nil else { return (hi, .rest) }
        for _ in 0..<80 {
            let mid = lo + (hi - lo) / 2
            guard mid > lo, mid < hi else { break }
            if hand(at: mid) == nil { lo = mid } else { hi = mid }
        }
        return (hi, hand(at: hi) ?? .rest)
    }

    /// The stretch in pixels and its velocity (px/s) at `t`.
    func state(at t: Double) -> (x: Double, v: Double) {
        let t = Sanitize.time(t)
        guard t < duration else { return (0, 0) }
        if let linearStart, t >= linearStart {
            return (linearFrom - Self.linearVelocity * (t - linearStart), -Self.linearVelocity)
        }
        guard var spring = springs.first else { return (0, 0) }
        for next in springs.dropFirst() where t >= next.start { spring = next }
        let (x, v) = spring.state(at: t)
        return (max(0, x), v)
    }

    /// The stretch at `t`, a fraction of the view's length (`getDistance`).
    public func distance(at t: Double) -> Double {
        height > 0 ? min(1, state(at: t).x / height) : 0
    }

    /// How fast it changes, fractions per second.
    public func velocity(at t: Double) -> Double {
        height > 0 ? state(at: t).v / height : 0
    }

    public func isDone(at t: Double) -> Bool { Sanitize.time(t) >= duration }

    /// When the spring stopped at the whole height, if it did.
    public var capTime: Double? { springs.count > 1 ? springs[1].start : nil }
    /// When the straight line home took over, if it did.
    public var linearTime: Double? { linearStart }
}
