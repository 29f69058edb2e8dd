import Motion
import Testing

@testable import PlaygroundCore
@testable import Scenes

/// The reader's JSON itself: syntax errors with what to write instead, escapes, nesting, and a
/// seeded run over 2,000 mutated files that never crashes and always points into the text.
extension SceneParsingTests {
    @Test func syntaxErrorsSayWhatToWriteInstead() {
        expectError("", 1, 1, "the file is empty", prefix: true)
        expectError(" \n\t ", 1, 1, "the file is empty", prefix: true)
        expectError("{\n  // note\n}", 2, 3, "JSON has no comments; remove this one")
        expectError("{'scene': 1}", 1, 2, "text and keys go in double quotes (\"), not single quotes")
        expectError("{scene: 1}", 1, 2, #"keys go in double quotes: write "scene""#)
        expectError(#"{"scene": 01}"#, 1, 11, "01 has a leading zero; write 1")
        expectError(#"{"scene": NaN}"#, 1, 11, "JSON has no NaN; write a finite number")
        expectError(#"{"scene": +1}"#, 1, 11, "a number cannot start with '+'; leave the '+' out")
        expectError(#"{"scene": 0x1}"#, 1, 11, "0x1 is not a JSON number; write decimal digits, as in 16 or 0.5")
        expectError(#"{"scene": 1e999}"#, 1, 11, "the number 1e999 is too large; write a smaller number")
        expectError(#"{"scene": 1.}"#, 1, 13, "a '.' in a number must be followed by digits, as in 1.0")
        expectError(#"{"scene": True}"#, 1, 11, "True is spelled true in JSON (lower case)")
        expectError(#"{"snap": center}"#, 1, 10, #"unexpected word center; text goes in double quotes: "center""#)
        expectError(#"{"scene" 1}"#, 1, 10, #"expected ':' after the key "scene", found '1'"#)
        expectError(
            #"{"scene": }"#, 1, 11,
            "expected a value after ':' (a number, \"text\", true, false, null, [ … ] or { … }), found '}'")
        expectError(
            "{\"title\": \"Card\n\"}", 1, 16, "the string opened at 1:11 runs past the end of the line", prefix: true)
        expectError("{\"title\": \"a\u{7}\"}", 1, 13, #"control character U+0007 inside a string; write it as \u0007"#)
        expectError(
            "{\"title\": \"a\\x\"}", 1, 13, #"invalid escape '\x'; write one of \" \\ \/ \b \f \n \r \t \uXXXX"#)
        expectError(
            #"{"title": "\ud83d"}"#, 1, 12,
            #"\uD83D is the high half of a surrogate pair; follow it with its low half, \uDC00 to \uDFFF"#)
        expectError(#"{"title": "\u12"}"#, 1, 12, #"\u must be followed by four hex digits, as in \u00E9"#)
        expectError("{\"title\": \"abc", 1, 15, "the file ends inside a string (opened at 1:11); close it with '\"'")
        expectError(Self.lines + "x", 15, 1, "unexpected 'x' after the end of the top-level value", prefix: true)
        expectError(Self.example + "{}", 4, 44, "unexpected '{' after the end of the top-level value", prefix: true)
        expectError(
            #"{"scene": 1, "title": "T", "axis": "vertical", "items": [{"size": [1, 1]} {"size": [1, 1]}]}"#, 1, 75,
            "expected ',' or ']' after an array element, found '{'")
        let huge = String(repeating: " ", count: SceneJSON.maxBytes) + "{}"
        expectError(huge, 1, 1, "the file is 131074 bytes; a scene file holds at most 128 KiB (131072 bytes)")
    }

    @Test func escapesDecodeToTheirCharacters() throws {
        let text = lines(#""Card carousel""#, #""Caf\u00e9 \ud83d\ude00 \"q\" \/ \\""#)
        #expect(try SceneDefinition(parsing: text).title == "Café 😀 \"q\" / \\")
        expectError(
            lines(#""Card carousel""#, #""a\nb""#), 3, 12, #""title" contains a control character (\u000a); remove it"#)
        // Line separators and bidirectional controls (Trojan Source) are refused like controls.
        expectError(
            lines(#""Card carousel""#, #""a\u2028b""#), 3, 12, #""title" contains a line separator (\u2028); remove it"#
        )
        expectError(
            lines(#""Card carousel""#, "\"Cards \u{202E}evil\""), 3, 12,
            #""title" contains a bidirectional control (\u202e); remove it"#)
        expectError(
            lines(#""Card carousel""#, #""a\u2066b""#), 3, 12,
            #""title" contains a bidirectional control (\u2066); remove it"#)
        expectError(lines(#""Card carousel""#, #""""#), 3, 12, #""title" is empty; write a name, e.g. "Card carousel""#)
        let long = String(repeating: "é", count: SceneDefinition.maxTitleLength)
        #expect(try SceneDefinition(parsing: lines("Card carousel", long)).title == long)
        expectError(
            lines("Card carousel", long + "x"), 3, 12, #""title" is 201 characters long; shorten it to at most 200"#)
        // Issue 40, point 9: one character of 64,000 combining marks is one character, but it cost
        // 72 ms a frame to draw; the limit counts code points and bytes too.
        let zalgo = "a" + String(repeating: "\u{301}", count: 64_000)
        #expect(zalgo.count == 1)
        expectError(
            lines("Card carousel", zalgo), 3, 12,
            #""title" has a character of 64001 code points (a letter with 64000 marks); at most 31 make one, "#
                + "so remove the extra marks")
        let accented = String(repeating: "a" + String(repeating: "\u{301}", count: 30), count: 26)
        #expect(accented.count == 26)
        expectError(
            lines("Card carousel", accented), 3, 12,
            #""title" is 806 code points (1586 bytes of UTF-8) long; shorten it to at most 800 code points and "#
                + "1600 bytes")
        let family = String(repeating: "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}", count: 100)
        #expect(family.count == 100)
        expectError(
            lines("Card carousel", family), 3, 12,
            #""title" is 500 code points (1800 bytes of UTF-8) long; shorten it to at most 800 code points and "#
                + "1600 bytes")
        let fine = String(repeating: "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}", count: 55)
        #expect(try SceneDefinition(parsing: lines("Card carousel", fine)).title == fine)
        // Quoted user text is cut at 40 characters and keeps to one line.
        let key = String(repeating: "k", count: 100)
        let error = failure(lines(#""snap""#, "\"\(key)\\u0001\""))
        #expect(
            error?.message.hasPrefix("unknown key \"" + String(repeating: "k", count: 40) + "…\" in the scene (known:")
                == true)
    }

    @Test func nestingIsBounded() throws {
        let deepest =
            String(repeating: "[", count: SceneJSON.maxDepth) + String(repeating: "]", count: SceneJSON.maxDepth)
        #expect(throws: Never.self) { try SceneJSON.parse(deepest) }
        let tooDeep = String(repeating: "[", count: 10_000)
        #expect(
            throws: SceneFileError(
                line: 1, column: 33, message: "nesting deeper than 32 levels; a scene file needs 4 at most")
        ) {
            try SceneJSON.parse(tooDeep)
        }
        expectError(
            minimal(adding: #""parameters": {"rubber_band": "# + tooDeep), 1, 109,
            "parameters.rubber_band must be a number", prefix: true)
        expectError(tooDeep, 1, 1, "a scene file must be one JSON object", prefix: true)
    }

    /// 2,000 mutations of the example: never a crash, and every error points into the text.
    @Test func mutatedFilesNeverCrashAndErrorsPointIntoTheText() {
        var random = SeededRandom(seed: 0x5CE7E)
        let palette: [Unicode.Scalar] = [
            "{", "}", "[", "]", ",", ":", "\"", "\\", " ", "\n", "\t", "0", "1", "9", "-", ".", "e", "u", "#", "a",
            "字", "😀", "\u{0}", "\u{7F}", "\u{FEFF}", "/", "*", "'",
        ]
        var refused = 0
        for round in 0..<2_000 {
            var scalars = Array(Self.example.unicodeScalars)
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let i = Int.random(in: 0...scalars.count, using: &random)
                switch Int.random(in: 0..<5, using: &random) {
                case 0 where i < scalars.count: scalars.remove(at: i)
                case 1: scalars.insert(palette.randomElement(using: &random)!, at: i)
                case 2 where i < scalars.count: scalars[i] = palette.randomElement(using: &random)!
                case 3: scalars.removeSubrange(i...)
                default:
                    let j = Int.random(in: i...min(scalars.count, i + 20), using: &random)
                    scalars.insert(contentsOf: scalars[i..<j], at: i)
                }
            }
            var text = String(String.UnicodeScalarView(scalars))
            if round.isMultiple(of: 3) {
                // Byte-wise: flip a byte; invalid UTF-8 becomes U+FFFD, as a host decoding a file would make it.
                var bytes = Array(text.utf8)
                if !bytes.isEmpty {
                    bytes[Int.random(in: 0..<bytes.count, using: &random)] ^= UInt8.random(in: 1...255, using: &random)
                }
                text = String(decoding: bytes, as: UTF8.self)
            }
            guard let error = failure(text) else { continue }
            refused += 1
            let textLines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(error.line >= 1 && error.column >= 1, "\(error) in \(text.debugDescription)")
            #expect(error.line <= textLines.count + 1, "\(error) in \(text.debugDescription)")
            if error.line <= textLines.count {
                #expect(error.column <= textLines[error.line - 1].count + 1, "\(error) in \(text.debugDescription)")
            }
            #expect(!error.message.isEmpty && !error.message.unicodeScalars.contains { $0.value < 0x20 }, "\(error)")
        }
        #expect(refused > 1_000)
    }
}
