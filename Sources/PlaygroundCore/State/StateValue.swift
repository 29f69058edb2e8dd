/// A JSON-like value for `--dump-state`, checkpoints and digests. Objects keep their key order
/// so output is stable and diffable.
public indirect enum StateValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([StateValue])
    case object([StateField])

    /// Builds an object from ordered pairs.
    public static func fields(_ pairs: KeyValuePairs<String, StateValue>) -> StateValue {
        .object(pairs.map { StateField($0.key, $0.value) })
    }

    /// The value under `key` when this is an object.
    public subscript(key: String) -> StateValue? {
        guard case .object(let fields) = self else { return nil }
        return fields.first(where: { $0.key == key })?.value
    }

    public var doubleValue: Double? {
        switch self {
        case .double(let d): d
        case .int(let i): Double(i)
        default: nil
        }
    }

    /// Compact JSON. Doubles print in Swift's shortest round-trip form; NaN and infinities
    /// (which JSON cannot hold) print as null.
    public var json: String {
        var out = ""
        write(into: &out)
        return out
    }

    public func write(into out: inout String) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .int(let i): out += String(i)
        case .double(let d): out += d.isFinite ? Self.format(d) : "null"
        case .string(let s): Self.writeString(s, into: &out)
        case .array(let items):
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += "," }
                item.write(into: &out)
            }
            out += "]"
        case .object(let fields):
            out += "{"
            for (i, field) in fields.enumerated() {
                if i > 0 { out += "," }
                Self.writeString(field.key, into: &out)
                out += ":"
                field.value.write(into: &out)
            }
            out += "}"
        }
    }

    static func format(_ d: Double) -> String {
        if d == d.rounded(), abs(d) < 1e15 { return String(Int64(d)) + ".0" }
        return String(d)
    }

    package static func writeString(_ s: String, into out: inout String) {
        out += "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                // Controls, DEL, C1, line separators and bidirectional overrides are legal raw in
                // JSON, but printed to a terminal they drive it, and in a file they mislead a reader.
                if UnsafeScalars.contains(scalar) {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }
}

/// One key of a state object.
public struct StateField: Hashable, Sendable {
    public var key: String
    public var value: StateValue

    public init(_ key: String, _ value: StateValue) {
        self.key = key
        self.value = value
    }
}
