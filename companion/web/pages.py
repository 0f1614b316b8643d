"""The phone app's pages: start page, phone page, big screen, manifest, service worker.

Plain templates and static files; the app itself is vanilla JS modules under
static/js/. Nothing here touches a table: the pages talk to the JSON API.
"""

import hashlib
import json
import os

from flask import Blueprint, abort, current_app, render_template, request

from companion.config import Config
from companion.operations.netaddr import loopback_only, public_base
from companion.service.codes import may_be_typed_code
from companion.web.services import installed

bp = Blueprint("pages", __name__)

# The files a phone needs to draw the app with no network (never /api, never /ws).
_SHELL_EXT = (".js", ".css", ".svg", ".png")
_shell_cache: dict = {}

THEME = "#1d3b2a"


def _shell():
    """(version, [urls]) of the app shell, recomputed when a static file changes."""
    root = current_app.static_folder
    files = []
    for folder, _dirs, names in os.walk(root):
        for name in sorted(names):
            if name.endswith(_SHELL_EXT):
                path = os.path.join(folder, name)
                files.append((os.path.relpath(path, root).replace(os.sep, "/"), path))
    files.sort()
    stamp = tuple((rel, os.stat(path).st_mtime_ns) for rel, path in files)
    if _shell_cache.get("stamp") != stamp:
        digest = hashlib.sha256()
        for rel, path in files:
            digest.update(rel.encode())
            with open(path, "rb") as fh:
                digest.update(fh.read())
        _shell_cache.update(stamp=stamp, version=digest.hexdigest()[:12],
                            urls=["/static/" + rel for rel, _ in files])
    return _shell_cache["version"], _shell_cache["urls"]


def join_base() -> str:
    """The base of every link a phone is given (join, rejoin): the same one the
    API's ``join_url`` and the QR code use, so the board prints what its QR holds."""
    config, lan = _settings()
    return public_base(request.host_url, config.public_url, lan)


def _settings() -> tuple[Config, str | None]:
    found = installed()  # None: the pages alone (bench/page_weight.py registers just this blueprint)
    return (found.config, found.lan) if found is not None else (Config(), None)


def _page(mode, code="", title="Eleusis Table Companion"):
    config = _settings()[0]
    return render_template("app.html", mode=mode, code=code, title=title, theme=THEME,
                           join_base=join_base(), listen_host=config.host,
                           loopback=loopback_only(config.host, config.public_url, config.proxies))


def _checked(code):
    if not may_be_typed_code(code):  # a mistyped code still opens the page, which says so
        abort(404)
    return code


@bp.get("/")
def start():
    return _page("start")


@bp.get("/t/<code>")
def phone(code):
    code = _checked(code)
    return _page("phone", code, f"Table {code} · Eleusis")


@bp.get("/t/<code>/board")
def board(code):
    code = _checked(code)
    return _page("board", code, f"Table {code} · big screen")


@bp.get("/manifest.webmanifest")
def manifest():
    body = {
        "name": "Eleusis Table Companion",
        "short_name": "Eleusis",
        "description": "Counts, prophet, expulsion and scores of an Eleusis game on every phone.",
        "start_url": "/",
        "scope": "/",
        "display": "standalone",
        "orientation": "any",
        "background_color": THEME,
        "theme_color": THEME,
        "icons": [
            {"src": "/static/icons/icon-192.png", "sizes": "192x192", "type": "image/png"},
            {"src": "/static/icons/icon-512.png", "sizes": "512x512", "type": "image/png"},
            {"src": "/static/icons/icon-maskable-512.png", "sizes": "512x512",
             "type": "image/png", "purpose": "maskable"},
            {"src": "/static/icons/icon.svg", "sizes": "any", "type": "image/svg+xml"},
        ],
    }
    resp = current_app.response_class(json.dumps(body, indent=1),
                                      mimetype="application/manifest+json")
    resp.headers["Cache-Control"] = "no-cache"
    return resp


@bp.get("/sw.js")
def service_worker():
    version, urls = _shell()
    text = render_template("sw.js", version=version, shell=urls)
    resp = current_app.response_class(text, mimetype="text/javascript")
    resp.headers["Service-Worker-Allowed"] = "/"
    resp.headers["Cache-Control"] = "no-cache"
    return resp
