/// Changes values in a scene file's JSON text the way a person would in an editor: the bytes of
/// a value are replaced where they stand, a new key goes in beside its neighbours, written as
/// the object around it is (one line or one key a line, its indentation, its line endings, its
/// `": "`), and everything else (other keys, their order, spacing, labels in any script) stays
/// byte for byte as it was. Save to scene writes the tuned values this way (`SceneSave`), so
/// the file still reads as the engineer wrote it and a diff shows only what was tuned.
///
/// The text must be strict JSON (`SceneJSON`); every change re-reads it, so each one starts
/// from exactly the text the ones before it left.
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

    /// The text as edited so far.
    private(set) var text: String
    /// Where a new key goes: after the last member that comes before it in this order (keys not
    /// in it come last), so a file written in the documented order stays in it.
    let order: [String]

    /// `text` must parse as JSON.
    init(text: String, order: [String] = []) {
        precondition((try? SceneJSON.parse(text)) != nil, "a scene text to edit must be JSON")
        self.text = text
        self.order = order
    }

    // MARK: - Changes

    /// Writes `value` at `path`. A value equal to what is there is left as written (`24.0` stays
    /// `24.0`); an array of the same length is changed element by element; a missing key is
    /// added to its object, and missing objects on the way are added with it.
    mutating func set(_ path: [Step], to value: Literal) {
        var node = parsed()
        // How the object holding `node` lays out its members (the root has none around it).
        var around = Shape.oneLine
        for (i, step) in path.enumerated() {
            switch (step, node.value) {
            case (.key(let key), .object(let members, _)):
                guard let member = members.first(where: { $0.key == key }) else {
                    insert(key, Self.nested(Array(path[(i + 1)...]), value), into: node, around: around)
                    return
                }
                around = Shape(object: node, in: bytes) ?? around.inner
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
        var node = parsed()
        for step in path.dropLast() {
            switch (step, node.value) {
            case (.key(let k), .object(let members, _)):
                guard let member = members.first(where: { $0.key == k }) else { return }
                node = member.value
            case (.index(let i), .array(let elements, _)) where elements.indices.contains(i):
                node = elements[i]
            default: return
            }
        }
        guard case .object(let members, _) = node.value, let i = members.firstIndex(where: { $0.key == key }) else {
            return
        }
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

    private var bytes: [UInt8] { Array(text.utf8) }

    private func parsed() -> SceneJSON.Node {
        guard let root = try? SceneJSON.parse(text) else { preconditionFailure("an edit left text that is not JSON") }
        return root
    }

    private mutating func splice(_ range: Range<Int>, with replacement: String) {
        var edited = bytes
        edited.replaceSubrange(range, with: Array(replacement.utf8))
        text = String(decoding: edited, as: UTF8.self)
    }

    /// `value` wrapped in the objects that `rest` (keys only) names.
    private static func nested(_ rest: [Step], _ value: Literal) -> Literal {
        rest.reversed().reduce(value) { inner, step in
            guard case .key(let key) = step else { preconditionFailure("an array cannot be created by a save") }
            return .object([Literal.Member(key: key, value: inner)])
        }
    }

    private mutating func replace(_ node: SceneJSON.Node, with value: Literal, around: Shape) {
        switch (node.value, value) {
        case (.number(let old, _), .number(let new)) where old == new: return
        case (.string(let old), .string(let new)) where old == new: return
        case (.array(let elements, _), .array(let values)) where elements.count == values.count:
            // Last first, so the bytes of the elements before stay where the reading found them.
            for (element, new) in zip(elements, values).reversed() { replace(element, with: new, around: around) }
        default:
            splice(node.bytes, with: around.write(value))
        }
    }

    /// A new member in `object`, after the last member that comes before it in `order`, or first.
    private mutating func insert(_ key: String, _ value: Literal, into object: SceneJSON.Node, around: Shape) {
        guard case .object(let members, _) = object.value else { preconditionFailure("not an object") }
        guard let shape = Shape(object: object, in: bytes) else {
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
