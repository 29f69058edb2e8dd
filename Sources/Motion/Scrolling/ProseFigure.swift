/// A figure for prose (`1.1`, `420`): to a number of decimals and without trailing zeros, as the
/// motions' summaries quote their durations and damping ratios.
enum ProseFigure {
    static func rounded(_ x: Double, digits: Int) -> String {
        guard x.isFinite else { return "\(x)" }
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let value = (x * scale).rounded() / scale
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }
}
