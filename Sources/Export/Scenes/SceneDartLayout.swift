import Playground

/// The Dart of a scene's geometry and snap rule: `class <Scene>SnapLayout`, the groups and rule
/// as constants and the arithmetic of `SceneGeometry.releaseTarget` over them, in the same order
/// as the Swift (`SceneSwiftLayout`) so that it chooses the same item. Dart's `roundToDouble`
/// rounds half away from zero, as Swift's `rounded()` does.
struct SceneDartLayout {
    var model: SceneExportModel

    var stem: String { model.motion.typeStem }
    var name: String { stem + "SnapLayout" }

    var text: String {
        var out =
            types + syntax.doc(SceneLayoutSyntax.intro(model, unit: "logical pixels", container: "list"), indent: "")
        out += "class \(name) {\n  \(name)._();\n\n" + syntax.declarations
        let rule = model.platform.isFlutter ? SceneDartFlutterRule.adapt(functions, model: model) : functions
        return out + "\n" + rule + "}\n"
    }

    private var syntax: SceneLayoutSyntax { SceneLayoutSyntax(language: .dart, model: model) }

    private var types: String {
        """
        /// `count` items in a row, each `length` logical pixels along the axis and `cross` across it.
        class \(stem)ItemGroup {
          const \(stem)ItemGroup(this.count, this.length, this.cross);
          final int count;
          final double length;
          final double cross;
        }

        /// Where a release comes to rest along the axis: wherever the glide stops, an item's start,
        /// centre or end, or whole viewport lengths.
        enum \(stem)Snap { none, start, center, end, page }

        /// What was selected when the finger went down: the item (or page) a fling is counted from.
        class \(stem)SnapAnchor {
          const \(stem)SnapAnchor(this.item, this.page);
          final int item;
          final int page;
        }


        """
    }

    private var functions: String {
        let snap = stem + "Snap"
        return """
              /// Flutter's FrictionSimulation drag for the rate: the velocity kept per second, rate^1000.
              static final double frictionDrag = math.pow(decelerationRate, 1000).toDouble();

              /// Each group's first index and first item's start, summed once.
              static final (List<int>, List<double>) _table = _runs();
              static List<int> get _firsts => _table.$1;
              static List<double> get _starts => _table.$2;
              static final int itemCount = groups.fold(0, (int n, \(stem)ItemGroup g) => n + g.count);

              static (List<int>, List<double>) _runs() {
                final List<int> firsts = <int>[];
                final List<double> starts = <double>[];
                int index = 0;
                double position = insetLeading;
                for (final \(stem)ItemGroup group in groups) {
                  firsts.add(index);
                  starts.add(position);
                  index += group.count;
                  position += group.count.toDouble() * (group.length + spacing);
                }
                return (firsts, starts);
              }

              /// The last index below `count` for which `holds` is true (0 if none), where `holds` is true up to
              /// some index and false after it: a binary search.
              static int _lastIndex(int count, bool Function(int) holds) {
                int lo = 0;
                int hi = count - 1;
                while (lo < hi) {
                  final int mid = (lo + hi + 1) ~/ 2;
                  if (holds(mid)) {
                    lo = mid;
                  } else {
                    hi = mid - 1;
                  }
                }
                return lo;
              }

              /// The group holding item `index` (clamped to the items).
              static int groupOf(int index) => _lastIndex(groups.length, (int i) => _firsts[i] <= index);

              /// Item `index`'s start along the axis.
              static double start(int index) {
                final int g = groupOf(index);
                return _starts[g] + (index - _firsts[g]).toDouble() * (groups[g].length + spacing);
              }

              static double length(int index) => groups[groupOf(index)].length;
              static double cross(int index) => groups[groupOf(index)].cross;

              /// Insets, items and the spacing between them: the content's length along the axis.
              static double get contentLength => start(itemCount - 1) + length(itemCount - 1) + insetTrailing;

              /// The item whose slot (the item and the spacing after it) holds `position`.
              static int itemAt(double position) {
                final int g = _lastIndex(groups.length, (int i) => _starts[i] <= position);
                final double k = ((position - _starts[g]) / (groups[g].length + spacing)).floorToDouble();
                return _firsts[g] + math.min(math.max(0.0, k), (groups[g].count - 1).toDouble()).toInt();
              }

              /// The offset at which item `index` rests under `rule` (none and page: its start at the leading inset).
              static double snapOffset(int index, double viewport, [\(snap)? rule]) => switch (rule ?? snap) {
                    \(snap).none || \(snap).start || \(snap).page => start(index) - insetLeading,
                    \(snap).center => start(index) + length(index) / 2 - viewport / 2,
                    \(snap).end => start(index) + length(index) + insetTrailing - viewport,
                  };

              /// The scroll range: the content and its insets; with reachesEnds (under start, center or end)
              /// widened so that every item's snap offset is inside.
              static double minOffset(double viewport) => switch (snap) {
                    \(snap).none || \(snap).page => 0.0,
                    _ => reachesEnds ? math.min(0.0, snapOffset(0, viewport)) : 0.0,
                  };

              static double maxOffset(double viewport) {
                final double content = math.max(0.0, contentLength - viewport);
                return switch (snap) {
                  \(snap).none || \(snap).page => content,
                  _ => reachesEnds ? math.max(content, snapOffset(itemCount - 1, viewport)) : content,
                };
              }

              /// Where item `index` comes to rest: its snap offset held to the scroll range (near an end the
              /// range does not reach, several items share the end's rest).
              static double restOffset(int index, double viewport) =>
                  math.min(math.max(snapOffset(index, viewport), minOffset(viewport)), maxOffset(viewport));

              /// The item whose rest is nearest `offset` (the first on a tie); items sharing an end's rest count
              /// as the one nearest the inside, so a fling limit counts from what shows there. A binary search.
              static int nearestRestItem(double offset, double viewport) {
                final double low = minOffset(viewport);
                final double high = maxOffset(viewport);
                final double target = math.min(math.max(offset, low), high);
                int index = _lastIndex(itemCount, (int i) => restOffset(i, viewport) <= target);
                if (index + 1 < itemCount &&
                    (restOffset(index + 1, viewport) - target).abs() < (target - restOffset(index, viewport)).abs()) {
                  index += 1;
                }
                final double rest = restOffset(index, viewport);
                if (low < high && rest == low) return _lastIndex(itemCount, (int i) => snapOffset(i, viewport) <= low);
                if (low < high && rest == high) {
                  final int before = _lastIndex(itemCount, (int i) => snapOffset(i, viewport) < high);
                  return snapOffset(before, viewport) < high ? math.min(before + 1, itemCount - 1) : before;
                }
                return index;
              }

              /// The room the list needs before the content's leading edge and after its trailing edge: pad
              /// the list by insetLeading + before and insetTrailing + after.
              static ({double before, double after}) reach(double viewport) =>
                  (before: -minOffset(viewport), after: maxOffset(viewport) - (contentLength - viewport));

              static int lastPage(double viewport) =>
                  ((maxOffset(viewport) - minOffset(viewport)) / viewport).ceilToDouble().toInt();

              static double pageOffset(int page, double viewport) =>
                  math.min(minOffset(viewport) + page.toDouble() * viewport, maxOffset(viewport));

              static int nearestPage(double offset, double viewport) {
                final double k = ((offset - minOffset(viewport)) / viewport).roundToDouble();
                return math.min(math.max(0.0, k), lastPage(viewport).toDouble()).toInt();
              }

              /// Where a free deceleration from `offset` at `velocity` (px/s) tends: x0 + v/λ.
              static double projectedLanding(double offset, double velocity) =>
                  offset + velocity / (-1000.0 * math.log(decelerationRate));

              /// The anchor at `offset`: take it when the finger goes down.
              static \(stem)SnapAnchor anchorAt(double offset, double viewport) {
                final int page = nearestPage(offset, viewport);
                return switch (snap) {
                  \(snap).none => \(stem)SnapAnchor(itemAt(offset + insetLeading), page),
                  \(snap).page => \(stem)SnapAnchor(itemAt(pageOffset(page, viewport) + insetLeading), page),
                  _ => \(stem)SnapAnchor(nearestRestItem(offset, viewport), page),
                };
              }

              /// Where a release at `offset` with `velocity` (px/s, positive towards the end) and a projected
              /// rest `projected` comes to rest; null leaves the glide alone.
              static double? releaseTarget(
                  double offset, double velocity, double projected, \(stem)SnapAnchor anchor, double viewport) {
                final double low = minOffset(viewport);
                final double high = maxOffset(viewport);
                final int? n = maxItemsPerFling;
                switch (snap) {
                  case \(snap).none:
                    // Free, but no further than maxItemsPerFling item starts from the anchor.
                    if (n == null) return null;
                    final double a = snapOffset(math.max(0, anchor.item - n), viewport, \(snap).start);
                    final double b = snapOffset(math.min(itemCount - 1, anchor.item + n), viewport, \(snap).start);
                    final double glideEnd = math.min(math.max(projected, low), high);
                    return math.min(math.max(glideEnd, math.min(a, b)), math.max(a, b));
                  case \(snap).start || \(snap).center || \(snap).end:
                    int index = nearestRestItem(projected, viewport);
                    // A flick never turns back: a release at least slowReleaseVelocity fast takes, instead
                    // of a rest behind it, the next one in the flick's direction.
                    if (velocity >= slowReleaseVelocity && restOffset(index, viewport) < offset) {
                      index = math.min(index + 1, itemCount - 1);
                    } else if (velocity <= -slowReleaseVelocity && restOffset(index, viewport) > offset) {
                      index = math.max(index - 1, 0);
                    }
                    if (n != null) index = math.min(math.max(index, anchor.item - n), anchor.item + n);
                    return restOffset(math.min(math.max(0, index), itemCount - 1), viewport);
                  case \(snap).page:
                    if (n == null || n <= 1) {
                      // The next page in the flick's direction when fast enough, else the nearest.
                      final double page = (offset - low) / viewport;
                      final double index;
                      if (velocity > pagingVelocityThreshold) {
                        index = (page + 1e-9).floorToDouble() + 1;
                      } else if (velocity < -pagingVelocityThreshold) {
                        index = (page - 1e-9).ceilToDouble() - 1;
                      } else {
                        index = page.roundToDouble();
                      }
                      return math.min(math.max(low + index * viewport, low), high);
                    }
                    int page = nearestPage(projected, viewport);
                    if (velocity >= slowReleaseVelocity && pageOffset(page, viewport) < offset) {
                      page = math.min(page + 1, lastPage(viewport));
                    } else if (velocity <= -slowReleaseVelocity && pageOffset(page, viewport) > offset) {
                      page = math.max(page - 1, 0);
                    }
                    page = math.min(math.max(page, anchor.page - n), anchor.page + n);
                    return pageOffset(math.min(math.max(0, page), lastPage(viewport)), viewport);
                }
              }

            """
    }
}
