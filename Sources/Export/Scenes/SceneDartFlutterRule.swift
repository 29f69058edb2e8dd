import Motion
import Playground

/// The Dart of the playground's choice under Flutter's physics (`<scene>.physics` is
/// `flutter-ios` or `flutter-android`): the parent physics (BouncingScrollPhysics or
/// ClampingScrollPhysics) glide, their ballistic simulation's end is the projection, the nearest
/// snap position wins (no "never turns back" rule), a page turns past the parent's
/// minFlingVelocity, and the motion onto the rest is FixedExtentScrollPhysics' (friction through
/// it when it lies ahead, else the spring; a page or one item per fling always springs).
enum SceneDartFlutterRule {
    /// The parent physics the platform's scroll views use.
    static func parent(_ model: SceneExportModel) -> String {
        model.platform == .flutterAndroid ? "ClampingScrollPhysics" : "BouncingScrollPhysics"
    }

    /// The layout's functions under Flutter's rule: UIKit's projection and its "never turns back"
    /// steps dropped, and a page turned past the parent's minFlingVelocity.
    static func adapt(_ functions: String, model: SceneExportModel) -> String {
        var physics = ScrollPhysics()
        physics.platform = model.platform
        physics.pagingVelocityThreshold = model.pagingVelocityThreshold
        let fling = physics.minimumFlingVelocity
        var out = [
            "  /// \(parent(model)).minFlingVelocity (logical pixels/s): a paging release faster than this turns the",
            "  /// page (PageScrollPhysics), one page at most.",
            "  static const double minFlingVelocity = \(ExportNumber.exactDecimal(fling));", "",
        ]
        var skipping = false
        var lines = functions.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)[...]
        while let line = lines.popFirst() {
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("/// Where a free deceleration") {
                // UIKit's projection (x0 + v/λ): its two lines and the blank after them.
                lines = lines.dropFirst(3)
                continue
            }
            if trimmed.hasPrefix("// A flick never turns back") || trimmed.hasPrefix("// of a snap position behind") {
                if trimmed.hasPrefix("// A flick") {
                    out.append(
                        String(line.prefix { $0 == " " }) + "// Flutter's rule: the nearest, even behind the release.")
                }
                continue
            }
            if trimmed.hasPrefix("if (velocity >= slowReleaseVelocity") { skipping = true }
            if skipping {
                // The rule's if/else ends at the brace level of its `if`.
                if trimmed == "}" && line.prefix { $0 == " " }.count <= 8 { skipping = false }
                continue
            }
            out.append(line.replacing("pagingVelocityThreshold", with: "minFlingVelocity"))
        }
        return out.joined(separator: "\n")
    }

    /// The physics class's opening: its tracker and `applyTo`, then a blank line.
    static func classOpen(stem: String) -> String {
        """
        class \(stem)ScrollPhysics extends ScrollPhysics {
          const \(stem)ScrollPhysics({required this.tracker, super.parent});

          final \(stem)DragTracker tracker;

          @override
          \(stem)ScrollPhysics applyTo(ScrollPhysics? ancestor) =>
              \(stem)ScrollPhysics(tracker: tracker, parent: buildParent(ancestor));


        """
    }

    /// The ScrollPhysics subclass: the parent's ballistic end picks the item.
    static func physics(_ model: SceneExportModel, layout: String) -> String {
        let stem = model.motion.typeStem
        let parent = parent(model)
        return """
            /// The scene's snap rule as the playground chooses it under Flutter's physics (\(model.id).physics =
            /// \(model.platform.rawValue)): the parent \(parent)'s own ballistic simulation's end is the projection,
            /// and the item (page) nearest it is where a release rests, counted from the item selected when the drag
            /// started. Offsets are the layout's plus reach.before, the room the list is padded with before the
            /// scene's leading inset (\(stem)SnapList does this). Use: physics:
            /// \(stem)ScrollPhysics(tracker: tracker, parent: const \(parent)()).

            """ + classOpen(stem: stem) + """
                  @override
                  Simulation? createBallisticSimulation(ScrollMetrics position, double velocity) {
                    final Tolerance tolerance = toleranceFor(position);
                    // The parent's own glide: its end is where the release is projected to.
                    final Simulation? ballistic = super.createBallisticSimulation(position, velocity);
                    if (position.outOfRange) return ballistic;
                    final double viewport = math.max(1.0, position.viewportDimension);
                    final double before = \(layout).reach(viewport).before;
                    final double offset = position.pixels - before;
                    final \(stem)SnapAnchor anchor = tracker.anchor ?? \(layout).anchorAt(offset, viewport);
                    tracker.anchor = null;
                    final double projected = (ballistic?.x(double.infinity) ?? position.pixels) - before;
                    final double? rest = \(layout).releaseTarget(offset, velocity, projected, anchor, viewport);
                    if (rest == null) {
                      // Left alone: the parent's glide.
                      tracker.pending = null;
                      return ballistic;
                    }
                    final double target = rest + before;
                    tracker.pending = target;
                    if ((target - position.pixels).abs() < tolerance.distance && velocity.abs() < tolerance.velocity) {
                      return null;
                    }
                    // FixedExtentScrollPhysics' motion: friction through the rest when it lies ahead, else the
                    // spring (m 0.5, k 100, ζ 1.1); a page or one item per fling always springs.
                    final bool paging = \(layout).snap == \(stem)Snap.page || \(layout).maxItemsPerFling == 1;
                    final double distance = target - position.pixels;
                    if (!paging && distance.abs() > 0 && distance * velocity > 0 && velocity.abs() > tolerance.velocity) {
                      return FrictionSimulation.through(position.pixels, target, velocity, tolerance.velocity * velocity.sign);
                    }
                    return ScrollSpringSimulation(spring, position.pixels, target, velocity, tolerance: tolerance);
                  }
                }

                """
    }
}

extension ScrollPlatform {
    /// Flutter's bouncing or clamping physics.
    var isFlutter: Bool { self == .flutterIOS || self == .flutterAndroid }
}
