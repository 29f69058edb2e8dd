/// A `RecyclerView` fling and what its edge shows, as a pure function of the elapsed time
/// (androidx `RecyclerView.java`: `ViewFlinger.fling`, `ViewFlinger.run`, `absorbGlows`,
/// `consumeFlingInStretch`, `fling`; physics.md §8.3).
///
/// `ViewFlinger` runs `OverScroller.fling` with no bounds and no over-fling: the content follows
/// the spline (`AndroidSpline`, `OverScrollerFling`) until the layout cannot scroll further; at an
/// edge the fling stops dead and its speed there (`OverScroller.getCurrVelocity`) is absorbed by
/// the edge's `EdgeEffect` (`absorbGlows` → `onAbsorb`), which stretches and recedes
/// (`EdgeEffectRecede`, starting at 13 times that speed). There is no 6 dp over-fling and no
/// spring-back: those are `ScrollView`'s (`AndroidFlingSimulation`).
///
/// A release from a pulled stretch (`AndroidEdgeEffect.release`) is one of:
/// - no fling: the stretch recedes from where it was let go, at rest (`onRelease`);
/// - absorbed: it recedes from there at 13 times the release speed, outwards or home;
/// - flung out: the spline runs from the edge, its first `lag` points (a quarter of the stretch's
///   length) taking the stretch back four times as fast instead of moving the content
///   (`consumeFlingInStretch`), then the content moves on the rest of it.
///
/// Differences from AOSP, all deliberate: positions are not rounded to whole pixels; the edge is
/// met and the speed absorbed at the instant the spline reaches it, where AOSP notices it at the
/// next frame (and absorbs the speed of that frame); the stretch a fling takes back is taken in
/// continuous time.
public struct RecyclerViewFling: Simulation, Hashable {
    public let start: Double
    public let initialVelocity: Double
    public let bounds: ClosedRange<Double>
    /// The viewport's length on the axis (the effect's height), pt, and pixels per point.
    public let dimension: Double
    public let density: Double
    /// The spline's whole travel (≥ 0), its duration (s) and its direction (±1, 0 for none).
    public let splineDistance: Double
    public let splineDuration: Double
    public let direction: Double
    /// The travel (pt) that takes back the stretch the release came from before the content
    /// moves, and when the spline has covered it.
    public let lag: Double
    public let lagEndTime: Double
    /// The stretch the release came from: its edge and distance (nil when it came from none).
    public let releasedEdge: EdgeStretch.Edge?
    public let releasedDistance: Double
    /// The edge the content stops at, when, and the speed (pt/s) it had there; nil when it comes
    /// to rest inside.
    public let edge: Double?
    public let edgeTime: Double
    public let edgeSpeed: Double
    /// The stretch receding after an absorb or a release (nil: none), its edge and its start (s).
    public let recede: EdgeEffectRecede?
    public let recedeEdge: EdgeStretch.Edge?
    public let recedeStart: Double
    public let finalPosition: Double
    public let duration: Double

    /// A fling from `position` (inside `bounds`) at `velocity`; `stretches` false is a view whose
    /// overscroll mode is never: it stops at an edge and shows nothing.
    public init(
        position: Double, velocity: Double, bounds: ClosedRange<Double>, dimension: Double, density: Double,
        stretches: Bool = true
    ) {
        self.init(
            position: position, velocity: velocity, bounds: bounds, dimension: dimension, density: density,
            stretches: stretches, releasing: nil)
    }

    /// The release of a drag that left the edge pulled by `pull` (signed fraction, negative at
    /// the start edge), the content at `position`: `RecyclerView.fling` with a stretch showing.
    public init(
        releasing pull: Double, position: Double, velocity: Double, bounds: ClosedRange<Double>, dimension: Double,
        density: Double
    ) {
        let distance = pull.isFinite ? min(abs(pull), 1) : 0
        self.init(
            position: position, velocity: velocity, bounds: bounds, dimension: dimension, density: density,
            stretches: true,
            releasing: distance > 0 ? (pull < 0 ? EdgeStretch.Edge.start : .end, distance) : nil)
    }

    private init(
        position: Double, velocity: Double, bounds: ClosedRange<Double>, dimension: Double, density: Double,
        stretches: Bool, releasing: (edge: EdgeStretch.Edge, distance: Double)?
    ) {
        let bounds = Sanitize.range(bounds)
        let x0 = clamp(Sanitize.position(position), bounds)
        var v0 = Sanitize.velocity(velocity)
        let size = dimension.isFinite ? max(0, dimension) : 0
        let density = density.isFinite && density > 0 ? density : 1
        start = x0
        self.bounds = bounds
        self.dimension = size
        self.density = density

        var lag = 0.0
        var recede: (EdgeEffectRecede, EdgeStretch.Edge, Double)?
        if let (edge, distance) = releasing {
            // Out of the stretch is into the content: up from the start edge, down from the end.
            let out = edge == .start ? v0 : -v0
            if v0 == 0 || AndroidEdgeEffect.absorbs(speed: out, distance: distance, size: size) {
                // onRelease (at rest) or onAbsorb: the content stays, the stretch takes the speed.
                let pushed = -out * AndroidEdgeEffect.absorbVelocityFactor / max(size, .leastNormalMagnitude)
                recede = (EdgeEffectRecede(distance: distance, velocity: pushed, size: size, density: density), edge, 0)
                v0 = 0
            } else {
                lag = distance * size / AndroidEdgeEffect.flingDestretchFactor
            }
        }
        initialVelocity = v0
        releasedEdge = releasing?.edge
        releasedDistance = releasing?.distance ?? 0
        self.lag = lag

        let s = v0 == 0 ? 0 : OverScrollerFling.distance(speed: v0)
        let t = v0 == 0 ? 0 : OverScrollerFling.duration(speed: v0)
        let sign: Double = v0 > 0 ? 1 : v0 < 0 ? -1 : 0
        splineDistance = s
        splineDuration = t
        direction = sign
        lagEndTime = lag > 0 && s > 0 ? AndroidSpline.fraction(reachingPosition: lag / s) * t : 0

        // Where the spline takes the content, and whether an edge stops it first.
        let wall = sign > 0 ? bounds.upperBound : bounds.lowerBound
        let travel = abs(wall - x0) + lag
        if sign != 0, s > travel {
            let u = AndroidSpline.fraction(reachingPosition: travel / s)
            let hit = u * t
            // At the very start AOSP hands over the release velocity itself (mCurrVelocity).
            let speed = hit > 0 ? AndroidSpline.velocityFactor(atFraction: u) * s / t : abs(v0)
            edge = wall
            edgeTime = hit
            edgeSpeed = speed
            finalPosition = wall
            if stretches, size > 0 {
                let absorbed = speed * AndroidEdgeEffect.absorbVelocityFactor / size
                recede = (
                    EdgeEffectRecede(distance: 0, velocity: absorbed, size: size, density: density),
                    sign > 0 ? .end : .start, hit
                )
            }
        } else {
            edge = nil
            edgeTime = t
            edgeSpeed = 0
            finalPosition = x0 + sign * max(0, s - lag)
        }
        self.recede = recede?.0
        recedeEdge = recede?.1
        recedeStart = recede?.2 ?? 0
        duration = max(edgeTime, recede.map { $0.2 + $0.0.duration } ?? 0)
    }

    /// The spline's travel (pt, ≥ 0) at `t`.
    private func travel(at t: Double) -> Double {
        guard t > 0, splineDuration > 0 else { return 0 }
        return AndroidSpline.position(atFraction: t / splineDuration) * splineDistance
    }

    public func position(at t: Double) -> Double {
        let t = Sanitize.time(t)
        if t >= duration || t >= edgeTime { return finalPosition }
        return start + direction * max(0, travel(at: t) - lag)
    }

    public func velocity(at t: Double) -> Double {
        let t = Sanitize.time(t)
        guard direction != 0, t < edgeTime, t < duration else { return 0 }
        // At the instant of the fling AOSP reports the velocity it was given.
        guard t > 0 else { return lag > 0 ? 0 : initialVelocity }
        guard t >= lagEndTime else { return 0 }
        return direction * AndroidSpline.velocityFactor(atFraction: t / splineDuration) * splineDistance
            / splineDuration
    }

    public func isDone(at t: Double) -> Bool { Sanitize.time(t) >= duration }

    /// What the edge shows at `t`: the stretch the fling is taking back, or the one receding.
    public func stretch(at t: Double) -> EdgeStretch? {
        let t = Sanitize.time(t)
        guard t < duration else { return nil }
        if let releasedEdge, lag > 0, t < lagEndTime, dimension > 0 {
            let left = releasedDistance - AndroidEdgeEffect.flingDestretchFactor * travel(at: t) / dimension
            guard left > 0 else { return nil }
            return EdgeStretch(edge: releasedEdge, distance: left, intensity: AndroidEdgeEffect.intensity(left))
        }
        guard let recede, let recedeEdge, t >= recedeStart else { return nil }
        let distance = recede.distance(at: t - recedeStart)
        guard distance > 0 else { return nil }
        return EdgeStretch(edge: recedeEdge, distance: distance, intensity: AndroidEdgeEffect.intensity(distance))
    }

    /// Whether the edge is stretched and receding at `t` (the scroll view's "bouncing").
    public func isReceding(at t: Double) -> Bool {
        let t = Sanitize.time(t)
        return recede != nil && t >= recedeStart && t < duration
    }
}

extension RecyclerViewFling: ScrollMotionKind {
    public var isFreeGlide: Bool { true }
    public func isBouncing(at t: Double) -> Bool { isReceding(at: t) }
    public var summary: String {
        edge == nil ? "RecyclerView fling" : "RecyclerView fling, stopped at the edge, the stretch taking its speed"
    }
}
