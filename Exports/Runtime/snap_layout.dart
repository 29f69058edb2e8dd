// snap_layout.dart: the Motion Playground's snapping decision rule under each platform it
// simulates (UIKit, Android, Flutter iOS, Flutter Android) as plain Dart (no Flutter widgets), so
// that a ScrollPhysics rests a release on the item the playground would. One file to add to a
// package (`meta` comes with Flutter); `playground export --exact` appends it to an export, with
// the glue that builds one for the scene under the platform its tuning ran on. Written from the
// platforms' published behaviour as the playground models it (its homes in
// Sources/Motion/Platforms), and checked row by row against Exports/Runtime/vectors.tsv, which the
// playground generates from its own decisions (Exports/Runtime/Tests/snap_layout_vectors.dart).

import 'dart:math' as math;

import 'package:meta/meta.dart' show immutable;

/// Where a release comes to rest along the axis.
enum SnapRule {
  /// Wherever the glide stops (with a fling limit: no further than that many
  /// items' starts).
  none,

  /// An item's start rests `insetLeading` after the viewport's leading edge.
  start,

  /// An item's centre rests on the viewport's centre.
  center,

  /// An item's end rests `insetTrailing` before the viewport's trailing edge.
  end,

  /// Whole viewport lengths, like PageScrollPhysics.
  page,
}

/// Whose scrolling chooses the rest: the platform the tuning ran under, by its
/// name in the playground (a scene's `physics`, `flutter-ios` as
/// [SnapPlatform.flutterIos]). Each decides as the playground's home for it
/// does (`PlatformScrolling.snapTarget`, Sources/Motion/Platforms).
enum SnapPlatform {
  /// `scrollViewWillEndDragging` as the playground writes it: the projection
  /// x0 + v/λ at the deceleration rate, the item whose rest is nearest it,
  /// never a rest behind a release of `slowReleaseVelocity` or more; one page
  /// a fling turns past `pagingVelocityThreshold`.
  uikit,

  /// RecyclerView's snap helpers over `OverScroller`'s spline fling:
  /// `LinearSnapHelper` (the item at the snap position plus the fling's
  /// distance in items), `PagerSnapHelper` with one item a fling and for
  /// page; a fling of 50 px/s or less, or one the helper finds no item for,
  /// flings on and snaps to the nearest rest once idle.
  android,

  /// `FixedExtentScrollPhysics` / `PageScrollPhysics` over
  /// `BouncingScrollPhysics`: the rest nearest where its friction glide stops,
  /// even behind the release; a fling needs more than 100 px/s.
  flutterIos,

  /// The same over `ClampingScrollPhysics`, whose simulation ends the glide; a
  /// fling needs more than 50 px/s.
  flutterAndroid,
}

/// `count` items in a row, each `length` logical pixels along the axis.
typedef SnapItemGroup = ({int count, double length});

/// What was selected when the finger went down: the item (and page) a fling
/// is counted from.
typedef SnapAnchor = ({int item, int page});

/// Where a release rests: the content offset, and the item selected once it
/// is there.
typedef SnapTarget = ({int item, double offset});

/// One group's items: the first one's index and start (content coordinates).
@immutable
class _Run {
  const _Run(this.firstIndex, this.count, this.start, this.length);

  final int firstIndex;
  final int count;
  final double start;
  final double length;
}

/// Items along one axis, as groups of equal items, and where a release comes
/// to rest on them under the rule of [platform] (see [SnapPlatform]), held to
/// [maxItemsPerFling] items (pages) from the one selected when the finger went
/// down. [target] is where the content comes to rest in the playground, also
/// for a release the platform's snapping leaves to its own fling: that fling's
/// end, snapped to the nearest rest once the list is idle.
///
/// Lengths are along the axis in logical pixels (the playground's points).
/// Content positions start at the content's leading edge, where
/// [insetLeading] comes before the first item; offsets are scroll offsets,
/// the content position at the viewport's leading edge. Every lookup is a
/// binary search over the groups (and over the indices for the nearest rest),
/// so a million items cost what twenty do. Groups with no items are skipped,
/// a fling limit below 1 means none, the rate is held to 0.01..0.9999 and a
/// density that is not a positive number reads as 1, as the playground holds
/// them.
@immutable
class SnapLayout {
  SnapLayout({
    required List<SnapItemGroup> groups,
    this.spacing = 0,
    this.insetLeading = 0,
    this.insetTrailing = 0,
    required this.snap,
    int? maxItemsPerFling,
    this.reachesEnds = false,
    this.platform = SnapPlatform.uikit,
    double density = 1,
    double decelerationRate = 0.998,
    this.slowReleaseVelocity = 250,
    this.pagingVelocityThreshold = 300,
    required double viewportLength,
  })  : groups = List<SnapItemGroup>.unmodifiable(groups),
        maxItemsPerFling = maxItemsPerFling != null && maxItemsPerFling > 0
            ? maxItemsPerFling
            : null,
        density = density.isFinite && density > 0 ? density : 1.0,
        decelerationRate = decelerationRate.isNaN
            ? 0.998
            : math.min(math.max(decelerationRate, 0.01), 0.9999),
        viewportLength = math.max(1.0, viewportLength),
        _runs = _runsOf(groups, insetLeading, spacing);

  final List<SnapItemGroup> groups;
  final double spacing;
  final double insetLeading;
  final double insetTrailing;
  final SnapRule snap;

  /// At most this many items (pages) from the anchor per fling; null: any.
  final int? maxItemsPerFling;

  /// The range widens so that the first and last items reach their snap
  /// positions (a carousel's centred first card).
  final bool reachesEnds;

  /// Whose rule chooses the rest. The rate and the two speeds below are
  /// UIKit's: the other platforms glide and turn pages by their own constants.
  final SnapPlatform platform;

  /// Device pixels per logical pixel (the device pixel ratio): Flutter calls
  /// its iOS glide done once slower than 1/(0.05·density) px/s, so where it
  /// stops moves with it. No other rule reads it: Android's spline travels the
  /// same in logical pixels at every density.
  final double density;

  /// Velocity kept per millisecond by the free glide (UIKit: 0.998 normal,
  /// 0.99 fast).
  final double decelerationRate;

  /// Pixels per second from which a flick never turns back to a rest behind
  /// the release.
  final double slowReleaseVelocity;

  /// Pixels per second above which [SnapRule.page] (one page per fling) turns
  /// to the next page.
  final double pagingVelocityThreshold;

  /// The viewport's length along the axis (at least 1).
  final double viewportLength;

  final List<_Run> _runs;

  static List<_Run> _runsOf(
      List<SnapItemGroup> groups, double insetLeading, double spacing) {
    final List<_Run> runs = <_Run>[];
    int index = 0;
    double position = insetLeading;
    for (final SnapItemGroup group in groups) {
      if (group.count <= 0) continue;
      runs.add(_Run(index, group.count, position, group.length));
      index += group.count;
      position += group.count.toDouble() * (group.length + spacing);
    }
    return List<_Run>.unmodifiable(runs);
  }

  /// The same items in a viewport of another length (a rotation, a resize).
  SnapLayout resized(double viewportLength) => SnapLayout(
        groups: groups,
        spacing: spacing,
        insetLeading: insetLeading,
        insetTrailing: insetTrailing,
        snap: snap,
        maxItemsPerFling: maxItemsPerFling,
        reachesEnds: reachesEnds,
        platform: platform,
        density: density,
        decelerationRate: decelerationRate,
        slowReleaseVelocity: slowReleaseVelocity,
        pagingVelocityThreshold: pagingVelocityThreshold,
        viewportLength: viewportLength,
      );

  // Items

  /// Every item, counted across the groups.
  int get itemCount =>
      _runs.isEmpty ? 0 : _runs.last.firstIndex + _runs.last.count;

  /// The last index in 0..[last] for which [holds] is true (0 if none), where
  /// [holds] is true up to some index and false after it.
  static int _lastIndex(int last, bool Function(int) holds) {
    int lo = 0;
    int hi = last;
    while (lo < hi) {
      final int mid = lo + (hi - lo + 1) ~/ 2;
      if (holds(mid)) {
        lo = mid;
      } else {
        hi = mid - 1;
      }
    }
    return lo;
  }

  /// The run holding item [index] (clamped to the items).
  _Run _runOf(int index) =>
      _runs[_lastIndex(_runs.length - 1, (int g) => _runs[g].firstIndex <= index)];

  /// Item [index]'s start along the axis, content coordinates.
  double start(int index) {
    final _Run r = _runOf(index);
    return r.start + (index - r.firstIndex).toDouble() * (r.length + spacing);
  }

  double length(int index) => _runOf(index).length;

  double end(int index) => start(index) + length(index);

  /// Insets, items and the spacing between them: the content's length.
  double get contentLength {
    if (_runs.isEmpty) return insetLeading + insetTrailing;
    return end(_runs.last.firstIndex + _runs.last.count - 1) + insetTrailing;
  }

  /// The item whose slot (the item and the spacing after it) holds
  /// [position], clamped to the first and last items.
  int itemAt(double position) {
    if (itemCount == 0) return 0;
    final _Run r =
        _runs[_lastIndex(_runs.length - 1, (int g) => _runs[g].start <= position)];
    final double k =
        ((position - r.start) / (r.length + spacing)).floorToDouble();
    return r.firstIndex +
        math.min(math.max(0.0, k), (r.count - 1).toDouble()).toInt();
  }

  // Rests

  /// The offset at which item [index] is aligned under [rule] (the layout's
  /// own when null); for none and page, its start at the leading inset.
  double snapOffset(int index, [SnapRule? rule]) {
    switch (rule ?? snap) {
      case SnapRule.none:
      case SnapRule.start:
      case SnapRule.page:
        return start(index) - insetLeading;
      case SnapRule.center:
        return start(index) + length(index) / 2 - viewportLength / 2;
      case SnapRule.end:
        return end(index) + insetTrailing - viewportLength;
    }
  }

  /// [reachesEnds] under a rule that aligns items, with items to reach.
  bool get _widens =>
      reachesEnds &&
      itemCount > 0 &&
      (snap == SnapRule.start ||
          snap == SnapRule.center ||
          snap == SnapRule.end);

  /// The lowest offset the content can rest at: 0, or less with
  /// [reachesEnds].
  double get minOffset => _widens ? math.min(0.0, snapOffset(0)) : 0.0;

  /// The highest offset the content can rest at: the content's end, or more
  /// with [reachesEnds].
  double get maxOffset {
    final double content = math.max(0.0, contentLength - viewportLength);
    return _widens ? math.max(content, snapOffset(itemCount - 1)) : content;
  }

  /// The room the range needs before and after the content (a list's extra
  /// padding): zero without [reachesEnds].
  ({double before, double after}) get reach => (
        before: math.max(0.0, -minOffset),
        after: math.max(0.0, maxOffset - (contentLength - viewportLength)),
      );

  /// Where item [index] comes to rest: its snap offset held to the range
  /// (near an end the range does not reach, several items share its rest).
  double restOffset(int index) => math.min(
      math.max(snapOffset(index), minOffset), math.max(minOffset, maxOffset));

  /// The item whose rest is nearest [offset] (the first on a tie). Items
  /// sharing the rest at an end count as the one nearest the inside, so that
  /// a fling limit counted from it starts from what shows there.
  int nearestRestItem(double offset) {
    if (itemCount <= 1) return 0;
    final double low = minOffset;
    final double high = math.max(minOffset, maxOffset);
    final double target = math.min(math.max(offset, low), high);
    final int last = itemCount - 1;
    int index = _lastIndex(last, (int i) => restOffset(i) <= target);
    if (index < last &&
        (restOffset(index + 1) - target).abs() <
            (target - restOffset(index)).abs()) {
      index += 1;
    }
    final double rest = restOffset(index);
    if (low < high && rest == low) {
      return _lastIndex(last, (int i) => snapOffset(i) <= low);
    }
    if (low < high && rest == high) {
      final int before = _lastIndex(last, (int i) => snapOffset(i) < high);
      return snapOffset(before) < high ? math.min(before + 1, last) : before;
    }
    return index;
  }

  // Pages

  /// Pages are whole viewport lengths from [minOffset]; a partial last page
  /// ends at [maxOffset].
  int get lastPage =>
      ((maxOffset - minOffset) / viewportLength).ceilToDouble().toInt();

  double pageOffset(int page) =>
      math.min(minOffset + page.toDouble() * viewportLength, maxOffset);

  int nearestPage(double offset) {
    // roundToDouble takes halves away from zero, as the playground does.
    final double k = ((offset - minOffset) / viewportLength).roundToDouble();
    return math.min(math.max(0.0, k), lastPage.toDouble()).toInt();
  }

  // Releases

  /// The item selected at [offset]: the one whose rest is nearest (page: the
  /// item at the page's leading inset); null under none.
  int? selectedItem(double offset) {
    if (itemCount == 0) return null;
    switch (snap) {
      case SnapRule.none:
        return null;
      case SnapRule.start:
      case SnapRule.center:
      case SnapRule.end:
        return nearestRestItem(offset);
      case SnapRule.page:
        return itemAt(pageOffset(nearestPage(offset)) + insetLeading);
    }
  }

  /// What is selected at [offset]: take it when the finger goes down (or
  /// where a glide the finger caught was going).
  SnapAnchor anchorAt(double offset) => (
        item: selectedItem(offset) ?? itemAt(offset + insetLeading),
        page: nearestPage(offset),
      );

  /// The release velocity (pixels per second) as the platform hands it to its
  /// fling: Android drops one slower than 50 and clamps to 8000
  /// (`ViewConfiguration`'s limits, each axis on its own); Flutter flings only
  /// faster than its physics' minimum (100 iOS, 50 Android) and clamps to 8000
  /// (`kMaxFlingVelocity`); UIKit takes it as it is. Flutter also asks a fling
  /// to have travelled more than 18 pixels, which a velocity does not say: the
  /// drag recognizer has judged that before the velocity arrives.
  double flingVelocity(double velocity) {
    final double v = velocity.isNaN ? 0.0 : velocity;
    final double clamped =
        math.min(math.max(v, -_maximumFlingVelocity), _maximumFlingVelocity);
    switch (platform) {
      case SnapPlatform.uikit:
        return velocity;
      case SnapPlatform.android:
        return clamped.abs() < _androidMinimumFlingVelocity ? 0.0 : clamped;
      case SnapPlatform.flutterIos:
      case SnapPlatform.flutterAndroid:
        return v.abs() > _flutterMinimumFlingVelocity ? clamped : 0.0;
    }
  }

  /// Where the platform's own fling from [offset] at [velocity] (the fling's,
  /// pixels per second) would rest on an unbounded surface: what its snapping
  /// rounds to an item. UIKit: x0 + v/λ with λ = −1000·ln(rate) per second.
  /// Android: `OverScroller`'s spline distance. Flutter iOS: where the
  /// friction glide (drag 0.135 a second) slows below Flutter's tolerance.
  /// Flutter Android: `ClampingScrollSimulation`'s end. Speeds beyond 10⁶ and
  /// offsets beyond 10¹² are held there, as the playground holds them.
  double projectedRest(double offset, double velocity) {
    final double x0 =
        offset.isNaN ? 0.0 : math.min(math.max(offset, -1e12), 1e12);
    final double v0 =
        velocity.isNaN ? 0.0 : math.min(math.max(velocity, -1e6), 1e6);
    final double sign = v0 > 0 ? 1.0 : -1.0;
    switch (platform) {
      case SnapPlatform.uikit:
        return x0 + v0 / (-1000 * math.log(decelerationRate));
      case SnapPlatform.android:
        return v0 == 0 ? x0 : x0 + sign * _splineDistance(v0.abs());
      case SnapPlatform.flutterIos:
        // FrictionSimulation is done once |v| < the tolerance, t =
        // ln(|v0|/tol)/−ln D in: it stops (|v0| − tol)/−ln D along, short of
        // its asymptote x0 − v0/ln D.
        final double dragLog = math.log(_flutterFrictionDrag);
        final double tolerance = 1 / (0.050 * density);
        final double stop = v0.abs() > tolerance
            ? math.log(v0.abs() / tolerance) / -dragLog
            : 0.0;
        return stop > 0 ? x0 + (v0 - sign * tolerance) / -dragLog : x0;
      case SnapPlatform.flutterAndroid:
        // T = DECEL·0.35·(|v|/v_ref)^(1/(DECEL − 1)), S = v·T/DECEL: the
        // distance of Android's spline, as Flutter computes it.
        if (v0.abs() < 1 / (0.050 * density)) return x0;
        final double referenceVelocity =
            _splineFriction * _physicalCoefficient / _inflexion;
        final double d = _decelerationExponent;
        final double period = d *
            _inflexion *
            math.exp(math.log(v0.abs() / referenceVelocity) / (d - 1));
        return period > 0 ? x0 + v0 * period / d : x0;
    }
  }

  /// Where a release at [releaseOffset] with [velocity] (pixels per second,
  /// positive towards the end, as the host's tracker read it: [flingVelocity]
  /// applies the platform's limits) comes to rest, counted from [anchor] (what
  /// was selected at the press). A release the platform's snapping leaves to
  /// its own fling (Android's helper finding no item or no fling, Flutter's
  /// physics at an edge heading out) rests where that fling stops, snapped to
  /// the nearest rest once the list is idle, as in the playground. null leaves
  /// the glide alone: none without a fling limit, and none under Android,
  /// whose helpers snap no free list.
  SnapTarget? target(double releaseOffset, double velocity, SnapAnchor anchor) {
    if (itemCount == 0) return null;
    final double v = flingVelocity(velocity);
    final double? rest = _chosenRest(releaseOffset, v, anchor) ??
        _restOnceIdle(releaseOffset, v);
    if (rest == null) return null;
    final double held = math.min(math.max(rest, minOffset), maxOffset);
    return (item: anchorAt(held).item, offset: held);
  }

  /// The platform's choice of rest for the fling [velocity], before it is held
  /// to the range; null where it chooses none.
  double? _chosenRest(double offset, double velocity, SnapAnchor anchor) {
    final double projected = projectedRest(offset, velocity);
    switch (platform) {
      case SnapPlatform.uikit:
        return _nearestRest(offset, velocity, anchor, projected,
            slowReleaseVelocity, pagingVelocityThreshold);
      case SnapPlatform.android:
        return _androidRest(offset, velocity, anchor, projected);
      case SnapPlatform.flutterIos:
      case SnapPlatform.flutterAndroid:
        // At or past an edge and not headed back in, both physics hand the
        // release to their parent ("scenario 1" of createBallisticSimulation),
        // whose fling stops on that edge.
        final double x =
            offset.isNaN ? 0.0 : math.min(math.max(offset, -1e12), 1e12);
        if ((velocity <= 0 && x <= minOffset) ||
            (velocity >= 0 && x >= maxOffset)) {
          return null;
        }
        return _nearestRest(offset, velocity, anchor, projected,
            double.infinity, _flutterMinimumFlingVelocity);
    }
  }

  /// Where a release the platform's snapping left alone comes to rest: its
  /// fling stops at the projection or at the edge it meets first
  /// (RecyclerView stops dead there, and Flutter's physics let go at an edge
  /// end on it), then the list goes to the rest nearest there, as the
  /// playground's strip snaps what came to rest between rests (Android's
  /// `snapToTargetExistingView`). null under none, where nothing snaps.
  double? _restOnceIdle(double offset, double velocity) {
    final double end = math.min(
        math.max(projectedRest(offset, velocity), minOffset),
        math.max(minOffset, maxOffset));
    switch (snap) {
      case SnapRule.none:
        return null;
      case SnapRule.start:
      case SnapRule.center:
      case SnapRule.end:
        return restOffset(nearestRestItem(end));
      case SnapRule.page:
        return pageOffset(nearestPage(end));
    }
  }

  /// The rule of UIKit's delegates and of Flutter's `FixedExtentScrollPhysics`
  /// and `PageScrollPhysics` (the playground's `NearestRestSnapping`): the rest
  /// nearest [projected], except that a release at least [turnsBackFrom] fast
  /// takes the next rest in its direction instead of one behind it (UIKit;
  /// Flutter takes the nearest even behind: infinity); one page a fling turns
  /// past [pagingThreshold]. null under none without a fling limit.
  double? _nearestRest(double offset, double velocity, SnapAnchor anchor,
      double projected, double turnsBackFrom, double pagingThreshold) {
    final int last = itemCount - 1;
    final int? n = maxItemsPerFling;
    switch (snap) {
      case SnapRule.none:
        // Free, but no further than maxItemsPerFling items' starts from the
        // anchor.
        if (n == null) return null;
        final double a =
            snapOffset(math.max(0, anchor.item - n), SnapRule.start);
        final double b =
            snapOffset(math.min(last, anchor.item + n), SnapRule.start);
        final double glideEnd =
            math.min(math.max(projected, minOffset), maxOffset);
        final double held =
            math.min(math.max(glideEnd, math.min(a, b)), math.max(a, b));
        // Never back behind the release: past the limit already, the glide goes
        // on to the next item's start past the release (within the glide).
        final bool forward = velocity > 0;
        final bool turnsBack =
            forward ? held < offset : velocity < 0 && held > offset;
        if (!turnsBack) return held;
        final int next = _first(0, last, offset, forward,
            (int i) => snapOffset(i, SnapRule.start));
        final double reach = snapOffset(next, SnapRule.start);
        return forward
            ? math.max(offset, math.min(glideEnd, reach))
            : math.min(offset, math.max(glideEnd, reach));
      case SnapRule.start:
      case SnapRule.center:
      case SnapRule.end:
        int index = nearestRestItem(projected);
        // A flick never turns back: a rest behind a fast enough release gives
        // way to the next one in the flick's direction.
        if (velocity >= turnsBackFrom && restOffset(index) < offset) {
          index = math.min(index + 1, last);
        } else if (velocity <= -turnsBackFrom && restOffset(index) > offset) {
          index = math.max(index - 1, 0);
        }
        index = _limited(index, anchor.item, offset, velocity,
            (int i) => restOffset(math.min(math.max(0, i), last)));
        return restOffset(math.min(math.max(0, index), last));
      case SnapRule.page:
        if (n == null || n <= 1) {
          return _pagingRest(offset, velocity, pagingThreshold);
        }
        int page = nearestPage(projected);
        if (velocity >= turnsBackFrom && pageOffset(page) < offset) {
          page = math.min(page + 1, lastPage);
        } else if (velocity <= -turnsBackFrom && pageOffset(page) > offset) {
          page = math.max(page - 1, 0);
        }
        page = _limited(page, anchor.page, offset, velocity,
            (int p) => pageOffset(math.min(math.max(0, p), lastPage)));
        return pageOffset(math.min(math.max(0, page), lastPage));
    }
  }

  /// [index] held to [maxItemsPerFling] from [anchor] (what was selected at the
  /// press), but never behind the release in its direction: a drag may carry
  /// the content past the last item the limit allows, and the flick then rests
  /// on the first item (page) at or past the release, never further than
  /// [index]. [rest] gives each index's rest, never decreasing.
  int _limited(int index, int anchor, double offset, double velocity,
      double Function(int) rest) {
    final int? n = maxItemsPerFling;
    if (n == null) return index;
    final int held = math.min(math.max(index, anchor - n), anchor + n);
    if (velocity > 0 && held < index && rest(held) < offset) {
      return _first(held, index, offset, true, rest);
    }
    if (velocity < 0 && held > index && rest(held) > offset) {
      return _first(index, held, offset, false, rest);
    }
    return held;
  }

  /// The lowest index in [low]..[high] whose rest is at or past [offset] going
  /// forward, or the highest at or before it going back; the far end when none
  /// is (a binary search).
  static int _first(int low, int high, double offset, bool forward,
      double Function(int) rest) {
    int lo = low;
    int hi = high;
    while (lo < hi) {
      if (forward) {
        final int mid = lo + (hi - lo) ~/ 2;
        if (rest(mid) >= offset) {
          hi = mid;
        } else {
          lo = mid + 1;
        }
      } else {
        final int mid = lo + (hi - lo + 1) ~/ 2;
        if (rest(mid) <= offset) {
          lo = mid;
        } else {
          hi = mid - 1;
        }
      }
    }
    return lo;
  }

  /// One page a fling (a pager, `PageScrollPhysics`): the next page in the
  /// flick's direction when faster than [threshold], else the nearest.
  double _pagingRest(double offset, double velocity, double threshold) {
    final double limit = threshold.isNaN ? 300.0 : threshold.abs();
    final double page = (offset - minOffset) / viewportLength;
    // A hair of slack so that an offset on a page up to rounding counts as on
    // it.
    final double index;
    if (velocity > limit) {
      index = (page + 1e-9).floorToDouble() + 1;
    } else if (velocity < -limit) {
      index = (page - 1e-9).ceilToDouble() - 1;
    } else {
      index = page.roundToDouble();
    }
    return math.min(
        math.max(minOffset + index * viewportLength, minOffset), maxOffset);
  }

  // Android's snap helpers

  /// `SnapHelper.onFling` (the playground's `AndroidItemSnapping`): a fling
  /// faster than 50 px/s goes to `PagerSnapHelper` with one item a fling (and
  /// for page, over viewport-long pages) or to `LinearSnapHelper`, each
  /// aligning items as the layout's rule does; the choice is held to the fling
  /// limit by snap offsets, which the range then holds. null where the helper
  /// takes no fling or finds no item: RecyclerView flings on
  /// ([_restOnceIdle]). none is never snapped.
  double? _androidRest(
      double offset, double velocity, SnapAnchor anchor, double projected) {
    if (!(velocity.abs() > _androidMinimumFlingVelocity)) return null;
    final int last = itemCount - 1;
    switch (snap) {
      case SnapRule.none:
        return null;
      case SnapRule.start:
      case SnapRule.center:
      case SnapRule.end:
        final int? choice = maxItemsPerFling == 1
            ? _pagerSnapItem(offset, velocity)
            : _linearSnapItem(offset, projected);
        if (choice == null) return null;
        final int index = _limited(choice, anchor.item, offset, velocity,
            (int i) => snapOffset(math.min(math.max(0, i), last)));
        return snapOffset(math.min(math.max(0, index), last));
      case SnapRule.page:
        final int? turned = _pagerSnapPage(offset, velocity);
        if (turned == null) return null;
        final int page = _limited(turned, anchor.page, offset, velocity,
            (int p) => pageOffset(math.min(math.max(0, p), lastPage)));
        return pageOffset(math.min(math.max(0, page), lastPage));
    }
  }

  /// `LinearSnapHelper.findTargetSnapPosition`: the item whose snap offset is
  /// nearest the release, plus the fling's distance ([projected] − offset) over
  /// `computeDistancePerChild`'s span per item on screen, rounded as Java's
  /// `Math.round` (halves up); null when that rounds to 0. The span runs over
  /// the items' decorated bounds: the spacing is a decoration before every
  /// item but the first, so an item's decorated start is where the one before
  /// it ends.
  int? _linearSnapItem(double offset, double projected) {
    final ({int first, int end}) shown = visibleItems(offset);
    // INVALID_DISTANCE, with nothing on screen to measure.
    double perChild = 1.0;
    if (shown.first < shown.end) {
      final int first = shown.first;
      final int last = shown.end - 1;
      final double span =
          (end(last) - (first > 0 ? end(first - 1) : start(first))).abs();
      if (span.isFinite && span > 0) {
        perChild = span / ((last - first).toDouble() + 1);
      }
    }
    final double distance = projected - offset;
    if (!distance.isFinite) return null;
    final double rounded = (distance / perChild + 0.5).floorToDouble();
    final double jump = math.min(math.max(rounded, -1e15), 1e15);
    if (jump == 0) return null;
    return math
        .min(math.max(nearestSnapItem(offset).toDouble() + jump, 0.0),
            (itemCount - 1).toDouble())
        .toInt();
  }

  /// `PagerSnapHelper.findTargetSnapPosition` over the items on screen at the
  /// release, each measured from its snap offset.
  int? _pagerSnapItem(double offset, double velocity) {
    final ({int first, int end}) shown = visibleItems(offset);
    return _pagerSnap(shown.first, shown.end, itemCount, velocity,
        (int i) => snapOffset(i) - offset);
  }

  /// `PagerSnapHelper` over pages the viewport's length from [minOffset]: the
  /// one or two pages on screen are the children, each measured from its
  /// start.
  int? _pagerSnapPage(double offset, double velocity) {
    final int count = lastPage + 1;
    final double x = offset - minOffset;
    final double scrolled = x.isNaN ? 0.0 : math.min(math.max(x, -1e12), 1e12);
    final int first = math
        .min(math.max((scrolled / viewportLength).floorToDouble(), 0.0),
            (count - 1).toDouble())
        .toInt();
    return _pagerSnap(first, math.min(first + 2, count), count, velocity,
        (int page) {
      final double start = page.toDouble() * viewportLength;
      // Laid out only where it meets the viewport.
      return start < scrolled + viewportLength &&
              start + viewportLength > scrolled
          ? start - scrolled
          : null;
    });
  }

  /// `PagerSnapHelper`'s choice among the children [first]..<[end] (each with
  /// how far its snap position is past the release, null for one not laid
  /// out): the nearest at or past the release for a forward fling, at or
  /// before it otherwise (one exactly there counts as both, so an aligned
  /// pager flung forward stays); with none on that side, the neighbour of the
  /// nearest on the other side, if there is one. At most one, by the
  /// velocity's sign alone.
  static int? _pagerSnap(int first, int end, int count, double velocity,
      double? Function(int) distance) {
    int? before;
    double beforeDistance = 0;
    int? after;
    double afterDistance = 0;
    for (int index = first; index < end; index++) {
      final double? d = distance(index);
      if (d == null) continue;
      if (d <= 0 && (before == null || d > beforeDistance)) {
        before = index;
        beforeDistance = d;
      }
      if (d >= 0 && (after == null || d < afterDistance)) {
        after = index;
        afterDistance = d;
      }
    }
    final bool forward = velocity > 0;
    if (forward && after != null) return after;
    if (!forward && before != null) return before;
    final int? shown = forward ? before : after;
    if (shown == null) return null;
    final int next = shown + (forward ? 1 : -1);
    return next >= 0 && next < count ? next : null;
  }

  /// The items that show in the viewport at [offset], [first] up to [end]
  /// (the children laid out; possibly none).
  ({int first, int end}) visibleItems(double offset) {
    if (itemCount == 0) return (first: 0, end: 0);
    int first = itemAt(offset);
    if (end(first) <= offset) first += 1;
    int last = itemAt(offset + viewportLength);
    if (start(last) >= offset + viewportLength) last -= 1;
    return first < itemCount && first <= last
        ? (first: first, end: last + 1)
        : (first: first, end: first);
  }

  /// The item whose snap offset is nearest [offset] (the first on a tie): the
  /// helpers' view at the snap position.
  int nearestSnapItem(double offset) {
    if (itemCount <= 1) return 0;
    final int index =
        _lastIndex(itemCount - 1, (int i) => snapOffset(i) <= offset);
    if (index + 1 >= itemCount) return index;
    final double above = (snapOffset(index + 1) - offset).abs();
    return above < (offset - snapOffset(index)).abs() ? index + 1 : index;
  }

  // Constants

  /// `ViewConfiguration.MINIMUM_FLING_VELOCITY`, px/s: Android's snap helpers
  /// take faster flings, its lists fling at it.
  static const double _androidMinimumFlingVelocity = 50;

  /// `ViewConfiguration.MAXIMUM_FLING_VELOCITY` and `kMaxFlingVelocity`, px/s.
  static const double _maximumFlingVelocity = 8000;

  /// The slowest fling of the Flutter physics in force, px/s, which page also
  /// turns past: `BouncingScrollPhysics.minFlingVelocity` (twice
  /// `kMinFlingVelocity`) under Flutter iOS, `kMinFlingVelocity` under Flutter
  /// Android.
  double get _flutterMinimumFlingVelocity =>
      platform == SnapPlatform.flutterIos ? 100 : 50;

  /// `BouncingScrollSimulation`'s friction: velocity kept per second.
  static const double _flutterFrictionDrag = 0.135;

  /// `OverScroller`'s spline (and `ClampingScrollSimulation`'s):
  /// `ViewConfiguration`'s scroll friction, g·(inches per metre)·(dp per
  /// inch)·0.84 at one pixel per logical pixel, the inflexion, and
  /// DECELERATION_RATE = ln 0.78 / ln 0.9.
  static const double _splineFriction = 0.015;
  static const double _physicalCoefficient = 9.80665 * 39.37 * 160 * 0.84;
  static const double _inflexion = 0.35;
  static final double _decelerationExponent = math.log(0.78) / math.log(0.9);

  /// `SplineOverScroller.getSplineFlingDistance` for a fling at [speed] (> 0).
  static double _splineDistance(double speed) {
    final double d = _decelerationExponent;
    const double f = _splineFriction * _physicalCoefficient;
    final double l = math.log(_inflexion * speed / f);
    return f * math.exp(d / (d - 1) * l);
  }
}
