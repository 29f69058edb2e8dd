#!/usr/bin/env python3
"""A replay of the salon with the tuning panel open, all four platform chips ticked and one
2500 pt/s flick, for docs/platform-ghosts.png:

    python3 scripts/record-platform-ghosts.py 1024 720 4 > /tmp/ghosts.jsonl
    n=$(( $(wc -l < /tmp/ghosts.jsonl) - 2 ))
    playground replay /tmp/ghosts.jsonl --headless --screenshot "$n=docs/platform-ghosts.png"

Arguments: window width and height (points), the seconds to run after the release, and where
the live strip's centre is once the four lanes are open (points; the lanes move the live strip,
so ask `AppHarness.liveContentCentre` or look at a screenshot: 432 490 at 1707 x 960, the size
of a 2560 x 1440 screen at --ui-scale 1.5). The chips follow TuningPanelLayout: the full names
take two chips to a line in a 300-pt panel.
"""
import json, sys
w, h, rest = int(sys.argv[1]), int(sys.argv[2]), float(sys.argv[3])
cx, cy = (float(sys.argv[4]), float(sys.argv[5])) if len(sys.argv) > 5 else (None, None)
header = {"type": "header", "format": "motion-playground-replay", "version": 1, "app_version": "0.3.0",
          "demo": "salon", "viewport": {"width": w, "height": h}, "pixel_scale": 1, "seed": 1, "settings": {}}
print(json.dumps(header))
panel = min(300, (w - 240) / 2)
px = w - panel
chips = [(px + 80 + 140 * (i % 2), 94 + 24 * (i // 2)) for i in range(4)]
if cx is None:
    cx, cy = (240 + px) / 2, h / 2
frames = {}
def add(i, inp): frames.setdefault(i, []).append(inp)
def t_of(i): return round(i * 1_000_000 / 60)
add(0, {"type": "key_pressed", "time_us": 0, "key": "h", "modifiers": []})
add(0, {"type": "key_pressed", "time_us": 0, "key": "i", "modifiers": []})
add(5, {"type": "key_pressed", "time_us": t_of(5), "key": "t", "modifiers": []})
for k, (x, y) in enumerate(chips):
    i = 10 + 2 * k
    add(i, {"type": "pointer_pressed", "time_us": t_of(i) - 2000, "x": x, "y": y, "button": "left"})
    add(i, {"type": "pointer_released", "time_us": t_of(i) - 1000, "x": x, "y": y, "button": "left"})
start = 30
t0 = t_of(start) - 10000
x = cx + 60
add(start, {"type": "pointer_pressed", "time_us": t0, "x": x, "y": cy, "button": "left"})
last = start
for m in range(1, 13):
    t = t0 + m * 4000
    x -= 10
    i = (t + 16666) // 16667
    add(i, {"type": "pointer_moved", "time_us": t, "x": x, "y": cy})
    last = i
t = t0 + 13 * 4000
i = (t + 16666) // 16667
add(i, {"type": "pointer_released", "time_us": t, "x": x, "y": cy, "button": "left"})
end = i + int(rest * 60)
for n in range(end + 1):
    print(json.dumps({"type": "frame", "index": n, "time_us": t_of(n), "inputs": frames.get(n, [])}))
