/// A strict RFC 8259 JSON reader for scene files, over the text's UTF-8 bytes.
///
/// Every value and every object key keeps its line and column, so an error about a value can
/// point at it. Nothing outside the RFC is taken: no comments, trailing commas, single quotes,
/// NaN, leading zeros or duplicate keys. A leading byte-order mark is skipped (some editors
/// write one) and takes no column. The file is at most 128 KiB and nests at most 32 deep, so a
/// hostile file cannot exhaust memory or the stack.
///
/// A syntax error does not throw the tree away: `read` returns the part before the error with
/// every container still open at that point marked incomplete. The scene reader walks that part
/// first, so a wrong value before the syntax error is the one reported (file order).
enum SceneJSON {
    static let maxBytes = SceneDefinition.maxFileBytes
    static let maxDepth = 32

    /// 1-based; the column counts Unicode scalars.
    struct Position: Hashable, Sendable {
        var line: Int
        var column: Int
    }

    enum Value: Hashable, Sendable {
        case null
        case bool(Bool)
        /// The literal is kept as written so messages quote what was typed, and `3.0` and `3`
        /// are both whole.
        case number(Double, literal: String)
        case string(String)
        /// `complete` is false when a syntax error cut the container short.
        case array([Node], complete: Bool)
        /// Members in file order; `complete` as for arrays.
        case object([Member], complete: Bool)
        /// A member's value that a syntax error cut short before it was anything.
        case unfinished
    }

    struct Node: Hashable, Sendable {
        var value: Value
        var position: Position
    }

    struct Member: Hashable, Sendable {
        var key: String
        var keyPosition: Position
        var value: Node
    }

    /// The whole text as one value, or its first syntax error.
    static func parse(_ text: String) throws(SceneFileError) -> Node {
        let reading = read(text)
        if let error = reading.error { throw error }
        guard let root = reading.root else { preconditionFailure("a reading has a root or an error") }
        return root
    }

    /// The value and the first syntax error, if any; with an error, `root` is what came before
    /// it (nil when nothing did).
    static func read(_ text: String) -> (root: Node?, error: SceneFileError?) {
        let size = text.utf8.count
        guard size <= maxBytes else {
            let message = "the file is \(size) bytes; a scene file holds at most 128 KiB (\(maxBytes) bytes)"
            return (nil, SceneFileError(line: 1, column: 1, message: message))
        }
        var parser = Parser(bytes: Array(text.utf8))
        return parser.document()
    }
}

extension SceneJSON.Value {
    /// What a message says was found instead: `the string "16"`, `an array`, `null`.
    var found: String {
        switch self {
        case .null: "null"
        case .bool(let b): b ? "true" : "false"
        case .number(_, let literal): "the number " + SceneJSON.clipped(literal)
        case .string(let s): "the string " + ParameterError.quoted(s)
        case .array: "an array"
        case .object: "an object"
        case .unfinished: "nothing"
        }
    }
}

extension SceneJSON {
    /// A literal for a message: at most 40 characters.
    static func clipped(_ literal: String) -> String {
        literal.count <= 40 ? literal : literal.prefix(40) + "…"
    }

    private struct Failure: Error {
        var error: SceneFileError
        /// The container being read when it happened, cut short.
        var partial: Node? = nil
    }

    private struct Parser {
        let bytes: [UInt8]
        var index = 0
        var position = Position(line: 1, column: 1)
        /// The last byte read that was not whitespace, so a message can say what came before.
        var previous: UInt8?
        /// The containers open around the current byte: where each opened and its closing byte.
        var open: [(position: Position, closer: UInt8)] = []

        init(bytes: [UInt8]) {
            self.bytes = bytes
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        }

        var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

        mutating func advance() {
            let byte = bytes[index]
            index += 1
            if byte == ascii("\n") {
                position.line += 1
                position.column = 1
            } else if byte & 0xC0 != 0x80 {
                // Continuation bytes belong to the scalar whose lead byte was counted.
                position.column += 1
            }
            if !isWhitespace(byte) { previous = byte }
        }

        mutating func skipWhitespace() {
            while let byte = peek, isWhitespace(byte) { advance() }
        }

        mutating func document() -> (root: Node?, error: SceneFileError?) {
            skipWhitespace()
            guard peek != nil else {
                let message = #"the file is empty; write one JSON object: {"scene": 1, "title": …}"#
                return (nil, SceneFileError(line: 1, column: 1, message: message))
            }
            do throws(Failure) {
                let root = try value(depth: 1)
                skipWhitespace()
                guard peek == nil else {
                    let what = "after the end of the top-level value; a scene file holds exactly one JSON object"
                    return (root, problem("unexpected \(character()) " + what))
                }
                return (root, nil)
            } catch {
                return (error.partial, error.error)
            }
        }

        // MARK: Values

        mutating func value(depth: Int) throws(Failure) -> Node {
            let start = position
            guard let byte = peek else { throw Failure(error: endOfFile(), partial: nil) }
            switch byte {
            case ascii("{"), ascii("["):
                guard depth <= SceneJSON.maxDepth else {
                    let message = "nesting deeper than \(SceneJSON.maxDepth) levels; a scene file needs 4 at most"
                    throw Failure(error: fail(at: start, message), partial: nil)
                }
                return byte == ascii("{") ? try object(depth: depth) : try array(depth: depth)
            case ascii("\""):
                return Node(value: .string(try string()), position: start)
            case ascii("-"), ascii("0")...ascii("9"):
                return try number()
            case ascii("+"):
                throw Failure(error: fail(at: start, "a number cannot start with '+'; leave the '+' out"), partial: nil)
            case ascii("."):
                throw Failure(error: fail(at: start, "a number cannot start with '.'; write 0.5, not .5"), partial: nil)
            default:
                if isWordByte(byte) { return try word() }
                let after = previous.map { " after " + describe($0) } ?? ""
                let message = "expected a value\(after) (a number, \"text\", true, false, null, [ … ] or { … })"
                throw Failure(error: problem(message + ", found \(character())"), partial: nil)
            }
        }

        mutating func object(depth: Int) throws(Failure) -> Node {
            let start = position
            advance()
            open.append((start, ascii("}")))
            var members: [Member] = []
            var seen: [String: Position] = [:]
            func cut(_ error: SceneFileError) -> Failure {
                Failure(error: error, partial: Node(value: .object(members, complete: false), position: start))
            }
            skipWhitespace()
            if peek == ascii("}") { return close(Node(value: .object([], complete: true), position: start)) }
            while true {
                guard peek == ascii("\"") else {
                    if let byte = peek, isWordByte(byte) {
                        let word = readWord()
                        throw cut(fail(at: word.start, "keys go in double quotes: write \"\(word.text)\""))
                    }
                    throw cut(problem("expected a key in double quotes, found \(character())"))
                }
                let keyPosition = position
                let key: String
                do throws(Failure) { key = try string() } catch { throw cut(error.error) }
                if let first = seen[key] {
                    let message =
                        "duplicate key \(ParameterError.quoted(key)) (first at \(first.line):\(first.column)); keep one"
                    throw cut(fail(at: keyPosition, message))
                }
                seen[key] = keyPosition
                skipWhitespace()
                guard peek == ascii(":") else {
                    members.append(Member(key: key, keyPosition: keyPosition, value: unfinished()))
                    let quoted = ParameterError.quoted(key)
                    throw cut(problem("expected ':' after the key \(quoted), found \(character())"))
                }
                advance()
                skipWhitespace()
                do throws(Failure) {
                    members.append(Member(key: key, keyPosition: keyPosition, value: try value(depth: depth + 1)))
                } catch {
                    members.append(Member(key: key, keyPosition: keyPosition, value: error.partial ?? unfinished()))
                    throw cut(error.error)
                }
                skipWhitespace()
                switch peek {
                case ascii(","):
                    advance()
                    skipWhitespace()
                case ascii("}"):
                    return close(Node(value: .object(members, complete: true), position: start))
                default:
                    let quoted = ParameterError.quoted(key)
                    let missingComma = peek == ascii("\"") ? "; put a ',' between members" : ""
                    let message = "expected ',' or '}' after the value of \(quoted), found \(character())"
                    throw cut(problem(message + missingComma))
                }
            }
        }

        mutating func array(depth: Int) throws(Failure) -> Node {
            let start = position
            advance()
            open.append((start, ascii("]")))
            var elements: [Node] = []
            func cut(_ error: SceneFileError) -> Failure {
                Failure(error: error, partial: Node(value: .array(elements, complete: false), position: start))
            }
            skipWhitespace()
            if peek == ascii("]") { return close(Node(value: .array([], complete: true), position: start)) }
            while true {
                do throws(Failure) {
                    elements.append(try value(depth: depth + 1))
                } catch {
                    if let partial = error.partial { elements.append(partial) }
                    throw cut(error.error)
                }
                skipWhitespace()
                switch peek {
                case ascii(","):
                    advance()
                    skipWhitespace()
                case ascii("]"):
                    return close(Node(value: .array(elements, complete: true), position: start))
                default:
                    throw cut(problem("expected ',' or ']' after an array element, found \(character())"))
                }
            }
        }

        mutating func close(_ node: Node) -> Node {
            advance()
            open.removeLast()
            return node
        }

        func unfinished() -> Node { Node(value: .unfinished, position: position) }

        // MARK: Scalars

        mutating func string() throws(Failure) -> String {
            let start = position
            advance()
            var out: [UInt8] = []
            while true {
                guard let byte = peek else {
                    let message =
                        "the file ends inside a string (opened at \(start.line):\(start.column)); close it with '\"'"
                    throw Failure(error: fail(at: position, message), partial: nil)
                }
                switch byte {
                case ascii("\""):
                    advance()
                    return String(decoding: out, as: UTF8.self)
                case ascii("\\"):
                    try escape(into: &out)
                case ascii("\n"), ascii("\r"):
                    let message = "the string opened at \(start.line):\(start.column) runs past the end of the line; "
                    throw Failure(
                        error: fail(at: position, message + "close it with '\"' (write \\n for a line break)"))
                case ascii("\t"):
                    throw Failure(error: fail(at: position, "a tab inside a string must be written \\t"))
                case 0..<0x20:
                    let code = hex4(UInt32(byte))
                    let message = "control character U+\(code) inside a string; write it as \\u\(code)"
                    throw Failure(error: fail(at: position, message))
                default:
                    out.append(byte)
                    advance()
                }
            }
        }

        mutating func escape(into out: inout [UInt8]) throws(Failure) {
            let start = position
            advance()
            guard let byte = peek else { return }  // the string loop reports the end of the file
            let replacement: UInt8? =
                switch byte {
                case ascii("\""), ascii("\\"), ascii("/"): byte
                case ascii("b"): 0x08
                case ascii("f"): 0x0C
                case ascii("n"): 0x0A
                case ascii("r"): 0x0D
                case ascii("t"): 0x09
                default: nil
                }
            if let replacement {
                out.append(replacement)
                advance()
                return
            }
            guard byte == ascii("u") else {
                let shown = byte >= 0x20 && byte < 0x7F ? "'\\\(describeBare(byte))'" : "'\\' before \(character())"
                let message = "invalid escape \(shown); write one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX"
                throw Failure(error: fail(at: start, message))
            }
            advance()
            var code = try hexDigits(escapeAt: start)
            if (0xDC00...0xDFFF).contains(code) {
                let message = "\\u\(hex4(code)) is the low half of a surrogate pair with no high half before it"
                throw Failure(error: fail(at: start, message))
            }
            if (0xD800...0xDBFF).contains(code) {
                // JSON spells a scalar above U+FFFF as two escapes; a lone half is no character.
                let low = index + 1 < bytes.count && bytes[index] == ascii("\\") && bytes[index + 1] == ascii("u")
                let half = "\\u\(hex4(code)) is the high half of a surrogate pair; "
                guard low else {
                    throw Failure(error: fail(at: start, half + "follow it with its low half, \\uDC00 to \\uDFFF"))
                }
                let second = position
                advance()
                advance()
                let next = try hexDigits(escapeAt: second)
                guard (0xDC00...0xDFFF).contains(next) else {
                    throw Failure(error: fail(at: start, half + "follow it with its low half, \\uDC00 to \\uDFFF"))
                }
                code = 0x10000 + ((code - 0xD800) << 10) + (next - 0xDC00)
            }
            guard let scalar = Unicode.Scalar(code) else { preconditionFailure("surrogates were handled above") }
            out.append(contentsOf: Array(String(scalar).utf8))
        }

        mutating func hexDigits(escapeAt start: Position) throws(Failure) -> UInt32 {
            var code: UInt32 = 0
            for _ in 0..<4 {
                guard let byte = peek, let digit = hexValue(byte) else {
                    throw Failure(error: fail(at: start, "\\u must be followed by four hex digits, as in \\u00E9"))
                }
                code = code << 4 | UInt32(digit)
                advance()
            }
            return code
        }

        mutating func number() throws(Failure) -> Node {
            let start = position
            let from = index
            if peek == ascii("-") { advance() }
            guard let first = peek, isDigit(first) else {
                let message = "a '-' must be followed by digits, as in -1 (JSON has no Infinity)"
                throw Failure(error: fail(at: start, message))
            }
            let integerStart = index
            while let byte = peek, isDigit(byte) { advance() }
            if first == ascii("0"), index - integerStart > 1 {
                let digits = bytes[integerStart..<index].drop { $0 == ascii("0") }
                let sign = bytes[from] == ascii("-") ? "-" : ""
                let written = String(decoding: bytes[from..<index], as: UTF8.self)
                let fixed = sign + (digits.isEmpty ? "0" : String(decoding: digits, as: UTF8.self))
                throw Failure(
                    error: fail(at: start, "\(SceneJSON.clipped(written)) has a leading zero; write \(fixed)"))
            }
            if peek == ascii(".") {
                advance()
                guard let byte = peek, isDigit(byte) else {
                    throw Failure(error: fail(at: position, "a '.' in a number must be followed by digits, as in 1.0"))
                }
                while let byte = peek, isDigit(byte) { advance() }
            }
            if peek == ascii("e") || peek == ascii("E") {
                advance()
                if peek == ascii("+") || peek == ascii("-") { advance() }
                guard let byte = peek, isDigit(byte) else {
                    throw Failure(error: fail(at: position, "an exponent must have digits, as in 1e3"))
                }
                while let byte = peek, isDigit(byte) { advance() }
            }
            if let byte = peek, isWordByte(byte) || byte == ascii(".") {
                // 0x1F, 12px, 1.2.3: name the whole token rather than its first stray byte.
                while let byte = peek, isWordByte(byte) || byte == ascii(".") { advance() }
                let token = SceneJSON.clipped(String(decoding: bytes[from..<index], as: UTF8.self))
                throw Failure(
                    error: fail(at: start, "\(token) is not a JSON number; write decimal digits, as in 16 or 0.5"))
            }
            let literal = String(decoding: bytes[from..<index], as: UTF8.self)
            guard let x = Double(literal), x.isFinite else {
                let message = "the number \(SceneJSON.clipped(literal)) is too large; write a smaller number"
                throw Failure(error: fail(at: start, message))
            }
            return Node(value: .number(x, literal: literal), position: start)
        }

        mutating func word() throws(Failure) -> Node {
            let word = readWord()
            switch word.text {
            case "true": return Node(value: .bool(true), position: word.start)
            case "false": return Node(value: .bool(false), position: word.start)
            case "null": return Node(value: .null, position: word.start)
            default: break
            }
            let text = SceneJSON.clipped(word.text)
            let message: String
            if ["nan", "infinity", "inf"].contains(word.text.lowercased()) {
                message = "JSON has no \(text); write a finite number"
            } else if ["true", "false", "null"].contains(word.text.lowercased()) {
                message = "\(text) is spelled \(word.text.lowercased()) in JSON (lower case)"
            } else {
                message = "unexpected word \(text); text goes in double quotes: \"\(text)\""
            }
            throw Failure(error: fail(at: word.start, message))
        }

        mutating func readWord() -> (text: String, start: Position) {
            let start = position
            let from = index
            while let byte = peek, isWordByte(byte) { advance() }
            return (String(decoding: bytes[from..<index], as: UTF8.self), start)
        }

        // MARK: Messages

        func fail(at position: Position, _ message: String) -> SceneFileError {
            SceneFileError(line: position.line, column: position.column, message: message)
        }

        /// `message` at the current byte, unless the byte has a better explanation of its own.
        func problem(_ message: String) -> SceneFileError {
            guard let byte = peek else { return endOfFile() }
            let next = index + 1 < bytes.count ? bytes[index + 1] : nil
            if byte == ascii("/"), next == ascii("/") || next == ascii("*") {
                return fail(at: position, "JSON has no comments; remove this one")
            }
            if byte == ascii("'") {
                return fail(at: position, "text and keys go in double quotes (\"), not single quotes")
            }
            if byte == ascii("}") || byte == ascii("]"), previous == ascii(",") {
                let message = "unexpected \(describe(byte)) after ','; remove the trailing ',' (JSON allows none)"
                return fail(at: position, message)
            }
            return fail(at: position, message)
        }

        func endOfFile() -> SceneFileError {
            guard let innermost = open.last else { return fail(at: position, "the file ends where a value should be") }
            let kind = innermost.closer == ascii("}") ? "object" : "array"
            let opened = "\(innermost.position.line):\(innermost.position.column)"
            return fail(
                at: position,
                "the file ends inside the \(kind) opened at \(opened); close it with '\(describeBare(innermost.closer))'"
            )
        }

        /// The scalar at the current byte, for a message: `'x'`, or `U+00A0` when it would not show.
        func character() -> String {
            guard index < bytes.count else { return "the end of the file" }
            let lead = bytes[index]
            let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
            let text = String(decoding: bytes[index..<min(bytes.count, index + length)], as: UTF8.self)
            guard let scalar = text.unicodeScalars.first else { return "?" }
            let hidden =
                scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.properties.isWhitespace
                || scalar.properties.generalCategory == .format
            return hidden ? "U+" + hex4(scalar.value) : "'" + String(scalar) + "'"
        }
    }
}

private func ascii(_ c: Unicode.Scalar) -> UInt8 { UInt8(c.value) }

private func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
}

private func isDigit(_ byte: UInt8) -> Bool { (ascii("0")...ascii("9")).contains(byte) }

/// Bytes of a bare word (`true`, `NaN`, an unquoted key).
private func isWordByte(_ byte: UInt8) -> Bool {
    isDigit(byte) || (ascii("a")...ascii("z")).contains(byte) || (ascii("A")...ascii("Z")).contains(byte)
        || byte == ascii("_") || byte == ascii("$")
}

private func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case ascii("0")...ascii("9"): byte - ascii("0")
    case ascii("a")...ascii("f"): byte - ascii("a") + 10
    case ascii("A")...ascii("F"): byte - ascii("A") + 10
    default: nil
    }
}

/// Four upper-case hex digits, more when needed.
private func hex4(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
}

/// An ASCII byte quoted for a message: `'{'`.
private func describe(_ byte: UInt8) -> String { "'" + describeBare(byte) + "'" }

private func describeBare(_ byte: UInt8) -> String {
    byte >= 0x20 && byte < 0x7F ? String(UnicodeScalar(byte)) : "U+" + hex4(UInt32(byte))
}
