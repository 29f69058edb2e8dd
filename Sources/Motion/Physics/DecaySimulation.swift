import RealModule

/// UIScrollView's free deceleration after a flick, in closed form (physics.md §1.1):
/// v(t) = v0·r^(1000t), x(t) = x0 + v0·(r^(1000t) − 1)/(1000·ln r), asymptote x0 − v0/(1000·ln r).
///
/// It stops where it is once it is slower than the tolerance's velocity (Flutter's
/// `FrictionSimulation.isDone`): `finalPosition` is the closed form at that instant, so the
/// content comes to rest continuously instead of stepping onto the asymptote in the last frame
/// (for `.normal` the stop is 1/λ ≈ 0.5 pt short of it).
public struct DecaySimulation: Simulation, Hashable {
    public let initialPosition: Double
    public let initialVelocity: Double
    public let rate: DecelerationRate
    public let tolerance: Tolerance
    /// λ, s⁻¹.
    public let decayConstant: Double
    /// Where the pure exponential would come to rest (the WWDC projection x0 + v0/λ), pt.
    public let restingPosition: Double
    /// Where the glide stops: the closed form at `duration`, pt.
    public let finalPosition: Double
    /// When the speed falls to the tolerance's velocity, s (0 if it starts below it).
    public let duration: Double

    public init(
        position: Double, velocity: Double, rate: DecelerationRate = .normal,
        tolerance: Tolerance = .standard
    ) {
        initialPosition = Sanitize.position(position)
        initialVelocity = Sanitize.velocity(velocity)
        self.rate = rate
        self.tolerance = tolerance
        decayConstant = rate.decayConstant
        restingPosition = initialPosition + initialVelocity / decayConstant
        let speed = abs(initialVelocity)
        duration = speed > tolerance.velocity ? Double.log(speed / tolerance.velocity) / decayConstant : 0
        finalPosition =
            duration > 0
            ? Self.closedForm(initialPosition, initialVelocity, decayConstant, duration)
            : initialPosition
    }

    public func position(at t: Double) -> Double {
        let t = Sanitize.time(t)
        return t >= duration ? finalPosition : rawPosition(at: t)
    }

    public func velocity(at t: Double) -> Double {
        let t = Sanitize.time(t)
        return t >= duration ? 0 : rawVelocity(at: t)
    }

    public func isDone(at t: Double) -> Bool { Sanitize.time(t) >= duration }

    /// The pure closed form with no stop; used where a later segment takes over.
    func rawPosition(at t: Double) -> Double {
        Self.closedForm(initialPosition, initialVelocity, decayConstant, t)
    }

    func rawVelocity(at t: Double) -> Double { initialVelocity * Double.exp(-decayConstant * t) }

    /// x0 + (v0/λ)(1 − e^(−λt)); expm1 keeps precision for small λt.
    private static func closedForm(_ x0: Double, _ v0: Double, _ lambda: Double, _ t: Double) -> Double {
        x0 - v0 / lambda * Double.expMinusOne(-lambda * t)
    }

    /// When the glide passes `x` (s), or nil if it never gets there (wrong side, or beyond where
    /// the exponential tends). A point between `finalPosition` and the asymptote is reached by
    /// the closed form only after the glide has stopped.
    public func time(toReach x: Double) -> Double? {
        guard !x.isNaN else { return nil }
        let distance = x - initialPosition
        if distance == 0 { return 0 }
        guard initialVelocity != 0 else { return nil }
        // Fraction of the total travel v0/λ; the glide covers [0, 1) of it.
        let fraction = distance * decayConstant / initialVelocity
        guard fraction > 0, fraction < 1 else { return nil }
        return -Double.log(onePlus: -fraction) / decayConstant
    }
}
