import RealModule

/// Android's `OverScroller` fling distance and duration (`SplineOverScroller`, physics.md §3.1),
/// in points, with density 1 (1 dp = 1 pt). Its distance grows like v^1.736 rather than in
/// proportion to v, so a UIKit rate can be matched at one reference speed only.
public enum OverScrollerFling {
    /// ln 0.78 / ln 0.9.
    public static let decelerationExponent = Double.log(0.78) / Double.log(0.9)
    public static let inflexion = 0.35
    /// `ViewConfiguration.getScrollFriction()`.
    public static let defaultFriction = 0.015
    /// g·(inches per metre)·(dp per inch)·0.84, the physical coefficient at density 1, dp/s².
    public static let physicalCoefficient = 9.80665 * 39.37 * 160 * 0.84

    /// How far a fling at `speed` (pt/s) travels with `friction` (`OverScroller.setFriction`).
    public static func distance(speed: Double, friction: Double = defaultFriction) -> Double {
        let d = decelerationExponent
        let f = friction * physicalCoefficient
        let l = Double.log(inflexion * abs(speed) / f)
        return f * Double.exp(d / (d - 1) * l)
    }

    /// How long (s) that fling lasts.
    public static func duration(speed: Double, friction: Double = defaultFriction) -> Double {
        let d = decelerationExponent
        let l = Double.log(inflexion * abs(speed) / (friction * physicalCoefficient))
        return Double.exp(l / (d - 1))
    }

    /// The friction whose fling at `speed` travels exactly as far as `rate`'s glide (v/λ).
    /// From distance = F^(1−a)·(0.35·v)^a with F = friction·C and a = D/(D−1):
    /// F = (v / (λ·(0.35·v)^a))^(1/(1−a)).
    public static func friction(matching rate: DecelerationRate, atSpeed speed: Double) -> Double {
        let v = abs(speed)
        let d = decelerationExponent
        let a = d / (d - 1)
        let logF = (Double.log(v / rate.decayConstant) - a * Double.log(inflexion * v)) / (1 - a)
        return Double.exp(logF) / physicalCoefficient
    }
}
