// Motion Playground 0.3.3 export: roller (Rolling notice, seed 000)
import 'package:flutter/widgets.dart';

/// Length of one roll's animation (the fade style needs more than its 0.1 s delay).
const Duration rollerRollDuration = Duration(milliseconds: 660);
const Curve rollerRollCurve = Curves.easeInOut;

Future<void> animateRollerRoll(AnimationController controller) =>
    controller.animateTo(1.0, duration: rollerRollDuration, curve: rollerRollCurve);

/// How long a row stays before the next roll (the timer fires every stay + roll).
const Duration rollerStayInterval = Duration(seconds: 2);

/// Counts the rolls: one every rollerStayInterval plus rollerRollDuration.
Stream<int> rollerRolls() => Stream<int>.periodic(rollerStayInterval + rollerRollDuration, (int count) => count);
