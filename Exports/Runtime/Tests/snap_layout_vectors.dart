// Checks ../snap_layout.dart against every row of ../vectors.tsv (the
// playground's own decisions), from this folder (pubspec.yaml brings `meta`):
//
//   dart pub get --offline && dart run snap_layout_vectors.dart ../vectors.tsv
//
// Items and pages must be equal, offsets within 1e-9 (relative beyond 1). It
// prints how many rows passed, or the first row that fails and exits 1 (2 for
// a file it cannot read).

import 'dart:io';
import 'dart:math' as math;

import '../snap_layout.dart';

void main(List<String> args) {
  if (args.length != 1 || !File(args[0]).existsSync()) {
    fail('usage: dart run snap_layout_vectors.dart VECTORS.tsv', 2);
  }
  final List<String> lines = File(args[0]).readAsLinesSync();
  SnapLayout? layout;
  int checked = 0;
  for (int number = 0; number < lines.length; number++) {
    final String line = lines[number];
    if (line.isEmpty || line.startsWith('#')) continue;
    final List<String> fields = line.split('\t');
    final SnapLayout? current = layout;
    String? problem;
    if (fields[0] == 'layout') {
      layout = parseLayout(fields);
      problem = layout == null ? 'not a layout line' : null;
    } else if (current == null) {
      problem = 'a row before any layout line';
    } else {
      problem = check(fields, current);
    }
    if (problem != null) fail('vectors.tsv:${number + 1}: $problem\n  $line', 1);
    checked += 1;
  }
  stdout.writeln('Dart SnapLayout: $checked rows passed');
}

Never fail(String message, int code) {
  stderr.writeln(message);
  exit(code);
}

/// `layout NAME PLATFORM DENSITY SNAP MAX REACH SPACING LEAD TRAIL RATE SLOW
/// PAGING VIEWPORT GROUPS`.
SnapLayout? parseLayout(List<String> f) {
  if (f.length != 15) return null;
  // The playground's names: flutter-ios is SnapPlatform.flutterIos.
  final Iterable<SnapPlatform> platforms = SnapPlatform.values.where(
      (SnapPlatform p) =>
          p.name.replaceAllMapped(RegExp('[A-Z]'),
              (Match m) => '-${m[0]!.toLowerCase()}') ==
          f[2]);
  final double? density = double.tryParse(f[3]);
  final Iterable<SnapRule> rules =
      SnapRule.values.where((SnapRule r) => r.name == f[4]);
  if (platforms.isEmpty || density == null || rules.isEmpty) return null;
  final List<double?> numbers = f.sublist(7, 14).map(double.tryParse).toList();
  if (numbers.contains(null)) return null;
  final List<SnapItemGroup> groups = <SnapItemGroup>[];
  for (final String group in f[14].split(',')) {
    final List<String> parts = group.split('x');
    if (parts.length != 2) return null;
    final int? count = int.tryParse(parts[0]);
    final double? length = double.tryParse(parts[1]);
    if (count == null || length == null) return null;
    groups.add((count: count, length: length));
  }
  return SnapLayout(
    groups: groups,
    spacing: numbers[0]!,
    insetLeading: numbers[1]!,
    insetTrailing: numbers[2]!,
    snap: rules.first,
    maxItemsPerFling: int.tryParse(f[5]),
    reachesEnds: f[6] == '1',
    platform: platforms.first,
    density: density,
    decelerationRate: numbers[3]!,
    slowReleaseVelocity: numbers[4]!,
    pagingVelocityThreshold: numbers[5]!,
    viewportLength: numbers[6]!,
  );
}

/// Offsets agree to 1e-9, relative to their size beyond 1 (a million rows are
/// 5.7e7 pixels long).
bool close(double got, String want) {
  final double? w = double.tryParse(want);
  return w != null && (got - w).abs() <= 1e-9 * math.max(1.0, w.abs());
}

/// null when the row holds; else what differs.
String? check(List<String> f, SnapLayout layout) {
  if (f[0] == 'range' && f.length == 6) {
    final bool ok = '${layout.itemCount}' == f[1] &&
        close(layout.contentLength, f[2]) &&
        close(layout.minOffset, f[3]) &&
        close(layout.maxOffset, f[4]) &&
        '${layout.lastPage}' == f[5];
    return ok
        ? null
        : 'got ${layout.itemCount} ${layout.contentLength} '
            '${layout.minOffset} ${layout.maxOffset} ${layout.lastPage}';
  }
  if (f[0] == 'rest' && f.length == 3) {
    final double rest = layout.restOffset(int.parse(f[1]));
    return close(rest, f[2]) ? null : 'got $rest';
  }
  if (f[0] == 'anchor' && f.length == 4) {
    final SnapAnchor anchor = layout.anchorAt(double.parse(f[1]));
    return '${anchor.item}' == f[2] && '${anchor.page}' == f[3]
        ? null
        : 'got ${anchor.item} ${anchor.page}';
  }
  if (f[0] == 'target' && f.length == 7) {
    final SnapAnchor anchor = (item: int.parse(f[3]), page: int.parse(f[4]));
    final SnapTarget? target =
        layout.target(double.parse(f[1]), double.parse(f[2]), anchor);
    if (target == null) return f[5] == '-' && f[6] == '-' ? null : 'got - -';
    return '${target.item}' == f[5] && close(target.offset, f[6])
        ? null
        : 'got ${target.item} ${target.offset}';
  }
  return 'an unknown row';
}
