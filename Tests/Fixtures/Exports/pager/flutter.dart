// Motion Playground 0.2.0 export: pager (Transition pager, seed 001)
// Flutter (Dart). Every value says what it is, its unit and where its default comes from.
import 'package:flutter/animation.dart';
import 'package:flutter/physics.dart';
import 'package:flutter/widgets.dart';

/// Velocity a free glide keeps each millisecond (0.99 is UIKit's .fast). Unit: per ms. Default 0.998,
/// from UIKit: UIScrollView.DecelerationRate.normal.
/// Flutter's FrictionSimulation takes the fraction of velocity kept per second, drag = r^1000 (here
/// 0.135065), and then glides exactly like UIKit: x(t) = x0 + v0·(drag^t − 1)/ln(drag). Use: physics:
/// const PagerScrollPhysics(parent: BouncingScrollPhysics()).
class PagerScrollPhysics extends ScrollPhysics {
  const PagerScrollPhysics({super.parent});

  /// Velocity kept per second: 0.998^1000.
  static const double drag = 0.135065;

  @override
  PagerScrollPhysics applyTo(ScrollPhysics? ancestor) => PagerScrollPhysics(parent: buildParent(ancestor));

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
const SpringDescription pagerWheelSpring = SpringDescription(mass: 1.0, stiffness: 1218.47, damping: 69.8132);

/// Length of every transition (slide, parallax, fade, scale); a released swipe runs the rest of it.
/// Unit: s. Default 0.28, from seed 001: 统一动画时长为0.28秒 (every transition lasts 0.28 s).
const Duration pagerSlideDuration = Duration(microseconds: 280000);
/// Curve: ease-in-out, a cubic Bézier.
const Cubic pagerSlideCurve = Cubic(0.42, 0.0, 0.58, 1.0);

/// The tab bar's ease-in-out scroll that keeps the selected tab in view. Unit: s. Default 0.3, from
/// UIKit: scrollRectToVisible(animated:) takes about 0.3 s.
const Duration pagerTabScrollDuration = Duration(microseconds: 300000);
/// Curve: ease-in-out, a cubic Bézier.
const Cubic pagerTabScrollCurve = Cubic(0.42, 0.0, 0.58, 1.0);

/// The animator in use until A or a button picks another. Default slide, from seed 001:
/// DTTransitionAnimator slides.
const String pagerAnimator = 'slide';

/// A released swipe faster than this finishes (forward) or cancels (backward) whatever its distance,
/// decelerating onto the page. Unit: pt/s. Default 250, from playground: the scroll physics'
/// slow-release speed: slower swipes decide by distance.
const double pagerFinishVelocity = 250.0;

/// A slower release finishes the transition when the swipe got further than this fraction. Default 0.5,
/// from UIKit: UIPercentDrivenInteractiveTransition convention: past half completes.
const double pagerFinishProgress = 0.5;

/// Rubber-band slope past an edge: how much of a drag beyond it still moves the content. Default 0.55,
/// from UIKit: UIScrollView's rubber-band constant c = 0.55, as measured by chpwn.
const double pagerRubberBand = 0.55;
