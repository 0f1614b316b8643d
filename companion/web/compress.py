"""Static text files gzipped by the companion itself, for a phone with no proxy in front.

Flask's static view does not compress, and on the usual Wi-Fi setup (no proxy)
a phone downloaded about three times what bench/page_weight.py counts. This wraps
that one view: a whole text file for a request that accepts gzip is compressed
once and kept in memory; every other answer is Flask's. The details (ETag,
``Vary``, ranges, Caddy in front): docs/server.md, the static files.
"""
from __future__ import annotations

import gzip
import mimetypes
import os

from flask import Flask, request
from werkzeug.http import is_resource_modified
from werkzeug.utils import safe_join

TEXT = (".js", ".css", ".json", ".ftl", ".svg", ".webmanifest", ".txt", ".html", ".map")
# The catalogs (Fluent, docs/i18n.md) have no type of their own: served as text, so that a proxy
# compresses them too (Caddy's encode does text/*, not application/octet-stream).
mimetypes.add_type("text/plain", ".ftl")
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
