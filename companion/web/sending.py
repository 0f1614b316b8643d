"""How gunicorn's answers leave the worker: each of its writes one ``sendall``, its ``Date`` made once a second.

gunicorn writes an answer's head alone, then each piece of its body: two sends
(two packets, two wakes of the phone's or the proxy's reader) for every file of
the app, each send a gevent ``sendall`` that asks the kernel for the socket's
buffer size first; and it formats ``Date`` anew for every answer. A file of the
app is mostly that: bench/abuse.py's ``files`` (its profile, ``--profile``).

What it touches of gunicorn (27), installed by ``CompanionWorker.init_process``
in the worker process only:

* ``gunicorn.http.wsgi.Response``, the class ``wsgi.create`` makes each
  answer of: replaced by ``OneWrite``, its subclass. What gunicorn writes
  through ``util.write`` on the answer's ``sock`` is collected and sent in
  one ``sendall`` at the end of each ``write`` and of ``close`` (the head
  goes with the body's first bytes, a chunked body's last chunk with what
  was still collected); anything else asked of that socket (``sendfile``)
  sends what was collected first, then is the real socket's. The bytes, and
  their order, are gunicorn's.
* ``gunicorn.util.http_date``, which the head's ``Date`` asks for: replaced
  by ``http_date``, the same text, made once a second.

tests/web/test_sending.py checks both against the real gunicorn classes on a real socket.
"""
from __future__ import annotations

import time

from gunicorn import util
from gunicorn.http import wsgi

gunicorn_http_date = util.http_date


class Collected:
    """An answer's writes as gunicorn makes them (``util.write`` calls ``sendall``), kept to go out at once
    (``flush``); anything else asked of the socket (``sendfile``) sends what was kept first, then is the
    connection's own."""

    __slots__ = ("connection", "parts")

    def __init__(self, connection):
        self.connection, self.parts = connection, []

    def sendall(self, data) -> None:
        self.parts.append(bytes(data))

    def flush(self) -> None:
        parts = self.parts
        if parts:
            self.parts = []
            self.connection.sendall(parts[0] if len(parts) == 1 else b"".join(parts))

    def __getattr__(self, name):
        self.flush()
        return getattr(self.connection, name)


class OneWrite(wsgi.Response):
    """gunicorn's ``Response``, each of its writes one ``sendall`` on the connection (module docstring)."""

    def __init__(self, req, sock, cfg, *args):
        super().__init__(req, sock, cfg, *args)
        self.sock = Collected(sock)

    def write(self, arg):
        try:
            super().write(arg)
        finally:  # a refused piece (not bytes) still leaves the head gunicorn had made before it
            self.sock.flush()

    def close(self):
        try:
            super().close()
        finally:
            self.sock.flush()


_made = [0, ""]  # the second, and its Date


def http_date(timestamp=None) -> str:
    """``util.http_date``: the same text, made once a second (every answer's head asks for it)."""
    if timestamp is not None:
        return gunicorn_http_date(timestamp)
    now = int(time.time())
    if _made[0] != now:
        _made[:] = [now, gunicorn_http_date(now)]
    return _made[1]


def install() -> None:
    """In the worker process: gunicorn's answers written by ``OneWrite``, their ``Date`` by ``http_date``."""
    wsgi.Response = OneWrite
    util.http_date = http_date
