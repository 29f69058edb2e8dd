import RealModule

/// Flutter's iOS-style release, `BouncingScrollSimulation` (`widgets/scroll_simulation.dart`,
/// flutter/flutter master of 2025), in closed form. The UIKit reconstruction of the same idea is
/// `BounceSimulation`; this one follows Flutter's choices exactly:
///
/// - Released inside: a `FrictionSimulation` with drag 0.135 per second (UIKit's 0.998 per ms):
///   x(t) = x0 + v0·(Dᵗ − 1)/ln D. The release velocity is used as given: no 0.91 factor (old
///   ports scaled it; the current source does not).
/// - If its asymptote x0 − v0/ln D lies beyond the edge it moves towards, then at the crossing
///   (`timeAtX(edge)`) a `ScrollSpringSimulation` to that edge takes over, starting with
///   min(velocity at the crossing, 5000). That is `min`, not a clamp of the magnitude, so only a
///   fling towards the trailing edge is capped: towards the leading edge the (negative)
///   velocity passes uncapped, as in Flutter.
/// - Released beyond an edge: a spring from there to that edge with the release velocity, even
///   one pointing back into the content (the spring then carries it in and back to the edge).
///
/// Done follows Flutter's `isDone`: the glide stops where it is once its speed falls under
/// `tolerance.velocity`, which is tolerance.velocity/|ln D| short of the asymptote (10 pt at the
/// default tolerance), and if that happens before the crossing it never reaches the edge. The
/// spring is done the first time it is within `tolerance.distance` of the edge and slower than
/// `tolerance.velocity` together, and from then on sits exactly on the edge
/// (`ScrollSpringSimulation`). Every query is a function of `t` alone, and `position(at:)` equals
/// `finalPosition` from `duration` on.
///
/// Flutter finds `timeAtX` by ten Newton steps since `constantDeceleration` was added; this uses
/// the exact inverse those steps converge to (the older source's closed form). Both agree to well
/// under a pixel unless the edge is reached at under ~0.05 % of the release speed (4 pt/s for an
/// 8000 pt/s fling), where at Flutter's tolerance the glide has already stopped. The same Newton
/// iteration pins the glide to its asymptote after 10/|ln D| ≈ 4.99 s, which only a glide above
/// ~4.4·10⁵ pt/s is still moving at; that quirk is left out. `constantDeceleration` itself (1400
/// for `ScrollDecelerationRate.fast`, the desktop setting) is not modelled: this is `.normal`.
public struct FlutterBouncingSimulation: Simulation, Hashable {
    public let initialPosition: Double
    public let initialVelocity: Double
    /// leadingExtent...trailingExtent.
    public let bounds: ClosedRange<Double>
    public let spring: Spring
    public let tolerance: Tolerance
    /// The friction's asymptote x0 − v0/ln D (`FrictionSimulation.finalX`); nil when released
    /// beyond an edge (no friction phase).
    public let glideAsymptote: Double?
    /// The edge the motion ends on, nil when it comes to rest inside.
    public let edge: Double?
    /// When the spring phase begins: 0 when released beyond an edge, the crossing otherwise;
    /// nil without a spring.
    public let edgeTime: Double?
    /// The velocity the spring starts with (after the 5000 cap); nil without a spring.
    public let springVelocity: Double?
    public let finalPosition: Double
    public let duration: Double

    /// ln D of the friction, s⁻¹ (negative).
    let dragLog: Double
    let edgeSpring: FlutterScrollSpring?

    public init(
        position: Double, velocity: Double, bounds: ClosedRange<Double>,
        spring: Spring = FlutterScrolling.spring,
        tolerance: Tolerance = FlutterScrolling.toleranceFor(devicePixelRatio: 1)
    ) {
        let bounds = Sanitize.range(bounds)
        let x0 = Sanitize.position(position)
        let v0 = Sanitize.velocity(velocity)
        initialPosition = x0
        initialVelocity = v0
        self.bounds = bounds
        self.spring = spring
        self.tolerance = tolerance
        dragLog = Double.log(FlutterBouncingPhysics.frictionDrag)

        if x0 < bounds.lowerBound || x0 > bounds.upperBound {
            // Released beyond an edge: the under- or overscroll spring from t = 0.
            let target = x0 < bounds.lowerBound ? bounds.lowerBound : bounds.upperBound
            let s = FlutterScrollSpring(spring: spring, from: x0, to: target, velocity: v0, tolerance: tolerance)
            glideAsymptote = nil
            edge = target
            edgeTime = 0
            springVelocity = v0
            edgeSpring = s
            finalPosition = target
            duration = s.duration
            return
        }

        let asymptote = x0 - v0 / dragLog
        glideAsymptote = asymptote
        // FrictionSimulation.isDone is |dx| < tolerance.velocity: true for every t after this.
        let speed = abs(v0)
        let stopTime = speed > tolerance.velocity ? Double.log(speed / tolerance.velocity) / -dragLog : 0
        let target: Double? =
            v0 > 0 && asymptote > bounds.upperBound
            ? bounds.upperBound
            : v0 < 0 && asymptote < bounds.lowerBound ? bounds.lowerBound : nil
        // The edge counts only if the glide reaches it before it is done; otherwise Flutter's
        // isDone is already true in the friction phase and the content rests inside.
        if let target, let crossing = Self.timeToReach(target, x0: x0, v0: v0, dragLog: dragLog),
            crossing < stopTime
        {
            // v(x) = v0 + ln D·(x − x0) along the glide: the crossing speed without exp/log.
            let incoming = v0 + dragLog * (target - x0)
            let handed = min(incoming, FlutterBouncingPhysics.maxSpringTransferVelocity)
            let s = FlutterScrollSpring(
                spring: spring, from: target, to: target, velocity: handed, tolerance: tolerance)
            edge = target
            edgeTime = crossing
            springVelocity = handed
            edgeSpring = s
            finalPosition = target
            duration = crossing + s.duration
            return
        }
        edge = nil
        edgeTime = nil
        springVelocity = nil
        edgeSpring = nil
        duration = stopTime
        // x at the stop, where |v| = tolerance.velocity: x0 + (v0 − sign(v0)·tol)/|ln D|.
        finalPosition = stopTime > 0 ? x0 + (v0 - (v0 < 0 ? -1 : 1) * tolerance.velocity) / -dragLog : x0
    }

    public func position(at t: Double) -> Double {
        let t = Sanitize.time(t)
        if t >= duration { return finalPosition }
        if let edgeSpring, let edgeTime, t > edgeTime || edgeTime == 0 {
            return edgeSpring.position(at: t - edgeTime)
        }
        return glidePosition(at: t)
    }

    public func velocity(at t: Double) -> Double {
        let t = Sanitize.time(t)
        if t >= duration { return 0 }
        if let edgeSpring, let edgeTime, t > edgeTime || edgeTime == 0 {
            return edgeSpring.velocity(at: t - edgeTime)
        }
        return initialVelocity * Double.exp(dragLog * t)
    }

    public func isDone(at t: Double) -> Bool { Sanitize.time(t) >= duration }

    /// Flutter's `AnimationController` sets the position to the simulation's `x` at the frame
    /// that finds it done, then stops: a glide that stopped inside rests where the friction has
    /// carried it by that frame (`FrictionSimulation.x` keeps moving after `isDone`), a little past
    /// the tolerance crossing, by up to a frame's travel at the tolerance speed (0.1 pt at 60 Hz
    /// and density 3), kept within the bounds. `ScrollSpringSimulation.x` is its end once done, so a
    /// motion that ends on an edge rests exactly there. A frame later than `latestDoneFrame` after
    /// the crossing (a stalled window, a headless step over seconds) is read as that late, where
    /// Flutter, whose ticker never leaves such a gap while it shows, would glide on towards the
    /// asymptote.
    public func restingPosition(doneAt t: Double) -> Double {
        guard edge == nil, glideAsymptote != nil, Sanitize.time(t) >= duration else { return finalPosition }
        let frame = min(Sanitize.time(t), duration + Self.latestDoneFrame)
        return min(max(glidePosition(at: frame), bounds.lowerBound), bounds.upperBound)
    }

    /// The latest a frame is taken to come after the crossing (s): a 20 Hz frame.
    public static let latestDoneFrame = 0.05

    /// Whether at `t` the spring back to `edge` is running (UIKit's "bouncing").
    public func isBouncing(at t: Double) -> Bool {
        guard let edgeTime else { return false }
        let t = Sanitize.time(t)
        return (t > edgeTime || edgeTime == 0) && t < duration
    }

    /// The same as `isBouncing(at:)`, named like `AndroidFlingSimulation.isPastEdge(at:)`: past
    /// the crossing (or released beyond the edge) and not yet done.
    public func isPastEdge(at t: Double) -> Bool { isBouncing(at: t) }

    /// The friction's closed form with no stop: x0 + v0·(e^(t·ln D) − 1)/ln D; expm1 keeps the
    /// early, small-t part exact.
    func glidePosition(at t: Double) -> Double {
        initialPosition + initialVelocity * Double.expMinusOne(dragLog * t) / dragLog
    }

    /// `FrictionSimulation.timeAtX`, exact: ln(1 + ln D·(x − x0)/v0)/ln D, nil where Flutter
    /// returns infinity (behind the start, or at or past the asymptote).
    static func timeToReach(_ x: Double, x0: Double, v0: Double, dragLog: Double) -> Double? {
        if x == x0 { return 0 }
        guard v0 != 0 else { return nil }
        let fraction = dragLog * (x - x0) / v0
        guard fraction < 0, fraction > -1 else { return nil }
        return Double.log(onePlus: fraction) / dragLog
    }
}

/// Flutter's `ScrollSpringSimulation`: the analytic spring (`SpringSimulation`'s solution), done
/// the first time it is within `tolerance.distance` of the target while slower than
/// `tolerance.velocity` (Flutter's `isDone` tests both at the instant, with `nearZero`'s strict
/// `<`), and exactly on the target from then on.
///
/// `SpringSimulation.duration` is a bound after which both stay small forever, which for this
/// over-damped spring is a few tenths of a second later than that first instant, so it is only
/// used as the end of the search: the first instant is found by sampling [0, bound] on a fixed
/// grid of `searchSteps` and bisecting the first step that turns done. (A window of "done" shorter
/// than one grid step, possible only for a bouncy spring, can be missed; the next is found.)
struct FlutterScrollSpring: Hashable, Sendable {
    static let searchSteps = 2048

    let solution: SpringSimulation
    /// The first instant at which Flutter's isDone holds; .infinity if never.
    let duration: Double

    init(spring: Spring, from: Double, to: Double, velocity: Double, tolerance: Tolerance) {
        let solution = SpringSimulation(spring: spring, from: from, to: to, velocity: velocity, tolerance: tolerance)
        self.solution = solution
        duration = Self.firstDoneTime(solution)
    }

    var target: Double { solution.target }

    func position(at t: Double) -> Double {
        let t = Sanitize.time(t)
        return t >= duration ? target : target + solution.displacement(at: t)
    }

    func velocity(at t: Double) -> Double {
        let t = Sanitize.time(t)
        return t >= duration ? 0 : solution.rawVelocity(at: t)
    }

    /// Flutter's predicate at `t`.
    static func isNearRest(_ s: SpringSimulation, at t: Double) -> Bool {
        abs(s.displacement(at: t)) < s.tolerance.distance && abs(s.rawVelocity(at: t)) < s.tolerance.velocity
    }

    static func firstDoneTime(_ s: SpringSimulation) -> Double {
        if isNearRest(s, at: 0) { return 0 }
        let bound = s.duration
        guard bound.isFinite else { return .infinity }
        let step = bound / Double(searchSteps)
        var previous = 0.0
        for i in 1...searchSteps {
            let t = i == searchSteps ? bound : Double(i) * step
            if isNearRest(s, at: t) {
                var lo = previous
                var hi = t
                for _ in 0..<64 {
                    let mid = (lo + hi) / 2
                    if mid <= lo || mid >= hi { break }
                    if isNearRest(s, at: mid) { hi = mid } else { lo = mid }
                }
                return hi
            }
            previous = t
        }
        // The bound's envelopes are strict, so this is not reached; the bound is safe anyway.
        return bound
    }
}

extension FlutterBouncingSimulation: ScrollMotionKind {
    public var isFreeGlide: Bool { true }
    public func stretch(at t: Double) -> EdgeStretch? { nil }
    public var summary: String { edge == nil ? "friction glide" : "friction glide, then the spring at the edge" }
}
