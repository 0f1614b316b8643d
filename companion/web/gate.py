"""The WSGI layer that asks admission about every request before it is read, and refuses cheaply.

Just inside ``ProxyFix`` (so it sees the client's address) and before Flask:
an address or seat past its budget (``admission.policy``, ``request``) gets
``429`` with ``Retry-After`` (``wire.framed``) before Flask builds a
request, before its body is read and before anything is looked up. A
request with a token is its seat's; a 401 charges the address after the
answer, so inventing tokens is no way round the address's budget. The
refusal's wait is left in the environ (``REFUSED_FOR``), and so is that of
every 429 the app answers (a sliding window's: actions, joins, unknown codes):
the worker then reads nothing more of that connection until it is over
(``web/worker.py``).
"""
from __future__ import annotations

from companion.admission import policy
from companion.admission.keys import seat_key
from companion.web.wire import framed

EXTRA = "companion.cost"  # environ key: what the request cost beyond its admission (``charge``)
REFUSED_FOR = "companion.refused_for"  # environ key: refused (429), the seconds its client is told to wait
CODE_PATHS = ("/api/tables/", "/ws/tables/", "/t/", "/api/rooms/", "/ws/rooms/")


def charge(environ: dict, cost: float) -> None:
    """This request cost ``cost`` more than its admission (charged when it is answered)."""
    environ[EXTRA] = environ.get(EXTRA, 0.0) + cost


INVALID = "\x00invalid"  # what a malformed Authorization header names: never a valid token (answers 401)


def bearer(header: str | None) -> str | None:
    """The token of ``Authorization: Bearer <token>`` (None: no header; ``INVALID``: a malformed one)."""
    if header is None:
        return None
    scheme, _, token = header.strip().partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        return INVALID
    return token.strip()


def presented_seat(environ: dict) -> str | None:
    """The seat key of the token a request presents for a table (header or ``?token=``), or None."""
    path = environ.get("PATH_INFO", "")
    prefix = next((p for p in CODE_PATHS if path.startswith(p)), None)
    if prefix is None:
        return None
    code = path[len(prefix):].split("/", 1)[0]
    token = bearer(environ.get("HTTP_AUTHORIZATION"))
    if token in (None, INVALID):  # a socket's token is in its query
        query = environ.get("QUERY_STRING", "")
        token = next((part[6:] for part in query.split("&") if part.startswith("token=")), "").strip()
    return seat_key(code, token) if code and token else None


def header_bytes(environ: dict) -> int:
    """About how many bytes of headers the request came with (its names and values, as gunicorn parsed them)."""
    return sum(len(name) + len(value) for name, value in environ.items()
               if name.startswith("HTTP_") and isinstance(value, str))


class Gate:
    def __init__(self, app, admission: policy.Admission):
        self.app = app
        self.admission = admission

    def __call__(self, environ, start_response):
        address = environ.get("REMOTE_ADDR")
        key, wait = self.admission.request(environ.get("REQUEST_METHOD", ""), environ.get("PATH_INFO", ""),
                                           address, presented_seat(environ), header_bytes(environ))
        if wait:
            environ[REFUSED_FOR] = wait
            status, data, items = framed(policy.refusal(policy.refused_as(key), wait), environ.get("HTTP_HOST"))
            start_response(f"{status} Too Many Requests", items)
            return [data]
        answered = []

        def start(status, headers, exc_info=None):
            answered.append(status)
            if status.startswith("429"):  # a window's refusal (actions, joins, codes…): held like the budget's
                wait = next((value for name, value in headers if name.lower() == "retry-after"), "")
                if wait.isdigit():
                    environ[REFUSED_FOR] = int(wait)
            return start_response(status, headers, exc_info)

        try:
            return self.app(environ, start)
        finally:
            self.admission.charge(key, environ.get(EXTRA, 0.0))
            if answered and answered[0].startswith("401") and key is not None:
                self.admission.wrong_token(address)
