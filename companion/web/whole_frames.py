"""The one seam over simple-websocket: every frame written whole, by one writer at a time, in bounded time.

simple-websocket (1.1) writes each frame with one ``sock.send(data)`` and ignores what it
returns; a gevent socket's ``send`` writes what fits, so a frame larger than the room left in
the kernel's buffer was cut short and the stream garbled. Its reader (pongs, pings, the answer
to a close) and the socket's own greenlet also write the same socket, one could interleave the other.

``wrap_socket(environ, seconds)`` puts ``WholeFrames`` in the WSGI environ before the handshake,
where flask-sock's ``Server`` takes the connection. Its ``send`` is a ``send``, then a ``sendall`` of
what did not fit (gevent's ``sendall`` asks the kernel for the buffer's size first), under a lock,
within ``seconds`` in all (the socket's own timeout, ``COMPANION_WRITE_TIMEOUT``; then shut down). Its ``close``,
called by simple-websocket's reader when it is done, only says so (``done``): gunicorn closes the
connection after the route, which waits for ``done`` after its close frame, so the phone's last
bytes are read, not reset. Its ``recv`` waits while a frame is being written: the reader keeps no
messages without bound for a route stuck writing to a phone that reads nothing.
tests/web/test_whole_frames.py checks it against the real library.
"""
from __future__ import annotations

import socket

import gevent.event
import gevent.lock

SOCKET_KEYS = ("gunicorn.socket", "werkzeug.socket")


class WholeFrames:
    """A connection whose ``send`` writes all it is given (``sendall``), one writer at a time."""

    __slots__ = ("connection", "lock", "done")

    def __init__(self, connection, seconds: float):
        self.connection = connection
        connection.settimeout(seconds)  # a ``sendall`` gets ``seconds`` in all (gevent's sockets)
        self.lock = gevent.lock.BoundedSemaphore()
        self.done = gevent.event.Event()  # simple-websocket is done with the connection

    def send(self, data, *flags) -> int:
        with self.lock:
            try:
                sent = self.connection.send(data, *flags)  # a frame mostly fits: one system call
                if sent < len(data):
                    self.connection.sendall(memoryview(data)[sent:], *flags)
            except TimeoutError:  # socket.timeout
                self.shut()  # a frame half written: the stream cannot go on
                raise
        return len(data)

    def recv(self, *args) -> bytes:
        """simple-websocket's reader: nothing is read while a frame waits to be written. Its reader would
        otherwise keep every message a phone sends, however many, for a route stuck writing to that phone;
        now what a phone that reads nothing sends waits in the kernel's buffers (TCP pushes back)."""
        with self.lock:
            pass
        return self.connection.recv(*args)

    def close(self) -> None:
        self.done.set()  # gunicorn closes the connection itself, after the route

    def shut(self) -> None:
        try:
            self.connection.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass

    def __getattr__(self, name):
        return getattr(self.connection, name)


def wrap_socket(environ: dict, seconds: float) -> WholeFrames | None:
    """Before flask-sock builds its ``Server`` from ``environ``: its connection as ``WholeFrames``."""
    for key in SOCKET_KEYS:
        connection = environ.get(key)
        if connection is not None:
            if not isinstance(connection, WholeFrames):
                connection = environ[key] = WholeFrames(connection, seconds)
            return connection
    return None
