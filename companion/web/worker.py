"""gunicorn's gevent worker, with its own refusals answered as JSON.

gunicorn refuses some requests before the app sees them: a request line over
``limit_request_line`` (414), too many or too large headers (431), a
malformed request line, header or chunk (400), an unsupported transfer coding
(501). It answers those with a small HTML page (``gunicorn.util.write_error``,
called from ``Worker.handle_error``). A phone, a script or a probe must get
the same ``{"error", "message"}`` JSON as for every other error
(``errors.to_wire``), with the same security headers, so this worker
replaces that one function in its own process. gunicorn still decides the
status (its exception → status table stays its own); only the body and
headers change. ``companion serve`` names this class as gunicorn's
``worker_class``. Every request the app answers is gunicorn's and Flask's,
as they read it.
"""
from __future__ import annotations

import json

from gunicorn import util
from gunicorn.workers.ggevent import GeventWorker
from werkzeug.exceptions import BadRequest, InternalServerError, default_exceptions

from companion.web.errors import to_wire
from companion.web.headers import security_headers


def error_bytes(status: int, reason: str) -> bytes:
    """The whole HTTP answer for a request gunicorn refused: JSON, closed afterwards."""
    refusal = default_exceptions.get(status) or (BadRequest if 400 <= status < 500 else InternalServerError)
    _, body, headers = to_wire(refusal())  # the status stays gunicorn's
    data = json.dumps(body).encode("utf-8")
    reason = "".join(ch for ch in str(reason) if 32 <= ord(ch) < 127) or "Error"
    headers = {"Connection": "close", "Content-Type": "application/json", "Content-Length": str(len(data)),
               **headers, **security_headers(None)}
    head = f"HTTP/1.1 {int(status)} {reason}\r\n" + "".join(f"{k}: {v}\r\n" for k, v in headers.items())
    return head.encode("latin-1") + b"\r\n" + data


def write_json_error(sock, status_int, reason, mesg):  # gunicorn.util.write_error's signature
    util.write_nonblock(sock, error_bytes(status_int, reason))


class JsonErrorWorker(GeventWorker):
    """GeventWorker whose pre-app refusals are JSON (see the module's docstring)."""

    def init_process(self):
        util.write_error = write_json_error  # this worker process only; the master never writes one
        super().init_process()
