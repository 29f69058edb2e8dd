import RealModule

/// Android's `OverScroller.fling(start, velocity, min, max, over)` on one axis and everything that
/// follows it, as a pure function of the elapsed time (AOSP `core/java/android/widget/
/// OverScroller.java`, `SplineOverScroller`: `fling`, `adjustDuration`, `continueWhenFinished`,
/// `onEdgeReached`, `startAfterEdge`, `startBounceAfterEdge`/`fitOnBounceCurve`,
/// `startSpringback`, `update`; physics.md §3.1).
///
/// Up to three phases, in order:
/// 1. SPLINE: `start + AndroidSpline.position(atFraction: t/T)·S`, with S and T the spline
///    fling's distance and duration (`OverScrollerFling`). If `start + S` lies beyond an edge,
///    AOSP clamps the final position to the edge and shortens the duration: the spline phase
///    ends when the curve reaches the edge.
/// 2. BALLISTIC: from the edge with the speed it had there, a constant deceleration of `gravity`
///    (`GRAVITY`, 2000 px/s², so 2000/density dp/s²), raised to v²/(2·over) if that would carry
///    it more than `over` past the edge (`onEdgeReached`), up to the apex where it stops.
/// 3. CUBIC: from the apex back to the edge along `Δ·(3s² − 2s³)`, s = time/duration, lasting
///    `√(2|Δ px|/2000)` s (`startSpringback`), which starts and ends at rest. At density 3 the edge
///    phases take √3 as long as at density 1 (physics.md §8.3).
///
/// A start beyond an edge (`startAfterEdge`): moving away from the content (or at rest) it
/// decelerates at `gravity` to an apex and springs back (AOSP fits the same parabola from the
/// edge, `fitOnBounceCurve`); moving towards the content fast enough for the spline to carry it
/// past the edge, it flings from there with that edge no longer a limit; otherwise it springs
/// straight back, dropping its velocity (AOSP: "take velocity into account" is a TODO there).
///
/// Differences from AOSP, all deliberate:
/// - No rounding: AOSP keeps positions and distances in whole pixels and durations in whole
///   milliseconds (`(int)` casts in `fling`, `getSplineFlingDuration`, `onEdgeReached`,
///   `startSpringback`); here everything is a Double, so the spline lasts exactly
///   `1000·e^(l/(DECEL−1))` ms and travels exactly `friction·C·e^(DECEL/(DECEL−1)·l)`.
/// - The spline phase ends where the interpolated curve meets the edge
///   (`AndroidSpline.fraction(reachingPosition:)`), not at `adjustDuration`'s `SPLINE_TIME`
///   estimate, which can be 0.26 % of the distance off and makes AOSP jump onto the edge. The
///   speed handed to the ballistic phase is the table's at that instant, where AOSP uses the
///   last frame's (a frame-rate dependence).
/// - `velocity(at:)` in the cubic phase is the derivative of the position; AOSP's
///   `mCurrVelocity` there is neither scaled by the duration nor signed the right way.
/// - A start beyond an edge moving away from it whose apex would exceed `over`: AOSP refits the
///   deceleration but keeps the time offset of the 2000 dp/s² parabola, so the position jumps;
///   here the deceleration is raised so the apex lands exactly `over` past the edge, and a start
///   already `over` or more past it springs straight back.
public struct AndroidFlingSimulation: Simulation, Hashable {
    /// `ViewConfiguration.OVERFLING_DISTANCE`, dp.
    public static let defaultOverflingDistance = 6.0
    /// `SplineOverScroller.GRAVITY`, px/s²: the deceleration past an edge and the spring-back's
    /// time scale (2000 dp/s² at density 1).
    public static let gravity = 2000.0

    /// The phase of the motion at an instant (AOSP's `mState`, plus `done`).
    public enum Phase: Hashable, Sendable {
        case spline, ballistic, cubic, done
    }

    public let start: Double
    public let initialVelocity: Double
    public let bounds: ClosedRange<Double>
    public let friction: Double
    public let overflingDistance: Double
    /// Device pixels per point: `gravity` is in pixels.
    public let density: Double
    /// Kept for callers that compare motions; this motion ends by its phases' durations, not by
    /// a tolerance.
    public let tolerance: Tolerance

    /// The whole spline fling, signed (`mSplineDistance`), even if it is cut at an edge.
    public let splineDistance: Double
    /// Its whole duration, s (`mSplineDuration`).
    public let splineDuration: Double
    /// When the spline phase ends: `splineDuration`, or when it reaches an edge.
    public let splineEndTime: Double
    /// Where the ballistic phase starts (an edge, or a start beyond one), its signed velocity,
    /// its signed acceleration (opposing the velocity) and its duration.
    public let ballisticOrigin: Double
    public let ballisticVelocity: Double
    public let ballisticAcceleration: Double
    public let ballisticDuration: Double
    /// The spring-back: from where, and how long (s). It always ends on `edge`.
    public let cubicOrigin: Double
    public let cubicDuration: Double
    /// The edge the motion ends on, nil when it comes to rest inside.
    public let edge: Double?
    public let finalPosition: Double
    public let duration: Double

    public init(
        position: Double, velocity: Double, bounds: ClosedRange<Double>,
        friction: Double = OverScrollerFling.defaultFriction,
        overflingDistance: Double = AndroidFlingSimulation.defaultOverflingDistance, density: Double = 1,
        tolerance: Tolerance = .standard
    ) {
        let bounds = Sanitize.range(bounds)
        let x0 = Sanitize.position(position)
        let v0 = Sanitize.velocity(velocity)
        // Friction far outside 1e-6...1e6 would make the spline's distance overflow or vanish.
        let friction = friction.isNaN ? OverScrollerFling.defaultFriction : min(max(friction, 1e-6), 1e6)
        let over = overflingDistance.isNaN ? Self.defaultOverflingDistance : clamp(overflingDistance, 0...1e6)
        self.start = x0
        self.initialVelocity = v0
        self.bounds = bounds
        self.friction = friction
        self.overflingDistance = over
        let density = density.isFinite && density > 0 ? min(max(density, 1e-3), 1e3) : 1
        self.density = density
        self.tolerance = tolerance

        var plan = Plan(start: x0, gravity: Self.gravity / density)
        let lo = bounds.lowerBound
        let hi = bounds.upperBound
        if x0 >= lo && x0 <= hi {
            plan.fling(from: x0, velocity: v0, limits: lo...hi, friction: friction, over: over)
        } else {
            // startAfterEdge.
            let beyondTop = x0 > hi
            let edge = beyondTop ? hi : lo
            let overDistance = x0 - edge
            if overDistance * v0 >= 0 {
                plan.overfling(from: x0, edge: edge, velocity: v0, over: over)
            } else if OverScrollerFling.distance(speed: v0, friction: friction) > abs(overDistance) {
                // Flung back in hard enough to cross the edge: an ordinary fling whose limits
                // stretch to the start, so only the far edge can stop it.
                let limits = beyondTop ? lo...x0 : x0...hi
                plan.fling(from: x0, velocity: v0, limits: limits, friction: friction, over: over)
            } else {
                plan.springBack(from: x0, to: edge)
            }
        }
        splineDistance = plan.splineDistance
        splineDuration = plan.splineDuration
        splineEndTime = plan.splineEnd
        ballisticOrigin = plan.ballisticOrigin
        ballisticVelocity = plan.ballisticVelocity
        ballisticAcceleration = plan.ballisticAcceleration
        ballisticDuration = plan.ballisticDuration
        cubicOrigin = plan.cubicOrigin
        cubicDuration = plan.cubicDuration
        edge = plan.edge
        finalPosition = plan.final
        duration = plan.splineEnd + plan.ballisticDuration + plan.cubicDuration
    }

    /// OverScroller's flywheel (`OverScroller.fling`, `mFlywheel`, on by default): a fling made
    /// while the previous one is still moving adds that one's current velocity when both have
    /// the same sign; otherwise the new velocity is used alone. Pass 0 as `currentVelocity`
    /// once the previous motion is done.
    public static func flywheel(newVelocity: Double, currentVelocity: Double) -> Double {
        let new = Sanitize.velocity(newVelocity)
        let current = Sanitize.velocity(currentVelocity)
        let sameSign = (new > 0 && current > 0) || (new < 0 && current < 0)
        return sameSign ? new + current : new
    }

    /// When the motion leaves the spline (reaches an edge, or starts beyond one); nil when it
    /// never does.
    public var edgeTime: Double? { edge == nil ? nil : splineEndTime }

    public func phase(at t: Double) -> Phase {
        let t = Sanitize.time(t)
        if t >= duration { return .done }
        if t < splineEndTime { return .spline }
        return t - splineEndTime < ballisticDuration ? .ballistic : .cubic
    }

    /// Whether at `t` the motion is over-flinging or springing back (`OverScroller.isOverScrolled`:
    /// running and no longer on the spline).
    public func isPastEdge(at t: Double) -> Bool {
        let phase = phase(at: t)
        return phase == .ballistic || phase == .cubic
    }

    public func position(at t: Double) -> Double {
        let t = Sanitize.time(t)
        switch phase(at: t) {
        case .done:
            return finalPosition
        case .spline:
            // AOSP's update() leaves the position at the start until some time has passed
            // (the table's first entry is 2.3e-5, not 0).
            guard t > 0 else { return start }
            return start + AndroidSpline.position(atFraction: t / splineDuration) * splineDistance
        case .ballistic:
            let s = t - splineEndTime
            return ballisticOrigin + ballisticVelocity * s + ballisticAcceleration * s * s / 2
        case .cubic:
            let s = (t - splineEndTime - ballisticDuration) / cubicDuration
            return cubicOrigin + (finalPosition - cubicOrigin) * s * s * (3 - 2 * s)
        }
    }

    public func velocity(at t: Double) -> Double {
        let t = Sanitize.time(t)
        switch phase(at: t) {
        case .done:
            return 0
        case .spline:
            // At the instant of the fling AOSP reports the velocity it was given.
            guard t > 0 else { return initialVelocity }
            return AndroidSpline.velocityFactor(atFraction: t / splineDuration) * splineDistance / splineDuration
        case .ballistic:
            return ballisticVelocity + ballisticAcceleration * (t - splineEndTime)
        case .cubic:
            let s = (t - splineEndTime - ballisticDuration) / cubicDuration
            return (finalPosition - cubicOrigin) * 6 * s * (1 - s) / cubicDuration
        }
    }

    public func isDone(at t: Double) -> Bool { Sanitize.time(t) >= duration }
}

/// The phases worked out step by step, in the order `SplineOverScroller` runs them.
private struct Plan {
    var splineDistance = 0.0
    var splineDuration = 0.0
    var splineEnd = 0.0
    var ballisticOrigin: Double
    var ballisticVelocity = 0.0
    var ballisticAcceleration = 0.0
    var ballisticDuration = 0.0
    var cubicOrigin: Double
    var cubicDuration = 0.0
    var edge: Double?
    var final: Double
    /// `GRAVITY` in points per second², at the simulation's density.
    let gravity: Double

    init(start: Double, gravity: Double) {
        self.gravity = gravity
        ballisticOrigin = start
        cubicOrigin = start
        final = start
    }

    /// `SplineOverScroller.fling` from inside `limits`, then `continueWhenFinished` /
    /// `onEdgeReached` if the spline is cut at one of them.
    mutating func fling(
        from x0: Double, velocity v0: Double, limits: ClosedRange<Double>, friction: Double, over: Double
    ) {
        guard v0 != 0 else { return }
        let distance = OverScrollerFling.distance(speed: v0, friction: friction)
        let sign: Double = v0 > 0 ? 1 : -1
        splineDistance = sign * distance
        splineDuration = OverScrollerFling.duration(speed: v0, friction: friction)
        let target = x0 + splineDistance
        guard target < limits.lowerBound || target > limits.upperBound, splineDistance != 0 else {
            splineEnd = splineDuration
            final = target
            return
        }
        let edge = target < limits.lowerBound ? limits.lowerBound : limits.upperBound
        let u = AndroidSpline.fraction(reachingPosition: (edge - x0) / splineDistance)
        splineEnd = u * splineDuration
        // At the very start AOSP hands over the release velocity itself (mCurrVelocity).
        let speedAtEdge =
            splineEnd > 0
            ? AndroidSpline.velocityFactor(atFraction: u) * splineDistance / splineDuration : v0
        overfling(from: edge, edge: edge, velocity: speedAtEdge, over: over)
    }

    /// `onEdgeReached` then `startSpringback`: from `origin` (the edge itself, or a start beyond
    /// it moving away: `startBounceAfterEdge`), decelerate at `gravity` to the apex, or harder so
    /// the apex stays within `over` of the edge, then spring back to the edge.
    mutating func overfling(from origin: Double, edge: Double, velocity v: Double, over: Double) {
        self.edge = edge
        final = edge
        ballisticOrigin = origin
        let room = over - abs(origin - edge)
        guard v != 0, room > 0 else {
            // No room left (over = 0 stops dead at the edge, as AOSP's infinite deceleration
            // does) or no speed: straight to the spring-back.
            springBack(from: origin, to: edge)
            return
        }
        let sign: Double = v > 0 ? 1 : -1
        var deceleration = gravity
        var travel = v * v / (2 * deceleration)
        if travel > room {
            deceleration = v * v / (2 * room)
            travel = room
        }
        ballisticVelocity = v
        ballisticAcceleration = -sign * deceleration
        ballisticDuration = abs(v) / deceleration
        springBack(from: origin + sign * travel, to: edge)
    }

    /// `startSpringback`: the cubic from `from` to `to`, lasting √(2|Δ|/GRAVITY) (in pixels, so
    /// √(2|Δ|/gravity) with both in points).
    mutating func springBack(from: Double, to: Double) {
        edge = to
        final = to
        cubicOrigin = from
        cubicDuration = (2 * abs(from - to) / gravity).squareRoot()
    }
}

extension AndroidFlingSimulation: ScrollMotionKind {
    public var isFreeGlide: Bool { true }
    public func isBouncing(at t: Double) -> Bool { edge != nil && isPastEdge(at: t) }
    public func stretch(at t: Double) -> EdgeStretch? { nil }
    public var summary: String {
        edge == nil ? "OverScroller fling" : "OverScroller fling, over-fling and spring-back at the edge"
    }
}
