"""The app's files under ``/static/``: Flask's ``send_from_directory``, a text file gzipped for a phone that takes it.

On a table's Wi-Fi there is no proxy to compress, and the join page's first load must stay
within its 60 KB (bench/page_weight.py): a text file asked for with gzip is compressed once per
version (path, mtime, size) and sent by ``send_file`` (its ETag, ``304`` and ranges).
"""
from __future__ import annotations

import gzip
import io
import mimetypes
import os
from functools import lru_cache

from flask import Flask, current_app, request, send_file, send_from_directory
from werkzeug.utils import safe_join

TEXT = (".js", ".css", ".json", ".ftl", ".svg", ".webmanifest", ".txt", ".html", ".map")
# The catalogs (Fluent, docs/i18n.md) have no type of their own: served as text, so that a proxy
# compresses them too (Caddy's encode does text/*, not application/octet-stream).
mimetypes.add_type("text/plain", ".ftl")


@lru_cache(maxsize=256)
def _gzipped(path: str, mtime_ns: int, size: int) -> bytes:
    with open(path, "rb") as fh:
        return gzip.compress(fh.read(), compresslevel=9, mtime=0)


def static(filename: str):
    folder = current_app.static_folder
    max_age = current_app.get_send_file_max_age(filename)
    if not filename.lower().endswith(TEXT):
        return send_from_directory(folder, filename, max_age=max_age)
    path = safe_join(folder, filename)
    if path is None or not os.path.isfile(path) or request.accept_encodings.quality("gzip") <= 0:
        answer = send_from_directory(folder, filename, max_age=max_age)
    else:
        st = os.stat(path)
        answer = send_file(io.BytesIO(_gzipped(path, st.st_mtime_ns, st.st_size)),
                           mimetype=mimetypes.guess_type(path)[0] or "text/plain", conditional=True,
                           etag=f"{st.st_mtime_ns:x}-{st.st_size:x}-gz", last_modified=st.st_mtime, max_age=max_age)
        answer.headers["Content-Encoding"] = "gzip"
    answer.vary.add("Accept-Encoding")
    return answer


def install(app: Flask, folder: str, url_path: str = "/static") -> None:
    """The ``static`` endpoint of an app made with ``static_folder=None``, serving ``folder``."""
    app.static_folder = folder
    app.add_url_rule(f"{url_path}/<path:filename>", endpoint="static", view_func=static)
