/// Splits an exported file into code, comments and string literals by the rules of its language,
/// to prove that text from outside stays inside a comment or a string and that nothing is left
/// open: Swift, Kotlin and Dart nest block comments; Swift has `"""` and `#"…"#` strings with `\(…)`
/// interpolation; Kotlin and Dart have `${…}` templates (Dart also `$name`, raw `r'…'` and both
/// quotes, tripled); CSS has only `/* … */` and quoted strings.
///
/// It is stricter than the compilers where that can only fail a test, never pass one: every line
/// break any reader honours (LF, CR, VT, FF, NEL, U+2028, U+2029) ends a line comment and a
/// single-line string, so a comment that one reader would end early is caught.
struct SourceLexer {
    enum Language { case swift, kotlin, dart, css }

    enum Kind { case code, comment, string }

    struct Token: Equatable {
        var kind: Kind
        var text: String
    }

    struct Failure: Error, CustomStringConvertible {
        var message: String
        var offset: Int
        var description: String { "\(message) at scalar \(offset)" }
    }

    let language: Language
    private let s: [Unicode.Scalar]
    private var i = 0
    private var tokens: [Token] = []
    /// Where the code not yet made a token starts.
    private var codeFrom = 0

    private init(_ text: String, language: Language) {
        self.language = language
        s = Array(text.unicodeScalars)
    }

    /// The file's tokens, in order; throws on a comment or string left open.
    static func tokens(_ text: String, language: Language) throws(Failure) -> [Token] {
        var lexer = SourceLexer(text, language: language)
        try lexer.run(until: nil)
        lexer.flushCode()
        return lexer.tokens
    }

    static func isLineBreak(_ c: Unicode.Scalar) -> Bool {
        switch c.value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }

    private func peek(_ k: Int = 0) -> Unicode.Scalar? { i + k < s.count ? s[i + k] : nil }

    private func starts(_ text: String) -> Bool {
        var k = 0
        for c in text.unicodeScalars {
            guard peek(k) == c else { return false }
            k += 1
        }
        return true
    }

    private func text(_ range: Range<Int>) -> String {
        var text = String.UnicodeScalarView()
        text.append(contentsOf: s[range])
        return String(text)
    }

    /// The code before `i` as a token, if there is any.
    private mutating func flushCode() {
        if codeFrom < i { tokens.append(Token(kind: .code, text: text(codeFrom..<i))) }
        codeFrom = i
    }

    /// `start..<i` as a token of `kind`, after the code before it.
    private mutating func emit(_ kind: Kind, from start: Int) {
        let end = i
        i = start
        flushCode()
        i = end
        tokens.append(Token(kind: kind, text: text(start..<end)))
        codeFrom = end
    }

    /// Code until `closer` at depth 0 (an interpolation's `)` or `}`), or the end of the file.
    private mutating func run(until closer: Unicode.Scalar?) throws(Failure) {
        let opener: Unicode.Scalar? = closer == ")" ? "(" : closer == "}" ? "{" : nil
        var depth = 0
        while let c = peek() {
            if let closer, c == closer, depth == 0 { return }
            if let opener, c == opener { depth += 1 }
            if let closer, c == closer { depth -= 1 }
            // Only these can start a comment or a string: the rest is code, cheaply.
            let opens = c == "/" || c == "\"" || c == "'" || c == "#" || c == "r"
            if opens, language != .css, starts("//") {
                try lineComment()
            } else if opens, starts("/*") {
                try blockComment()
            } else if opens, let quote = stringStart() {
                try string(quote)
            } else {
                i += 1
            }
        }
        if closer != nil { throw Failure(message: "interpolation left open", offset: i) }
    }

    private mutating func lineComment() throws(Failure) {
        let start = i
        while let c = peek(), !Self.isLineBreak(c) { i += 1 }
        emit(.comment, from: start)
    }

    private mutating func blockComment() throws(Failure) {
        let start = i
        i += 2
        var depth = 1
        while depth > 0 {
            guard peek() != nil else { throw Failure(message: "block comment left open", offset: start) }
            if starts("*/") {
                depth -= 1
                i += 2
            } else if language != .css, starts("/*") {
                depth += 1
                i += 2
            } else {
                i += 1
            }
        }
        emit(.comment, from: start)
    }

    /// A string's opening: its delimiter (`"`, `"""`, `'`, `'''`, Swift's `#"`, Dart's `r'`), or nil.
    private func stringStart() -> String? {
        switch language {
        case .swift:
            if starts("#") {
                var k = 0
                while peek(k) == "#" { k += 1 }
                if peek(k) == "\"" { return String(repeating: "#", count: k) + (starts("#\"\"\"") ? "\"\"\"" : "\"") }
                return nil
            }
            return starts("\"\"\"") ? "\"\"\"" : starts("\"") ? "\"" : nil
        case .kotlin:
            if starts("'") { return "'" }  // a character literal: its quote cannot start a string
            return starts("\"\"\"") ? "\"\"\"" : starts("\"") ? "\"" : nil
        case .dart:
            for q in ["r'''", "r\"\"\"", "r'", "r\"", "'''", "\"\"\"", "'", "\""] where starts(q) {
                // `r` starts a raw string only where it is not the end of a name.
                if q.hasPrefix("r"), i > 0, isNameScalar(s[i - 1]) { continue }
                return q
            }
            return nil
        case .css:
            return starts("\"") ? "\"" : starts("'") ? "'" : nil
        }
    }

    private func isNameScalar(_ c: Unicode.Scalar) -> Bool {
        c == "_" || c == "$" || ("a"..."z").contains(c) || ("A"..."Z").contains(c) || ("0"..."9").contains(c)
    }

    private mutating func string(_ opening: String) throws(Failure) {
        let start = i
        flushCode()
        i += opening.unicodeScalars.count
        let hashes = opening.prefix { $0 == "#" }.count
        let raw = language == .dart && opening.hasPrefix("r")
        let quote = String(opening.drop { $0 == "#" || $0 == "r" })
        let closing = quote + String(repeating: "#", count: hashes)
        let multiline = quote.count == 3
        let escape = "\\" + String(repeating: "#", count: hashes)
        var from = start
        while true {
            guard let c = peek() else { throw Failure(message: "string left open", offset: start) }
            guard c == "\"" || c == "'" || c == "\\" || c == "$" || Self.isLineBreak(c) else {
                i += 1  // nothing that ends, escapes or interpolates
                continue
            }
            if starts(closing) {
                i += closing.unicodeScalars.count
                break
            }
            if !multiline, Self.isLineBreak(c) { throw Failure(message: "line break in a string", offset: i) }
            // Interpolation: code inside, up to its `)` (Swift) or `}` (Kotlin, Dart).
            let interpolation: (opening: String, closer: Unicode.Scalar)? =
                language == .swift ? (escape + "(", ")") : (language != .css && !raw ? ("${", "}") : nil)
            if let interpolation, starts(interpolation.opening) {
                i += interpolation.opening.unicodeScalars.count
                tokens.append(Token(kind: .string, text: text(from..<i)))
                codeFrom = i
                try run(until: interpolation.closer)
                flushCode()
                from = i
                continue
            }
            if !raw, language != .kotlin || !multiline, starts(escape) {
                i += escape.unicodeScalars.count + 1  // the escape and the character it escapes
                continue
            }
            i += 1
        }
        tokens.append(Token(kind: .string, text: text(from..<i)))
        codeFrom = i
    }
}

extension SourceLexer {
    /// The file with its comments taken out: code and strings, each run of comments and the white
    /// space around them one space, so two exports that differ only inside comments (a longer
    /// title wraps onto more lines) have the same skeleton.
    static func skeleton(_ tokens: [Token]) -> String {
        var out = ""
        var pendingSpace = false
        for t in tokens {
            if t.kind == .comment {
                pendingSpace = true
                continue
            }
            var text = Substring(t.text)
            if t.kind == .code {
                if text.first?.isWhitespace == true { pendingSpace = true }
                text = text.drop { $0.isWhitespace }
                let trailing = text.reversed().prefix { $0.isWhitespace }.count
                text = text.dropLast(trailing)
                if text.isEmpty { continue }
                if pendingSpace, !out.isEmpty { out += " " }
                out += text
                pendingSpace = trailing > 0
            } else {
                if pendingSpace, !out.isEmpty { out += " " }
                out += text
                pendingSpace = false
            }
        }
        return out
    }
}
