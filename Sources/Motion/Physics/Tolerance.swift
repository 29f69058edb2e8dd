/// When a motion counts as finished, as one named value instead of epsilons scattered through
/// the simulations (Flutter's `Tolerance`). A spring is at rest once it stays within `distance`
/// of its target and slower than `velocity`; a free deceleration stops, where it is, once it is
/// slower than `velocity`; a deceleration onto a target arrives there at `velocity`.
public struct Tolerance: Hashable, Sendable {
    /// Points from the resting position; kept positive and finite like the initialiser's.
    public var distance: Double { didSet { distance = Self.positive(distance, fallback: 0.1) } }
    /// Points per second; kept positive and finite like the initialiser's.
    public var velocity: Double { didSet { velocity = Self.positive(velocity, fallback: 1) } }

    /// Values are made usable: NaN, zero or negative fall back to `standard`'s, and both are
    /// kept at least 1e-9 so every "time until at rest" stays finite.
    public init(distance: Double, velocity: Double) {
        self.distance = Self.positive(distance, fallback: 0.1)
        self.velocity = Self.positive(velocity, fallback: 1)
    }

    /// What every scroll motion uses unless configured otherwise: a tenth of a point (a fifth of
    /// a pixel at 2×, so a spring's final step onto its target is invisible) and a point per
    /// second (below what anyone perceives as movement).
    public static let standard = Tolerance(distance: 0.1, velocity: 1)

    /// The same tolerance in other units: `points` points per unit (a transition's fraction
    /// complete is in units of the container width).
    public func scaled(toUnitsOf points: Double) -> Tolerance {
        guard points.isFinite, points > 0 else { return self }
        return Tolerance(distance: distance / points, velocity: velocity / points)
    }

    private static func positive(_ value: Double, fallback: Double) -> Double {
        guard value.isFinite, value > 0 else { return value == .infinity ? 1e12 : fallback }
        return max(value, 1e-9)
    }
}
