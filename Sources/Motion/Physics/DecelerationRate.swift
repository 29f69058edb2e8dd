import RealModule

/// How much velocity a free scroll keeps per millisecond, as `UIScrollView.DecelerationRate`.
///
/// Apple does not document the numbers; 0.998 and 0.99 are quoted by Flutter's
/// `scroll_simulation.dart` ("Taken from UIScrollView.decelerationRate (.normal = 0.998)") and
/// the pub.dev `IOSUIScrollViewDecelerationRate` docs (NORMAL 0.998, FAST 0.99).
public struct DecelerationRate: Hashable, Sendable {
    /// Velocity retained per millisecond, in `allowed`.
    public let rawValue: Double

    /// Rates outside this range are clamped: below it the scroll stops within a frame, above it
    /// a flick would glide for minutes (at 1.0 it would never stop).
    public static let allowed: ClosedRange<Double> = 0.01...0.9999

    /// `rawValue` is clamped to `allowed`; NaN becomes `.normal`.
    public init(rawValue: Double) {
        self.rawValue = rawValue.isNaN ? 0.998 : clamp(rawValue, Self.allowed)
    }

    /// UIKit's default: 0.998 per ms (λ ≈ 2.002 s⁻¹, rest point x0 + 0.4995·v0).
    public static let normal = DecelerationRate(rawValue: 0.998)
    /// UIKit's `.fast`: 0.99 per ms (λ ≈ 10.05 s⁻¹, rest point x0 + 0.0995·v0).
    public static let fast = DecelerationRate(rawValue: 0.99)
    /// Any other per-millisecond retention.
    public static func custom(_ rawValue: Double) -> DecelerationRate { DecelerationRate(rawValue: rawValue) }

    /// λ = −1000·ln r, s⁻¹: the continuous decay constant, v(t) = v0·e^(−λt) = v0·r^(1000t).
    public var decayConstant: Double { -1000 * Double.log(rawValue) }
}
