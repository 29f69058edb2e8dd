// Motion Playground 0.2.0 export: easing (Eased scrolling, seed 002)
// Flutter (Dart). Every value says what it is, its unit and where its default comes from.
import 'package:flutter/animation.dart';
import 'package:flutter/physics.dart';
import 'package:flutter/widgets.dart';

/// Velocity a free glide keeps each millisecond (0.99 is UIKit's .fast). Unit: per ms. Default 0.998,
/// from UIKit: UIScrollView.DecelerationRate.normal.
/// Flutter's FrictionSimulation takes the fraction of velocity kept per second, drag = r^1000 (here
/// 0.135065), and then glides exactly like UIKit: x(t) = x0 + v0·(drag^t − 1)/ln(drag). Use: physics:
/// const EasingScrollPhysics(parent: BouncingScrollPhysics()).
class EasingScrollPhysics extends ScrollPhysics {
  const EasingScrollPhysics({super.parent});

  /// Velocity kept per second: 0.998^1000.
  static const double drag = 0.135065;

  @override
  EasingScrollPhysics applyTo(ScrollPhysics? ancestor) => EasingScrollPhysics(parent: buildParent(ancestor));

  /// The spring that returns content from past an edge: response 0.628319 s, damping ratio 1. Defaults
  /// 0.6283185307179586 s and 1, from UIKit: edge bounce k = 100, ζ = 1, as ScrollMechanics reconstructs
  /// UIScrollView.
  @override
  SpringDescription get spring => const SpringDescription(mass: 1.0, stiffness: 100.0, damping: 20.0);

  @override
  Simulation? createBallisticSimulation(ScrollMetrics position, double velocity) {
    final Tolerance tolerance = toleranceFor(position);
    if (position.outOfRange || velocity.abs() < tolerance.velocity) {
      return super.createBallisticSimulation(position, velocity);
    }
    return FrictionSimulation(drag, position.pixels, velocity, tolerance: tolerance);
  }
}

/// The spring that follows mouse-wheel notches: response 0.18 s, damping ratio 1. Defaults 0.18 s and
/// 1, from playground: a 40 pt notch settles in about a fifth of a second.
const SpringDescription easingWheelSpring = SpringDescription(mass: 1.0, stiffness: 1218.47, damping: 69.8132);

/// Length of setContentOffset animations until another is picked ([ / ] or the buttons). Unit: s.
/// Default 1, from playground: the middle of the 0.25–4 s buttons; the seed takes a duration per call.
const Duration easingDuration = Duration(microseconds: 1000000);
/// Curve: easeInOutCubic, as easings.net's cubic Bézier (at most 0.0095 of the distance off). Timing
/// function of those animations until another is picked (← / →). Default easeInOutCubic, from seed 002:
/// ScrollTimingFunction, one of Penner's equations.
const Cubic easingCurve = Cubic(0.65, 0.0, 0.35, 1.0);

/// Rubber-band slope past an edge: how much of a drag beyond it still moves the content. Default 0.55,
/// from UIKit: UIScrollView's rubber-band constant c = 0.55, as measured by chpwn.
const double easingRubberBand = 0.55;
