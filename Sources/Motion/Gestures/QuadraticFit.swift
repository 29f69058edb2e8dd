/// The velocity fit Android and Flutter share: an unweighted degree-2 least-squares polynomial
/// through a window of samples, read as its slope at the newest one. Android's default `LSQ2`
/// strategy (`frameworks/native libs/input/VelocityTracker.cpp`,
/// `solveUnweightedLeastSquaresDeg2`, time in seconds) and Flutter's `VelocityTracker`
/// (`gestures/velocity_tracker.dart` with `lsq_solver.dart`'s Gram-Schmidt `solve(2)`, time in
/// milliseconds, weights 1) compute the same polynomial; they differ in which samples they fit
/// (`AndroidVelocityTracker`, `FlutterVelocityTracker`).
///
/// A parabola follows a drag that speeds up or slows down, so it reads the speed at the lift where
/// a straight line reads the speed in the middle of the window (physics.md §8.1: 732 pt/s against
/// the line's 1116 on x = 1.5t − 0.004t²).
enum QuadraticFit {
    /// The fit's slope at the newest sample of `window` along `axis`, pt/s; nil when fewer than
    /// three samples have distinct times (the normal equations are singular: Android's zero
    /// denominator, Flutter's vanishing Gram-Schmidt column). Computed in double, in two passes on
    /// deviations from the means, which stays exact to rounding where AOSP's float sums of raw
    /// powers do not.
    static func slopeAtNewest(_ window: ArraySlice<PointerSamples.Sample>, axis: Axis) -> Double? {
        guard window.count >= 3, let newest = window.last else { return nil }
        // Milliseconds before the newest sample (≤ 0) and positions relative to it keep the sums
        // small; the slope is per millisecond.
        let n = Double(window.count)
        var meanT = 0.0
        var meanT2 = 0.0
        var meanY = 0.0
        for s in window {
            let t = Double(s.time - newest.time) / 1000
            meanT += t / n
            meanT2 += t * t / n
            meanY += (s.position[axis] - newest.position[axis]) / n
        }
        var stt = 0.0
        var sty = 0.0
        var stq = 0.0
        var sqy = 0.0
        var sqq = 0.0
        for s in window {
            let t = Double(s.time - newest.time) / 1000
            let dt = t - meanT
            let dq = t * t - meanT2
            let dy = s.position[axis] - newest.position[axis] - meanY
            stt += dt * dt
            sty += dt * dy
            stq += dt * dq
            sqy += dq * dy
            sqq += dq * dq
        }
        let determinant = stt * sqq - stq * stq
        // 1 − corr(t, t²)²: exactly 0 with fewer than three distinct times, where rounding may
        // leave a residue.
        guard determinant > 1e-12 * stt * sqq else { return nil }
        return (sty * sqq - sqy * stq) / determinant * 1000
    }
}
