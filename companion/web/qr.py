"""The join QR code as SVG (qrcode's SVG factory: no Pillow needed), and as terminal text.

Building a code is pure-Python work (about 14 ms of CPU for a join link), so the
join codes are made once per link (the table's code and the join base) and kept
in a bounded LRU: a client looping on ``qr.svg`` then costs a lookup, not a build,
and its ``ETag`` lets a browser ask with ``If-None-Match`` and get a 304. A rejoin
code carries a seat's token: it is built each time and never kept (``svg``).
"""
from __future__ import annotations

import hashlib
import io
from functools import lru_cache

import qrcode
import qrcode.image.svg

CACHED = 512  # join links kept (each SVG about 6 KB, 3 MB at most): every open table's, and some churn of hosts


def svg(url: str) -> bytes:
    image = qrcode.make(url, image_factory=qrcode.image.svg.SvgPathImage, box_size=10, border=2)
    buffer = io.BytesIO()
    image.save(buffer)
    return buffer.getvalue()


@lru_cache(maxsize=CACHED)
def _join_svg(url: str) -> tuple[bytes, str]:
    image = svg(url)
    return image, hashlib.sha256(image).hexdigest()[:32]


def join_svg(url: str) -> tuple[bytes, str, bool]:
    """The SVG of a join link (never a link with a token), its strong ETag value (unquoted), and
    whether it had to be drawn now (what the request cost: ``admission/policy.py``)."""
    misses = _join_svg.cache_info().misses
    image, tag = _join_svg(url)
    return image, tag, _join_svg.cache_info().misses != misses



QUIET_ZONE = 4  # modules of light margin around the code, as the QR standard asks
_BLOCKS = (" ", "▀", "▄", "█")  # index: top half inked + 2 * bottom half inked
_BLACK_ON_WHITE = "\x1b[38;5;16;48;5;231m"  # fixed palette entries, not the theme's "black"/"white"
_RESET = "\x1b[0m"


def background(env, is_tty: bool) -> str:
    """The terminal's background for ``--qr auto``: "light", "dark", or "unknown".

    COLORFGBG ("fg;bg", set by rxvt, Konsole, iTerm2 and others) names the
    background colour; 7 and 9-15 are light, the other ANSI colours dark.
    Without it, a terminal is "unknown" (the code is then drawn in explicit
    black on white, which scans whatever the theme) and a file or a log "dark".
    """
    value = (env.get("COLORFGBG") or "").split(";")[-1].strip()
    if value.isdigit():
        return "light" if int(value) in (7, *range(9, 16)) else "dark"
    return "unknown" if is_tty else "dark"


@lru_cache(maxsize=CACHED)
def terminal(url: str, mode: str = "dark") -> str:
    """The same code as text, for the terminal that starts the server.

    mode "dark": a dark background with light text (the light modules are drawn);
    "light": a light background with dark text (the dark modules are drawn);
    "colour": explicit black on white, whatever the terminal's colours.
    Two module rows per text line (half blocks), with a quiet zone of
    ``QUIET_ZONE`` modules on every side.
    """
    code = qrcode.QRCode(border=QUIET_ZONE)
    code.add_data(url)
    code.make(fit=True)
    matrix = code.get_matrix()  # True = dark module, quiet zone included
    if len(matrix) % 2:
        matrix = matrix + [[False] * len(matrix[0])]  # one more light row: the zone only grows
    ink_is_dark = mode in ("light", "colour")
    lines = []
    for top, bottom in zip(matrix[0::2], matrix[1::2]):
        line = "".join(_BLOCKS[(t == ink_is_dark) + 2 * (b == ink_is_dark)] for t, b in zip(top, bottom))
        lines.append(f"{_BLACK_ON_WHITE}{line}{_RESET}" if mode == "colour" else line)
    return "\n".join(lines) + "\n"
