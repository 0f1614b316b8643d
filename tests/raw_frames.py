"""A WebSocket client byte by byte, for tests that must say exactly what goes on the wire.

Every other socket of the suite is ``tests.phones.Phone`` (websockets' client). These are the
bytes no library sends or lets a test see: frames cut or fragmented at will, floods of control
frames in one write, a plain HTTP request after the frames, a reader that stops reading (a small
receive buffer lets the test decide when it reads), and what comes after the close frame.

``RawSocket`` speaks to a port of this machine (the server itself, or a proxy in front of it, over
TLS too): the handshake, masked frames of any
payload, whole frames read and checked, and ``rest()``: what the server sends until it ends the
connection. ``HOSTILE_ACTIONS`` are the messages that once turned an upgraded connection back into
HTTP (issue 18); ``assert_no_http_after`` checks that a plain request on it gets no answer.
"""
from __future__ import annotations

import base64
import json
import os
import socket
import ssl
import struct

# each is a whole socket message (JSON text as a phone could send it); each once made the reply's
# encoding fail, and the server then wrote an HTTP 500 onto the upgraded connection
HOSTILE_ACTIONS = {
    "lone-surrogate-action-id": '{"type":"action","action":{"type":"undo","action_id":"\\ud800"}}',
    "nested-255-deep": '{"type":"action","action":{"type":"undo","action_id":'
                       + "[" * 300 + "]" * 300 + "}}",
    "surrogate-key": '{"type":"action","action":{"type":"undo","action_id":{"\\ud800":1}}}',
    "int-above-2**64-with-surrogate-key": '{"type":"action","action":{"type":"undo","action_id":'
                                          + str(2**64 + 1) + ',"\\udfff":1}}',
}

PLAIN_REQUEST = b"GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"

OP_TEXT, OP_BINARY, OP_CLOSE, OP_PING, OP_PONG = 0x1, 0x2, 0x8, 0x9, 0xA


def client_frame(opcode: int, payload: bytes, fin: bool = True) -> bytes:
    """One masked frame, as a client sends it."""
    n = len(payload)
    first = (0x80 if fin else 0) | opcode
    if n < 126:
        head = bytes((first, 0x80 | n))
    elif n < 65536:
        head = struct.pack("!BBH", first, 0x80 | 126, n)
    else:
        head = struct.pack("!BBQ", first, 0x80 | 127, n)
    mask = os.urandom(4)
    return head + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload))


def handshake(port: int, path: str, host: str = "127.0.0.1", headers=()) -> bytes:
    key = base64.b64encode(os.urandom(16)).decode()
    return (f"GET {path} HTTP/1.1\r\nHost: {host}:{port}\r\nUpgrade: websocket\r\n"
            f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n"
            + "".join(f"{h}\r\n" for h in headers) + "\r\n").encode()


class Frames:
    """Whole frames read from a connected socket (stdlib or gevent), checked bit by bit."""

    def __init__(self, sock, buffer: bytes = b""):
        self.sock = sock
        self.buffer = buffer

    def _need(self, n: int) -> bytes:
        while len(self.buffer) < n:
            chunk = self.sock.recv(65536)
            if not chunk:
                raise EOFError
            self.buffer += chunk
        out, self.buffer = self.buffer[:n], self.buffer[n:]
        return out

    def frame(self) -> tuple[int, bytes]:
        """The next whole frame (opcode, payload): a cut frame fails here."""
        first, second = self._need(2)
        assert first & 0x80, "every frame is whole (FIN set, no fragments)"
        assert not first & 0x70, "no extension bits (no deflate)"
        assert not second & 0x80, "server frames are not masked"
        n = second & 0x7F
        if n == 126:
            n = struct.unpack("!H", self._need(2))[0]
        elif n == 127:
            n = struct.unpack("!Q", self._need(8))[0]
        return first & 0x0F, self._need(n)

    def until_close(self) -> tuple[list[bytes], int, str]:
        """The text messages up to the close frame, and its code and reason."""
        texts = []
        while True:
            opcode, payload = self.frame()
            if opcode == OP_CLOSE:
                code = struct.unpack("!H", payload[:2])[0] if len(payload) >= 2 else 1005
                return texts, code, payload[2:].decode("utf-8")
            if opcode == OP_TEXT:
                texts.append(payload)

    def rest(self) -> bytes:
        """Everything the server sends until it ends the connection (a reset ends it too)."""
        out = self.buffer
        self.buffer = b""
        while True:
            try:
                chunk = self.sock.recv(65536)
            except (ConnectionResetError, ssl.SSLEOFError):  # through TLS, an end without close_notify
                return out
            if not chunk:
                return out
            out += chunk


class RawSocket(Frames):
    """A WebSocket client on a plain TCP socket; a small receive buffer lets a test decide when it reads.

    ``tls``: an ``ssl.SSLContext`` to speak through (the handshake's Host is then ``server_name``).
    """

    def __init__(self, port: int, code: str, token: str | None = None, rcvbuf: int = 4096,
                 tls: ssl.SSLContext | None = None, server_name: str | None = None):
        host = "127.0.0.1"
        sock = socket.socket()
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, rcvbuf)  # before connect: sets the window
        sock.settimeout(10)
        sock.connect((host, port))
        if tls is not None:
            sock = tls.wrap_socket(sock, server_hostname=server_name or host)
        super().__init__(sock)
        sock.sendall(handshake(port, f"/ws/tables/{code}", server_name or host))
        while b"\r\n\r\n" not in self.buffer:
            chunk = sock.recv(4096)
            assert chunk, "closed during the handshake"
            self.buffer += chunk
        self.head, _, self.buffer = self.buffer.partition(b"\r\n\r\n")
        assert self.head.startswith(b"HTTP/1.1 101"), self.head
        self.send_text(json.dumps({"type": "hello", "token": token}))  # who this socket is: its first message

    def send_text(self, text: str | bytes) -> None:
        self.sock.sendall(client_frame(OP_TEXT, text.encode() if isinstance(text, str) else text))

    def send_raw(self, data: bytes) -> None:
        self.sock.sendall(data)

    def close(self):
        self.sock.close()


def assert_no_http_after(raw: RawSocket) -> None:
    """A plain HTTP request on an upgraded connection gets no answer: the request's bytes are no
    frame, so the socket is closed (1002), and then the connection ends."""
    raw.send_raw(PLAIN_REQUEST)
    rest = raw.rest()
    assert b"HTTP/" not in rest
    frames = Frames(None, rest)
    opcode, payload = frames.frame()
    assert opcode == OP_CLOSE and struct.unpack("!H", payload[:2])[0] == 1002
    assert frames.buffer == b""
