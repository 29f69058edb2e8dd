// Motion Playground 0.3.3 export: pull (Pull to next page, seed 003)
import 'package:flutter/physics.dart';
import 'package:flutter/widgets.dart';

/// UIKit's glide: a fling keeps rate^1000 of its velocity each second. Use: physics: const
/// PullScrollPhysics(parent: BouncingScrollPhysics()).
@immutable
class PullScrollPhysics extends ScrollPhysics {
  const PullScrollPhysics({super.parent});

  /// Velocity a free glide keeps each millisecond (0.99 is UIKit's .fast).
  static const double drag = 0.1351; // 0.998^1000

  /// The bounce spring: response 0.6283 s, damping ratio 1.
  static final SpringDescription bounce = SpringDescription.withDampingRatio(mass: 1.0, stiffness: 100.0, ratio: 1.0);

  @override
  PullScrollPhysics applyTo(ScrollPhysics? ancestor) => PullScrollPhysics(parent: buildParent(ancestor));

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

/// The container's ease-in-out move to the next or previous page.
const Duration pullPageMoveDuration = Duration(milliseconds: 700);
const Curve pullPageMoveCurve = Curves.easeInOut;

Future<void> animatePullPageMove(AnimationController controller) =>
    controller.animateTo(1.0, duration: pullPageMoveDuration, curve: pullPageMoveCurve);
