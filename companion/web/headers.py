"""Security headers on every answer: pages, JSON, static files, the service worker, errors.

The app has no inline script or style, so the policy allows scripts and styles
from this origin only; camera, microphone and friends are off, the screen wake
lock stays. Why each source and feature is named, or not: docs/server.md,
"Security notes". No ``manifest-src``: ``default-src 'self'`` covers the manifest, and WebKit
(every iPhone's Safari) knows no such directive and logs a security error for it on every page.
"""
from __future__ import annotations

import re

from flask import Flask, request
from werkzeug.wsgi import get_host

_BASE_CSP = (
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
)

PERMISSIONS_POLICY = ("camera=(), microphone=(), geolocation=(), payment=(), usb=(), "
                      "serial=(), display-capture=(), screen-wake-lock=(self)")

# a Host the request could carry that is safe to write into a CSP source (no spaces, ';', ',', quotes)
_HOST = re.compile(r"^[A-Za-z0-9.\-]+(:[0-9]{1,5})?$")


def content_security_policy(host: str | None) -> str:
    connect = "connect-src 'self'"
    if host and _HOST.match(host):
        connect += f" ws://{host} wss://{host}"
    return "; ".join((*_BASE_CSP[:4], connect, *_BASE_CSP[4:]))


def security_headers(host: str | None) -> dict[str, str]:
    """The headers every answer carries (also used for gunicorn's own error answers)."""
    return {
        "Content-Security-Policy": content_security_policy(host),
        "X-Content-Type-Options": "nosniff",
        "Referrer-Policy": "no-referrer",
        "Permissions-Policy": PERMISSIONS_POLICY,
    }


_BY_HOST: dict = {}  # host -> the headers as (name, value) pairs: built once per host, not per answer
_MOST_HOSTS = 64  # a Host header is the client's to choose: the cache stays small


def security_header_items(host: str | None) -> tuple:
    """``security_headers(host)`` as pairs, computed once per host (every answer needs them)."""
    items = _BY_HOST.get(host)
    if items is None:
        items = tuple(security_headers(host).items())
        if len(_BY_HOST) >= _MOST_HOSTS:
            _BY_HOST.clear()
        _BY_HOST[host] = items
    return items


def security_header_items_of(environ: dict) -> tuple:
    """``security_header_items`` for a request's host (Werkzeug's, as ``request.host``); a malformed
    Host still gets the headers."""
    try:
        host = get_host(environ)
    except Exception:  # noqa: BLE001 - a malformed Host still gets the headers
        host = None
    return security_header_items(host)


def install(app: Flask) -> None:
    @app.after_request
    def _add_security_headers(response):
        headers = response.headers
        for name, value in security_header_items_of(request.environ):
            if name not in headers:
                headers.add(name, value)
        return response
