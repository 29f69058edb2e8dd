/// A timed animation from `from` to `to` along an `Easing` curve: UIView.animate /
/// setContentOffset(animated:) and the seed's display-link ScrollViewAnimator.
public struct TweenSimulation: Simulation, Hashable {
    /// Progress step for the symmetric-difference slope of the easing: small enough that the
    /// truncation error is ~1e-12, large enough that rounding error stays ~1e-10.
    static let slopeStep = 1e-6

    public let from: Double
    public let to: Double
    /// Seconds; NaN or ≤ 0 means "already there".
    public let duration: Double
    public let easing: Easing

    public init(from: Double, to: Double, duration: Double, easing: Easing = .easeInOut) {
        self.from = Sanitize.position(from)
        self.to = Sanitize.position(to)
        self.duration = duration.isNaN || duration < 0 ? 0 : duration
        self.easing = easing
    }

    public var finalPosition: Double { to }

    public func isDone(at t: Double) -> Bool { Sanitize.time(t) >= duration }

    public func progress(at t: Double) -> Double {
        let t = Sanitize.time(t)
        guard t < duration else { return 1 }
        return t / duration
    }

    public func position(at t: Double) -> Double {
        let u = progress(at: t)
        return u >= 1 ? to : lerp(from, to, easing.value(at: u))
    }

    public func velocity(at t: Double) -> Double {
        let u = progress(at: t)
        guard u < 1, duration > 0 else { return 0 }
        let h = Self.slopeStep
        let lo = max(0, u - h)
        let hi = min(1, u + h)
        let slope = (easing.value(at: hi) - easing.value(at: lo)) / (hi - lo)
        return (to - from) * slope / duration
    }
}
