#!/usr/bin/env bash
# Issue 9's measurements in one run (release build): per-demo frame costs with the C baseline
# compared in alternating rounds, the 10-minute replay (in-process and as a subprocess), start-up
# and idle CPU under a private Xvfb. Results go to .build/bench/ and a summary to stdout.
# Usage: scripts/bench.sh [extra `playground bench` options, e.g. --frames 300]
set -euo pipefail
cd "$(dirname "$0")/.."
OUT=.build/bench
mkdir -p "$OUT"
PG=.build/release/playground

echo "== build (release) and the C baseline"
swift build -c release 2>&1 | grep -Ev "prohibited flag|^\[" || true
# shellcheck disable=SC2046
cc -O2 -Wall -o "$OUT/baseline" bench/baseline.c $(pkg-config --cflags --libs sdl2 SDL2_ttf) -lm

echo "== playground bench --demo all (software, offscreen) + C baseline + 10-minute replay + plot"
"$PG" bench --demo all --baseline "$OUT/baseline" --rounds 3 --replay-minutes 10 --replay-file "$OUT/long.jsonl" \
    --plot docs/bench-frame-times.png "$@" | tee "$OUT/bench.txt"

echo "== step + draw-list build alone (--render none: no renderer sharing the 2 cores)"
"$PG" bench --demo all --render none "$@" | tee "$OUT/bench-none.txt"

echo "== replay as a subprocess: playground replay long.jsonl --headless --verify"
t0=$(date +%s%N)
"$PG" replay "$OUT/long.jsonl" --headless --verify 2>&1 | tail -1
t1=$(date +%s%N)
replay_ms=$(( (t1 - t0) / 1000000 ))
frames=$(grep -c '"type":"frame"' "$OUT/long.jsonl" || true)
session_ms=$(( frames * 1000 / 60 ))
echo "replay subprocess: ${replay_ms} ms wall for ${frames} frames (~${session_ms} ms of session): $(( session_ms / (replay_ms > 0 ? replay_ms : 1) ))x real time"

# A private X server, so nothing else on the machine shares the display.
display=""
for n in $(seq 180 240); do
    if [ ! -e "/tmp/.X$n-lock" ] && [ ! -e "/tmp/.X11-unix/X$n" ]; then display=":$n"; break; fi
done
Xvfb "$display" -screen 0 1280x1024x24 -nolisten tcp >/dev/null 2>&1 &
xvfb_pid=$!
trap 'kill "$xvfb_pid" 2>/dev/null || true' EXIT
for _ in $(seq 50); do DISPLAY=$display xdpyinfo >/dev/null 2>&1 && break; sleep 0.1; done
export DISPLAY=$display

echo "== start-up under Xvfb ($display): run --frames 1 --verbose, 5 times"
for i in 1 2 3 4 5; do
    t0=$(date +%s%N)
    line=$("$PG" run --frames 1 --verbose 2>&1 >/dev/null | grep "first frame after" || true)
    t1=$(date +%s%N)
    echo "run $i: ${line#playground: } ; whole command $(( (t1 - t0) / 1000000 )) ms"
done

echo "== opengl render (hidden window under Xvfb, Mesa) + C baseline"
"$PG" bench --demo all --render opengl --frames 300 --baseline "$OUT/baseline" --rounds 3 | tee "$OUT/bench-opengl.txt" || true

tck=$(getconf CLK_TCK)
idle() {   # demo: CPU % over 10 s after 2 s to settle
    "$PG" run --demo "$1" >/dev/null 2>&1 &
    local pid=$!
    sleep 2
    local a b
    a=$(awk '{print $14 + $15}' "/proc/$pid/stat")
    sleep 10
    b=$(awk '{print $14 + $15}' "/proc/$pid/stat")
    kill "$pid"; wait "$pid" 2>/dev/null || true
    awk -v d=$((b - a)) -v t="$tck" -v name="$1" 'BEGIN { printf "idle %s: %d ticks over 10 s = %.2f %% of one core\n", name, d, d / t / 10 * 100 }'
}
echo "== idle CPU under Xvfb (utime+stime from /proc/PID/stat, 10 s)"
idle salon
idle roller

echo "== machine"
echo "nproc $(nproc); $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'); RAM $(awk '/MemTotal/ {printf "%.1f GiB", $2/1048576}' /proc/meminfo); $(date -u +%Y-%m-%dT%H:%MZ)"
