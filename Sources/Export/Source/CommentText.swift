import PlaygroundCore

/// Prose made safe to sit inside one comment of an exported file, whatever it holds: a title, a
/// label or a file name from a scene, a parameter's provenance, a recording's fields. An export is
/// code an engineer pastes into an app, so no character of such text may end its comment.
///
/// - Every line break any reader honours (LF, CR, VT, FF, NEL, U+2028, U+2029) becomes a space:
///   after one, the rest of a `//` comment would be code.
/// - Every other unsafe character (`UnsafeScalars`: controls, bidirectional overrides) is shown as
///   its `\u001b` escape, so the comment reads as it compiles.
/// - In a block comment, `*/` is broken up (`* /`), since it would close the comment, and so is
///   `/*` where block comments nest (Swift, Kotlin, Dart), since it would open one that the closing
///   `*/` then closes, leaving the real comment open.
/// - In CSS, `</style` is broken up too (`<\/style`): the sheet may be pasted into a `<style>`
///   element, which that sequence ends whatever CSS thinks.
enum CommentText {
    /// How the comment is delimited.
    enum Kind: Equatable {
        /// `//` or `///` to the end of the line.
        case line
        /// `/* … */` or `/** … */`; `nests` where an inner `/*` opens another level.
        case block(nests: Bool)
        /// CSS's `/* … */` (no nesting), perhaps inside an HTML `<style>` element.
        case css
    }

    static func neutralized(_ text: String, for kind: Kind) -> String {
        var out = String.UnicodeScalarView()
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            if UnsafeScalars.breaksLine(scalar) || scalar == "\t" {
                out.append(" ")
                previous = " "
                continue
            }
            if UnsafeScalars.contains(scalar) {
                out.append(contentsOf: UnsafeScalars.escape(scalar).unicodeScalars)
                previous = "0"  // an escape ends in a hex digit
                continue
            }
            if kind != .line, let p = previous, breaksDelimiter(p, scalar, kind) { out.append(" ") }
            out.append(scalar)
            previous = scalar
        }
        var result = String(out)
        if kind == .css { result = brokenStyleEnds(result) }
        return result
    }

    /// Whether `a` then `b` would make `*/` (or `/*` where comments nest).
    private static func breaksDelimiter(_ a: Unicode.Scalar, _ b: Unicode.Scalar, _ kind: Kind) -> Bool {
        if a == "*" && b == "/" { return true }
        if a == "/" && b == "*" { return kind == .block(nests: true) }
        return false
    }

    /// Every `</style` (any case) as `<\/style`, which no HTML parser reads as an end tag.
    private static func brokenStyleEnds(_ text: String) -> String {
        guard text.contains("</") else { return text }
        var out = ""
        var rest = Substring(text)
        while let r = rest.firstRange(of: "</") {
            out += rest[..<r.lowerBound]
            let after = rest[r.upperBound...]
            out += after.prefix(5).lowercased() == "style" ? "<\\/" : "</"
            rest = after
        }
        return out + rest
    }
}
