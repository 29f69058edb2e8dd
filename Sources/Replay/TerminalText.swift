/// Text from a file or an argument made safe for a terminal and for a one-line message:
/// control characters (C0, DEL, C1), line and paragraph separators and bidirectional
/// overrides print as `\u001b`-style escapes, so a replay header holding ESC [ 2 J or a
/// newline can neither drive the terminal nor split a message in two. Backslashes are kept,
/// so escaping twice changes nothing.
public enum TerminalText {
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            if needsEscape(scalar) {
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    static func needsEscape(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x00...0x1F, 0x7F...0x9F: true  // C0, DEL, C1 (CSI is 0x9B)
        case 0x2028, 0x2029: true  // line / paragraph separator
        case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F: true  // bidi overrides and marks
        default: false
        }
    }
}
