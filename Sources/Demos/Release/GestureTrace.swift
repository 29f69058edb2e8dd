import Motion

/// A gesture's motion along its scroll axis, press → release → rest, sampled after every
/// step of the demo (demo time, offset space), with the facts of the release.
public struct GestureTrace: Hashable, Sendable {
    public struct Sample: Hashable, Sendable {
        public var time: Int64
        public var offset: Double
        /// Points per second.
        public var velocity: Double
    }

    /// What the scroll view decided at the release instant.
    public struct Release: Hashable, Sendable {
        public var time: Int64
        public var offset: Double
        /// The velocity the release handed to the simulation, pt/s: the motion's at the release
        /// instant (after the platform's fling rules, carried momentum, a snap's own start speed).
        public var velocity: Double
        /// What the platform's velocity tracker read from the finger at the release, pt/s; nil
        /// when the release was not a drag's.
        public var trackerVelocity: Double?
        /// Why the tracker read `trackerVelocity`; nil with it.
        public var tracker: TrackerReading?
        /// Where a free glide would rest.
        public var projectedLanding: Double?
        /// Where the motion actually goes (after snapping), if anywhere.
        public var target: Double?
    }

    public var samples: [Sample] = []
    public var release: Release?
    /// The first sampled time at rest after the release.
    public var restTime: Int64?

    public init() {}

    public var restOffset: Double? {
        guard let restTime else { return nil }
        return samples.last { $0.time == restTime }?.offset
    }

    /// Samples from the release on (the release instant included).
    public var afterRelease: ArraySlice<Sample> {
        guard let release else { return [] }
        return samples[(samples.firstIndex { $0.time >= release.time } ?? samples.endIndex)...]
    }

    public var metrics: GestureMetrics? { GestureMetrics(self) }
}
