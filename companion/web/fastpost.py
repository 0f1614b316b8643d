"""``POST /api/tables/<code>/actions`` without Flask's per-request machinery.

A tap is the server's most frequent request. Under load (the peers' harness:
200 tables × 8 phones, every move a POST; py-spy) Flask's request context,
URL matching, hooks and response object were about a sixth of the worker's
CPU, more than the SQLite append. This WSGI layer, in front of Flask, answers
the usual tap itself, with the same steps in the same order as
``api.post_action``: 404, 401 (``Tables.authenticate``), 429
(``check_action_rate``), 400 (the body), then the table's own checks. Every
answer carries the same headers (``Cache-Control: no-store`` and the security
headers of ``headers.py``), and every error is made by the same functions as
Flask's handlers (``errors.rule_error_response``; an unknown code counts
against the address like any other 404).

Anything unusual goes to Flask untouched, before anything is counted or
read: another method or path, a code that is not six letters, a script name,
no ``Content-Length`` (a chunked body) or one over the body limit (413), an
address already refused for unknown codes (429).
"""
from __future__ import annotations

import re

from werkzeug.wsgi import get_host

from companion.rules import errors
from companion.web import headers as security
from companion.web.errors import error_response, rule_error_response, unexpected_response


_PATH = re.compile(r"/api/tables/([A-Za-z]{6})/actions")
_STATUS = {200: "200 OK"}


def _bearer(environ) -> str | None:
    """``api.bearer_token`` on the raw environ: a malformed header is a wrong token."""
    header = environ.get("HTTP_AUTHORIZATION")
    if header is None:
        return None
    scheme, _, token = header.strip().partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        return "\x00invalid"
    return token.strip()


class FastActions:
    """WSGI middleware: the usual action POST answered here, everything else by ``wsgi_app``."""

    def __init__(self, wsgi_app, app):
        self.wsgi_app = wsgi_app
        self.app = app

    def __call__(self, environ, start_response):
        if environ.get("REQUEST_METHOD") != "POST" or environ.get("SCRIPT_NAME"):
            return self.wsgi_app(environ, start_response)
        match = _PATH.fullmatch(environ.get("PATH_INFO", ""))
        length = environ.get("CONTENT_LENGTH", "")
        limit = self.app.config.get("MAX_CONTENT_LENGTH")
        if (match is None or not length.isdigit() or len(length) > 9
                or (limit is not None and int(length) > limit)):
            return self.wsgi_app(environ, start_response)
        ext = self.app.extensions["companion"]
        address = environ.get("REMOTE_ADDR") or "?"
        if ext["limits"]["unknown"].blocked(address):
            return self.wsgi_app(environ, start_response)
        try:
            body = self._act(ext, match.group(1), environ, int(length))
        except BaseException as exc:  # noqa: BLE001 - every failure is answered as Flask's handlers would
            return self._error(ext, address, exc, environ, start_response)
        start_response(_STATUS[200], [
            ("Content-Type", "application/json"), ("Content-Length", str(len(body))),
            ("Cache-Control", "no-store"), *security.security_header_items(_host(environ)),
        ])
        return [body]

    @staticmethod
    def _act(ext, code: str, environ, length: int) -> bytes:
        from companion.web.api import parse_json
        from companion.web.limits import check_action_rate

        token = _bearer(environ)
        tables = ext["tables"]
        tables.authenticate(code, token, required=True)  # 404, then 401, before the body (400)
        check_action_rate(ext, token)  # then 429
        raw = environ["wsgi.input"].read(length) if length else b""
        if len(raw) != length:
            raise _CutShort()
        payload = parse_json(raw)
        if not isinstance(payload, dict):
            raise errors.BadInput("bad_json", "The body must be a JSON object (Content-Type: application/json).")
        return tables.act_bytes(code, token, payload)[0]

    def _error(self, ext, address, exc, environ, start_response):
        if not isinstance(exc, Exception):
            raise exc  # a greenlet being killed, Ctrl-C: not ours to answer
        with self.app.app_context():
            if isinstance(exc, errors.RuleError):
                if isinstance(exc, errors.NotFound):
                    ext["limits"]["unknown"].hit(address)  # as api._count_unknown
                response = rule_error_response(exc)
            elif isinstance(exc, _CutShort):
                response = error_response(400, "bad_request",
                                          "The request body could not be read (malformed or cut short).")
            else:  # an unreadable body, the database unavailable (503), or a 500: as Flask's handler
                response = unexpected_response(exc)
        for name, value in security.security_header_items(_host(environ)):
            if name not in response.headers:
                response.headers.add(name, value)
        return response(environ, start_response)


class _CutShort(Exception):
    """The body ended before its Content-Length."""


_HOSTS: dict = {}  # (Host header, scheme) -> get_host's answer; a few entries, bounded as headers.py's


def _host(environ) -> str | None:
    key = (environ.get("HTTP_HOST"), environ.get("wsgi.url_scheme"))
    host = _HOSTS.get(key)
    if host is None:
        try:
            host = get_host(environ)
        except Exception:  # noqa: BLE001 - a malformed Host still gets the headers
            return None
        if key[0] is not None:
            if len(_HOSTS) >= 64:
                _HOSTS.clear()
            _HOSTS[key] = host
    return host
