import Motion
import PlaygroundCore

/// `--format flutter`: what a Flutter engineer writes for the motion. A strip gets a
/// `ScrollPhysics` subclass that decelerates onto an item (`FlutterPrinter+Strip`), a free list
/// the tuned glide as a `FrictionSimulation` (`FlutterPrinter+Glide`); animations are `Duration`s
/// and `Curve`s run by an `AnimationController`. Only what the code uses is declared.
struct FlutterPrinter: ExportPrinter {
    let document: ExportDocument

    init(document: ExportDocument) { self.document = document }

    var text: String {
        let body = physics + animations
        var out = document.banner(in: .dart) + differences
        // Imports only for what the body names: the physics library for simulations and springs.
        out += "import 'package:flutter/widgets.dart';\n"
        if Self.physicsNames.contains(where: body.contains) { out = insertPhysicsImport(out) }
        out += "\n" + body
        while out.hasSuffix("\n\n") { out.removeLast() }
        return out
    }

    /// Names only `package:flutter/physics.dart` declares (widgets.dart does not export them).
    private static let physicsNames = ["Simulation", "SpringDescription", "Tolerance"]

    private func insertPhysicsImport(_ text: String) -> String {
        text.replacingOccurrences(
            "import 'package:flutter/widgets.dart';\n",
            with: "import 'package:flutter/physics.dart';\nimport 'package:flutter/widgets.dart';\n")
    }

    /// The one line on what Flutter's primitives do not keep, with the playground's numbers.
    private var differences: String {
        var notes: [String] = []
        if let paging = pagingDifference { notes.append(paging) }
        let dropped = document.constants.filter { $0.note.isTuned && !usedRoles.contains($0.role) }
        if !dropped.isEmpty {
            notes.append(
                "Flutter has no counterpart for "
                    + dropped.map { "\($0.name.words.joined(separator: " ")) \(Self.number($0.number))" }
                    .joined(separator: ", ") + ": not applied")
        }
        guard !notes.isEmpty else { return "" }
        return SourceLanguage.dart.lineComment(notes.joined(separator: "; ") + ".")
    }

    /// Roles of the plain constants the printed code uses.
    private var usedRoles: Set<ParameterRole> { document.strip == nil ? [] : [.speed] }

    // MARK: - Animations

    /// Each timed animation as a `Duration` and a `Curve` run by an `AnimationController`; a
    /// ticker's interval as the stream of rolls.
    private var animations: String {
        var out = ""
        let stem = document.name.lowerCamel
        for animation in document.animations where animation.curve != nil {
            let name = stem + animation.duration.name.upperCamel
            let curveName =
                name.hasSuffix("Duration") ? String(name.dropLast("Duration".count)) + "Curve" : name + "Curve"
            out += doc(animation.duration)
            out += "const Duration \(name) = \(Self.duration(animation.duration.number));\n"
            out += "const Curve \(curveName) = \(Self.curve(animation.curve ?? .linear));\n\n"
            let subject = String(curveName.dropLast("Curve".count))
            let verb = "animate" + subject.prefix(1).uppercased() + subject.dropFirst()
            out += "Future<void> \(verb)(AnimationController controller) =>\n"
            out += "    controller.animateTo(1.0, duration: \(name), curve: \(curveName));\n\n"
        }
        for interval in document.animations where interval.curve == nil {
            let name = stem + interval.duration.name.upperCamel
            out += doc(interval.duration)
            out += "const Duration \(name) = \(Self.duration(interval.duration.number));\n\n"
            // The ticker's timer fires every stay plus the roll it starts.
            let roll = document.animations.first { $0.curve != nil }
            let period = roll.map { name + " + " + stem + $0.duration.name.upperCamel } ?? name
            out += "/// Counts the rolls: one every \(period.replacingOccurrences(" + ", with: " plus ")).\n"
            out += "Stream<int> \(stem)Rolls() => Stream<int>.periodic(\(period), (int count) => count);\n\n"
        }
        return out
    }

    // MARK: - Literals

    /// One short line: what the value is, and where a tuned one came from.
    func doc(_ constant: ExportConstant, indent: String = "") -> String {
        var line = constant.note.summary.prefix(1).uppercased() + constant.note.summary.dropFirst()
        if !line.hasSuffix(".") { line += "." }
        if constant.note.isTuned, case .number(let x) = constant.note.defaultValue {
            line += " Tuned from \(Self.number(x))\(constant.unit == .none ? "" : " " + constant.unit.rawValue)."
        }
        return SourceLanguage.dart.docComment(line, indent: indent)
    }

    /// A Dart double literal to four significant digits (`0.99`, `0.628`, `16.0`).
    static func number(_ x: Double) -> String { ExportNumber.decimal(NumberText.short(x, significant: 4)) }

    /// `Duration(seconds: 2)`, `Duration(milliseconds: 660)`, else microseconds.
    static func duration(_ seconds: Double) -> String {
        let micros = Int64((seconds * 1_000_000).rounded())
        if micros % 1_000_000 == 0 { return "Duration(seconds: \(micros / 1_000_000))" }
        if micros % 1000 == 0 { return "Duration(milliseconds: \(micros / 1000))" }
        return "Duration(microseconds: \(micros))"
    }

    /// Flutter's own curve where it is the same curve (`Curves.easeInOut`, Penner's bounces, his
    /// elastic curves as `ElasticInCurve(0.3)`), else the Bézier every format writes
    /// (`BezierEquivalent`: easings.net's for a Penner curve).
    static func curve(_ easing: Easing) -> String {
        switch easing {
        case .linear: return "Curves.linear"
        case .ease: return "Curves.ease"
        case .easeIn: return "Curves.easeIn"
        case .easeOut: return "Curves.easeOut"
        case .easeInOut: return "Curves.easeInOut"
        case .easeInBounce: return "Curves.bounceIn"
        case .easeOutBounce: return "Curves.bounceOut"
        case .easeInOutBounce: return "Curves.bounceInOut"
        // Penner's elastic periods: 2π / c4 and 2π / c5, in tenths of the duration.
        case .easeInElastic: return "ElasticInCurve(0.3)"
        case .easeOutElastic: return "ElasticOutCurve(0.3)"
        case .easeInOutElastic: return "ElasticInOutCurve(0.45)"
        default: return bezier(BezierEquivalent(easing).curve)
        }
    }

    /// A cubic Bézier as Flutter's `Cubic`, to two decimals: the one place that writes a Bézier.
    static func bezier(_ b: CubicBezier) -> String {
        "Cubic("
            + [b.x1, b.y1, b.x2, b.y2].map { ExportNumber.decimal(NumberText.format(($0 * 100).rounded() / 100)) }
            .joined(separator: ", ") + ")"
    }

    /// One line for a spring: its role, response and damping ratio, and whether they were tuned.
    func springDoc(_ s: ExportSpring, indent: String) -> String {
        var line =
            "The \(s.role.rawValue) spring: response \(NumberText.short(s.response.number)) s, damping ratio "
            + "\(NumberText.short(s.dampingRatio.number))."
        if s.isTuned { line += " Tuned in the playground." }
        return SourceLanguage.dart.docComment(line, indent: indent)
    }

    /// `SpringDescription.withDampingRatio(mass: 1.0, stiffness: k, ratio: ζ)`.
    static func spring(_ s: Spring) -> String {
        "SpringDescription.withDampingRatio(mass: 1.0, stiffness: \(number(s.stiffness)), ratio: "
            + "\(number(s.dampingRatio)))"
    }
}
