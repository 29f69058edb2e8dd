/// What a platform's velocity tracker reads from a press's samples at the release: the pointer's
/// velocity and how far it moved over the samples the tracker read (Flutter's
/// `VelocityEstimate`: its fling test asks for a distance as well as a speed).
public struct VelocityEstimate: Hashable, Sendable {
    /// pt/s, pointer space.
    public var velocity: Point
    /// The newest sample read minus the oldest one read, pt, pointer space.
    public var offset: Point

    public init(velocity: Point, offset: Point) {
        self.velocity = velocity
        self.offset = offset
    }

    /// No velocity and no travel: a pointer that has stopped, or nothing to read.
    public static let zero = VelocityEstimate(velocity: .zero, offset: .zero)
}
