import Playground

extension ExportDocument {
    /// The comment naming the export, first in every format but JSON: `Motion Playground 0.2.0
    /// export: carousel (Card carousel, scene file carousel.json)`, in `language`'s comment syntax
    /// (the title and origin are the user's text: the comment writer escapes them).
    func banner(in language: SourceLanguage) -> String {
        language.lineComment(
            "Motion Playground \(PlaygroundApp.appVersion) export: \(id) (\(title.prose), \(origin.prose))",
            width: .max)
    }
}
