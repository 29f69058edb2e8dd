import PlaygroundCore

extension SceneTextEditor {
    /// How an object in the file lays out its members, read from the object itself, so what a
    /// save adds is written the way its neighbours are: on one line (`{"a": 1, "b": 2}`) or a
    /// member a line at the object's indentation, with the file's line ending and colon.
    struct Shape: Hashable, Sendable {
        /// Between `{` and the first key.
        var first: String
        /// Between a comma and the key after it.
        var lead: String
        /// Between the last value and `}`.
        var closing: String
        /// Between a key and its value (`": "`, `":"`).
        var colon: String
        /// One level of indentation (`"  "`, `"\t"`), for an object added inside this one.
        var unit: String

        /// `{"a": 1, "b": 2}`: what an object is written as where nothing says otherwise.
        static let oneLine = Shape(first: "", lead: " ", closing: "", colon: ": ", unit: "  ")

        /// The shape of a non-empty object; nil for `{}` (or a value that is no object).
        init?(object: SceneJSON.Node, in bytes: [UInt8]) {
            guard case .object(let members, _) = object.value, let head = members.first, let last = members.last else {
                return nil
            }
            func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
            first = text((object.bytes.lowerBound + 1)..<head.keyBytes.lowerBound)
            closing = text(last.value.bytes.upperBound..<(object.bytes.upperBound - 1))
            colon = text(head.keyBytes.upperBound..<head.value.bytes.lowerBound)
            if members.count > 1 {
                // After the comma that follows the member before the last one.
                let before = members[members.count - 2].value.bytes.upperBound
                let comma = bytes[before...].firstIndex(of: UInt8(ascii: ","))! + 1
                lead = text(comma..<last.keyBytes.lowerBound)
            } else {
                lead = first.isEmpty ? " " : first
            }
            let indent = Self.indentation(lead)
            let outer = Self.indentation(closing)
            if let indent, let outer, indent.count > outer.count, indent.hasPrefix(outer) {
                unit = String(indent.dropFirst(outer.count))
            } else {
                unit = indent.flatMap { $0.isEmpty ? nil : $0 } ?? "  "
            }
        }

        private init(first: String, lead: String, closing: String, colon: String, unit: String) {
            (self.first, self.lead, self.closing, self.colon, self.unit) = (first, lead, closing, colon, unit)
        }

        /// What follows the last line break of `whitespace`, or nil when it has none. By scalars:
        /// to a `String`, `\r\n` is one character, not a `\n`.
        private static func indentation(_ whitespace: String) -> String? {
            let scalars = whitespace.unicodeScalars
            guard let newline = scalars.lastIndex(of: "\n") else { return nil }
            return String(scalars[scalars.index(after: newline)...])
        }

        /// The shape of an object added as a member value of this one: a member a line, one level
        /// further in, when this one is written that way; else on one line, spaced as this one.
        var inner: Shape {
            guard let indent = Self.indentation(lead) else {
                return Shape(first: "", lead: lead, closing: "", colon: colon, unit: unit)
            }
            let newline = lead.unicodeScalars.contains("\r") ? "\r\n" : "\n"
            let line = newline + indent + unit
            return Shape(first: line, lead: line, closing: newline + indent, colon: colon, unit: unit)
        }

        /// `"key": value` as a member of an object of this shape.
        func member(_ key: String, _ value: Literal) -> String { Self.quoted(key) + colon + write(value) }

        /// `value` as the value of a member of an object of this shape.
        func write(_ value: Literal) -> String {
            switch value {
            case .number(let x):
                precondition(x.isFinite, "JSON has no \(x)")
                // -0 reads as 0 in a scene, and looks like a typo.
                return NumberText.format(x == 0 ? 0 : x)
            case .string(let s): return Self.quoted(s)
            case .array(let elements): return "[" + elements.map(write).joined(separator: ", ") + "]"
            case .object(let members):
                let shape = inner
                return "{" + shape.first
                    + members.map { shape.member($0.key, $0.value) }.joined(separator: "," + shape.lead)
                    + shape.closing + "}"
            }
        }

        /// A JSON string as the dump writes one: quotes, backslashes, controls and bidirectional
        /// overrides escaped; everything else, whatever its script, as itself.
        static func quoted(_ s: String) -> String {
            var out = ""
            StateValue.writeString(s, into: &out)
            return out
        }
    }
}
