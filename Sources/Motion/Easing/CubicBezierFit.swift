/// The cubic Bézier closest to any timing function, for platforms that only take
/// `cubic-bezier()` (CSS, `CAMediaTimingFunction`, `PathInterpolator`, Flutter's `Cubic`).
///
/// Elastic and bounce are not close to any Bézier, so the fit reports its worst error and
/// `followsEasing` says whether the result is worth writing. A curve that stays within 0...1
/// (bounce) gets a fit that does too: its y control points are kept in 0...1, which keeps the
/// whole Bézier there (it lies inside the hull of its control points), so the fit never runs a
/// list backwards or past its end where the curve does not. Least squares over evenly spaced
/// progress samples, minimised by Nelder–Mead from a few fixed starts: deterministic, no random
/// source. Exports go through `BezierEquivalent`, which prefers easings.net's published curve.
public struct CubicBezierFit: Hashable, Sendable {
    public let curve: CubicBezier
    /// Largest |curve(p) − easing(p)| over time p in 0...1 (`CurveDistance`).
    public let maxError: Double
    /// True when the easing is a cubic Bézier already (the fit is the curve itself).
    public let isExact: Bool
    /// Whether the easing's own values leave 0...1 (back, elastic), which lets the fit's do too.
    public let easingLeavesUnitRange: Bool

    /// A Bézier further than this from the easing (5 % of the distance) does not follow it:
    /// the exports say so and suggest a keyframe or spring animation instead.
    public static let followBound = 0.05
    /// Samples of progress used to measure a fit.
    static let samples = 41
    static let iterations = 250
    /// y control points may overshoot this far (back curves reach about −0.6 and 1.6).
    static let yLimit = 3.0
    /// Samples used to decide whether an easing leaves 0...1.
    static let rangeSamples = 1000

    /// Whether the fit is close enough to stand for the easing (`maxError` within `followBound`).
    public var followsEasing: Bool { maxError <= Self.followBound }

    public init(_ easing: Easing) {
        easingLeavesUnitRange = Self.leavesUnitRange(easing)
        if case .cubicBezier(let curve) = easing {
            self.curve = curve
            maxError = 0
            isExact = true
            return
        }
        let targets = (0..<Self.samples).map { easing.value(at: Double($0) / Double(Self.samples - 1)) }
        let yRange = easingLeavesUnitRange ? -Self.yLimit...Self.yLimit : 0...1
        let starts: [[Double]] = [[0.42, 0, 0.58, 1], [0.6, 0, 0.9, 0.5], [0.1, 0.5, 0.4, 1]]
        var best: (point: [Double], cost: Double)?
        for start in starts {
            let found = Self.minimise(start) { Self.cost($0, targets, yRange: yRange) }
            if best == nil || found.cost < best!.cost { best = found }
        }
        let curve = Self.curve(best!.point, yRange: yRange)
        self.curve = curve
        maxError = CurveDistance.largest(curve.value(at:), easing.value(at:), steepIn: [curve])
        isExact = false
    }

    /// Whether any of `rangeSamples` + 1 evenly spaced values of the easing is outside 0...1
    /// (by more than rounding).
    static func leavesUnitRange(_ easing: Easing) -> Bool {
        let slack = 1e-12
        return (0...rangeSamples).contains { i in
            let y = easing.value(at: Double(i) / Double(rangeSamples))
            return y < -slack || y > 1 + slack
        }
    }

    /// A point of the search space as a valid curve: x clamped into 0...1, y bounded.
    static func curve(_ p: [Double], yRange: ClosedRange<Double>) -> CubicBezier {
        CubicBezier(clamp(p[0], 0...1), clamp(p[1], yRange), clamp(p[2], 0...1), clamp(p[3], yRange))
    }

    static func cost(_ p: [Double], _ targets: [Double], yRange: ClosedRange<Double>) -> Double {
        let c = curve(p, yRange: yRange)
        var sum = 0.0
        for (i, target) in targets.enumerated() {
            let d = c.value(at: Double(i) / Double(samples - 1)) - target
            sum += d * d
        }
        // Leaving the valid box costs extra, so the simplex comes back instead of sliding along
        // the clamped edge.
        let outside =
            distance(p[0], outside: 0...1) + distance(p[2], outside: 0...1) + distance(p[1], outside: yRange)
            + distance(p[3], outside: yRange)
        return sum + outside * outside * 100
    }

    /// How far `x` is outside `range` (0 inside it).
    static func distance(_ x: Double, outside range: ClosedRange<Double>) -> Double {
        max(0, range.lowerBound - x) + max(0, x - range.upperBound)
    }

    /// Nelder–Mead with the standard coefficients (reflect 1, expand 2, contract ½, shrink ½).
    static func minimise(_ start: [Double], _ f: ([Double]) -> Double) -> (point: [Double], cost: Double) {
        let n = start.count
        var simplex: [([Double], Double)] = [(start, f(start))]
        for i in 0..<n {
            var p = start
            p[i] += 0.1
            simplex.append((p, f(p)))
        }
        for _ in 0..<iterations {
            simplex.sort { $0.1 < $1.1 }
            let worst = simplex[n]
            var centroid = [Double](repeating: 0, count: n)
            for vertex in simplex.dropLast() {
                for i in 0..<n { centroid[i] += vertex.0[i] / Double(n) }
            }
            func along(_ factor: Double) -> [Double] {
                let far = worst.0
                return (0..<n).map { (i: Int) -> Double in centroid[i] + factor * (far[i] - centroid[i]) }
            }
            let reflected = along(-1)
            let fr = f(reflected)
            if fr < simplex[0].1 {
                let expanded = along(-2)
                let fe = f(expanded)
                simplex[n] = fe < fr ? (expanded, fe) : (reflected, fr)
            } else if fr < simplex[n - 1].1 {
                simplex[n] = (reflected, fr)
            } else {
                let contracted = along(fr < worst.1 ? -0.5 : 0.5)
                let fc = f(contracted)
                if fc < min(fr, worst.1) {
                    simplex[n] = (contracted, fc)
                } else {
                    let bestPoint = simplex[0].0
                    for j in 1...n {
                        let vertex = simplex[j].0
                        let p = (0..<n).map { (i: Int) -> Double in bestPoint[i] + 0.5 * (vertex[i] - bestPoint[i]) }
                        simplex[j] = (p, f(p))
                    }
                }
            }
        }
        simplex.sort { $0.1 < $1.1 }
        return simplex[0]
    }
}
