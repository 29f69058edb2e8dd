import PlaygroundCore

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

    /// Both sides are numbers no more than `tolerance` apart.
    public func isWithin(_ tolerance: Double) -> Bool { delta.map { abs($0) <= tolerance } ?? false }

    /// For people: numbers rounded (`offset_x: 1748.0 → 1729.1 (Δ -18.9)`); from 1 up to 0.1,
    /// below it to 3 significant digits, integers whole. JSON keeps every digit.
    public var readable: String {
        func number(_ text: String) -> String {
            guard !isIntegral, let x = Double(text), x.isFinite else { return text }
            return Self.readable(x)
        }
        var out = "\(path): \(number(a)) → \(number(b))"
        if let delta { out += " (Δ \(isIntegral ? deltaText ?? "" : Self.readable(delta)))" }
        return out
    }

    /// `1729.1`, `-0.0312`, `0`.
    public static func readable(_ x: Double) -> String {
        abs(x) >= 1 || x == 0 ? decimal(x, digits: 1) : NumberText.short(x, significant: 3)
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
