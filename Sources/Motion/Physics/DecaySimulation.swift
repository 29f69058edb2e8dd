import RealModule

/// UIScrollView's free deceleration after a flick, in closed form (physics.md §1.1):
/// v(t) = v0·r^(1000t), x(t) = x0 + v0·(r^(1000t) − 1)/(1000·ln r), rest x0 − v0/(1000·ln r).
///
/// It is done when the distance still to travel, |v(t)|/λ, drops below `distanceTolerance`;
/// from then on `position(at:)` is exactly `restingPosition`, so the final jump is under
/// that tolerance.
public struct DecaySimulation: Simulation, Hashable {
    /// Remaining distance (pt) below which the glide counts as stopped: ScrollMechanics'
    /// 0.5 / screenScale at 2x. For `.normal` that is |v| < 0.5 pt/s.
    public static let distanceTolerance = 0.25

    public let initialPosition: Double
    public let initialVelocity: Double
    public let rate: DecelerationRate
    /// λ, s⁻¹.
    public let decayConstant: Double
    /// Where the glide comes to rest, pt.
    public let restingPosition: Double
    public let duration: Double

    public init(position: Double, velocity: Double, rate: DecelerationRate = .normal) {
        initialPosition = Sanitize.position(position)
        initialVelocity = Sanitize.velocity(velocity)
        self.rate = rate
        decayConstant = rate.decayConstant
        restingPosition = initialPosition + initialVelocity / decayConstant
        let travel = abs(initialVelocity) / decayConstant
        duration = travel > Self.distanceTolerance
            ? Double.log(travel / Self.distanceTolerance) / decayConstant
            : 0
    }

    public var finalPosition: Double { restingPosition }

    public func position(at t: Double) -> Double {
        let t = Sanitize.time(t)
        return t >= duration ? restingPosition : rawPosition(at: t)
    }

    public func velocity(at t: Double) -> Double {
        let t = Sanitize.time(t)
        return t >= duration ? 0 : initialVelocity * Double.exp(-decayConstant * t)
    }

    public func isDone(at t: Double) -> Bool { Sanitize.time(t) >= duration }

    /// The pure closed form with no snap to rest; used where a later segment takes over.
    func rawPosition(at t: Double) -> Double {
        // x0 + (v0/λ)(1 − e^(−λt)); expm1 keeps precision for small λt.
        initialPosition - initialVelocity / decayConstant * Double.expMinusOne(-decayConstant * t)
    }

    func rawVelocity(at t: Double) -> Double { initialVelocity * Double.exp(-decayConstant * t) }

    /// When the glide passes `x` (s), or nil if it never gets there (wrong side, or beyond rest).
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
