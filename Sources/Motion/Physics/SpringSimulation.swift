import RealModule

/// A spring pulling a value from `from` to `to`, starting with `velocity`, solved analytically
/// for the under-, critically and over-damped cases (physics.md §5.2).
///
/// It is done once an envelope of the displacement stays under the tolerance's distance and an
/// envelope of the velocity under its velocity for all later times (a bound, not a sample, so
/// an under-damped spring is not declared done as it swings through the target). From then on
/// `position(at:)` is exactly the target: snapped offsets end exactly on anchors.
public struct SpringSimulation: Simulation, Hashable {
    enum Regime: Hashable, Sendable { case underdamped, critical, overdamped }

    public let spring: Spring
    public let initialPosition: Double
    public let target: Double
    public let initialVelocity: Double
    public let tolerance: Tolerance
    public let duration: Double

    /// Points from the target within which (with `velocityTolerance`) the spring is at rest.
    public var distanceTolerance: Double { tolerance.distance }
    /// Points per second.
    public var velocityTolerance: Double { tolerance.velocity }

    let regime: Regime
    /// β = c/2m, s⁻¹.
    let beta: Double
    /// ωd for under-damped, √(β² − ω0²) for over-damped, 0 when critical; rad/s.
    let omega: Double
    /// The over-damped slow decay rate β − ω, computed as ω0²/(β + ω) so it never rounds to
    /// zero or below (which would let e^(−(β−ω)t) grow); unused otherwise.
    let slowRate: Double
    let s0: Double
    /// v0 + β·s0, the coefficient of the second solution in every regime.
    let b: Double

    public init(spring: Spring, from: Double, to: Double, velocity: Double = 0, tolerance: Tolerance = .standard) {
        self.spring = spring
        initialPosition = Sanitize.position(from)
        target = Sanitize.position(to)
        initialVelocity = Sanitize.velocity(velocity)
        self.tolerance = tolerance

        let m = spring.mass
        let k = spring.stiffness
        let c = spring.damping
        let omega0 = (k / m).squareRoot()
        let zeta = spring.dampingRatio
        beta = c / (2 * m)
        s0 = initialPosition - target
        b = initialVelocity + beta * s0
        // Within 1e-9 of ζ = 1 the separate formulas are still stable, but the exact critical
        // form is cheaper and removes any doubt.
        if abs(zeta - 1) < 1e-9 {
            regime = .critical
            omega = 0
        } else if zeta < 1 {
            regime = .underdamped
            omega = omega0 * (1 - zeta * zeta).squareRoot()
        } else {
            regime = .overdamped
            omega = omega0 * (zeta * zeta - 1).squareRoot()
        }
        slowRate = regime == .overdamped ? omega0 * omega0 / (beta + omega) : beta
        duration = Self.settlingTime(
            regime: regime, beta: beta, omega: omega, slowRate: slowRate, s0: s0,
            v0: initialVelocity, b: b,
            distanceTolerance: tolerance.distance,
            velocityTolerance: tolerance.velocity)
    }

    public var finalPosition: Double { target }

    public func isDone(at t: Double) -> Bool { Sanitize.time(t) >= duration }

    public func position(at t: Double) -> Double {
        let t = Sanitize.time(t)
        if t >= duration { return target }
        return target + displacement(at: t)
    }

    public func velocity(at t: Double) -> Double {
        let t = Sanitize.time(t)
        if t >= duration { return 0 }
        return rawVelocity(at: t)
    }

    /// s(t) = x(t) − target.
    func displacement(at t: Double) -> Double {
        switch regime {
        case .critical:
            return Double.exp(-beta * t) * (s0 + b * t)
        case .underdamped:
            let decay = Double.exp(-beta * t)
            return decay * (s0 * Double.cos(omega * t) + b * Double.sin(omega * t) / omega)
        case .overdamped:
            // e^(−βt)·(s0·cosh ωt + b·sinh(ωt)/ω), with the exponentials taken separately so
            // nothing overflows at large t.
            let (eCosh, eSinh) = hyperbolic(t)
            return s0 * eCosh + b * eSinh / omega
        }
    }

    func rawVelocity(at t: Double) -> Double {
        switch regime {
        case .critical:
            return Double.exp(-beta * t) * (initialVelocity - beta * b * t)
        case .underdamped:
            let decay = Double.exp(-beta * t)
            let sinTerm = (beta * b + omega * omega * s0) / omega
            return decay * (initialVelocity * Double.cos(omega * t) - sinTerm * Double.sin(omega * t))
        case .overdamped:
            let (eCosh, eSinh) = hyperbolic(t)
            return initialVelocity * eCosh + (omega * omega * s0 - beta * b) / omega * eSinh
        }
    }

    /// (e^(−βt)·cosh ωt, e^(−βt)·sinh ωt) for the over-damped case.
    private func hyperbolic(_ t: Double) -> (Double, Double) {
        let slow = Double.exp(-slowRate * t)
        let fast = Double.exp(-(omega + beta) * t)
        return ((slow + fast) / 2, (slow - fast) / 2)
    }

    /// The first time after which both envelopes stay under their tolerances.
    ///
    /// Every regime's displacement is bounded by e^(−γt)(a + b·t) (using |sin ωt/ω| ≤ t and
    /// e^(−βt)·cosh ωt ≤ e^(−(β−ω)t)); the under-damped case also has the amplitude envelope
    /// e^(−βt)·√(s0² + (b/ω)²), and the earlier of the two times is taken.
    static func settlingTime(
        regime: Regime, beta: Double, omega: Double, slowRate: Double, s0: Double, v0: Double,
        b: Double, distanceTolerance: Double, velocityTolerance: Double
    ) -> Double {
        switch regime {
        case .critical:
            let ts = linearEnvelopeTime(a: abs(s0), b: abs(b), rate: beta, tolerance: distanceTolerance)
            let tv = linearEnvelopeTime(a: abs(v0), b: abs(beta * b), rate: beta, tolerance: velocityTolerance)
            return max(ts, tv)
        case .underdamped:
            let sinCoefficient = beta * b + omega * omega * s0
            let ts = min(
                linearEnvelopeTime(a: abs(s0), b: abs(b), rate: beta, tolerance: distanceTolerance),
                amplitudeTime(amplitude: hypot(s0, b / omega), rate: beta, tolerance: distanceTolerance))
            let tv = min(
                linearEnvelopeTime(a: abs(v0), b: abs(sinCoefficient), rate: beta, tolerance: velocityTolerance),
                amplitudeTime(amplitude: hypot(v0, sinCoefficient / omega), rate: beta, tolerance: velocityTolerance))
            return max(ts, tv)
        case .overdamped:
            let rate = slowRate
            let ts = linearEnvelopeTime(a: abs(s0), b: abs(b), rate: rate, tolerance: distanceTolerance)
            let tv = linearEnvelopeTime(
                a: abs(v0), b: abs(omega * omega * s0 - beta * b), rate: rate,
                tolerance: velocityTolerance)
            return max(ts, tv)
        }
    }

    private static func hypot(_ x: Double, _ y: Double) -> Double {
        let m = max(abs(x), abs(y))
        guard m > 0, m.isFinite else { return m }
        let u = x / m
        let v = y / m
        return m * (u * u + v * v).squareRoot()
    }

    /// Smallest T with e^(−γt)·amplitude < tolerance for all t ≥ T.
    static func amplitudeTime(amplitude: Double, rate: Double, tolerance: Double) -> Double {
        guard amplitude >= tolerance else { return 0 }
        guard rate > 0, amplitude.isFinite else { return .infinity }
        return Double.log(amplitude / tolerance) / rate
    }

    /// Smallest T (to ~1e-12 s relative, from above) with g(t) = e^(−γt)(a + b·t) < tolerance
    /// for all t ≥ T; a, b ≥ 0. g rises until t* = 1/γ − a/b and falls after, so the answer is 0
    /// when g(t*) is already small, else found by bisection on the falling side. A fixed
    /// iteration count keeps it deterministic.
    static func linearEnvelopeTime(a: Double, b: Double, rate: Double, tolerance: Double) -> Double {
        guard a > 0 || b > 0 else { return 0 }
        guard rate > 0 else { return .infinity }
        func g(_ t: Double) -> Double { Double.exp(-rate * t) * (a + b * t) }
        let peak = b > 0 ? max(0, 1 / rate - a / b) : 0
        guard g(peak) >= tolerance else { return 0 }
        var lo = peak
        var hi = peak + 1 / rate
        var doublings = 0
        while g(hi) >= tolerance {
            lo = hi
            hi = peak + 2 * (hi - peak)
            doublings += 1
            if doublings > 200 || !hi.isFinite { return .infinity }
        }
        for _ in 0..<60 {
            let mid = (lo + hi) / 2
            if g(mid) >= tolerance { lo = mid } else { hi = mid }
        }
        return hi
    }
}
