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

A kept answer is sent by ``KeptFiles``, a WSGI layer just inside the admission
gate, without Flask: Flask's request context, routing and hooks were about half
of a kept file's CPU, and a class's first visits, or an address spending its
budget of files, are thousands of them (bench/abuse.py, files). It adds what
Flask's hook adds (``headers.security_header_items``); whatever it does not
find kept goes on to Flask, whose view keeps it. Both send a kept answer by
``_parts``, so they cannot differ.
"""
from __future__ import annotations

import gzip
import mimetypes
import os
import stat
from datetime import datetime
from functools import lru_cache
from typing import NamedTuple

from flask import Flask, Response, request
from werkzeug.datastructures import Headers
from werkzeug.http import is_resource_modified, parse_accept_header, remove_entity_headers
from werkzeug.utils import safe_join

from companion.web.headers import security_header_items_of

TEXT = (".js", ".css", ".json", ".ftl", ".svg", ".webmanifest", ".txt", ".html", ".map")
# The catalogs (Fluent, docs/i18n.md) have no type of their own: served as text, so that a proxy
# compresses them too (Caddy's encode does text/*, not application/octet-stream).
mimetypes.add_type("text/plain", ".ftl")
LARGEST = 4 * 1024 * 1024  # a bigger file is sent as it is, by Flask, every time (none of ours comes close)
FLASKS_OWN = ("Range", "If-Match", "If-Unmodified-Since")  # requests answered by Flask, never kept
_FLASKS_OWN_ENVIRON = tuple("HTTP_" + name.upper().replace("-", "_") for name in FLASKS_OWN)


def _flasks_own(environ: dict) -> bool:
    """Whether the request is one of ``FLASKS_OWN``'s: answered by Flask, never kept."""
    return any(name in environ for name in _FLASKS_OWN_ENVIRON)


class KeptAnswer(NamedTuple):
    """One file's answer in one encoding, as it was when the file had this stamp (``_stamp_of``)."""
    stamp: tuple
    headers: tuple
    not_modified_headers: tuple  # its 304's: Werkzeug's, the body's headers left out
    body: bytes
    etag: str
    last_modified: datetime | None


_kept: dict[tuple[str, bool], KeptAnswer] = {}  # (path, gzipped) -> its answer


@lru_cache(maxsize=256)
def _accepts_gzip(accept_encoding: str) -> bool:
    """Whether an ``Accept-Encoding`` takes gzip (Werkzeug's parse, as Flask's; once per value: a
    browser sends the same few, and a client's own values only fill a bounded cache)."""
    return parse_accept_header(accept_encoding).quality("gzip") > 0


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
    items = tuple(headers.items())
    not_modified = Headers(items)
    remove_entity_headers(not_modified)
    kept = KeptAnswer(stamp, items, tuple(not_modified.items()), body, etag, resp.last_modified)
    _kept[(path, gz)] = kept
    return kept


def _parts(kept: KeptAnswer, environ: dict) -> tuple[int, tuple, bytes]:
    """The kept answer's status, headers and body for this request: its 304 to ``If-None-Match`` /
    ``If-Modified-Since`` (Werkzeug's test, as Flask's own), no body to a ``HEAD``."""
    if ("HTTP_IF_NONE_MATCH" in environ or "HTTP_IF_MODIFIED_SINCE" in environ) and not is_resource_modified(
            environ, etag=kept.etag, last_modified=kept.last_modified):
        return 304, kept.not_modified_headers, b""
    return 200, kept.headers, b"" if environ.get("REQUEST_METHOD") == "HEAD" else kept.body


def _answer(kept: KeptAnswer) -> Response:
    """``_parts`` as Flask's answer (its hook then adds the security headers)."""
    status, headers, body = _parts(kept, request.environ)
    return Response(body, status=status, headers=headers)


@lru_cache(maxsize=1024)
def _path(folder: str, filename: str) -> str | None:
    """Werkzeug's ``safe_join`` (as Flask's static view), once per name: every file asked for looks it up."""
    return safe_join(folder, filename)


def _lookup(folder: str | None, filename: str, accept_encoding: str) -> tuple[str | None, tuple | None, bool]:
    """The file's path, its stamp (None: not a file to keep) and whether its answer is gzipped."""
    path = _path(folder, filename) if folder else None
    stamp = _stamp(path)
    gz = stamp is not None and filename.lower().endswith(TEXT) and _accepts_gzip(accept_encoding)
    return path, stamp, gz


def _still_kept(folder: str | None, filename: str, accept_encoding: str) -> KeptAnswer | None:
    """The answer kept for the file in this encoding, if the file is still the one it was made of."""
    path, stamp, gz = _lookup(folder, filename, accept_encoding)
    kept = _kept.get((path, gz)) if stamp is not None else None
    return kept if kept is not None and kept.stamp == stamp else None


class KeptFiles:
    """WSGI: a ``GET`` or ``HEAD`` of a static file whose answer is kept (and still the file's) is
    answered here, Flask never called; anything else goes on to ``app``."""

    def __init__(self, app, flask_app: Flask):
        self.app = app
        self.flask_app = flask_app  # its static folder read at each request: a test may point it elsewhere
        self.prefix = flask_app.static_url_path.rstrip("/") + "/"

    def __call__(self, environ, start_response):
        path_info = environ.get("PATH_INFO", "")
        if (not path_info.startswith(self.prefix) or environ.get("REQUEST_METHOD") not in ("GET", "HEAD")
                or _flasks_own(environ)):
            return self.app(environ, start_response)
        kept = _still_kept(self.flask_app.static_folder, path_info[len(self.prefix):],
                           environ.get("HTTP_ACCEPT_ENCODING", ""))
        if kept is None:
            return self.app(environ, start_response)
        status, headers, body = _parts(kept, environ)
        start_response("200 OK" if status == 200 else "304 Not Modified", [*headers, *security_header_items_of(environ)])
        return [body]


def install(app: Flask) -> None:
    """Wraps the static view (it keeps answers) and ``app.wsgi_app`` in ``KeptFiles`` (it sends them):
    called before the admission gate wraps it, so that a kept file is still paid for."""
    flask_static = app.view_functions["static"]

    def static(filename):
        """What ``KeptFiles`` did not find kept: Flask's answer, kept (and sent as it is kept)."""
        path, stamp, gz = _lookup(app.static_folder, filename, request.headers.get("Accept-Encoding", ""))
        if stamp is None:  # gone (or never there): what was kept of it goes too
            if path is not None:
                _kept.pop((path, True), None)
                _kept.pop((path, False), None)
            return _flasks(filename)
        resp = _flasks(filename)
        if _flasks_own(request.environ) or resp.status_code != 200:
            return resp
        kept = _keep(resp, path, stamp, gz)
        return resp if kept is None else _answer(kept)

    def _flasks(filename):
        """Flask's own answer (with ``Vary: Accept-Encoding`` for a text file, without the ``Date``
        Werkzeug adds: gunicorn writes its own on every answer); not kept."""
        resp = flask_static(filename=filename)
        resp.headers.pop("Date", None)
        if filename.lower().endswith(TEXT):
            resp.vary.add("Accept-Encoding")
        return resp

    app.view_functions["static"] = static
    app.wsgi_app = KeptFiles(app.wsgi_app, app)
