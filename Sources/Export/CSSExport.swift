import Motion
import Playground

/// `--format css`: custom properties for durations and `cubic-bezier()` curves, springs as
/// `linear()` easings sampled from the closed form, and `scroll-snap` where the demo snaps.
struct CSSExport {
    /// Points a spring's `linear()` easing is sampled at.
    static let springSamples = 40

    var model: ExportModel

    var text: String {
        let p = "--" + model.demoID
        var out = ExportFormat.banner(model, in: .css)
        out += "/* CSS. Every property says what it is, its unit and where its default comes from. */\n"
        if let note = model.foreignPhysicsNote(host: "CSS") { out += Self.comment(note, indent: "") }
        out += ":root {\n"
        for t in model.timed {
            let base = p + "-" + t.item.shortName.kebab
            out += Self.comment(t.item.comment)
            out += "  \(base): \(ExportNumber.exact(t.item.number))s;\n"
            if let b = t.bezier {
                out += Self.comment(t.curveComment + (t.curveItem.map { " " + $0.comment } ?? ""))
                out += "  \(p)-\(t.item.shortName.kebab.replacingDurationSuffixKebab)-easing: \(b.cssText);\n"
            }
        }
        for s in model.springs {
            let sim = SpringSimulation(
                spring: s.spring, from: 0, to: 1,
                tolerance: Tolerance(distance: 0.001, velocity: 0.01))
            out += Self.comment(
                s.comment + " CSS has no spring: linear() follows its closed form from 0 to 1 in "
                    + "\(Self.springSamples) steps, over the time it takes to settle.")
            out += "  \(p)-\(s.name)-spring-duration: \(ExportNumber.derived(sim.duration))s;\n"
            let points = (0...Self.springSamples).map { i in
                ExportNumber.derived(sim.position(at: sim.duration * Double(i) / Double(Self.springSamples)))
            }
            out += "  \(p)-\(s.name)-spring-easing: linear(\(points.joined(separator: ", ")));\n"
        }
        for c in model.constants {
            out += Self.comment(c.comment)
            switch c.value {
            case .number(let x):
                out +=
                    "  \(p)-\(c.shortName.kebab): "
                    + "\(ExportNumber.exact(x))\(cssUnit(c.spec.unit));\n"
            case .choice(let n): out += "  \(p)-\(c.shortName.kebab): \(StateValue.string(n).json);\n"
            }
        }
        out += "}\n"
        if let glide = model.glide {
            out +=
                "\n"
                + Self.comment(
                    glide.item.comment
                        + " Browsers decelerate scrolling themselves; CSS cannot set a rate.",
                    indent: "")
        }
        if model.snapInterval != nil {
            out += "\n/* The demo always rests with a card centred: scroll snapping does the same. */\n"
            out += ".\(model.demoID)-strip {\n  overflow-x: auto;\n  scroll-snap-type: x mandatory;\n}\n"
            out += ".\(model.demoID)-card {\n  scroll-snap-align: center;\n"
            if let t = model.timed.first {
                let base = p + "-" + t.item.shortName.kebab
                out +=
                    "  transition: transform var(\(base)) "
                    + "var(\(p)-\(t.item.shortName.kebab.replacingDurationSuffixKebab)-easing);\n"
            }
            out += "}\n"
        }
        return out
    }

    /// Points and seconds have CSS units; other numbers stay plain.
    private func cssUnit(_ unit: String) -> String {
        switch unit {
        case "pt": "px"
        case "s": "s"
        default: ""
        }
    }

    /// `/* text */` at the properties' indent, wrapped at 100 columns.
    static func comment(_ text: String, indent: String = "  ") -> String {
        SourceLanguage.css.blockComment(text, indent: indent)
    }
}
