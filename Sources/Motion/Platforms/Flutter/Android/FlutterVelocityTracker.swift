/// Flutter's default `VelocityTracker` (`gestures/velocity_tracker.dart`), which the scroll
/// behavior builds everywhere but iOS and macOS: walking back from the newest of the last 20
/// samples while a sample is at most 100 ms older than the newest (`_horizonMilliseconds`) and at
/// most 40 ms older than the next one (`_assumePointerMoveStoppedMilliseconds`), it fits the
/// window with `LeastSquaresSolver.solve(2)` (`lsq_solver.dart`, weights 1; `QuadraticFit`)
/// and reads coefficient 1 × 1000. Fewer than 3 samples (`_minSampleSize`, flutter#11592) or a
/// degenerate fit read 0. Read more than 40 whole milliseconds after the newest sample (the
/// `_sinceLastSample` stopwatch, flutter#97761), it reads 0.
///
/// The window is Android's (`AndroidVelocityTracker`), but Android fits two samples with a line
/// and stops at more than 40 ms measured exactly, not in whole milliseconds. And it is fed as
/// the Android embedding feeds it (`FlutterPointerSamples`): no move that leaves the position
/// where it was, each stamped in whole milliseconds; the stopwatch runs from the last move that
/// arrived, as it happened.
enum FlutterVelocityTracker {
    /// `_horizonMilliseconds`, µs.
    static let horizon: Int64 = 100_000
    /// `_assumePointerMoveStoppedMilliseconds`.
    static let assumePointerMoveStoppedMilliseconds: Int64 = 40
    /// `_minSampleSize`.
    static let minSampleSize = 3

    /// The estimate at `time` (µs). `offset` is the newest sample of the window minus its oldest,
    /// what `isFlingGesture` compares with `minFlingDistance`.
    static func estimate(_ given: PointerSamples, at time: Int64) -> VelocityEstimate {
        reading(given, at: time).estimate
    }

    static let name = "VelocityTracker (least squares, degree 2)"

    /// The estimate and the samples it fitted, as they arrived (`fed`: the moves the engine sent).
    static func reading(_ given: PointerSamples, at time: Int64) -> TrackerReading {
        let arrived = FlutterPointerSamples.moved(given)
        guard arrived.elapsed(until: time) / 1000 <= assumePointerMoveStoppedMilliseconds else {
            return .stopped(
                tracker: name, samples: arrived, at: time, limit: assumePointerMoveStoppedMilliseconds * 1000,
                rule: "_assumePointerMoveStoppedMilliseconds", wholeMilliseconds: true)
        }
        let samples = FlutterPointerSamples.stampedInWholeMilliseconds(arrived)
        let window = samples.window(horizon: horizon, maxGap: assumePointerMoveStoppedMilliseconds * 1000)
        // The gap is the stopwatch's, from the moves as they arrived, not their whole milliseconds.
        func read(_ estimate: VelocityEstimate, zero: TrackerReading.Zero? = nil) -> TrackerReading {
            TrackerReading(tracker: name, estimate: estimate, samples: arrived, window: window, at: time, zero: zero)
        }
        guard let newest = window.last, let oldest = window.first else { return read(.zero) }
        let offset = newest.position - oldest.position
        guard window.count >= minSampleSize else {
            return read(
                VelocityEstimate(velocity: .zero, offset: offset),
                zero: .tooFewSamples(need: minSampleSize, rule: "_minSampleSize"))
        }
        guard let x = QuadraticFit.slopeAtNewest(window, axis: .horizontal),
            let y = QuadraticFit.slopeAtNewest(window, axis: .vertical)
        else {
            // Three samples in fewer than three distinct milliseconds: the solver has no answer.
            return read(
                VelocityEstimate(velocity: .zero, offset: offset),
                zero: .tooFewSamples(need: minSampleSize, rule: "distinct whole-millisecond times for solve(2)"))
        }
        return read(VelocityEstimate(velocity: Point(x: Sanitize.velocity(x), y: Sanitize.velocity(y)), offset: offset))
    }
}
