/// A JSON document that is one object, read in chunks of any size: its members come out one at
/// a time, and the elements of one array member (`streaming`) one at a time, each value parsed by
/// `JSONParser` from its own bytes. So a file of any length is held one element at a time, and a
/// value longer than `maxValueBytes` is refused as it passes the limit, not after it is held.
///
/// Only the structure around the values is read here (the object's braces, its keys, the
/// streamed array's brackets and commas); each value is found by counting brackets outside
/// strings and then parsed strictly, so the grammar is the replay format's own.
struct JSONObjectStream {
    enum Item {
        /// A key of the object, before its value is read (`offset`: its opening quote).
        case key(String, offset: Int)
        case member(key: String, value: JSONValue, offset: Int)
        /// The streamed array begins at `offset` (its `[`).
        case arrayStart(offset: Int)
        /// Element `index` (0-based) of the streamed array, starting at byte `offset`.
        case element(index: Int, value: JSONValue, offset: Int)
        case arrayEnd
    }

    struct Failure: Error, Hashable {
        var message: String
        /// Bytes from the document's start (0 for its first byte).
        var offset: Int
        /// The element of the streamed array it is in, if any.
        var element: Int?
    }

    private enum State {
        case beforeObject
        case beforeKey(first: Bool)
        case key
        case afterKey
        case beforeValue
        case value
        case beforeElement(first: Bool)
        case element
        case afterMember
        case done
    }

    let streaming: String
    let maxValueBytes: Int
    private var state = State.beforeObject
    private var offset = 0
    /// The key or value being collected, from its first byte.
    private var collected: [UInt8] = []
    private var collectedAt = 0
    /// Inside the value being collected: the brackets open, and whether a string (and an escape) is.
    private var open: [UInt8] = []
    private var inString = false
    private var escaped = false
    private var key = ""
    private var keys: Set<String> = []
    private var elementCount = 0

    init(streaming: String, maxValueBytes: Int) {
        self.streaming = streaming
        self.maxValueBytes = maxValueBytes
    }

    /// Reads `bytes`, the document's next ones, calling `body` with each item they complete.
    mutating func read(_ bytes: ArraySlice<UInt8>, _ body: (Item) throws -> Void) throws {
        for byte in bytes {
            try take(byte, body)
            offset += 1
        }
    }

    /// The document has ended: a failure unless its object closed.
    func finish() throws(Failure) {
        let place: String
        switch state {
        case .done: return
        case .beforeObject: place = "before its object began"
        case .element: place = "inside \"\(streaming)\"[\(elementCount)]"
        case .beforeElement:
            place = "inside the \"\(streaming)\" array, after \(elementCount) element\(elementCount == 1 ? "" : "s")"
        case .key, .afterKey, .beforeValue, .value: place = "inside the member \"\(key)\""
        case .beforeKey, .afterMember: place = "before the object's closing }"
        }
        // Not in the element: the place says so, and the element may not have begun.
        throw Failure(message: "the file ends \(place): it was cut short", offset: offset, element: nil)
    }

    /// The element being collected, for a failure inside it.
    private var currentElement: Int? {
        if case .element = state { elementCount } else { nil }
    }

    private func fail(_ message: String, at offset: Int) -> Failure {
        Failure(message: message, offset: offset, element: currentElement)
    }

    private static func isWhitespace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }

    private mutating func take(_ byte: UInt8, _ body: (Item) throws -> Void) throws {
        switch state {
        case .beforeObject, .beforeKey, .afterKey, .beforeValue, .beforeElement, .afterMember, .done:
            if Self.isWhitespace(byte) { return }
        case .key, .value, .element:
            break
        }
        switch state {
        case .beforeObject:
            guard byte == UInt8(ascii: "{") else { throw unexpected(byte, "where the object should begin") }
            state = .beforeKey(first: true)
        case .beforeKey(let first):
            if first, byte == UInt8(ascii: "}") {
                state = .done
            } else if byte == UInt8(ascii: "\"") {
                start(byte)
                state = .key
            } else {
                throw unexpected(byte, "where a key should be")
            }
        case .key:
            try collect(byte)
            guard !inString else { return }
            let text = try parse(collected, at: collectedAt)
            guard case .string(let name) = text else { throw fail("a key is not a string", at: collectedAt) }
            guard keys.insert(name).inserted else { throw fail("the key \"\(name)\" comes twice", at: collectedAt) }
            key = name
            try body(.key(name, offset: collectedAt))
            state = .afterKey
        case .afterKey:
            guard byte == UInt8(ascii: ":") else { throw unexpected(byte, "after the key \"\(key)\" (expected ':')") }
            state = .beforeValue
        case .beforeValue:
            if key == streaming, byte == UInt8(ascii: "[") {
                try body(.arrayStart(offset: offset))
                state = .beforeElement(first: true)
            } else if key == streaming {
                throw unexpected(byte, "where the \"\(streaming)\" array should begin")
            } else {
                start(byte)
                state = .value
            }
        case .value:
            guard try ends(at: byte) else { return }
            try body(.member(key: key, value: try parse(collected, at: collectedAt), offset: collectedAt))
            try endMember(at: byte)
        case .beforeElement(let first):
            if first, byte == UInt8(ascii: "]") {
                try body(.arrayEnd)
                state = .afterMember
            } else {
                start(byte)
                state = .element
            }
        case .element:
            guard try ends(at: byte) else { return }
            let value = try parse(collected, at: collectedAt)
            try body(.element(index: elementCount, value: value, offset: collectedAt))
            elementCount += 1
            if byte == UInt8(ascii: ",") {
                state = .beforeElement(first: false)
            } else if byte == UInt8(ascii: "]") {
                try body(.arrayEnd)
                state = .afterMember
            } else {
                state = .afterMember  // past the element: the failure is in the array, not in it
                throw unexpected(byte, "inside the \"\(streaming)\" array (expected ',' or ']')")
            }
        case .afterMember:
            try endMember(at: byte)
        case .done:
            throw unexpected(byte, "after the object")
        }
    }

    /// After a member's value: a comma for the next key, or the object's end.
    private mutating func endMember(at byte: UInt8) throws(Failure) {
        if byte == UInt8(ascii: ",") {
            state = .beforeKey(first: false)
        } else if byte == UInt8(ascii: "}") {
            state = .done
        } else {
            throw unexpected(byte, "inside the object (expected ',' or '}')")
        }
    }

    private mutating func start(_ byte: UInt8) {
        collected.removeAll(keepingCapacity: true)
        collectedAt = offset
        open.removeAll(keepingCapacity: true)
        inString = false
        escaped = false
        collected.append(byte)
        track(byte)
    }

    /// Adds a byte to the key or value being collected; refused once it is too long.
    private mutating func collect(_ byte: UInt8) throws(Failure) {
        collected.append(byte)
        guard collected.count <= maxValueBytes else {
            let what: String
            switch state {
            case .element: what = "it"  // the failure names the element
            case .key: what = "a key"
            default: what = "the value of \"\(key)\""
            }
            throw fail("\(what) is longer than \(maxValueBytes) bytes", at: collectedAt)
        }
        track(byte)
    }

    /// Follows strings and brackets, so that a comma or a closer inside them does not end the value.
    private mutating func track(_ byte: UInt8) {
        if inString {
            if escaped {
                escaped = false
            } else if byte == UInt8(ascii: "\\") {
                escaped = true
            } else if byte == UInt8(ascii: "\"") {
                inString = false
            }
            return
        }
        switch byte {
        case UInt8(ascii: "\""): inString = true
        case UInt8(ascii: "{"), UInt8(ascii: "["): open.append(byte)
        case UInt8(ascii: "}"), UInt8(ascii: "]"): if !open.isEmpty { open.removeLast() }
        default: break
        }
    }

    /// True when `byte` ends the value being collected (a comma or a closer outside any string
    /// or bracket), which it is then no part of; otherwise collects it.
    private mutating func ends(at byte: UInt8) throws(Failure) -> Bool {
        let closer = byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]")
        if !inString, open.isEmpty, byte == UInt8(ascii: ",") || closer { return true }
        if !inString, closer, let opener = open.last,
            (opener == UInt8(ascii: "{")) != (byte == UInt8(ascii: "}"))
        {
            // A closer of the wrong kind: the parser says what it found, where (it always fails:
            // brackets that do not match are no JSON).
            collected.append(byte)
            _ = try parse(collected, at: collectedAt)
        }
        try collect(byte)
        if open.count > JSONParser.maxDepth {
            throw fail("nesting deeper than \(JSONParser.maxDepth) levels", at: offset)
        }
        return false
    }

    /// `bytes` (from `at`) as one JSON value.
    private func parse(_ bytes: [UInt8], at start: Int) throws(Failure) -> JSONValue {
        switch UTF8Check.check(bytes, 0..<bytes.count) {
        case .valid: break
        case .invalid(let at), .unfinished(let at): throw fail("a byte that is not UTF-8 text", at: start + at)
        }
        do throws(JSONParser.Failure) {
            return try JSONParser.parse(bytes, 0..<bytes.count)
        } catch {
            // A value's bytes end where a comma or closer cut them, so ending early means the
            // value is incomplete (`-,`, `1.,`), not that the file is.
            throw fail(error.endedEarly ? "an incomplete value" : error.message, at: start + error.column - 1)
        }
    }

    private func unexpected(_ byte: UInt8, _ context: String) -> Failure {
        fail("unexpected \(JSONParser.describe(byte)) \(context)", at: offset)
    }
}
