import Playground

/// One state field that differs between two sessions, with the numeric difference when both
/// sides are numbers (`offset_x 1748 → 1729.13, Δ -18.87`).
public struct FieldDifference: Hashable, Sendable, CustomStringConvertible {
    /// Dotted path: `offset_y`, `transition.progress`.
    public var path: String
    /// JSON text of each side, or "absent".
    public var a: String
    public var b: String
    /// b − a when both are numbers.
    public var delta: Double?
    /// Both sides are integers (counts, indices), so the difference prints as one.
    public var isIntegral: Bool

    public init(path: String, a: String, b: String) {
        self.path = path
        self.a = a
        self.b = b
        if let x = Double(a), let y = Double(b), x.isFinite, y.isFinite { delta = y - x }
        isIntegral = Int(a) != nil && Int(b) != nil
    }

    /// Every leaf of two state objects that differs (the same walk checkpoint mismatches use).
    public static func between(_ a: StateValue, _ b: StateValue) -> [FieldDifference] {
        StateDifference.between(recorded: a, replayed: b).map {
            FieldDifference(path: $0.path, a: $0.recorded, b: $0.replayed)
        }
    }

    public var description: String {
        var out = "\(path): \(a) → \(b)"
        if let deltaText { out += " (Δ \(deltaText))" }
        return out
    }

    /// The difference as JSON number text: `-1` for integers, `30.5` or `1e-09` otherwise.
    public var deltaText: String? {
        delta.map { isIntegral && abs($0) < 9e15 ? String(Int64($0)) : StateValue.double($0).json }
    }
}
