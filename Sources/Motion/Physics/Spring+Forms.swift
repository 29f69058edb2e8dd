import RealModule

/// The other ways platforms spell the same spring, so one spring can be shown and edited as
/// (response, damping ratio), (duration, bounce) or (stiffness, damping, mass) and exported to
/// each platform with its own numbers (docs/export-formulas.md).
extension Spring {
    /// SwiftUI's `Spring(duration:bounce:)`, which Flutter's
    /// `SpringDescription.withDurationAndBounce` documents as equal (physics.md §2.4, §5.1):
    /// k = (2π/duration)²·m; ζ = 1 − bounce for bounce ≥ 0, 1/(1 + bounce) below (over-damped).
    /// `bounce` is clamped to −0.999...1 (−1 would need infinite damping).
    public init(duration: Double, bounce: Double, mass: Double = 1) {
        let b = bounce.isNaN ? 0 : clamp(bounce, -0.999...1)
        let ratio = b >= 0 ? 1 - b : 1 / (1 + b)
        self.init(dampingRatio: ratio, response: duration, mass: mass)
    }

    /// SwiftUI's perceptual duration: the undamped period, which is `response`.
    public var duration: Double { response }

    /// SwiftUI's bounce: 1 − ζ when under- or critically damped, 1/ζ − 1 (negative) when
    /// over-damped; the inverse of `init(duration:bounce:)`.
    public var bounce: Double {
        let zeta = dampingRatio
        return zeta <= 1 ? 1 - zeta : 1 / zeta - 1
    }

    /// The same motion for another mass: ω0 and ζ are kept, so k and c scale with m. A
    /// spring's motion depends only on ω0 and ζ; the mass only sets the force scale that
    /// (stiffness, damping) are quoted in (UIKit's `UISpringTimingParameters(mass:…)`,
    /// Flutter's `SpringDescription`).
    public func withMass(_ mass: Double) -> Spring {
        Spring(dampingRatio: dampingRatio, response: response, mass: mass)
    }
}
