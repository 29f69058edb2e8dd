// Motion Playground 0.3.3 export: thumbnail-strip (Thumbnails resting at the end, scene file thumbnail-strip.json)
import 'package:flutter/physics.dart';
import 'package:flutter/widgets.dart';

/// A release decelerates onto the card whose end rests nearest where UIKit's glide would stop, at most
/// 2 from the one the finger left. Use: physics: const ThumbnailStripScrollPhysics(parent:
/// BouncingScrollPhysics()).
@immutable
class ThumbnailStripScrollPhysics extends ScrollPhysics {
  const ThumbnailStripScrollPhysics({super.parent});

  /// The items along the axis, group by group: how many, and each one's length (pt).
  static const List<({int count, double length})> groups = <({int count, double length})>[
    (count: 30, length: 120.0),
  ];

  /// Gap between neighbouring items.
  static const double spacing = 6.0;
  /// Space before the first item.
  static const double insetLeading = 12.0;
  /// Space after the last item.
  static const double insetTrailing = 12.0;

  /// At most this many items (pages) from the one selected at the press; 0 = no limit.
  static const int maxItemsPerFling = 2;

  /// Velocity a free glide keeps each millisecond (0.99 is UIKit's .fast).
  static const double drag = 0.1351; // 0.998^1000

  /// Below this release speed a snap springs to its target instead of gliding onto it.
  static const double slowReleaseVelocity = 250.0;

  /// The snap spring: response 0.35 s, damping ratio 1.
  static final SpringDescription snapSpring = SpringDescription.withDampingRatio(mass: 1.0, stiffness: 322.3, ratio: 1.0);

  /// The bounce spring: response 0.6283 s, damping ratio 1.
  static final SpringDescription bounce = SpringDescription.withDampingRatio(mass: 1.0, stiffness: 100.0, ratio: 1.0);

  @override
  ThumbnailStripScrollPhysics applyTo(ScrollPhysics? ancestor) => ThumbnailStripScrollPhysics(parent: buildParent(ancestor));

  /// Item `index`'s length along the axis (pt).
  static double lengthOf(int index) {
    for (final ({int count, double length}) group in groups) {
      if (index < group.count) return group.length;
      index -= group.count;
    }
    return groups.last.length;
  }

  /// Where item `index`'s snap point sits along the content (pt).
  static double pointOf(int index) {
    double start = insetLeading;
    for (final ({int count, double length}) group in groups) {
      final double pitch = group.length + spacing;
      if (index < group.count) return start + pitch * index + group.length;
      start += pitch * group.count;
      index -= group.count;
    }
    return start;
  }

  /// The item whose snap point is nearest `point`.
  static int itemNear(double point) {
    int first = 0;
    int best = 0;
    double start = insetLeading;
    double bestDistance = double.maxFinite;
    for (final ({int count, double length}) group in groups) {
      final double pitch = group.length + spacing;
      final int k = ((point - start - group.length) / pitch).round().clamp(0, group.count - 1);
      final double distance = (start + pitch * k + group.length - point).abs();
      if (distance < bestDistance) {
        best = first + k;
        bestDistance = distance;
      }
      first += group.count;
      start += pitch * group.count;
    }
    return best;
  }

  @override
  Simulation? createBallisticSimulation(ScrollMetrics position, double velocity) {
    final Tolerance tolerance = toleranceFor(position);
    if (position.outOfRange) {
      final double edge = position.pixels < position.minScrollExtent
          ? position.minScrollExtent
          : position.maxScrollExtent;
      return ScrollSpringSimulation(bounce, position.pixels, edge, velocity, tolerance: tolerance);
    }
    final double align = position.viewportDimension - insetTrailing;
    final double glideEnd = FrictionSimulation(drag, position.pixels, velocity).finalX;
    // Counted from where the finger left: ScrollPhysics never sees where the drag began.
    final int from = itemNear(position.pixels + align);
    final int item = itemNear(glideEnd + align).clamp(from - maxItemsPerFling, from + maxItemsPerFling);
    final double target = (pointOf(item) - align).clamp(position.minScrollExtent, position.maxScrollExtent);
    final double distance = target - position.pixels;
    if (distance.abs() < tolerance.distance && velocity.abs() < tolerance.velocity) return null;
    // A flick towards the card decelerates onto it; a slow release, or one moving away, springs.
    if (velocity.abs() >= slowReleaseVelocity && distance * velocity > 0) {
      return FrictionSimulation.through(position.pixels, target, velocity, tolerance.velocity * velocity.sign);
    }
    return ScrollSpringSimulation(snapSpring, position.pixels, target, velocity, tolerance: tolerance);
  }
}

/// The 30 items, each as long as its group says. A horizontal ListView needs a bounded height: the
/// SizedBox gives it the items' 90 pt.
Widget thumbnailStripList(IndexedWidgetBuilder itemBuilder) => SizedBox(
      height: 90.0,
      child: ListView.separated(
        scrollDirection: Axis.horizontal,
        physics: const ThumbnailStripScrollPhysics(parent: BouncingScrollPhysics()),
        padding: const EdgeInsetsDirectional.only(
          start: ThumbnailStripScrollPhysics.insetLeading,
          end: ThumbnailStripScrollPhysics.insetTrailing,
        ),
        itemCount: 30,
        separatorBuilder: (BuildContext context, int index) =>
            const SizedBox(width: ThumbnailStripScrollPhysics.spacing),
        itemBuilder: (BuildContext context, int index) =>
            SizedBox(width: ThumbnailStripScrollPhysics.lengthOf(index), child: itemBuilder(context, index)),
      ),
    );
