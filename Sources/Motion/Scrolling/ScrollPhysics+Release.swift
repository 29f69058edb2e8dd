/// The spring that brings content back past an edge, whatever the platform's release did: after
/// a wheel pull, a press released without dragging, a page pulled by hand. What a release turns
/// into is the platform's (`ScrollPhysics+Platforms`, `PlatformScrolling`).
extension ScrollPhysics {
    /// `bounceSpring` from an overscrolled `position` back to `edge`, carrying `velocity`.
    public func bounceBack(from position: Double, to edge: Double, velocity: Double = 0) -> SpringSimulation {
        SpringSimulation(spring: bounceSpring, from: position, to: edge, velocity: velocity, tolerance: tolerance)
    }
}
