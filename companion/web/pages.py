"""The phone app's pages: start page, phone page, big screen, manifest, service worker.

Nothing here touches a table: the pages (vanilla JS under static/js/) talk to the JSON API.
A page is written in the device's language (the ``eleusis_lang`` cookie the phone sets
when its person picks one, else the browser's Accept-Language; docs/i18n.md): ``<html
lang>``, the title, the few words shown before the app draws, and a preload of that catalog.
"""

import functools
import json
import os

from werkzeug.datastructures import LanguageAccept
from werkzeug.http import parse_accept_header
from flask import Blueprint, abort, current_app, g, render_template, request

from companion import catalogs as messages
from companion.config import Config
from companion.files import shell
from companion.netaddr import loopback_only, public_base
from companion.service.codes import may_be_typed_code
from companion.web.services import installed

bp = Blueprint("pages", __name__)

LANG_COOKIE = "eleusis_lang"

THEME = "#1d3b2a"


def catalogs() -> dict:
    """{language: its Catalog} of every file in the app's static/i18n/, read again when one changes. Looked
    at once per request (``g``): each look lists the folder and stats its files, and a page asks 3-4 times."""
    found = g.get("catalogs")
    if found is None:
        found = g.catalogs = messages.catalogs(os.path.join(current_app.static_folder, "i18n"))
    return found


# A browser's Accept-Language is under 200 bytes; what lies beyond this is never parsed (an 8 KB
# header took 5.7 ms to parse, its first 256 bytes 0.14 ms), and each header is parsed once.
ACCEPT_LANGUAGE_READ = 256


@functools.lru_cache(maxsize=512)
def _best_language(header: str, known: tuple) -> str | None:
    return parse_accept_header(header, LanguageAccept).best_match(known)


def language() -> str:
    """The device's language: its remembered choice, else the best of its browser's, else English."""
    known = catalogs()
    chosen = request.cookies.get(LANG_COOKIE)
    if chosen in known:
        return chosen
    header = request.headers.get("Accept-Language", "")[:ACCEPT_LANGUAGE_READ]
    return _best_language(header, tuple(known)) or "en"


def _words(lang: str):
    """A catalog's sentence by key, with its parameters (the few the server writes itself)."""
    catalog = catalogs().get(lang) or catalogs()["en"]
    return lambda key, **params: catalog.text(key, params)


def join_base() -> str:
    """The base of every link a phone is given (join, rejoin, the QR code's). A server phones cannot
    reach (a loopback address alone) gives its own address, not a LAN address it does not listen on."""
    config, lan = _settings()
    if loopback_only(config.host, config.public_url, config.proxies):
        return request.host_url.rstrip("/")
    return public_base(request.host_url, config.public_url, lan)


def _settings() -> tuple[Config, str | None]:
    found = installed()  # None: the pages alone (bench/page_weight.py registers just this blueprint)
    return (found.config, found.lan) if found is not None else (Config(), None)


def _page(mode, code=""):
    config = _settings()[0]
    lang = language()
    word = _words(lang)
    title = word(f"page.title_{mode}", code=code)
    own_names = {code_: catalog.own_name() for code_, catalog in catalogs().items()}
    resp = current_app.make_response(render_template(
        "app.html", mode=mode, code=code, title=title, theme=THEME, lang=lang, word=word,
        languages=json.dumps(own_names, ensure_ascii=False), join_base=join_base(), listen_host=config.host,
        loopback=loopback_only(config.host, config.public_url, config.proxies)))
    resp.headers["Vary"] = "Accept-Language, Cookie"
    return resp


@bp.get("/")
def start():
    return _page("start")


@bp.get("/t/<code>", defaults={"mode": "phone"})
@bp.get("/t/<code>/board", defaults={"mode": "board"})
@bp.get("/r/<code>", defaults={"mode": "room"})
@bp.get("/r/<code>/organizer", defaults={"mode": "organizer"})
@bp.get("/r/<code>/board", defaults={"mode": "room_board"})
def with_code(code, mode):
    """A table's phone page or board, a room's phone page, organizer's screen or board (static/js/room/)."""
    if not may_be_typed_code(code):  # a mistyped code still opens the page, which says so
        abort(404)
    return _page(mode, code)


@bp.get("/manifest.webmanifest")
def manifest():
    lang = language()
    text = render_template("manifest.webmanifest", word=_words(lang), lang=lang, theme=THEME)
    resp = current_app.response_class(text, mimetype="application/manifest+json")
    resp.headers["Cache-Control"] = "no-cache"
    resp.headers["Vary"] = "Accept-Language, Cookie"
    return resp


@bp.get("/sw.js")
def service_worker():
    version, urls = shell(current_app.static_folder)
    text = render_template("sw.js", version=version, shell=urls)
    resp = current_app.response_class(text, mimetype="text/javascript")
    resp.headers["Service-Worker-Allowed"] = "/"
    resp.headers["Cache-Control"] = "no-cache"
    return resp
