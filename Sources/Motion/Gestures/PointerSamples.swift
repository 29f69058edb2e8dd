/// Where the pointer was during one press, and when: what each platform's velocity tracker
/// reads at the release (`PlatformScrolling.velocityEstimate`). The press and every move are
/// samples; the lift is not (Android's `VelocityTracker` and Flutter's drag recognizers add no
/// sample for ACTION_UP / `PointerUpEvent`).
///
/// One sample per time: a sample at the newest one's time replaces it. SDL2 stamps every event
/// that one poll of its event queue pumps with the same millisecond, so a fast mouse delivers a frame's
/// moves at one time. A touch screen never does; Android's tracker replaces such a sample itself,
/// but Flutter's keep both and then read almost nothing: the iOS weighting reads on average 0 to
/// 18 % of the speed, and Flutter's fit 0 on a 1000 Hz mouse (`scripts/velocity-estimators-
/// reference.py --noise`). Kept as the newest position at that time, every tracker reads the
/// speed (docs/platforms.md, "Velocity through SDL").
///
/// Samples older than the newest are dropped (the clock only moves forward), so are NaN
/// positions; infinities are clamped. The last `capacity` are kept: every platform's tracker
/// reads at most 20 (Android's `HISTORY_SIZE`, Flutter's `_historySize` and `_sampleSize`).
public struct PointerSamples: Hashable, Sendable {
    public struct Sample: Hashable, Sendable {
        /// µs.
        public var time: Int64
        public var position: Point
    }

    /// Samples kept: the most any platform's tracker reads.
    public static let capacity = 20

    /// Oldest first.
    public private(set) var samples: [Sample] = []

    public init() {
        samples.reserveCapacity(Self.capacity)
    }

    public var newest: Sample? { samples.last }

    /// Records where the pointer was at `time` (µs).
    public mutating func add(time: Int64, position: Point) {
        guard !position.x.isNaN, !position.y.isNaN else { return }
        let sample = Sample(
            time: Sanitize.timestamp(time),
            position: Point(x: Sanitize.position(position.x), y: Sanitize.position(position.y)))
        if let last = samples.last {
            if sample.time < last.time { return }
            if sample.time == last.time {
                samples[samples.count - 1] = sample
                return
            }
        }
        if samples.count == Self.capacity { samples.removeFirst() }
        samples.append(sample)
    }

    public mutating func reset() { samples.removeAll(keepingCapacity: true) }

    /// The newest samples that show one continuous motion: walking back from the newest, each at
    /// most `horizon` µs older than the newest and at most `maxGap` µs older than the next one
    /// (the window both Android's and Flutter's fits read, with 100 and 40 ms). Empty without
    /// samples.
    public func window(horizon: Int64, maxGap: Int64) -> ArraySlice<Sample> {
        guard let newest else { return samples[...] }
        var first = samples.count - 1
        while first > 0 {
            let older = samples[first - 1]
            if newest.time - older.time > horizon || samples[first].time - older.time > maxGap { break }
            first -= 1
        }
        return samples[first...]
    }

    /// µs from the newest sample to `time` (0 without samples, or for a time before it).
    public func elapsed(until time: Int64) -> Int64 {
        guard let newest else { return 0 }
        return max(Sanitize.timestamp(time) - newest.time, 0)
    }
}
