import Motion
import Playground

/// `--format flutter` when the playground simulated Flutter's own physics (`<id>.physics =
/// flutter-ios` or `flutter-android`): `BouncingScrollPhysics` or `ClampingScrollPhysics` as they
/// are, and for the salon a snapping subclass in the manner of `FixedExtentScrollPhysics`, for the
/// pager `PageScrollPhysics`, instead of a `FrictionSimulation` carrying UIKit's glide.
extension FlutterExport {
    /// Whether the playground simulated Flutter's physics.
    var simulatesFlutter: Bool { model.platform == .flutterIOS || model.platform == .flutterAndroid }

    /// The physics the playground ran, as a Dart constant expression whose closing lines are
    /// indented by `indent`.
    func platformParent(indent: String) -> String {
        model.platform == .flutterIOS
            ? "BouncingScrollPhysics(\n\(indent)  decelerationRate: ScrollDecelerationRate.normal,\n"
                + "\(indent)  parent: AlwaysScrollableScrollPhysics(),\n\(indent))"
            : "ClampingScrollPhysics(parent: AlwaysScrollableScrollPhysics())"
    }

    /// What those physics do, with their numbers, and what the export's UIKit parameters are then.
    var platformSummary: String {
        let spring = FlutterScrolling.spring
        let what =
            model.platform == .flutterIOS
            ? "BouncingScrollSimulation, a FrictionSimulation of drag "
                + "\(ExportNumber.exact(FlutterBouncingPhysics.frictionDrag)) per second "
                + "(ScrollDecelerationRate.normal) handing over past an edge to the default scroll spring (mass "
                + "\(ExportNumber.exact(spring.mass)), stiffness \(ExportNumber.exact(spring.stiffness)), damping "
                + "ratio \(ExportNumber.derived(spring.dampingRatio))); a drag past an edge is resisted by "
                + "\(ExportNumber.exact(FlutterBouncingPhysics.overscrollFrictionScale))·(1 − overscroll / "
                + "viewport)²"
            : "ClampingScrollSimulation, Android's fling with friction "
                + "\(ExportNumber.exact(FlutterClampingSimulation.defaultFriction)) (as far as OverScroller's, "
                + "in a closed form), stopping dead at the edges, past which the content never goes"
        var text =
            (model.simulatedClause ?? "") + ": " + what + ". These are those physics, so they reproduce "
            + "the playground exactly."
            + model.densitySentence(
                "Flutter's tolerance, 1 / (0.05 · devicePixelRatio) px/s, follows it, and with it where a glide stops")
        if let glide = model.glide {
            text += " \(glide.item.spec.name) (\(glide.item.value) per ms) is UIKit's glide: they do not use it."
        }
        return text
    }

    /// The physics to use: a constant of Flutter's own, the salon's snapping subclass over it, the
    /// pager's `PageScrollPhysics`.
    var platformPhysics: String {
        let prefix = model.memberStem
        guard let pitch = model.snapInterval else {
            var out = doc(platformSummary + " Use: physics: \(prefix)ScrollPhysics.", indent: "")
            out += "const ScrollPhysics \(prefix)ScrollPhysics = \(platformParent(indent: ""));\n\n"
            if model.turnsPages {
                out += doc(
                    "A page swipe, once decided, finishes as PageScrollPhysics does: the default scroll spring "
                        + "from the release velocity onto the page. Use on the PageView: physics: "
                        + "\(prefix)PagePhysics.", indent: "")
                out +=
                    "const ScrollPhysics \(prefix)PagePhysics = PageScrollPhysics(\n  parent: "
                    + platformParent(indent: "  ") + ",\n);\n\n"
            }
            return out
        }
        let name = model.typeStem + "ScrollPhysics"
        var out = doc(
            "The playground's card snapping under \(model.platform.rawValue) physics, the way "
                + "FixedExtentScrollPhysics snaps: the card nearest where the parent's own simulation would come "
                + "to rest. A release moving towards it faster than the tolerance decelerates onto it "
                + "(FrictionSimulation.through, never faster than the release); a slower one, or one whose card "
                + "is behind it, takes the default scroll spring. Use: physics: \(prefix)ScrollPhysics.",
            indent: "")
        out += "class \(name) extends ScrollPhysics {\n  const \(name)({super.parent});\n\n"
        out += "  /// Distance between card centres (pt): offset 0 centres the first card, and the demo always rests\n"
        out += "  /// with a card centred.\n"
        out += "  static const double itemExtent = \(Self.double(ExportNumber.exact(pitch)));\n\n"
        out += "  @override\n  \(name) applyTo(ScrollPhysics? ancestor) => \(name)(parent: buildParent(ancestor));\n\n"
        out += "  @override\n  Simulation? createBallisticSimulation(ScrollMetrics position, double velocity) {\n"
        out += "    final Tolerance tolerance = toleranceFor(position);\n"
        out += "    // Where the parent's simulation would rest, and the card nearest it.\n"
        out += "    final Simulation? free = super.createBallisticSimulation(position, velocity);\n"
        out += "    final double landing = free == null ? position.pixels : free.x(double.infinity);\n"
        out += "    final double target = ((landing / itemExtent).round() * itemExtent)\n"
        out += "        .clamp(position.minScrollExtent, position.maxScrollExtent)\n        .toDouble();\n"
        out += "    final double ahead = (target - position.pixels) * velocity.sign;\n"
        out += "    if (ahead > 0 && velocity.abs() > tolerance.velocity) {\n"
        out += "      return FrictionSimulation.through(\n"
        out += "          position.pixels, target, velocity, tolerance.velocity * velocity.sign);\n    }\n"
        out += "    if ((target - position.pixels).abs() < tolerance.distance &&\n"
        out += "        velocity.abs() < tolerance.velocity) {\n      return null;\n    }\n"
        out += "    // The default scroll spring: mass 0.5, stiffness 100, damping ratio 1.1.\n"
        out += "    return ScrollSpringSimulation(spring, position.pixels, target, velocity, tolerance: tolerance);\n"
        out += "  }\n}\n\n"
        out += doc(platformSummary, indent: "")
        out +=
            "const ScrollPhysics \(prefix)ScrollPhysics = \(name)(\n  parent: \(platformParent(indent: "  ")),\n);\n\n"
        return out
    }
}
