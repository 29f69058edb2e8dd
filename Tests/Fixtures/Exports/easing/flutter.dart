// Motion Playground 0.3.3 export: easing (Eased scrolling, seed 002)
import 'package:flutter/physics.dart';
import 'package:flutter/widgets.dart';

/// UIKit's glide: a fling keeps rate^1000 of its velocity each second. Use: physics: const
/// EasingScrollPhysics(parent: BouncingScrollPhysics()).
@immutable
class EasingScrollPhysics extends ScrollPhysics {
  const EasingScrollPhysics({super.parent});

  /// Velocity a free glide keeps each millisecond (0.99 is UIKit's .fast).
  static const double drag = 0.1351; // 0.998^1000

  /// The bounce spring: response 0.6283 s, damping ratio 1.
  static final SpringDescription bounce = SpringDescription.withDampingRatio(mass: 1.0, stiffness: 100.0, ratio: 1.0);

  @override
  EasingScrollPhysics applyTo(ScrollPhysics? ancestor) => EasingScrollPhysics(parent: buildParent(ancestor));

  @override
  Simulation? createBallisticSimulation(ScrollMetrics position, double velocity) {
    final Tolerance tolerance = toleranceFor(position);
    if (position.outOfRange) {
      final double edge = position.pixels < position.minScrollExtent
          ? position.minScrollExtent
          : position.maxScrollExtent;
      return ScrollSpringSimulation(bounce, position.pixels, edge, velocity, tolerance: tolerance);
    }
    if (velocity.abs() < tolerance.velocity) return null;
    return FrictionSimulation(drag, position.pixels, velocity, tolerance: tolerance);
  }
}

/// Length of setContentOffset animations until another is picked ([ / ] or the buttons).
const Duration easingDuration = Duration(seconds: 1);
const Curve easingCurve = Cubic(0.65, 0.0, 0.35, 1.0);

Future<void> animateEasing(AnimationController controller) =>
    controller.animateTo(1.0, duration: easingDuration, curve: easingCurve);
