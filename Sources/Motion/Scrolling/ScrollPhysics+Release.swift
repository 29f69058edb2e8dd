import RealModule

/// What a release turns into (Flutter's `createBallisticSimulation`), and the springs that
/// bring content back.
///
/// - Left alone, a release glides freely and bounces at an edge (`glide`).
/// - Retargeted (snapping, paging, a demo's choice), `snap` decides: moving towards the target
///   at `slowReleaseVelocity` or more, it decelerates onto it (`ApproachSimulation`), never
///   faster than the release, when that rests within `settleBound`; slower, with the target
///   behind, or too far for the release speed to reach in time, a spring started from the
///   release velocity takes it there (`snapSpring`), within the same bound.
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
    /// there, or too slow for the distance: keeping its speed would not rest within
    /// `settleBound`). `unit` is points per unit of position (a transition's fraction
    /// complete is in container widths): speeds and the tolerance are compared in points.
    public func deceleration(
        from position: Double, velocity: Double, to target: Double,
        unit: Double = 1
    ) -> ApproachSimulation? {
        let unit = unit.isFinite && unit > 0 ? unit : 1
        guard abs(velocity) * unit >= slowReleaseVelocity,
            let approach = ApproachSimulation(
                position: position, velocity: velocity, target: target, rate: decelerationRate,
                tolerance: tolerance.scaled(toUnitsOf: unit))
        else { return nil }
        // The decay phase takes exactly the free glide's time, so this caps the cruise at the
        // release speed at `maxCruiseDuration` (a little more below 20 pt/s, where the 3 s floor
        // decides), whatever the distance.
        guard approach.duration <= settleBound(velocity: velocity, unit: unit) else { return nil }
        return approach
    }

    /// `snapSpring` from the release velocity to `target`. A fast release moving away from a
    /// target behind it is turned round by a critically damped spring soft enough that it
    /// never comes back faster than it left, unless that spring would not rest within
    /// `settleBound` (a target far for the speed): then the softest one between it and
    /// `snapSpring` that does, which comes back faster than it left rather than crawling.
    public func snapSpring(from position: Double, velocity: Double, to target: Double) -> SpringSimulation {
        let configured = SpringSimulation(
            spring: snapSpring, from: position, to: target, velocity: velocity, tolerance: tolerance)
        let away = Sanitize.position(position) - Sanitize.position(target)
        let speed = abs(Sanitize.velocity(velocity))
        guard velocity * away > 0, speed >= slowReleaseVelocity, snapSpring.dampingRatio >= 1 else { return configured }
        let configuredBeta = snapSpring.damping / (2 * snapSpring.mass)
        let maxBeta = Self.maxReturnStiffnessRatio * speed / abs(away)
        guard configuredBeta > maxBeta else { return configured }
        // Stiffened back towards β of `snapSpring` (critically damped throughout) only as far as
        // the bound needs. A `snapSpring` tuned softer than the default may miss the bound even
        // so: then the tuning decides, as a tuned deceleration rate decides a glide's length.
        let softened = Spring(dampingRatio: 1, response: 2 * Double.pi / maxBeta, mass: snapSpring.mass)
        return SpringSimulation.resting(
            within: settleBound(velocity: velocity), spring: softened, stiffestResponse: 2 * Double.pi / configuredBeta,
            from: position, to: target, velocity: velocity, tolerance: tolerance) ?? configured
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
