import PlaygroundCore

/// The languages the exporters write, and the only way their printers write a comment or a string
/// literal: through `CommentText` and `stringLiteral`, so that no text from outside (a title, a
/// label, a file name, a recording's field, a parameter's provenance) can end either and become
/// code. docs/reliability.md §4 lists what is escaped where.
enum SourceLanguage: CaseIterable {
    case swift, kotlin, dart, css

    /// Swift, Kotlin and Dart nest block comments (`/* /* */ */`); CSS does not.
    var nestsBlockComments: Bool { self != .css }

    /// `// text` lines (`/// text` for a doc comment) at `indent`, wrapped at `width` columns.
    /// CSS has no line comments: there it is `blockComment`.
    func lineComment(_ text: String, indent: String = "", doc: Bool = false, width: Int = 100) -> String {
        guard self != .css else { return blockComment(text, indent: indent, width: width) }
        let marker = indent + (doc ? "/// " : "// ")
        return wrap(CommentText.neutralized(text, for: .line), width: width).map { marker + $0 + "\n" }.joined()
    }

    /// A block comment at `indent`, wrapped at `width`: Kotlin's KDoc (`/**`, ` * ` lines, ` */`),
    /// CSS's `/* … */` (one line when it fits, else continued under the text), Swift's and Dart's
    /// `/** … */`.
    func blockComment(_ text: String, indent: String = "", width: Int = 100) -> String {
        let kind: CommentText.Kind = self == .css ? .css : .block(nests: nestsBlockComments)
        let lines = wrap(CommentText.neutralized(text, for: kind), width: width)
        if self == .css {
            if lines.count <= 1 { return indent + "/* " + (lines.first ?? "") + " */\n" }
            return indent + "/* " + lines.joined(separator: "\n" + indent + "   ") + " */\n"
        }
        return indent + "/**\n" + lines.map { indent + " * " + $0 + "\n" }.joined() + indent + " */\n"
    }

    /// A doc comment in the language's usual form: `///` lines in Swift and Dart, KDoc in Kotlin,
    /// `/* … */` in CSS.
    func docComment(_ text: String, indent: String = "", width: Int = 100) -> String {
        switch self {
        case .swift, .dart: lineComment(text, indent: indent, doc: true, width: width)
        case .kotlin, .css: blockComment(text, indent: indent, width: width)
        }
    }

    /// `text` as a string literal of the language, quotes included, that holds exactly `text`:
    /// backslashes and quotes escaped, interpolation (`\(` in Swift, `$` in Kotlin and Dart)
    /// escaped, and every unsafe character (controls, line breaks, bidirectional overrides) as
    /// the language's own escape, so the literal is one line and reads as it compiles.
    func stringLiteral(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "$" where self == .kotlin || self == .dart: out += "\\$"
            default:
                if UnsafeScalars.contains(scalar) {
                    out += escape(scalar)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// One character as the language's string escape: `\u{1B}` (Swift, Dart), `\u001B` (Kotlin,
    /// whose escapes take exactly four digits: every unsafe character is below U+FFFF), `\1B `
    /// (CSS, whose escapes end at a space).
    private func escape(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        switch self {
        case .swift, .dart: return "\\u{" + hex + "}"
        case .kotlin: return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        case .css: return "\\" + hex + " "
        }
    }
}
