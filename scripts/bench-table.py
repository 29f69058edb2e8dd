#!/usr/bin/env python3
"""Prints issue 19's table from one run of scripts/bench.sh: DIR/bench.json (software, with the
C baseline, the ImGui peer and the replay), DIR/bench-none.json, DIR/bench-opengl.json (when GL
was there), DIR/bench-scenes.json (the scale rows) and DIR/results.env (the Xvfb measurements).
Markdown, so docs/benchmarks.md can keep it. A folder with the scale rows alone (SCENES_ONLY=1)
prints those rows alone.

Usage: scripts/bench-table.py .build/bench
"""
import json
import os
import sys


def load(path):
    try:
        with open(path) as f:
            return json.load(f)
    except (OSError, ValueError):
        return None


def results(path):
    out = {}
    try:
        with open(path) as f:
            for line in f:
                key, _, value = line.rstrip("\n").partition("=")
                out[key] = value.strip('"')
    except OSError:
        pass
    return out


def number(value):
    try:
        return float(value)
    except (TypeError, ValueError):
        return None


def verdict(ok):
    return "**met**" if ok else "**missed**"


def main():
    folder = sys.argv[1] if len(sys.argv) > 1 else ".build/bench"
    soft = load(os.path.join(folder, "bench.json")) or {}
    none = load(os.path.join(folder, "bench-none.json")) or {}
    gl = load(os.path.join(folder, "bench-opengl.json"))
    env = results(os.path.join(folder, "results.env"))
    scenes = load(os.path.join(folder, "bench-scenes.json"))
    rows = []
    if not soft:
        print_table(env, scale_rows(scenes, env) + import_rows(env))
        return

    peer = soft.get("peer")
    if peer:
        best = peer["best_us"]
        demos = ", ".join(f"{d['demo']} {d['total_best_us'] / best:.2f}" for d in peer["demos"])
        full = ", ".join(f"{d['demo']} {d['full_total_best_us'] / best:.2f}" for d in peer["demos"])
        slowest = max(peer["demos"], key=lambda d: d["total_best_us"])
        rows.append(("slowest demo's median full frame ÷ ImGui demo frame",
                     f"{peer['ratio']:.2f}× ({slowest['demo']} {slowest['total_best_us'] / 1000:.3f} ms, ImGui "
                     f"{best / 1000:.3f} ms); every demo: {demos}; repainting everything every frame: "
                     f"{peer['full_ratio']:.2f}× ({full})", "≤ 1.0×", verdict(peer["ratio"] <= 1.0)))
    else:
        rows.append(("slowest demo's median full frame ÷ ImGui demo frame", "skipped: no ImGui peer (see the notice)",
                     "≤ 1.0×", "not measured"))

    def render_row(data, name):
        base = (data or {}).get("baseline")
        if not base:
            return (f"render ÷ C baseline ({name})", "not measured here", "≤ 1.05×", "not measured")
        by = {d["demo"]: d for d in base["demos"]}
        overall = by.get("all", {}).get("ratio")
        each = ", ".join(f"{d} {by[d]['ratio']:.2f}" for d in by if d != "all")
        return (f"render ÷ C baseline ({name})", f"{overall:.3f}× overall; {each}", "≤ 1.05×",
                verdict(overall is not None and overall <= 1.05))

    rows.append(render_row(soft, "software"))
    rows.append(render_row(gl, "opengl, Mesa llvmpipe under Xvfb"))

    def worst_p99(data):
        return max((d["step_build"]["p99_us"] for d in data.get("demos", [])), default=None)

    p99, p99_none = worst_p99(soft), worst_p99(none)
    if p99 is not None:
        worst = max(soft["demos"], key=lambda d: d["step_build"]["p99_us"])["demo"]
        rows.append(("step + draw-list build, p99", f"{p99:.1f} µs worst ({worst}), renderer in the same loop; "
                     f"{p99_none:.1f} µs with --render none" if p99_none is not None else f"{p99:.1f} µs",
                     "≤ 100 µs", verdict(p99 <= 100)))

    replay = soft.get("replay")
    if replay:
        factor = replay["times_real_time"]
        sub = number(env.get("replay_subprocess_factor"))
        rows.append(("headless verify, times real time",
                     f"{factor:,.0f}× in process (streamed read + verify of 10 min in {replay['verify_ms']:.0f} ms, "
                     f"best of {len(replay.get('verify_passes_ms', [0]))} passes: "
                     + ", ".join(f"{p:.0f}" for p in replay.get("verify_passes_ms", [])) + " ms); "
                     f"{sub:,.0f}× as a subprocess" if sub else f"{factor:,.0f}×",
                     "≥ 5,000×", verdict(factor >= 5000)))

    first = number(env.get("first_frame_ms"))
    if first is not None:
        rows.append(("first window after launch",
                     f"{first:.0f} ms median to the first present ({env.get('first_frame_ms_all', '')} ms); launch to exit "
                     f"{env.get('launch_to_exit_ms', '?')} ms", "≤ 150 ms", verdict(first <= 150)))

    rows += scale_rows(scenes, env)
    rows += import_rows(env)

    roller = number(env.get("cpu_roller"))
    if roller is not None:
        floor, present = number(env.get("cpu_roller_floor")), number(env.get("cpu_roller_present"))
        text = f"{roller:.2f} % (median of {env.get('cpu_roller_all', '?')} %)"
        if floor:
            text += (f"; its floor, a C loop that only fills and presents the same strips at the same times, "
                     f"{floor:.2f} % ({env.get('cpu_roller_floor_all', '?')} %; presenting alone {present:.2f} %): "
                     f"{roller / floor:.1f}× the floor")
        rows.append(("roller demo CPU under Xvfb (rolls every 2.66 s)", text, "< 1 %", verdict(roller < 1)))

    rest = {k[len("cpu_rest_"):]: number(v) for k, v in env.items() if k.startswith("cpu_rest_")}
    if rest:
        wakes = {d: int(env.get(f"wakeups_rest_{d}", "0")) for d in rest}
        text = ", ".join(f"{d} {rest[d]:.2f} % / {wakes[d]}" for d in sorted(rest))
        ok = all(v == 0 for v in rest.values()) and all(w == 0 for w in wakes.values())
        rows.append(("any demo at rest (CPU / wake-ups in 10 s)", text, "0 % (no wake-ups)", verdict(ok)))

    esc = number(env.get("esc_ms"))
    if esc is not None:
        rows.append(("Q → process gone", f"{esc:.0f} ms median ({env.get('esc_ms_all', '')} ms; the last two recording)",
                     "≤ 100 ms", verdict(esc <= 100)))

    print_table(env, rows)


def print_table(env, rows):
    print(f"Machine: {env.get('machine', '?')}")
    print()
    print("| figure | measured | goal | result |")
    print("|---|---|---|---|")
    for row in rows:
        print("| " + " | ".join(row) + " |")


def import_rows(env):
    """Issue 42: `playground import` of a 10 MB and a 100 MB getevent trace."""
    speed, large, small = (number(env.get(k)) for k in ("import_100mb_mb_per_s", "import_100mb_peak_kb",
                                                         "import_10mb_peak_kb"))
    if speed is None:
        return []
    return [("import a 100 MB getevent trace (7,950 gestures, carousel), release build",
             f"{speed:.1f} MB/s ({env.get('import_100mb_seconds', '?')} s, best of 3; the 10 MB trace "
             f"{env.get('import_10mb_mb_per_s', '?')} MB/s), wall time with the table's platform comparisons",
             "≥ 50 MB/s", verdict(speed >= 50)),
            ("import's peak memory, 100 MB trace against 10 MB",
             f"{large / 1024:.1f} MB against {small / 1024:.1f} MB (peak RSS)", "bounded by one gesture (the same)",
             verdict(large <= small * 1.25))]


def scale_rows(data, env):
    """Issue 25: a 1,000,000-item scene against a 20-item one of the same geometry."""
    rows = []
    both = (data or {}).get("scenes", {}).get("scenes", [])
    if len(both) >= 2:
        small, large = both[0], both[-1]
        rounds = data["scenes"].get("rounds", 1)
        ratio = large["step_build_ratio_to_first"]
        rows.append((f"step + draw-list build per frame, {large['items']:,} items ÷ {small['items']:,} of the same geometry",
                     f"{ratio:.2f}× (median {large['step_build_best_us']:.1f} µs against "
                     f"{small['step_build_best_us']:.1f} µs, minimum of {rounds} alternating rounds' medians; "
                     f"means {large['step_build_mean_best_us']:.1f} / {small['step_build_mean_best_us']:.1f} µs)",
                     "≤ 1.5×", verdict(ratio <= 1.5)))
        diff = large["peak_rss_difference_kib_to_first"]
        rows.append(("peak memory, the same two scenes (each in a process of its own, VmHWM)",
                     f"{diff / 1024:+.1f} MiB ({large['peak_rss_kib'] / 1024:.1f} against "
                     f"{small['peak_rss_kib'] / 1024:.1f} MiB, median of {rounds} rounds)",
                     "≤ 16 MiB more", verdict(diff <= 16 * 1024)))
    check = number(env.get("scene_check_ms"))
    if check is not None:
        rows.append(("`scene check` on the 1,000,000-item scene",
                     f"{check:.0f} ms median, launch to exit ({env.get('scene_check_ms_all', '')} ms)",
                     "a second or two", verdict(check <= 2000)))
    small_first, large_first = number(env.get("first_frame_scene_20_ms")), number(env.get("first_frame_scene_1m_ms"))
    if small_first is not None and large_first is not None:
        # The window's first frame is a few tens of ms and moves by several between launches: the
        # goal is met when the million's median is within a tenth (or 5 ms) of the twenty's.
        rows.append(("first window on the 1,000,000-item scene",
                     f"{large_first:.0f} ms median to the first present ({env.get('first_frame_scene_1m_ms_all', '')} ms); "
                     f"20 items {small_first:.0f} ms ({env.get('first_frame_scene_20_ms_all', '')} ms), alternating",
                     "as fast as 20 items", verdict(large_first <= max(small_first * 1.1, small_first + 5))))
    return rows


if __name__ == "__main__":
    main()
