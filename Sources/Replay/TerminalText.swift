import PlaygroundCore

/// Text from a file or an argument made safe for a terminal and for a one-line message: every
/// character `UnsafeScalars` lists (C0, DEL, C1, line and paragraph separators, bidirectional
/// controls) prints as a `\u001b`-style escape, so a replay header holding ESC [ 2 J or a newline
/// can neither drive the terminal nor split a message in two. Backslashes are kept, so escaping
/// twice changes nothing.
public enum TerminalText {
    public static func escaped(_ text: String) -> String { UnsafeScalars.escaped(text) }
}
