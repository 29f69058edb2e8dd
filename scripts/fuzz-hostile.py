#!/usr/bin/env python3
"""One-off fuzz of the real binary: hostile replay files and hostile argument lists.

Every case runs `playground` in a fresh sandbox folder holding sentinel files (a README, a
link to it, a FIFO, a directory) and must end with exit 0, 1, 2 or 3 within the time limit:
no signal (a trap is SIGILL, exit 132), no hang. A failure (2 or 3) prints exactly one line on
stderr; no stderr line holds a raw control byte; no sentinel changes; no temporary file is
left behind; /dev/full stays a device.

    scripts/fuzz-hostile.py [--bin .build/release/playground] [--files 10000] [--args 1000]
                            [--seed N] [--jobs 2]

The seed is printed first (a fresh one unless given), so any failure can be re-run.
"""
import argparse, hashlib, os, random, shutil, stat, subprocess, sys, tempfile, time
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TIMEOUT = 60

NUMBERS = ["0", "-0", "-1", "1e-300", "5e-324", "0.1", "0.25", "0.2499999", "1.5", "16", "16.000001", "319.99", "320",
           "16384", "16385", "1e7", "-1e7", "1e15", "1e308", "-1e308", "1e999", "9007199254740993", "18446744073709551615",
           "18446744073709551616", "-9223372036854775808", "10000000000000", "99999999999999999999999", "NaN", "Infinity",
           "1E+2", "0.000001", "2", "1000000000"]
STRINGS = ['""', '"easing"', '"roller"', '"pager"', '"\\u001b[2J\\u001b]0;pwned\\u0007"', '"a\\nb"', '"\\u0000"', '"\\ud800"',
           '"motion-playground-replay"', '"NaN"', '"left"', '"shift"', '"\\u009b31m"', '"' + "x" * 5000 + '"', '"é漢"']
OTHERS = ["null", "true", "false", "[]", "{}", "[1,2]", '{"a":1}', '{"pages":"abc"}', '{"pages":"7"}', "[" * 40 + "]" * 40,
          '{"width":1e-300,"height":1}', '{"width":16384,"height":16384}']
INFO = ("playground: replay stops", "playground: recorded ", "playground: renderer ", "playground: software renderer",
        "playground: first frame", "playground: played ")
HOSTILE_TEXT = ["", " ", "-", "--", "nan", "inf", "-inf", "1e999", "1e-300", "-1", "0", "99999999999999999999", "0x10",
                "\x1b[2J", "a\nb", "é", "x" * 5000, "=", "1,2,3", ",", "abc", "1e12", "-0", "1.5", "18446744073709551616"]


def field_ranges(line):
    """(key start, key end, value start, value end) of every "key": value, nested ones too."""
    out, i = [], 0
    while i < len(line):
        if line[i] != '"':
            i += 1
            continue
        end = string_end(line, i)
        j = end
        while j < len(line) and line[j] == " ":
            j += 1
        if j < len(line) and line[j] == ":":
            j += 1
            out.append((i + 1, end - 1, j, value_end(line, j)))
            i = j
        else:
            i = end
    return out


def string_end(s, start):
    i = start + 1
    while i < len(s):
        if s[i] == "\\":
            i += 2
            continue
        if s[i] == '"':
            return i + 1
        i += 1
    return len(s)


def value_end(s, start):
    if start >= len(s):
        return start
    if s[start] == '"':
        return string_end(s, start)
    if s[start] in "{[":
        depth, i = 0, start
        while i < len(s):
            c = s[i]
            if c == '"':
                i = string_end(s, i)
                continue
            if c in "{[":
                depth += 1
            elif c in "}]":
                depth -= 1
                if depth == 0:
                    return i + 1
            i += 1
        return len(s)
    i = start
    while i < len(s) and s[i] not in ",}]":
        i += 1
    return i


def mutate_fields(lines, rnd):
    index = 0 if rnd.random() < 0.5 else rnd.randrange(len(lines))
    line = lines[index]
    fields = field_ranges(line)
    if not fields:
        return
    ks, ke, vs, ve = rnd.choice(fields)
    kind = rnd.randrange(8)
    if kind < 3:
        line = line[:vs] + rnd.choice(rnd.choice([NUMBERS, STRINGS, OTHERS])) + line[ve:]
    elif kind == 3:
        old = line[vs:ve]
        line = line[:vs] + (old[:-1] + '\\u001b"' if old.startswith('"') else old + "1") + line[ve:]
    elif kind == 4:
        end = ve + 1 if ve < len(line) and line[ve] == "," else ve
        line = line[:ks - 1] + line[end:]
    elif kind == 5:
        line = line[:ks - 1] + line[ks - 1:ve] + "," + line[ks - 1:]
    elif kind == 6:
        line = line[:ks] + line[ks:ke] + rnd.choice(["_", "X", ""]) + "\\u001b" + line[ke:]
    else:
        line = line[:ks - 1] + '"extra%d":%s,' % (rnd.randrange(9), rnd.choice(NUMBERS + STRINGS + OTHERS)) + line[ks - 1:]
    lines[index] = line


def mutate_bytes(data, rnd):
    if not data:
        return bytes([rnd.randrange(256)])
    data = bytearray(data)
    kind = rnd.randrange(7)
    if kind == 0:
        data[rnd.randrange(len(data))] ^= 1 << rnd.randrange(8)
    elif kind == 1:
        at = rnd.randrange(len(data) + 1)
        data[at:at] = bytes(rnd.randrange(256) for _ in range(rnd.randint(1, 6)))
    elif kind == 2:
        at = rnd.randrange(len(data))
        del data[at:at + rnd.randint(1, 40)]
    elif kind == 3:
        del data[rnd.randrange(len(data)):]
    else:
        lines = bytes(data).split(b"\n")
        a, b = rnd.randrange(len(lines)), rnd.randrange(len(lines))
        if kind == 4:
            lines[a], lines[b] = lines[b], lines[a]
        elif kind == 5:
            lines.insert(a, lines[a])
        else:
            del lines[a]
        data = bytearray(b"\n".join(lines))
    return bytes(data)


def hostile_file(bases, rnd):
    base = rnd.choice(bases)
    special = rnd.random()
    if special < 0.01:
        return bytes(rnd.randrange(256) for _ in range(rnd.randint(0, 3000)))
    if special < 0.015:
        return base.split(b"\n")[0] + b"\n" + b"{" * 2_000_000
    lines = base.decode("utf-8").split("\n")
    for _ in range(rnd.choice([1, 1, 2, 3])):
        mutate_fields(lines, rnd)
    data = "\n".join(lines).encode("utf-8", "surrogatepass")
    if rnd.random() < 0.3:
        data = mutate_bytes(data, rnd)
    return data


class Sandbox:
    """A folder with sentinels that no run may change."""

    def __init__(self, parent, n):
        self.path = os.path.join(parent, "case%d" % n)
        os.makedirs(self.path)
        self.readme = os.path.join(self.path, "README.md")
        with open(self.readme, "w") as f:
            f.write("# notes\nkeep me\n")
        self.link = os.path.join(self.path, "link.jsonl")
        os.symlink(self.readme, self.link)
        self.dangling = os.path.join(self.path, "dangling.jsonl")
        os.symlink(os.path.join(self.path, "nowhere.jsonl"), self.dangling)
        self.fifo = os.path.join(self.path, "fifo.png")
        os.mkfifo(self.fifo)
        os.makedirs(os.path.join(self.path, "folder"))
        self.before = self.snapshot()

    def complete_output(self, name):
        path = os.path.join(self.path, name)
        if os.path.islink(path) or not os.path.isfile(path):
            return False
        with open(path, "rb") as f:
            data = f.read()
        return (data.startswith(b"\x89PNG\r\n\x1a\n") and data.endswith(b"IEND\xaeB`\x82")) or \
            (data.startswith(b"playground-draw-dump 1\n") and data.endswith(b"end\n"))

    def snapshot(self):
        out = {}
        for name in sorted(os.listdir(self.path)):
            p = os.path.join(self.path, name)
            st = os.lstat(p)
            if stat.S_ISREG(st.st_mode):
                with open(p, "rb") as f:
                    out[name] = hashlib.sha1(f.read()).hexdigest()
            elif stat.S_ISLNK(st.st_mode):
                out[name] = "-> " + os.readlink(p)
            else:
                out[name] = stat.S_IFMT(st.st_mode)
        return out

    def problems(self, replaced_ok=()):
        """Sentinels changed, or a hidden temporary (an output's `.NAME-XXXXXXXX.EXT`) left behind.
        New files under the names the arguments gave are outputs the run was asked for; a
        sentinel named as a PNG or dump output (`replaced_ok`, only after exit 0) may be
        replaced, but only by a complete file of that kind."""
        after = self.snapshot()
        out = []
        for name, value in self.before.items():
            if after.get(name) == value:
                continue
            if name in replaced_ok and self.complete_output(name):
                continue
            out.append("sentinel %s changed" % name)
        for name in after:
            if name not in self.before and name.startswith("."):
                out.append("left behind: %r" % name)
        return out


def run(binary, args, sandbox, redirect, env):
    shell = {"none": "", "full": " >/dev/full", "closed-err": " 2>&-", "closed-out": " >&-", "pipe": " | head -c 1 >/dev/null"}
    command = '"$0" "$@"' + shell[redirect] + ("; exit ${PIPESTATUS[0]}" if redirect == "pipe" else "")
    start = time.time()
    # A session of its own, so a hang is ended whole (the shell and the program behind a pipe).
    p = subprocess.Popen(["bash", "-c", command, binary] + args, cwd=sandbox.path, env=env, stdout=subprocess.DEVNULL,
                         stderr=subprocess.PIPE, stdin=subprocess.DEVNULL, start_new_session=True)
    try:
        _, stderr = p.communicate(timeout=TIMEOUT)
    except subprocess.TimeoutExpired:
        os.killpg(p.pid, 9)
        p.communicate()
        return None, b"", time.time() - start
    return p.returncode, stderr, time.time() - start


def judge(code, stderr, redirect):
    if code is None:
        return ["hang (over %d s)" % TIMEOUT]
    problems = []
    if code not in (0, 1, 2, 3):
        problems.append("exit %d" % code)
    text = stderr.decode("utf-8", "replace")
    if any(ord(c) < 0x20 and c not in "\n\r" for c in text) or "\x9b" in text:
        problems.append("raw control byte on stderr")
    lines = [l for l in text.split("\n") if l]
    # A failure is one line, the last; only notices of what happened before may precede it.
    if code in (2, 3) and redirect != "closed-err":
        if not lines or any(not l.startswith(INFO) for l in lines[:-1]):
            problems.append("%d stderr lines for exit %d" % (len(lines), code))
    if any(not l.lstrip("\r").startswith("playground: ") and "█" not in l for l in lines):
        problems.append("unprefixed stderr line")
    return problems


def file_case(binary, bases, rnd, parent, n, env):
    box = Sandbox(parent, n)
    replay = os.path.join(box.path, "fuzz.jsonl")
    with open(replay, "wb") as f:
        f.write(hostile_file(bases, rnd))
    box.before = box.snapshot()
    args = ["replay", "fuzz.jsonl", "--headless"]
    if rnd.random() < 0.5:
        args.append("--verify")
    if rnd.random() < 0.3:
        args.append("--dump-state")
    if rnd.random() < 0.15:
        target = rnd.choice(["shot.png", "README.md.png", "folder", "fifo.png", "/dev/full"])
        args += ["--screenshot", "%d=%s" % (rnd.choice([0, 1, 45, 60, 100000]), target)]
    redirect = rnd.choice(["none"] * 8 + ["full", "closed-err", "pipe"])
    code, stderr, seconds = run(binary, args, box, redirect, env)
    problems = judge(code, stderr, redirect) + box.problems()
    if not problems:
        shutil.rmtree(box.path, ignore_errors=True)
    return problems, args, redirect, stderr, seconds


def hostile_value(rnd, valid):
    return rnd.choice(valid) if rnd.random() < 0.5 else rnd.choice(HOSTILE_TEXT)


def argument_list(rnd, fixture):
    paths = ["README.md", "link.jsonl", "dangling.jsonl", "fifo.png", "folder", "folder/x.png", "no/such/dir/x.png",
             "/dev/full", "/dev/null", "new.png", "new.jsonl", "\x1b[31mname.png", "x" * 300 + ".png", "", "out.csv"]
    sub = rnd.choice(["run", "replay", "curves", "demos", "bench", "bogus", None, "--help", "--version"])
    args = [] if sub is None else [sub]
    if sub is None:
        sub = "run"   # no subcommand opens the window, as run does
    if sub == "run":
        args += ["--frames", rnd.choice(["1", "2", "3"] + HOSTILE_TEXT[:14])]
        options = {"--demo": ["easing", "roller", "pager", "pull", "salon", "tetris"], "--size": ["1024x720", "320x240",
                   "16385x100", "0x0", "1e9x1"], "--renderer": ["auto", "software", "opengl", "vulkan"],
                   "--record": paths, "--seed": ["0", "1", "18446744073709551615"], "--set": ["pages=7", "pages=abc", "=",
                   "x=y"], "--screenshot": paths, "--font": ["/dev/null", "/nonexistent.ttf", "README.md"]}
        flags = ["--dump-state", "--verbose"]
    elif sub == "replay":
        args.append(rnd.choice([fixture, "README.md", "folder", "fifo.png", "/dev/null", "/dev/zero", "missing.jsonl",
                                "\x1b[2Jx.jsonl", "dangling.jsonl"]))
        args.append("--headless")
        options = {"--speed": ["0.25", "8", "1"], "--screenshot": ["0=" + p for p in paths] + ["-1=x.png", "5=x.txt",
                   "99999999999999999999=x.png", "1="], "--renderer": ["software"], "--font": ["/dev/null"]}
        flags = ["--verify", "--dump-state"]
    elif sub == "curves":
        options = {"--easing": ["linear", "all", "ease-in", "cubic-bezier(0,1e308,1,0)", "cubic-bezier(0.1,0.2,0.3,0.4)",
                   "easeOutBounce", "nope"], "--samples": ["2", "101", "100000", "100001"], "--decay": ["1000", "-1000",
                   "1e7"], "--rate": ["normal", "fast", "0.5", "1", "0"], "--spring": ["0.8,0.4", "10,100", "0,0",
                   "1e-300,0.01", "1,2,3"], "--from": ["100", "1e7"], "--velocity": ["0", "-1e7"], "--png": paths}
        flags = []
    elif sub == "bench":
        args += ["--frames", rnd.choice(["1", "5", "30"] + HOSTILE_TEXT[:14])]
        options = {"--demo": ["easing", "all", "salon", "x"], "--size": ["1024x720", "320x240", "9x9"], "--render":
                   ["none", "software", "opengl", "x"], "--rounds": ["1", "0", "51"], "--replay-minutes": ["0", "0.01",
                   "601", "-1"], "--replay-file": paths, "--plot": paths, "--dump-draw": paths, "--seed": ["1"],
                   "--baseline": ["/bin/false", "README.md"]}
        flags = ["--json"]
    else:
        options, flags = {}, []
    for _ in range(rnd.randint(0, 4)):
        if options and rnd.random() < 0.85:
            name = rnd.choice(list(options))
            args += [name, hostile_value(rnd, options[name])]
        elif flags:
            args.append(rnd.choice(flags))
        else:
            args.append(rnd.choice(HOSTILE_TEXT))
    if sub in ("run", "bench") and "--frames" in args:
        # A valid but large count is real work, not a hang: keep the counts the fuzzer picks small.
        i = args.index("--frames")
        if args[i + 1].isdigit() and int(args[i + 1]) > 30:
            args[i + 1] = "2"
    return args


def args_case(binary, rnd, parent, n, env, fixture):
    box = Sandbox(parent, n)
    args = argument_list(rnd, fixture)
    redirect = rnd.choice(["none"] * 8 + ["full", "closed-err", "closed-out", "pipe"])
    code, stderr, seconds = run(binary, args, box, redirect, env)
    # An existing file named as a PNG or dump output is replaced, whole, when the run succeeds.
    outputs = {args[i + 1] for i in range(len(args) - 1)
               if args[i] in ("--png", "--plot", "--dump-draw", "--screenshot") and code == 0}
    outputs |= {v.split("=", 1)[1] for v in outputs if "=" in v}
    problems = judge(code, stderr, redirect) + box.problems(outputs)
    if not problems:
        shutil.rmtree(box.path, ignore_errors=True)
    return problems, args, redirect, stderr, seconds


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--bin", default=os.path.join(ROOT, ".build/release/playground"))
    parser.add_argument("--files", type=int, default=10000)
    parser.add_argument("--args", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=None)
    parser.add_argument("--jobs", type=int, default=2)
    options = parser.parse_args()
    seed = options.seed if options.seed is not None else int.from_bytes(os.urandom(4), "little")
    print("seed %d, binary %s" % (seed, options.bin), flush=True)
    binary = os.path.abspath(options.bin)
    fixtures = sorted(os.path.join(ROOT, "Tests/Fixtures", f) for f in os.listdir(os.path.join(ROOT, "Tests/Fixtures")))
    # The first 150 lines of each golden replay: every demo and input kind, quick to play.
    bases = []
    for path in fixtures:
        with open(path, "rb") as f:
            bases.append(b"\n".join(f.read().split(b"\n")[:150]) + b"\n")
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env["SDL_VIDEODRIVER"] = "dummy"
    parent = tempfile.mkdtemp(prefix="mp-fuzz-")
    failures, counts, slowest = [], {"files": 0, "args": 0}, 0.0
    started = time.time()

    def job(n):
        rnd = random.Random(seed * 1_000_003 + n)
        if n < options.files:
            return ("files",) + file_case(binary, bases, rnd, parent, n, env)
        return ("args",) + args_case(binary, rnd, parent, n, env, fixtures[0])

    with ThreadPoolExecutor(max_workers=options.jobs) as pool:
        for n, (kind, problems, args, redirect, stderr, seconds) in enumerate(pool.map(job, range(options.files + options.args))):
            counts[kind] += 1
            slowest = max(slowest, seconds)
            if problems:
                failures.append((n, kind, problems, args, redirect, stderr))
                print("FAIL case %d (%s): %s\n  args %r redirect %s\n  stderr %r" % (n, kind, "; ".join(problems), args,
                      redirect, stderr[:500]), flush=True)
            if (n + 1) % 1000 == 0:
                print("%d cases, %d failures, %.0f s" % (n + 1, len(failures), time.time() - started), flush=True)
    full = os.stat("/dev/full")
    if not stat.S_ISCHR(full.st_mode):
        failures.append((-1, "env", ["/dev/full is no longer a device"], [], "", b""))
    print("done: %d hostile files, %d hostile argument lists, %d failures, slowest case %.1f s, %.0f s in all (seed %d)"
          % (counts["files"], counts["args"], len(failures), slowest, time.time() - started, seed))
    if not failures:
        shutil.rmtree(parent, ignore_errors=True)
    else:
        print("failing sandboxes kept in %s" % parent)
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
