"""Every error the server answers is ``{"error", "message"}`` JSON — never HTML, never a 500 page.

The core's error classes carry a stable code and a sentence; their HTTP status
comes from ``errors.status_of``. HTTP-level errors (404 route, 405, 413) are
mapped here too so a phone never has to parse anything but JSON.
"""
from __future__ import annotations

import logging

from flask import Flask, jsonify
from werkzeug.exceptions import HTTPException

from companion.rules import errors
from companion.storage.store import UNAVAILABLE

log = logging.getLogger(__name__)

try:  # gunicorn reads chunked bodies itself and raises its own errors from inside the app's read
    from gunicorn.http.errors import NoMoreData, ParseException

    _UNREADABLE_BODY: tuple = (ParseException, NoMoreData)
except ImportError:  # pragma: no cover - gunicorn is a dependency
    _UNREADABLE_BODY = ()

_HTTP_CODES = {
    400: ("bad_request", "The request could not be understood."),
    404: ("not_found", "There is nothing at this address."),
    405: ("method_not_allowed", "This address does not accept this method."),
    413: ("too_large", "The request body is too large."),
    429: ("too_many_requests", "Too many requests from this address; wait a minute and try again."),
}


# A 429 that did not say when (none should reach this): a full default window.
DEFAULT_RETRY_AFTER = 60


def error_response(status: int, code: str, message: str, retry_after: int | None = None, **extra):
    """The JSON error answer; a 429 also says when to try again (``Retry-After``, seconds,
    and ``retry_after`` in the body for a phone that reads only JSON)."""
    if status == 429:
        retry_after = max(1, int(retry_after if retry_after is not None else DEFAULT_RETRY_AFTER))
        extra["retry_after"] = retry_after
    response = jsonify({"error": code, "message": message, **extra})
    response.status_code = status
    response.headers["Cache-Control"] = "no-store"
    if status == 429:
        response.headers["Retry-After"] = str(retry_after)
    return response


def too_many(limiter, key: str, what: str):
    """429 for a sliding window that refused ``key``: the wait computed from the window."""
    seconds = max(1, limiter.retry_after(key))
    return error_response(429, "too_many_requests", f"{what}; try again in {wait_words(seconds)}.",
                          retry_after=seconds)


def wait_words(seconds: int) -> str:
    return "1 second" if seconds == 1 else f"{seconds} seconds"


def rule_error_response(exc: errors.RuleError):
    extra = {}
    state = getattr(exc, "state", None)
    if state is not None:
        extra["state"] = state
    return error_response(errors.status_of(exc), exc.code, exc.message,
                          retry_after=getattr(exc, "retry_after", None), **extra)


def register(app: Flask) -> None:
    @app.errorhandler(errors.RuleError)
    def _rule_error(exc):
        return rule_error_response(exc)

    @app.errorhandler(HTTPException)
    def _http_error(exc: HTTPException):
        code, message = _HTTP_CODES.get(exc.code or 500, ("http_error", exc.description or "Request failed."))
        return error_response(exc.code or 500, code, message, retry_after=getattr(exc, "retry_after", None))

    @app.after_request
    def _every_429_says_when(response):
        # a 429 made anywhere else (a later limit, a plain abort(429)) still says when
        if response.status_code == 429 and "Retry-After" not in response.headers:
            response.headers["Retry-After"] = str(DEFAULT_RETRY_AFTER)
        return response

    @app.errorhandler(Exception)
    def _unexpected(exc):
        if isinstance(exc, HTTPException):  # pragma: no cover - handled above
            return _http_error(exc)
        return unexpected_response(exc)


def unexpected_response(exc: Exception):
    """The answer to an exception that is no RuleError (Flask's handler and fastpost's share it)."""
    if isinstance(exc, _UNREADABLE_BODY):
        # the server's parser failed while the app read the body (a malformed chunk,
        # a client gone mid-body): the client's fault, not a 500
        return error_response(400, "bad_request",
                              "The request body could not be read (malformed or cut short).")
    if isinstance(exc, UNAVAILABLE):
        # the database restarting or out of reach: nothing was acknowledged, so nothing is lost
        log.warning("database unavailable: %s", exc)
        response = error_response(503, "database_unavailable",
                                  "The table's storage is not answering right now; nothing was changed. "
                                  "Try again in a few seconds.")
        response.headers["Retry-After"] = "2"
        return response
    log.exception("unexpected error")
    return error_response(500, "internal_error", "Something went wrong on the server; the table is unchanged.")
