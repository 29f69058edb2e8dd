// snap_layout.dart: the Motion Playground's snapping decision rule as plain Dart (no Flutter
// widgets), so that a ScrollPhysics rests a release on the item the playground would. One file
// to add to a package (`meta` comes with Flutter); `playground export --exact` appends it to an
// export, with the glue that builds one for the scene. Checked row by row against
// Exports/Runtime/vectors.tsv, which the playground generates from its own decisions
// (Exports/Runtime/Tests/snap_layout_vectors.dart).

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
/// to rest on them: UIKit's projection of the release (x0 + v/λ at
/// [decelerationRate]), rounded to the item whose rest is nearest it, never
/// turned back against a flick, and held to [maxItemsPerFling] items (pages)
/// from the one selected when the finger went down.
///
/// Lengths are along the axis in logical pixels (the playground's points).
/// Content positions start at the content's leading edge, where
/// [insetLeading] comes before the first item; offsets are scroll offsets,
/// the content position at the viewport's leading edge. Every lookup is a
/// binary search over the groups (and over the indices for the nearest rest),
/// so a million items cost what twenty do. Groups with no items are skipped,
/// a fling limit below 1 means none, and the rate is held to 0.01..0.9999, as
/// the playground holds them.
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
    double decelerationRate = 0.998,
    this.slowReleaseVelocity = 250,
    this.pagingVelocityThreshold = 300,
    required double viewportLength,
  })  : groups = List<SnapItemGroup>.unmodifiable(groups),
        maxItemsPerFling = maxItemsPerFling != null && maxItemsPerFling > 0
            ? maxItemsPerFling
            : null,
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

  /// Where a free glide from [offset] at [velocity] (pixels per second)
  /// tends: x0 + v/λ with λ = −1000·ln(rate) per second. Speeds beyond 10⁶
  /// and offsets beyond 10¹² are held there, as the playground holds them.
  double projectedRest(double offset, double velocity) {
    final double x0 = offset.isNaN ? 0.0 : math.min(math.max(offset, -1e12), 1e12);
    final double v0 =
        velocity.isNaN ? 0.0 : math.min(math.max(velocity, -1e6), 1e6);
    return x0 + v0 / (-1000 * math.log(decelerationRate));
  }

  /// Where a release at [releaseOffset] with [velocity] (pixels per second,
  /// positive towards the end) rests, counted from [anchor] (what was
  /// selected at the press); null leaves the glide alone (none without a
  /// fling limit).
  SnapTarget? target(double releaseOffset, double velocity, SnapAnchor anchor) {
    if (itemCount == 0) return null;
    final double? rest = _rest(releaseOffset, velocity, anchor);
    if (rest == null) return null;
    final double held = math.min(math.max(rest, minOffset), maxOffset);
    return (item: anchorAt(held).item, offset: held);
  }

  /// [target]'s offset before it is held to the range.
  double? _rest(double offset, double velocity, SnapAnchor anchor) {
    final double projected = projectedRest(offset, velocity);
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
        if (velocity >= slowReleaseVelocity && restOffset(index) < offset) {
          index = math.min(index + 1, last);
        } else if (velocity <= -slowReleaseVelocity &&
            restOffset(index) > offset) {
          index = math.max(index - 1, 0);
        }
        index = _limited(index, anchor.item, offset, velocity,
            (int i) => restOffset(math.min(math.max(0, i), last)));
        return restOffset(math.min(math.max(0, index), last));
      case SnapRule.page:
        if (n == null || n <= 1) return _pagingRest(offset, velocity);
        int page = nearestPage(projected);
        if (velocity >= slowReleaseVelocity && pageOffset(page) < offset) {
          page = math.min(page + 1, lastPage);
        } else if (velocity <= -slowReleaseVelocity &&
            pageOffset(page) > offset) {
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

  /// A pager: the next page in the flick's direction when faster than the
  /// threshold, else the nearest; never more than one page.
  double _pagingRest(double offset, double velocity) {
    final double threshold = pagingVelocityThreshold.isNaN
        ? 300.0
        : pagingVelocityThreshold.abs();
    final double page = (offset - minOffset) / viewportLength;
    // A hair of slack so that an offset on a page up to rounding counts as on
    // it.
    final double index;
    if (velocity > threshold) {
      index = (page + 1e-9).floorToDouble() + 1;
    } else if (velocity < -threshold) {
      index = (page - 1e-9).ceilToDouble() - 1;
    } else {
      index = page.roundToDouble();
    }
    return math.min(
        math.max(minOffset + index * viewportLength, minOffset), maxOffset);
  }
}
