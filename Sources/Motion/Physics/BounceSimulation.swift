/// UIScrollView's release behaviour on one axis, as ScrollMechanics reconstructs it
/// (`super-ultra/ScrollMechanics`, `ScrollExample/Sources/SimpleScrollView.swift`:
/// `completeGesture`, `startDeceleration`, `bounce`; physics.md §1.4, §8.6): a free deceleration
/// that, if its path crosses an edge of `bounds`, hands over at the crossing to a spring that
/// starts on the edge with the speed the glide has there and brings the content back to it.
///
/// - Released inside and resting inside: just the decay.
/// - Released inside (or on an edge) and crossing an edge: decay until the crossing, then the
///   spring from the edge with the decayed velocity, whatever it is (the reconstruction hands
///   over `parameters.velocity(at: duration)` unchanged; Flutter's 5000 pt/s cap is Flutter's).
/// - Released beyond an edge: the spring straight to the nearer edge from where it is, with the
///   release velocity, whichever way it points. A flick back into the content is not a glide
///   into it: the spring takes the content to the edge (it may swing a little past it, as a
///   critically damped spring started towards its rest does, and comes back).
/// - With `bounces == false` the glide stops dead at the edge it reaches, as UIKit does.
///
/// `maxSpringVelocity` bounds the velocity either spring starts with, so the content stays where
/// a scroll view may put it: `UIKitScrolling` passes the speed whose swing peaks one viewport
/// past the edge (a critically damped spring from the edge with velocity v peaks at v/(β·e)),
/// the rubber band's asymptote and `ScrollView.allowedRange`. Below it the spring is exactly the
/// reconstruction's; no release under about 21,000 pt/s on an 800 pt viewport reaches it.
public struct BounceSimulation: Simulation, Hashable {
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
        maxSpringVelocity: Double = .infinity, tolerance: Tolerance = .standard
    ) {
        let bounds = Sanitize.range(bounds)
        let x0 = Sanitize.position(position)
        let v0 = Sanitize.velocity(velocity)
        let cap = maxSpringVelocity.isNaN ? Sanitize.maxVelocity : clamp(maxSpringVelocity, 0...Sanitize.maxVelocity)
        self.bounds = bounds
        self.bounces = bounces
        self.tolerance = tolerance

        // ScrollMechanics' `completeGesture`: a release outside the bounds (borders included)
        // bounces from where it is; only one inside decelerates.
        if x0 < bounds.lowerBound || x0 > bounds.upperBound {
            let nearEdge = x0 < bounds.lowerBound ? bounds.lowerBound : bounds.upperBound
            decay = nil
            edge = nearEdge
            edgeTime = 0
            if bounces {
                let s = SpringSimulation(
                    spring: spring, from: x0, to: nearEdge, velocity: clamp(v0, -cap...cap), tolerance: tolerance)
                self.spring = s
                duration = s.duration
            } else {
                self.spring = nil
                duration = 0
            }
            return
        }

        let glide = DecaySimulation(position: x0, velocity: v0, rate: rate, tolerance: tolerance)
        decay = glide
        // Where the glide actually stops decides whether it reaches an edge: it stops once slower
        // than the tolerance's 1 pt/s, which at λ = 2.002 is the 0.5 pt short of the asymptote
        // where ScrollMechanics' `duration` stops it.
        let rest = glide.finalPosition
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
                spring: spring, from: crossed, to: crossed, velocity: incoming, tolerance: tolerance)
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
