#!/usr/bin/env python3
"""Independent reference for Motion's Android snapping and RecyclerView edge tests.

Written from the androidx and AOSP sources (physics.md §8.3-§8.5), not from the Swift code, in
double precision with the standard library only. Lengths are dp unless a name says px; a device
of `density` has density·dp pixels.

- LinearSnapHelper.findTargetSnapPosition: the child nearest the snap position, the laid-out
  span over the positions it covers (computeDistancePerChild, over the children's decorated
  bounds: the export's ItemDecoration puts the gap before every item but the first), jump = Math.round(fling distance /
  distance per child); a jump of 0 is NO_POSITION (the release flings plainly and snaps at idle).
- RecyclerView.smoothScrollBy without a duration (ViewFlinger.computeScrollDuration):
  min(2000, (int)((|dx| / width + 1) * 300)) ms on the quintic 1 + (u - 1)^5.
- LinearSmoothScroller: a target laid out (within one viewport of extra layout space past the
  viewport, LinearLayoutManager.getExtraLayoutSpace while a target is set) gets one decelerate
  tween, ceil(ceil(|d| * ms_per_px) / 0.3356) ms on 1 - (1 - u)^2; one that is not is sought at
  constant speed, TARGET_SEEK_SCROLL_DISTANCE_PX * 1.2 px per (int)(ceil(10000 * ms_per_px) *
  1.2) ms (float arithmetic, as the Java), until it is laid out, then the decelerate tween.
  ms_per_px = 100 / densityDpi (SnapHelper.MILLISECONDS_PER_INCH), densityDpi = 160 * density.
- RecyclerView's fling never over-flings: the content stops at the edge and the EdgeEffect
  absorbs the spline's speed there (absorbGlows with OverScroller.getCurrVelocity, px/s).
- EdgeEffect TYPE_STRETCH (Android 13+): onAbsorb(v) starts its spring with 13 * v px/s;
  onRelease from the pulled distance at rest; the spring is underdamped (natural frequency 24.657,
  damping ratio 0.98) on the stretch in pixels (distance * height), capped at the height (then
  restarted at rest), handed to a 200 px/s linear approach once |v| <= 200 px/s and the stretch
  is under 8 px and heading home, and ended once it goes below 0. Continuous time: each hand-over
  at the instant its condition first holds (found by a 10 us scan and bisection).
- dampStretchVector: the renderer's stretch intensity for a distance.
- OverScroller's spring-back (ScrollView-style, the pull pager's release past an edge):
  sqrt(2 * |delta px| / 2000) s, GRAVITY 2000 px/s^2.

Prints Swift literals used by Tests/MotionTests/Platforms/AndroidEdgeTests.swift and
AndroidSmoothScrollTests.swift.
Run: python3 scripts/android-snapping-reference.py
"""
import importlib.util
import math
import os
import struct

# --- OverScroller's spline (physics.md §3.1): the table, lookup and formulas of
# scripts/android-spline-reference.py (an independent build of AOSP's), loaded from it.

_SPEC = importlib.util.spec_from_file_location(
    "android_spline_reference", os.path.join(os.path.dirname(os.path.abspath(__file__)), "android-spline-reference.py"))
_SPLINE = importlib.util.module_from_spec(_SPEC)
_SPEC.loader.exec_module(_SPLINE)
POS = _SPLINE.POS


def fling_distance(v):
    return 0.0 if v == 0 else _SPLINE.distance(v)


def fling_duration(v):
    return 0.0 if v == 0 else _SPLINE.duration(v)


def spline_at(u):
    """(distance fraction, slope) at time fraction u."""
    return _SPLINE.lookup(u)


def spline_fraction(f):
    """Time fraction at which the interpolated table reaches distance fraction f."""
    if f <= POS[0]:
        return 0.0
    if f >= 1.0:
        return 1.0
    j = max(n for n in range(100) if POS[n] <= f)
    return (j + (f - POS[j]) / (POS[j + 1] - POS[j])) / 100.0


# --- A strip of cards: the salon's (320 pt slots, 10 pt apart, centred in 1024 pt) ------------

SLOT, GAP, WIDTH, COUNT = 320.0, 10.0, 1024.0, 40
PITCH = SLOT + GAP


def start(i):
    return i * PITCH


def end(i):
    return start(i) + SLOT


def snap(i):
    return start(i) + SLOT / 2 - WIDTH / 2


def item_at(p):
    return min(max(0, int(math.floor(p / PITCH))), COUNT - 1)


def visible(offset):
    first = item_at(offset)
    if end(first) <= offset:
        first += 1
    last = item_at(offset + WIDTH)
    if start(last) >= offset + WIDTH:
        last -= 1
    return first, last


def nearest(offset):
    best = 0
    for i in range(COUNT):
        if abs(snap(i) - offset) < abs(snap(best) - offset):
            best = i
    return best


def linear_snap(offset, v):
    """(target index or None for NO_POSITION, jump, distance per child, fling distance)."""
    first, last = visible(offset)
    # The decorated bounds (getDecoratedStart/End): the export's ItemDecoration puts the gap before
    # every item but the first, so a laid-out item's decorated start is GAP before its own.
    decorated_start = start(first) - (GAP if first > 0 else 0.0)
    per_child = (end(last) - decorated_start) / (last - first + 1)
    s = math.copysign(fling_distance(v), v)
    jump = int(math.floor(s / per_child + 0.5))
    if jump == 0:
        return None, 0, per_child, s
    return min(max(nearest(offset) + jump, 0), COUNT - 1), jump, per_child, s


def smooth_scroll_by_ms(dx, width):
    return min(2000, int((abs(dx) / width + 1.0) * 300.0))


def quintic(u):
    return 1.0 + (u - 1.0) ** 5


# --- LinearSmoothScroller ---------------------------------------------------------------------


def f32(x):
    return struct.unpack("f", struct.pack("f", x))[0]


def seek_speed(density, cap=None):
    """dp/s of the target seek: 12000 px per (int)(ceil(10000 * ms_per_px) * 1.2f) ms;
    PagerSnapHelper caps calculateTimeForScrolling at `cap` ms."""
    ms_per_px = f32(f32(100.0) / f32(160.0 * density))
    leg = math.ceil(f32(10000.0 * ms_per_px))
    if cap is not None:
        leg = min(leg, cap)
    ms = int(f32(leg * f32(1.2)))
    px = int(f32(10000.0 * f32(1.2)))
    return (px / density) / (ms / 1000.0)


def decelerate_ms(d):
    """ceil(ceil(|d| px * ms_per_px) / 0.3356) with ms_per_px = 100 / (160 * density) and the
    distance not rounded to pixels: the density cancels, so it is computed in dp."""
    return math.ceil(math.ceil(abs(d) * 100.0 / 160.0) / 0.3356)


def smooth_scroller(offset, target_index, density):
    """(seek seconds, seek speed, where the seek ends, decelerate distance, decelerate seconds)."""
    t = snap(target_index)
    forward = t > offset
    # Laid out while its start is within two viewports ahead (or its end within one behind).
    if forward:
        found = start(target_index) - 2 * WIDTH
        laid_out = offset > found
    else:
        found = end(target_index) + WIDTH
        laid_out = offset < found
    if laid_out:
        return 0.0, 0.0, offset, t - offset, decelerate_ms(t - offset) / 1000.0
    speed = seek_speed(density)
    seek = abs(found - offset) / speed
    return seek, speed, found, t - found, decelerate_ms(t - found) / 1000.0


# --- EdgeEffect (TYPE_STRETCH) ----------------------------------------------------------------

OMEGA, ZETA = 24.657, 0.98
ABSORB = 13.0
TAKE_OVER_V, TAKE_OVER_X = 200.0, 8.0


def spring(x0, v0, t):
    a = ZETA * OMEGA
    wd = OMEGA * math.sqrt(1.0 - ZETA * ZETA)
    c1 = x0
    c2 = (a * x0 + v0) / wd
    e = math.exp(-a * t)
    x = e * (c1 * math.cos(wd * t) + c2 * math.sin(wd * t))
    v = -a * x + e * (-wd * c1 * math.sin(wd * t) + wd * c2 * math.cos(wd * t))
    return x, v


def sign(x):
    return (x > 0) - (x < 0)


def first_event(x0, v0, height):
    """The first instant > 0 at which the spring from (x0, v0) px meets the cap, the linear
    take-over or goes below 0; returns (t, kind)."""

    def kind(t):
        x, v = spring(x0, v0, t)
        if x > height:
            return "cap"
        if x < 0 or (abs(v) < 0.01 and x < 0.001):
            return "end"
        if abs(v) <= TAKE_OVER_V and abs(x) < TAKE_OVER_X and sign(v) == -sign(x):
            return "linear"
        return None

    step = 1e-5
    t = 0.0
    while kind(t + step) is None:
        t += step
        if t > 20.0:
            raise RuntimeError("no event")
    lo, hi = t, t + step
    for _ in range(200):
        mid = (lo + hi) / 2
        if kind(mid) is None:
            lo = mid
        else:
            hi = mid
    return hi, kind(hi)


def recede(distance, velocity_px, height_px):
    """The stretch from `distance` (a fraction of the height) moving at `velocity_px` px/s:
    returns (events, duration, distance_at(t)) with events [(t, kind)]."""
    segments = []
    x0, v0, t0 = distance * height_px, velocity_px, 0.0
    while True:
        t, kind = first_event(x0, v0, height_px)
        segments.append((t0, x0, v0, t0 + t, kind))
        if kind == "cap":
            x0, v0, t0 = height_px, 0.0, t0 + t
            continue
        if kind == "linear":
            x, _ = spring(x0, v0, t)
            linear = (t0 + t, x)
            duration = t0 + t + x / TAKE_OVER_V
        else:
            linear = None
            duration = t0 + t
        break

    def at(time):
        if time >= duration:
            return 0.0
        if linear is not None and time >= linear[0]:
            return (linear[1] - TAKE_OVER_V * (time - linear[0])) / height_px
        for s0, sx, sv, s1, _ in segments:
            if time < s1:
                return spring(sx, sv, time - s0)[0] / height_px
        return 0.0

    return [(s[3], s[4]) for s in segments], duration, at


def intensity(d):
    """EdgeEffect.dampStretchVector."""
    return 0.016 * d + 0.016 * (1.0 - math.exp(-d * (math.e / 0.33)))


def lit(x):
    return repr(float(x))


def main():
    print("// --- Spline distances (dp) and durations (s)")
    for v in (40.0, 600.0, 750.0, 900.0, 1000.0, 2000.0, 7000.0):
        print(f"// v = {v:g}: S = {fling_distance(v)!r}, T = {fling_duration(v)!r}")

    print("\n// --- LinearSnapHelper on the salon strip (330 pt pitch, 1024 pt), card 5 centred at")
    print(f"// offset {snap(5)!r}; release 100 pt past it:")
    offset = snap(5) + 100.0
    for v in (600.0, 750.0, 900.0):
        target, jump, per_child, s = linear_snap(offset, v)
        rest = offset + s
        k = nearest(rest)
        dx = snap(k) - rest
        ms = smooth_scroll_by_ms(dx, WIDTH)
        print(f"// v = {v:g}: per child {per_child!r}, fling {s!r}, jump {jump} -> "
              f"{'NO_POSITION' if target is None else target}; fling ends at {rest!r} after "
              f"{fling_duration(v)!r} s, idle snap to card {k} ({snap(k)!r}): dx {dx!r}, {ms} ms")
        samples = [rest + dx * quintic(i / 8.0) for i in range(9)]
        print(f"//   quintic at u = i/8: {', '.join(lit(x) for x in samples)}")
    print("// Under 50 dp/s at 40 pt/s from 100 pt past card 5: no fling; "
          f"smoothScrollBy(-100) over {smooth_scroll_by_ms(-100.0, WIDTH)} ms")
    for dx in (100.0, 600.0, 3000.0, 10000.0):
        print(f"//   smoothScrollBy({dx:g}) on 1024: {smooth_scroll_by_ms(dx, WIDTH)} ms")

    print("\n// --- LinearSmoothScroller: 7000 pt/s releases on the salon strip")
    for density in (1.0, 2.625, 3.0):
        print(f"// density {density:g}: seek speed {seek_speed(density)!r} dp/s, "
              f"PagerSnapHelper's {seek_speed(density, 100)!r} dp/s")
    for label, off in (("centred on card 5", snap(5)), ("100 pt past card 5", snap(5) + 100.0)):
        target, jump, per_child, s = linear_snap(off, 7000.0)
        for density in (1.0, 3.0):
            seek, speed, found, d, dec = smooth_scroller(off, target, density)
            total = seek + dec
            print(f"// {label} (offset {off!r}), density {density:g}: per child {per_child!r}, "
                  f"jump {jump} -> card {target} ({snap(target)!r}); seek {seek!r} s at {speed!r} "
                  f"to {found!r}, decelerate {d!r} pt over {dec!r} s; total {total!r} s; "
                  f"bounded to 3 s: scale {total / 3.0!r}")
            whole = decelerate_ms(snap(target) - off) / 1000.0
            print(f"//   decelerating over the whole distance instead: {whole!r} s")
            if density == 1.0:
                samples = []
                for i in range(13):
                    t = total * i / 12.0
                    if t < seek:
                        samples.append(off + math.copysign(speed, snap(target) - off) * t)
                    else:
                        u = min(1.0, (t - seek) / dec)
                        samples.append(found + d * (1.0 - (1.0 - u) ** 2))
                print(f"//   x at t = total*i/12: {', '.join(lit(x) for x in samples)}")

    print("\n// --- RecyclerView's fling into an edge: from 4700 at 2000 pt/s, edge at 5000,")
    print("// viewport 600 pt")
    s, T = fling_distance(2000.0), fling_duration(2000.0)
    u = spline_fraction(300.0 / s)
    _, slope = spline_at(u)
    edge_speed = slope * s / T
    print(f"// crossing at {u * T!r} s, edge speed {edge_speed!r} pt/s")
    for density in (1.0, 3.0):
        events, duration, at = recede(0.0, ABSORB * edge_speed * density, 600.0 * density)
        print(f"// density {density:g}: absorbed {ABSORB * edge_speed * density!r} px/s; "
              f"events {events}; stretch lasts {duration!r} s")
        samples = [at(duration * i / 16.0) for i in range(17)]
        print(f"//   distance at t = duration*i/16: {', '.join(lit(x) for x in samples)}")
        peak = max(at(k * 1e-4) for k in range(int(duration / 1e-4) + 1))
        print(f"//   peak distance {peak!r} (intensity {intensity(peak)!r})")

    print("\n// --- A hard fling (8000 pt/s at the edge) on a 300 pt viewport: the cap")
    for density in (1.0, 3.0):
        events, duration, at = recede(0.0, ABSORB * 8000.0 * density, 300.0 * density)
        print(f"// density {density:g}: events {events}; lasts {duration!r} s")
        samples = [at(duration * i / 16.0) for i in range(17)]
        print(f"//   distance at t = duration*i/16: {', '.join(lit(x) for x in samples)}")

    print("\n// --- A pull of 0.25 released at rest (viewport 600 pt)")
    for density in (1.0, 3.0):
        events, duration, at = recede(0.25, 0.0, 600.0 * density)
        print(f"// density {density:g}: events {events}; lasts {duration!r} s")
        samples = [at(duration * i / 16.0) for i in range(17)]
        print(f"//   distance at t = duration*i/16: {', '.join(lit(x) for x in samples)}")

    print("\n// --- Releases from a pull of 0.1 on 1024 pt (102.4 pt): shouldAbsorb")
    for v in (-500.0, 500.0, 1000.0):
        out = v > 0
        absorbs = (not out) or fling_distance(v) < 0.1 * WIDTH
        line = f"// v = {v:g} (out of the stretch: {out}): spline {fling_distance(v)!r}, "
        if absorbs:
            events, duration, _ = recede(0.1, -ABSORB * v, WIDTH)
            line += f"absorbed: spring from 13*v, events {events}, lasts {duration!r} s"
        else:
            lag = 0.1 * WIDTH / 4.0
            line += (f"flings out: the first {lag!r} pt un-stretch, the content travels "
                     f"{fling_distance(v) - lag!r} pt, un-stretched at "
                     f"{spline_fraction(lag / fling_distance(v)) * fling_duration(v)!r} s")
        print(line)

    print("\n// --- dampStretchVector")
    for d in (0.0, 0.05, 0.25, 0.5, 1.0):
        print(f"// intensity({d:g}) = {intensity(d)!r}")

    print("\n// --- OverScroller spring-back from 40 pt past the edge, at rest")
    for density in (1.0, 3.0):
        print(f"// density {density:g}: {math.sqrt(2.0 * 40.0 * density / 2000.0)!r} s")


if __name__ == "__main__":
    main()
