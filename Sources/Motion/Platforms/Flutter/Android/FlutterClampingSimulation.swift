import RealModule

/// Flutter's Android-style release, `ClampingScrollSimulation` (`widgets/scroll_simulation.dart`,
/// flutter/flutter master of 2025), under `ClampingScrollPhysics`' edges (`scroll_physics.dart`).
///
/// The curve is the "ballistic" closed form Flutter adopted in 2023 (PR #120420, fixing #113424,
/// #119875, #120338) in place of its older spline-table port: the deceleration depends only on
/// the current velocity, so re-creating the simulation mid-flight changes nothing. With
/// DECEL = ln 0.78 / ln 0.9 ≈ 2.3582 and Android's `getSplineFlingDuration` T_a:
/// - T = DECEL·0.35·T_a = 0.82537·T_a, T_a = (|v0|/v_ref)^(1/(DECEL − 1)), v_ref = friction·C/0.35
///   with C = 9.80665·39.37·160·0.84 (`mPhysicalCoeff` at 1 px per logical pixel);
/// - S = v0·T/DECEL, the same distance as Android's `getSplineFlingDistance`;
/// - x(t) = x0 + S·(1 − (1 − t/T)^DECEL), v(t) = v0·(1 − t/T)^(DECEL − 1), done at t ≥ T with
///   v(T) = 0, so an unbounded fling ends at x0 + S with no jump. It finishes sooner than
///   Android's spline (which starts faster and ends later) at the same place.
///
/// Edges, as `ClampingScrollPhysics` applies them:
/// - A release slower than `tolerance.velocity`, or at an edge moving out, does not move
///   (`createBallisticSimulation` returns null).
/// - A fling whose curve passes an edge stops dead on it at the crossing
///   (`applyBoundaryConditions` takes the excess, the ballistic activity goes idle): `edge`.
/// - Released beyond an edge: `ScrollSpringSimulation` to that edge with the default scroll
///   spring. Past the trailing edge it starts with min(0, v0) as Flutter does (only velocity
///   back into the content is kept). Before the leading edge Flutter's min(0, v0) would keep the
///   outward velocity, which its own boundary conditions reject on the first frame, leaving the
///   view idle beyond the edge; this starts that spring from rest instead, which is what
///   Flutter does whenever v0 ≥ 0 there.
public struct FlutterClampingSimulation: Simulation, Hashable {
    /// `ClampingScrollSimulation.friction` default, Android's `ViewConfiguration.getScrollFriction()`.
    public static let defaultFriction = OverScrollerFling.defaultFriction
    /// `_kDecelerationRate` = ln 0.78 / ln 0.9 ≈ 2.358202.
    public static let decelerationExponent = OverScrollerFling.decelerationExponent
    /// `_kInflexion`.
    public static let inflexion = OverScrollerFling.inflexion
    /// `_physicalCoeff`: 0.84 g in logical pixels per s² (≈ 51890.2).
    public static let physicalCoefficient = OverScrollerFling.physicalCoefficient

    /// T (s) for a fling at `speed` (pt/s): DECEL·0.35·(|v|/v_ref)^(1/(DECEL − 1)). 0 at rest;
    /// NaN speed reads as 0, a non-positive or NaN friction as the default.
    public static func duration(speed: Double, friction: Double = defaultFriction) -> Double {
        let v = abs(Sanitize.velocity(speed))
        guard v > 0 else { return 0 }
        let referenceVelocity = usableFriction(friction) * physicalCoefficient / inflexion
        let d = decelerationExponent
        return d * inflexion * Double.exp(Double.log(v / referenceVelocity) / (d - 1))
    }

    /// |S| (pt) for a fling at `speed`: |v|·T/DECEL.
    public static func distance(speed: Double, friction: Double = defaultFriction) -> Double {
        abs(Sanitize.velocity(speed)) * duration(speed: speed, friction: friction) / decelerationExponent
    }

    public let initialPosition: Double
    public let initialVelocity: Double
    public let bounds: ClosedRange<Double>
    public let friction: Double
    public let tolerance: Tolerance
    /// S, signed like the velocity: where the curve alone would end, minus x0 (0 without a fling).
    public let flingDistance: Double
    /// T, the curve's own length (s), whether or not an edge cuts it short.
    public let flingDuration: Double
    /// The edge the motion ends on: the one a fling stopped dead at, or the one a release beyond
    /// the range springs back to; nil when it rests inside.
    public let edge: Double?
    public let finalPosition: Double
    public let duration: Double

    let edgeSpring: FlutterScrollSpring?

    /// `bounds` defaults to unbounded (sanitized to ±10¹² pt): the pure curve.
    public init(
        position: Double, velocity: Double,
        bounds: ClosedRange<Double> = -Double.infinity...Double.infinity,
        friction: Double = FlutterClampingSimulation.defaultFriction,
        tolerance: Tolerance = FlutterScrolling.toleranceFor(devicePixelRatio: 1)
    ) {
        let bounds = Sanitize.range(bounds)
        let x0 = Sanitize.position(position)
        let v0 = Sanitize.velocity(velocity)
        let friction = Self.usableFriction(friction)
        initialPosition = x0
        initialVelocity = v0
        self.bounds = bounds
        self.friction = friction
        self.tolerance = tolerance

        if x0 < bounds.lowerBound || x0 > bounds.upperBound {
            let above = x0 > bounds.upperBound
            let target = above ? bounds.upperBound : bounds.lowerBound
            let s = FlutterScrollSpring(
                spring: FlutterScrolling.spring, from: x0, to: target,
                velocity: above ? min(0, v0) : 0, tolerance: tolerance)
            flingDistance = 0
            flingDuration = 0
            edge = target
            edgeSpring = s
            finalPosition = target
            duration = s.duration
            return
        }
        edgeSpring = nil

        let moves = abs(v0) >= tolerance.velocity
        let period = moves ? Self.duration(speed: v0, friction: friction) : 0
        let travel = v0 * period / Self.decelerationExponent
        flingDuration = period
        flingDistance = travel
        let end = x0 + travel
        let target: Double? =
            end > bounds.upperBound ? bounds.upperBound : end < bounds.lowerBound ? bounds.lowerBound : nil
        if let target, period > 0 {
            // Solve x(t) = edge: 1 − (1 − t/T)^DECEL = w, so t = T·(1 − (1 − w)^(1/DECEL)); w is in
            // [0, 1) because the end lies past the edge.
            let w = (target - x0) / travel
            edge = target
            finalPosition = target
            duration = period * -Double.expMinusOne(Double.log(onePlus: -w) / Self.decelerationExponent)
        } else {
            edge = nil
            finalPosition = period > 0 ? end : x0
            duration = period
        }
    }

    public func position(at t: Double) -> Double {
        let t = Sanitize.time(t)
        if t >= duration { return finalPosition }
        if let edgeSpring { return edgeSpring.position(at: t) }
        // 1 − (1 − u)^DECEL as −expm1(DECEL·ln(1 − u)), exact for small u.
        let u = t / flingDuration
        return initialPosition
            + flingDistance * -Double.expMinusOne(Self.decelerationExponent * Double.log(onePlus: -u))
    }

    public func velocity(at t: Double) -> Double {
        let t = Sanitize.time(t)
        if t >= duration { return 0 }
        if let edgeSpring { return edgeSpring.velocity(at: t) }
        let u = t / flingDuration
        return initialVelocity * Double.exp((Self.decelerationExponent - 1) * Double.log(onePlus: -u))
    }

    public func isDone(at t: Double) -> Bool { Sanitize.time(t) >= duration }

    private static func usableFriction(_ friction: Double) -> Double {
        guard friction.isFinite, friction > 0 else { return friction == .infinity ? 1e9 : defaultFriction }
        return clamp(friction, 1e-9...1e9)
    }
}

extension FlutterClampingSimulation: ScrollMotionKind {
    public var isFreeGlide: Bool { true }
    /// A clamping fling stops at the edge: nothing springs back.
    public func isBouncing(at t: Double) -> Bool { false }
    public func stretch(at t: Double) -> EdgeStretch? { nil }
    public var summary: String { edge == nil ? "clamping fling" : "clamping fling, stopped at the edge" }
}
