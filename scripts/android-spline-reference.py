#!/usr/bin/env python3
"""Independent reference for Motion's AndroidSpline / AndroidFlingSimulation tests.

A plain double-precision implementation of AOSP OverScroller.SplineOverScroller's spline table
and lookup, written from physics.md §3.1 (not from the Swift code): for sample i (alpha = i/100)
bisect x in [x_min, 1] with x_min carried over from the previous sample, stop at the first
midpoint whose spline time is within 1e-5 of alpha, store the spline position there;
SPLINE_POSITION[100] = 1. Lookup: u = t/T, i = floor(100u), linear interpolation. Distances and
durations are the spline formulas in double, with no rounding to whole pixels or milliseconds.

Prints Swift literals pasted into Tests/MotionTests/Platforms/AndroidFlingTests.swift.
Run: python3 scripts/android-spline-reference.py
"""
import math

P1 = 0.5 * 0.35
P2 = 1.0 - 1.0 * (1.0 - 0.35)
DECEL = math.log(0.78) / math.log(0.9)
FRICTION = 0.015
COEFF = 9.80665 * 39.37 * 160.0 * 0.84


def spline_time(x):
    return 3.0 * x * (1.0 - x) * ((1.0 - x) * P1 + x * P2) + x ** 3


def spline_pos(x):
    return 3.0 * x * (1.0 - x) * ((1.0 - x) * 0.5 + x) + x ** 3


def build():
    pos = [0.0] * 101
    tim = [0.0] * 101
    x_min = 0.0
    y_min = 0.0
    for i in range(100):
        alpha = i / 100.0
        x_max = 1.0
        while True:
            x = x_min + (x_max - x_min) / 2.0
            tx = spline_time(x)
            if abs(tx - alpha) < 1e-5:
                break
            if tx > alpha:
                x_max = x
            else:
                x_min = x
        pos[i] = spline_pos(x)
        y_max = 1.0
        while True:
            y = y_min + (y_max - y_min) / 2.0
            dy = spline_pos(y)
            if abs(dy - alpha) < 1e-5:
                break
            if dy > alpha:
                y_max = y
            else:
                y_min = y
        tim[i] = spline_time(y)
    pos[100] = tim[100] = 1.0
    return pos, tim


POS, TIM = build()


def lookup(u):
    if u >= 1.0:
        return 1.0, 0.0
    i = int(math.floor(100.0 * u))
    slope = (POS[i + 1] - POS[i]) * 100.0
    return POS[i] + (u - i / 100.0) * slope, slope


def distance(v):
    l = math.log(0.35 * abs(v) / (FRICTION * COEFF))
    return FRICTION * COEFF * math.exp(DECEL / (DECEL - 1.0) * l)


def duration(v):
    l = math.log(0.35 * abs(v) / (FRICTION * COEFF))
    return math.exp(l / (DECEL - 1.0))


def fmt(values):
    return ", ".join(repr(round(v, 10)) for v in values)


if __name__ == "__main__":
    print(f"// SPLINE_POSITION[0...3] = {POS[0]!r}, {POS[1]!r}, {POS[2]!r}, {POS[3]!r}")
    print(f"// SPLINE_POSITION[50] = {POS[50]!r}, [99] = {POS[99]!r}, [100] = {POS[100]!r}")
    print(f"// SPLINE_TIME[1] = {TIM[1]!r}, [50] = {TIM[50]!r}, [99] = {TIM[99]!r}")
    # Mid-segment instants, so no sample sits on a table breakpoint where the velocity steps.
    print("// Sample instants: t = T·(k + 0.3)/25, k = 0...24 (T the fling's own duration).")
    for v in (1000.0, 2000.0, 4000.0, 8000.0):
        s, t = distance(v), duration(v)
        xs, vs = [], []
        for k in range(25):
            u = (k + 0.3) / 25.0
            p, slope = lookup(u)
            xs.append(p * s)
            vs.append(slope * s / t)
        print(f"// v0 = {v:g}: S = {s!r}, T = {t!r}")
        print(f"    Reference(speed: {v:g}, distance: {s!r}, duration: {t!r},")
        print(f"        positions: [{fmt(xs)}],")
        print(f"        velocities: [{fmt(vs)}]),")
    # The largest velocity step between adjacent table segments, as a fraction of v0
    # (v = slope·S/T = slope·0.35·v0).
    steps = [abs((POS[i + 2] - 2 * POS[i + 1] + POS[i]) * 100.0 * 0.35) for i in range(99)]
    print(f"// max |Δslope|·0.35 between adjacent segments = {max(steps)!r}")
    print(f"// last segment velocity / v0 = {(1.0 - POS[99]) * 100.0 * 0.35!r}")
    print(f"// first segment velocity / v0 = {(POS[1] - POS[0]) * 100.0 * 0.35!r}")
    # adjustDuration's SPLINE_TIME lookup against the exact inverse of the position table.
    worst = 0.0
    for k in range(1, 1000):
        f = k / 1000.0
        i = int(100 * f)
        approx = TIM[i] + (f - i / 100.0) * 100.0 * (TIM[i + 1] - TIM[i])
        j = max(n for n in range(100) if POS[n] <= f)
        exact = (j + (f - POS[j]) / (POS[j + 1] - POS[j])) / 100.0
        worst = max(worst, abs(lookup(approx)[0] - f))
    print(f"// adjustDuration: worst |P(SPLINE_TIME lookup(f)) − f| = {worst!r}")
    # Fling into an edge: 2000 pt/s from 0 with the edge at 300, 6 pt overfling.
    s, t = distance(2000.0), duration(2000.0)
    f = 300.0 / s
    j = max(n for n in range(100) if POS[n] <= f)
    u = (j + (f - POS[j]) / (POS[j + 1] - POS[j])) / 100.0
    ve = (POS[j + 1] - POS[j]) * 100.0 * s / t
    a = 2000.0
    over = ve * ve / (2 * a)
    if over > 6.0:
        a, over = ve * ve / 12.0, 6.0
    tb = ve / a
    tc = math.sqrt(2 * over / 2000.0)
    print(f"// edge 300 at 2000 pt/s: crossing {u * t!r} s, edge speed {ve!r}, ballistic {tb!r} s, "
          f"apex {over!r}, cubic {tc!r} s, total {u * t + tb + tc!r} s")
