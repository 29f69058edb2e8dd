import Playground

/// What the two Swift exporters (UIKit and SwiftUI) write the same way: a `///` comment at the
/// enum's indent, and the demo's remaining numbers and choices as `static let` constants.
enum SwiftConstants {
    static func doc(_ text: String) -> String {
        SourceLanguage.swift.docComment(text, indent: "    ", width: 104)
    }

    /// Each timed animation: its duration as a `durationType` constant, then, when it has a
    /// Bézier, the statement `curve` writes from the base name, the control points and the duration.
    static func timed(
        _ model: ExportModel, durationType: String,
        curve: (_ name: String, _ points: String, _ duration: String) -> String
    ) -> String {
        var out = ""
        for t in model.timed {
            let base = t.item.shortName.lowerCamel
            let duration = ExportNumber.exact(t.item.number)
            out += doc(t.item.comment)
            out += "    static let \(base): \(durationType) = \(duration)\n"
            if let b = t.bezier {
                out += doc(t.curveComment + (t.curveItem.map { " " + $0.comment } ?? ""))
                let points = b.rounded.numbers.joined(separator: ", ")
                out += curve(base.replacingDurationSuffix, points, duration)
            }
            out += "\n"
        }
        return out
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
