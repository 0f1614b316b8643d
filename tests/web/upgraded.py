"""A WebSocket upgraded in process over a real loopback connection, as gunicorn hands it to flask-sock.

The phone's end is a gevent socket in the same loop, speaking frames byte by
byte (tests/raw_frames.py: websockets' sync client would block gevent's loop, where
the server's end runs, and sends no cut, oversized or flooded frames); the server's
end is simple-websocket's real ``Server`` (its handshake, its wsproto), with
``upgrade.py``'s options and environ, and our ``Transport`` over it, or
(``transport=False``) the library alone, with options of the test's choosing: how it
behaves without our pieces.
"""
from __future__ import annotations

import base64
import fcntl
import os
import socket
import struct
import termios

import gevent
import gevent.socket
import simple_websocket

from companion.web import upgrade, websocket as wire
from tests.raw_frames import OP_TEXT, Frames, client_frame

MAX = 16 * 1024


class Upgraded:
    """A Transport on the server end of a real loopback connection, and the phone's end."""

    def __init__(self, write_timeout=5.0, ping_interval=None, max_message=MAX, rcvbuf=None, sndbuf=None,
                 extensions="permessage-deflate; client_max_window_bits", transport=True, **library_options):
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
        # the request as gunicorn hands it to flask-sock, a browser's deflate offer included
        self.environ = {"gunicorn.socket": self.server_sock, "HTTP_HOST": "127.0.0.1",
                        "HTTP_UPGRADE": "websocket", "HTTP_CONNECTION": "Upgrade",
                        "HTTP_SEC_WEBSOCKET_KEY": base64.b64encode(os.urandom(16)).decode(),
                        "HTTP_SEC_WEBSOCKET_VERSION": "13"}
        if extensions:
            self.environ["HTTP_SEC_WEBSOCKET_EXTENSIONS"] = extensions
        if transport:
            upgrade.decline_extensions(self.environ)
            library_options = upgrade.server_options()
        self.ws = simple_websocket.Server(self.environ, **library_options)
        self.transport = wire.Transport(self.ws, write_timeout=write_timeout, ping_interval=ping_interval,
                                        max_message=max_message) if transport else None
        self.frames = Frames(self.phone)
        while b"\r\n\r\n" not in self.frames.buffer:
            self.frames.buffer += self.phone.recv(4096)
        self.head, _, self.frames.buffer = self.frames.buffer.partition(b"\r\n\r\n")

    def send(self, data: bytes) -> None:
        self.phone.sendall(data)

    def unread_on_server(self) -> int:
        return struct.unpack("i", fcntl.ioctl(self.server_sock.fileno(), termios.FIONREAD, b"\0\0\0\0"))[0]

    def until_unread(self, n: int) -> None:
        for _ in range(500):
            if self.unread_on_server() >= n:
                return
            gevent.sleep(0.01)
        raise AssertionError(f"only {self.unread_on_server()} of {n} bytes arrived")

    def serve(self) -> gevent.Greenlet:
        """The socket's own greenlet, as sockets.py runs it: turns until the transport ends."""
        def turns():
            got = []
            while self.transport.connected:
                got += self.transport.receive()
                self.transport.wait()
            return got
        return gevent.spawn(turns)

    def close(self):
        if self.transport is not None:
            self.transport.end()
        self.phone.close()
        self.server_sock.close()



def message_of(size: int) -> bytes:
    """One masked text frame of exactly ``size`` bytes on the wire (payload 126..65535)."""
    return client_frame(OP_TEXT, b"m" * (size - 8))
