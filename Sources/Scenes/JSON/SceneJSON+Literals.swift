/// The parser's literals (strings and their escapes, numbers, bare words) and the byte tests
/// they share with the rest of the parser.
extension SceneJSON.Parser {
    typealias Failure = SceneJSON.Failure
    typealias Position = SceneJSON.Position
    typealias Node = SceneJSON.Node

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

    // MARK: - Bytes

    func ascii(_ c: Unicode.Scalar) -> UInt8 { UInt8(c.value) }

    func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    func isDigit(_ byte: UInt8) -> Bool { (ascii("0")...ascii("9")).contains(byte) }

    /// Bytes of a bare word (`true`, `NaN`, an unquoted key).
    func isWordByte(_ byte: UInt8) -> Bool {
        isDigit(byte) || (ascii("a")...ascii("z")).contains(byte) || (ascii("A")...ascii("Z")).contains(byte)
            || byte == ascii("_") || byte == ascii("$")
    }

    func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case ascii("0")...ascii("9"): byte - ascii("0")
        case ascii("a")...ascii("f"): byte - ascii("a") + 10
        case ascii("A")...ascii("F"): byte - ascii("A") + 10
        default: nil
        }
    }

    /// Four upper-case hex digits, more when needed.
    func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// An ASCII byte quoted for a message: `'{'`.
    func describe(_ byte: UInt8) -> String { "'" + describeBare(byte) + "'" }

    func describeBare(_ byte: UInt8) -> String {
        byte >= 0x20 && byte < 0x7F ? String(UnicodeScalar(byte)) : "U+" + hex4(UInt32(byte))
    }
}
