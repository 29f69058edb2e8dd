import Demos
import PlaygroundCore

/// One gesture under two runs, side by side for people: `compare`'s A and B, `diff`'s two
/// takes. A row per number, then B − A; pt to 0.1, ms and pt/s to whole numbers, "same" where
/// the two are equal to the last bit, "–" where a side has no value.
struct GestureTable {
    struct Side {
        var metrics: GestureMetrics
        /// The item it rests on (strips), nil where the surface has none.
        var item: Int?
    }

    var a: Side
    var b: Side
    /// The column heads: "A", "B" or the files' names.
    var heads: (a: String, b: String) = ("A", "B")

    private enum Unit {
        case pt, ms, speed, ratio, item

        func text(_ x: Double) -> String {
            switch self {
            case .pt: decimal(x, digits: 1) + " pt"
            case .ms: decimal(x, digits: 0) + " ms"
            case .speed: decimal(x, digits: 0) + " pt/s"
            case .ratio: decimal(x, digits: 3)
            case .item: decimal(x, digits: 0)
            }
        }

        /// Signed; "≈ 0" for a difference too small to show at this precision.
        func difference(_ x: Double) -> String {
            let shown = text(abs(x))
            return shown == text(0) ? "≈ 0" : (x > 0 ? "+" : "-") + shown
        }
    }

    var text: String {
        var out = row("", heads.a, heads.b, "B − A")
        func add(_ name: String, _ unit: Unit, missing: String = "–", _ value: (Side) -> Double?) {
            let x = value(a)
            let y = value(b)
            let delta: String
            if let x, let y {
                delta = x == y ? "same" : unit.difference(y - x)
            } else {
                delta = x == nil && y == nil ? "" : "–"
            }
            out += row(name, x.map(unit.text) ?? missing, y.map(unit.text) ?? missing, delta)
        }
        add("release offset", .pt) { $0.metrics.releaseOffset }
        add("release velocity", .speed) { $0.metrics.releaseVelocity }
        // Counted from 1, as the window's "card 8" and "8 / 14" count (--json keeps the 0-based index).
        if a.item != nil || b.item != nil { add("item", .item) { $0.item.map { Double($0 + 1) } } }
        if a.metrics.projectedLanding != nil || b.metrics.projectedLanding != nil {
            add("projected landing", .pt) { $0.metrics.projectedLanding }
        }
        if a.metrics.target != nil || b.metrics.target != nil { add("target", .pt) { $0.metrics.target } }
        add("rest_offset", .pt) { $0.metrics.restOffset }
        add("settle_ms", .ms, missing: "not at rest") { $0.metrics.settleMilliseconds }
        add("settled_ms", .ms, missing: "not at rest") { $0.metrics.settledMilliseconds }
        add("peak_overshoot", .pt) { $0.metrics.peakOvershoot }
        add("peak_velocity", .speed) { $0.metrics.peakVelocity }
        add("peak_speed_ratio", .ratio) { $0.metrics.peakSpeedRatio }
        return out
    }

    private func row(_ name: String, _ x: String, _ y: String, _ delta: String) -> String {
        let cells = [
            name.padding(toLength: 20, withPad: " ", startingAt: 0),
            x.padding(toLength: 16, withPad: " ", startingAt: 0),
            y.padding(toLength: 16, withPad: " ", startingAt: 0), delta,
        ]
        return String(cells.joined().reversed().drop { $0 == " " }.reversed()) + "\n"
    }
}
