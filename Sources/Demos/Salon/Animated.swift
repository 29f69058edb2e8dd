import Motion

/// A value animated towards a target as UIView.animate(withDuration:) does: along UIView's
/// default ease-in-out curve, evaluated in closed form from the start time and the start value.
/// A new target interrupts it from the current interpolated value (UIKit's begin-from-current-
/// state for layout changes), so there is never a jump, and the value at a time does not depend
/// on how often it was sampled.
struct Animated<Value: Interpolatable>: Hashable, Sendable {
    private(set) var from: Value
    private(set) var to: Value
    /// Linear progress 0 → 1 over the animation, along `easing`, from its start (µs).
    private var progress: TimedSimulation<TweenSimulation>
    let easing: Easing

    /// At rest on `value`.
    init(_ value: Value, easing: Easing = .easeInOut) {
        from = value
        to = value
        self.easing = easing
        progress = TimedSimulation(TweenSimulation(from: 0, to: 1, duration: 0, easing: .linear), start: 0)
    }

    /// µs.
    var start: Int64 { progress.start }
    /// Seconds; 0 = already there.
    var duration: Double { progress.simulation.duration }

    /// Linear progress 0...1 at `time` (µs).
    func progress(at time: Int64) -> Double { progress.simulation.progress(at: progress.elapsed(at: time)) }

    func value(at time: Int64) -> Value {
        let u = progress(at: time)
        return u >= 1 ? to : from.interpolated(to: to, easing(u))
    }

    func isRunning(at time: Int64) -> Bool { progress(at: time) < 1 }

    /// Starts towards `target` from wherever the value is at `time`; a duration ≤ 0 jumps.
    mutating func animate(to target: Value, duration: Double, at time: Int64) {
        from = duration > 0 ? value(at: time) : target
        to = target
        progress = TimedSimulation(
            TweenSimulation(
                from: 0, to: 1, duration: max(0, duration.isNaN ? 0 : duration),
                easing: .linear), start: time)
    }
}
