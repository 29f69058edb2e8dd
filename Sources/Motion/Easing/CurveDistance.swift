/// How far apart two timing functions are: the largest gap in progress at equal time,
/// max |a(p) − b(p)| for p in 0...1, as a fraction of the distance moved.
///
/// Both are sampled on an even grid of time, and also at the times where each given Bézier's
/// own parameter is on an even grid: a steep stretch of a Bézier passes in very little time, so
/// an even grid of time alone can step over it. The worst sample is then refined by a
/// golden-section search between its neighbours, so a peak between samples is not missed.
enum CurveDistance {
    /// Intervals of each grid.
    static let steps = 400
    /// Golden-section steps: the bracket shrinks to 0.618^40 ≈ 4e-9 of the grid step.
    static let refinements = 40

    static func largest(
        _ a: (Double) -> Double, _ b: (Double) -> Double, steepIn beziers: [CubicBezier] = []
    ) -> Double {
        func gap(_ p: Double) -> Double { abs(a(p) - b(p)) }
        var times = (0...steps).map { Double($0) / Double(steps) }
        for curve in beziers {
            times += (0...steps).map { curve.sampleX(Double($0) / Double(steps)) }
        }
        var worst = 0.0
        var worstTime = 0.0
        for p in times {
            let g = gap(p)
            if g > worst {
                worst = g
                worstTime = p
            }
        }
        let step = 1 / Double(steps)
        return max(worst, refined(gap, around: worstTime, within: step))
    }

    /// The largest gap a golden-section search finds within `within` of `time` (clamped to
    /// 0...1). The gap need not be unimodal there, so callers keep the larger of this and the
    /// sample it started from.
    static func refined(_ gap: (Double) -> Double, around time: Double, within: Double) -> Double {
        let ratio = (5.0.squareRoot() - 1) / 2
        var lo = max(0, time - within)
        var hi = min(1, time + within)
        var left = hi - ratio * (hi - lo)
        var right = lo + ratio * (hi - lo)
        var gapLeft = gap(left)
        var gapRight = gap(right)
        for _ in 0..<refinements {
            if gapLeft > gapRight {
                hi = right
                right = left
                gapRight = gapLeft
                left = hi - ratio * (hi - lo)
                gapLeft = gap(left)
            } else {
                lo = left
                left = right
                gapLeft = gapRight
                right = lo + ratio * (hi - lo)
                gapRight = gap(right)
            }
        }
        return max(gapLeft, gapRight)
    }
}
