#!/usr/bin/env bash
# Records docs/tuning-flick.jsonl, the README's "Tuning a flick" session, from the real window
# under Xvfb driven by xdotool: open the salon, T, lower the deceleration rate to 0.99 (which
# pins 0.998 as A), flick, let both runs come to rest. Then renders docs/tuning.png from it.
#
#   scripts/record-tuning-demo.sh
set -euo pipefail
cd "$(dirname "$0")/.."
if ! log=$(swift build 2>&1); then echo "$log" | grep -E "error" >&2; echo "error: the build failed" >&2; exit 1; fi
bin=.build/debug/playground
out=docs/tuning-flick.jsonl

display=:$((90 + RANDOM % 100))
Xvfb "$display" -screen 0 1280x800x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
trap 'kill $xvfb 2>/dev/null || true' EXIT
export DISPLAY=$display
sleep 1

rm -f "$out"
"$bin" run --demo salon --size 1024x720 --record "$out" >/dev/null 2>&1 &
pid=$!
W=$(xdotool search --sync --name "Motion Playground" | head -1)
sleep 0.5
at() { xdotool mousemove --window "$W" "$1" "$2"; }
key() { xdotool key "$@"; sleep 0.12; }

key t; key Down; key Down                                  # the panel; select deceleration_rate
for _ in 1 2 3 4 5 6 7 8; do key Left; done                # 0.998 → 0.99 (A is pinned at 0.998)
sleep 0.3
# One xdotool process for the whole flick, so the release keeps its velocity.
xdotool mousemove --window "$W" 620 226 sleep 0.1 mousedown 1 \
  mousemove --window "$W" 560 226 sleep 0.012 mousemove --window "$W" 500 226 sleep 0.012 \
  mousemove --window "$W" 440 226 sleep 0.012 mousemove --window "$W" 380 226 sleep 0.012 \
  mousemove --window "$W" 320 226 mouseup 1
sleep 4.5
key Escape; key q                                          # close the panel, quit
for _ in $(seq 1 30); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
wait "$pid"

"$bin" replay "$out" --headless --verify
# The last frame before the first Esc: both runs at rest, the panel still open.
shot=$(grep -m1 '"key":"escape"' "$out" | sed -E 's/.*"index":([0-9]+).*/\1/')
shot=$((shot - 1))
frames=$(grep -c '"type":"frame"' "$out")
"$bin" replay "$out" --headless --screenshot "$shot=docs/tuning.png"
echo "recorded $out ($frames frames); docs/tuning.png is frame $shot"
