/// Median and 99th percentile (nearest rank) of a series of per-frame costs in µs.
struct BenchStats: Sendable {
    var median: Double
    var p99: Double
    var mean: Double

    init(_ samples: [Double]) {
        guard !samples.isEmpty else {
            (median, p99, mean) = (0, 0, 0)
            return
        }
        let sorted = samples.sorted()
        median = Self.rank(sorted, 0.5)
        p99 = Self.rank(sorted, 0.99)
        mean = samples.reduce(0, +) / Double(samples.count)
    }

    static func rank(_ sorted: [Double], _ q: Double) -> Double {
        let n = sorted.count
        if n % 2 == 0 && q == 0.5 { return (sorted[n / 2 - 1] + sorted[n / 2]) / 2 }
        let index = Int((q * Double(n)).rounded(.up)) - 1
        return sorted[min(max(0, index), n - 1)]
    }
}
