// Motion Playground 0.3.3 export: salon (Salon selector, seed 004)
import 'package:flutter/physics.dart';
import 'package:flutter/widgets.dart';

/// A release decelerates onto the card whose centre rests nearest where UIKit's glide would stop. Use:
/// physics: const SalonScrollPhysics(parent: BouncingScrollPhysics()).
@immutable
class SalonScrollPhysics extends ScrollPhysics {
  const SalonScrollPhysics({super.parent});

  /// The items along the axis, group by group: how many, and each one's length (pt).
  static const List<({int count, double length})> groups = <({int count, double length})>[
    (count: 14, length: 320.0),
  ];

  /// Gap between neighbouring items.
  static const double spacing = 10.0;
  /// Space before the first item.
  static const double insetLeading = 0.0;
  /// Space after the last item.
  static const double insetTrailing = 0.0;

  /// Velocity a free glide keeps each millisecond (0.99 is UIKit's .fast).
  static const double drag = 0.1351; // 0.998^1000

  /// Below this release speed a snap springs to its target instead of gliding onto it.
  static const double slowReleaseVelocity = 250.0;

  /// The snap spring: response 0.35 s, damping ratio 1.
  static final SpringDescription snapSpring = SpringDescription.withDampingRatio(mass: 1.0, stiffness: 322.3, ratio: 1.0);

  /// The bounce spring: response 0.6283 s, damping ratio 1.
  static final SpringDescription bounce = SpringDescription.withDampingRatio(mass: 1.0, stiffness: 100.0, ratio: 1.0);

  @override
  SalonScrollPhysics applyTo(ScrollPhysics? ancestor) => SalonScrollPhysics(parent: buildParent(ancestor));

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
    // The padding salonList gives this viewport: points count from it.
    final double leading = paddingLeading(position.viewportDimension);
    final double glideEnd = FrictionSimulation(drag, position.pixels, velocity).finalX;
    final int item = itemNear(glideEnd + align, leading);
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

/// The 14 items, each as long as its group says. A horizontal ListView needs a bounded height: the
/// SizedBox gives it the items' 200 pt. The LayoutBuilder pads the ends by the viewport's length so
/// that the first and last items reach their snap positions too, with the padding SalonScrollPhysics
/// counts from.
Widget salonList(IndexedWidgetBuilder itemBuilder) => SizedBox(
      height: 200.0,
      child: LayoutBuilder(
        builder: (BuildContext context, BoxConstraints constraints) => ListView.separated(
          scrollDirection: Axis.horizontal,
          physics: const SalonScrollPhysics(parent: BouncingScrollPhysics()),
          padding: EdgeInsetsDirectional.only(
            start: SalonScrollPhysics.paddingLeading(constraints.maxWidth),
            end: SalonScrollPhysics.paddingTrailing(constraints.maxWidth),
          ),
          itemCount: 14,
          separatorBuilder: (BuildContext context, int index) =>
              const SizedBox(width: SalonScrollPhysics.spacing),
          itemBuilder: (BuildContext context, int index) =>
              SizedBox(width: SalonScrollPhysics.lengthOf(index), child: itemBuilder(context, index)),
        ),
      ),
    );

/// A clicked card's expansion and its scroll to the centre.
const Duration salonClickDuration = Duration(milliseconds: 300);
const Curve salonClickCurve = Curves.easeInOut;

Future<void> animateSalonClick(AnimationController controller) =>
    controller.animateTo(1.0, duration: salonClickDuration, curve: salonClickCurve);

/// Cards collapsing / expanding and the viewfinder fading when scrolling starts or stops.
const Duration salonSelectionDuration = Duration(milliseconds: 150);
const Curve salonSelectionCurve = Curves.easeInOut;

Future<void> animateSalonSelection(AnimationController controller) =>
    controller.animateTo(1.0, duration: salonSelectionDuration, curve: salonSelectionCurve);
