/// Limits applied at every public entry point so that no input (NaN, ±infinity, absurd
/// magnitudes) can make a simulation produce NaN or overflow.
enum Sanitize {
    /// Largest speed accepted, pt/s. Far beyond any real flick (UIKit flicks peak near 10⁴).
    static let maxVelocity = 1e6
    /// Largest coordinate accepted, pt: keeps differences of two coordinates finite.
    static let maxPosition = 1e12

    /// NaN → 0, then clamped to ±`limit` (so ±infinity becomes ±limit).
    static func finite(_ value: Double, limit: Double) -> Double {
        guard !value.isNaN else { return 0 }
        return min(max(value, -limit), limit)
    }

    static func position(_ value: Double) -> Double { finite(value, limit: maxPosition) }
    static func velocity(_ value: Double) -> Double { finite(value, limit: maxVelocity) }

    /// Elapsed time: NaN and negatives read as 0, +infinity stays (it means "long done").
    static func time(_ t: Double) -> Double {
        guard !t.isNaN, t > 0 else { return 0 }
        return t
    }

    /// Timestamps (µs) are kept within ±2⁶⁰ so that the difference of any two cannot overflow.
    static let timestampLimit: Int64 = 1 << 60

    static func timestamp(_ t: Int64) -> Int64 { min(max(t, -timestampLimit), timestampLimit) }

    /// A range with finite, ordered bounds.
    static func range(_ range: ClosedRange<Double>) -> ClosedRange<Double> {
        let a = position(range.lowerBound)
        let b = position(range.upperBound)
        return min(a, b)...max(a, b)
    }
}
