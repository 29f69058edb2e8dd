import PlaygroundCore

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
        /// Where the value lies in the text's UTF-8 bytes, from its first byte to just after its
        /// last (a container's closing bracket included), so a save can replace it in place
        /// (`SceneTextEditor`). Empty for a value a syntax error cut short.
        var bytes: Range<Int> = 0..<0
    }

    struct Member: Hashable, Sendable {
        var key: String
        var keyPosition: Position
        var value: Node
        /// The key's quoted text in the UTF-8 bytes, quotes included.
        var keyBytes: Range<Int> = 0..<0
    }

    /// The whole text as one value, or its first syntax error. `limit` is the most bytes taken:
    /// a scene file's, unless the text is one being edited (a save checks the size after).
    static func parse(_ text: String, limit: Int = maxBytes) throws(SceneFileError) -> Node {
        let reading = read(text, limit: limit)
        if let error = reading.error { throw error }
        guard let root = reading.root else { preconditionFailure("a reading has a root or an error") }
        return root
    }

    /// The value and the first syntax error, if any; with an error, `root` is what came before
    /// it (nil when nothing did).
    static func read(_ text: String, limit: Int = maxBytes) -> (root: Node?, error: SceneFileError?) {
        let size = text.utf8.count
        guard size <= limit else {
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
}
