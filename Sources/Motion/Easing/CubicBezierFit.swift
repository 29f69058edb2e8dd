/// The cubic Bézier closest to any timing function, for platforms that only take
/// `cubic-bezier()` (CSS, `CAMediaTimingFunction`, `PathInterpolator`, Flutter's `Cubic`).
///
/// Penner's polynomial, sine, expo and circ curves are close to a Bézier but not equal to one,
/// and elastic and bounce are not close at all, so the fit reports its worst error and the
/// exporters say how far off it is. Least squares over evenly spaced progress samples,
/// minimised by Nelder–Mead from a few fixed starts: deterministic, no random source.
public struct CubicBezierFit: Hashable, Sendable {
    public let curve: CubicBezier
    /// Largest |curve(p) − easing(p)| over the samples.
    public let maxError: Double
    /// True when the easing is a cubic Bézier already (the fit is the curve itself).
    public let isExact: Bool

    /// Samples of progress used to measure a fit.
    static let samples = 41
    static let iterations = 250
    /// y control points may overshoot this far (back curves reach about −0.6 and 1.6).
    static let yLimit = 3.0

    public init(_ easing: Easing) {
        if case .cubicBezier(let curve) = easing {
            self.curve = curve
            maxError = 0
            isExact = true
            return
        }
        let targets = (0..<Self.samples).map { easing.value(at: Double($0) / Double(Self.samples - 1)) }
        let starts: [[Double]] = [[0.42, 0, 0.58, 1], [0.6, 0, 0.9, 0.5], [0.1, 0.5, 0.4, 1]]
        var best: (point: [Double], cost: Double)?
        for start in starts {
            let found = Self.minimise(start) { Self.cost($0, targets) }
            if best == nil || found.cost < best!.cost { best = found }
        }
        curve = Self.curve(best!.point)
        // The reported error is measured on a finer grid than the one fitted.
        var worst = 0.0
        for i in 0...200 {
            let p = Double(i) / 200
            worst = max(worst, abs(curve.value(at: p) - easing.value(at: p)))
        }
        maxError = worst
        isExact = false
    }

    /// A point of the search space as a valid curve: x clamped into 0...1, y bounded.
    static func curve(_ p: [Double]) -> CubicBezier {
        CubicBezier(
            clamp(p[0], 0...1), clamp(p[1], -yLimit...yLimit), clamp(p[2], 0...1),
            clamp(
                p[3],
                -yLimit...yLimit))
    }

    static func cost(_ p: [Double], _ targets: [Double]) -> Double {
        let c = curve(p)
        var sum = 0.0
        for (i, target) in targets.enumerated() {
            let d = c.value(at: Double(i) / Double(samples - 1)) - target
            sum += d * d
        }
        // Leaving the valid box costs extra, so the simplex comes back instead of sliding along
        // the clamped edge.
        let outside = max(0, -p[0]) + max(0, p[0] - 1) + max(0, -p[2]) + max(0, p[2] - 1)
        return sum + outside * outside * 100
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
                (0..<n).map { centroid[$0] + factor * (worst.0[$0] - centroid[$0]) }
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
                        let p = (0..<n).map { bestPoint[$0] + 0.5 * (simplex[j].0[$0] - bestPoint[$0]) }
                        simplex[j] = (p, f(p))
                    }
                }
            }
        }
        simplex.sort { $0.1 < $1.1 }
        return simplex[0]
    }
}
