#!/usr/bin/env bash
# Screenshots of every demo with the HUD and the motion inspector open, at the sizes the layout
# must handle, drawn headless by the program itself (`playground replay --headless --screenshot`)
# from a short scripted replay per demo: no display needed, the same pixels on every run.
#
#   scripts/screenshots.sh OUTDIR                      640x480, 1024x720 and 2560x1440
#   scripts/screenshots.sh OUTDIR 800x600 3840x2160    any sizes (points)
#   SCALE=2 scripts/screenshots.sh OUTDIR              at pixel scale 2 (a HiDPI screen)
#
# Files are OUTDIR/DEMO-WxH[@2x].png. Each replay opens the overlays (H, I), runs a few seconds
# with one key that sets the demo moving, and is shot at its last frame.
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:?usage: scripts/screenshots.sh OUTDIR [WxH ...]}
shift
sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(640x480 1024x720 2560x1440)
scale=${SCALE:-1}
if ! log=$(swift build 2>&1); then echo "$log" | grep -E "error" >&2; echo "error: the build failed" >&2; exit 1; fi
bin=.build/debug/playground
mkdir -p "$out"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# demo, seconds, the key pressed at 1 s (after H and I at 0 s), the frame (µs) to shoot
shots=(
  "easing 1.6 end"
  "salon 1.2 right"
  "pull 1.0 -"
  "pager 1.6 right"
  "roller 6.2 -"
)
for size in "${sizes[@]}"; do
  w=${size%x*}; h=${size#*x}
  for shot in "${shots[@]}"; do
    read -r demo seconds key <<<"$shot"
    file="$work/$demo-$size.jsonl"
    python3 - "$demo" "$w" "$h" "$scale" "$seconds" "$key" >"$file" <<'PY'
import json, sys
demo, w, h, scale, seconds, key = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), float(sys.argv[4]), float(sys.argv[5]), sys.argv[6]
print(json.dumps({"type": "header", "format": "motion-playground-replay", "version": 1, "app_version": "0.1.0",
                  "demo": demo, "viewport": {"width": w, "height": h}, "pixel_scale": scale, "seed": 1, "settings": {}}))
frames = int(seconds * 60)
for i in range(frames + 1):
    t = round(i * 1_000_000 / 60)
    inputs = []
    if i == 0:
        inputs = [{"type": "key_pressed", "time_us": 0, "key": k, "modifiers": []} for k in ("h", "i")]
    if i == 60 and key != "-":
        inputs = [{"type": "key_pressed", "time_us": t, "key": key, "modifiers": []}]
    print(json.dumps({"type": "frame", "index": i, "time_us": t, "inputs": inputs}))
PY
    frames=$(( $(wc -l <"$file") - 2 ))
    suffix=""; [ "$scale" = "1" ] || suffix="@${scale}x"
    # The replay has no end line on purpose; only a failure's messages are worth showing.
    if ! msg=$("$bin" replay "$file" --headless --screenshot "$frames=$out/$demo-$size$suffix.png" 2>&1 >/dev/null); then
      echo "$msg" >&2; exit 1
    fi
    echo "$out/$demo-$size$suffix.png"
  done
done
