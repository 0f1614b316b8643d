"""Every error on the wire, made in one place: ``to_wire(exc)`` -> (status, JSON body, headers).

The body is always ``{"error": <stable code>, "message": <a sentence>}`` (never
HTML, never a 500 page), with ``state`` for a stale version and ``retry_after``
for a 429. The sentence is the English catalog's ``error.<code>``, as the phones
render it in theirs. Its callers only frame it: Flask's error handlers
(``register``) and the socket's ``error`` frame. API.md lists the codes.
"""
from __future__ import annotations

import logging

from flask import Flask, Response, jsonify
from gunicorn.http.errors import NoMoreData, ParseException
from werkzeug.exceptions import HTTPException

from companion import catalogs
from companion.rules import errors
from companion.storage.interface import Unavailable

log = logging.getLogger(__name__)

# gunicorn reads chunked bodies itself, and raises these from inside the app's read
_UNREADABLE_BODY = (ParseException, NoMoreData)

# an HTTP refusal's status -> its code; any other 4xx is "bad_request", 5xx "internal_error"
HTTP_REFUSALS = {400: "bad_request", 403: "forbidden", 404: "not_found", 405: "method_not_allowed",
                 408: "request_timeout", 413: "too_large", 414: "request_line_too_long", 417: "expectation_failed",
                 429: "too_many_requests", 431: "headers_too_large", 500: "internal_error", 501: "not_implemented"}

DEFAULT_RETRY_AFTER = 60  # a 429 that did not say when (none should): a full default window
UNAVAILABLE_RETRY_AFTER = 2  # the database restarting: seconds, not minutes

# the core's kinds of refusal (rules/errors.py) -> their status; a subclass answers its base's
STATUSES = {errors.BadInput: 400, errors.Unauthorized: 401, errors.Forbidden: 403, errors.NotFound: 404,
            errors.Conflict: 409, errors.TooManyRequests: 429}


def status_of(error: errors.RuleError) -> int:
    """The HTTP status of a core refusal (a ``RuleError`` of no listed kind: 400)."""
    return next((STATUSES[kind] for kind in type(error).__mro__ if kind in STATUSES), 400)


def _own(code: str, **params) -> tuple[str, dict]:
    """A refusal of the web layer's own, not the core's: its code and what its sentence names (the
    form tests/i18n/test_error_sentences.py finds, to render it in every language)."""
    return code, params


def to_wire(exc: BaseException) -> tuple[int, dict, dict]:
    """Any error as (status, ``{"error", "message", …}``, headers). Logs what is not the client's fault.
    Its sentence is rendered once, with everything it names (a 429's wait included)."""
    headers = {"Cache-Control": "no-store"}
    state = None
    if isinstance(exc, errors.RuleError):
        status, code, params = status_of(exc), exc.code, exc.named()
        state = getattr(exc, "state", None)
    elif isinstance(exc, HTTPException):
        status = exc.code or 500
        code, params = _own(HTTP_REFUSALS.get(status) or HTTP_REFUSALS[400 if 400 <= status < 500 else 500])
    elif isinstance(exc, _UNREADABLE_BODY):  # a malformed chunk, a client gone mid-body: its fault, not a 500
        status, (code, params) = 400, _own("bad_request", part="body")
    elif isinstance(exc, Unavailable):  # nothing was acknowledged, so nothing is lost
        log.warning("database unavailable: %s", exc)
        status, (code, params) = 503, _own("database_unavailable")
        headers["Retry-After"] = str(UNAVAILABLE_RETRY_AFTER)
    else:
        log.error("unexpected error", exc_info=exc)
        status, (code, params) = 500, _own("internal_error")
    retry_after = None
    if status == 429:
        said = getattr(exc, "retry_after", None)
        retry_after = max(1, int(said if said is not None else DEFAULT_RETRY_AFTER))
        params = {**params, "retry_after": retry_after}  # the same N in the sentence as in the header
        headers["Retry-After"] = str(retry_after)
    body = {"error": code, "message": catalogs.error_text(code, params)}
    if state is not None:
        body["state"] = state
    if retry_after is not None:
        body["retry_after"] = retry_after
    return status, body, headers


def error_response(exc: BaseException) -> Response:
    """``to_wire`` as Flask's answer."""
    status, body, headers = to_wire(exc)
    response = jsonify(body)
    response.status_code = status
    response.headers.update(headers)
    return response


def register(app: Flask) -> None:
    app.register_error_handler(Exception, error_response)  # RuleError, HTTPException and the rest

    @app.after_request
    def _every_429_says_when(response):  # one made anywhere else (a plain abort(429)) too
        if response.status_code == 429 and "Retry-After" not in response.headers:
            response.headers["Retry-After"] = str(DEFAULT_RETRY_AFTER)
        return response
