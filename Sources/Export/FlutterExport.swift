import Motion
import Playground

/// `--format flutter`: a `ScrollPhysics` subclass with UIKit's glide as a `FrictionSimulation`
/// (and the demo's snapping), `SpringDescription`s, `Duration`s and `Cubic` curves, in Dart.
struct FlutterExport {
    var model: ExportModel

    var text: String {
        let prefix = model.memberStem
        let native = simulatesFlutter
        var out = ExportFormat.banner(model, in: .dart)
        out += "// Flutter (Dart). Every value says what it is, its unit and where its default comes from.\n"
        if !native, let note = model.otherPlatformNote { out += SourceLanguage.dart.lineComment(note) }
        out += "import 'package:flutter/animation.dart';\nimport 'package:flutter/physics.dart';\n"
        out += "import 'package:flutter/widgets.dart';\n\n"
        if native {
            out += platformPhysics
        } else if let glide = model.glide {
            out += physics(glide)
        }
        // The glide's physics class already holds the bounce spring, and the snap spring when it snaps.
        let inPhysics: Set<String> =
            model.glide == nil || native
            ? []
            : model.snapInterval != nil
                ? [
                    "bounce",
                    "snap",
                ] : ["bounce"]
        for s in model.springs where !inPhysics.contains(s.name) {
            out += doc(s.comment + (native ? model.springNote(s.name) : ""), indent: "")
            out += "const SpringDescription \(prefix)\(s.name.upperCamel)Spring = \(Self.description(s.spring));\n\n"
        }
        for t in model.timed {
            let base = prefix + t.item.shortName.upperCamel
            out += doc(t.item.comment, indent: "")
            out += "const Duration \(base) = Duration(microseconds: \(microseconds(t.item.number)));\n"
            if let b = t.bezier {
                out += doc(t.curveComment + (t.curveItem.map { " " + $0.comment } ?? ""), indent: "")
                out +=
                    "const Cubic \(prefix)\(t.item.shortName.upperCamel.replacingDurationSuffix)Curve = Cubic("
                    + b.rounded.numbers.map(Self.double).joined(separator: ", ")
                    + ");\n"
            }
            out += "\n"
        }
        for c in model.constants {
            out += doc(c.comment, indent: "")
            switch c.value {
            case .number(let x):
                out +=
                    "const double \(prefix)\(c.shortName.upperCamel) = "
                    + "\(Self.double(ExportNumber.exact(x)));\n\n"
            case .choice(let n): out += "const String \(prefix)\(c.shortName.upperCamel) = '\(n)';\n\n"
            }
        }
        if out.hasSuffix("\n\n") { out.removeLast() }
        return out
    }

    private func physics(_ glide: ExportModel.Glide) -> String {
        let name = model.typeStem + "ScrollPhysics"
        let snap = model.springs.first { $0.name == "snap" }
        let bounce = model.springs.first { $0.name == "bounce" }
        var out = doc(glide.item.comment, indent: "")
        out += doc(
            "Flutter's FrictionSimulation takes the fraction of velocity kept per second, drag = r^1000 (here "
                + "\(ExportNumber.derived(glide.rate.flutterDrag))), and then glides exactly like UIKit: "
                + "x(t) = x0 + v0·(drag^t − 1)/ln(drag). Use: physics: const \(name)(parent: "
                + "BouncingScrollPhysics()).",
            indent: "")
        out += "class \(name) extends ScrollPhysics {\n  const \(name)({super.parent});\n\n"
        out += "  /// Velocity kept per second: \(ExportNumber.exact(glide.rate.rawValue))^1000.\n"
        out += "  static const double drag = \(Self.double(ExportNumber.derived(glide.rate.flutterDrag)));\n"
        if let pitch = model.snapInterval, let snap {
            out += "\n  /// Distance between snap positions (pt): the demo always rests with an item centred.\n"
            out += "  static const double itemExtent = \(Self.double(ExportNumber.exact(pitch)));\n\n"
            out += doc(snap.comment, indent: "  ")
            out += "  static const SpringDescription snapSpring = \(Self.description(snap.spring));\n"
        }
        out += "\n  @override\n  \(name) applyTo(ScrollPhysics? ancestor) => \(name)(parent: buildParent(ancestor));\n"
        if let bounce {
            out += "\n" + doc(bounce.comment, indent: "  ")
            out += "  @override\n  SpringDescription get spring => const \(Self.description(bounce.spring));\n"
        }
        out += "\n  @override\n  Simulation? createBallisticSimulation(ScrollMetrics position, double velocity) {\n"
        out += "    final Tolerance tolerance = toleranceFor(position);\n"
        if model.snapInterval != nil, snap != nil {
            out += "    if (position.outOfRange) return super.createBallisticSimulation(position, velocity);\n"
            out += "    // The item nearest where a free glide would rest comes to rest centred.\n"
            out += "    final double landing = velocity.abs() < tolerance.velocity\n"
            out += "        ? position.pixels\n        : FrictionSimulation(drag, position.pixels, velocity).finalX;\n"
            out += "    final double target = ((landing / itemExtent).round() * itemExtent)\n"
            out += "        .clamp(position.minScrollExtent, position.maxScrollExtent)\n        .toDouble();\n"
            out += "    if ((target - position.pixels).abs() < tolerance.distance) return null;\n"
            out +=
                "    return ScrollSpringSimulation(snapSpring, position.pixels, target, velocity, tolerance: "
                + "tolerance);\n"
        } else {
            out += "    if (position.outOfRange || velocity.abs() < tolerance.velocity) {\n"
            out += "      return super.createBallisticSimulation(position, velocity);\n    }\n"
            out += "    return FrictionSimulation(drag, position.pixels, velocity, tolerance: tolerance);\n"
        }
        return out + "  }\n}\n\n"
    }

    /// `SpringDescription(mass: 1.0, stiffness: k, damping: c)` for `s`.
    static func description(_ s: Spring) -> String {
        "SpringDescription(mass: 1.0, stiffness: \(Self.double(ExportNumber.derived(s.stiffness)))"
            + ", damping: \(Self.double(ExportNumber.derived(s.damping))))"
    }

    private func microseconds(_ seconds: Double) -> String { String(Int64((seconds * 1_000_000).rounded())) }

    /// Dart double literals always have a point or an exponent.
    static func double(_ text: String) -> String { ExportNumber.decimal(text) }

    func doc(_ text: String, indent: String) -> String {
        SourceLanguage.dart.docComment(text, indent: indent)
    }
}
