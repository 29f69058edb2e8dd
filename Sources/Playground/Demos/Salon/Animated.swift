import Motion

/// A value animated towards a target as UIView.animate(withDuration:) does: along UIView's
/// default ease-in-out curve, evaluated in closed form from the start time and the start value.
/// A new target interrupts it from the current interpolated value (UIKit's begin-from-current-
/// state for layout changes), so there is never a jump, and the value at a time does not depend
/// on how often it was sampled.
struct Animated<Value: Interpolatable>: Hashable, Sendable {
    private(set) var from: Value
    private(set) var to: Value
    /// µs.
    private(set) var start: Int64 = 0
    /// Seconds; 0 = already there.
    private(set) var duration = 0.0
    let easing: Easing

    /// At rest on `value`.
    init(_ value: Value, easing: Easing = .easeInOut) {
        from = value
        to = value
        self.easing = easing
    }

    /// Linear progress 0...1 at `time` (µs).
    func progress(at time: Int64) -> Double {
        guard duration > 0 else { return 1 }
        return clamp(Double(time - start) / 1_000_000 / duration, 0...1)
    }

    func value(at time: Int64) -> Value {
        let u = progress(at: time)
        return u >= 1 ? to : from.interpolated(to: to, easing(u))
    }

    func isRunning(at time: Int64) -> Bool { progress(at: time) < 1 }

    /// Starts towards `target` from wherever the value is at `time`; a duration ≤ 0 jumps.
    mutating func animate(to target: Value, duration: Double, at time: Int64) {
        from = duration > 0 ? value(at: time) : target
        to = target
        start = time
        self.duration = max(0, duration.isNaN ? 0 : duration)
    }
}
