/// The targets (issue 19, tightening issue 9's), checked by the bench and quoted in
/// docs/benchmarks.md.
enum BenchTargets {
    /// Step + draw-list build, 99th percentile, per demo (µs).
    static let corePerFrameP99Micros = 100.0
    /// Our render time over the C baseline's.
    static let renderRatio = 1.05
    /// Headless verification speed, × real time.
    static let replayFactor = 5000.0
    /// Resident memory may grow this much (KiB) between the first and last sample of the long replay.
    static let replayGrowthKiB = 2048
    /// Seeking in the replay window: any frame of a 10-minute replay shown within this (ms, issue 18).
    static let seekMillis = 50.0
    /// The slowest demo's median whole frame over the ImGui demo's.
    static let peerRatio = 1.0
    /// A scene of a million items over one of twenty with the same geometry: step + build per
    /// frame (issue 25: cost follows what is on screen, never the item count).
    static let sceneStepBuildRatio = 1.5
    /// The same two scenes' peak memory (KiB): the larger may take at most this much more.
    static let scenePeakDifferenceKiB = 16 * 1024
}
