import PlaygroundCore

/// Text an export got from outside the program: a scene's title, a group's label, a file name, a
/// field of a recording. The exporters never hold it raw: interpolated anywhere it is its `prose`,
/// one line with every unsafe character (`UnsafeScalars`) shown as its escape, and it reaches a
/// comment only through a comment writer (`SourceLanguage`), which breaks up what would end that
/// comment. In code it may appear only as `literal(in:)`, or as a JSON string (`json`).
struct ForeignText: Hashable, CustomStringConvertible {
    private let raw: String

    init(_ raw: String) { self.raw = raw }

    /// For the text of a comment: one line, nothing that drives a terminal or reorders text.
    var prose: String { UnsafeScalars.escaped(raw) }

    var description: String { prose }

    /// A string literal of `language` holding exactly the text.
    func literal(in language: SourceLanguage) -> String { language.stringLiteral(raw) }

    /// The text as a JSON string (escaped by the JSON writer).
    var json: StateValue { .string(raw) }
}
