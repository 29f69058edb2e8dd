#!/usr/bin/env bash
# Records the golden replay files in Tests/Fixtures/ from real sessions: the real window under
# Xvfb, driven by xdotool (drags, flicks, wheel, keys, clicks), recorded with --record.
# `swift test` then verifies every checkpoint of every file (Tests/ReplayTests/GoldenReplayTests).
#
#   scripts/record-fixtures.sh            record all
#   scripts/record-fixtures.sh easing-    record those whose name starts with easing-
#
# Re-record after a change that alters behaviour on purpose; the diff of the fixtures' end
# states shows what changed.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! log=$(swift build 2>&1); then echo "$log" | grep -E "error" >&2; echo "error: the build failed" >&2; exit 1; fi
bin=.build/debug/playground
out=Tests/Fixtures
filter="${1:-}"

display=:$((90 + RANDOM % 100))
Xvfb "$display" -screen 0 1280x800x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
trap 'kill $xvfb 2>/dev/null || true' EXIT
export DISPLAY=$display
sleep 1

# Window-relative helpers. The demo area starts 240 pt right of the window's left edge.
W=""
at() { xdotool mousemove --window "$W" "$1" "$2"; }
down() { xdotool mousedown 1; }
up() { xdotool mouseup 1; }
click_at() { at "$1" "$2"; sleep 0.05; xdotool click 1; sleep 0.1; }
# drag X Y DX DY STEPS DELAY: move in STEPS steps of (DX/STEPS, DY/STEPS) with DELAY s between them.
drag() {
  local x=$1 y=$2 dx=$3 dy=$4 steps=$5 delay=$6
  at "$x" "$y"; sleep 0.1; down
  for i in $(seq 1 "$steps"); do
    at $((x + dx * i / steps)) $((y + dy * i / steps)); sleep "$delay"
  done
}
# flick X Y DX DY STEPS: press, STEPS moves 12 ms apart and the release, in one xdotool process,
# so no process start falls between the last move and the release (every platform's tracker
# then reads the finger's speed; a 40 ms gap reads as a finger that stopped).
flick() {
  local x=$1 y=$2 dx=$3 dy=$4 steps=$5
  local args=(mousemove --window "$W" "$x" "$y" mousedown 1)
  for i in $(seq 1 "$steps"); do
    args+=(sleep 0.012 mousemove --window "$W" $((x + dx * i / steps)) $((y + dy * i / steps)))
  done
  xdotool "${args[@]}" mouseup 1
}
key() { xdotool key "$@"; }
# One xdotool process per burst: starting one per notch took 130-190 ms on a loaded machine,
# longer than ScrollView's 120 ms wheel-quiet interval, so a burst fell apart into single notches.
wheel_down() { xdotool click --repeat "$1" --delay 30 5; }
wheel_up() { xdotool click --repeat "$1" --delay 30 4; }
wheel_right() { xdotool click --repeat "$1" --delay 30 7; }

# Runs fixture NAME's function in the window of PID, then Q. A window that does not quit means
# something took the Q (a typed value in the tuning panel): the script's keys missed, so the
# file is never kept (CLEANUP, the file or folder to remove) and the script stops.
drive() {
  local name=$1 pid=$2 cleanup=$3
  W=$(xdotool search --sync --name "Motion Playground" | head -1)
  sleep 0.5
  "fixture_${name//-/_}"
  sleep 0.3
  key q
  for _ in $(seq 1 30); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
  if kill -0 "$pid" 2>/dev/null; then
    kill "$pid"; rm -rf "$cleanup"
    echo "error: $name did not quit on Q (is a value being typed?); fix its fixture" >&2; exit 1
  fi
  wait "$pid"
}

record() {
  local name=$1 demo=$2; shift 2
  [[ "$name" == "$filter"* ]] || return 0
  echo "recording $name ($demo)"
  # --record never overwrites: the old fixture goes first (git keeps it, and the diff shows what changed).
  rm -f "$out/$name.jsonl"
  "$bin" run --demo "$demo" --size 1024x720 --record "$out/$name.jsonl" "$@" >/dev/null 2>&1 &
  drive "$name" $! "$out/$name.jsonl"
}

# A recording made as a user makes one: the window runs without --record, Ctrl+R starts and
# stops it (the fixture's function presses both), and the file Ctrl+R wrote into a scratch data
# home is moved in. Config and cache homes are scratch too, so no scene of the machine's user
# joins the panel and shifts the demos' keys.
record_ctrl_r() {
  local name=$1 demo=$2; shift 2
  [[ "$name" == "$filter"* ]] || return 0
  echo "recording $name ($demo, Ctrl+R)"
  local home
  home=$(mktemp -d)
  rm -f "$out/$name.jsonl"
  XDG_DATA_HOME=$home XDG_CONFIG_HOME=$home XDG_CACHE_HOME=$home/cache \
    "$bin" run --demo "$demo" --size 1024x720 "$@" >/dev/null 2>&1 &
  drive "$name" $! "$home"
  local files=("$home"/motion-playground/recordings/*.jsonl)
  if [ "${#files[@]}" -ne 1 ] || [ ! -f "${files[0]}" ]; then
    rm -rf "$home"
    echo "error: $name: Ctrl+R did not leave exactly one recording" >&2; exit 1
  fi
  mv "${files[0]}" "$out/$name.jsonl"
  rm -rf "$home"
}

# --- easing (seed 002) -------------------------------------------------------------------------
fixture_easing_drag_flick_bounce() {
  drag 500 500 0 -200 12 0.03; sleep 0.08; up; sleep 0.3           # slow drag, pause, release: no fling
  drag 500 600 0 -300 6 0.012; up; sleep 2.5                         # flick up: deceleration
  key Home; sleep 1.3
  drag 500 200 0 300 10 0.02; up; sleep 1.2                          # pull past the top: rubber band, bounce back
  drag 500 500 0 250 5 0.012; up; sleep 1.5                          # flick down at the top: bounce
}
fixture_easing_wheel() {
  at 500 400; wheel_down 8; sleep 0.6; wheel_up 3; sleep 0.4; wheel_up 20; sleep 1.0
  wheel_down 12; sleep 0.8; wheel_up 4; sleep 1.0                    # a second burst: enough frames for two checkpoints
  wheel_down 16; sleep 1.0; wheel_up 6; sleep 1.0                    # a third: a checkpoint more whatever the machine's pace
}
fixture_easing_animated_scroll() {
  click_at 920 331; sleep 0.2                                         # easeOutBounce
  click_at 740 436; sleep 0.1                                         # duration 0.5 s
  key End; sleep 0.9
  key Home; sleep 0.2; key r; sleep 0.3; key r; sleep 1.2             # a new request replaces a running one
  key Right; key Right; key Down; sleep 0.8; key Up; sleep 0.8
}

fixture_easing_inspector() {
  key i; key h; sleep 0.3                                             # the motion inspector and the HUD
  drag 500 600 0 -320 6 0.012; up; sleep 2.8                          # a flick: landing and target marked
  drag 500 300 0 -200 5 0.012; up; sleep 0.35                         # the README's screenshot is taken here
  at 500 400; down; sleep 0.1; up; sleep 0.5                          # a press catches the glide
  key i                                                               # inspector off: Q then quits
}

record easing-drag-flick-bounce easing
record easing-wheel easing
record easing-animated-scroll easing
record easing-inspector easing
for f in scripts/fixtures/*.sh; do [ -e "$f" ] && source "$f"; done
echo "done: $(ls $out/*.jsonl | wc -l) fixtures"
