// Motion Playground 0.2.0 export: million-rows (A million rows, scene file million-rows.json)
// Flutter (Dart). Every value says what it is, its unit and where its default comes from.
import 'package:flutter/animation.dart';
import 'package:flutter/physics.dart';
import 'package:flutter/widgets.dart';

/// Velocity a free glide keeps each millisecond (0.99 is UIKit's .fast). Unit: per ms. Default 0.998,
/// from UIKit: UIScrollView.DecelerationRate.normal.
/// Flutter's FrictionSimulation takes the fraction of velocity kept per second, drag = r^1000 (here
/// 0.135065), and then glides exactly like UIKit: x(t) = x0 + v0·(drag^t − 1)/ln(drag). Use: physics:
/// const MillionRowsScrollPhysics(parent: BouncingScrollPhysics()).
class MillionRowsScrollPhysics extends ScrollPhysics {
  const MillionRowsScrollPhysics({super.parent});

  /// Velocity kept per second: 0.998^1000.
  static const double drag = 0.135065;

  @override
  MillionRowsScrollPhysics applyTo(ScrollPhysics? ancestor) => MillionRowsScrollPhysics(parent: buildParent(ancestor));

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
const SpringDescription millionRowsSnapSpring = SpringDescription(mass: 1.0, stiffness: 322.273, damping: 35.9039);

/// The spring that follows mouse-wheel notches: response 0.18 s, damping ratio 1. Defaults 0.18 s and
/// 1, from playground: a 40 pt notch settles in about a fifth of a second.
const SpringDescription millionRowsWheelSpring = SpringDescription(mass: 1.0, stiffness: 1218.47, damping: 69.8132);

/// Rubber-band slope past an edge: how much of a drag beyond it still moves the content. Default 0.55,
/// from UIKit: UIScrollView's rubber-band constant c = 0.55, as measured by chpwn.
const double millionRowsRubberBand = 0.55;

/// Below this release speed a snap springs to its target instead of gliding onto it. Unit: pt/s.
/// Default 250, from playground: about the speed of a deliberate placement rather than a flick.
const double millionRowsSlowReleaseVelocity = 250.0;

// Snapping: add --exact to this export for the playground's own decision rule over these items
// (Exports/Runtime) and the code that uses it.
