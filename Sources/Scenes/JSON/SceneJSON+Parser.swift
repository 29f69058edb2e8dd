import PlaygroundCore

/// The byte-level reader behind `SceneJSON.read`: one pass over the UTF-8 bytes, tracking
/// line and column, keeping what it read before a syntax error.
extension SceneJSON {
    struct Failure: Error {
        var error: SceneFileError
        /// The container being read when it happened, cut short.
        var partial: Node? = nil
    }

    struct Parser {
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

        /// The value at the current byte, with the bytes it spans.
        mutating func value(depth: Int) throws(Failure) -> Node {
            let first = index
            var node = try bareValue(depth: depth)
            node.bytes = first..<index
            return node
        }

        mutating func bareValue(depth: Int) throws(Failure) -> Node {
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
                let keyStart = index
                let key: String
                do throws(Failure) { key = try string() } catch { throw cut(error.error) }
                let keyBytes = keyStart..<index
                if let first = seen[key] {
                    let message =
                        "duplicate key \(ParameterError.quoted(key)) (first at \(first.line):\(first.column)); keep one"
                    throw cut(fail(at: keyPosition, message))
                }
                seen[key] = keyPosition
                skipWhitespace()
                guard peek == ascii(":") else {
                    members.append(Member(key: key, keyPosition: keyPosition, value: unfinished(), keyBytes: keyBytes))
                    let quoted = ParameterError.quoted(key)
                    throw cut(problem("expected ':' after the key \(quoted), found \(character())"))
                }
                advance()
                skipWhitespace()
                do throws(Failure) {
                    members.append(
                        Member(
                            key: key, keyPosition: keyPosition, value: try value(depth: depth + 1), keyBytes: keyBytes))
                } catch {
                    members.append(
                        Member(
                            key: key, keyPosition: keyPosition, value: error.partial ?? unfinished(), keyBytes: keyBytes
                        ))
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
