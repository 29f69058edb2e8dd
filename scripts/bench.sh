#!/usr/bin/env bash
# Issue 19's table in one run (release build): every figure below is measured here, now, on this
# machine; the ratios compare sides measured in alternating rounds of this same run (minimum of
# the per-round medians). Raw output goes to .build/bench/, the table to stdout at the end.
#
#   per-frame costs (software renderer, dummy video driver, 1024x720) against Dear ImGui's demo
#   window (../shared/peers, built here when libimgui-dev is installable, else skipped with a
#   notice) and against the C baseline (bench/baseline.c); step + build alone; the 10-minute
#   replay verified in process and as a subprocess; then under a private Xvfb: first window,
#   opengl render against the C baseline, the roller's CPU, every demo at rest (CPU and
#   wake-ups over 10 s), and Q until the process is gone (bench/quitprobe.c).
#   Scale (issue 25): a 20-item scene and a 1,000,000-item scene of the same geometry benched in
#   one run (step + build per frame, peak memory of each scene's own process), `scene check` on
#   the million, and the first window on each.
#   Import (issue 42): `playground import` of a 10 MB and a 100 MB getevent trace (the Galaxy S
#   drag once a second, scripts/bench-import.py) on the carousel: MB/s and peak memory of each.
#
# Usage: scripts/bench.sh [extra `playground bench` options, e.g. --frames 300]
# Environment: PEER_DIR (default ../shared/peers), IDLE_SECONDS (default 10); PLAYGROUND, a
# release binary to measure instead of building .build/release/playground; SCENES_ONLY=1, only the
# scale rows (about a minute; output in .build/bench/scenes); IMPORT_ONLY=1, only the import rows
# (about a minute; output in .build/bench/import); BENCH_OUT, the output folder.
set -euo pipefail
cd "$(dirname "$0")/.."
SCENES_ONLY=${SCENES_ONLY:-}
IMPORT_ONLY=${IMPORT_ONLY:-}
# The scale (or import) rows alone go to a folder of their own, so a full run's figures stay where they are.
OUT=${BENCH_OUT:-.build/bench${SCENES_ONLY:+/scenes}${IMPORT_ONLY:+/import}}
mkdir -p "$OUT"
PG=${PLAYGROUND:-.build/release/playground}
PEER_DIR=${PEER_DIR:-../shared/peers}
IDLE_SECONDS=${IDLE_SECONDS:-10}
RESULTS="$OUT/results.env"
: > "$RESULTS"
note() { echo "$1=$2" >> "$RESULTS"; }
# NAME VALUES...: the median as NAME and every value as NAME_all.
note_series() { local name=$1; shift; note "$name" "$(median "$@")"; note "${name}_all" "$*"; }

echo "== build (release), the C baseline and the quit probe"
if [ -z "${PLAYGROUND:-}" ]; then swift build -c release 2>&1 | grep -Ev "prohibited flag|^\[" || true; fi
if [ -z "$SCENES_ONLY$IMPORT_ONLY" ]; then
    # shellcheck disable=SC2046
    cc -O2 -Wall -o "$OUT/baseline" bench/baseline.c $(pkg-config --cflags --libs sdl2 SDL2_ttf) -lm
    cc -O2 -Wall -o "$OUT/quitprobe" bench/quitprobe.c $(pkg-config --cflags --libs x11)
    # shellcheck disable=SC2046
    cc -O2 -Wall -o "$OUT/roller-floor" bench/roller-floor.c $(pkg-config --cflags --libs sdl2) -lm
fi

median() { printf '%s\n' "$@" | sort -n | awk '{ a[NR] = $1 } END { print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2 }'; }
SCENES=$(mktemp -d)
xvfb_pid=""
cleanup() { if [ -n "$xvfb_pid" ]; then kill "$xvfb_pid" 2>/dev/null || true; fi; rm -rf "$SCENES"; }
trap cleanup EXIT

# Two scenes of one geometry that differ only in their item count: rows 480 x 56 pt, 1 pt apart,
# snapping to an item's start (the rule whose nearest-item search is over the indices).
scene_file() {   # path title count
    printf '{"scene": 1, "title": "%s", "axis": "vertical", "items": [{"size": [480, 56], "label": "Row", "repeat": %s}],\n "spacing": 1, "insets": [0, 0], "snap": "start"}\n' "$2" "$3" > "$1"
}
scene_file "$SCENES/rows-20.json" "Twenty rows" 20
scene_file "$SCENES/rows-1m.json" "A million rows" 1000000

scene_scale() {   # step + build and peak memory of both in one run; scene check on the million
    echo "== scale: bench --scene (20 items) --scene (1,000,000 items), each in its own process, 3 alternating rounds"
    "$PG" bench --scene "$SCENES/rows-20.json" --scene "$SCENES/rows-1m.json" --rounds 3 \
        --json-file "$OUT/bench-scenes.json" "$@" | tee "$OUT/bench-scenes.txt"
    echo "== scale: playground scene check on the 1,000,000-item scene, 5 times"
    local checks=() t0 t1 i
    for i in 1 2 3 4 5; do
        t0=$(date +%s%N)
        "$PG" scene check "$SCENES/rows-1m.json" >/dev/null
        t1=$(date +%s%N)
        checks+=($(( (t1 - t0) / 1000000 )))
        echo "check $i: ${checks[-1]} ms"
    done
    note_series scene_check_ms "${checks[@]}"
}

import_rows() {   # import a 10 MB and a 100 MB trace: MB/s (wall, best of 3) and peak RSS of each
    echo "== import: playground import of a 10 MB and a 100 MB getevent trace (scripts/bench-import.py), best of 3"
    local mb trace out run line secs kb best peak
    for mb in 10 100; do
        trace="$OUT/import-$mb.txt"
        rm -f "$trace"
        python3 scripts/bench-import.py "$mb" "$trace"
        best=""; peak=0
        for run in 1 2 3; do
            out="$OUT/import-$mb.jsonl"
            rm -f "$out"
            line=$(/usr/bin/time -f "%e %M" "$PG" import "$trace" --scene Assets/scenes/carousel.json --screen 480x800 \
                --density 1.5 --raw-range 1023,1023 --output "$out" 2>&1 >/dev/null | tail -1)
            secs=${line% *}; kb=${line#* }
            echo "$mb MB, run $run: $secs s, peak RSS $kb KB ($(wc -c < "$out") bytes written)"
            if [ -z "$best" ] || awk -v a="$secs" -v b="$best" 'BEGIN { exit !(a < b) }'; then best=$secs; fi
            if [ "$kb" -gt "$peak" ]; then peak=$kb; fi
        done
        note "import_${mb}mb_seconds" "$best"
        note "import_${mb}mb_mb_per_s" "$(awk -v s="$best" -v b="$(wc -c < "$trace")" 'BEGIN { printf "%.1f", b / 1e6 / s }')"
        note "import_${mb}mb_peak_kb" "$peak"
        rm -f "$trace" "$OUT/import-$mb.jsonl"
    done
}

first_window() {   # run options...: ms from main to the first present, as the app's row measures it
    local line ms
    line=$("$PG" run "$@" --frames 1 --verbose 2>&1 >/dev/null | grep "first frame after" || true)
    ms=$(echo "$line" | sed -n 's/.*first frame after \([0-9]*\) ms.*/\1/p')
    echo "${ms:-0}"
}

scene_windows() {   # the first window on each scene, 5 times each, alternating
    echo "== scale: first window under Xvfb ($DISPLAY) on each scene: run --scene FILE --frames 1 --verbose"
    local small=() large=() i
    for i in 1 2 3 4 5; do
        small+=("$(first_window --scene "$SCENES/rows-20.json")")
        large+=("$(first_window --scene "$SCENES/rows-1m.json")")
        echo "run $i: 20 items ${small[-1]} ms, 1,000,000 items ${large[-1]} ms (first frame presented after main)"
    done
    note_series first_frame_scene_20_ms "${small[@]}"
    note_series first_frame_scene_1m_ms "${large[@]}"
}

# A private X server, so nothing else on the machine shares the display. Xvfb picks a free display
# itself (-displayfd), stale locks of X servers that were killed included.
start_xvfb() {
    rm -f "$OUT/xvfb-display"
    Xvfb -displayfd 3 -screen 0 1280x1024x24 -nolisten tcp 3>"$OUT/xvfb-display" >/dev/null 2>&1 &
    xvfb_pid=$!
    for _ in $(seq 100); do [ -s "$OUT/xvfb-display" ] && break; sleep 0.1; done
    if [ ! -s "$OUT/xvfb-display" ]; then echo "error: Xvfb did not start (is the xvfb package installed?)" >&2; exit 1; fi
    display=":$(head -1 "$OUT/xvfb-display")"
    for _ in $(seq 50); do DISPLAY=$display xdpyinfo >/dev/null 2>&1 && break; sleep 0.1; done
    export DISPLAY=$display
}

finish() {
    machine="nproc $(nproc); $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'); RAM $(awk '/MemTotal/ {printf "%.1f GiB", $2/1048576}' /proc/meminfo); load $(cut -d' ' -f1-3 /proc/loadavg); $(date -u +%Y-%m-%dT%H:%MZ)"
    echo "== machine: $machine"
    note machine "\"$machine\""
    echo
    python3 scripts/bench-table.py "$OUT"
}

if [ -n "$IMPORT_ONLY" ]; then
    import_rows
    finish
    exit 0
fi

if [ -n "$SCENES_ONLY" ]; then
    scene_scale "$@"
    start_xvfb
    scene_windows
    finish
    exit 0
fi

echo "== the ImGui peer ($PEER_DIR)"
peer=""
install_imgui() {
    dpkg-query -W -f='${Status}' libimgui-dev 2>/dev/null | grep -q "install ok installed" && return 0
    local sudo=""
    [ "$(id -u)" -ne 0 ] && { command -v sudo >/dev/null || return 1; sudo="sudo -n"; }
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends libimgui-dev >/dev/null 2>&1
}
if [ ! -f "$PEER_DIR/imgui_demo_bench.cpp" ]; then
    echo "notice: no $PEER_DIR/imgui_demo_bench.cpp: the ImGui row is skipped"
elif ! install_imgui; then
    echo "notice: libimgui-dev is not installable here (apt-get install libimgui-dev): the ImGui row is skipped"
else
    backends=/usr/share/doc/libimgui-dev/examples/backends
    # shellcheck disable=SC2046
    if g++ -O2 -o "$OUT/imgui_demo_bench" "$PEER_DIR/imgui_demo_bench.cpp" "$backends/imgui_impl_sdl.cpp" \
        "$backends/imgui_impl_sdlrenderer.cpp" -I/usr/include/imgui -I/usr/include/imgui/backends \
        $(pkg-config --cflags --libs sdl2) -limgui -lstb; then
        peer="$OUT/imgui_demo_bench"
    else
        echo "notice: the ImGui peer did not build: the ImGui row is skipped"
    fi
fi

# The replay is this run's own scratch file; a recording never overwrites one, so the last run's goes first.
rm -f "$OUT/long.jsonl"
echo "== playground bench --demo all (software, dummy driver) + C baseline$([ -n "$peer" ] && echo " + ImGui peer") + 10-minute replay"
"$PG" bench --demo all --baseline "$OUT/baseline" ${peer:+--peer "$peer"} --rounds 3 --replay-minutes 10 \
    --replay-file "$OUT/long.jsonl" --plot docs/bench-frame-times.png --json-file "$OUT/bench.json" "$@" | tee "$OUT/bench.txt"

echo "== step + draw-list build alone (--render none: no renderer sharing the 2 cores)"
"$PG" bench --demo all --render none --json-file "$OUT/bench-none.json" "$@" | tee "$OUT/bench-none.txt"

scene_scale "$@"
import_rows

echo "== replay as a subprocess: playground replay long.jsonl --headless --verify (best of 5)"
replay_ms=0
for _ in 1 2 3 4 5; do
    t0=$(date +%s%N)
    "$PG" replay "$OUT/long.jsonl" --headless --verify >/dev/null 2>&1
    t1=$(date +%s%N)
    ms=$(( (t1 - t0) / 1000000 ))
    if [ "$replay_ms" -eq 0 ] || [ "$ms" -lt "$replay_ms" ]; then replay_ms=$ms; fi
    echo "pass: ${ms} ms"
done
"$PG" replay "$OUT/long.jsonl" --headless --verify 2>&1 | tail -1
frames=$(grep -c '"type":"frame"' "$OUT/long.jsonl" || true)
session_ms=$(( frames * 1000 / 60 ))
echo "replay subprocess: ${replay_ms} ms wall (best of 5) for ${frames} frames (~${session_ms} ms of session): $(( session_ms / (replay_ms > 0 ? replay_ms : 1) ))x real time"
note replay_subprocess_factor $(( session_ms / (replay_ms > 0 ? replay_ms : 1) ))

start_xvfb

echo "== first window under Xvfb ($display): run --frames 1 --verbose, 5 times"
firsts=(); walls=()
for i in 1 2 3 4 5; do
    t0=$(date +%s%N)
    line=$("$PG" run --frames 1 --verbose 2>&1 >/dev/null | grep "first frame after" || true)
    t1=$(date +%s%N)
    ms=$(echo "$line" | sed -n 's/.*first frame after \([0-9]*\) ms.*/\1/p')
    firsts+=("${ms:-0}"); walls+=($(( (t1 - t0) / 1000000 )))
    echo "run $i: first frame presented ${ms:-?} ms after main; launch to exit $(( (t1 - t0) / 1000000 )) ms"
done
note first_frame_ms "$(median "${firsts[@]}")"
note first_frame_ms_all "${firsts[*]}"
note launch_to_exit_ms "$(median "${walls[@]}")"
scene_windows

echo "== opengl render (hidden window under Xvfb, Mesa) + C baseline"
if "$PG" bench --demo all --render opengl --frames 300 --baseline "$OUT/baseline" --rounds 3 \
    --json-file "$OUT/bench-opengl.json" | tee "$OUT/bench-opengl.txt"; then :; else
    echo "notice: no OpenGL renderer here: the opengl ratio is skipped"; rm -f "$OUT/bench-opengl.json"
fi

tck=$(getconf CLK_TCK)
switches() {   # context switches of every thread of a process
    local total=0 t v
    for t in /proc/"$1"/task/*; do
        v=$(awk '/^voluntary_ctxt_switches|^nonvoluntary_ctxt_switches/ { s += $2 } END { print s + 0 }' "$t/status" 2>/dev/null || echo 0)
        total=$((total + v))
    done
    echo "$total"
}
window_of() { xdotool search --sync --pid "$1" --name "Motion Playground" 2>/dev/null | tail -1; }
ticks() {   # pid: utime + stime so far, in clock ticks; stops the bench when the process is gone
    awk '{ print $14 + $15 }' "/proc/$1/stat" 2>/dev/null || { echo "error: process $1 exited early" >&2; exit 1; }
}
percent() {   # ticks seconds: % of one core
    awk -v d="$1" -v t="$tck" -v s="$2" 'BEGIN { printf "%.2f", d / t / s * 100 }'
}
measure() {   # name pid: CPU % and wake-ups over IDLE_SECONDS
    local a b ca cb
    a=$(ticks "$2") || exit 1; ca=$(switches "$2")
    sleep "$IDLE_SECONDS"
    b=$(ticks "$2") || exit 1; cb=$(switches "$2")
    echo "$1: $((b - a)) ticks = $(percent $((b - a)) "$IDLE_SECONDS") % of one core, $((cb - ca)) context switches (all threads) in $IDLE_SECONDS s"
    note "cpu_$1" "$(percent $((b - a)) "$IDLE_SECONDS")"
    note "wakeups_$1" $((cb - ca))
}

echo "== the roller rolling under Xvfb, against its floor (bench/roller-floor.c), in alternating rounds"
# utime+stime from /proc/PID/stat over ROLLER_SECONDS, 2 s after launch; the median of 3 rounds.
# The floor fills and presents the same strips at the same times with nothing else to do; the
# present-only floor shows them without touching a pixel.
ROLLER_SECONDS=${ROLLER_SECONDS:-8}
cpu_of() {   # command...: CPU % of one core over ROLLER_SECONDS
    "$@" >/dev/null 2>&1 &
    local pid=$! a b
    sleep 2
    a=$(ticks "$pid") || exit 1
    sleep "$ROLLER_SECONDS"
    b=$(ticks "$pid") || exit 1
    kill "$pid"; wait "$pid" 2>/dev/null || true
    percent $((b - a)) "$ROLLER_SECONDS"
}
rollers=(); floors=(); presents=()
for round in 1 2 3; do
    rollers+=("$(cpu_of "$PG" run --demo roller)")
    floors+=("$(cpu_of "$OUT/roller-floor")")
    presents+=("$(cpu_of "$OUT/roller-floor" --present-only)")
    echo "round $round: roller ${rollers[-1]} %, floor ${floors[-1]} %, present-only floor ${presents[-1]} %"
done
note_series cpu_roller "${rollers[@]}"
note_series cpu_roller_floor "${floors[@]}"
note_series cpu_roller_present "${presents[@]}"

echo "== every demo at rest, no overlay, no recording (the roller paused with P)"
for demo in easing salon pull pager roller; do
    "$PG" run --demo "$demo" >/dev/null 2>&1 &
    pid=$!
    sleep 1
    # The roller never rests by itself: P pauses it; its 2 s toast ("Paused all rollers") goes first.
    if [ "$demo" = roller ]; then xdotool key --window "$(window_of "$pid")" p 2>/dev/null || true; sleep 2.5; fi
    sleep 1
    measure "rest_$demo" "$pid"
    kill "$pid"; wait "$pid" 2>/dev/null || true
done

echo "== Q until the process is gone (quitprobe: XSendEvent like xdotool key --window, then /proc polled)"
escs=()
for i in 1 2 3 4 5; do
    extra=(); [ "$i" -gt 3 ] && extra=(--record "$OUT/esc-$i.jsonl")
    rm -f "$OUT/esc-$i.jsonl"
    "$PG" run --demo salon "${extra[@]}" >/dev/null 2>&1 &
    pid=$!
    sleep 1.5
    ms=$("$OUT/quitprobe" "$pid" "$(window_of "$pid")" 10 | awk '{ print $2 }')
    wait "$pid" 2>/dev/null || true
    ended=""; [ ${#extra[@]} -gt 0 ] && ended=$(tail -1 "$OUT/esc-$i.jsonl" | grep -o '"type":"end"' || echo "NO END LINE")
    echo "run $i${extra[*]:+ (recording)}: $ms ms ${ended}"
    escs+=("$ms")
done
note esc_ms "$(median "${escs[@]}")"
note esc_ms_all "${escs[*]}"

finish
