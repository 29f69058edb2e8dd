import RealModule

/// A damped harmonic oscillator's parameters: mass m, stiffness k (N/m-like, per s²), damping c.
///
/// Design parameters follow UIKit / WWDC 2018 "Designing Fluid Interfaces" (physics.md §5.1):
/// `response` is the undamped period, k = (2π/response)²·m, c = 4π·ζ·m/response.
public struct Spring: Hashable, Sendable {
    public let mass: Double
    public let stiffness: Double
    public let damping: Double

    /// Values are made physical: mass and stiffness at least 1e-6 (NaN → 1), damping ≥ 0.
    public init(mass: Double = 1, stiffness: Double, damping: Double) {
        self.mass = Self.positive(mass, fallback: 1)
        self.stiffness = Self.positive(stiffness, fallback: 1)
        self.damping = damping.isNaN ? 0 : clamp(damping, 0...1e9)
    }

    /// `dampingRatio` ζ (1 = critically damped, < 1 bounces), `response` in seconds.
    public init(dampingRatio: Double, response: Double, mass: Double = 1) {
        let m = Self.positive(mass, fallback: 1)
        let ratio = dampingRatio.isNaN ? 1 : clamp(dampingRatio, 0...1e3)
        let period = response.isNaN ? 0.5 : clamp(response, 1e-3...1e3)
        let omega = 2 * Double.pi / period
        self.mass = m
        stiffness = omega * omega * m
        damping = 4 * Double.pi * ratio * m / period
    }

    /// ζ = c / (2√(km)).
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }
    /// ω0 = √(k/m), rad/s.
    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }
    /// The undamped period 2π/ω0, s.
    public var response: Double { 2 * Double.pi / naturalFrequency }

    /// UIScrollView's edge bounce as reconstructed by ScrollMechanics (`SimpleScrollView`):
    /// m = 1, k = 100, ζ = 1 (c = 20), ω0 = 10 rad/s.
    public static let bounceBack = Spring(mass: 1, stiffness: 100, damping: 20)
    /// Reaching a snap target: critically damped so it never visibly overshoots, response
    /// 0.35 s (between SwiftUI's interactive 0.15 s and default 0.5 s).
    public static let snap = Spring(dampingRatio: 1, response: 0.35)
    /// Smooth mouse-wheel notches: critically damped, response 0.18 s, so a 40 pt notch settles
    /// in about a fifth of a second.
    public static let wheel = Spring(dampingRatio: 1, response: 0.18)

    private static func positive(_ value: Double, fallback: Double) -> Double {
        value.isNaN ? fallback : clamp(value, 1e-6...1e9)
    }
}
