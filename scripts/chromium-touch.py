#!/usr/bin/env python3
"""Drags a finger through docs/touch-recorder.html in headless Chromium and prints what the page would save.

Tests/EndToEndTests/Import/TouchRecorderInChromiumTests.swift uses it to check the page and `playground import`
together. Standard library only; it drives Chromium as scripts/chromium-scroll.py does (its Browser class).

Usage: chromium-touch.py REQUEST.json, where the request is
  {"chromium": "/usr/bin/chromium", "html": "/…/docs/touch-recorder.html",
   "device": {"width": 412, "height": 800, "scale": 2.625},
   "strokes": [{"points": [[200, 300], [190, 300], …], "start": 0.0, "interval": 0.008, "end": "touchEnd",
                "coalesce": true}]}

The page is shown as a phone (Emulation.setDeviceMetricsOverride, touch emulation on) and each stroke
is real touch input (Input.dispatchTouchEvent): a touchStart at its first point, a touchMove at each
other, then its "end" (touchEnd or touchCancel), each event stamped `start + i · interval` seconds
after a common origin, so the page's `timeStamp`s follow the times sent. With "coalesce", the page's
main thread is kept busy while the moves are sent, all at once, so that Chromium merges them into
fewer pointermove events, as a phone does between frames: the page must find each in
getCoalescedEvents().

Prints one JSON object: {"trace": the page's traceJSON(), "dispatched_moves": how many pointermove
events the page was given}. Exits 3 with one line on stderr when Chromium cannot be
started, 2 when the page fails.
"""

import importlib.util
import json
import os
import sys
import time


def load_chromium_scroll():
    """scripts/chromium-scroll.py as a module (its name has a hyphen, so it cannot be imported by name)."""
    here = os.path.dirname(os.path.abspath(__file__))
    spec = importlib.util.spec_from_file_location("chromium_scroll", os.path.join(here, "chromium-scroll.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


# Counts the pointermove events the page is given (each may carry several coalesced samples).
COUNT_SCRIPT = "window.__moves = 0; document.getElementById('area').addEventListener('pointermove', () => __moves++)"
# Keeps the page's main thread busy for 150 ms from its next task: input sent meanwhile waits, merged.
BUSY_SCRIPT = "setTimeout(() => { const t = performance.now(); while (performance.now() - t < 150); }, 0); 0"


def send_all(browser, session, messages):
    """Sends the commands without waiting for each reply, then waits for the last one's."""
    for method, params in messages:
        browser.next_id += 1
        message = {"id": browser.next_id, "method": method, "params": params, "sessionId": session}
        os.write(browser.to_child, json.dumps(message).encode() + b"\0")
    deadline = time.monotonic() + 30
    while browser.read(deadline, messages[-1][0]).get("id") != browser.next_id:
        pass


def drag(browser, session, strokes):
    origin = time.time()
    for stroke in strokes:
        points = stroke["points"]

        def touch(kind, index, touching):
            stamp = origin + stroke["start"] + index * stroke["interval"]
            at = [{"x": points[index][0], "y": points[index][1]}] if touching else []
            return "Input.dispatchTouchEvent", {"type": kind, "touchPoints": at, "timestamp": stamp}

        browser.send(*touch("touchStart", 0, True), session=session)
        moves = [touch("touchMove", i, True) for i in range(1, len(points))]
        if stroke.get("coalesce"):
            browser.evaluate(session, BUSY_SCRIPT)
            time.sleep(0.02)  # the busy task has begun
            send_all(browser, session, moves)
        else:
            for move in moves:
                browser.send(*move, session=session)
        browser.send(*touch(stroke["end"], len(points), False), session=session)


def main():
    chromium_scroll = load_chromium_scroll()
    request = chromium_scroll.read_request()
    device = request["device"]
    # The window is at least as wide as headless Chromium lays out; the phone is emulated in it.
    window = [max(device["width"], chromium_scroll.MINIMUM_WINDOW_WIDTH), device["height"]]
    try:
        browser = chromium_scroll.start(request["chromium"], window)
    except chromium_scroll.StartFailed as error:
        print(f"error: {error}", file=sys.stderr)
        return 3
    try:
        session = browser.open("file://" + request["html"])
        browser.send(
            "Emulation.setDeviceMetricsOverride",
            {"width": device["width"], "height": device["height"], "deviceScaleFactor": device["scale"],
             "mobile": True},
            session=session)
        browser.send("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 1}, session=session)
        browser.evaluate(session, COUNT_SCRIPT)
        drag(browser, session, request["strokes"])
        # The last event is handled before the page is read: one frame is enough.
        browser.evaluate(session, "new Promise(r => requestAnimationFrame(() => r(0)))", await_promise=True)
        result = {
            "trace": browser.evaluate(session, "traceJSON()"),
            "dispatched_moves": browser.evaluate(session, "__moves"),
        }
    except (RuntimeError, OSError) as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    finally:
        browser.close()
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
