"""Draw the app icons (SVG + PNG) with the standard library only.

    python static/icons/make_icons.py

Writes icon.svg, icon-192.png, icon-512.png and icon-maskable-512.png beside
this file. The picture: three cards fanned on green felt, a gold marker.
"""

import math
import os
import struct
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
FELT = (0x1D, 0x3B, 0x2A)
PAPER = (0xFF, 0xFD, 0xF7)
EDGE = (0x8C, 0x86, 0x78)
GOLD = (0xF2, 0xC1, 0x4E)
RED = (0xB3, 0x26, 0x1E)

# In a 100×100 box: (centre x, centre y, width, height, degrees, accent colour)
CARDS = [(36, 54, 30, 44, -16, None), (50, 50, 30, 44, 0, None), (64, 54, 30, 44, 16, RED)]


def rounded(px, py, cx, cy, w, h, r, deg):
    a = math.radians(-deg)
    dx, dy = px - cx, py - cy
    x = dx * math.cos(a) - dy * math.sin(a)
    y = dx * math.sin(a) + dy * math.cos(a)
    qx, qy = abs(x) - (w / 2 - r), abs(y) - (h / 2 - r)
    out = math.hypot(max(qx, 0), max(qy, 0)) + min(max(qx, qy), 0) - r
    return out, x, y


def colour_at(u, v, maskable):
    """u, v in 0..100; returns RGBA."""
    if not maskable:
        d, _, _ = rounded(u, v, 50, 50, 100, 100, 18, 0)
        if d > 0:
            return (0, 0, 0, 0)
    s = 0.78 if maskable else 1.0   # maskable: keep the picture inside the safe zone
    u, v = 50 + (u - 50) / s, 50 + (v - 50) / s
    col = FELT
    for cx, cy, w, h, deg, accent in CARDS:
        d, x, y = rounded(u, v, cx, cy, w, h, 3.5, deg)
        if d <= 0:
            col = EDGE if d > -1.2 else PAPER
            if accent and abs(x) < 6 and abs(y) < 9 and abs(x) * 1.5 + abs(y) < 9:
                col = accent
    if math.hypot(u - 50, v - 82) < 5:
        col = GOLD
    return col + (255,)


def png(size, maskable=False, ss=3):
    rows = []
    for j in range(size):
        row = bytearray([0])
        for i in range(size):
            acc = [0, 0, 0, 0]
            for sj in range(ss):
                for si in range(ss):
                    c = colour_at((i + (si + .5) / ss) * 100 / size, (j + (sj + .5) / ss) * 100 / size, maskable)
                    for k in range(4):
                        acc[k] += c[k]
            row += bytes(round(a / ss / ss) for a in acc)
        rows.append(bytes(row))
    raw = zlib.compress(b"".join(rows), 9)

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0))
            + chunk(b"IDAT", raw) + chunk(b"IEND", b""))


def svg():
    hexc = lambda c: "#%02x%02x%02x" % c
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">',
             f'<rect width="100" height="100" rx="18" fill="{hexc(FELT)}"/>']
    for cx, cy, w, h, deg, accent in CARDS:
        parts.append(f'<g transform="rotate({deg} {cx} {cy})"><rect x="{cx - w / 2}" y="{cy - h / 2}" width="{w}" height="{h}" rx="3.5" '
                     f'fill="{hexc(PAPER)}" stroke="{hexc(EDGE)}" stroke-width="1.2"/>'
                     + (f'<path d="M{cx} {cy - 9}L{cx + 6} {cy}L{cx} {cy + 9}L{cx - 6} {cy}Z" fill="{hexc(accent)}"/>' if accent else "")
                     + "</g>")
    parts.append(f'<circle cx="50" cy="82" r="5" fill="{hexc(GOLD)}"/></svg>')
    return "".join(parts) + "\n"


if __name__ == "__main__":
    with open(os.path.join(HERE, "icon.svg"), "w") as fh:
        fh.write(svg())
    for name, size, mask in (("icon-192.png", 192, False), ("icon-512.png", 512, False), ("icon-maskable-512.png", 512, True)):
        with open(os.path.join(HERE, name), "wb") as fh:
            fh.write(png(size, mask, ss=3 if size < 300 else 2))
    print("icons written to", HERE)
