/// The spline `OverScroller` flings along (AOSP `core/java/android/widget/OverScroller.java`,
/// `SplineOverScroller`'s static tables; physics.md §3.1), sampled and interpolated the way
/// AOSP does it, so a fling's position at a given fraction of its duration matches Android's.
///
/// The curve is a cubic Bézier in a parameter x: time fraction
/// `3x(1−x)((1−x)·P1 + x·P2) + x³` against distance fraction `3x(1−x)((1−x)·START_TENSION + x) + x³`
/// with START_TENSION 0.5, END_TENSION 1, INFLEXION 0.35, P1 = 0.175, P2 = 0.35. AOSP does not
/// evaluate it exactly: it keeps NB_SAMPLES = 100 samples and interpolates them linearly, and
/// the way the samples are found shows in the result (up to 3.3e-5 of the fling's distance), so
/// the table is built here exactly as AOSP builds it:
/// - sample i is for time fraction α = i/100; x is bisected between `xMin` and 1, where `xMin`
///   is carried over from the previous sample (never reset to 0);
/// - the bisection stops at the first midpoint whose time fraction is within 1e-5 of α;
/// - entry 100 is set to exactly 1 (so entry 0 is not 0 but about 2.3e-5: the bisection for
///   α = 0 stops at a small positive x).
///
/// AOSP builds it in `float`; this is `Double` throughout (float moves a 7000 pt fling by at most
/// 0.0013 pt, physics.md §3.1). `scripts/android-spline-reference.py` is an independent Python
/// build used by the tests.
public enum AndroidSpline {
    /// `NB_SAMPLES`.
    public static let sampleCount = 100
    /// `START_TENSION`, `END_TENSION`.
    public static let startTension = 0.5
    public static let endTension = 1.0
    /// `P1 = START_TENSION·INFLEXION`, `P2 = 1 − END_TENSION·(1 − INFLEXION)`.
    public static let p1 = startTension * OverScrollerFling.inflexion
    public static let p2 = 1 - endTension * (1 - OverScrollerFling.inflexion)
    /// Where the bisection stops (`1E-5` in the static initialiser).
    public static let bisectionTolerance = 1e-5

    /// `SPLINE_POSITION`: distance fraction at time fraction i/100, 101 entries.
    public static let positions: [Double] = table(
        sampling: timeFraction, storing: distanceFraction)
    /// `SPLINE_TIME`: time fraction at distance fraction i/100, 101 entries (the inverse table
    /// `adjustDuration` reads).
    public static let times: [Double] = table(
        sampling: distanceFraction, storing: timeFraction)

    /// The Bézier's time coordinate at parameter x.
    static func timeFraction(_ x: Double) -> Double {
        3 * x * (1 - x) * ((1 - x) * p1 + x * p2) + x * x * x
    }

    /// The Bézier's distance coordinate at parameter x.
    static func distanceFraction(_ x: Double) -> Double {
        3 * x * (1 - x) * ((1 - x) * startTension + x) + x * x * x
    }

    /// For each α = i/100, bisects the parameter until `sampling` is within the tolerance of α
    /// and stores `storing` there. Both coordinates increase with x on [0, 1], so the carried-over
    /// lower bound stays below the next sample's root and the bisection always converges (the
    /// iteration cap is a guard that is never reached: 60 halvings pass the tolerance).
    private static func table(
        sampling: (Double) -> Double, storing: (Double) -> Double
    ) -> [Double] {
        var values = [Double](repeating: 1, count: sampleCount + 1)
        var xMin = 0.0
        for i in 0..<sampleCount {
            let alpha = Double(i) / Double(sampleCount)
            var xMax = 1.0
            var x = 0.5
            for _ in 0..<200 {
                x = xMin + (xMax - xMin) / 2
                let value = sampling(x)
                if abs(value - alpha) < bisectionTolerance { break }
                if value > alpha { xMax = x } else { xMin = x }
            }
            values[i] = storing(x)
        }
        // Entry 100 stays exactly 1, as AOSP sets it.
        return values
    }

    /// The segment index and the fraction clamped to [0, 1] (NaN reads as 0).
    private static func segment(_ u: Double) -> (index: Int, u: Double) {
        let u = u.isNaN ? 0 : min(max(u, 0), 1)
        return (min(Int(Double(sampleCount) * u), sampleCount), u)
    }

    /// Distance fraction at time fraction `u` (`update()`'s SPLINE branch): linear between
    /// samples, exactly 1 from u = 1 on. `u` is clamped to [0, 1].
    public static func position(atFraction u: Double) -> Double {
        let (i, u) = segment(u)
        guard i < sampleCount else { return 1 }
        let slope = (positions[i + 1] - positions[i]) * Double(sampleCount)
        return positions[i] + (u - Double(i) / Double(sampleCount)) * slope
    }

    /// d(distance fraction)/d(time fraction) at `u`: the slope of the table segment holding `u`,
    /// which is how `update()` computes the velocity (`velocityCoef`), and 0 from u = 1 on. A
    /// fling's velocity is this times distance/duration; it is piecewise constant, stepping by at
    /// most 2.3 % of the release speed from one segment to the next and falling from 0.14 % of
    /// it to 0 at the end (the table's last segment).
    public static func velocityFactor(atFraction u: Double) -> Double {
        let (i, _) = segment(u)
        guard i < sampleCount else { return 0 }
        return (positions[i + 1] - positions[i]) * Double(sampleCount)
    }

    /// The time fraction at which `position(atFraction:)` reaches distance fraction `f`: the
    /// exact inverse of the interpolated table (0 up to `positions[0]`, 1 from 1 on). Used to cut
    /// a fling at an edge with no jump.
    public static func fraction(reachingPosition f: Double) -> Double {
        guard !f.isNaN, f > positions[0] else { return 0 }
        guard f < 1 else { return 1 }
        // The last sample at or below f; the table increases strictly.
        var lo = 0
        var hi = sampleCount
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if positions[mid] <= f { lo = mid } else { hi = mid }
        }
        let step = (f - positions[lo]) / (positions[lo + 1] - positions[lo])
        return (Double(lo) + step) / Double(sampleCount)
    }

    /// `adjustDuration`'s time coefficient for a fling cut at distance fraction `f`: a linear
    /// lookup in `SPLINE_TIME`. It is not the inverse of `position(atFraction:)` (the two tables
    /// interpolate different chords of the curve): at the coefficient it returns, the fling is up
    /// to 0.26 % of its distance short of or past the edge, worst within the last 1 % of it,
    /// which AOSP hides by jumping to the edge. `AndroidFlingSimulation` cuts at
    /// `fraction(reachingPosition:)` instead; this is kept to quote AOSP's number.
    public static func adjustedDurationFraction(distanceFraction f: Double) -> Double {
        let (i, f) = segment(f)
        guard i < sampleCount else { return 1 }
        let slope = (times[i + 1] - times[i]) * Double(sampleCount)
        return times[i] + (f - Double(i) / Double(sampleCount)) * slope
    }
}
