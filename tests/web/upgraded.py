"""A WebSocket upgraded in process over a real loopback connection, as gunicorn hands it to flask-sock.

The phone's end is a gevent socket in the same loop, speaking frames byte by
byte (tests/raw_frames.py); the server's end is simple-websocket's real
``Server`` (its handshake, its wsproto), built from an environ as flask-sock
builds it, with ``whole_frames.wrap_socket`` first (``whole=True``) or the
library alone.
"""
from __future__ import annotations

import base64
import json
import os
import socket

import gevent
import gevent.socket
import simple_websocket
from werkzeug.test import EnvironBuilder

from companion.web.whole_frames import wrap_socket
from tests.raw_frames import OP_TEXT, Frames, client_frame


class GreenletThread:
    """simple-websocket's reader as it runs under gunicorn's gevent worker (threads are greenlets)."""

    def __init__(self, target):
        self.name = "Thread-1 (_thread)"
        self.greenlet = gevent.Greenlet(target)

    def start(self):
        self.greenlet.start()


class Upgraded:
    """simple-websocket's ``Server`` on the server end of a real loopback connection, and the phone's end."""

    def __init__(self, whole: bool, write_timeout=5.0, rcvbuf=None, sndbuf=None, **library_options):
        listener = gevent.socket.socket()
        listener.bind(("127.0.0.1", 0))
        listener.listen(1)
        self.phone = gevent.socket.socket()
        if rcvbuf:
            self.phone.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, rcvbuf)
        self.phone.settimeout(10)
        self.phone.connect(listener.getsockname())
        self.server_sock, _ = listener.accept()
        listener.close()
        if sndbuf:
            self.server_sock.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, sndbuf)
        self.environ = {"gunicorn.socket": self.server_sock, "HTTP_HOST": "127.0.0.1",
                        "HTTP_UPGRADE": "websocket", "HTTP_CONNECTION": "Upgrade",
                        "HTTP_SEC_WEBSOCKET_KEY": base64.b64encode(os.urandom(16)).decode(),
                        "HTTP_SEC_WEBSOCKET_VERSION": "13"}
        if whole:
            wrap_socket(self.environ, write_timeout)
        library_options.setdefault("thread_class", GreenletThread)
        self.ws = simple_websocket.Server(self.environ, **library_options)
        self.frames = Frames(self.phone)
        while b"\r\n\r\n" not in self.frames.buffer:
            self.frames.buffer += self.phone.recv(4096)
        self.head, _, self.frames.buffer = self.frames.buffer.partition(b"\r\n\r\n")

    def close(self):
        self.phone.close()
        self.server_sock.close()


def connect(app, path: str, token: str | None = None, headers: dict | None = None):
    """The whole app serving ``path`` as a WebSocket over a real connection, called as gunicorn's gevent
    worker calls it (``headers``: more of the handshake's), its first message the hello with ``token``:
    (phone socket, frames, the greenlet running the app, what the app handed gunicorn to write)."""
    listener = gevent.socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(1)
    phone = gevent.socket.socket()
    phone.settimeout(10)
    phone.connect(listener.getsockname())
    conn, _ = listener.accept()
    listener.close()
    environ = EnvironBuilder(path=path, headers={
        "Upgrade": "websocket", "Connection": "Upgrade", "Sec-WebSocket-Version": "13",
        "Sec-WebSocket-Key": base64.b64encode(os.urandom(16)).decode(), **(headers or {})}).get_environ()
    environ.update({"gunicorn.socket": conn, "REMOTE_ADDR": "127.0.0.1"})
    answered = []

    def as_gunicorn():
        try:
            answered.append(app(environ, lambda status, headers, exc_info=None: answered.append(status)))
        except (StopIteration, gevent.GreenletExit):
            answered.append("closed")  # gunicorn's gevent worker closes the connection on either
        finally:
            conn.close()

    running = gevent.spawn(as_gunicorn)
    frames = Frames(phone)
    while b"\r\n\r\n" not in frames.buffer:
        frames.buffer += phone.recv(4096)
    head, _, frames.buffer = frames.buffer.partition(b"\r\n\r\n")
    assert head.startswith(b"HTTP/1.1 101")
    phone.sendall(client_frame(OP_TEXT, json.dumps({"type": "hello", "token": token}).encode()))
    return phone, frames, running, answered
