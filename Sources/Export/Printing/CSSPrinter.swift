import Motion
import PlaygroundCore

/// `--format css`: what a web engineer pastes. A snapping strip as CSS scroll snapping
/// (`CSSPrinter+Strip`), each animation as custom properties for its duration and curve with a
/// `transition` that uses them; above them one line per thing CSS cannot carry (the deceleration
/// rate, measured; another platform's physics; tuned values with no CSS property). CSS has no
/// springs and no rubber band: they are not written.
struct CSSPrinter: ExportPrinter {
    var document: ExportDocument

    init(document: ExportDocument) { self.document = document }

    /// The class stem: `carousel`, `scene-3d-cards` (the subject's name never starts with a digit,
    /// which a class name cannot).
    var base: String { document.name.kebab }

    var text: String {
        var out = document.banner(in: .css)
        for line in [decelerationLine, platformLine, uncarriedLine].compactMap({ $0 }) { out += comment(line) }
        out += animations
        if let strip = document.strip { out += stripRules(strip) }
        return out
    }

    // MARK: - What CSS cannot carry

    /// The rate a browser cannot be given, and what the same flick does under UIKit's default.
    private var decelerationLine: String? {
        guard let rate = document.decelerationRate else { return nil }
        let tuned = number(rate.number)
        guard let measured = document.caveats.underSystemDeceleration else {
            return rate.note.isTuned
                ? "CSS cannot set the deceleration rate (tuned \(tuned)): the browser glides." : nil
        }
        guard measured.differs else {
            guard rate.number != 0.998 else { return nil }
            return "CSS cannot set the deceleration rate \(tuned): the browser glides by its own. A "
                + "\(number(ExportMeasurement.flickVelocity)) px/s flick rests in the same place at 0.998 as at \(tuned)."
        }
        let distance = measured.primitive.offset - measured.tuned.offset
        var line =
            "CSS cannot set the deceleration rate \(tuned): the browser glides by its own. At 0.998 a "
            + "\(number(ExportMeasurement.flickVelocity)) px/s flick rests \(number(abs(distance))) px "
            + (distance < 0 ? "shorter" : "further")
        if let a = measured.primitive.item, let b = measured.tuned.item, a != b {
            line += " (item \(a) instead of \(b))"
        }
        if let a = measured.primitive.settleMilliseconds, let b = measured.tuned.settleMilliseconds {
            line += ", settling in \(seconds(a)) instead of \(seconds(b))"
        }
        return line + "."
    }

    /// Another platform's physics ran in the playground; a browser scrolls by its own.
    private var platformLine: String? {
        guard !document.physics.isReference else { return nil }
        let parameter = document.platformConstant.map { " (\($0.parameter) = \(document.physics.choice))" } ?? ""
        return "The playground simulated \(document.physics.title) physics\(parameter); a browser scrolls by its own."
    }

    /// Tuned values with no CSS property: the springs, the rubber band, a script's numbers.
    private var uncarriedLine: String? {
        var tuned: [String] = []
        for spring in document.springs where spring.isTuned {
            tuned.append(
                "\(spring.role.rawValue) spring (response \(number(spring.response.number)) s, damping ratio "
                    + "\(number(spring.dampingRatio.number)))")
        }
        for constant in document.constants where constant.note.isTuned {
            tuned.append("\(constant.name.words.joined(separator: " ")) \(literal(constant))")
        }
        guard !tuned.isEmpty else { return nil }
        return "Tuned, with no CSS property (set in script): " + tuned.joined(separator: ", ") + "."
    }

    // MARK: - Animations

    /// Custom properties for each animation's duration and curve (and for a wait before it), and a
    /// class per animation whose `transition` uses them.
    private var animations: String {
        let timed = document.animations.filter { $0.curve != nil }
        guard !timed.isEmpty else { return "" }
        let waits = document.animations.filter { $0.curve == nil }
        var out = ":root {\n"
        for wait in waits { out += declaration(property(wait.duration), wait.duration, "s") }
        for animation in timed {
            out += declaration(property(animation.duration), animation.duration, "s")
            if let curve = animation.curve.map(ExportCurve.init) {
                // `easeOutBounce (tuned from easeInOutCubic), sampled: no cubic Bézier follows it`.
                let tuned = animation.curveConstant.flatMap(tunedFrom).map { " (\($0))" } ?? ""
                let sampled = curve.followsBezier ? "" : ", sampled: no cubic Bézier follows it"
                // The keyword `ease-in-out` names itself; a Bézier or samples say which curve they are.
                if curve.css != curve.name || !tuned.isEmpty {
                    out += comment(curve.name + tuned + sampled, indent: "  ")
                }
                out += "  \(easingProperty(animation)): \(curve.css);\n"
            }
        }
        out += "}\n"
        let delay = waits.map { " var(\(property($0.duration)))" }.joined()
        for animation in timed {
            out += ".\(base)-\(stem(animation)) {\n"
            out +=
                "  transition: transform var(\(property(animation.duration))) var(\(easingProperty(animation)))"
                + delay + ";\n}\n"
        }
        return out
    }

    /// `click` for `click_duration`, `animation` for a bare `duration`.
    private func stem(_ animation: ExportAnimation) -> String {
        let words = animation.duration.name.words
        let stem = words.last == "duration" ? Array(words.dropLast()) : words
        return stem.isEmpty ? "animation" : stem.joined(separator: "-")
    }

    private func property(_ constant: ExportConstant) -> String { "--\(base)-\(constant.name.kebab)" }

    private func easingProperty(_ animation: ExportAnimation) -> String { "--\(base)-\(stem(animation))-easing" }

    /// `  --x: 0.3s;`, with "tuned from 0.25 s" above it when tuned.
    private func declaration(_ name: String, _ constant: ExportConstant, _ unit: String) -> String {
        (tunedFrom(constant).map { comment($0, indent: "  ") } ?? "")
            + "  \(name): \(number(constant.number))\(unit);\n"
    }

    // MARK: - Literals

    /// "tuned from 16 px" when the value differs from its default.
    func tunedFrom(_ constant: ExportConstant) -> String? {
        guard constant.note.isTuned else { return nil }
        switch constant.note.defaultValue {
        case .number(let x): return "tuned from \(number(x))\(unitSuffix(constant.unit))"
        case .choice(let c): return "tuned from \(c)"
        }
    }

    /// A constant's value with its unit as prose: `0.6`, `120 px`, `fade`.
    private func literal(_ constant: ExportConstant) -> String {
        constant.choice ?? number(constant.number) + unitSuffix(constant.unit)
    }

    /// ` px` for points (the playground's point is a CSS px), ` s`, ` px/s`; nothing for ratios.
    private func unitSuffix(_ unit: ExportUnit) -> String {
        switch unit {
        case .points: " px"
        case .pointsPerSecond: " px/s"
        case .none: ""
        default: " " + unit.rawValue
        }
    }

    /// A value as written: its exact shortest text.
    func number(_ x: Double) -> String { NumberText.format(x) }

    func px(_ x: Double) -> String { number(x) + "px" }

    /// `1.2 s`, from milliseconds, to two significant digits.
    private func seconds(_ milliseconds: Double) -> String {
        NumberText.short(milliseconds / 1000, significant: 2) + " s"
    }

    /// `/* text */` at `indent`, wrapped at 100 columns, through the comment writer.
    func comment(_ text: String, indent: String = "") -> String {
        SourceLanguage.css.blockComment(text, indent: indent)
    }
}
