// Motion Playground 0.2.0 export: chip-row (Chip row, scene file chip-row.json)
// Flutter (Dart). Every value says what it is, its unit and where its default comes from.
import 'dart:math' as math;

import 'package:flutter/animation.dart';
import 'package:flutter/physics.dart';
import 'package:flutter/widgets.dart';

/// The spring that returns content from past an edge: response 0.628319 s, damping ratio 1. Defaults
/// 0.6283185307179586 s and 1, from UIKit: edge bounce k = 100, ζ = 1, as ScrollMechanics reconstructs
/// UIScrollView.
const SpringDescription chipRowBounceSpring = SpringDescription(mass: 1.0, stiffness: 100.0, damping: 20.0);

/// The spring that carries a slow release or a settle onto its target: response 0.35 s, damping ratio
/// 1. Defaults 0.35 s and 1, from playground: between SwiftUI's interactive 0.15 s and default 0.5 s
/// springs.
const SpringDescription chipRowSnapSpring = SpringDescription(mass: 1.0, stiffness: 322.273, damping: 35.9039);

/// The spring that follows mouse-wheel notches: response 0.18 s, damping ratio 1. Defaults 0.18 s and
/// 1, from playground: a 40 pt notch settles in about a fifth of a second.
const SpringDescription chipRowWheelSpring = SpringDescription(mass: 1.0, stiffness: 1218.47, damping: 69.8132);

/// Rubber-band slope past an edge: how much of a drag beyond it still moves the content. Default 0.55,
/// from UIKit: UIScrollView's rubber-band constant c = 0.55, as measured by chpwn.
const double chipRowRubberBand = 0.55;

/// Below this release speed a snap springs to its target instead of gliding onto it. Unit: pt/s.
/// Default 250, from playground: about the speed of a deliberate placement rather than a flick.
const double chipRowSlowReleaseVelocity = 250.0;

// Snapping

/// `count` items in a row, each `length` logical pixels along the axis and `cross` across it.
class ChipRowItemGroup {
  const ChipRowItemGroup(this.count, this.length, this.cross);
  final int count;
  final double length;
  final double cross;
}

/// Where a release comes to rest along the axis: wherever the glide stops, an item's start,
/// centre or end, or whole viewport lengths.
enum ChipRowSnap { none, start, center, end, page }

/// What was selected when the finger went down: the item (or page) a fling is counted from.
class ChipRowSnapAnchor {
  const ChipRowSnapAnchor(this.item, this.page);
  final int item;
  final int page;
}

/// Chip row: the items along the axis and the snap rule, group by group. Offsets are along the axis in
/// logical pixels with 0 at the content's leading edge (the leading inset comes before the first item);
/// `viewport` is the list's length along the axis, read at run time. Every lookup is a binary search
/// over the groups (and over the indices for the nearest snap), so a million items cost what twenty do.
/// releaseTarget chooses where a release rests as the playground does.
class ChipRowSnapLayout {
  ChipRowSnapLayout._();

  /// The items along the x axis, group by group in the scene file's order: how many in a row, each one's
  /// length along the axis and size across it (pt). 14 items in all; the content is 1480 pt long (leading
  /// inset + every length + spacing between neighbours + trailing inset).
  static const List<ChipRowItemGroup> groups = <ChipRowItemGroup>[
    // Group 1 "All": 1 item from index 0, the first starting at 16 pt. Width of group 1's item (1). Unit:
    // pt. Default 72, from scene: chip-row.json. Height of group 1's item (1). Unit: pt. Default 32, from
    // scene: chip-row.json.
    ChipRowItemGroup(1, 72.0, 32.0),
    // Group 2 "Music": 3 items from index 1, the first starting at 96 pt. Width of group 2's items (3).
    // Unit: pt. Default 96, from scene: chip-row.json. Height of group 2's items (3). Unit: pt. Default
    // 32, from scene: chip-row.json.
    ChipRowItemGroup(3, 96.0, 32.0),
    // Group 3 "Podcasts": 4 items from index 4, the first starting at 408 pt. Width of group 3's items
    // (4). Unit: pt. Default 120, from scene: chip-row.json. Height of group 3's items (4). Unit: pt.
    // Default 32, from scene: chip-row.json.
    ChipRowItemGroup(4, 120.0, 32.0),
    // Group 4 "Live": 6 items from index 8, the first starting at 920 pt. Width of group 4's items (6).
    // Unit: pt. Default 84, from scene: chip-row.json. Height of group 4's items (6). Unit: pt. Default
    // 32, from scene: chip-row.json.
    ChipRowItemGroup(6, 84.0, 32.0),
  ];

  /// Gap between neighbouring items. Unit: pt. Default 8, from scene: chip-row.json.
  static const double spacing = 8.0;

  /// Space before the first item. Unit: pt. Default 16, from scene: chip-row.json.
  static const double insetLeading = 16.0;

  /// Space after the last item. Unit: pt. Default 16, from scene: chip-row.json.
  static const double insetTrailing = 16.0;

  /// Where a flick comes to rest: an item's start, centre or end, whole pages, or anywhere. Default
  /// start, from scene: chip-row.json. start: an item's start rests the leading inset after the
  /// viewport's leading edge.
  static const ChipRowSnap snap = ChipRowSnap.start;

  /// At most this many items (pages) from the one selected at the press; 0 = no limit. Unit: items.
  /// Default 0, from scene: chip-row.json. Counted from the item (page) selected when the finger went
  /// down; no limit when absent.
  static const int? maxItemsPerFling = null;

  /// The scene file leaves reach_ends out (false). Every rest is held to the content and its insets, as
  /// each platform clamps a scroll view: items whose snap position lies beyond rest at the end.
  static const bool reachesEnds = false;

  /// Release speed (pt/s) above which `page` turns to the next page in the flick's direction, else the
  /// nearest; one page per fling, like isPagingEnabled. Default 300, from the playground (between
  /// Flutter's minFlingVelocity 100 and ViewPager's 400 dp/s).
  static const double pagingVelocityThreshold = 300.0;

  /// Release speed (pt/s) from which a flick never turns back: a snap position behind the release,
  /// against the flick (a short projection often ends on the item being left), gives way to the next one
  /// in the flick's direction, and the content decelerates onto it. Slower releases go to the nearest.
  /// The scene's slow_release_velocity: 250.
  static const double slowReleaseVelocity = 250.0;

  /// Velocity a free glide keeps each millisecond (0.99 is UIKit's .fast). Unit: per ms. Default 0.998,
  /// from UIKit: UIScrollView.DecelerationRate.normal. The projected rest of a release, x0 + v/λ with λ =
  /// −1000·ln(rate) per s, is what the snap rule rounds to an item.
  static const double decelerationRate = 0.998;

  /// Flutter's FrictionSimulation drag for the rate: the velocity kept per second, rate^1000.
  static final double frictionDrag = math.pow(decelerationRate, 1000).toDouble();

  /// Each group's first index and first item's start, summed once.
  static final (List<int>, List<double>) _table = _runs();
  static List<int> get _firsts => _table.$1;
  static List<double> get _starts => _table.$2;
  static final int itemCount = groups.fold(0, (int n, ChipRowItemGroup g) => n + g.count);

  static (List<int>, List<double>) _runs() {
    final List<int> firsts = <int>[];
    final List<double> starts = <double>[];
    int index = 0;
    double position = insetLeading;
    for (final ChipRowItemGroup group in groups) {
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
  static double snapOffset(int index, double viewport, [ChipRowSnap? rule]) => switch (rule ?? snap) {
        ChipRowSnap.none || ChipRowSnap.start || ChipRowSnap.page => start(index) - insetLeading,
        ChipRowSnap.center => start(index) + length(index) / 2 - viewport / 2,
        ChipRowSnap.end => start(index) + length(index) + insetTrailing - viewport,
      };

  /// The scroll range: the content and its insets; with reachesEnds (under start, center or end)
  /// widened so that every item's snap offset is inside.
  static double minOffset(double viewport) => switch (snap) {
        ChipRowSnap.none || ChipRowSnap.page => 0.0,
        _ => reachesEnds ? math.min(0.0, snapOffset(0, viewport)) : 0.0,
      };

  static double maxOffset(double viewport) {
    final double content = math.max(0.0, contentLength - viewport);
    return switch (snap) {
      ChipRowSnap.none || ChipRowSnap.page => content,
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
  static ChipRowSnapAnchor anchorAt(double offset, double viewport) {
    final int page = nearestPage(offset, viewport);
    return switch (snap) {
      ChipRowSnap.none => ChipRowSnapAnchor(itemAt(offset + insetLeading), page),
      ChipRowSnap.page => ChipRowSnapAnchor(itemAt(pageOffset(page, viewport) + insetLeading), page),
      _ => ChipRowSnapAnchor(nearestRestItem(offset, viewport), page),
    };
  }

  /// Where a release at `offset` with `velocity` (px/s, positive towards the end) and a projected
  /// rest `projected` comes to rest; null leaves the glide alone.
  static double? releaseTarget(
      double offset, double velocity, double projected, ChipRowSnapAnchor anchor, double viewport) {
    final double low = minOffset(viewport);
    final double high = maxOffset(viewport);
    final int? n = maxItemsPerFling;
    switch (snap) {
      case ChipRowSnap.none:
        // Free, but no further than maxItemsPerFling item starts from the anchor.
        if (n == null) return null;
        final double a = snapOffset(math.max(0, anchor.item - n), viewport, ChipRowSnap.start);
        final double b = snapOffset(math.min(itemCount - 1, anchor.item + n), viewport, ChipRowSnap.start);
        final double glideEnd = math.min(math.max(projected, low), high);
        return math.min(math.max(glideEnd, math.min(a, b)), math.max(a, b));
      case ChipRowSnap.start || ChipRowSnap.center || ChipRowSnap.end:
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
      case ChipRowSnap.page:
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
}

/// Remembers, for ChipRowScrollPhysics, the item selected when the finger went down. Keep one in a
/// State and put the list under NotificationListener<ScrollNotification>(onNotification: tracker.handle).
class ChipRowDragTracker {
  /// The item and page selected when the drag started.
  ChipRowSnapAnchor? anchor;

  /// Where the last release was sent (pixels), until it gets there.
  double? pending;

  bool handle(ScrollNotification notification) {
    final ScrollMetrics metrics = notification.metrics;
    if (notification is ScrollStartNotification && notification.dragDetails != null) {
      // A glide caught on its way counts from where it was going, as in the playground.
      final double viewport = math.max(1.0, metrics.viewportDimension);
      final double before = ChipRowSnapLayout.reach(viewport).before;
      anchor = ChipRowSnapLayout.anchorAt((pending ?? metrics.pixels) - before, viewport);
      pending = null;
    } else if (notification is ScrollEndNotification && pending != null &&
        (metrics.pixels - pending!).abs() < 0.5) {
      pending = null;
    }
    return false;
  }
}

/// The scene's snap rule: a release rests where the playground's would, counted from the item
/// selected when the drag started. Offsets are the layout's plus reach.before, the room the
/// list is padded with before the scene's leading inset (ChipRowSnapList does this). Use: physics:
/// ChipRowScrollPhysics(tracker: tracker, parent: const BouncingScrollPhysics()).
class ChipRowScrollPhysics extends ScrollPhysics {
  const ChipRowScrollPhysics({required this.tracker, super.parent});

  final ChipRowDragTracker tracker;

  @override
  ChipRowScrollPhysics applyTo(ScrollPhysics? ancestor) =>
      ChipRowScrollPhysics(tracker: tracker, parent: buildParent(ancestor));

  @override
  SpringDescription get spring => chipRowBounceSpring;

  @override
  Simulation? createBallisticSimulation(ScrollMetrics position, double velocity) {
    final Tolerance tolerance = toleranceFor(position);
    if (position.outOfRange) return super.createBallisticSimulation(position, velocity);
    final double viewport = math.max(1.0, position.viewportDimension);
    final double before = ChipRowSnapLayout.reach(viewport).before;
    final double offset = position.pixels - before;
    final ChipRowSnapAnchor anchor = tracker.anchor ?? ChipRowSnapLayout.anchorAt(offset, viewport);
    tracker.anchor = null;
    final double projected = ChipRowSnapLayout.projectedLanding(offset, velocity);
    final double? rest = ChipRowSnapLayout.releaseTarget(offset, velocity, projected, anchor, viewport);
    if (rest == null) {
      // Left alone: UIKit's glide at the scene's rate.
      tracker.pending = null;
      if (velocity.abs() < tolerance.velocity) return super.createBallisticSimulation(position, velocity);
      return FrictionSimulation(ChipRowSnapLayout.frictionDrag, position.pixels, velocity, tolerance: tolerance);
    }
    final double target = rest + before;
    tracker.pending = target;
    if ((target - position.pixels).abs() < tolerance.distance && velocity.abs() < tolerance.velocity) {
      return null;
    }
    return ScrollSpringSimulation(chipRowSnapSpring, position.pixels, target, velocity, tolerance: tolerance);
  }
}

/// A ready-made list for Chip row: every item sized as its group says, the scene's spacing and insets,
/// the padding that lets the first and last items reach their snap positions (with reachesEnds), and
/// the snap rule. Give it a bounded width. Use: ChipRowSnapList(itemBuilder: (context, index) =>
/// MyItem(index)).
class ChipRowSnapList extends StatefulWidget {
  const ChipRowSnapList({super.key, required this.itemBuilder});

  final Widget Function(BuildContext context, int index) itemBuilder;

  @override
  State<ChipRowSnapList> createState() => _ChipRowSnapListState();
}

class _ChipRowSnapListState extends State<ChipRowSnapList> {
  final ChipRowDragTracker _tracker = ChipRowDragTracker();

  @override
  Widget build(BuildContext context) {
    return LayoutBuilder(builder: (BuildContext context, BoxConstraints constraints) {
      final ({double before, double after}) reach = ChipRowSnapLayout.reach(math.max(1.0, constraints.maxWidth));
      return NotificationListener<ScrollNotification>(
        onNotification: _tracker.handle,
        child: ListView.separated(
          scrollDirection: Axis.horizontal,
          physics: ChipRowScrollPhysics(tracker: _tracker, parent: const BouncingScrollPhysics()),
          padding: EdgeInsets.only(
            left: ChipRowSnapLayout.insetLeading + reach.before,
            right: ChipRowSnapLayout.insetTrailing + reach.after,
          ),
          itemCount: ChipRowSnapLayout.itemCount,
          separatorBuilder: (BuildContext context, int index) =>
              const SizedBox(width: ChipRowSnapLayout.spacing),
          itemBuilder: (BuildContext context, int index) => Center(
            child: SizedBox(
              width: ChipRowSnapLayout.length(index), height: ChipRowSnapLayout.cross(index),
              child: widget.itemBuilder(context, index),
            ),
          ),
        ),
      );
    });
  }
}
