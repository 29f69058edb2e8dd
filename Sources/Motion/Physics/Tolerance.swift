/// When a motion counts as finished, as one named value instead of epsilons scattered through
/// the simulations (Flutter's `Tolerance`): a simulation is at rest once it is within
/// `distance` of where it ends and slower than `velocity`.
public struct Tolerance: Hashable, Sendable {
    /// Points from the resting position.
    public var distance: Double
    /// Points per second.
    public var velocity: Double

    public init(distance: Double, velocity: Double) {
        self.distance = distance
        self.velocity = velocity
    }

    /// What the scroll view uses: a quarter point is below what a person sees at 1×, and a
    /// point per second is below what anyone perceives as movement.
    public static let standard = Tolerance(distance: 0.25, velocity: 1)
}
