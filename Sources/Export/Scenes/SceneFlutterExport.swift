import Playground

/// `export --scene FILE --format flutter`: the scene's springs and constants (`FlutterExport`),
/// its geometry and snap rule (`SceneDartLayout`), a `ScrollPhysics` subclass whose
/// `createBallisticSimulation` rests where the playground would, the tracker that remembers the
/// item selected when a drag starts (a `ScrollStartNotification` with drag details), and a
/// ready-made list that pads its content so every snap position is in range.
struct SceneFlutterExport {
    var model: SceneExportModel

    var text: String {
        let layout = SceneDartLayout(model: model)
        var out = FlutterExport(model: model.motion, writesPhysics: false).text
        out +=
            "\n// Snapping\n\n" + layout.text + "\n" + physics(layout: layout.name) + "\n" + list(layout: layout.name)
        return out
    }

    private var stem: String { model.motion.typeStem }
    private var member: String { model.motion.memberStem }

    private func physics(layout: String) -> String {
        """
        /// Remembers, for \(stem)ScrollPhysics, the item selected when the finger went down. Keep one in a
        /// State and put the list under NotificationListener<ScrollNotification>(onNotification: tracker.handle).
        class \(stem)DragTracker {
          /// The item and page selected when the drag started.
          \(stem)SnapAnchor? anchor;

          /// Where the last release was sent (pixels), until it gets there.
          double? pending;

          bool handle(ScrollNotification notification) {
            final ScrollMetrics metrics = notification.metrics;
            if (notification is ScrollStartNotification && notification.dragDetails != null) {
              // A glide caught on its way counts from where it was going, as in the playground.
              final double viewport = math.max(1.0, metrics.viewportDimension);
              final double before = \(layout).reach(viewport).before;
              anchor = \(layout).anchorAt((pending ?? metrics.pixels) - before, viewport);
              pending = null;
            } else if (notification is ScrollEndNotification && pending != null &&
                (metrics.pixels - pending!).abs() < 0.5) {
              pending = null;
            }
            return false;
          }
        }


        """
            + (model.platform.isFlutter
                ? SceneDartFlutterRule.physics(model, layout: layout) : uiKitPhysics(layout: layout))
    }

    private func uiKitPhysics(layout: String) -> String {
        """
        /// The scene's snap rule: a release rests where the playground's would, counted from the item
        /// selected when the drag started. Offsets are the layout's plus reach.before, the room the
        /// list is padded with before the scene's leading inset (\(stem)SnapList does this). Use: physics:
        /// \(stem)ScrollPhysics(tracker: tracker, parent: const BouncingScrollPhysics()).

        """ + SceneDartFlutterRule.classOpen(stem: stem) + """
              @override
              SpringDescription get spring => \(member)BounceSpring;

              @override
              Simulation? createBallisticSimulation(ScrollMetrics position, double velocity) {
                final Tolerance tolerance = toleranceFor(position);
                if (position.outOfRange) return super.createBallisticSimulation(position, velocity);
                final double viewport = math.max(1.0, position.viewportDimension);
                final double before = \(layout).reach(viewport).before;
                final double offset = position.pixels - before;
                final \(stem)SnapAnchor anchor = tracker.anchor ?? \(layout).anchorAt(offset, viewport);
                tracker.anchor = null;
                final double projected = \(layout).projectedLanding(offset, velocity);
                final double? rest = \(layout).releaseTarget(offset, velocity, projected, anchor, viewport);
                if (rest == null) {
                  // Left alone: UIKit's glide at the scene's rate.
                  tracker.pending = null;
                  if (velocity.abs() < tolerance.velocity) return super.createBallisticSimulation(position, velocity);
                  return FrictionSimulation(\(layout).frictionDrag, position.pixels, velocity, tolerance: tolerance);
                }
                final double target = rest + before;
                tracker.pending = target;
                if ((target - position.pixels).abs() < tolerance.distance && velocity.abs() < tolerance.velocity) {
                  return null;
                }
                return ScrollSpringSimulation(\(member)SnapSpring, position.pixels, target, velocity, tolerance: tolerance);
              }
            }

            """
    }

    private func list(layout: String) -> String {
        let horizontal = model.axis == .horizontal
        let (axis, constraint, lead, trail, gap, size) =
            horizontal
            ? (
                "Axis.horizontal", "maxWidth", "left", "right", "width",
                "width: \(layout).length(index), height: \(layout).cross(index)"
            )
            : (
                "Axis.vertical", "maxHeight", "top", "bottom", "height",
                "width: \(layout).cross(index), height: \(layout).length(index)"
            )
        return header(
            "A ready-made list for \(model.motion.title): every item sized as its group says, the "
                + "scene's spacing and insets, the padding that lets the first and last items reach their "
                + "snap positions (with reachesEnds), and the snap rule. Give it a bounded \(gap). Use: "
                + "\(stem)SnapList(itemBuilder: (context, index) => MyItem(index)).")
                + """
                class \(stem)SnapList extends StatefulWidget {
                  const \(stem)SnapList({super.key, required this.itemBuilder});

                  final Widget Function(BuildContext context, int index) itemBuilder;

                  @override
                  State<\(stem)SnapList> createState() => _\(stem)SnapListState();
                }

                class _\(stem)SnapListState extends State<\(stem)SnapList> {
                  final \(stem)DragTracker _tracker = \(stem)DragTracker();

                  @override
                  Widget build(BuildContext context) {
                    return LayoutBuilder(builder: (BuildContext context, BoxConstraints constraints) {
                      final ({double before, double after}) reach = \(layout).reach(math.max(1.0, constraints.\(constraint)));
                      return NotificationListener<ScrollNotification>(
                        onNotification: _tracker.handle,
                        child: ListView.separated(
                          scrollDirection: \(axis),
                          physics: \(stem)ScrollPhysics(tracker: _tracker, parent: const \(SceneDartFlutterRule.parent(model))()),
                          padding: EdgeInsets.only(
                            \(lead): \(layout).insetLeading + reach.before,
                            \(trail): \(layout).insetTrailing + reach.after,
                          ),
                          itemCount: \(layout).itemCount,
                          separatorBuilder: (BuildContext context, int index) =>
                              const SizedBox(\(gap): \(layout).spacing),
                          itemBuilder: (BuildContext context, int index) => Center(
                            child: SizedBox(
                              \(size),
                              child: widget.itemBuilder(context, index),
                            ),
                          ),
                        ),
                      );
                    });
                  }
                }

                """
    }

    private func header(_ text: String) -> String {
        SceneLayoutSyntax(language: .dart, model: model).doc(text, indent: "")
    }
}
