/// Android's `VelocityTracker` as `RecyclerView` reads it at ACTION_UP
/// (`frameworks/native libs/input/VelocityTracker.cpp`; physics.md §8.1): the X and Y axes'
/// default strategy, `LSQ2`, an unweighted degree-2 least-squares fit (`QuadraticFit`) read as
/// its slope at the newest movement. Which movements it fits:
///
/// - ACTION_DOWN and ACTION_MOVE add one; ACTION_UP adds none (`addMovement(const MotionEvent*)`);
/// - a movement more than `ASSUME_POINTER_STOPPED_TIME` (40 ms) after the previous event clears
///   what came before (`VelocityTracker::addMovement`), and so does an ACTION_UP that late;
/// - the strategy keeps `HISTORY_SIZE` (20) movements and drops those more than `HORIZON`
///   (100 ms) older than the newest (`AccumulatingVelocityTrackerStrategy::addMovement`);
/// - with one movement there is no velocity (0); with two, the general solver fits degree 1, the
///   line through them (`getVelocity`: degree = min(2, n − 1)).
///
/// AOSP sums in float; this fits in double (`QuadraticFit`). The reference is
/// `scripts/velocity-estimators-reference.py`.
enum AndroidVelocityTracker {
    /// `ASSUME_POINTER_STOPPED_TIME`, µs.
    static let assumePointerStoppedTime: Int64 = 40_000
    /// `LeastSquaresVelocityTrackerStrategy` `HORIZON`, µs.
    static let horizon: Int64 = 100_000
    /// The reading at an ACTION_UP at `time` (µs). `offset` is the newest movement fitted minus the
    /// oldest (Android's fling test does not read it).
    static func estimate(_ samples: PointerSamples, at time: Int64) -> VelocityEstimate {
        reading(samples, at: time).estimate
    }

    static let name = "VelocityTracker (LSQ2)"

    /// The estimate and the movements it fitted; none when the ACTION_UP came too late.
    static func reading(_ samples: PointerSamples, at time: Int64) -> TrackerReading {
        guard samples.elapsed(until: time) <= assumePointerStoppedTime else {
            return .stopped(
                tracker: name, samples: samples, at: time, limit: assumePointerStoppedTime,
                rule: "ASSUME_POINTER_STOPPED_TIME", wholeMilliseconds: false)
        }
        // What survives the clearing at a late movement and the horizon (`window`); the history
        // size, 20, is what `PointerSamples` keeps.
        let window = samples.window(horizon: horizon, maxGap: assumePointerStoppedTime)
        guard let newest = window.last, let oldest = window.first else {
            return TrackerReading(tracker: name, estimate: .zero, samples: samples, window: window, at: time)
        }
        var velocity = Point.zero
        for axis in Axis.allCases {
            switch window.count {
            case 1:
                velocity[axis] = 0
            case 2:
                let dt = Double(newest.time - oldest.time) / 1_000_000
                velocity[axis] = (newest.position[axis] - oldest.position[axis]) / dt
            default:
                velocity[axis] = QuadraticFit.slopeAtNewest(window, axis: axis) ?? 0
            }
            velocity[axis] = Sanitize.velocity(velocity[axis])
        }
        return TrackerReading(
            tracker: name, estimate: VelocityEstimate(velocity: velocity, offset: newest.position - oldest.position),
            samples: samples, window: window, at: time,
            zero: window.count < 2 ? .tooFewSamples(need: 2, rule: "getVelocity's degree min(2, n − 1)") : nil)
    }
}
