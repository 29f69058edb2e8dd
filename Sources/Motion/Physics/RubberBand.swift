/// UIScrollView's resistance past an edge: f(x, d) = (1 − 1/(x·c/d + 1))·d with c = 0.55,
/// x the overshoot and d the viewport dimension on that axis (physics.md §1.3: chpwn via
/// gist originell/6961057, ScrollMechanics `RubberBand.swift`). Slope c at the edge, and the
/// content never gets further than d beyond it.
public enum RubberBand {
    /// UIKit's coefficient, 0.55.
    public static let coefficient = 0.55

    /// The banded distance for an overshoot `x` (odd: the sign of `x` is kept).
    /// A dimension ≤ 0 (or NaN) gives 0: there is nothing to stretch into.
    public static func distance(
        forOvershoot x: Double, dimension d: Double,
        coefficient c: Double = coefficient
    ) -> Double {
        guard d > 0, d.isFinite, !x.isNaN, x != 0 else { return 0 }
        let c = c.isFinite && c > 0 ? c : coefficient
        let magnitude = abs(x)
        // Written as 1 − 1/(…) so an infinite overshoot tends to d instead of ∞/∞.
        let banded = (1 - 1 / (magnitude * c / d + 1)) * d
        return x < 0 ? -banded : banded
    }

    /// The overshoot that bands to `f`: x = f·d / (c·(d − |f|)). |f| at or beyond d (which no
    /// overshoot reaches) is treated as 1 − 1e-9 of d, so the answer stays finite.
    public static func overshoot(
        forDistance f: Double, dimension d: Double,
        coefficient c: Double = coefficient
    ) -> Double {
        guard d > 0, d.isFinite, !f.isNaN, f != 0 else { return 0 }
        let c = c.isFinite && c > 0 ? c : coefficient
        let magnitude = min(abs(f), d * (1 - 1e-9))
        let x = magnitude * d / (c * (d - magnitude))
        return f < 0 ? -x : x
    }

    /// An unbounded offset as shown: inside `range` unchanged, beyond it banded from the edge.
    public static func offset(
        _ raw: Double, in range: ClosedRange<Double>, dimension d: Double,
        coefficient c: Double = coefficient
    ) -> Double {
        let raw = Sanitize.position(raw)
        let edge = clamp(raw, range)
        return edge + distance(forOvershoot: raw - edge, dimension: d, coefficient: c)
    }

    /// The inverse of `offset(_:in:dimension:)`: the unbounded offset that shows as `banded`.
    /// Used when a press catches content that is beyond an edge, so the drag continues from
    /// where it is without a jump.
    public static func rawOffset(
        _ banded: Double, in range: ClosedRange<Double>, dimension d: Double,
        coefficient c: Double = coefficient
    ) -> Double {
        let banded = Sanitize.position(banded)
        let edge = clamp(banded, range)
        return edge + overshoot(forDistance: banded - edge, dimension: d, coefficient: c)
    }
}
