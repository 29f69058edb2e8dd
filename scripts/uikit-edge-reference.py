#!/usr/bin/env python3
"""Independent reference for UIKit's edge and carried momentum (Motion's BounceSimulation through
UIKitScrolling, and UIKitScrolling.carriedVelocity).

A plain double-precision implementation written from the sources, not from the Swift code:

- ScrollMechanics (super-ultra/ScrollMechanics), a public reconstruction of UIScrollView:
  ScrollExample/Sources/SimpleScrollView.swift (completeGesture, startDeceleration, bounce),
  ScrollMechanics/Sources/DecelerationTimingParameters.swift and SpringTimingParameters.swift.
  A release inside the bounds decelerates, x(t) = x0 + v0*(r^(1000 t) - 1)/(1000 ln r), and when
  that path crosses an edge it stops at the crossing, t_c = ln(1 + 1000 ln r*|edge - x0|/|v0|) /
  (1000 ln r), and bounces: a critically damped spring (mass 1, stiffness 100, damping ratio 1,
  so beta = 10) from the edge with the decayed velocity v0*r^(1000 t_c), uncapped:
  s(tau) = e^(-beta tau)*(c1 + c2 tau), c1 = displacement (0 on the edge), c2 = v + beta*c1.
  A release outside the bounds bounces at once: the same spring from where it is towards the
  nearer edge, with the release velocity, whichever way it points.
- Flutter's BouncingScrollPhysics.carriedMomentum (packages/flutter/lib/src/widgets/
  scroll_physics.dart): sign(v)*min(0.000816*|v|^1.967, 40000), and ScrollDragController.end
  (scroll_activity.dart): the carried velocity is added when it has the release's sign and the
  release is faster than momentumRetainVelocityThresholdFactor (0.5) times it.

Rate r = 0.998 (UIScrollView.DecelerationRate.normal). The glide stops where its speed falls
under 1 pt/s (the playground's tolerance; at this rate that is ScrollMechanics' 0.5 pt threshold).

Prints Swift literals pasted into Tests/MotionTests/Platforms/UIKitEdgeTests.swift.
Run: python3 scripts/uikit-edge-reference.py
"""
import math

RATE = 0.998
LAMBDA = -1000.0 * math.log(RATE)
MASS, STIFFNESS, RATIO = 1.0, 100.0, 1.0
BETA = RATIO * 2.0 * math.sqrt(MASS * STIFFNESS) / (2.0 * MASS)
SAMPLES = 24


def decay(x0, v0, t):
    """ScrollMechanics' value(at:) and velocity(at:), with r^(1000 t) = e^(-lambda t)."""
    k = math.exp(-LAMBDA * t)
    return x0 + v0 * (1.0 - k) / LAMBDA, v0 * k


def crossing_time(x0, v0, edge):
    """duration(to:): ln(1 + 1000 ln r*|x - x0|/|v0|)/(1000 ln r)."""
    d_coeff = 1000.0 * math.log(RATE)
    return math.log(1.0 + d_coeff * abs(edge - x0) / abs(v0)) / d_coeff


def spring(displacement, velocity, tau):
    """CriticallyDampedSpringTimingParameters: displacement from the rest, and its derivative."""
    c1 = displacement
    c2 = velocity + BETA * displacement
    e = math.exp(-BETA * tau)
    return e * (c1 + c2 * tau), e * (c2 - BETA * (c1 + c2 * tau))


def into_edge(v0, edge):
    """A fling from 0 at v0 into an edge `edge` away: (t_c, v_edge, peak time, peak position)."""
    t_c = crossing_time(0.0, v0, edge)
    _, v_edge = decay(0.0, v0, t_c)
    # c1 = 0: s = v*tau*e^(-beta tau), largest at tau = 1/beta, v/(beta e).
    return t_c, v_edge, t_c + 1.0 / BETA, edge + v_edge / (BETA * math.e)


def into_edge_path(v0, edge, t):
    t_c, v_edge, _, _ = into_edge(v0, edge)
    if t < t_c:
        return decay(0.0, v0, t)
    s, ds = spring(0.0, v_edge, t - t_c)
    return edge + s, ds


def carried_momentum(v):
    if v == 0:
        return 0.0
    return math.copysign(min(0.000816 * abs(v) ** 1.967, 40000.0), v)


def release_velocity(v, caught):
    c = carried_momentum(caught)
    if c != 0 and v != 0 and (v > 0) == (c > 0) and abs(v) > 0.5 * abs(c):
        return v + c
    return v


def lit(x):
    return repr(float(x))


def main():
    print("// Into an edge 500 pt away from 0: (speed, crossing, edge speed, peak time, peak)")
    for v in [2000.0, 4000.0, 7000.0, 12000.0]:
        t_c, v_edge, t_peak, peak = into_edge(v, 500.0)
        print(f"({lit(v)}, {lit(t_c)}, {lit(v_edge)}, {lit(t_peak)}, {lit(peak)}),")
    print()
    print("// The 7000 and 12000 pt/s paths: speed -> [(t, x, v)], t = (crossing + 0.6)*i/24")
    for v in [7000.0, 12000.0]:
        t_c = into_edge(v, 500.0)[0]
        span = t_c + 0.6
        print(f"{lit(v)}: [")
        for i in range(SAMPLES + 1):
            t = span * i / SAMPLES
            x, dx = into_edge_path(v, 500.0, t)
            print(f"    ({lit(t)}, {lit(x)}, {lit(dx)}),")
        print("],")
    print()
    print("// Released 80 pt before the start edge, flung back in at 1500 pt/s: [(t, x, v)], t = 0.05*i")
    print("// (the playground's old glide went on to -80 + 1499/lambda =", lit(-80.0 + 1499.0 / LAMBDA), ")")
    for i in range(SAMPLES + 1):
        t = 0.05 * i
        s, ds = spring(-80.0, 1500.0, t)
        print(f"    ({lit(t)}, {lit(s)}, {lit(ds)}),")
    c1, c2 = -80.0, 1500.0 - BETA * 80.0
    print("// crosses the edge at", lit(-c1 / c2), "and swings in to its peak at", lit((c2 - BETA * c1) / (BETA * c2)))
    t_in = (c2 - BETA * c1) / (BETA * c2)
    print("// peak", lit(spring(-80.0, 1500.0, t_in)[0]))
    print()
    print("// Carried momentum: (caught, carriedMomentum)")
    for v in [300.0, 1000.0, 2466.0, 3000.0, -3000.0, 8000.0, 20000.0]:
        print(f"({lit(v)}, {lit(carried_momentum(v))}),")
    print()
    print("// Release with momentum: (release, caught, result)")
    for release, caught in [(3000.0, 3000.0), (3000.0, -3000.0), (3000.0, 8000.0), (10000.0, 8000.0),
                            (-2500.0, -2000.0), (0.0, 3000.0)]:
        print(f"({lit(release)}, {lit(caught)}, {lit(release_velocity(release, caught))}),")


if __name__ == "__main__":
    main()
