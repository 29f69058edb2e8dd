// Motion Playground 0.3.3 export: pager (Transition pager, seed 001)
import 'package:flutter/physics.dart';
import 'package:flutter/widgets.dart';

/// UIKit's glide: a fling keeps rate^1000 of its velocity each second. Use: physics: const
/// PagerScrollPhysics(parent: BouncingScrollPhysics()).
@immutable
class PagerScrollPhysics extends ScrollPhysics {
  const PagerScrollPhysics({super.parent});

  /// How quickly a flicked page slows onto the next channel.
  static const double drag = 0.00004317; // 0.99^1000

  /// The bounce spring: response 0.6283 s, damping ratio 1.
  static final SpringDescription bounce = SpringDescription.withDampingRatio(mass: 1.0, stiffness: 100.0, ratio: 1.0);

  @override
  PagerScrollPhysics applyTo(ScrollPhysics? ancestor) => PagerScrollPhysics(parent: buildParent(ancestor));

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

/// Length of every transition (slide, parallax, fade, scale); a released swipe runs the rest of it.
const Duration pagerSlideDuration = Duration(milliseconds: 280);
const Curve pagerSlideCurve = Curves.easeInOut;

Future<void> animatePagerSlide(AnimationController controller) =>
    controller.animateTo(1.0, duration: pagerSlideDuration, curve: pagerSlideCurve);

/// The tab bar's ease-in-out scroll that keeps the selected tab in view.
const Duration pagerTabScrollDuration = Duration(milliseconds: 300);
const Curve pagerTabScrollCurve = Curves.easeInOut;

Future<void> animatePagerTabScroll(AnimationController controller) =>
    controller.animateTo(1.0, duration: pagerTabScrollDuration, curve: pagerTabScrollCurve);
