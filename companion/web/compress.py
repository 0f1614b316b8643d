"""gzip for the static files, so that a phone on a plain-http LAN gets what the page weight counts.

``companion serve`` hands the static files (the JS modules, the CSS, the catalogs, the icons) to
the phones itself; only a proxy (deploy/Caddyfile: ``encode zstd gzip``) compressed them, so a
phone on the usual Wi-Fi setup, with no proxy, downloaded about three times what
bench/page_weight.py counts. Flask's static view (Werkzeug's ``send_file``) does not compress.

This wraps that one view: its answer (404s, ``Range``, ``If-Modified-Since`` and its ETag all
as Flask makes them) is kept for everything but a whole text file (``200``) asked for by a
request that accepts gzip. Such a file is compressed once, at its first request, kept in memory,
and compressed again when its size or modification time changes; it is sent with
``Content-Encoding: gzip``, no ``Accept-Ranges``, and its own strong ETag (Flask's with
``-gz``), which ``If-None-Match`` answers with ``304``. Every answer for a text file says
``Vary: Accept-Encoding``, so no cache hands one encoding for the other. A proxy in front
(Caddy) leaves an answer that is already encoded as it is.
"""
from __future__ import annotations

import gzip
import os

from flask import Flask, request
from werkzeug.http import is_resource_modified
from werkzeug.utils import safe_join

TEXT = (".js", ".css", ".json", ".svg", ".webmanifest", ".txt", ".html", ".map")
LARGEST = 4 * 1024 * 1024  # a bigger file is sent as it is (none of ours comes close)

_gzipped: dict[str, tuple[int, int, bytes]] = {}  # path -> (mtime_ns, size, gzipped bytes)


def gzipped(path: str) -> bytes | None:
    """The file's bytes gzipped (made again when it changed); None if it is too big."""
    st = os.stat(path)
    kept = _gzipped.get(path)
    if kept and kept[:2] == (st.st_mtime_ns, st.st_size):
        return kept[2]
    if st.st_size > LARGEST:
        return None
    with open(path, "rb") as fh:
        data = gzip.compress(fh.read(), compresslevel=9, mtime=0)
    _gzipped[path] = (st.st_mtime_ns, st.st_size, data)
    return data


def _accepts_gzip() -> bool:
    return request.accept_encodings.quality("gzip") > 0


def install(app: Flask) -> None:
    flask_static = app.view_functions["static"]

    def static(filename):
        resp = flask_static(filename=filename)
        if not filename.lower().endswith(TEXT):
            return resp
        resp.vary.add("Accept-Encoding")
        if resp.status_code != 200 or not _accepts_gzip():
            return resp
        path = safe_join(app.static_folder, filename)
        data = gzipped(path) if path else None
        if data is None:
            return resp
        etag = (resp.get_etag()[0] or "") + "-gz"
        resp.close()  # Flask's open file: the bytes sent are the kept ones
        resp.direct_passthrough = False
        resp.set_data(data)
        resp.headers["Content-Encoding"] = "gzip"
        resp.headers.pop("Accept-Ranges", None)
        resp.set_etag(etag)
        if not is_resource_modified(request.environ, etag=etag, last_modified=resp.last_modified):
            resp.status_code = 304
            resp.set_data(b"")
            resp.headers.pop("Content-Encoding", None)
            resp.headers.pop("Content-Length", None)
        return resp

    app.view_functions["static"] = static
