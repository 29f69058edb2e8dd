// Motion Playground 0.2.0 export: roller (Rolling notice, seed 000)
// Flutter (Dart). Every value says what it is, its unit and where its default comes from.
import 'package:flutter/animation.dart';
import 'package:flutter/physics.dart';
import 'package:flutter/widgets.dart';

/// How long a row stays before the next roll (the timer fires every stay + roll). Unit: s. Default 2,
/// from seed 000: _stayInterval = 2.
const Duration rollerStayInterval = Duration(microseconds: 2000000);

/// Length of one roll's animation (the fade style needs more than its 0.1 s delay). Unit: s. Default
/// 0.66, from seed 000: _animationDuration = 0.66.
const Duration rollerRollDuration = Duration(microseconds: 660000);
/// Curve: ease-in-out, a cubic Bézier.
const Cubic rollerRollCurve = Cubic(0.42, 0.0, 0.58, 1.0);

/// How far the fade style's rows drift up while fading. Unit: pt. Default 6, from seed 000:
/// _fadeTranslationY = 6.
const double rollerFadeTranslation = 6.0;

/// Gap between the outgoing and the incoming row in the default and scaleY styles. Unit: pt. Default 0,
/// from seed 000: spaceOfItem, never set, so 0.
const double rollerSpace = 0.0;

/// The style the Custom roller starts with (the other three show one style each). Default default, from
/// seed 000: RollingStyleDefault.
const String rollerStyle = 'default';
