import RealModule

/// What a release turns into (Flutter's `createBallisticSimulation`), and the springs that
/// bring content back.
///
/// - Left alone, a release glides freely and bounces at an edge (`glide`).
/// - Retargeted (snapping, paging, a demo's choice), `snap` decides: moving towards the target
///   at `slowReleaseVelocity` or more, it decelerates onto it (`ApproachSimulation`), never
///   faster than the release; slower, or with the target behind, a spring started from the
///   release velocity takes it there (`snapSpring`).
extension ScrollPhysics {
    /// A bounce should not carry the content more than this fraction of the viewport past an
    /// edge: the velocity handed to the edge spring is capped at fraction·d·β·e (the peak of a
    /// critically damped spring started at the edge is v/(β·e)); at a crossing also at
    /// Flutter's 5000 pt/s.
    public static let maxBounceOvershootFraction = 0.5
    /// A spring turning a release round towards a target behind it returns no faster than the
    /// release when β·s0/v0 stays below 2.59 (critically damped: the return peaks at
    /// b·e^(−βt*), b = v0 + β·s0); 2.5 keeps a margin.
    public static let maxReturnStiffnessRatio = 2.5

    /// Where a free deceleration from `position` with `velocity` tends (the WWDC projection,
    /// x0 + v0/λ, unclamped): what `willEndDragging` offers as the projected landing.
    public func projectedLanding(position: Double, velocity: Double) -> Double {
        DecaySimulation(position: position, velocity: velocity, rate: decelerationRate).restingPosition
    }

    /// A release left alone: free deceleration, bouncing back at an edge of `range` (or stopping
    /// dead there without `bounces`); `dimension` is the viewport's on that axis.
    public func glide(
        position: Double, velocity: Double, range: ClosedRange<Double>, dimension: Double,
        bounces: Bool
    ) -> BounceSimulation {
        let beta = bounceSpring.damping / (2 * bounceSpring.mass)
        let returnCap = Self.maxBounceOvershootFraction * dimension * beta * Double.exp(1)
        return BounceSimulation(
            position: position, velocity: velocity, rate: decelerationRate, bounds: range,
            bounces: bounces, spring: bounceSpring,
            maxSpringVelocity: min(BounceSimulation.defaultMaxSpringVelocity, returnCap),
            maxReturnVelocity: returnCap, tolerance: tolerance)
    }

    /// A release retargeted onto `target`: a deceleration onto it when it lies ahead and the
    /// release is not slow, otherwise `snapSpring(from:velocity:to:)`. Ends exactly on it.
    public func snap(position: Double, velocity: Double, target: Double) -> ScrollSimulation {
        if let approach = deceleration(from: position, velocity: velocity, to: target) { return .approach(approach) }
        return .spring(snapSpring(from: position, velocity: velocity, to: target))
    }

    /// The deceleration onto `target` for a release at `position` with `velocity`, or nil when
    /// the release calls for a spring (slower than `slowReleaseVelocity`, moving away, already
    /// there). `unit` is points per unit of position (a transition's fraction complete is in
    /// container widths): speeds and the tolerance are compared in points.
    public func deceleration(
        from position: Double, velocity: Double, to target: Double,
        unit: Double = 1
    ) -> ApproachSimulation? {
        let unit = unit.isFinite && unit > 0 ? unit : 1
        guard abs(velocity) * unit >= slowReleaseVelocity else { return nil }
        return ApproachSimulation(
            position: position, velocity: velocity, target: target, rate: decelerationRate,
            tolerance: tolerance.scaled(toUnitsOf: unit))
    }

    /// `snapSpring` from the release velocity to `target`. A fast release moving away from a
    /// target behind it is turned round by a critically damped spring soft enough that it
    /// never comes back faster than it left.
    public func snapSpring(from position: Double, velocity: Double, to target: Double) -> SpringSimulation {
        var spring = snapSpring
        let away = Sanitize.position(position) - Sanitize.position(target)
        let speed = abs(Sanitize.velocity(velocity))
        if velocity * away > 0, speed >= slowReleaseVelocity, spring.dampingRatio >= 1 {
            let maxBeta = Self.maxReturnStiffnessRatio * speed / abs(away)
            if spring.damping / (2 * spring.mass) > maxBeta {
                spring = Spring(dampingRatio: 1, response: 2 * Double.pi / maxBeta, mass: spring.mass)
            }
        }
        return SpringSimulation(spring: spring, from: position, to: target, velocity: velocity, tolerance: tolerance)
    }

    /// `bounceSpring` from an overscrolled `position` back to `edge`, carrying `velocity`.
    public func bounceBack(from position: Double, to edge: Double, velocity: Double = 0) -> SpringSimulation {
        SpringSimulation(spring: bounceSpring, from: position, to: edge, velocity: velocity, tolerance: tolerance)
    }

    /// The page a paging release settles on (`Snapping.pagingTarget` with this threshold).
    public func pagingTarget(
        position: Double, velocity: Double, pageSize: Double,
        bounds: ClosedRange<Double>
    ) -> Double {
        Snapping.pagingTarget(
            position: position, velocity: velocity, pageSize: pageSize, bounds: bounds,
            velocityThreshold: pagingVelocityThreshold)
    }
}
