#!/usr/bin/env bash
# Screenshots of every demo with the HUD and the motion inspector open, at the sizes the layout
# must handle, drawn headless by the program itself (`playground replay --headless --screenshot`)
# from a short scripted replay per demo: no display needed, the same pixels on every run.
#
#   scripts/screenshots.sh OUTDIR                      640x480, 1024x720 and 2560x1440
#   scripts/screenshots.sh OUTDIR 800x600 3840x2160    any sizes (points)
#   SCALE=2 scripts/screenshots.sh OUTDIR              at pixel scale 2 (a HiDPI screen)
#   UI=2 scripts/screenshots.sh OUTDIR 2560x1440       at UI scale 2 (`--ui-scale 2`): a 2560x1440 PNG
#                                                      of a 1280x720-point window, text twice as large
#   PANEL=1 scripts/screenshots.sh OUTDIR              with the tuning panel open too (T)
#
# Files are OUTDIR/DEMO-WxH[@2x][-ui2].png (WxH as given). Each replay opens the overlays (H, I), runs a few seconds
# with one key that sets the demo moving, and is shot at its last frame.
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:?usage: scripts/screenshots.sh OUTDIR [WxH ...]}
shift
sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(640x480 1024x720 2560x1440)
scale=${SCALE:-1}
ui=${UI:-1}
if ! log=$(swift build 2>&1); then echo "$log" | grep -E "error" >&2; echo "error: the build failed" >&2; exit 1; fi
bin=.build/debug/playground
mkdir -p "$out"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# demo, seconds, the key pressed at 1 s (after H and I at 0 s), the frame (µs) to shoot. A demo
# named scene:FILE plays that scene file (its text goes into the replay's header, as a recording
# made with `run --scene FILE` holds it) and opens the tuning panel after the key.
shots=(
  "easing 1.6 end"
  "salon 1.2 right"
  "pull 1.0 -"
  "pager 1.6 right"
  "roller 6.2 -"
  "scene:Assets/scenes/carousel.json 1.8 right"
  "scene:Assets/scenes/full-width-pager.json 1.8 right"
)
[ -z "${ONLY:-}" ] || { kept=(); for s in "${shots[@]}"; do [[ $s == $ONLY* ]] && kept+=("$s"); done; shots=("${kept[@]}"); }
for size in "${sizes[@]}"; do
  w=${size%x*}; h=${size#*x}
  # The window's size in points at the UI scale: the PNG keeps the size asked for.
  pw=$(python3 -c "print(round($w / $ui))"); ph=$(python3 -c "print(round($h / $ui))")
  for shot in "${shots[@]}"; do
    read -r demo seconds key <<<"$shot"
    name=$demo; [[ $demo != scene:* ]] || { name=${demo##*/}; name=${name%.json}; }
    file="$work/$name-$size.jsonl"
    python3 - "$demo" "$pw" "$ph" "$scale" "$seconds" "$key" "${PANEL:-}" >"$file" <<'PY'
import json, sys
import os, re
demo, w, h, scale, seconds, key = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), float(sys.argv[4]), float(sys.argv[5]), sys.argv[6]
panel = sys.argv[7] == "1"
header = {"type": "header", "format": "motion-playground-replay", "version": 1, "app_version": "0.3.1",
          "demo": demo, "viewport": {"width": w, "height": h}, "pixel_scale": scale, "seed": 1, "settings": {}}
opening = ("h", "i")
late = None
if demo.startswith("scene:"):
    path = demo[len("scene:"):]
    # The id `run --scene` gives a file: its name, lower-cased, other characters as '-'.
    sid = re.sub(r"-+", "-", re.sub(r"[^a-z0-9_]", "-", os.path.basename(path)[:-5].lower())).strip("-")
    header["demo"] = sid
    header["scenes"] = [{"id": sid, "file": path, "source": open(path, encoding="utf-8").read()}]
    late = "t"  # after the key: with the panel open, arrow keys step its rows
if panel:
    late = "t"
print(json.dumps(header))
frames = int(seconds * 60)
for i in range(frames + 1):
    t = round(i * 1_000_000 / 60)
    inputs = []
    if i == 0:
        inputs = [{"type": "key_pressed", "time_us": 0, "key": k, "modifiers": []} for k in opening]
    if i == 60 and key != "-":
        inputs = [{"type": "key_pressed", "time_us": t, "key": key, "modifiers": []}]
    # The panel opens a frame after the key, or on the last frame of a short replay.
    if i == min(61, frames) and late:
        inputs += [{"type": "key_pressed", "time_us": t, "key": late, "modifiers": []}]
    print(json.dumps({"type": "frame", "index": i, "time_us": t, "inputs": inputs}))
PY
    frames=$(( $(wc -l <"$file") - 2 ))
    suffix=""; [ "$scale" = "1" ] || suffix="@${scale}x"; [ "$ui" = "1" ] || suffix="$suffix-ui$ui"
    # The replay has no end line on purpose; only a failure's messages are worth showing.
    if ! msg=$("$bin" replay "$file" --headless --ui-scale "$ui" --screenshot "$frames=$out/$name-$size$suffix.png" 2>&1 >/dev/null); then
      echo "$msg" >&2; exit 1
    fi
    echo "$out/$name-$size$suffix.png"
  done
done
