"""The one Flask hook that asks admission about every request, and refuses what is past its budget.

A token that holds a seat at the table (or a person in the room) its path names makes the request
that seat's, charged to it alone; anything else is its address's: past its budget, or blocked for
unknown codes, ``429`` before the view reads the body (a socket is told after its upgrade, 4429).
``teardown_request`` charges what the request turned out to cost (``charge``). The app's files are
not counted: a flood of them is the proxy's (deploy/).
"""
from __future__ import annotations

from flask import Flask, g, request

from companion.admission import policy
from companion.service.lookup import holder
from companion.web.services import services

EXTRA = "companion.cost"  # environ key: what the request cost beyond its admission (``charge``)
INVALID = "\x00invalid"  # what a malformed Authorization header names: never a valid token (answers 401)


def charge(environ: dict, cost: float) -> None:
    """This request cost ``cost`` more than its admission (charged when it is answered)."""
    environ[EXTRA] = environ.get(EXTRA, 0.0) + cost


def bearer(header: str | None) -> str | None:
    """The token of ``Authorization: Bearer <token>`` (None: no header; ``INVALID``: a malformed one)."""
    if header is None:
        return None
    scheme, _, token = header.strip().partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        return INVALID
    return token.strip()


def header_bytes(environ: dict) -> int:
    """About how many bytes of headers the request came with (its names and values)."""
    return sum(len(name) + len(value) for name, value in environ.items()
               if name.startswith("HTTP_") and isinstance(value, str))


def admit() -> None:
    if request.endpoint == "static":
        return
    ext = services()
    code = (request.view_args or {}).get("code")
    who = holder(ext.rooms, code, bearer(request.headers.get("Authorization")))  # a socket's: none until its hello
    key, wait = ext.admission.request(request.method, request.path, request.remote_addr, who,
                                      header_bytes(request.environ))
    g.admitted = key
    if wait:
        raise policy.refusal(policy.refused_as(key), wait)
    if code and who is None and not request.path.startswith("/ws/"):  # a socket: after its upgrade (4429)
        ext.admission.refuse_unknown_codes(request.remote_addr)  # no telling a real code


def install(app: Flask) -> None:
    app.before_request(admit)

    @app.teardown_request
    def _charge(_exc=None):
        if "admitted" in g:
            services().admission.charge(g.admitted, request.environ.get(EXTRA, 0.0))
