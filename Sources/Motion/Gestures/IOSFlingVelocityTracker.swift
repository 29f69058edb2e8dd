/// Flutter's `IOSScrollViewFlingVelocityTracker` (`gestures/velocity_tracker.dart`), which Flutter
/// documents as "a close approximation of iOS scroll view's velocity estimation strategy": a
/// weighted average of the last three sample-to-sample velocities,
/// 0.6·v(−2) + 0.35·v(−1) + 0.05·v(0), v(0) being the newest pair's. flutter-ios uses it, and so
/// does UIKit: Apple documents nothing of UIScrollView's own estimator, and Flutter's, fitted to
/// match it, is the best public reference.
///
/// It weights the older pairs most because UIScrollView reports the content's speed at the lift,
/// which has already slowed with the finger (Flutter's comment in `getVelocityEstimate`). It keeps
/// no window: the last four samples count however old (only the stopped pointer below reads 0),
/// so a pair spanning a pause counts, where the fits drop everything before a 40 ms gap.
public enum IOSFlingVelocityTracker {
    /// The weights of v(−2), v(−1) and v(0).
    public static let weights = (older: 0.6, previous: 0.35, newest: 0.05)
    /// Flutter's `_assumePointerMoveStoppedMilliseconds`: read more than this many whole
    /// milliseconds after the newest sample (`_sinceLastSample.elapsedMilliseconds`, truncated),
    /// the pointer has stopped and the estimate is zero (flutter#97761).
    public static let stoppedMilliseconds: Int64 = 40

    /// The estimate at `time` (µs). `offset` is the newest sample minus the oldest of the last 20,
    /// as Flutter's (it makes a short flick long enough for the fling test).
    public static func estimate(_ samples: PointerSamples, at time: Int64) -> VelocityEstimate {
        reading(samples, at: time).estimate
    }

    /// The estimate and what it read: the last four samples (three pairs), or none when the
    /// stopwatch says the pointer stopped. Flutter iOS passes its name.
    public static func reading(
        _ samples: PointerSamples, at time: Int64, tracker: String = "IOSScrollViewFlingVelocityTracker"
    ) -> TrackerReading {
        let s = samples.samples
        guard let newest = s.last, let oldest = s.first else {
            return TrackerReading(tracker: tracker, estimate: .zero, samples: samples, window: [], at: time)
        }
        guard samples.elapsed(until: time) / 1000 <= stoppedMilliseconds else {
            return .stopped(
                tracker: tracker, samples: samples, at: time, limit: stoppedMilliseconds * 1000,
                rule: "_assumePointerMoveStoppedMilliseconds", wholeMilliseconds: true)
        }
        // The velocity between samples `end − 1` and `end`; 0 for a pair that does not exist yet
        // (Flutter's empty ring slots), pt/s.
        func pair(_ k: Int) -> Point {
            let end = s.count - 1 + k
            guard end >= 1 else { return .zero }
            let a = s[end - 1]
            let b = s[end]
            let dt = Double(b.time - a.time) / 1_000_000
            return (b.position - a.position) * (1 / dt)
        }
        let v = pair(-2) * weights.older + pair(-1) * weights.previous + pair(0) * weights.newest
        let estimate = VelocityEstimate(
            velocity: Point(x: Sanitize.velocity(v.x), y: Sanitize.velocity(v.y)),
            offset: newest.position - oldest.position)
        // One sample has no pair, which reads zero as the empty ring slots do.
        return TrackerReading(
            tracker: tracker, estimate: estimate, samples: samples, window: s.suffix(4), at: time,
            zero: s.count < 2 ? .tooFewSamples(need: 2, rule: "a pair of samples") : nil)
    }
}
