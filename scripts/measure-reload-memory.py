#!/usr/bin/env python3
"""Resident memory of a live window over many saves of a large scene file (hot reload).

Opens `playground run --scene FILE` under a private Xvfb, saves the file SAVES times the way
editors do (a new file renamed over the old one), each save a ~125 KB scene (the limit is
128 KiB) whose text is one of VARIANTS versions, or all different with --variants 0, and prints
the process's VmRSS before and after the saves and its VmHWM, from /proc. With --record it then
presses Ctrl+R twice, so the session since launch (every save) is re-simulated into a recording,
and checks that `playground verify` passes it. The promise in docs/reliability.md §9: memory
stays flat however many saves there are.

    scripts/measure-reload-memory.py [--bin .build/debug/playground] [--saves 400] [--variants 3]
                                     [--vary title|padding] [--record]
"""
import argparse, glob, json, os, shutil, signal, subprocess, sys, tempfile, time

CAROUSEL = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Assets", "scenes", "carousel.json")
TARGET_BYTES = 125 * 1000


def scene_text(base, n, vary):
    """The carousel padded with spaces to ~125 KB (JSON allows any whitespace), made the nth
    text by its title (drawn in the panel) or by where the padding goes (nothing drawn changes)."""
    if vary == "title":
        text = base.replace('"Card carousel"', '"Card carousel %d"' % n, 1)
        return text.rstrip("\n") + " " * max(0, TARGET_BYTES - len(text.encode()) - 1) + "\n"
    pad = TARGET_BYTES - len(base.encode()) - 1
    return base.rstrip("\n") + " " * (pad - n % pad) + "\n" * (n % pad + 1)


def status(pid):
    fields = {}
    with open("/proc/%d/status" % pid) as f:
        for line in f:
            key, _, value = line.partition(":")
            if key in ("VmRSS", "VmHWM"):
                fields[key] = int(value.split()[0])
    return fields


def save(path, text):
    temporary = path + ".tmp"
    with open(temporary, "w") as f:
        f.write(text)
    os.replace(temporary, path)


def free_display():
    number = 90 + os.getpid() % 100
    while os.path.exists("/tmp/.X11-unix/X%d" % number):
        number += 1
    return ":%d" % number


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--bin", default=".build/debug/playground")
    parser.add_argument("--saves", type=int, default=400)
    parser.add_argument("--variants", type=int, default=3, help="distinct texts to cycle through; 0: all different")
    parser.add_argument("--vary", choices=["title", "padding"], default="padding",
                        help="what makes the texts differ: the title (drawn) or the padding (not drawn)")
    parser.add_argument("--interval", type=float, default=0.1, help="seconds between saves")
    parser.add_argument("--record", action="store_true", help="then record with Ctrl+R and verify the file")
    args = parser.parse_args()
    binary = os.path.abspath(args.bin)
    with open(CAROUSEL) as f:
        base = f.read()
    folder = tempfile.mkdtemp(prefix="mp-reload-memory-")
    display = free_display()
    xvfb = subprocess.Popen(["Xvfb", display, "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    app = None
    try:
        for _ in range(100):
            if os.path.exists("/tmp/.X11-unix/X" + display[1:]):
                break
            time.sleep(0.05)
        env = dict(os.environ, DISPLAY=display, XDG_CONFIG_HOME=folder, XDG_DATA_HOME=folder,
                   XDG_CACHE_HOME=folder)
        env.pop("SDL_VIDEODRIVER", None)
        scene = os.path.join(folder, "big.json")
        save(scene, scene_text(base, 0, args.vary))
        app = subprocess.Popen([binary, "run", "--scene", scene, "--size", "1024x720", "--dump-state"], env=env,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        window = subprocess.run(["xdotool", "search", "--sync", "--name", "Motion Playground"], env=env,
                                capture_output=True, text=True, timeout=30).stdout.split()
        time.sleep(1.0)
        before = status(app.pid)
        started = time.time()
        for i in range(1, args.saves + 1):
            save(scene, scene_text(base, i % args.variants if args.variants else i, args.vary))
            time.sleep(args.interval)
        time.sleep(1.0)
        after = status(app.pid)
        print("%d saves of %d bytes, %s, in %.1f s" % (args.saves, TARGET_BYTES, "%d variants" % args.variants
              if args.variants else "all different", time.time() - started))
        print("VmRSS before %.1f MiB, after %.1f MiB (%+.1f MiB); VmHWM %.1f MiB" % (
            before["VmRSS"] / 1024, after["VmRSS"] / 1024, (after["VmRSS"] - before["VmRSS"]) / 1024,
            after["VmHWM"] / 1024))
        if args.record and window:
            for _ in range(2):
                subprocess.run(["xdotool", "key", "--window", window[0], "ctrl+r"], env=env, timeout=10)
                time.sleep(3.0)
            print("after Ctrl+R twice: VmRSS %.1f MiB, VmHWM %.1f MiB" % (
                status(app.pid)["VmRSS"] / 1024, status(app.pid)["VmHWM"] / 1024))
        app.send_signal(signal.SIGTERM)
        out, err = app.communicate(timeout=60)
        state = json.loads(out.strip().split("\n")[-1])["state"]
        print("exit %d, %s good saves applied, reload_error %s" % (app.returncode, state.get("reloads"),
                                                                    state.get("reload_error")))
        if args.record:
            files = glob.glob(os.path.join(folder, "motion-playground", "recordings", "*.jsonl"))
            if not files:
                sys.exit("no recording was written: " + err.strip()[-400:])
            for path in files:
                verify = subprocess.run([binary, "verify", path], capture_output=True, text=True)
                print("recording %.1f MB, verify exit %d" % (os.path.getsize(path) / 1e6, verify.returncode))
                if verify.returncode != 0:
                    sys.exit(verify.stdout + verify.stderr)
    finally:
        if app and app.poll() is None:
            app.kill()
        xvfb.kill()
        xvfb.wait()
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
