#!/usr/bin/env python3
"""Independent reference for Motion's per-platform velocity estimators (issue 33, physics.md §8.1).

Written from the platforms' sources, not from the Swift code, with exact rational arithmetic
(fractions.Fraction) wherever the platform's maths is exact, so the Swift tests can compare to
1e-9:

- Android, frameworks/native libs/input/VelocityTracker.cpp (LSQ2, the X/Y default):
  VelocityTracker::addMovement clears the history when an event comes more than 40 ms
  (ASSUME_POINTER_STOPPED_TIME) after the previous one; AccumulatingVelocityTrackerStrategy
  replaces a movement at the same eventTime, keeps HISTORY_SIZE = 20 movements and drops those
  more than HORIZON = 100 ms older than the newest; ACTION_UP adds nothing but clears the
  history when it comes more than 40 ms after the last event. getVelocity: degree
  min(2, n - 1); n = 1 gives no velocity (0); n = 2 the general solver's line through the two
  points; n >= 3 the unweighted degree-2 least squares, slope at the newest sample (age 0).
  (AOSP computes in float; the reference is exact and the Swift code is double.)
- Flutter, packages/flutter/lib/src/gestures/velocity_tracker.dart (VelocityTracker, used by
  flutter-android): a ring of the last 20 positions (same times kept); walk back from the newest
  while age <= 100 ms and the gap to the next-newer sample <= 40 ms; fewer than 3: zero;
  LeastSquaresSolver(time = -age ms, w = 1).solve(2) (lsq_solver.dart), velocity =
  coefficient 1 x 1000, zero when the fit is degenerate (fewer than 3 distinct times). The
  current tracker also reads zero when the stopwatch since the last sample shows more than
  40 whole ms (flutter#97761). offset = newest - oldest sample of the window. It is fed as
  the Android embedding feeds it: no move that left the position where it was (the engine's
  PointerDataPacketConverter drops them), each stamped in whole milliseconds
  (MotionEvent.getEventTime()).
- Flutter IOSScrollViewFlingVelocityTracker (flutter-ios, and UIKit's best public reference):
  0.6 v(-2) + 0.35 v(-1) + 0.05 v(0), v(k) the velocity between two consecutive samples of the
  last 20 (v(0) the newest pair; a pair that does not exist, or has dt = 0, counts 0); the same
  40 ms stopwatch; offset = newest - oldest of the last 20.
- The linear fit the playground used before (for comparison only): same-time replaced, the
  Flutter window, 3+ samples a straight line's slope, 2 their difference, 0 when queried
  40 ms or more after the newest.

Prints the Swift literals of Tests/MotionTests/VelocityEstimatorTests.swift (cases) and what the
old line read from them; with
--fixtures FILE..., what each estimator reads at each recorded drag's release, and with --noise
how scattered each reading is for a constant-speed mouse drag through SDL's whole-millisecond
stamps and the host's frame clamping (FrameLoop.swift).

Run: python3 scripts/velocity-estimators-reference.py [--fixtures Tests/Fixtures/*.jsonl] [--noise]
"""
import json
import math
import random
import sys
from fractions import Fraction as F

STOPPED_US = 40_000
HORIZON_US = 100_000
HISTORY = 20


# --- the fits -----------------------------------------------------------------------------

def lsq2_slope(points):
    """Exact unweighted degree-2 least-squares slope at x = 0; points: [(x, y)] as Fractions.
    None when the normal equations are singular (fewer than 3 distinct x)."""
    n = len(points)
    sx = sum(x for x, _ in points)
    sx2 = sum(x * x for x, _ in points)
    sx3 = sum(x ** 3 for x, _ in points)
    sx4 = sum(x ** 4 for x, _ in points)
    sy = sum(y for _, y in points)
    sxy = sum(x * y for x, y in points)
    sx2y = sum(x * x * y for x, y in points)
    # Normal equations for y = c0 + c1 x + c2 x^2, solved for c1 by Cramer's rule.
    m = [[F(n), sx, sx2], [sx, sx2, sx3], [sx2, sx3, sx4]]
    rhs = [sy, sxy, sx2y]

    def det(a):
        return (a[0][0] * (a[1][1] * a[2][2] - a[1][2] * a[2][1])
                - a[0][1] * (a[1][0] * a[2][2] - a[1][2] * a[2][0])
                + a[0][2] * (a[1][0] * a[2][1] - a[1][1] * a[2][0]))

    d = det(m)
    if d == 0:
        return None
    m1 = [[m[r][0], rhs[r], m[r][2]] for r in range(3)]
    return det(m1) / d


def line_slope(points):
    n = len(points)
    mx = sum(x for x, _ in points) / n
    my = sum(y for _, y in points) / n
    sxx = sum((x - mx) ** 2 for x, _ in points)
    if sxx == 0:
        return None
    return sum((x - mx) * (y - my) for x, y in points) / sxx


# --- the estimators -----------------------------------------------------------------------

def android(samples, query):
    """(velocity pt/s, offset pt) as AOSP's VelocityTracker reads it at ACTION_UP `query`."""
    history = []
    last = None
    for t, x in samples:
        if last is not None and t - last > STOPPED_US:
            history = []
        last = t
        if history and history[-1][0] == t:
            history[-1] = (t, x)
        else:
            history.append((t, x))
        while t - history[0][0] > HORIZON_US:
            history.pop(0)
        if len(history) > HISTORY:
            history.pop(0)
    if not history or query - last > STOPPED_US:
        return F(0), F(0)
    newest = history[-1]
    offset = F(newest[1]) - F(history[0][1])
    if len(history) == 1:
        return F(0), offset
    # Times in seconds relative to the newest, as the strategy's xi = -age * 1e-9.
    pts = [(F(t - newest[0], 1_000_000), F(x)) for t, x in history]
    slope = line_slope(pts) if len(history) == 2 else lsq2_slope(pts)
    return (slope if slope is not None else F(0)), offset


def stopwatch_stopped(samples, query):
    """Flutter's `_sinceLastSample.elapsedMilliseconds > 40`: whole milliseconds, truncated."""
    return (query - samples[-1][0]) // 1000 > 40


def moved(samples):
    """What Flutter's engine sends a tracker: no move that left the position where it was."""
    out = []
    for t, x in samples:
        if out and x == out[-1][1]:
            continue
        out.append((t, x))
    return out


def flutter(samples, query):
    """(velocity, offset) as Flutter's default VelocityTracker reads it at `query`, fed as the
    Android embedding feeds it: the moves that changed the position, each stamped in whole
    milliseconds (MotionEvent.getEventTime()); the stopwatch runs from the last one's arrival."""
    samples = moved(samples)
    if not samples:
        return F(0), F(0)
    if stopwatch_stopped(samples, query):
        return F(0), F(0)
    stamped = []
    for t, x in samples:
        t -= t % 1000
        if stamped and stamped[-1][0] == t:
            stamped[-1] = (t, x)  # PointerSamples keeps the newest at one time
        else:
            stamped.append((t, x))
    ring = stamped[-HISTORY:]
    newest = ring[-1]
    window = []
    previous = newest
    for s in reversed(ring):
        age = F(newest[0] - s[0], 1000)
        delta = F(abs(s[0] - previous[0]), 1000)
        previous = s
        if age > 100 or delta > 40:
            break
        window.append(s)
    offset = F(newest[1]) - F(window[-1][1])
    if len(window) < 3:
        return F(0), offset
    pts = [(-F(newest[0] - t, 1000), F(x)) for t, x in window]
    slope = lsq2_slope(pts)
    return (slope * 1000 if slope is not None else F(0)), offset


def ios(samples, query):
    """(velocity, offset) as Flutter's IOSScrollViewFlingVelocityTracker reads it (for Flutter,
    of the moves its engine sends: `moved`)."""
    if not samples:
        return F(0), F(0)
    ring = samples[-HISTORY:]
    if stopwatch_stopped(samples, query):
        return F(0), F(0)

    def pair(k):
        end = len(ring) - 1 + k
        start = end - 1
        if start < 0:
            return F(0)
        dt = ring[end][0] - ring[start][0]
        if dt <= 0:
            return F(0)
        return (F(ring[end][1]) - F(ring[start][1])) * 1_000_000 / dt

    v = F(6, 10) * pair(-2) + F(35, 100) * pair(-1) + F(5, 100) * pair(0)
    return v, F(ring[-1][1]) - F(ring[0][1])


def linear(samples, query):
    """The straight-line tracker the playground used before issue 33 (comparison only)."""
    kept = []
    for t, x in samples:
        if kept and kept[-1][0] == t:
            kept[-1] = (t, x)
        else:
            kept.append((t, x))
    kept = kept[-HISTORY:]
    if not kept:
        return F(0)
    newest = kept[-1]
    if query > newest[0] and query - newest[0] >= STOPPED_US:
        return F(0)
    first = len(kept) - 1
    while first > 0:
        c = kept[first - 1]
        if newest[0] - c[0] > HORIZON_US or kept[first][0] - c[0] > STOPPED_US:
            break
        first -= 1
    window = kept[first:]
    if len(window) < 2:
        return F(0)
    if len(window) == 2:
        (t0, x0), (t1, x1) = window
        return (F(x1) - F(x0)) * 1_000_000 / (t1 - t0)
    s = line_slope([(F(t - newest[0], 1000), F(x)) for t, x in window])
    return (s or F(0)) * 1000


# --- cases for the Swift tests ------------------------------------------------------------

def cases():
    out = []
    # A constant 1200 pt/s, every 8 ms: every estimator reads the speed.
    out.append(("constant", [(i * 8000, 40 + 1.2 * i * 8) for i in range(13)], 96_000))
    # physics.md §8.1's check: x = 1.5t - 0.004t^2 (pt, ms) every 8 ms to 96 ms, a finger slowing
    # from 1500 to 732 pt/s: the fits read the lift's speed, the iOS weighting an earlier one.
    acc = [(i * 8000, 1.5 * (8 * i) - 0.004 * (8 * i) ** 2) for i in range(13)]
    out.append(("slowing", acc, 96_000))
    # A finger speeding up to the lift, x = 0.5t + 0.004t^2: now the fits read more than the iOS
    # weighting (1268 against 1136.8), the way flutter#11772 found Flutter's fit ~20 % above iOS.
    fast = [(i * 8000, 0.5 * (8 * i) + 0.004 * (8 * i) ** 2) for i in range(13)]
    out.append(("speedingUp", fast, 96_000))
    # The same drag held before the release: 40 ms reads (Android's rule is "more than 40 ms"),
    # 40.5 ms is zero on Android and still reads on Flutter (whole milliseconds), 41 ms zero on all.
    out.append(("held40", acc, 96_000 + 40_000))
    out.append(("held40.5", acc, 96_000 + 40_500))
    out.append(("held41", acc, 96_000 + 41_000))
    # Fast, a 60 ms stop, then slow: the fits see only the slow part, the iOS weighting's oldest
    # pair spans the stop.
    gap = [(i * 8000, 40.0 * i) for i in range(5)] + [(92_000 + i * 8000, 160 + 2.0 * i) for i in range(4)]
    out.append(("gap", gap, 116_000))
    # SDL2 stamps whole milliseconds: a 1800 pt/s drag sampled at 120 Hz reads 8 or 9 ms apart.
    jitter = []
    for i in range(16):
        true_ms = i * 1000 / 120
        jitter.append((int(true_ms) * 1000, 1.8 * true_ms))
    out.append(("wholeMilliseconds", jitter, jitter[-1][0]))
    # Two moves stamped alike (SDL2 stamps a frame's events with the millisecond it pumped them):
    # Android keeps the later, Flutter both, the iOS weighting reads 0 for that pair; PointerSamples
    # keeps the later for every platform.
    dup = [(0, 0.0), (8000, 10.0), (16000, 20.0), (16000, 23.0), (24000, 30.0), (32000, 41.0)]
    out.append(("sameTime", dup, 32_000))
    # A press and one move: Android's line through them, Flutter's minimum of 3 reads 0, the iOS
    # weighting only its newest pair (5 %).
    out.append(("twoSamples", [(0, 100.0), (10_000, 120.0)], 10_000))
    # 40 samples 4 ms apart: 20 kept, 76 ms.
    long = [(i * 4000, 3 * math.sin(i / 5) * 10 + 0.9 * 4 * i) for i in range(40)]
    out.append(("long", long, 39 * 4000))
    # 15 samples 10 ms apart accelerating: the 100 ms horizon keeps 11.
    horizon = [(i * 10_000, 0.002 * (10 * i) ** 2 + 0.3 * 10 * i) for i in range(15)]
    out.append(("horizon", horizon, 140_000))
    # A recorded drag: salon-flicks' second gesture as recorded under 0.1.0 (10 pt steps 35-70 ms apart).
    rec = [(3843000, 600), (3858000, 610), (3907848, 620), (3946520, 630), (3982815, 640), (4022058, 650),
           (4073704, 660), (4108901, 670), (4148212, 680), (4221644, 690), (4271252, 700), (4311605, 710),
           (4363635, 720), (4398667, 730), (4435000, 740), (4471402, 750), (4518248, 760)]
    out.append(("recordedSlow", rec, 4518248 + 30_000))
    # salon-flicks' last gesture as recorded under 0.1.0: 150 pt steps, 11-17 ms apart.
    fast = [(8193659, 500), (8210000, 650), (8226838, 800), (8238000, 950), (8252000, 1100)]
    out.append(("recordedFast", fast, 8268000))
    return out


def lit(x):
    x = float(x)
    return repr(x) if x != int(x) or abs(x) >= 1e15 else f"{x:.1f}"


def print_cases():
    print("// Pasted from `python3 scripts/velocity-estimators-reference.py`: (name, samples (µs, pt), query µs,")
    print("// android (v, offset), flutter (v, offset), ios (v, offset)), each read from the samples as")
    print("// PointerSamples keeps them (one per time, the newest).")
    lines = []
    for name, raw, query in cases():
        samples = merged(raw)
        if samples != raw:
            r = [fn(raw, query)[0] for fn in (android, flutter, ios)]
            print(f"// {name}, read from every sample as stamped: android {lit(r[0])}, flutter {lit(r[1])}, "
                  f"ios {lit(r[2])}")
        a, fl, i = android(samples, query), flutter(samples, query), ios(samples, query)
        lines.append(f"// {name}: {lit(linear(samples, query))}")
        pts = ", ".join(f"({t}, {lit(x)})" for t, x in raw)
        print(f'("{name}", [{pts}], {query},')
        print(f"    ({lit(a[0])}, {lit(a[1])}), ({lit(fl[0])}, {lit(fl[1])}), ({lit(i[0])}, {lit(i[1])})),")
    print()
    print("// Flutter iOS where it reads other than UIKit: the iOS weighting of the moves Flutter's engine sends")
    print("// (a move that left the position where it was is not sent).")
    for name, raw, query in cases():
        samples = merged(raw)
        flutter_ios, uikit = ios(moved(samples), query), ios(samples, query)
        if flutter_ios != uikit:
            print(f'"{name}": ({lit(flutter_ios[0])}, {lit(flutter_ios[1])}),')
    print()
    print("// What the straight-line fit the playground used before read from the same samples:")
    print("\n".join(lines))


# --- what the recorded drags read ----------------------------------------------------------

def drags(path):
    """Each press -> release in a replay: (index, samples on the axis that moved most, release time)."""
    out = []
    pressed = None
    with open(path) as f:
        for line in f:
            rec = json.loads(line)
            for inp in rec.get("inputs", []) if rec.get("type") == "frame" else []:
                kind = inp.get("type")
                if kind == "pointer_pressed":
                    pressed = [(inp["time_us"], inp["x"], inp["y"])]
                elif kind == "pointer_moved" and pressed is not None:
                    pressed.append((inp["time_us"], inp["x"], inp["y"]))
                elif kind in ("pointer_released", "pointer_exited") and pressed is not None:
                    if kind == "pointer_released" and (inp["x"], inp["y"]) != pressed[-1][1:]:
                        pressed.append((inp["time_us"], inp["x"], inp["y"]))
                    dx = abs(pressed[-1][1] - pressed[0][1])
                    dy = abs(pressed[-1][2] - pressed[0][2])
                    axis = 1 if dx >= dy else 2
                    if max(dx, dy) > 0:
                        out.append(([(s[0], s[axis]) for s in pressed], inp["time_us"], "xy"[axis - 1]))
                    pressed = None
    return out


def print_fixtures(paths):
    print("fixture                              drag axis samples  android  flutter  ios-weighting  old-linear  (pt/s, pointer space)")
    for path in paths:
        name = path.rsplit("/", 1)[-1].replace(".jsonl", "")
        for n, (raw, release, axis) in enumerate(drags(path), 1):
            samples = merged(raw)
            a = float(android(samples, release)[0])
            fl = float(flutter(samples, release)[0])
            i = float(ios(samples, release)[0])
            ln = float(linear(samples, release))
            print(f"{name:36} {n:4} {axis:>4} {len(samples):7} {a:8.0f} {fl:8.0f} {i:14.0f} {ln:11.0f}")


# --- how scattered the readings are through SDL ----------------------------------------------

def host_times(event_us, frame_us, offset, pumped):
    """The times FrameLoop gives events: SDL's whole-ms stamp (the event's own time, or, as SDL2
    stamps it, the time the frame's SDL_PollEvent pumped it), clamped to [previous frame, this
    frame] and never before the previous event. Returns (time, frame) per event."""
    out = []
    lower = 0
    previous_frame = 0
    frame = offset
    for tau in event_us:
        while frame < tau:
            previous_frame = frame
            frame += frame_us
        stamp = ((frame if pumped else tau) // 1000) * 1000
        at = min(max(stamp, previous_frame, lower), frame)
        lower = at
        out.append((at, frame))
    return out


def merged(samples):
    """One sample per time, the newest position: the playground's sample store (PointerSamples)."""
    out = []
    for t, x in samples:
        if out and out[-1][0] == t:
            out[-1] = (t, x)
        else:
            out.append((t, x))
    return out


def print_noise():
    rng = random.Random(33)
    print("Constant-speed mouse drags through SDL2 (integer pixels, one motion event per changed pixel")
    print("at the mouse's rate, 60 Hz frames, the host's clamping): each reading / true speed, 400 drags.")
    print("stamps: 'event' = the event's own ms, 'pumped' = the ms SDL2 pumped it at (what SDL2 does);")
    print("kept = every sample as stamped, merged = one per time (the newest), as PointerSamples keeps them.")
    print("mouse  speed  stamps  samples  estimator   mean    sd    min    max")
    for hz in (125, 1000):
        for speed in (300.0, 1500.0, 4000.0):
            for pumped in (False, True):
                for merge in (False, True):
                    results = {"android": [], "flutter": [], "ios": [], "linear": []}
                    for _ in range(400):
                        period = 1e6 / hz
                        phase = rng.random() * period
                        frame_offset = int(rng.random() * 16667)
                        # The pointer moves until the frame that delivers the release.
                        release_frame = frame_offset + 16667 * math.ceil((150_000 - frame_offset) / 16667)
                        times = [int(phase + k * period) for k in range(int(0.2 * hz))]
                        times = [t for t in times if t <= release_frame]
                        pos = [math.floor(speed * t / 1e6) for t in times]
                        stamped = host_times(times, 16667, frame_offset, pumped)
                        samples = []
                        last_x = None
                        for (at, _), x in zip(stamped, pos):
                            if x == last_x:
                                continue  # SDL sends motion only when the integer position changes
                            last_x = x
                            samples.append((at, x))
                        if merge:
                            samples = merged(samples)
                        release = release_frame
                        for key, fn in (("android", android), ("flutter", flutter), ("ios", ios)):
                            results[key].append(float(fn(samples, release)[0]) / speed)
                        results["linear"].append(float(linear(samples, release)) / speed)
                    for key, vals in results.items():
                        mean = sum(vals) / len(vals)
                        sd = math.sqrt(sum((v - mean) ** 2 for v in vals) / len(vals))
                        print(f"{hz:5} {speed:6.0f}  {'pumped' if pumped else 'event':6}  "
                              f"{'merged' if merge else 'kept':7}  {key:9} {mean:6.3f} {sd:6.3f} "
                              f"{min(vals):6.2f} {max(vals):6.2f}")


def main():
    args = sys.argv[1:]
    if "--fixtures" in args:
        print_fixtures([a for a in args if a.endswith(".jsonl")])
    elif "--noise" in args:
        print_noise()
    else:
        print_cases()


if __name__ == "__main__":
    main()
