import Foundation

/// The bench's clock: CLOCK_MONOTONIC in nanoseconds (µs are too coarse for a step).
enum BenchClock {
    static func nanos() -> UInt64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
    }

    static func micros(since start: UInt64) -> Double { Double(nanos() - start) / 1000 }

}
