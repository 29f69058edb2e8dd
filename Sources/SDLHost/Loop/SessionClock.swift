/// Maps the machine's monotonic clock to session time (µs since the loop started), stretching
/// no frame by more than `maxStep`: after a stall (debugger, suspended laptop, long idle) the
/// session advances at most 250 ms and the excess becomes a permanent offset, so session time
/// stays monotonic and event timestamps keep mapping consistently.
///
/// Pure arithmetic on raw readings, so the clamp is testable without SDL.
struct SessionClock {
    static let maxStep: Int64 = 250_000
    /// Extra gap tolerated beyond a requested timer wait (timeouts have ms granularity).
    static let waitSlack: Int64 = 50_000

    /// Wall time removed by clamping, in µs.
    private(set) var offset: Int64 = 0
    private(set) var lastRaw: Int64 = 0
    private(set) var lastTime: Int64 = 0

    /// Session time for a raw reading (µs since start). `expectedGap` is how long the loop
    /// deliberately waited for a timer: such a gap is not a stall, so a wake at t lands at ≈ t.
    mutating func advance(toRaw raw: Int64, expectedGap: Int64 = 0) -> Int64 {
        let gap = raw - lastRaw
        let allowed = max(Self.maxStep, expectedGap + Self.waitSlack)
        if gap > allowed { offset += gap - allowed }
        lastRaw = max(lastRaw, raw)
        lastTime = max(lastTime, lastRaw - offset)
        return lastTime
    }

    /// The session time of something that happened at `raw`, without advancing the clock.
    func time(atRaw raw: Int64) -> Int64 { raw - offset }

    /// Counter ticks to µs without overflowing for long sessions at ns-resolution counters.
    static func micros(ticks: UInt64, frequency: UInt64) -> Int64 {
        let whole = ticks / frequency
        let rest = ticks % frequency
        return Int64(whole) * 1_000_000 + Int64(rest * 1_000_000 / frequency)
    }
}
