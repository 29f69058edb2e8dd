import Demos
import PlaygroundCore

/// The first part of `playground diff`: the two recordings' gestures paired in order (A's first
/// with B's first, …), each lived again under its own recording's parameters, and their numbers
/// side by side (`GestureTable`). Two takes of one flick differ on every frame; here they differ
/// by a few points of rest and a few ms of settling, which is what a person asked.
struct GestureDiff {
    struct Side {
        var demoID: String
        /// When the press came, on its recording's clock (µs).
        var pressTime: Int64
        var metrics: GestureMetrics?
        var item: Int?
        var note: String?
    }

    struct Pair {
        /// 1-based.
        var number: Int
        var a: Side?
        var b: Side?
    }

    var countA: Int
    var countB: Int
    var pairs: [Pair]

    /// What `diff` keeps of one gesture: its numbers, lived again under its own recording's parameters.
    static func side(_ g: RecordedGestures.Gesture) -> Side {
        let run = g.record.rerun(under: g.record.parameters)
        return Side(
            demoID: g.record.demoID, pressTime: g.record.pressTime, metrics: run.trace.metrics,
            item: run.restingItem, note: g.tailNote)
    }

    /// Every pair, or only gesture `only` (1-based) when given, from the sides the two scans kept
    /// (by number; only `only`'s when given).
    static func pairs(
        _ a: (count: Int, sides: [Int: Side]), _ b: (count: Int, sides: [Int: Side]), only: Int?,
        names: (a: String, b: String)
    ) throws(ExitFailure) -> GestureDiff {
        let count = max(a.count, b.count)
        if let only, !(1...max(count, 1)).contains(only) || count == 0 {
            func has(_ n: Int) -> String { n == 1 ? "1 gesture" : "\(n) gestures" }
            throw ExitFailure.badInput(
                "--gesture \(only): A (\(names.a)) has \(has(a.count)), B (\(names.b)) has "
                    + "\(has(b.count))" + (count == 0 ? "" : "; use 1 to \(count)"))
        }
        let numbers = only.map { [$0] } ?? Array(stride(from: 1, through: count, by: 1))
        return GestureDiff(
            countA: a.count, countB: b.count,
            pairs: numbers.map { Pair(number: $0, a: a.sides[$0], b: b.sides[$0]) })
    }

    var text: String {
        func count(_ n: Int) -> String { n == 1 ? "1 gesture" : "\(n) gestures" }
        var out = "gestures: A has \(count(countA)), B has \(count(countB))\n"
        for pair in pairs {
            out += "\ngesture \(pair.number)"
            guard let a = pair.a, let b = pair.b else {
                out += ": only in \(pair.a == nil ? "B" : "A")\n"
                continue
            }
            let demo = a.demoID == b.demoID ? a.demoID : "A in \(a.demoID), B in \(b.demoID)"
            out += " (\(demo), pressed at \(seconds(a.pressTime)) s in A, \(seconds(b.pressTime)) s in B):\n"
            if let note = a.note, a.note == b.note {
                out += "note: in A and B, \(note)\n"
            } else {
                if let note = a.note { out += "note: in A, \(note)\n" }
                if let note = b.note { out += "note: in B, \(note)\n" }
            }
            guard let ma = a.metrics, let mb = b.metrics else {
                out += "  no release in \(a.metrics == nil ? "A" : "B")\n"
                continue
            }
            if ma == mb, a.item == b.item {
                out += "  the same in A and B: rest_offset \(decimal(ma.restOffset)) pt, settle_ms "
                out += ma.settleMilliseconds.map { decimal($0, digits: 0) } ?? "–"
                out += ", settled_ms " + (ma.settledMilliseconds.map { decimal($0, digits: 0) } ?? "–") + "\n"
                continue
            }
            out += GestureTable(a: .init(metrics: ma, item: a.item), b: .init(metrics: mb, item: b.item)).text
        }
        return out
    }

    /// `[{"gesture", "a": {"demo", "start_us", "simulated_tail", …metrics, "item"} | null, "b": …}]`.
    var json: StateValue {
        func side(_ s: Side?) -> StateValue {
            guard let s else { return .null }
            let head = [
                StateField("demo", .string(s.demoID)), StateField("start_us", .int(Int(s.pressTime))),
                StateField("simulated_tail", .bool(s.note != nil)),
            ]
            guard case .object(let fields) = GestureComparison.json(s.metrics, item: s.item) else {
                return .object(head)
            }
            return .object(head + fields)
        }
        return .array(
            pairs.map { .fields(["gesture": .int($0.number), "a": side($0.a), "b": side($0.b)]) })
    }

    private func seconds(_ micros: Int64) -> String { decimal(Double(micros) / 1e6, digits: 2) }
}
