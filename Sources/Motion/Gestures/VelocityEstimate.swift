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

    /// What a tracker reads from a drag that kept `velocity` (pointer space, pt/s) over the
    /// trackers' 100 ms window: that velocity, and the travel it covered there (what Flutter's
    /// fling test reads). For releases made without a finger (`playground release`).
    public static func sustained(_ velocity: Point) -> VelocityEstimate {
        VelocityEstimate(velocity: velocity, offset: Point(x: velocity.x * 0.1, y: velocity.y * 0.1))
    }
}
