/// UIScrollView's release behaviour on one axis: a free deceleration that, if its path crosses
/// an edge of `bounds`, hands over to a spring that carries the velocity at the crossing and
/// brings the content back to that edge (physics.md §1.4, ScrollMechanics' reconstruction).
///
/// - Released inside and resting inside: just the decay.
/// - Released inside (or coasting in from beyond an edge fast enough to come back inside) and
///   crossing an edge: decay until the crossing, then the spring from the edge.
/// - Released beyond an edge and not coasting back in: springs straight back to the nearer
///   edge with the release velocity (critically damped m = 1, k = 100 by default).
/// - With `bounces == false` the glide stops dead at the edge it reaches, as UIKit does.
///
/// The velocity handed to the spring at a crossing is capped at `maxSpringVelocity` (Flutter's
/// `maxSpringTransferVelocity`, 5000 pt/s) so the overshoot stays bounded: a critically
/// damped spring from the edge with velocity v peaks at v/(β·e) beyond it. A release already
/// beyond the edge keeps its velocity (as Flutter's underscroll spring does) up to
/// `maxReturnVelocity`, so a drag released outside starts its spring with no velocity jump.
public struct BounceSimulation: Simulation, Hashable {
    /// Flutter `BouncingScrollSimulation.maxSpringTransferVelocity`, pt/s.
    public static let defaultMaxSpringVelocity = 5000.0

    public let bounds: ClosedRange<Double>
    public let bounces: Bool
    public let tolerance: Tolerance
    /// The free glide, nil when the release springs straight back from beyond an edge.
    public let decay: DecaySimulation?
    /// The edge the motion ends on, nil when it comes to rest inside.
    public let edge: Double?
    /// When (s after the start) the edge phase begins: 0 for a straight spring-back,
    /// the crossing time otherwise; nil without an edge phase.
    public let edgeTime: Double?
    /// The spring back to `edge`, evaluated from `edgeTime`; nil for pure decay or no bounce.
    public let spring: SpringSimulation?
    public let duration: Double

    public init(
        position: Double, velocity: Double, rate: DecelerationRate = .normal,
        bounds: ClosedRange<Double>, bounces: Bool = true, spring: Spring = .bounceBack,
        maxSpringVelocity: Double = BounceSimulation.defaultMaxSpringVelocity,
        maxReturnVelocity: Double = .infinity, tolerance: Tolerance = .standard
    ) {
        let bounds = Sanitize.range(bounds)
        let x0 = Sanitize.position(position)
        let v0 = Sanitize.velocity(velocity)
        let cap =
            maxSpringVelocity.isNaN ? Self.defaultMaxSpringVelocity : clamp(maxSpringVelocity, 0...Sanitize.maxVelocity)
        let returnCap =
            maxReturnVelocity.isNaN ? Sanitize.maxVelocity : clamp(maxReturnVelocity, 0...Sanitize.maxVelocity)
        self.bounds = bounds
        self.bounces = bounces
        self.tolerance = tolerance
        let glide = DecaySimulation(position: x0, velocity: v0, rate: rate, tolerance: tolerance)
        // Where the glide actually stops decides whether it reaches an edge.
        let rest = glide.finalPosition

        let outside = x0 < bounds.lowerBound || x0 > bounds.upperBound
        let nearEdge = x0 < bounds.lowerBound ? bounds.lowerBound : bounds.upperBound
        // Beyond an edge, a flick back towards the content whose glide would end inside again
        // behaves like a release inside (the content coasts in); otherwise it springs back.
        let coastsIn = x0 < bounds.lowerBound ? rest >= bounds.lowerBound : rest <= bounds.upperBound
        if outside && !coastsIn {
            decay = nil
            edge = nearEdge
            edgeTime = 0
            if bounces {
                let s = SpringSimulation(
                    spring: spring, from: x0, to: nearEdge,
                    velocity: clamp(v0, -returnCap...returnCap), tolerance: tolerance)
                self.spring = s
                duration = s.duration
            } else {
                self.spring = nil
                duration = 0
            }
            return
        }

        decay = glide
        let crossed: Double? =
            rest > bounds.upperBound
            ? bounds.upperBound
            : rest < bounds.lowerBound ? bounds.lowerBound : nil
        guard let crossed, let crossing = glide.time(toReach: crossed) else {
            edge = nil
            edgeTime = nil
            self.spring = nil
            duration = glide.duration
            return
        }
        edge = crossed
        edgeTime = crossing
        if bounces {
            let incoming = clamp(glide.rawVelocity(at: crossing), -cap...cap)
            let s = SpringSimulation(
                spring: spring, from: crossed, to: crossed, velocity: incoming,
                tolerance: tolerance)
            self.spring = s
            duration = crossing + s.duration
        } else {
            self.spring = nil
            duration = crossing
        }
    }

    public var finalPosition: Double { edge ?? decay?.finalPosition ?? bounds.lowerBound }

    public func position(at t: Double) -> Double {
        let t = Sanitize.time(t)
        guard let edge, let edgeTime else { return decay?.position(at: t) ?? finalPosition }
        if t < edgeTime, let decay { return decay.rawPosition(at: t) }
        return spring?.position(at: t - edgeTime) ?? edge
    }

    public func velocity(at t: Double) -> Double {
        let t = Sanitize.time(t)
        guard let edgeTime else { return decay?.velocity(at: t) ?? 0 }
        if t < edgeTime, let decay { return decay.rawVelocity(at: t) }
        return spring?.velocity(at: t - edgeTime) ?? 0
    }

    public func isDone(at t: Double) -> Bool { Sanitize.time(t) >= duration }

    /// Whether at `t` the motion is in its spring-back phase (UIKit's "bouncing").
    public func isBouncing(at t: Double) -> Bool {
        guard spring != nil, let edgeTime else { return false }
        let t = Sanitize.time(t)
        return t >= edgeTime && t < duration
    }
}
