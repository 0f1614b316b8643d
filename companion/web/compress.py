"""The app's static files: each answer made once and kept, text files gzipped for a phone with no proxy.

Flask's static view does not compress, and on the usual Wi-Fi setup (no proxy)
a phone downloaded about three times what bench/page_weight.py counts. It also
makes each answer anew (the type guessed, the file opened, its ETag and dates
formatted and parsed): about a third of a file's CPU in the worker, and a
class's first visits ask for thousands of files (bench/cost.py).
So this wraps that one view: the first whole answer (``200``) for a file, and
an encoding, is Flask's, kept in memory with its bytes (a text file's gzipped
once, for a request that accepts gzip) until the file changes; later ones,
and their ``304``, are made from it. Requests with
``Range`` and the other conditions (``FLASKS_OWN``), 404s and a file over
``LARGEST`` stay Flask's. The details (ETag, ``Vary``, ranges, Caddy in front): docs/server.md,
the static files.
"""
from __future__ import annotations

import gzip
import mimetypes
import os
import stat
from datetime import datetime
from typing import NamedTuple

from flask import Flask, Response, request
from werkzeug.http import is_resource_modified
from werkzeug.utils import safe_join

TEXT = (".js", ".css", ".json", ".ftl", ".svg", ".webmanifest", ".txt", ".html", ".map")
# The catalogs (Fluent, docs/i18n.md) have no type of their own: served as text, so that a proxy
# compresses them too (Caddy's encode does text/*, not application/octet-stream).
mimetypes.add_type("text/plain", ".ftl")
LARGEST = 4 * 1024 * 1024  # a bigger file is sent as it is, by Flask, every time (none of ours comes close)
FLASKS_OWN = ("Range", "If-Match", "If-Unmodified-Since")  # requests answered by Flask, never kept


class KeptAnswer(NamedTuple):
    """One file's answer in one encoding, as it was when the file had this stamp (``_stamp_of``)."""
    stamp: tuple
    headers: tuple
    body: bytes
    etag: str
    last_modified: datetime | None


_kept: dict[tuple[str, bool], KeptAnswer] = {}  # (path, gzipped) -> its answer


def _accepts_gzip() -> bool:
    return request.accept_encodings.quality("gzip") > 0


def _stamp_of(st: os.stat_result) -> tuple | None:
    """What tells a file's versions apart (``ctime`` and the inode too: a copy that keeps the
    mtime and size, ``cp -p`` or ``rsync -a``, still changes them); None for anything but a
    regular file within ``LARGEST``."""
    if not stat.S_ISREG(st.st_mode) or st.st_size > LARGEST:
        return None
    return st.st_mtime_ns, st.st_size, st.st_ino, st.st_ctime_ns


def _stamp(path: str | None) -> tuple | None:
    try:
        return _stamp_of(os.stat(path)) if path else None
    except (OSError, ValueError):
        return None


# Flask's header a kept answer leaves out: a time, stale once kept (``Date`` is gone already: ``_flasks``)
_NOT_KEPT = frozenset(("expires",))


def _keep(resp: Response, path: str, stamp: tuple, gz: bool) -> KeptAnswer | None:
    """Flask's whole answer for the file, its bytes read (and gzipped), kept for the next requests;
    None if the file changed meanwhile (Flask's answer is then sent as it is, and not kept)."""
    with open(path, "rb") as fh:
        if _stamp_of(os.fstat(fh.fileno())) != stamp:
            return None
        body = fh.read()
    etag = resp.get_etag()[0] or ""
    resp.close()  # Flask's open file: the bytes sent are the kept ones
    headers = {name: value for name, value in resp.headers.items()
               if name.lower() not in _NOT_KEPT and (name.lower() != "accept-ranges" or not gz)}
    if gz:
        body = gzip.compress(body, compresslevel=9, mtime=0)
        etag += "-gz"
        headers["Content-Encoding"] = "gzip"
    headers["ETag"] = f'"{etag}"'
    headers["Content-Length"] = str(len(body))
    kept = KeptAnswer(stamp, tuple(headers.items()), body, etag, resp.last_modified)
    _kept[(path, gz)] = kept
    return kept


def _answer(kept: KeptAnswer) -> Response:
    """The kept answer, or its 304 to ``If-None-Match`` / ``If-Modified-Since`` (Werkzeug's test, as
    Flask's own; Werkzeug leaves the body's headers out of a 304)."""
    if not is_resource_modified(request.environ, etag=kept.etag, last_modified=kept.last_modified):
        return Response(status=304, headers=kept.headers)
    return Response(kept.body, headers=kept.headers)


def install(app: Flask) -> None:
    flask_static = app.view_functions["static"]

    def static(filename):
        path = safe_join(app.static_folder, filename)
        stamp = _stamp(path)
        if stamp is None:  # gone (or never there): what was kept of it goes too
            if path is not None:
                _kept.pop((path, True), None)
                _kept.pop((path, False), None)
            return _flasks(filename)
        if any(name in request.headers for name in FLASKS_OWN):
            return _flasks(filename)
        gz = filename.lower().endswith(TEXT) and _accepts_gzip()
        kept = _kept.get((path, gz))
        if kept is None or kept.stamp != stamp:
            resp = _flasks(filename)
            if resp.status_code != 200:
                return resp
            kept = _keep(resp, path, stamp, gz)
            if kept is None:
                return resp
        return _answer(kept)

    def _flasks(filename):
        """Flask's own answer (with ``Vary: Accept-Encoding`` for a text file, without the ``Date``
        Werkzeug adds: gunicorn writes its own on every answer); not kept."""
        resp = flask_static(filename=filename)
        resp.headers.pop("Date", None)
        if filename.lower().endswith(TEXT):
            resp.vary.add("Accept-Encoding")
        return resp

    app.view_functions["static"] = static
