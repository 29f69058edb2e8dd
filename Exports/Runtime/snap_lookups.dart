// snap_lookups.dart: the lookups of the ScrollPhysics that `playground export --format flutter`
// prints for a snapping strip: an item's length, where its snap point sits, and the item whose
// snap point is nearest a point, group by group, so that a million items cost what two groups do.
//
// Each export's physics class gets one class's members byte for byte
// (Sources/Export/Printing/FlutterPrinter+Strip.swift): the lines between `// member NAME` and
// `// end NAME`, FixedSnapLookups' for items of fixed lengths, RelativeSnapLookups' for items sized
// in percent of the viewport, with the export's own groups, spacing and insets. As written here
// they rest an item's centre and count from a leading padding the caller passes (the list's, which
// follows the viewport where the first and last items reach their rests); an export resting an
// item's start or end puts 0.0 or the item's length where the centre's `length / 2` is, and one
// padded by its inset alone counts from `insetLeading`, with no `leading` to pass. Checked by
// Tests/snap_lookups_checks.dart.

/// Items of fixed lengths: three of 100 pt and one of 40 pt, 10 pt apart.
class FixedSnapLookups {
  /// The items along the axis, group by group: how many, and each one's length (pt).
  static const List<({int count, double length})> groups = <({int count, double length})>[
    (count: 3, length: 100.0),
    (count: 1, length: 40.0),
  ];

  static const double spacing = 10.0;
  static const double insetLeading = 16.0;

  // member fixed
  /// Item `index`'s length along the axis (pt).
  static double lengthOf(int index) {
    for (final ({int count, double length}) group in groups) {
      if (index < group.count) return group.length;
      index -= group.count;
    }
    return groups.last.length;
  }

  /// Where item `index`'s snap point sits along the content (pt), after `leading` of padding.
  static double pointOf(int index, double leading) {
    double start = leading;
    for (final ({int count, double length}) group in groups) {
      final double pitch = group.length + spacing;
      if (index < group.count) return start + pitch * index + group.length / 2;
      start += pitch * group.count;
      index -= group.count;
    }
    return start;
  }

  /// The item whose snap point is nearest `point`, after `leading` of padding.
  static int itemNear(double point, double leading) {
    int first = 0;
    int best = 0;
    double start = leading;
    double bestDistance = double.maxFinite;
    for (final ({int count, double length}) group in groups) {
      final double pitch = group.length + spacing;
      final int k = ((point - start - group.length / 2) / pitch).round().clamp(0, group.count - 1);
      final double distance = (start + pitch * k + group.length / 2 - point).abs();
      if (distance < bestDistance) {
        best = first + k;
        bestDistance = distance;
      }
      first += group.count;
      start += pitch * group.count;
    }
    return best;
  }
  // end fixed
}

/// Items that follow the viewport: two of 20 pt plus half of it, then one a quarter of it long,
/// 10 pt apart.
class RelativeSnapLookups {
  /// The items along the axis, group by group: how many, and each one's length: length pt plus
  /// share of the viewport's (a size in percent follows the viewport).
  static const List<({int count, double length, double share})> groups =
      <({int count, double length, double share})>[
    (count: 2, length: 20.0, share: 0.5),
    (count: 1, length: 0.0, share: 0.25),
  ];

  static const double spacing = 10.0;
  static const double insetLeading = 16.0;

  // member relative
  /// Item `index`'s length along the axis (pt) in a viewport `viewport` pt long.
  static double lengthOf(int index, double viewport) {
    for (final ({int count, double length, double share}) group in groups) {
      if (index < group.count) return (group.length + group.share * viewport);
      index -= group.count;
    }
    return (groups.last.length + groups.last.share * viewport);
  }

  /// Where item `index`'s snap point sits along the content (pt), after `leading` of padding.
  static double pointOf(int index, double leading, double viewport) {
    double start = leading;
    for (final ({int count, double length, double share}) group in groups) {
      final double length = (group.length + group.share * viewport);
      final double pitch = length + spacing;
      if (index < group.count) return start + pitch * index + length / 2;
      start += pitch * group.count;
      index -= group.count;
    }
    return start;
  }

  /// The item whose snap point is nearest `point`, after `leading` of padding.
  static int itemNear(double point, double leading, double viewport) {
    int first = 0;
    int best = 0;
    double start = leading;
    double bestDistance = double.maxFinite;
    for (final ({int count, double length, double share}) group in groups) {
      final double length = (group.length + group.share * viewport);
      final double pitch = length + spacing;
      final int k = ((point - start - length / 2) / pitch).round().clamp(0, group.count - 1);
      final double distance = (start + pitch * k + length / 2 - point).abs();
      if (distance < bestDistance) {
        best = first + k;
        bestDistance = distance;
      }
      first += group.count;
      start += pitch * group.count;
    }
    return best;
  }
  // end relative
}
