import Motion
import PlaygroundCore

/// Curves that run together for a while and then part: the one drawn first lies under the other
/// there and cannot be seen ("UIKit lies under Flutter iOS until 1.2 s"). Whole coincidence is
/// `LinePlot.coinciding`; this is the rest: a shared stretch from where the lower curve starts
/// (a drag every platform follows alike, a fling two platforms decay alike at first) that covers
/// at least `minimumShare` of the plot's width, so a shared first sample alone says nothing.
public struct PartialCoincidence: Hashable, Sendable {
    /// The series hidden, in drawing order.
    public var lower: [String]
    /// The series drawn over them (the last drawn of those that cover them).
    public var upper: String
    /// The x where they part: the last sample still within the tolerance.
    public var until: Double

    /// A stretch counts when it covers this much of the x range at least (5 %: tens of pixels).
    public static let minimumShare = 0.05

    /// Every curve of `series` (drawn in order) that lies under a later one from its start
    /// for a while, grouped by the curve on top and where they part. `whole` lists groups that
    /// coincide everywhere (`LinePlot.coinciding`), already said, so left out.
    public static func find(in series: [ChartSeries], within tolerance: Double, whole: [[String]] = [])
        -> [PartialCoincidence]
    {
        let points = series.flatMap(\.points).filter { $0.x.isFinite }
        guard let lo = points.map(\.x).min(), let hi = points.map(\.x).max(), hi > lo else { return [] }
        let minimumSpan = (hi - lo) * minimumShare
        var found: [PartialCoincidence] = []
        for i in series.indices {
            // The topmost later curve that hides this one from its start for long enough.
            for j in series.indices.reversed() where j > i {
                if whole.contains(where: { $0.contains(series[i].name) && $0.contains(series[j].name) }) { continue }
                guard let end = sharedStretchEnd(series[i].points, under: series[j].points, tolerance),
                    let start = series[i].points.first?.x, end - start >= minimumSpan
                else { continue }
                if let g = found.firstIndex(where: { $0.upper == series[j].name && $0.until == end }) {
                    found[g].lower.append(series[i].name)
                } else {
                    found.append(PartialCoincidence(lower: [series[i].name], upper: series[j].name, until: end))
                }
                break
            }
        }
        return found
    }

    /// The x of the last sample of `p`, from its first on, within `tolerance` of `q` (read
    /// between `q`'s samples along a straight line, as it is drawn); nil when they differ at once
    /// or `q` does not cover `p`'s start.
    static func sharedStretchEnd(_ p: [Point], under q: [Point], _ tolerance: Double) -> Double? {
        var k = 0
        var end: Double?
        for a in p {
            guard a.x.isFinite, a.y.isFinite else { break }
            while k + 1 < q.count, q[k + 1].x < a.x { k += 1 }
            guard k < q.count, q[k].x <= a.x + 1e-9 else { break }
            let y: Double
            if abs(q[k].x - a.x) <= 1e-9 || k + 1 == q.count {
                guard abs(q[k].x - a.x) <= 1e-9 else { break }
                y = q[k].y
            } else {
                let b = q[k + 1]
                y = q[k].y + (b.y - q[k].y) * (a.x - q[k].x) / (b.x - q[k].x)
            }
            guard abs(a.y - y) <= tolerance else { break }
            end = a.x
        }
        return end
    }

    /// "UIKit lies under Flutter iOS until 1.2 s"; `unit` is the x axis's ("s", "ms", or "").
    public func note(unit: String) -> String {
        let names = lower.count > 1 ? lower.dropLast().joined(separator: ", ") + " and " + lower.last! : lower[0]
        let verb = lower.count > 1 ? "lie" : "lies"
        let x = NumberText.short(until, significant: 3)
        return "\(names) \(verb) under \(upper) until \(x)\(unit.isEmpty ? "" : " " + unit)"
    }

    /// The unit in an axis label: "time (s)" → "s"; a bare unit ("ms") is itself.
    public static func unit(of label: String) -> String {
        if let open = label.lastIndex(of: "("), let close = label.lastIndex(of: ")"), open < close {
            return String(label[label.index(after: open)..<close])
        }
        return label.contains(" ") ? "" : label
    }
}
