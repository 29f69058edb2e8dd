#!/usr/bin/env python3
"""Independent reference for Motion's FlutterClampingSimulation / FlutterBouncingSimulation tests.

A plain double-precision implementation written from the formulas in physics.md §2.1-§2.4 and
Flutter's scroll_simulation.dart / friction_simulation.dart / spring_simulation.dart (not from the
Swift code):

- Clamping: T = DECEL*0.35*(|v|/v_ref)^(1/(DECEL-1)), v_ref = 0.015*C/0.35, S = v*T/DECEL,
  x(t) = x0 + S*(1 - (1 - t/T)^DECEL), dx(t) = v*(1 - t/T)^(DECEL-1).
- Bouncing: FrictionSimulation(0.135): x = x0 + v*(D^t - 1)/ln D, dx = v*D^t, done when
  |dx| < tolerance velocity; crossing at timeAtX(edge) = ln(ln D*(x-x0)/v + 1)/ln D, then Flutter's
  over-damped spring solution (m 0.5, k 100, zeta 1.1: r1,2 = (-c -/+ sqrt(c^2-4mk))/2m,
  c2 = (v0 - r1*x0)/(r2 - r1), c1 = x0 - c2) from the edge with min(dx, 5000), done the first time
  |x - edge| < tolerance distance and |dx| < tolerance velocity, found by scanning at 10 us and
  bisecting.
- Tolerance: ScrollPhysics.toleranceFor (widgets/scroll_physics.dart): velocity 1/(0.050*dpr),
  distance 1/dpr. The tables above the "dpr 3" section are at dpr 1 (velocity 20, distance 1); that
  section repeats the physics.md 8.5 figure (a 2600 pt/s glide) and a bounded release at dpr 3.

Prints Swift literals pasted into Tests/MotionTests/Platforms/FlutterClampingTests.swift and
FlutterBouncingTests.swift.
Run: python3 scripts/flutter-sims-reference.py
"""
import math

DECEL = math.log(0.78) / math.log(0.9)
INFLEXION = 0.35
FRICTION = 0.015
COEFF = 9.80665 * 39.37 * 160.0 * 0.84
SPEEDS = [1000.0, 2000.0, 4000.0, 8000.0]
SAMPLES = 24

DRAG = 0.135
LN_D = math.log(DRAG)
TOL_V = 1.0 / 0.050
TOL_X = 1.0


def tolerance(dpr):
    """ScrollPhysics.toleranceFor: (velocity, distance) at device pixel ratio dpr."""
    return 1.0 / (0.050 * dpr), 1.0 / dpr

MASS, STIFF = 0.5, 100.0
DAMP = 1.1 * 2.0 * math.sqrt(MASS * STIFF)
CAP = 5000.0


def clamping(v):
    v_ref = FRICTION * COEFF / INFLEXION
    t_android = (abs(v) / v_ref) ** (1.0 / (DECEL - 1.0))
    T = DECEL * INFLEXION * t_android
    S = v * T / DECEL
    return S, T, t_android


def clamping_at(v, S, T, t):
    u = min(max(t / T, 0.0), 1.0)
    return S * (1.0 - (1.0 - u) ** DECEL), v * (1.0 - u) ** (DECEL - 1.0)


def spring(x0, v0):
    """Flutter's _OverdampedSolution for displacement x0, velocity v0."""
    cmk = DAMP * DAMP - 4 * MASS * STIFF
    r1 = (-DAMP - math.sqrt(cmk)) / (2 * MASS)
    r2 = (-DAMP + math.sqrt(cmk)) / (2 * MASS)
    c2 = (v0 - r1 * x0) / (r2 - r1)
    c1 = x0 - c2

    def x(t):
        return c1 * math.exp(r1 * t) + c2 * math.exp(r2 * t)

    def dx(t):
        return c1 * r1 * math.exp(r1 * t) + c2 * r2 * math.exp(r2 * t)

    return x, dx


def spring_done_time(x, dx, tol_v=TOL_V, tol_x=TOL_X):
    def done(t):
        return abs(x(t)) < tol_x and abs(dx(t)) < tol_v

    if done(0.0):
        return 0.0
    step = 1e-5
    t = 0.0
    while not done(t + step):
        t += step
    lo, hi = t, t + step
    for _ in range(80):
        mid = (lo + hi) / 2
        if done(mid):
            hi = mid
        else:
            lo = mid
    return hi


def bouncing(x0, v, lead, trail, dpr=1.0):
    """Returns (edge, crossing, spring_v, duration, final, position(t), velocity(t))."""
    tol_v, tol_x = tolerance(dpr)
    final_x = x0 - v / LN_D
    stop = math.log(abs(v) / tol_v) / -LN_D if abs(v) > tol_v else 0.0
    edge = None
    if v > 0 and final_x > trail:
        edge = trail
    elif v < 0 and final_x < lead:
        edge = lead
    crossing = None
    if edge is not None:
        crossing = math.log(LN_D * (edge - x0) / v + 1.0) / LN_D
        if not crossing < stop:
            edge = None
    if edge is None:
        final = x0 + v * (DRAG ** stop - 1.0) / LN_D

        def pos(t):
            return final if t >= stop else x0 + v * (DRAG ** t - 1.0) / LN_D

        def vel(t):
            return 0.0 if t >= stop else v * DRAG ** t

        return None, None, None, stop, final, pos, vel
    v_edge = min(v * DRAG ** crossing, CAP)
    sx, sdx = spring(0.0, v_edge)
    done = spring_done_time(sx, sdx, tol_v, tol_x)
    duration = crossing + done

    def pos(t):
        if t >= duration:
            return edge
        if t <= crossing:
            return x0 + v * (DRAG ** t - 1.0) / LN_D
        return edge + sx(t - crossing)

    def vel(t):
        if t >= duration:
            return 0.0
        if t <= crossing:
            return v * DRAG ** t
        return sdx(t - crossing)

    return edge, crossing, v_edge, duration, edge, pos, vel


def lit(x):
    return repr(float(x))


def main():
    print("// Clamping: (speed, S, T, T_android)")
    for v in SPEEDS:
        S, T, ta = clamping(v)
        print(f"({lit(v)}, {lit(S)}, {lit(T)}, {lit(ta)}),")
    print()
    print("// Clamping samples from x0 = 0: speed -> [(t, x, v)], t = T*i/24")
    for v in SPEEDS:
        S, T, _ = clamping(v)
        print(f"{lit(v)}: [")
        for i in range(SAMPLES + 1):
            t = T * i / SAMPLES
            x, dx = clamping_at(v, S, T, t)
            print(f"    ({lit(t)}, {lit(x)}, {lit(dx)}),")
        print("],")
    print()
    print("// Free glide rest (unbounded), x0 = 0: (speed, finalX, rest, stopTime)")
    for v in [1000.0, 4000.0]:
        stop = math.log(v / TOL_V) / -LN_D
        rest = v * (DRAG ** stop - 1.0) / LN_D
        print(f"({lit(v)}, {lit(-v / LN_D)}, {lit(rest)}, {lit(stop)}),")
    print()
    print("// Bouncing from x0 = 0 in 0...600: speed -> (edge, crossing, springV, duration, final)")
    curves = {}
    for v in SPEEDS:
        res = bouncing(0.0, v, 0.0, 600.0)
        curves[v] = res
        edge, crossing, sv, duration, final = res[:5]
        print(f"{lit(v)}: ({edge}, {crossing if crossing is None else lit(crossing)}, "
              f"{sv if sv is None else lit(sv)}, {lit(duration)}, {lit(final)}),")
    print()
    print("// Bouncing samples: speed -> [(t, x, v)], t = duration*i/24")
    for v in SPEEDS:
        _, _, _, duration, _, pos, vel = curves[v]
        print(f"{lit(v)}: [")
        for i in range(SAMPLES + 1):
            t = duration * i / SAMPLES
            print(f"    ({lit(t)}, {lit(pos(t))}, {lit(vel(t))}),")
        print("],")
    print()
    print("// dpr 3: tolerance (velocity, distance)")
    print(f"({lit(tolerance(3.0)[0])}, {lit(tolerance(3.0)[1])}),")
    print("// dpr 3: free glide from 0 (unbounded) and from 0 in 0...600:")
    print("// (speed, bounded, edge, crossing, springV, duration, final)")
    dpr3 = {}
    for v, trail in [(2600.0, None), (1000.0, None), (2000.0, 600.0), (4000.0, 600.0)]:
        lead, end = (-1e9, 1e9) if trail is None else (0.0, trail)
        res = bouncing(0.0, v, lead, end, dpr=3.0)
        dpr3[(v, trail)] = res
        edge, crossing, sv, duration, final = res[:5]
        print(f"({lit(v)}, {'false' if trail is None else 'true'}, {'nil' if edge is None else lit(edge)}, "
              f"{'nil' if crossing is None else lit(crossing)}, {'nil' if sv is None else lit(sv)}, "
              f"{lit(duration)}, {lit(final)}),")
    print()
    # The end itself is the summary row's (duration, final): a sample at t = duration*24/24 may
    # round either side of an implementation's own duration.
    print("// dpr 3 samples: (speed, bounded) -> [(t, x, v)], t = duration*i/24, i < 24")
    for (v, trail), res in dpr3.items():
        _, _, _, duration, _, pos, vel = res
        print(f"({lit(v)}, {'false' if trail is None else 'true'}): [")
        for i in range(SAMPLES):
            t = duration * i / SAMPLES
            print(f"    ({lit(t)}, {lit(pos(t))}, {lit(vel(t))}),")
        print("],")
    print()
    # Flutter's AnimationController sets the position to x(t) at the frame that finds the
    # simulation done, then stops: a glide that stops inside rests where FrictionSimulation.x has
    # carried it by that frame, past the tolerance crossing. Frames at k/hz from the release.
    print("// Rest at the done frame, from 0, dpr 3: (speed, bounded, hz, frame time, rest)")
    for v, trail in [(1000.0, None), (2600.0, None), (-1800.0, None), (2000.0, 600.0), (300.0, 600.0)]:
        lead, end = (-1e9, 1e9) if trail is None else (0.0, trail)
        _, _, _, duration, final, _, _ = bouncing(0.0, v, lead, end, dpr=3.0)
        for hz in (60.0, 120.0):
            k = math.ceil(duration * hz - 1e-9)
            t = k / hz
            rest = final if trail is not None and final == end else 0.0 + v * (DRAG ** t - 1.0) / LN_D
            rest = min(max(rest, lead), end)
            print(f"({lit(v)}, {'false' if trail is None else 'true'}, {lit(hz)}, {lit(t)}, {lit(rest)}),")


if __name__ == "__main__":
    main()
