import RealModule

/// A release that decelerates onto a target ahead of it: it starts at exactly the release
/// velocity, never goes faster, never turns back, and arrives on the target at the tolerance's
/// velocity in finite time, where it stops. This is what a retargeted release (snap to a card,
/// paging) does instead of a spring, which would pull the content ahead of the finger.
///
/// The decay is solved so that it ends on the target (Flutter's `FrictionSimulation.through`):
/// with v(t) = v0·e^(−λt) the distance covered while slowing from v0 to v1 is (v0 − v1)/λ, so
/// λ = (v0 − v1)/D for a target D away, and the arrival time is ln(v0/v1)/λ. A target further
/// than the scroll view's own deceleration would carry the release (λ below `rate`'s) would make
/// that decay crawl for many seconds; then the content first keeps the release speed and
/// decays at `rate` for the last (v0 − v1)/λ_rate points (a glide that reaches the target as a
/// free flick of the same speed would have ended there). Both phases are closed forms of the
/// elapsed time, so any frame rate samples the same path. Either way the time grows with the
/// distance over the speed, so `ScrollPhysics` uses it only when it rests within
/// `ScrollPhysics.settleBound` (docs/reliability.md §7).
public struct ApproachSimulation: Simulation, Hashable {
    public let initialPosition: Double
    public let initialVelocity: Double
    public let target: Double
    public let tolerance: Tolerance
    /// λ of the decay phase, s⁻¹.
    public let decayConstant: Double
    /// Seconds at the release speed before the decay phase (0 when the decay alone gets there).
    public let cruiseDuration: Double
    public let duration: Double
    /// +1 or −1: the way to the target.
    let direction: Double
    let speed: Double

    /// nil unless the release moves towards `target` faster than the tolerance's velocity (a
    /// release that is slow, moving away, or already on the target needs a spring instead).
    /// `cruises` false: the decay alone, however slow (Flutter's `FrictionSimulation.through`
    /// exactly, as its `FixedExtentScrollPhysics` snaps).
    public init?(
        position: Double, velocity: Double, target: Double, rate: DecelerationRate = .normal,
        tolerance: Tolerance = .standard, cruises: Bool = true
    ) {
        let x0 = Sanitize.position(position)
        let v0 = Sanitize.velocity(velocity)
        let x1 = Sanitize.position(target)
        let distance = abs(x1 - x0)
        let arrival = tolerance.velocity
        guard distance > 0, v0 * (x1 - x0) > 0, abs(v0) > arrival else { return nil }
        initialPosition = x0
        initialVelocity = v0
        self.target = x1
        self.tolerance = tolerance
        direction = x1 > x0 ? 1 : -1
        speed = abs(v0)
        let through = (speed - arrival) / distance
        let floor = rate.decayConstant
        if through >= floor || !cruises {
            decayConstant = through
            cruiseDuration = 0
        } else {
            decayConstant = floor
            cruiseDuration = (distance - (speed - arrival) / floor) / speed
        }
        duration = cruiseDuration + Double.log(speed / arrival) / decayConstant
    }

    public var finalPosition: Double { target }

    public func position(at t: Double) -> Double {
        let t = Sanitize.time(t)
        if t >= duration { return target }
        if t < cruiseDuration { return initialPosition + direction * speed * t }
        // Measured back from the target: what is left to cover is (v(τ) − v1)/λ, so the path
        // ends on the target exactly as the speed reaches v1.
        let remaining = (speed * Double.exp(-decayConstant * (t - cruiseDuration)) - tolerance.velocity) / decayConstant
        return target - direction * max(0, remaining)
    }

    public func velocity(at t: Double) -> Double {
        let t = Sanitize.time(t)
        if t >= duration { return 0 }
        if t < cruiseDuration { return initialVelocity }
        return initialVelocity * Double.exp(-decayConstant * (t - cruiseDuration))
    }

    public func isDone(at t: Double) -> Bool { Sanitize.time(t) >= duration }
}
