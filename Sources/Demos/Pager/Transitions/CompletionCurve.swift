import Motion

/// The rest of an interactive transition after a slow release (a flick decelerates instead,
/// `TransitionCompletion`): progress runs from where it is to 0 or 1, starting at exactly the
/// release velocity and arriving with zero velocity, never past the end. A cubic Hermite
/// segment (start value and slope, end value and zero slope) in closed form: UIKit's easeInOut
/// completion curve would start at rest, a visible stall.
///
/// The duration is UIKit's `(1 − percentComplete) × duration / completionSpeed` (completionSpeed
/// 1), shortened for a fast flick so the slope at the start never exceeds 3 × distance /
/// duration: at that limit the curve is an ease-out cubic, which never overshoots.
public struct CompletionCurve: Simulation, Hashable {
    public let from: Double
    public let to: Double
    /// Progress per second at the start.
    public let initialVelocity: Double
    /// Seconds.
    public let duration: Double

    public init(from: Double, to: Double, velocity: Double, fullDuration: Double) {
        self.from = from
        self.to = to
        let distance = to - from
        var v = velocity.isFinite ? velocity : 0
        var t = abs(distance) * max(0, fullDuration)
        if distance != 0, v * distance > 0, abs(v) * t > 3 * abs(distance) {
            t = 3 * abs(distance) / abs(v)
        }
        if t <= 0 {
            v = 0
            t = 0
        }
        initialVelocity = v
        duration = t
    }

    public func isDone(at t: Double) -> Bool { t >= duration }

    public var finalPosition: Double { to }

    public func position(at t: Double) -> Double {
        guard t < duration else { return to }
        let u = max(0, t) / duration
        let u2 = u * u
        let u3 = u2 * u
        let h00 = 2 * u3 - 3 * u2 + 1
        let h10 = u3 - 2 * u2 + u
        let h01 = -2 * u3 + 3 * u2
        return h00 * from + h10 * duration * initialVelocity + h01 * to
    }

    /// Progress per second.
    public func velocity(at t: Double) -> Double {
        guard t < duration else { return 0 }
        let u = max(0, t) / duration
        let u2 = u * u
        let d00 = 6 * u2 - 6 * u
        let d10 = 3 * u2 - 4 * u + 1
        let d01 = -6 * u2 + 6 * u
        return (d00 * from + d01 * to) / duration + d10 * initialVelocity
    }
}
