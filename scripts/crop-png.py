#!/usr/bin/env python3
"""Crops a PNG: crop-png.py IN OUT X Y WIDTH HEIGHT.

Cuts the launcher icon out of a frame the program drew (scripts/stage.sh) with Python's standard
library alone, so building the package needs no ImageMagick. Reads the 8-bit, non-interlaced
RGB or RGBA files SDL's IMG_SavePNG writes; anything else is refused with one line.
"""
import struct
import sys
import zlib


def chunks(data):
    at = 8
    while at < len(data):
        (length,) = struct.unpack(">I", data[at:at + 4])
        yield data[at + 4:at + 8], data[at + 8:at + 8 + length]
        at += 12 + length


def paeth(a, b, c):
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    if pa <= pb and pa <= pc:
        return a
    return b if pb <= pc else c


def unfilter(raw, width, height, bpp):
    """The scanlines without their filter bytes (PNG spec, section 9)."""
    stride = width * bpp
    rows, previous, at = [], bytearray(stride), 0
    for _ in range(height):
        kind, line = raw[at], bytearray(raw[at + 1:at + 1 + stride])
        at += 1 + stride
        for i in range(stride):
            left = line[i - bpp] if i >= bpp else 0
            up = previous[i]
            upper_left = previous[i - bpp] if i >= bpp else 0
            if kind == 1:
                line[i] = (line[i] + left) & 0xFF
            elif kind == 2:
                line[i] = (line[i] + up) & 0xFF
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 0xFF
            elif kind == 4:
                line[i] = (line[i] + paeth(left, up, upper_left)) & 0xFF
        rows.append(line)
        previous = line
    return rows


def chunk(kind, body):
    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)


def main(argv):
    if len(argv) != 7:
        sys.exit("usage: crop-png.py IN OUT X Y WIDTH HEIGHT")
    source, target = argv[1], argv[2]
    x, y, w, h = (int(v) for v in argv[3:])
    data = open(source, "rb").read()
    parts = list(chunks(data))
    width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", parts[0][1])
    if depth != 8 or colour not in (2, 6) or interlace:
        sys.exit(f"crop-png.py: {source} is not an 8-bit RGB/RGBA non-interlaced PNG")
    if x < 0 or y < 0 or x + w > width or y + h > height:
        sys.exit(f"crop-png.py: {w}x{h}+{x}+{y} is outside the {width}x{height} picture")
    bpp = 4 if colour == 6 else 3
    rows = unfilter(zlib.decompress(b"".join(body for kind, body in parts if kind == b"IDAT")), width, height, bpp)
    raw = b"".join(b"\0" + bytes(row[x * bpp:(x + w) * bpp]) for row in rows[y:y + h])
    header = struct.pack(">IIBBBBB", w, h, 8, colour, 0, 0, 0)
    png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")
    open(target, "wb").write(png)


if __name__ == "__main__":
    main(sys.argv)
