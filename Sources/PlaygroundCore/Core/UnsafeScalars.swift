/// The characters that must never leave the program raw, whatever reads them: a terminal (ESC,
/// CSI and OSC sequences clear the screen, retitle the window or write the clipboard), a source
/// file (a line break ends a `//` comment, so what follows is code) or a reader of either
/// (bidirectional controls make text read differently from what a compiler sees, the "Trojan
/// Source" attack). The terminal's escaping, the exporters' comments and the scene reader's
/// refusals all ask this one list.
public enum UnsafeScalars {
    /// Ends a line for some reader: LF, VT, FF, CR (C0), NEL (C1), LINE SEPARATOR and PARAGRAPH
    /// SEPARATOR (which JavaScript, many editors and some terminals treat as a new line).
    public static func breaksLine(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }

    /// C0 (tab included), DEL and C1 controls; line and paragraph separators; the bidirectional
    /// embeddings, overrides and isolates and the marks (LRM, RLM, ALM).
    public static func contains(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x00...0x1F, 0x7F...0x9F: true  // C0, DEL, C1 (CSI is 0x9B, OSC 0x9D)
        case 0x2028, 0x2029: true  // line / paragraph separator
        case 0x202A...0x202E, 0x2066...0x2069: true  // bidi embeddings, overrides, isolates
        case 0x200E, 0x200F, 0x061C: true  // LRM, RLM, ALM
        default: false
        }
    }

    /// What an unsafe character is, for a refusal: `a control character`, `a line separator`,
    /// `a bidirectional control`.
    public static func kind(of s: Unicode.Scalar) -> String {
        switch s.value {
        case 0x2028: "a line separator"
        case 0x2029: "a paragraph separator"
        case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: "a bidirectional control"
        default: "a control character"
        }
    }

    /// The first unsafe character of `text`, for a refusal that names it.
    public static func first(in text: String) -> Unicode.Scalar? { text.unicodeScalars.first(where: contains) }

    /// `\u001b`: how an unsafe character is shown, in a message or a comment alike. Backslashes
    /// are kept as they are, so escaping twice changes nothing.
    public static func escape(_ s: Unicode.Scalar) -> String {
        let hex = String(s.value, radix: 16)
        return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// `text` with every unsafe character shown as its escape (line feeds kept as they are when
    /// `keepingLineFeeds`, for text of several lines).
    public static func escaped(_ text: String, keepingLineFeeds: Bool = false) -> String {
        let escapes = { (s: Unicode.Scalar) in contains(s) && !(keepingLineFeeds && s == "\n") }
        guard text.unicodeScalars.contains(where: escapes) else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            if escapes(scalar) {
                out += escape(scalar)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
