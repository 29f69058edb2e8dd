import Motion
import PlaygroundCore
import RealModule

/// Round tick values for a chart axis: steps of 1, 2 or 5 × 10^n, about `target` of them, and
/// a range widened to whole steps so the axis starts and ends on a labelled tick.
public struct AxisTicks: Hashable, Sendable {
    public var lower: Double
    public var upper: Double
    public var step: Double

    public init(covering lo: Double, _ hi: Double, target: Int = 6) {
        var lo = lo.isFinite ? lo : 0
        var hi = hi.isFinite ? hi : 1
        if hi < lo { swap(&lo, &hi) }
        if hi - lo < 1e-12 {
            lo -= 1
            hi += 1
        }
        let raw = (hi - lo) / Double(max(1, target))
        let magnitude = Double.exp10(Double.log10(raw).rounded(.down))
        let normalized = raw / magnitude
        step = (normalized < 1.5 ? 1 : normalized < 3 ? 2 : normalized < 7 ? 5 : 10) * magnitude
        lower = (lo / step).rounded(.down) * step
        upper = (hi / step).rounded(.up) * step
    }

    /// The tick values from `lower` to `upper`.
    public var values: [Double] {
        // At most 100 ticks; a span the double cannot hold (data near ±1e308) is one tick, not a trap.
        let steps = ((upper - lower) / step).rounded()
        let count = steps.isFinite ? Int(clamp(steps, 0...99)) + 1 : 1
        return (0..<count).map { lower + Double($0) * step }
    }

    /// Fraction digits that tell every tick apart (0 for steps of 1 or more).
    public var digits: Int { step >= 1 ? 0 : Int((-Double.log10(step)).rounded(.up)) }

    public func label(_ value: Double) -> String { decimal(abs(value) < step * 1e-9 ? 0 : value, digits: digits) }
}
