/// What the two Swift exporters (UIKit and SwiftUI) write the same way: a `///` comment at the
/// enum's indent, and the demo's remaining numbers and choices as `static let` constants.
enum SwiftConstants {
    static func doc(_ text: String) -> String {
        wrap(text, width: 104).map { "    /// " + $0 + "\n" }.joined()
    }

    /// Every constant with its comment, then the enum's closing brace.
    static func closing(_ model: ExportModel, after out: String) -> String {
        var out = out
        for c in model.constants {
            out += doc(c.comment)
            switch c.value {
            case .number(let x):
                out +=
                    "    static let \(c.shortName.lowerCamel): CGFloat = "
                    + "\(ExportNumber.exact(x))\n\n"
            case .choice(let n): out += "    static let \(c.shortName.lowerCamel) = \(StateValue.string(n).json)\n\n"
            }
        }
        if out.hasSuffix("\n\n") { out.removeLast() }
        return out + "}\n"
    }
}
