#!/usr/bin/env python3
"""Scrolls pages in headless Chromium with its own wheel scrolling and prints where each scroll rests.

Tests/EndToEndTests/Export/CSSInChromiumTests.swift uses it to check the CSS exports in a real browser.
Standard library only: it speaks the DevTools protocol over --remote-debugging-pipe (the child
reads commands on file descriptor 3 and writes replies on 4, one JSON message per NUL-ended chunk).

Usage: chromium-scroll.py REQUEST.json, where the request is
  {"chromium": "/usr/bin/chromium", "window": [1024, 720],
   "pages": [{"name": "carousel", "html": "/tmp/…/carousel.html", "axis": "horizontal",
              "actions": [{"to": 68.0, "by": 5}, {"wheel": 120, "count": 6}, {"script": "…"}, …]}]}

Each page defines `sceneOffset()` (its scroll position in the exporter's coordinates, along the
axis) and `sceneStarts()` (each item's start in those coordinates), and marks its scroller with
`data-scroller`. The wheel actions are real input, dispatched through Input.dispatchMouseEvent at
the scroller's centre, so that Chromium animates the scroll and snaps it as it does for a user:
  {"to": T, "by": N}       one wheel event along the axis by T − sceneOffset() + N: a scroll whose
                           end lands N px past T;
  {"wheel": D, "count": N} N wheel events of D px 16 ms apart: a quick spin of the wheel, one
                           scroll whose end is N·D px on;
  {"script": S}            evaluates S in the page (a programmatic scroll, for instance).
A page may also give "measure", an expression evaluated once the page has loaded, whose value is
returned as "measured" (the test's layout checks: how tall the viewport is, where what follows starts).
After each action it waits until the scroll has ended (a `scrollend` event, then the position
steady for four frames; or nothing moved for a second) and records sceneOffset().

Prints one JSON object: {"pages": [{"name", "starts", "load", "rests": [{"from", "delta",
"offset", "scrollend", "ms"}…]}…], "seconds"}. Exits 3 with one line on stderr when Chromium
cannot be started, 2 when a page fails.
"""

import fcntl
import json
import os
import select
import shutil
import subprocess
import sys
import tempfile
import time

# Installed in each page before its actions: counts scrollend events and waits for a scroll to end.
SETTLE_SCRIPT = r"""
(() => {
  const scroller = document.querySelector('[data-scroller]');
  window.__scrollends = 0;
  scroller.addEventListener('scrollend', () => { window.__scrollends += 1; });
  window.__settle = (before, start, limit) => new Promise(resolve => {
    const t0 = performance.now();
    let last = sceneOffset(), steady = 0;
    const tick = () => {
      const now = performance.now(), offset = sceneOffset();
      if (offset === last) { steady += 1; } else { steady = 0; last = offset; }
      const ended = window.__scrollends > before;
      const idle = !ended && offset === start && now - t0 > 1000;
      if ((ended && steady >= 4) || idle || now - t0 > limit) {
        resolve({offset: offset, scrollend: ended, ms: Math.round(now - t0)});
      } else {
        requestAnimationFrame(tick);
      }
    };
    requestAnimationFrame(tick);
  });
  const r = scroller.getBoundingClientRect();
  return [r.left + r.width / 2, r.top + r.height / 2];
})()
"""

WHEEL_INTERVAL = 0.016


# The narrowest window headless Chromium lays a page out in.
MINIMUM_WINDOW_WIDTH = 500


class Browser:
    """Headless Chromium driven over the DevTools pipe."""

    def __init__(self, chromium, window):
        self.profile = tempfile.mkdtemp(prefix="mp-chromium-")
        to_child_r, self.to_child = os.pipe()
        self.from_child, from_child_w = os.pipe()

        def wire():
            # Moved above 10 first, so that neither dup2 overwrites the other pipe's end.
            reader = fcntl.fcntl(to_child_r, fcntl.F_DUPFD, 10)
            writer = fcntl.fcntl(from_child_w, fcntl.F_DUPFD, 10)
            os.dup2(reader, 3)
            os.dup2(writer, 4)

        args = [
            chromium, "--headless", "--remote-debugging-pipe", "--no-first-run", "--no-default-browser-check",
            "--disable-gpu", "--disable-extensions", "--disable-background-networking", "--mute-audio",
            "--hide-scrollbars", f"--user-data-dir={self.profile}", f"--window-size={window[0]},{window[1]}",
            "about:blank",
        ]
        if os.geteuid() == 0:
            args.insert(1, "--no-sandbox")  # Chromium refuses to run as root inside its sandbox.
        # A file, not a pipe: Chromium logs freely and a full pipe would stall it.
        self.log = open(os.path.join(self.profile, "stderr.log"), "w+b")
        # close_fds=False keeps fds 3 and 4 (dup2 makes them inheritable); Python opens every
        # other descriptor non-inheritable, so nothing else leaks into the child.
        self.process = subprocess.Popen(
            args, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=self.log, preexec_fn=wire,
            close_fds=False)
        os.close(to_child_r)
        os.close(from_child_w)
        self.buffer = b""
        self.next_id = 0
        self.window = window

    def send(self, method, params=None, session=None, timeout=30):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        try:
            os.write(self.to_child, json.dumps(message).encode() + b"\0")
        except BrokenPipeError:
            raise RuntimeError(f"Chromium exited before {method}: {self.last_log_line()}") from None
        deadline = time.monotonic() + timeout
        while True:
            reply = self.read(deadline, method)
            if reply.get("id") == self.next_id:  # events and other replies are not needed
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error'].get('message')}")
                return reply.get("result", {})

    def read(self, deadline, waiting_for):
        while b"\0" not in self.buffer:
            if time.monotonic() > deadline:
                raise RuntimeError(f"no reply from Chromium to {waiting_for}")
            ready, _, _ = select.select([self.from_child], [], [], 0.5)
            if ready:
                chunk = os.read(self.from_child, 1 << 16)
                if not chunk:
                    raise RuntimeError(f"Chromium exited while waiting for {waiting_for}: {self.last_log_line()}")
                self.buffer += chunk
        raw, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(raw)

    def last_log_line(self):
        self.log.seek(0)
        lines = self.log.read().decode(errors="replace").strip().splitlines()
        return lines[-1] if lines else f"exit status {self.process.poll()}"

    def open(self, url):
        # Headless Chromium keeps a window at least 500 px wide whatever --window-size says: a
        # phone's 390 px page is the viewport emulated, set on a blank target before the page
        # loads. Only there: a page opened that way does not always take a spin of the wheel as
        # one scroll, so a page in a wide enough window is opened directly, as it always was.
        emulated = self.window[0] < MINIMUM_WINDOW_WIDTH
        target = self.send("Target.createTarget", {"url": "about:blank" if emulated else url})["targetId"]
        session = self.send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        if emulated:
            self.send(
                "Emulation.setDeviceMetricsOverride",
                {"width": self.window[0], "height": self.window[1], "deviceScaleFactor": 1, "mobile": False},
                session=session)
            self.send("Page.navigate", {"url": url}, session=session)
        # The new target starts on about:blank, already "complete": wait for the page itself.
        loaded = f"location.href === {json.dumps(url)} && document.readyState === 'complete'"
        deadline = time.monotonic() + 30
        while not self.evaluate(session, loaded):
            if time.monotonic() > deadline:
                raise RuntimeError(f"{url} did not load")
            time.sleep(0.05)
        return session

    def evaluate(self, session, expression, await_promise=False):
        result = self.send(
            "Runtime.evaluate", {"expression": expression, "returnByValue": True, "awaitPromise": await_promise},
            session=session)
        if "exceptionDetails" in result:
            details = result["exceptionDetails"]
            raise RuntimeError(f"{expression.strip()[:60]}…: {details.get('exception', {}).get('description')}")
        return result["result"].get("value")

    def wheel(self, session, point, dx, dy):
        params = {"type": "mouseWheel", "x": point[0], "y": point[1], "deltaX": dx, "deltaY": dy}
        self.send("Input.dispatchMouseEvent", params, session=session)

    def close(self):
        try:
            self.send("Browser.close", timeout=5)
        except (RuntimeError, OSError):
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        self.log.close()
        shutil.rmtree(self.profile, ignore_errors=True)


class StartFailed(Exception):
    """Chromium is there but does not start headless (the caller exits 3)."""


def start(chromium, window):
    """A headless Chromium that answers, or StartFailed saying why not."""
    try:
        browser = Browser(chromium, window)
    except OSError as error:
        raise StartFailed(f"cannot start {chromium}: {error}") from None
    try:
        browser.send("Browser.getVersion", timeout=60)
    except (RuntimeError, OSError) as error:
        browser.close()
        raise StartFailed(f"cannot start {chromium} headless: {error}") from None
    return browser


def run_page(browser, page):
    session = browser.open("file://" + page["html"])
    point = browser.evaluate(session, SETTLE_SCRIPT)
    browser.send("Input.dispatchMouseEvent", {"type": "mouseMoved", "x": point[0], "y": point[1]}, session=session)
    horizontal = page["axis"] == "horizontal"

    def wheel(delta):
        browser.wheel(session, point, *((delta, 0) if horizontal else (0, delta)))

    result = {
        "name": page["name"],
        "starts": browser.evaluate(session, "sceneStarts()"),
        "load": browser.evaluate(session, "sceneOffset()"),
        "rests": [],
    }
    if "measure" in page:
        result["measured"] = browser.evaluate(session, page["measure"])
    for action in page["actions"]:
        before = browser.evaluate(session, "window.__scrollends")
        start = browser.evaluate(session, "sceneOffset()")
        delta = None
        if "to" in action:
            delta = action["to"] - start + action.get("by", 0)
            wheel(delta)
        elif "wheel" in action:
            delta = action["wheel"] * action["count"]
            for i in range(action["count"]):
                if i:
                    time.sleep(WHEEL_INTERVAL)
                wheel(action["wheel"])
        else:
            browser.evaluate(session, action["script"])
        rest = browser.evaluate(session, f"window.__settle({before}, {start}, 5000)", await_promise=True)
        result["rests"].append({"from": start, "delta": delta, **rest})
    return result


def read_request():
    """The JSON request named on the command line; exits 2, printing the usage, without one."""
    if len(sys.argv) != 2:
        print(f"usage: {os.path.basename(sys.argv[0])} REQUEST.json", file=sys.stderr)
        sys.exit(2)
    with open(sys.argv[1]) as f:
        return json.load(f)


def main():
    request = read_request()
    began = time.monotonic()
    try:
        browser = start(request["chromium"], request["window"])
    except StartFailed as error:
        print(f"error: {error}", file=sys.stderr)
        return 3
    try:
        pages = [run_page(browser, page) for page in request["pages"]]
    except (RuntimeError, OSError) as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    finally:
        browser.close()
    print(json.dumps({"pages": pages, "seconds": round(time.monotonic() - began, 2)}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
