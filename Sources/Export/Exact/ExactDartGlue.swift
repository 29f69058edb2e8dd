/// The Dart `--exact` adds after Exports/Runtime/snap_layout.dart: `<stem>ExactLayout`, which
/// builds the runtime's `SnapLayout` with the strip's values, a drag tracker that remembers what was
/// selected when a drag started, and a `ScrollPhysics` whose `createBallisticSimulation`
/// decelerates onto the rest the layout chooses.
struct ExactDartGlue {
    static let imports = ["import 'package:flutter/physics.dart';", "import 'package:flutter/widgets.dart';"]

    var strip: ExactStrip

    private var name: String { strip.typeStem + "Exact" }
    private var function: String { strip.typeStem.prefix(1).lowercased() + strip.typeStem.dropFirst() + "ExactLayout" }

    var text: String {
        "// Exact: the playground's decision rule (playground export --exact)\n\n" + factory + "\n" + tracker + "\n"
            + physics
    }

    private func doc(_ text: String) -> String { SourceLanguage.dart.docComment(text, width: 80) }

    private var factory: String {
        let n = { (x: Double) in ExportNumber.exactDecimal(x) }
        let groups = strip.groups.map {
            "        (count: \($0.count), length: \(strip.length($0, viewport: "viewportLength", number: n))),\n"
        }.joined()
        let items =
            " The items go along \(strip.axisName), group by group (count, length in logical pixels), at the "
            + "tuning's device pixel ratio."
        return doc(strip.summary + items) + """
            SnapLayout \(function)(double viewportLength) => SnapLayout(
                  groups: \(strip.followsViewport ? "" : "const ")<SnapItemGroup>[

            """ + groups + """
                      ],
                      spacing: \(n(strip.spacing)),
                      insetLeading: \(n(strip.insetLeading)),
                      insetTrailing: \(n(strip.insetTrailing)),
                      snap: SnapRule.\(strip.rule.rawValue),
                      maxItemsPerFling: \(strip.maxItemsPerFling.map(String.init) ?? "null"),
                      reachesEnds: \(strip.reachesEnds),
                      platform: SnapPlatform.\(strip.platformCase.lowerCamel),
                      density: \(n(strip.density)),
                      decelerationRate: \(n(strip.decelerationRate)),
                      slowReleaseVelocity: \(n(strip.slowReleaseVelocity)),
                      pagingVelocityThreshold: \(n(strip.pagingVelocityThreshold)),
                      viewportLength: viewportLength,
                    );

                """
    }

    private var tracker: String {
        doc(
            "Remembers, for \(name)ScrollPhysics, what was selected when a drag started. Keep one in a State and put "
                + "the list under NotificationListener<ScrollNotification>(onNotification: tracker.handle).")
                + """
                class \(name)DragTracker {
                  /// What was selected when the drag started.
                  SnapAnchor? anchor;

                  /// Where the last release was sent (pixels), until the scroll ends.
                  double? pending;

                  bool handle(ScrollNotification notification) {
                    if (notification is ScrollStartNotification &&
                        notification.dragDetails != null) {
                      final ScrollMetrics metrics = notification.metrics;
                      final SnapLayout layout = \(function)(metrics.viewportDimension);
                      // A glide caught on its way counts from where it was going.
                      anchor = layout.anchorAt((pending ?? metrics.pixels) - layout.reach.before);
                      pending = null;
                    } else if (notification is ScrollEndNotification) {
                      pending = null;
                    }
                    return false;
                  }
                }

                """
    }

    private var physics: String {
        doc(
            "\(name)'s rule as ScrollPhysics: a release decelerates from its own speed onto the rest the layout "
                + "chooses (a spring when it is slow or heads away). Pad the list by EdgeInsetsDirectional.only(start: "
                + "insetLeading + reach.before, end: insetTrailing + reach.after) and put `spacing` between items: "
                + "offsets here are the layout's plus reach.before. Use: physics: \(name)ScrollPhysics(tracker: "
                + "tracker, parent: const BouncingScrollPhysics()).")
                + """
                class \(name)ScrollPhysics extends ScrollPhysics {
                  const \(name)ScrollPhysics({required this.tracker, super.parent});

                  final \(name)DragTracker tracker;

                  @override
                  \(name)ScrollPhysics applyTo(ScrollPhysics? ancestor) =>
                      \(name)ScrollPhysics(tracker: tracker, parent: buildParent(ancestor));

                  @override
                  Simulation? createBallisticSimulation(
                      ScrollMetrics position, double velocity) {
                    if (position.outOfRange) {
                      return super.createBallisticSimulation(position, velocity);
                    }
                    final SnapLayout layout = \(function)(position.viewportDimension);
                    final double before = layout.reach.before;
                    final double offset = position.pixels - before;
                    final SnapAnchor anchor = tracker.anchor ?? layout.anchorAt(offset);
                    tracker.anchor = null;
                    final SnapTarget? rest = layout.target(offset, velocity, anchor);
                    if (rest == null) {
                      tracker.pending = null;
                      return super.createBallisticSimulation(position, velocity);
                    }
                    final double target = rest.offset + before;
                    tracker.pending = target;
                    final Tolerance tolerance = toleranceFor(position);
                    final double distance = target - position.pixels;
                    if (distance.abs() < tolerance.distance &&
                        velocity.abs() < tolerance.velocity) {
                      return null;
                    }
                    if (distance * velocity > 0 &&
                        velocity.abs() >= layout.slowReleaseVelocity) {
                      return FrictionSimulation.through(position.pixels, target, velocity,
                          tolerance.velocity * velocity.sign);
                    }
                    return ScrollSpringSimulation(
                        spring, position.pixels, target, velocity,
                        tolerance: tolerance);
                  }
                }

                """
    }
}
