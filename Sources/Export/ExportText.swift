import PlaygroundCore

/// How the exporters write numbers: a parameter exactly as it is stored.
enum ExportNumber {
    /// A parameter's exact value: shortest round-trip text.
    static func exact(_ x: Double) -> String { NumberText.format(x) }
    /// A number's text as a Dart or Kotlin double literal: with a point or an exponent (`280.0`).
    static func decimal(_ text: String) -> String { text.contains(".") || text.contains("e") ? text : text + ".0" }
    /// A parameter's exact value as a double literal.
    static func exactDecimal(_ x: Double) -> String { decimal(exact(x)) }
}

/// Words into lines of at most `width` characters (a longer word gets a line of its own), for
/// the exporters' comments.
func wrap(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
        if !line.isEmpty, line.count + 1 + word.count > width {
            lines.append(line)
            line = String(word)
        } else {
            line += (line.isEmpty ? "" : " ") + word
        }
    }
    if !line.isEmpty { lines.append(line) }
    return lines
}

extension String {
    /// Every `target` replaced (the core has no Foundation).
    func replacingOccurrences(_ target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
