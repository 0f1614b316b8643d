"""The join QR code as SVG (qrcode's SVG factory: no Pillow needed); the terminal's is ``operations/terminal_qr``.

A code takes about 14 ms of CPU to build, so a join link's is kept (a bounded LRU): a client
looping on ``qr.svg`` costs a lookup. A rejoin code carries a seat's token: built each time, never kept.
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
