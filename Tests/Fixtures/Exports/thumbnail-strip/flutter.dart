// Motion Playground 0.2.0 export: thumbnail-strip (Thumbnails resting at the end, scene file thumbnail-strip.json)
// Flutter (Dart). Every value says what it is, its unit and where its default comes from.
import 'dart:math' as math;

import 'package:flutter/animation.dart';
import 'package:flutter/physics.dart';
import 'package:flutter/widgets.dart';

/// The spring that returns content from past an edge: response 0.628319 s, damping ratio 1. Defaults
/// 0.6283185307179586 s and 1, from UIKit: edge bounce k = 100, ζ = 1, as ScrollMechanics reconstructs
/// UIScrollView.
const SpringDescription thumbnailStripBounceSpring = SpringDescription(mass: 1.0, stiffness: 100.0, damping: 20.0);

/// The spring that carries a slow release or a settle onto its target: response 0.35 s, damping ratio
/// 1. Defaults 0.35 s and 1, from playground: between SwiftUI's interactive 0.15 s and default 0.5 s
/// springs.
const SpringDescription thumbnailStripSnapSpring = SpringDescription(mass: 1.0, stiffness: 322.273, damping: 35.9039);

/// The spring that follows mouse-wheel notches: response 0.18 s, damping ratio 1. Defaults 0.18 s and
/// 1, from playground: a 40 pt notch settles in about a fifth of a second.
const SpringDescription thumbnailStripWheelSpring = SpringDescription(mass: 1.0, stiffness: 1218.47, damping: 69.8132);

/// Rubber-band slope past an edge: how much of a drag beyond it still moves the content. Default 0.55,
/// from UIKit: UIScrollView's rubber-band constant c = 0.55, as measured by chpwn.
const double thumbnailStripRubberBand = 0.55;

/// Below this release speed a snap springs to its target instead of gliding onto it. Unit: pt/s.
/// Default 250, from playground: about the speed of a deliberate placement rather than a flick.
const double thumbnailStripSlowReleaseVelocity = 250.0;

// Snapping

/// `count` items in a row, each `length` logical pixels along the axis and `cross` across it.
class ThumbnailStripItemGroup {
  const ThumbnailStripItemGroup(this.count, this.length, this.cross);
  final int count;
  final double length;
  final double cross;
}

/// Where a release comes to rest along the axis: wherever the glide stops, an item's start,
/// centre or end, or whole viewport lengths.
enum ThumbnailStripSnap { none, start, center, end, page }

/// What was selected when the finger went down: the item (or page) a fling is counted from.
class ThumbnailStripSnapAnchor {
  const ThumbnailStripSnapAnchor(this.item, this.page);
  final int item;
  final int page;
}

/// Thumbnails resting at the end: the items along the axis and the snap rule, group by group. Offsets
/// are along the axis in logical pixels with 0 at the content's leading edge (the leading inset comes
/// before the first item); `viewport` is the list's length along the axis, read at run time. Every
/// lookup is a binary search over the groups (and over the indices for the nearest snap), so a million
/// items cost what twenty do. releaseTarget chooses where a release rests as the playground does.
class ThumbnailStripSnapLayout {
  ThumbnailStripSnapLayout._();

  /// The items along the x axis, group by group in the scene file's order: how many in a row, each one's
  /// length along the axis and size across it (pt). 30 items in all; the content is 3798 pt long (leading
  /// inset + every length + spacing between neighbours + trailing inset).
  static const List<ThumbnailStripItemGroup> groups = <ThumbnailStripItemGroup>[
    // Group 1: 30 items from index 0, the first starting at 12 pt. Width of group 1's items (30). Unit:
    // pt. Default 120, from scene: thumbnail-strip.json. Height of group 1's items (30). Unit: pt. Default
    // 90, from scene: thumbnail-strip.json.
    ThumbnailStripItemGroup(30, 120.0, 90.0),
  ];

  /// Gap between neighbouring items. Unit: pt. Default 6, from scene: thumbnail-strip.json.
  static const double spacing = 6.0;

  /// Space before the first item. Unit: pt. Default 12, from scene: thumbnail-strip.json.
  static const double insetLeading = 12.0;

  /// Space after the last item. Unit: pt. Default 12, from scene: thumbnail-strip.json.
  static const double insetTrailing = 12.0;

  /// Where a flick comes to rest: an item's start, centre or end, whole pages, or anywhere. Default end,
  /// from scene: thumbnail-strip.json. end: an item's end rests the trailing inset before the viewport's
  /// trailing edge.
  static const ThumbnailStripSnap snap = ThumbnailStripSnap.end;

  /// At most this many items (pages) from the one selected at the press; 0 = no limit. Unit: items.
  /// Default 2, from scene: thumbnail-strip.json. Counted from the item (page) selected when the finger
  /// went down; no limit when absent.
  static const int? maxItemsPerFling = 2;

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
  static final int itemCount = groups.fold(0, (int n, ThumbnailStripItemGroup g) => n + g.count);

  static (List<int>, List<double>) _runs() {
    final List<int> firsts = <int>[];
    final List<double> starts = <double>[];
    int index = 0;
    double position = insetLeading;
    for (final ThumbnailStripItemGroup group in groups) {
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
  static double snapOffset(int index, double viewport, [ThumbnailStripSnap? rule]) => switch (rule ?? snap) {
        ThumbnailStripSnap.none || ThumbnailStripSnap.start || ThumbnailStripSnap.page => start(index) - insetLeading,
        ThumbnailStripSnap.center => start(index) + length(index) / 2 - viewport / 2,
        ThumbnailStripSnap.end => start(index) + length(index) + insetTrailing - viewport,
      };

  /// The scroll range: the content and its insets; with reachesEnds (under start, center or end)
  /// widened so that every item's snap offset is inside.
  static double minOffset(double viewport) => switch (snap) {
        ThumbnailStripSnap.none || ThumbnailStripSnap.page => 0.0,
        _ => reachesEnds ? math.min(0.0, snapOffset(0, viewport)) : 0.0,
      };

  static double maxOffset(double viewport) {
    final double content = math.max(0.0, contentLength - viewport);
    return switch (snap) {
      ThumbnailStripSnap.none || ThumbnailStripSnap.page => content,
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
  static ThumbnailStripSnapAnchor anchorAt(double offset, double viewport) {
    final int page = nearestPage(offset, viewport);
    return switch (snap) {
      ThumbnailStripSnap.none => ThumbnailStripSnapAnchor(itemAt(offset + insetLeading), page),
      ThumbnailStripSnap.page => ThumbnailStripSnapAnchor(itemAt(pageOffset(page, viewport) + insetLeading), page),
      _ => ThumbnailStripSnapAnchor(nearestRestItem(offset, viewport), page),
    };
  }

  /// Where a release at `offset` with `velocity` (px/s, positive towards the end) and a projected
  /// rest `projected` comes to rest; null leaves the glide alone.
  static double? releaseTarget(
      double offset, double velocity, double projected, ThumbnailStripSnapAnchor anchor, double viewport) {
    final double low = minOffset(viewport);
    final double high = maxOffset(viewport);
    final int? n = maxItemsPerFling;
    switch (snap) {
      case ThumbnailStripSnap.none:
        // Free, but no further than maxItemsPerFling item starts from the anchor.
        if (n == null) return null;
        final double a = snapOffset(math.max(0, anchor.item - n), viewport, ThumbnailStripSnap.start);
        final double b = snapOffset(math.min(itemCount - 1, anchor.item + n), viewport, ThumbnailStripSnap.start);
        final double glideEnd = math.min(math.max(projected, low), high);
        return math.min(math.max(glideEnd, math.min(a, b)), math.max(a, b));
      case ThumbnailStripSnap.start || ThumbnailStripSnap.center || ThumbnailStripSnap.end:
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
      case ThumbnailStripSnap.page:
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

/// Remembers, for ThumbnailStripScrollPhysics, the item selected when the finger went down. Keep one in a
/// State and put the list under NotificationListener<ScrollNotification>(onNotification: tracker.handle).
class ThumbnailStripDragTracker {
  /// The item and page selected when the drag started.
  ThumbnailStripSnapAnchor? anchor;

  /// Where the last release was sent (pixels), until it gets there.
  double? pending;

  bool handle(ScrollNotification notification) {
    final ScrollMetrics metrics = notification.metrics;
    if (notification is ScrollStartNotification && notification.dragDetails != null) {
      // A glide caught on its way counts from where it was going, as in the playground.
      final double viewport = math.max(1.0, metrics.viewportDimension);
      final double before = ThumbnailStripSnapLayout.reach(viewport).before;
      anchor = ThumbnailStripSnapLayout.anchorAt((pending ?? metrics.pixels) - before, viewport);
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
/// list is padded with before the scene's leading inset (ThumbnailStripSnapList does this). Use: physics:
/// ThumbnailStripScrollPhysics(tracker: tracker, parent: const BouncingScrollPhysics()).
class ThumbnailStripScrollPhysics extends ScrollPhysics {
  const ThumbnailStripScrollPhysics({required this.tracker, super.parent});

  final ThumbnailStripDragTracker tracker;

  @override
  ThumbnailStripScrollPhysics applyTo(ScrollPhysics? ancestor) =>
      ThumbnailStripScrollPhysics(tracker: tracker, parent: buildParent(ancestor));

  @override
  SpringDescription get spring => thumbnailStripBounceSpring;

  @override
  Simulation? createBallisticSimulation(ScrollMetrics position, double velocity) {
    final Tolerance tolerance = toleranceFor(position);
    if (position.outOfRange) return super.createBallisticSimulation(position, velocity);
    final double viewport = math.max(1.0, position.viewportDimension);
    final double before = ThumbnailStripSnapLayout.reach(viewport).before;
    final double offset = position.pixels - before;
    final ThumbnailStripSnapAnchor anchor = tracker.anchor ?? ThumbnailStripSnapLayout.anchorAt(offset, viewport);
    tracker.anchor = null;
    final double projected = ThumbnailStripSnapLayout.projectedLanding(offset, velocity);
    final double? rest = ThumbnailStripSnapLayout.releaseTarget(offset, velocity, projected, anchor, viewport);
    if (rest == null) {
      // Left alone: UIKit's glide at the scene's rate.
      tracker.pending = null;
      if (velocity.abs() < tolerance.velocity) return super.createBallisticSimulation(position, velocity);
      return FrictionSimulation(ThumbnailStripSnapLayout.frictionDrag, position.pixels, velocity, tolerance: tolerance);
    }
    final double target = rest + before;
    tracker.pending = target;
    if ((target - position.pixels).abs() < tolerance.distance && velocity.abs() < tolerance.velocity) {
      return null;
    }
    return ScrollSpringSimulation(thumbnailStripSnapSpring, position.pixels, target, velocity, tolerance: tolerance);
  }
}

/// A ready-made list for Thumbnails resting at the end: every item sized as its group says, the scene's
/// spacing and insets, the padding that lets the first and last items reach their snap positions (with
/// reachesEnds), and the snap rule. Give it a bounded width. Use: ThumbnailStripSnapList(itemBuilder:
/// (context, index) => MyItem(index)).
class ThumbnailStripSnapList extends StatefulWidget {
  const ThumbnailStripSnapList({super.key, required this.itemBuilder});

  final Widget Function(BuildContext context, int index) itemBuilder;

  @override
  State<ThumbnailStripSnapList> createState() => _ThumbnailStripSnapListState();
}

class _ThumbnailStripSnapListState extends State<ThumbnailStripSnapList> {
  final ThumbnailStripDragTracker _tracker = ThumbnailStripDragTracker();

  @override
  Widget build(BuildContext context) {
    return LayoutBuilder(builder: (BuildContext context, BoxConstraints constraints) {
      final ({double before, double after}) reach = ThumbnailStripSnapLayout.reach(math.max(1.0, constraints.maxWidth));
      return NotificationListener<ScrollNotification>(
        onNotification: _tracker.handle,
        child: ListView.separated(
          scrollDirection: Axis.horizontal,
          physics: ThumbnailStripScrollPhysics(tracker: _tracker, parent: const BouncingScrollPhysics()),
          padding: EdgeInsets.only(
            left: ThumbnailStripSnapLayout.insetLeading + reach.before,
            right: ThumbnailStripSnapLayout.insetTrailing + reach.after,
          ),
          itemCount: ThumbnailStripSnapLayout.itemCount,
          separatorBuilder: (BuildContext context, int index) =>
              const SizedBox(width: ThumbnailStripSnapLayout.spacing),
          itemBuilder: (BuildContext context, int index) => Center(
            child: SizedBox(
              width: ThumbnailStripSnapLayout.length(index), height: ThumbnailStripSnapLayout.cross(index),
              child: widget.itemBuilder(context, index),
            ),
          ),
        ),
      );
    });
  }
}
