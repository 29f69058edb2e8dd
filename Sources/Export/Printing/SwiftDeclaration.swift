import Motion

/// The `static let` members both Swift printers write in an `enum <Stem>Motion`: a constant with
/// its type, an animation's name and curve, and the one short comment a declaration may carry.
enum SwiftDeclaration {
    /// `enum <Stem>Motion { … }`, where UIKit's and SwiftUI's exports declare the motion's
    /// animations, springs and numbers; empty without `members`.
    static func motionEnum(_ stem: String, members: [String]) -> String {
        members.isEmpty ? "" : "\nenum \(stem)Motion {\n" + members.joined(separator: "\n") + "}\n"
    }

    /// A timed curve as the platforms name it: one of the system curves, or a cubic Bézier.
    enum Curve: Equatable {
        case linear, easeIn, easeOut, easeInOut
        case bezier([String])

        init(_ easing: Easing) {
            switch easing {
            case .linear: self = .linear
            case .easeIn: self = .easeIn
            case .easeOut: self = .easeOut
            case .easeInOut: self = .easeInOut
            default: self = .bezier(SwiftLiteral.bezier(easing))
            }
        }
    }

    /// `    /// What it is. Tuned from 2.` above a declaration; the summary only where the name
    /// cannot say it (`withSummary`).
    static func comment(_ constants: [ExportConstant], summary: String? = nil) -> String {
        var parts: [String] = []
        if let summary { parts.append(summary.capitalizedFirst + ".") }
        for c in constants where c.note.isTuned {
            let from = SwiftLiteral.value(c.note.defaultValue)
            parts.append(
                constants.count > 1
                    ? "\(c.name.words.joined(separator: " ").capitalizedFirst) tuned from \(from)."
                    : "Tuned from \(from).")
        }
        guard !parts.isEmpty else { return "" }
        return SourceLanguage.swift.docComment(parts.joined(separator: " "), indent: "    ", width: 104)
    }

    /// `    static let fadeTranslation: CGFloat = 6` with its comment.
    static func constant(_ c: ExportConstant) -> String {
        let name = c.name.lowerCamel
        let line: String
        switch (c.value, c.unit) {
        case (.choice(let choice), _): line = "static let \(name) = \(SourceLanguage.swift.stringLiteral(choice))"
        case (.number(let x), .items): line = "static let \(name) = \(SwiftLiteral.number(x))"
        case (.number(let x), .seconds): line = "static let \(name): TimeInterval = \(SwiftLiteral.number(x))"
        case (.number(let x), _): line = "static let \(name): CGFloat = \(SwiftLiteral.number(x))"
        }
        return comment([c], summary: c.note.summary) + "    " + line + "\n"
    }

    /// An animation's name: its duration's without `duration` (`roll_duration` → `roll`), or
    /// `animation` when nothing is left.
    static func name(_ animation: ExportAnimation) -> String {
        let words = animation.duration.name.words.filter { $0 != "duration" }
        return words.isEmpty ? "animation" : ExportName(words: words).lowerCamel
    }

    /// What the curve is, where its name does not say it: `The nearest cubic Bézier to easeInOutCubic`.
    static func curveNote(_ animation: ExportAnimation) -> String? {
        guard let curve = animation.curve, case .bezier = Curve(curve), let named = animation.curveConstant?.choice
        else { return nil }
        let bezier = BezierEquivalent(curve)
        switch bezier.source {
        case .bezier: return nil
        case .easingsNet: return "easings.net's cubic Bézier for \(named)"
        case .fitted:
            let off =
                bezier.followsEasing
                ? "" : ", which no cubic Bézier follows: off by up to \(SwiftLiteral.number(bezier.maxError))"
            return "The nearest cubic Bézier to \(named)\(off)"
        }
    }
}

extension String {
    /// `What it is` from `what it is`.
    fileprivate var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
