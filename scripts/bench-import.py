#!/usr/bin/env python3
"""Writes a long getevent trace for timing `playground import` (scripts/bench.sh): the Galaxy S
drag of Tests/Fixtures/Fingers/phone-single-drag.txt (170 lines, 24 samples, lifted after 0.41 s)
again and again, each copy PERIOD seconds after the last, as a person flicking a carousel once a
second would give, until the file holds at least MEGABYTES MB (10^6 bytes). The lines keep the
fixture's spelling and CRLF endings; only their times move.

Usage: scripts/bench-import.py MEGABYTES OUTPUT [--period SECONDS]
Prints how many gestures and bytes it wrote.
"""
import argparse
import os
import re

FIXTURE = os.path.join(os.path.dirname(__file__), "..", "Tests", "Fixtures", "Fingers", "phone-single-drag.txt")
STAMP = re.compile(rb"^\[\s*(\d+)\.(\d{6})\]")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("megabytes", type=float)
    parser.add_argument("output")
    parser.add_argument("--period", type=float, default=1.0)
    args = parser.parse_args()
    with open(FIXTURE, "rb") as f:
        lines = f.read().splitlines(keepends=True)
    # Each line as (µs, the rest after its stamp).
    parsed = []
    for line in lines:
        m = STAMP.match(line)
        parsed.append((int(m.group(1)) * 1_000_000 + int(m.group(2)), line[m.end():]))
    period = round(args.period * 1_000_000)
    target = int(args.megabytes * 1_000_000)
    written = gestures = 0
    with open(args.output, "xb") as out:
        while written < target:
            shift = gestures * period
            chunk = b"".join(b"[%8d.%06d]" % divmod(t + shift, 1_000_000) + rest for t, rest in parsed)
            out.write(chunk)
            written += len(chunk)
            gestures += 1
    print(f"{args.output}: {gestures} gestures, {written} bytes")


if __name__ == "__main__":
    main()
