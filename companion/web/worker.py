"""gunicorn's gevent worker, with its own refusals answered as JSON.

gunicorn refuses some requests before the app sees them: a request line over
``limit_request_line`` (414), too many or too large headers (431), a
malformed request line, header or chunk (400), an unsupported transfer coding
(501). It answers those with a small HTML page (``gunicorn.util.write_error``,
called from ``Worker.handle_error``). A phone, a script or a probe must get
the same ``{"error", "message"}`` JSON as for every other error, with the
same security headers, so this worker replaces that one function in its own
process. gunicorn still decides the status (its exception → status table
stays its own); only the body and headers change. ``companion serve`` names
this class as gunicorn's ``worker_class``.
"""
from __future__ import annotations

import json

from gunicorn import util
from gunicorn.workers.ggevent import GeventWorker

from companion.web.headers import security_headers

# status -> (code, sentence); anything else is a plain "bad_request" or "internal_error"
REFUSALS = {
    400: ("bad_request", "The request could not be understood (a malformed request line, header or body)."),
    403: ("forbidden", "This request is not allowed."),
    413: ("too_large", "The request body is too large."),
    414: ("request_line_too_long", "The request line (method and address) is too long."),
    417: ("expectation_failed", "The Expect header of this request cannot be met."),
    431: ("headers_too_large", "The request's headers are too many or too large."),
    501: ("not_implemented", "This request uses a transfer coding the server does not support."),
    500: ("internal_error", "Something went wrong on the server; the table is unchanged."),
}


def error_bytes(status: int, reason: str) -> bytes:
    """The whole HTTP answer for a request gunicorn refused: JSON, closed afterwards."""
    code, message = REFUSALS.get(status) or REFUSALS[400 if 400 <= status < 500 else 500]
    body = json.dumps({"error": code, "message": message}).encode("utf-8")
    reason = "".join(ch for ch in str(reason) if 32 <= ord(ch) < 127) or "Error"
    headers = {"Connection": "close", "Content-Type": "application/json", "Content-Length": str(len(body)),
               "Cache-Control": "no-store", **security_headers(None)}
    head = f"HTTP/1.1 {int(status)} {reason}\r\n" + "".join(f"{k}: {v}\r\n" for k, v in headers.items())
    return head.encode("latin-1") + b"\r\n" + body


def write_json_error(sock, status_int, reason, mesg):  # gunicorn.util.write_error's signature
    util.write_nonblock(sock, error_bytes(status_int, reason))


class JsonErrorWorker(GeventWorker):
    """GeventWorker whose pre-app refusals are JSON (see the module's docstring)."""

    def init_process(self):
        util.write_error = write_json_error  # this worker process only; the master never writes one
        super().init_process()
