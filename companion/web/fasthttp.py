"""The usual tap's HTTP, read and answered without gunicorn's request machinery.

A tap is one ``POST /api/tables/<code>/actions`` on a phone's keep-alive
connection. Under the peers' load (200 tables × 8 phones, a move every
500 ms; py-spy) gunicorn's parsing of it, the environ it builds and its
response object were about a third of the worker's CPU, more than the
table's own work. The worker (``worker.JsonErrorWorker``) reads each
request head itself; when it is exactly the plain shape a phone sends, it
builds the WSGI environ directly and writes the answer in one send. The
application is the same (``FastActions``, and Flask behind it), so the
answers are the same.

Anything else goes back into gunicorn's parser, byte for byte, before
anything was answered: another method or path, HTTP/1.0, a head over 8 KB, a header
gunicorn would treat specially (``Transfer-Encoding``, ``Expect``,
``Upgrade``, ``X-Forwarded-*``, ``Forwarded``, a second header of the same
name, a name with ``_``), folded or control characters in a header, a missing
or malformed ``Content-Length``. So what this accepts is a strict subset of
what gunicorn accepts, read the same way, and there is no request both
would frame differently. A head is handed over as soon as its start cannot
become the fast shape (``may_be_fast``), so gunicorn refuses a bad line as
early as it always did. After gunicorn's answer the connection comes back
for its next request.
"""
from __future__ import annotations

import io
import re
import sys
import time
from email.utils import formatdate

MAX_HEAD = 8192  # gunicorn's own limits (4094-byte line, 8190-byte fields) refuse the rest
MAX_FIELDS = 32

_REQUEST_LINE = re.compile(rb"POST (/api/tables/[A-Za-z]{6}/actions) HTTP/1\.1")
# a token name without "_" (gunicorn drops those), a value of visible ASCII and inner spaces
_FIELD = re.compile(rb"([!#$%&'*+.^`|~0-9A-Za-z-]+):[ \t]*((?:[\x21-\x7e](?:[ \t]*[\x21-\x7e])*)?)[ \t]*")
_SPECIAL = frozenset({"TRANSFER_ENCODING", "EXPECT", "UPGRADE", "FORWARDED", "TE", "TRAILER",
                      "PROXY_CONNECTION", "HTTP2_SETTINGS"})


_LINE_TEMPLATE = b"POST /api/tables/CCCCCC/actions HTTP/1.1"  # C: a letter of the table's code
_CODE_AT = range(_LINE_TEMPLATE.index(b"C"), _LINE_TEMPLATE.index(b"C") + 6)
# whole field lines, then perhaps the start of one (or of the blank line)
_FIELDS_SO_FAR = re.compile(rb"(?:[\x21-\x7e][\x20-\x7e\t]*\r\n)*(?:[\x21-\x7e][\x20-\x7e\t]*)?\r?")


def may_be_fast(buf: bytes) -> bool:
    """False as soon as the start of a head cannot become the fast shape.

    gunicorn refuses some requests from their first bad line (a bare LF, a
    request line too long or malformed), before the head ends; those must
    reach it at once, not after the keep-alive timeout.
    """
    if len(buf) > MAX_HEAD:
        return False
    line_end = buf.find(b"\r\n")
    if line_end < 0:  # the request line so far: a start of the template
        line = buf[:-1] if buf.endswith(b"\r") else buf
        return len(line) <= len(_LINE_TEMPLATE) and all(
            chr(byte).isalpha() and byte < 128 if i in _CODE_AT else byte == _LINE_TEMPLATE[i]
            for i, byte in enumerate(line))
    return (_REQUEST_LINE.fullmatch(buf[:line_end]) is not None
            and _FIELDS_SO_FAR.fullmatch(buf, line_end + 2) is not None)


class Head:
    """One parsed request head of the fast shape."""

    __slots__ = ("path", "fields", "length", "close")

    def __init__(self, path: str, fields: dict, length: int, close: bool):
        self.path, self.fields, self.length, self.close = path, fields, length, close


def parse_head(head: bytes) -> Head | None:
    """The head (without its final CRLF CRLF) if it has the fast shape, else None."""
    if len(head) > MAX_HEAD:  # gunicorn refuses long fields (431): its answer, not ours
        return None
    lines = head.split(b"\r\n")
    match = _REQUEST_LINE.fullmatch(lines[0])
    if match is None or len(lines) - 1 > MAX_FIELDS:
        return None
    fields: dict[str, str] = {}
    for line in lines[1:]:
        field = _FIELD.fullmatch(line)
        if field is None:
            return None
        name = field.group(1).decode("ascii").upper().replace("-", "_")
        if name in fields or name in _SPECIAL or name.startswith("X_FORWARDED"):
            return None
        fields[name] = field.group(2).decode("ascii")
    length = fields.get("CONTENT_LENGTH")
    if length is None or not length.isdigit() or len(length) > 9:
        return None
    connection = fields.get("CONNECTION", "keep-alive").lower()
    if connection not in ("keep-alive", "close"):
        return None
    return Head(match.group(1).decode("ascii"), fields, int(length), connection == "close")


def environ_for(head: Head, body: bytes, client, addr, server: tuple[str, str]) -> dict:
    """The WSGI environ gunicorn would build for this request (the keys the app reads)."""
    fields = head.fields
    environ = {
        "REQUEST_METHOD": "POST",
        "SCRIPT_NAME": "",
        "PATH_INFO": head.path,
        "RAW_URI": head.path,
        "QUERY_STRING": "",
        "SERVER_PROTOCOL": "HTTP/1.1",
        "SERVER_NAME": server[0],
        "SERVER_PORT": server[1],
        "REMOTE_ADDR": addr[0] if isinstance(addr, tuple) else "",
        "REMOTE_PORT": str(addr[1]) if isinstance(addr, tuple) else "",
        "CONTENT_LENGTH": fields["CONTENT_LENGTH"],
        "wsgi.version": (1, 0),
        "wsgi.url_scheme": "http",
        "wsgi.input": io.BytesIO(body),
        "wsgi.errors": sys.stderr,
        "wsgi.multithread": True,
        "wsgi.multiprocess": False,
        "wsgi.run_once": False,
        "gunicorn.socket": client,
    }
    if "CONTENT_TYPE" in fields:
        environ["CONTENT_TYPE"] = fields["CONTENT_TYPE"]
    for name, value in fields.items():
        if name not in ("CONTENT_TYPE", "CONTENT_LENGTH"):
            environ["HTTP_" + name] = value
    return environ


class Answer:
    """A WSGI ``start_response`` that collects the status and headers of one answer."""

    __slots__ = ("status", "headers")

    def __init__(self):
        self.status = None
        self.headers = None

    def __call__(self, status, headers, exc_info=None):
        if exc_info is not None and self.status is not None:
            raise exc_info[1].with_traceback(exc_info[2])
        self.status, self.headers = status, headers
        return self._write_refused

    @staticmethod
    def _write_refused(data):  # pragma: no cover - none of our answers uses write()
        raise RuntimeError("the fast path does not support write()")

    def bytes(self, body: bytes, close: bool) -> bytes:
        for name, value in self.headers:  # as gunicorn refuses them: no line breaks into the head
            if "\r" in name or "\n" in name or "\r" in value or "\n" in value:
                raise ValueError(f"a line break in the answer's header {name!r}")
        lines = [f"HTTP/1.1 {self.status}", f"Date: {_date()}"]
        lines.extend(f"{name}: {value}" for name, value in self.headers
                     if name.lower() not in ("connection", "date"))
        lines.append("Connection: close" if close else "Connection: keep-alive")
        return ("\r\n".join(lines) + "\r\n\r\n").encode("latin-1") + body


_date_cache = [0, ""]


def _date() -> str:
    now = int(time.time())
    if _date_cache[0] != now:
        _date_cache[0], _date_cache[1] = now, formatdate(now, usegmt=True)
    return _date_cache[1]

