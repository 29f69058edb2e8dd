import PlaygroundCore

/// A parsed JSON value that keeps what replay validation needs and JSONSerialization loses:
/// key order, duplicate keys (rejected while parsing) and each number's exact text, so an
/// integer field can refuse `1.5` and a seed can use all 64 bits.
enum JSONValue: Sendable {
    case null
    case bool(Bool)
    /// The literal as written; the parser has checked it against JSON's number grammar.
    case number(String)
    case string(String)
    case array([JSONValue])
    case object([(key: String, value: JSONValue)])

    subscript(key: String) -> JSONValue? {
        guard case .object(let fields) = self else { return nil }
        for field in fields where field.key == key { return field.value }
        return nil
    }

    /// True for number text without a fraction or exponent.
    static func isIntegerLiteral(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 {
            !$0.contains { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }
        }
    }

    /// How the value reads in an error message: `a string "abc"`, `an array`, `1.5`.
    var summary: String {
        switch self {
        case .null: "null"
        case .bool(let b): b ? "true" : "false"
        case .number(let text): text.count > 24 ? String(text.prefix(24)) + "…" : text
        case .string(let s):
            "a string \"" + (s.count > 24 ? String(s.prefix(24)) + "…" : s) + "\""
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// The value as a state tree: integer literals that fit stay integers, so `120` and
    /// `120.0` keep the distinction `StateValue.json` wrote.
    var stateValue: StateValue {
        switch self {
        case .null: .null
        case .bool(let b): .bool(b)
        case .number(let text):
            if Self.isIntegerLiteral(text), let i = Int(text) {
                .int(i)
            } else {
                .double(Double(text) ?? .nan)
            }
        case .string(let s): .string(s)
        case .array(let items): .array(items.map(\.stateValue))
        case .object(let fields): .object(fields.map { StateField($0.key, $0.value.stateValue) })
        }
    }
}
