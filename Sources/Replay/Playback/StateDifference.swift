import PlaygroundCore

/// One leaf of a state object whose recorded and replayed values differ.
public struct StateDifference: Hashable, Sendable, CustomStringConvertible {
    /// Dotted path: `offset_y`, `transition.progress`, `items.3`.
    public var path: String
    /// JSON text, or "absent".
    public var recorded: String
    public var replayed: String

    public init(path: String, recorded: String, replayed: String) {
        self.path = path
        self.recorded = recorded
        self.replayed = replayed
    }

    public var description: String { "\(path) (recorded \(recorded), replayed \(replayed))" }

    /// Every leaf that differs, depth first in the recorded key order, then keys only one side
    /// has. Leaves compare by their JSON text, the form the file stores (NaN reads as null).
    public static func between(recorded: StateValue, replayed: StateValue) -> [StateDifference] {
        var out: [StateDifference] = []
        compare(recorded, replayed, path: "", into: &out)
        return out
    }

    private static func compare(_ a: StateValue?, _ b: StateValue?, path: String, into out: inout [StateDifference]) {
        switch (a, b) {
        case (.object(let fa)?, .object(let fb)?):
            for field in fa {
                compare(
                    field.value, fb.first(where: { $0.key == field.key })?.value,
                    path: join(path, field.key), into: &out)
            }
            for field in fb where !fa.contains(where: { $0.key == field.key }) {
                compare(nil, field.value, path: join(path, field.key), into: &out)
            }
        case (.array(let ia)?, .array(let ib)?) where ia.count == ib.count:
            for (i, pair) in zip(ia, ib).enumerated() {
                compare(pair.0, pair.1, path: join(path, String(i)), into: &out)
            }
        default:
            let ta = a?.json ?? "absent"
            let tb = b?.json ?? "absent"
            if ta != tb { out.append(StateDifference(path: path.isEmpty ? "state" : path, recorded: ta, replayed: tb)) }
        }
    }

    private static func join(_ path: String, _ key: String) -> String { path.isEmpty ? key : path + "." + key }
}
