// Motion Playground 0.3.3 export: carousel (Card carousel, scene file carousel.json)
import 'package:flutter/physics.dart';
import 'package:flutter/widgets.dart';

/// A release decelerates onto the card whose centre rests nearest where UIKit's glide would stop, at
/// most 1 from the one the finger left. Use: physics: const CarouselScrollPhysics(parent:
/// BouncingScrollPhysics()).
@immutable
class CarouselScrollPhysics extends ScrollPhysics {
  const CarouselScrollPhysics({super.parent});

  /// The items along the axis, group by group: how many, and each one's length (pt).
  static const List<({int count, double length})> groups = <({int count, double length})>[
    (count: 20, length: 280.0),
    (count: 1, length: 320.0),
  ];

  /// Gap between neighbouring items.
  static const double spacing = 16.0;
  /// Space before the first item.
  static const double insetLeading = 24.0;
  /// Space after the last item.
  static const double insetTrailing = 24.0;

  /// At most this many items (pages) from the one selected at the press; 0 = no limit.
  static const int maxItemsPerFling = 1;

  /// Velocity a free glide keeps each millisecond (0.99 is UIKit's .fast).
  static const double drag = 0.00004317; // 0.99^1000

  /// Below this release speed a snap springs to its target instead of gliding onto it.
  static const double slowReleaseVelocity = 250.0;

  /// The snap spring: response 0.35 s, damping ratio 1.
  static final SpringDescription snapSpring = SpringDescription.withDampingRatio(mass: 1.0, stiffness: 322.3, ratio: 1.0);

  /// The bounce spring: response 0.6283 s, damping ratio 1.
  static final SpringDescription bounce = SpringDescription.withDampingRatio(mass: 1.0, stiffness: 100.0, ratio: 1.0);

  @override
  CarouselScrollPhysics applyTo(ScrollPhysics? ancestor) => CarouselScrollPhysics(parent: buildParent(ancestor));

  /// The list's padding before the first card in a viewport `viewport` pt long: the inset, or more so
  /// that the first card's centre reaches its rest.
  static double paddingLeading(double viewport) => ((viewport - groups.first.length) / 2).clamp(insetLeading, double.maxFinite);

  /// The list's padding after the last card: the inset, or more so that its centre reaches its rest.
  static double paddingTrailing(double viewport) => ((viewport - groups.last.length) / 2).clamp(insetTrailing, double.maxFinite);

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

  @override
  Simulation? createBallisticSimulation(ScrollMetrics position, double velocity) {
    final Tolerance tolerance = toleranceFor(position);
    if (position.outOfRange) {
      final double edge = position.pixels < position.minScrollExtent
          ? position.minScrollExtent
          : position.maxScrollExtent;
      return ScrollSpringSimulation(bounce, position.pixels, edge, velocity, tolerance: tolerance);
    }
    final double align = position.viewportDimension / 2;
    // The padding carouselList gives this viewport: points count from it.
    final double leading = paddingLeading(position.viewportDimension);
    final double glideEnd = FrictionSimulation(drag, position.pixels, velocity).finalX;
    // Counted from where the finger left: ScrollPhysics never sees where the drag began.
    final int from = itemNear(position.pixels + align, leading);
    final int item = itemNear(glideEnd + align, leading).clamp(from - maxItemsPerFling, from + maxItemsPerFling);
    final double target = (pointOf(item, leading) - align).clamp(position.minScrollExtent, position.maxScrollExtent);
    final double distance = target - position.pixels;
    if (distance.abs() < tolerance.distance && velocity.abs() < tolerance.velocity) return null;
    // A flick towards the card decelerates onto it; a slow release, or one moving away, springs.
    if (velocity.abs() >= slowReleaseVelocity && distance * velocity > 0) {
      return FrictionSimulation.through(position.pixels, target, velocity, tolerance.velocity * velocity.sign);
    }
    return ScrollSpringSimulation(snapSpring, position.pixels, target, velocity, tolerance: tolerance);
  }
}

/// The 21 items, each as long as its group says. A horizontal ListView needs a bounded height: the
/// SizedBox gives it the items' 180 pt. The LayoutBuilder pads the ends by the viewport's length so
/// that the first and last items reach their snap positions too, with the padding CarouselScrollPhysics
/// counts from.
Widget carouselList(IndexedWidgetBuilder itemBuilder) => SizedBox(
      height: 180.0,
      child: LayoutBuilder(
        builder: (BuildContext context, BoxConstraints constraints) => ListView.separated(
          scrollDirection: Axis.horizontal,
          physics: const CarouselScrollPhysics(parent: BouncingScrollPhysics()),
          padding: EdgeInsetsDirectional.only(
            start: CarouselScrollPhysics.paddingLeading(constraints.maxWidth),
            end: CarouselScrollPhysics.paddingTrailing(constraints.maxWidth),
          ),
          itemCount: 21,
          separatorBuilder: (BuildContext context, int index) =>
              const SizedBox(width: CarouselScrollPhysics.spacing),
          itemBuilder: (BuildContext context, int index) =>
              SizedBox(width: CarouselScrollPhysics.lengthOf(index), child: itemBuilder(context, index)),
        ),
      ),
    );
