"""What every client who asks is handed alike, made once and kept with its strong ETag value: the rule book,
the profiles, a join link's QR code (qrcode's SVG factory: no Pillow needed; the terminal's is
``operations/terminal_qr``).

A QR code takes about 14 ms of CPU to build, so a join link's is kept (a bounded LRU): a client
looping on ``qr.svg`` costs a lookup. A rejoin code carries a seat's token: built each time, never kept.
"""
from __future__ import annotations

import hashlib
import io
from functools import cache, lru_cache

import qrcode
import qrcode.image.svg

from companion.rules import profiles
from companion.service import sentences
from companion.service.snapshots import dumps

CACHED = 512  # join links kept (each SVG about 6 KB, 3 MB at most): every open table's, and some churn of hosts


def tagged(body: bytes) -> tuple[bytes, str]:
    """``body`` and its strong ETag value."""
    return body, hashlib.sha256(body).hexdigest()[:32]


@cache
def rulebook() -> tuple[bytes, str]:
    """The rule book as JSON, made once per process (it changes only with the server's version). Its
    figures take a fraction of a second: ``create_app`` makes it before serving, so no request waits."""
    return tagged(dumps(sentences.book()))


@cache
def offered_profiles() -> tuple[bytes, str]:
    """The profiles as a phone offers them: the same for the life of the process."""
    return tagged(dumps({"profiles": profiles.offered()}))


def qr_svg(url: str) -> bytes:
    image = qrcode.make(url, image_factory=qrcode.image.svg.SvgPathImage, box_size=10, border=2)
    buffer = io.BytesIO()
    image.save(buffer)
    return buffer.getvalue()


@lru_cache(maxsize=CACHED)
def _join_svg(url: str) -> tuple[bytes, str]:
    return tagged(qr_svg(url))


def join_svg(url: str) -> tuple[bytes, str, bool]:
    """The SVG of a join link (never a link with a token), its ETag value, and whether it had to be drawn
    now (what the request cost: ``admission/policy.py``)."""
    misses = _join_svg.cache_info().misses
    image, tag = _join_svg(url)
    return image, tag, _join_svg.cache_info().misses != misses
