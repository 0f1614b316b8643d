"""Security headers on every answer: pages, JSON, static files, the service worker, errors.

The app has no inline script or style, so the policy allows scripts and styles
from this origin only; camera, microphone and friends are off, the screen wake
lock stays. Why each source and feature is named, or not: docs/server.md,
"Security notes". No ``manifest-src``: ``default-src 'self'`` covers the manifest, and WebKit
(every iPhone's Safari) knows no such directive and logs a security error for it on every page.
"""
from __future__ import annotations

import re
from functools import lru_cache

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


@lru_cache(maxsize=64)  # a Host header is the client's to choose: the cache stays small
def security_header_items(host: str | None) -> tuple:
    """The headers every answer carries, as (name, value) pairs, made once per host."""
    connect = "connect-src 'self'" + (f" ws://{host} wss://{host}" if host and _HOST.match(host) else "")
    return (("Content-Security-Policy", "; ".join((*_BASE_CSP[:4], connect, *_BASE_CSP[4:]))),
            ("X-Content-Type-Options", "nosniff"), ("Referrer-Policy", "no-referrer"),
            ("Permissions-Policy", PERMISSIONS_POLICY))


def install(app: Flask) -> None:
    @app.after_request
    def _add_security_headers(response):
        try:
            host = get_host(request.environ)  # Werkzeug's, as ``request.host``
        except Exception:  # noqa: BLE001 - a malformed Host still gets the headers
            host = None
        for name, value in security_header_items(host):
            if name not in response.headers:
                response.headers.add(name, value)
        return response
