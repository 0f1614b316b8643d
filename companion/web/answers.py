"""The whole HTTP answers the worker writes itself, before or instead of the app: gunicorn's own
refusals and a refusal at accept, as ``to_wire``'s JSON with its security headers, closed afterwards."""
from __future__ import annotations

from gunicorn import util
from werkzeug.exceptions import BadRequest, InternalServerError, default_exceptions

from companion.admission.policy import refusal
from companion.web.wire import framed


def answer_bytes(exc: BaseException, reason: str, status: int | None = None) -> bytes:
    """A whole HTTP answer made by the worker itself: ``to_wire``'s JSON, closed afterwards."""
    wire_status, data, headers = framed(exc)
    reason = "".join(ch for ch in str(reason) if 32 <= ord(ch) < 127) or "Error"
    head = f"HTTP/1.1 {int(status or wire_status)} {reason}\r\nConnection: close\r\n" + "".join(
        f"{k}: {v}\r\n" for k, v in headers)
    return head.encode("latin-1") + b"\r\n" + data


def error_bytes(status: int, reason: str) -> bytes:
    """The whole HTTP answer for a request gunicorn refused: JSON, closed afterwards."""
    refusal = default_exceptions.get(status) or (BadRequest if 400 <= status < 500 else InternalServerError)
    return answer_bytes(refusal(), reason, status)  # the status stays gunicorn's


def write_json_error(sock, status_int, reason, mesg):  # gunicorn.util.write_error's signature
    util.write_nonblock(sock, error_bytes(status_int, reason))


def too_many(kind: str, wait: int, limit: int | None = None) -> bytes:
    """The whole answer of ``kind``'s refusal (``admission.policy``), saying ``wait``, closed afterwards."""
    return answer_bytes(refusal(kind, wait, limit), "Too Many Requests")
