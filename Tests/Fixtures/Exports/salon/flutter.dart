// Motion Playground 0.2.0 export: salon (Salon selector, seed 004)
// Flutter (Dart). Every value says what it is, its unit and where its default comes from.
import 'package:flutter/animation.dart';
import 'package:flutter/physics.dart';
import 'package:flutter/widgets.dart';

/// Velocity a free glide keeps each millisecond (0.99 is UIKit's .fast). Unit: per ms. Default 0.998,
/// from UIKit: UIScrollView.DecelerationRate.normal.
/// Flutter's FrictionSimulation takes the fraction of velocity kept per second, drag = r^1000 (here
/// 0.135065), and then glides exactly like UIKit: x(t) = x0 + v0·(drag^t − 1)/ln(drag). Use: physics:
/// const SalonScrollPhysics(parent: BouncingScrollPhysics()).
class SalonScrollPhysics extends ScrollPhysics {
  const SalonScrollPhysics({super.parent});

  /// Velocity kept per second: 0.998^1000.
  static const double drag = 0.135065;

  /// Distance between snap positions (pt): the demo always rests with an item centred.
  static const double itemExtent = 330.0;

  /// The spring that carries a slow release or a settle onto its target: response 0.35 s, damping ratio
  /// 1. Defaults 0.35 s and 1, from playground: between SwiftUI's interactive 0.15 s and default 0.5 s
  /// springs.
  static const SpringDescription snapSpring = SpringDescription(mass: 1.0, stiffness: 322.273, damping: 35.9039);

  @override
  SalonScrollPhysics applyTo(ScrollPhysics? ancestor) => SalonScrollPhysics(parent: buildParent(ancestor));

  /// The spring that returns content from past an edge: response 0.628319 s, damping ratio 1. Defaults
  /// 0.6283185307179586 s and 1, from UIKit: edge bounce k = 100, ζ = 1, as ScrollMechanics reconstructs
  /// UIScrollView.
  @override
  SpringDescription get spring => const SpringDescription(mass: 1.0, stiffness: 100.0, damping: 20.0);

  @override
  Simulation? createBallisticSimulation(ScrollMetrics position, double velocity) {
    final Tolerance tolerance = toleranceFor(position);
    if (position.outOfRange) return super.createBallisticSimulation(position, velocity);
    // The item nearest where a free glide would rest comes to rest centred.
    final double landing = velocity.abs() < tolerance.velocity
        ? position.pixels
        : FrictionSimulation(drag, position.pixels, velocity).finalX;
    final double target = ((landing / itemExtent).round() * itemExtent)
        .clamp(position.minScrollExtent, position.maxScrollExtent)
        .toDouble();
    if ((target - position.pixels).abs() < tolerance.distance) return null;
    return ScrollSpringSimulation(snapSpring, position.pixels, target, velocity, tolerance: tolerance);
  }
}

/// The spring that follows mouse-wheel notches: response 0.18 s, damping ratio 1. Defaults 0.18 s and
/// 1, from playground: a 40 pt notch settles in about a fifth of a second.
const SpringDescription salonWheelSpring = SpringDescription(mass: 1.0, stiffness: 1218.47, damping: 69.8132);

/// A clicked card's expansion and its scroll to the centre. Unit: s. Default 0.3, from seed 004:
/// didSelectItemAt: UIView.animate(withDuration: 0.3).
const Duration salonClickDuration = Duration(microseconds: 300000);
/// Curve: ease-in-out, a cubic Bézier.
const Cubic salonClickCurve = Cubic(0.42, 0.0, 0.58, 1.0);

/// Cards collapsing / expanding and the viewfinder fading when scrolling starts or stops. Unit: s.
/// Default 0.15, from seed 004: updateSelection: UIView.animate(withDuration: 0.15).
const Duration salonSelectionDuration = Duration(microseconds: 150000);
/// Curve: ease-in-out, a cubic Bézier.
const Cubic salonSelectionCurve = Cubic(0.42, 0.0, 0.58, 1.0);

/// Below this release speed a snap springs to its target instead of gliding onto it. Unit: pt/s.
/// Default 250, from playground: about the speed of a deliberate placement rather than a flick.
const double salonSlowReleaseVelocity = 250.0;

/// Rubber-band slope past an edge: how much of a drag beyond it still moves the content. Default 0.55,
/// from UIKit: UIScrollView's rubber-band constant c = 0.55, as measured by chpwn.
const double salonRubberBand = 0.55;
