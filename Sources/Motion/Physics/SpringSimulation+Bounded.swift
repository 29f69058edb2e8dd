import RealModule

/// A spring made just stiff enough to rest by a deadline. A spring's settling time grows with
/// the log of the distance over its decay rate, so a spring softened for a near target (or a
/// soft platform constant) can take far longer than anyone waits once the target is millions of
/// points away; raising its frequency, with its damping ratio kept, brings the time down while
/// keeping its shape (docs/reliability.md §7).
extension SpringSimulation {
    /// Bisection steps on the log of the response: the range spans at most 10⁶ (1e-3 s to 1e3 s),
    /// so 40 halvings leave the response within 2⁻⁴⁰·ln 10⁶ (relative) of the softest that
    /// fits, and a fixed count keeps the answer deterministic.
    static let boundSearchSteps = 40

    /// `spring` from `position` (moving at `velocity`) to `target`, unchanged when it rests
    /// within `bound` seconds; otherwise the same damping ratio and mass at the longest response
    /// no shorter than `stiffestResponse` that does. nil when even `stiffestResponse` does not.
    static func resting(
        within bound: Double, spring: Spring, stiffestResponse: Double,
        from position: Double, to target: Double, velocity: Double, tolerance: Tolerance
    ) -> SpringSimulation? {
        let natural = SpringSimulation(
            spring: spring, from: position, to: target, velocity: velocity, tolerance: tolerance)
        guard natural.duration > bound else { return natural }
        func scaled(_ response: Double) -> SpringSimulation {
            SpringSimulation(
                spring: Spring(dampingRatio: spring.dampingRatio, response: response, mass: spring.mass),
                from: position, to: target, velocity: velocity, tolerance: tolerance)
        }
        let stiffest = scaled(min(stiffestResponse, spring.response))
        guard stiffest.duration <= bound else { return nil }
        // Invariant: `fits` rests in time, `tooSoft` does not.
        var fits = (spring: stiffest, logResponse: Double.log(stiffest.spring.response))
        var tooSoft = Double.log(spring.response)
        for _ in 0..<boundSearchSteps {
            let mid = (fits.logResponse + tooSoft) / 2
            let candidate = scaled(Double.exp(mid))
            if candidate.duration <= bound {
                fits = (candidate, mid)
            } else {
                tooSoft = mid
            }
        }
        return fits.spring
    }
}
