/// Greedy line breaking with the core's width estimate (`TextMetrics`), for paragraphs and
/// panels that must fit a column: breaks at spaces, between wide (CJK) glyphs, and inside a
/// word longer than the line. Deterministic, like every layout in the core.
public enum TextWrap {
    public static func lines(_ text: String, width: Double, size: Double, weight: FontWeight = .regular) -> [String] {
        func fits(_ s: String) -> Bool { TextMetrics.estimatedWidth(s, size: size, weight: weight) <= width }
        var lines: [String] = []
        var line = ""
        for token in tokens(text) {
            let candidate = line.isEmpty ? token.text : line + (token.spaceBefore ? " " : "") + token.text
            if fits(candidate) {
                line = candidate
                continue
            }
            if !line.isEmpty { lines.append(line) }
            line = ""
            // A word wider than the line is cut where it must be.
            for character in token.text {
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
