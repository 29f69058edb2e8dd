/// Changes values in a scene file's JSON text the way a person would in an editor: the bytes of
/// a value are replaced where they stand, a new key goes in beside its neighbours, written as
/// the object around it is (one line or one key a line, its indentation, its line endings, its
/// `": "`), and everything else (other keys, their order, spacing, labels in any script) stays
/// byte for byte as it was. Save to scene writes the tuned values this way (`SceneSave`), so
/// the file still reads as the engineer wrote it and a diff shows only what was tuned.
///
/// The text must be strict JSON (`SceneJSON`). A value replaced by another is noted against the
/// last reading and applied with the others when the text is asked for, so a save of hundreds of
/// item sizes reads the file once; a change of structure (a key added or taken out) applies what
/// is noted, then re-reads the text, so each starts from exactly the text the ones before left.
struct SceneTextEditor {
    /// One step into the document: a member of an object, an element of an array.
    enum Step: Hashable, Sendable {
        case key(String)
        case index(Int)
    }

    /// A value to write.
    indirect enum Literal: Hashable, Sendable {
        case number(Double)
        case string(String)
        case array([Literal])
        /// Members in the order they are written.
        case object([Member])

        struct Member: Hashable, Sendable {
            var key: String
            var value: Literal
        }
    }

    /// Where a new key goes: after the last member that comes before it in this order (keys not
    /// in it come last), so a file written in the documented order stays in it.
    let order: [String]
    /// The text the last change of structure left, and its reading.
    private var base: [UInt8]
    private var root: SceneJSON.Node
    /// Values replaced since, by their bytes in `base` (never overlapping).
    private var replacements: [(bytes: Range<Int>, text: String)] = []

    /// Set when an edit left text that does not read as JSON (a mistake of this editor's, never
    /// of the file's): the edits after it are not made, and the text must not be saved.
    private(set) var failed = false

    /// `text` must parse as JSON.
    init(text: String, order: [String] = []) {
        self.order = order
        base = Array(text.utf8)
        root = SceneJSON.Node(value: .object([], complete: true), position: SceneJSON.Position(line: 1, column: 1))
        read()
    }

    /// The text as edited so far.
    var text: String { String(decoding: applied(), as: UTF8.self) }

    // MARK: - Changes

    /// Writes `value` at `path`. A value equal to what is there is left as written (`24.0` stays
    /// `24.0`); an array of the same length is changed element by element; a missing key is
    /// added to its object, and missing objects on the way are added with it.
    mutating func set(_ path: [Step], to value: Literal) {
        guard !failed else { return }
        if let node = find(path), Self.fitsInPlace(node, value) {
            note(node, value)
            return
        }
        settle()
        var node = root
        // How the object holding `node` lays out its members (the root has none around it).
        var around = Shape.oneLine
        for (i, step) in path.enumerated() {
            switch (step, node.value) {
            case (.key(let key), .object(let members, _)):
                guard let member = members.first(where: { $0.key == key }) else {
                    insert(key, Self.nested(Array(path[(i + 1)...]), value), into: node, around: around)
                    return
                }
                around = Shape(object: node, in: base) ?? around.inner
                node = member.value
            case (.index(let index), .array(let elements, _)):
                precondition(elements.indices.contains(index), "no element \(index) to set")
                node = elements[index]
            default:
                preconditionFailure("the path \(path) does not lead through the document")
            }
        }
        replace(node, with: value, around: around)
    }

    /// Takes the member at `path` (ending in a key) out, with the comma that joined it to its
    /// neighbours; nothing when it is not there.
    mutating func remove(_ path: [Step]) {
        guard case .key(let key)? = path.last else { preconditionFailure("only a key can be removed") }
        guard !failed else { return }
        settle()
        guard let node = find(Array(path.dropLast())), case .object(let members, _) = node.value,
            let i = members.firstIndex(where: { $0.key == key })
        else { return }
        let cut: Range<Int>
        if i > 0 {
            cut = members[i - 1].value.bytes.upperBound..<members[i].value.bytes.upperBound
        } else if members.count > 1 {
            cut = members[0].keyBytes.lowerBound..<members[1].keyBytes.lowerBound
        } else {
            cut = (node.bytes.lowerBound + 1)..<(node.bytes.upperBound - 1)
        }
        splice(cut, with: "")
    }

    // MARK: - Writing

    /// The node at `path` in the last reading, if it is there.
    private func find(_ path: [Step]) -> SceneJSON.Node? {
        var node = root
        for step in path {
            switch (step, node.value) {
            case (.key(let key), .object(let members, _)):
                guard let member = members.first(where: { $0.key == key }) else { return nil }
                node = member.value
            case (.index(let i), .array(let elements, _)) where elements.indices.contains(i): node = elements[i]
            default: return nil
            }
        }
        return node
    }

    /// A number or string for a number or string, or an array of those for one of the same
    /// length: replaced token by token, the structure untouched.
    private static func fitsInPlace(_ node: SceneJSON.Node, _ value: Literal) -> Bool {
        switch (node.value, value) {
        case (.number, .number), (.number, .string), (.string, .number), (.string, .string): true
        case (.array(let elements, _), .array(let values)):
            elements.count == values.count && zip(elements, values).allSatisfy { fitsInPlace($0, $1) }
        default: false
        }
    }

    /// Notes the tokens of `node` that `value` changes (see `fitsInPlace`).
    private mutating func note(_ node: SceneJSON.Node, _ value: Literal) {
        switch (node.value, value) {
        case (.number(let old, _), .number(let new)) where old == new: return
        case (.string(let old), .string(let new)) where old == new: return
        case (.array(let elements, _), .array(let values)):
            for (element, new) in zip(elements, values) { note(element, new) }
        default:
            replacements.removeAll { $0.bytes == node.bytes }
            replacements.append((node.bytes, Shape.oneLine.write(value)))
        }
    }

    /// `base` with the noted replacements made, last first so the earlier bytes stay put.
    private func applied() -> [UInt8] {
        var out = base
        for r in replacements.sorted(by: { $0.bytes.lowerBound > $1.bytes.lowerBound }) {
            out.replaceSubrange(r.bytes, with: Array(r.text.utf8))
        }
        return out
    }

    /// Makes the noted replacements and reads the text again, before a change of structure.
    private mutating func settle() {
        guard !replacements.isEmpty else { return }
        base = applied()
        replacements = []
        read()
    }

    /// Reads `base` (of any size: a save may grow a file past what a scene file may hold, which
    /// the save's own check then says).
    private mutating func read() {
        guard let reading = try? SceneJSON.parse(String(decoding: base, as: UTF8.self), limit: .max) else {
            failed = true
            return
        }
        root = reading
    }

    /// Replaces `range` of the settled text and reads it again.
    private mutating func splice(_ range: Range<Int>, with replacement: String) {
        precondition(replacements.isEmpty, "settle before a change of structure")
        base.replaceSubrange(range, with: Array(replacement.utf8))
        read()
    }

    /// `value` wrapped in the objects that `rest` (keys only) names.
    private static func nested(_ rest: [Step], _ value: Literal) -> Literal {
        rest.reversed().reduce(value) { inner, step in
            guard case .key(let key) = step else { preconditionFailure("an array cannot be created by a save") }
            return .object([Literal.Member(key: key, value: inner)])
        }
    }

    /// A value that does not fit in place (`fitsInPlace`): written anew, laid out for where it is.
    private mutating func replace(_ node: SceneJSON.Node, with value: Literal, around: Shape) {
        splice(node.bytes, with: around.write(value))
    }

    /// A new member in `object`, after the last member that comes before it in `order`, or first.
    private mutating func insert(_ key: String, _ value: Literal, into object: SceneJSON.Node, around: Shape) {
        guard case .object(let members, _) = object.value else { preconditionFailure("not an object") }
        guard let shape = Shape(object: object, in: base) else {
            // `{}`: written anew, laid out as a new object at its depth would be.
            splice(object.bytes, with: around.write(.object([Literal.Member(key: key, value: value)])))
            return
        }
        let rank = order.firstIndex(of: key) ?? order.count
        let written = shape.member(key, value)
        if let after = members.lastIndex(where: { (order.firstIndex(of: $0.key) ?? order.count) <= rank }) {
            let end = members[after].value.bytes.upperBound
            splice(end..<end, with: "," + shape.lead + written)
        } else {
            let start = members[0].keyBytes.lowerBound
            splice(start..<start, with: written + "," + shape.lead)
        }
    }
}
