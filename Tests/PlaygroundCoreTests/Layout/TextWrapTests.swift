import Testing

@testable import PlaygroundCore

/// Line breaking measures each line as it grows. These tests hold it to the plain definition it
/// replaced, kept here as the oracle: every candidate line measured from its start with
/// `estimatedWidth`.
@Suite struct TextWrapTests {
    /// The definition: the width of every candidate line measured from scratch.
    static func referenceLines(_ text: String, width: Double, size: Double, weight: FontWeight) -> [String] {
        func fits(_ s: String) -> Bool { referenceWidth(s, size: size, weight: weight) <= width }
        var lines: [String] = []
        var line = ""
        var words: [(String, Bool)] = []
        var current = ""
        var currentSpaced = false
        var spaced = false
        for character in text {
            if character == " " {
                if !current.isEmpty { words.append((current, currentSpaced)) }
                current = ""
                spaced = true
            } else if character.unicodeScalars.first!.value >= 0x2E80 {
                if !current.isEmpty { words.append((current, currentSpaced)) }
                current = ""
                words.append((String(character), spaced))
                spaced = false
            } else {
                if current.isEmpty { currentSpaced = spaced }
                current.append(character)
                spaced = false
            }
        }
        if !current.isEmpty { words.append((current, currentSpaced)) }
        for (word, spaceBefore) in words {
            let candidate = line.isEmpty ? word : line + (spaceBefore ? " " : "") + word
            if fits(candidate) {
                line = candidate
                continue
            }
            if !line.isEmpty { lines.append(line) }
            line = ""
            for character in word {
                if !line.isEmpty, !fits(line + String(character)) {
                    lines.append(line)
                    line = ""
                }
                line.append(character)
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines.isEmpty ? [""] : lines
    }

    /// The width of a whole candidate line, measured from its start.
    static func referenceWidth(_ string: String, size: Double, weight: FontWeight) -> Double {
        TextMetrics.estimatedWidth(string, size: size, weight: weight)
    }

    static let alphabet: [String] = [
        "a", "i", "l", "I", "j", "m", "w", "M", "W", "Q", "Z", "0", ".", ",", ":", ";", "'", "|", "!", "-",
        " ", " ", " ", "页", "第", "滚", "é", "😀", "\t",
    ]

    /// WenQuanYi Micro Hei's advances (font units of 2048 per em, its hmtx table): i 530, M 1782,
    /// 1 1128; at 10 px they round to 3, 9 and 6 pixels, a CJK glyph is 10, and the last glyph's
    /// overhang adds 0.6 (0.9 in bold).
    @Test func widthsAreTheFontsAdvancesRoundedToWholePixels() {
        #expect(TextMetrics.estimatedWidth("iM页", size: 10) == 3.0 + 9.0 + 10.0 + 0.6)
        #expect(TextMetrics.estimatedWidth("iM页", size: 10, weight: .bold) == 3.0 + 9.0 + 10.0 + 0.9)
        // 13.5 pt is drawn at 14 px: each 1 is 7.7 px, rounded to 8.
        #expect(TextMetrics.estimatedWidth("111", size: 13.5) == 24.0 + 14.0 * 0.06)
        #expect(TextMetrics.estimatedWidth("", size: 10) == 0)
        // A scalar the face lacks is a typical Latin letter's width.
        #expect(TextMetrics.estimatedWidth("\u{0600}", size: 10) == 6 + 0.6)
    }

    @Test func linesEqualTheMeasureFromScratchDefinitionOnThousandsOfRandomTexts() {
        var random = SeededRandom(seed: 0x7E47)
        var differences = 0
        var wrapped = 0
        var asIs = 0
        for n in 0..<3_000 {
            let length = Int(random.next() % 90)
            var text = ""
            for _ in 0..<length { text += Self.alphabet[Int(random.next() % UInt64(Self.alphabet.count))] }
            let width = Double(random.next() % 300) + 4
            let size = [9.0, 11, 12, 13.5][n % 4]
            let weight: FontWeight = n % 3 == 0 ? .bold : .regular
            let got = TextWrap.lines(text, width: width, size: size, weight: weight)
            let expected = Self.referenceLines(text, width: width, size: size, weight: weight)
            if got != expected {
                differences += 1
                if differences <= 3 { Issue.record("\(text.debugDescription) at \(width): \(got) ≠ \(expected)") }
            }
            if got.count > 1 { wrapped += 1 }
            if got == [text] { asIs += 1 }
        }
        #expect(differences == 0)
        #expect(wrapped > 1_000, "the texts must exercise breaking, not fit on one line")
        #expect(asIs > 300, "the texts must exercise the one-line shortcut too")
    }

    @Test func breaksAtSpacesBetweenWideGlyphsAndInsideLongWords() {
        #expect(TextWrap.lines("alpha beta gamma", width: 60, size: 10) == ["alpha beta", "gamma"])
        #expect(TextWrap.lines("第一第二", width: 25, size: 10) == ["第一", "第二"])
        #expect(TextWrap.lines("bcdbcdbcdb", width: 20, size: 10) == ["bcd", "bcd", "bcd", "b"])
        #expect(TextWrap.lines("", width: 20, size: 10) == [""])
        // A line that fits comes back as it is, unless spaces at its ends or in pairs are dropped.
        #expect(TextWrap.lines("alpha beta", width: 1000, size: 10) == ["alpha beta"])
        #expect(TextWrap.lines(" alpha  beta ", width: 1000, size: 10) == ["alpha beta"])
        #expect(TextWrap.lines(" ", width: 1000, size: 10) == [""])
    }
}
