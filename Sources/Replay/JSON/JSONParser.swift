import PlaygroundCore

/// A strict JSON parser over one line's bytes (RFC 8259, no extensions: no NaN, no
/// comments, no trailing commas, no duplicate keys), bounded in depth so hostile input
/// cannot exhaust the stack.
///
/// Its errors say whether the input simply *ended* too early: a replay line cut short by a
/// crash is a prefix of valid JSON and always fails that way, while damage fails on a byte.
struct JSONParser {
    struct Failure: Error {
        var message: String
        /// 1-based byte column.
        var column: Int
        /// True when the text is a valid prefix that stops early.
        var endedEarly: Bool
    }

    static let maxDepth = 32
    static let maxNumberLength = 64

    // A raw buffer rather than an array: no retain/release per byte, which matters in debug
    // builds where the fuzz tests parse thousands of files.
    private let bytes: UnsafeBufferPointer<UInt8>
    private var i: Int
    private let end: Int

    /// Parses `bytes[range]` as exactly one JSON value surrounded by optional whitespace.
    static func parse(_ bytes: [UInt8], _ range: Range<Int>) throws(Failure) -> JSONValue {
        let result = bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(Failure) -> JSONValue in try parse(buffer, range) }
        }
        return try result.get()
    }

    static func parse(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) throws(Failure) -> JSONValue {
        var parser = JSONParser(bytes: bytes, i: range.lowerBound, end: range.upperBound)
        let base = range.lowerBound
        do throws(Failure) {
            parser.skipWhitespace()
            let value = try parser.value(depth: 0)
            parser.skipWhitespace()
            if parser.i < parser.end {
                throw parser.unexpected("after the value")
            }
            return value
        } catch {
            var e = error
            e.column -= base
            throw e
        }
    }

    private mutating func skipWhitespace() {
        while i < end, bytes[i] == 0x20 || bytes[i] == 0x09 || bytes[i] == 0x0A || bytes[i] == 0x0D { i += 1 }
    }

    private func unexpected(_ context: String) -> Failure {
        if i >= end { return Failure(message: "the line ends \(context)", column: i + 1, endedEarly: true) }
        return Failure(message: "unexpected \(Self.describe(bytes[i])) \(context)", column: i + 1, endedEarly: false)
    }

    static func describe(_ byte: UInt8) -> String {
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        let hex = String(byte, radix: 16, uppercase: true)
        return "byte 0x" + (hex.count < 2 ? "0" : "") + hex
    }

    private mutating func value(depth: Int) throws(Failure) -> JSONValue {
        guard i < end else { throw unexpected("where a value should be") }
        switch bytes[i] {
        case UInt8(ascii: "{"):
            guard depth < Self.maxDepth else {
                throw Failure(message: "nesting deeper than \(Self.maxDepth) levels", column: i + 1, endedEarly: false)
            }
            return try object(depth: depth + 1)
        case UInt8(ascii: "["):
            guard depth < Self.maxDepth else {
                throw Failure(message: "nesting deeper than \(Self.maxDepth) levels", column: i + 1, endedEarly: false)
            }
            return try array(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"):
            try literal("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try literal("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try literal("null")
            return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw unexpected("where a value should be")
        }
    }

    private mutating func literal(_ word: StaticString) throws(Failure) {
        let start = i
        let text = word.withUTF8Buffer { Array($0) }
        for b in text {
            guard i < end else { throw unexpected("inside '\(word)'") }
            guard bytes[i] == b else {
                i = start
                throw Failure(
                    message: "unexpected \(Self.describe(bytes[start])) where a value should be",
                    column: start + 1, endedEarly: false)
            }
            i += 1
        }
    }

    private mutating func object(depth: Int) throws(Failure) -> JSONValue {
        i += 1
        var fields: [(key: String, value: JSONValue)] = []
        // One allocation for a replay line's object (up to 8 fields), not one per doubling.
        fields.reserveCapacity(8)
        // Keys seen, once an object is too big to search: a hostile header's 65,536 settings took
        // 150 s to check pair by pair.
        var keys: Set<String>?
        skipWhitespace()
        if i < end, bytes[i] == UInt8(ascii: "}") {
            i += 1
            return .object(fields)
        }
        while true {
            skipWhitespace()
            guard i < end, bytes[i] == UInt8(ascii: "\"") else { throw unexpected("where a key should be") }
            let keyColumn = i + 1
            let key = try string()
            let duplicate: Bool
            if fields.count < 16 {
                duplicate = fields.contains { $0.key == key }
            } else {
                if keys == nil { keys = Set(fields.map(\.key)) }
                duplicate = keys?.insert(key).inserted == false
            }
            if duplicate {
                throw Failure(message: "duplicate key \"\(key)\"", column: keyColumn, endedEarly: false)
            }
            skipWhitespace()
            guard i < end, bytes[i] == UInt8(ascii: ":") else { throw unexpected("after a key (expected ':')") }
            i += 1
            skipWhitespace()
            fields.append((key, try value(depth: depth)))
            skipWhitespace()
            guard i < end else { throw unexpected("inside an object") }
            if bytes[i] == UInt8(ascii: ",") {
                i += 1
                continue
            }
            if bytes[i] == UInt8(ascii: "}") {
                i += 1
                return .object(fields)
            }
            throw unexpected("inside an object (expected ',' or '}')")
        }
    }

    private mutating func array(depth: Int) throws(Failure) -> JSONValue {
        i += 1
        var items: [JSONValue] = []
        skipWhitespace()
        if i < end, bytes[i] == UInt8(ascii: "]") {
            i += 1
            return .array(items)
        }
        while true {
            skipWhitespace()
            items.append(try value(depth: depth))
            skipWhitespace()
            guard i < end else { throw unexpected("inside an array") }
            if bytes[i] == UInt8(ascii: ",") {
                i += 1
                continue
            }
            if bytes[i] == UInt8(ascii: "]") {
                i += 1
                return .array(items)
            }
            throw unexpected("inside an array (expected ',' or ']')")
        }
    }

    /// The bytes were checked as UTF-8 before parsing, so only escapes need decoding here.
    private mutating func string() throws(Failure) -> String {
        i += 1
        let start = i
        var plain = true
        while i < end {
            let b = bytes[i]
            if b == UInt8(ascii: "\"") {
                break
            } else if b == UInt8(ascii: "\\") {
                plain = false
                i += 2
            } else if b < 0x20 {
                throw Failure(
                    message: "control character \(Self.describe(b)) inside a string", column: i + 1,
                    endedEarly: false)
            } else {
                i += 1
            }
        }
        guard i < end else {
            i = end
            throw unexpected("inside a string")
        }
        let stop = i
        i += 1
        if plain { return String(decoding: bytes[start..<stop], as: UTF8.self) }
        return try unescape(start..<stop)
    }

    private func unescape(_ range: Range<Int>) throws(Failure) -> String {
        var scalars = String.UnicodeScalarView()
        var raw: [UInt8] = []
        var j = range.lowerBound
        func flush() {
            if !raw.isEmpty {
                scalars.append(contentsOf: String(decoding: raw, as: UTF8.self).unicodeScalars)
                raw = []
            }
        }
        func hex4(at k: Int) -> UInt32? {
            guard k + 4 <= range.upperBound else { return nil }
            var v: UInt32 = 0
            for b in bytes[k..<(k + 4)] {
                guard let d = NumberText.hexDigit(b) else { return nil }
                v = v << 4 | UInt32(d)
            }
            return v
        }
        while j < range.upperBound {
            let b = bytes[j]
            guard b == UInt8(ascii: "\\") else {
                raw.append(b)
                j += 1
                continue
            }
            let bad = Failure(message: "invalid escape in a string", column: j + 1, endedEarly: false)
            guard j + 1 < range.upperBound else { throw bad }
            let e = bytes[j + 1]
            j += 2
            switch e {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): raw.append(e)
            case UInt8(ascii: "b"): raw.append(0x08)
            case UInt8(ascii: "f"): raw.append(0x0C)
            case UInt8(ascii: "n"): raw.append(0x0A)
            case UInt8(ascii: "r"): raw.append(0x0D)
            case UInt8(ascii: "t"): raw.append(0x09)
            case UInt8(ascii: "u"):
                guard let high = hex4(at: j) else { throw bad }
                j += 4
                var code = high
                if (0xD800...0xDBFF).contains(high) {
                    guard j + 1 < range.upperBound, bytes[j] == UInt8(ascii: "\\"), bytes[j + 1] == UInt8(ascii: "u"),
                        let low = hex4(at: j + 2), (0xDC00...0xDFFF).contains(low)
                    else {
                        throw Failure(
                            message: "unpaired surrogate escape in a string", column: j + 1, endedEarly: false)
                    }
                    j += 6
                    code = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
                }
                guard let scalar = Unicode.Scalar(code) else {
                    throw Failure(message: "unpaired surrogate escape in a string", column: j + 1, endedEarly: false)
                }
                flush()
                scalars.append(scalar)
            default: throw bad
            }
        }
        flush()
        return String(scalars)
    }

    private mutating func number() throws(Failure) -> String {
        let start = i
        func digits() -> Int {
            let s = i
            while i < end, bytes[i] >= UInt8(ascii: "0"), bytes[i] <= UInt8(ascii: "9") { i += 1 }
            return i - s
        }
        if bytes[i] == UInt8(ascii: "-") { i += 1 }
        guard i < end else { throw unexpected("inside a number") }
        if bytes[i] == UInt8(ascii: "0") {
            i += 1
        } else if digits() == 0 {
            throw unexpected("inside a number")
        }
        if i < end, bytes[i] == UInt8(ascii: ".") {
            i += 1
            if digits() == 0 { throw unexpected("after a decimal point") }
        }
        if i < end, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            i += 1
            if i < end, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
            if digits() == 0 { throw unexpected("in a number's exponent") }
        }
        guard i - start <= Self.maxNumberLength else {
            throw Failure(
                message: "a number longer than \(Self.maxNumberLength) characters", column: start + 1,
                endedEarly: false)
        }
        return String(decoding: bytes[start..<i], as: UTF8.self)
    }
}
