import Motion

/// The scroll physics of a list that glides freely: under UIKit's physics a `ScrollPhysics`
/// subclass whose fling is a `FrictionSimulation` at the tuned rate; under a Flutter or Android
/// platform Flutter's own physics, named in a comment (nothing to declare).
extension FlutterPrinter {
    /// The physics section: the strip's, the glide's, or none (a ticker).
    var physics: String {
        if let strip = document.strip, document.surface == .strip || document.surface == .scene {
            if strip.rule == .page { return pageView(strip) }
            if strip.rule == .none && strip.maxItemsPerFling == nil { return glide + stripList(strip, holder: false) }
            return stripPhysics(strip) + stripList(strip, holder: true)
        }
        return document.surface == .ticker ? "" : glide
    }

    /// Whether the playground glided at the document's own deceleration rate (UIKit's physics).
    var glidesAtTunedRate: Bool {
        document.physics.traits.glide == .tunedDeceleration && document.decelerationRate != nil
    }

    /// `BouncingScrollPhysics` where the platform bounces (UIKit, Flutter on iOS), else
    /// `ClampingScrollPhysics`.
    var parentPhysics: String {
        document.physics.traits.bounces ? "BouncingScrollPhysics()" : "ClampingScrollPhysics()"
    }

    var glideName: String { document.name.typeStem + "ScrollPhysics" }

    /// The bounce spring where the parent bounces and the playground used UIKit's edge.
    var bounce: ExportSpring? {
        document.physics.traits.edge == .tunedBounce ? document.springs.first { $0.role == .bounce } : nil
    }

    /// The free glide: a subclass at the tuned rate, or a line naming Flutter's own physics.
    private var glide: String {
        guard glidesAtTunedRate, let rate = document.decelerationRate else {
            return "// Scroll physics: physics: const \(parentPhysics), as the playground simulated.\n\n"
        }
        let name = glideName
        var out = SourceLanguage.dart.docComment(
            "UIKit's glide: a fling keeps rate^1000 of its velocity each second. Use: physics: const "
                + "\(name)(parent: \(parentPhysics)).")
        out += "@immutable\nclass \(name) extends ScrollPhysics {\n  const \(name)({super.parent});\n\n"
        out += dragDeclaration(rate)
        out += bounceDeclaration
        out += "  @override\n  \(name) applyTo(ScrollPhysics? ancestor) => \(name)(parent: buildParent(ancestor));\n\n"
        out += "  @override\n  Simulation? createBallisticSimulation(ScrollMetrics position, double velocity) {\n"
        out += "    final Tolerance tolerance = toleranceFor(position);\n"
        out += outOfRange
        out += "    if (velocity.abs() < tolerance.velocity) return null;\n"
        out += "    return FrictionSimulation(drag, position.pixels, velocity, tolerance: tolerance);\n  }\n}\n\n"
        return out
    }

    /// `static const double drag`: the rate per ms as Flutter's velocity kept per second.
    func dragDeclaration(_ rate: ExportConstant) -> String {
        doc(rate, indent: "  ")
            + "  static const double drag = \(Self.number(DecelerationRate(rawValue: rate.number).flutterDrag)); "
            + "// \(Self.number(rate.number))^1000\n\n"
    }

    var bounceDeclaration: String {
        guard let bounce else { return "" }
        return springDoc(bounce, indent: "  ")
            + "  static final SpringDescription bounce = \(Self.spring(bounce.spring));\n\n"
    }

    /// Past an edge: the tuned bounce spring back to it, else the parent's.
    var outOfRange: String {
        guard bounce != nil else {
            return "    if (position.outOfRange) return super.createBallisticSimulation(position, velocity);\n"
        }
        return """
                if (position.outOfRange) {
                  final double edge = position.pixels < position.minScrollExtent
                      ? position.minScrollExtent
                      : position.maxScrollExtent;
                  return ScrollSpringSimulation(bounce, position.pixels, edge, velocity, tolerance: tolerance);
                }

            """
    }
}
