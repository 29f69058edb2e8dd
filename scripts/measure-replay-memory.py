#!/usr/bin/env python3
"""Peak memory of `playground replay FILE --headless --verify` against replay length.

Generates replays of an idle easing session (a frame every 16.667 ms, a checkpoint every 60
frames, all carrying the idle digest, so verification passes only if every frame is stepped
and every checkpoint compared), verifies each with the given binary and prints the peak
resident set (ru_maxrss of the child, from wait4). The promise in docs/reliability.md: a
1,000,000-frame replay peaks within 5 MiB of a 20,000-frame one.

    scripts/measure-replay-memory.py [--bin .build/release/playground] [--frames 20000,1000000]
"""
import argparse, json, os, subprocess, sys, tempfile, time

HEADER = ('{"type":"header","format":"motion-playground-replay","version":1,"app_version":"0.3.0",'
          '"demo":"easing","viewport":{"width":1024,"height":720},"pixel_scale":1,"seed":1,"settings":{}}')


def frame(i):
    return '{"type":"frame","index":%d,"time_us":%d,"inputs":[]}' % (i, 16667 * (i + 1))


def idle_digest(binary, folder):
    tiny = os.path.join(folder, "tiny.jsonl")
    with open(tiny, "w") as f:
        f.write(HEADER + "\n" + "\n".join(frame(i) for i in range(61)) + "\n")
    out = subprocess.run([binary, "replay", tiny, "--headless", "--dump-state"], capture_output=True, text=True,
                         check=True).stdout.strip()
    return json.loads(out)["digest"], out[out.index('"state":') + 8:-1]


def generate(path, frames, digest, state):
    with open(path, "w") as f:
        f.write(HEADER + "\n")
        lines = []
        for i in range(frames):
            lines.append(frame(i))
            if i > 0 and i % 60 == 0:
                lines.append('{"type":"checkpoint","frame":%d,"demo":"easing","digest":"%s","state":%s}' % (i, digest, state))
            if len(lines) >= 10000:
                f.write("\n".join(lines) + "\n")
                lines = []
        lines.append('{"type":"end","frame":%d,"demo":"easing","digest":"%s","state":%s}' % (frames - 1, digest, state))
        f.write("\n".join(lines) + "\n")


def peak(binary, path):
    start = time.time()
    pid = os.posix_spawn(binary, [binary, "replay", path, "--headless", "--verify"], os.environ,
                         file_actions=[(os.POSIX_SPAWN_OPEN, 1, os.devnull, os.O_WRONLY, 0),
                                       (os.POSIX_SPAWN_OPEN, 2, os.devnull, os.O_WRONLY, 0)])
    _, status, usage = os.wait4(pid, 0)
    return os.waitstatus_to_exitcode(status), usage.ru_maxrss, time.time() - start


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--bin", default=".build/release/playground")
    parser.add_argument("--frames", default="20000,1000000")
    args = parser.parse_args()
    counts = [int(n) for n in args.frames.split(",")]
    with tempfile.TemporaryDirectory(prefix="mp-memory-") as folder:
        digest, state = idle_digest(args.bin, folder)
        peaks = {}
        for n in counts:
            path = os.path.join(folder, "idle-%d.jsonl" % n)
            generate(path, n, digest, state)
            code, kib, seconds = peak(args.bin, path)
            size = os.path.getsize(path)
            os.remove(path)
            print("%9d frames  %7.1f MB file  exit %d  peak %7.1f MiB  %6.1f s" % (n, size / 1e6, code, kib / 1024, seconds))
            if code != 0:
                sys.exit("verification failed for %d frames" % n)
            peaks[n] = kib
        growth = (peaks[counts[-1]] - peaks[counts[0]]) / 1024
        print("peak growth from %d to %d frames: %+.2f MiB (promise: at most 5 MiB)" % (counts[0], counts[-1], growth))
        sys.exit(0 if growth <= 5 else 1)


if __name__ == "__main__":
    main()
