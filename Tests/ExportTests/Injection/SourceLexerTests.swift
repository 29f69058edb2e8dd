import Testing

@testable import Export
@testable import PlaygroundCore

/// The lexer the injection tests rest on finds what the red team found in the exports before they
/// were escaped, so its "no difference" is worth something; and the comment writers, alone, never
/// let text leave a comment whatever it holds.
@Suite struct SourceLexerTests {
    func skeleton(_ text: String, _ language: SourceLexer.Language) throws -> String {
        SourceLexer.skeleton(try SourceLexer.tokens(text, language: language))
    }

    @Test func itSeesCodeThatLeftItsComment() throws {
        let plain = "/**\n * Plain\n */\nobject A\n"
        // The red team's KDoc title, written raw: `val pwned` is code.
        let injected = "/**\n * Evil */ val pwned = exec(cmd) /* x\n */\nobject A\n"
        #expect(try skeleton(injected, .kotlin) != skeleton(plain, .kotlin))
        // A newline in a file name ends a `//` banner.
        let banner = "// export: a\nfunc max() {}\nenum A {}\n"
        #expect(try skeleton(banner, .swift) != skeleton("// export: a\nenum A {}\n", .swift))
        // So does U+2028 for this lexer, as for some readers.
        #expect(try skeleton("// a\u{2028}pwned()\nenum A {}\n", .swift) != skeleton("// a\nenum A {}\n", .swift))
        // CSS comments do not nest: `*/` inside one ends it.
        let css = "/* Cards */ @import url(\"x\"); /* */\n:root {}\n"
        #expect(try skeleton(css, .css) != skeleton("/* Cards */\n:root {}\n", .css))
    }

    @Test func itRefusesWhatIsLeftOpen() {
        // `Photos /* beta`: Kotlin's comments nest, so the KDoc never closes.
        #expect(throws: SourceLexer.Failure.self) {
            try SourceLexer.tokens("/**\n * Photos /* beta\n */\nobject A\n", language: .kotlin)
        }
        #expect(throws: SourceLexer.Failure.self) { try SourceLexer.tokens("let s = \"open\n", language: .swift) }
        #expect(throws: SourceLexer.Failure.self) { try SourceLexer.tokens("var s = '${a'", language: .dart) }
    }

    @Test func stringsAndInterpolationsAreNotComments() throws {
        let swift = #"let s = "a // b \(f("/*")) c" // note"#
        let tokens = try SourceLexer.tokens(swift, language: .swift)
        #expect(tokens.filter { $0.kind == .comment }.map(\.text) == ["// note"])
        #expect(try skeleton(swift, .swift) == #"let s = "a // b \(f("/*")) c""#)
        let kotlin = "val s = \"x ${\"/*\"} y\"; val c = '\"'"
        #expect(try SourceLexer.tokens(kotlin, language: .kotlin).allSatisfy { $0.kind != .comment })
        let dart = "final s = r'\\'; final t = '''a\n'b' ${'/*'}''';"
        #expect(try SourceLexer.tokens(dart, language: .dart).allSatisfy { $0.kind != .comment })
        let raw = ##"let r = #"a "quoted" \(not) "#; // c"##
        #expect(try SourceLexer.tokens(raw, language: .swift).filter { $0.kind == .comment }.count == 1)
    }

    /// Every comment writer, on every hostile text, gives comments that lex as comments only and
    /// close where they should.
    @Test func theCommentWritersKeepEveryHostileTextInside() throws {
        let languages: [(SourceLanguage, SourceLexer.Language)] = [
            (.swift, .swift), (.kotlin, .kotlin), (.dart, .dart), (.css, .css),
        ]
        for text in HostileText.all {
            for (language, lexed) in languages {
                let comments = [
                    language.lineComment(text), language.lineComment(text, indent: "  ", doc: true),
                    language.blockComment(text, indent: "    "), language.docComment(text, width: 10),
                ]
                for comment in comments {
                    let tokens = try SourceLexer.tokens(comment + "x\n", language: lexed)
                    #expect(
                        tokens.filter { $0.kind != .comment }.map(\.text).joined().split(whereSeparator: \.isWhitespace)
                            == ["x"], "\(language) \(UnsafeScalars.escaped(text))")
                    #expect(comment.unicodeScalars.allSatisfy { !UnsafeScalars.contains($0) || $0 == "\n" })
                }
                let literal = language.stringLiteral(text)
                let tokens = try SourceLexer.tokens("x = " + literal + "\n", language: lexed)
                #expect(tokens.map(\.kind) == [.code, .string, .code], "\(language) \(UnsafeScalars.escaped(text))")
            }
        }
    }

    /// Ordinary prose passes through the writers unchanged (so no export changed for a plain scene).
    @Test func ordinaryProseIsUnchanged() {
        let prose = "Width of group 2's item (1). Unit: pt. k = (2π / response)², v/λ, <div class=\"a\">…</div>"
        #expect(CommentText.neutralized(prose, for: .line) == prose)
        #expect(CommentText.neutralized(prose, for: .block(nests: true)) == prose)
        #expect(CommentText.neutralized(prose, for: .css) == prose)
        #expect(CommentText.neutralized("a */ b /* c", for: .block(nests: true)) == "a * / b / * c")
        #expect(CommentText.neutralized("a */ b /* c", for: .css) == "a * / b /* c")
        #expect(CommentText.neutralized("x </Style> y", for: .css) == #"x <\/Style> y"#)
        #expect(CommentText.neutralized("a\r\nb\u{2028}c\u{1B}", for: .line) == #"a  b c\u001b"#)
    }
}
