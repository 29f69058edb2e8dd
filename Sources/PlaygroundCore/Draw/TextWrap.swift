/// Greedy line breaking with the core's width estimate (`TextMetrics`), for paragraphs and
/// panels that must fit a column: breaks at spaces, between wide (CJK) glyphs, and inside a
/// word longer than the line. Deterministic, like every layout in the core.
public enum TextWrap {
    public static func lines(_ text: String, width: Double, size: Double, weight: FontWeight = .regular) -> [String] {
        // The line's width is kept as a running sum of advances (see `TextMetrics.advance`), so
        // each candidate costs its new scalars, not a measure of the whole line again.
        let pixels = TextMetrics.pixelSize(size)
        func fits(_ advances: Double) -> Bool {
            TextMetrics.width(advances: advances, pixelSize: pixels, weight: weight) <= width
        }
        func adding(_ s: some Sequence<Unicode.Scalar>, to advances: Double) -> Double {
            var sum = advances
            for scalar in s { sum += TextMetrics.advance(scalar, pixelSize: pixels) }
            return sum
        }
        // Most lines fit as they are (panels are redrawn every frame): then the breaking below
        // would join the same words with the same single spaces and add the same advances in the same
        // order, so one pass over the scalars decides.
        if isSpacedSingly(text), fits(adding(text.unicodeScalars, to: 0)) { return [text] }
        var lines: [String] = []
        var line = ""
        var lineAdvances = 0.0
        for token in tokens(text) {
            var candidateAdvances =
                line.isEmpty || !token.spaceBefore
                ? lineAdvances : lineAdvances + TextMetrics.advance(" ", pixelSize: pixels)
            candidateAdvances = adding(token.text.unicodeScalars, to: candidateAdvances)
            if fits(candidateAdvances) {
                if !line.isEmpty, token.spaceBefore { line += " " }
                line += token.text
                lineAdvances = candidateAdvances
                continue
            }
            if !line.isEmpty { lines.append(line) }
            line = ""
            lineAdvances = 0
            // A word wider than the line is cut where it must be.
            for character in token.text {
                let withCharacter = adding(character.unicodeScalars, to: lineAdvances)
                if !line.isEmpty, !fits(withCharacter) {
                    lines.append(line)
                    line = ""
                    lineAdvances = adding(character.unicodeScalars, to: 0)
                } else {
                    lineAdvances = withCharacter
                }
                line.append(character)
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines.isEmpty ? [""] : lines
    }

    /// True when `text` is not empty, has no space at either end and never two in a row: the
    /// breaking gives back exactly such a text when it fits.
    private static func isSpacedSingly(_ text: String) -> Bool {
        var previousWasSpace = true  // a leading space counts as a double one
        for byte in text.utf8 {
            let isSpace = byte == 0x20
            if isSpace && previousWasSpace { return false }
            previousWasSpace = isSpace
        }
        return !previousWasSpace
    }

    /// Words and single wide glyphs, each knowing whether the source had a space before it.
    private static func tokens(_ text: String) -> [(text: String, spaceBefore: Bool)] {
        var result: [(text: String, spaceBefore: Bool)] = []
        var current = ""
        var currentSpaced = false
        var spaced = false
        for character in text {
            if character == " " {
                if !current.isEmpty { result.append((current, currentSpaced)) }
                current = ""
                spaced = true
            } else if character.unicodeScalars.first.map({ $0.value >= 0x2E80 }) == true {
                if !current.isEmpty { result.append((current, currentSpaced)) }
                current = ""
                result.append((String(character), spaced))
                spaced = false
            } else {
                if current.isEmpty { currentSpaced = spaced }
                current.append(character)
                spaced = false
            }
        }
        if !current.isEmpty { result.append((current, currentSpaced)) }
        return result
    }
}
