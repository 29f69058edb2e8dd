// Motion Playground 0.2.0 export: pull (Pull to next page, seed 003)
// Flutter (Dart). Every value says what it is, its unit and where its default comes from.
import 'package:flutter/animation.dart';
import 'package:flutter/physics.dart';
import 'package:flutter/widgets.dart';

/// Velocity a free glide keeps each millisecond (0.99 is UIKit's .fast). Unit: per ms. Default 0.998,
/// from UIKit: UIScrollView.DecelerationRate.normal.
/// Flutter's FrictionSimulation takes the fraction of velocity kept per second, drag = r^1000 (here
/// 0.135065), and then glides exactly like UIKit: x(t) = x0 + v0·(drag^t − 1)/ln(drag). Use: physics:
/// const PullScrollPhysics(parent: BouncingScrollPhysics()).
class PullScrollPhysics extends ScrollPhysics {
  const PullScrollPhysics({super.parent});

  /// Velocity kept per second: 0.998^1000.
  static const double drag = 0.135065;

  @override
  PullScrollPhysics applyTo(ScrollPhysics? ancestor) => PullScrollPhysics(parent: buildParent(ancestor));

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

/// The spring that carries a slow release or a settle onto its target: response 0.35 s, damping ratio
/// 1. Defaults 0.35 s and 1, from playground: between SwiftUI's interactive 0.15 s and default 0.5 s
/// springs.
const SpringDescription pullSnapSpring = SpringDescription(mass: 1.0, stiffness: 322.273, damping: 35.9039);

/// The spring that follows mouse-wheel notches: response 0.18 s, damping ratio 1. Defaults 0.18 s and
/// 1, from playground: a 40 pt notch settles in about a fifth of a second.
const SpringDescription pullWheelSpring = SpringDescription(mass: 1.0, stiffness: 1218.47, damping: 69.8132);

/// The container's ease-in-out move to the next or previous page. Unit: s. Default 0.7, from seed 003:
/// UIView animateWithDuration:0.7.
const Duration pullPageMoveDuration = Duration(microseconds: 700000);
/// Curve: ease-in-out, a cubic Bézier.
const Cubic pullPageMoveCurve = Cubic(0.42, 0.0, 0.58, 1.0);

/// How many pages the pager has. Unit: pages. Default 5, from seed 003: self.totalCount = 5.
const double pullPages = 5.0;

/// Overshoot past the grid's bottom or top beyond which a release changes the page. Unit: pt. Default
/// 100, from seed 003: kOffSet = 100.
const double pullThreshold = 100.0;

/// Rubber-band slope past an edge: how much of a drag beyond it still moves the content. Default 0.55,
/// from UIKit: UIScrollView's rubber-band constant c = 0.55, as measured by chpwn.
const double pullRubberBand = 0.55;
