"""The socket's own greenlet reads what a phone sends (sockets._InlineReads): a few chunks per turn,
and never rings itself for more, so a phone that sends without pause waits behind the others
(the watcher rings again on the loop's next turn)."""
from __future__ import annotations

import socket

import gevent.event

from companion.web.sockets import _InlineReads


class _EndlessSender:
    """A phone's socket that always has more to read: a ping flood."""

    def __init__(self, fd: int):
        self._fd = fd
        self.reads = 0

    def fileno(self) -> int:
        return self._fd

    def recv(self, size: int) -> bytes:
        self.reads += 1
        return bytes((0x89, 0x80, 0, 0, 0, 0)) * 8  # masked empty pings


class _Out:
    def __init__(self, raw):
        self._nonblocking = raw
        self.sent = []

    def send(self, data):
        self.sent.append(data)


class _Ws:
    receive_bytes = 4096

    def __init__(self):
        self.event = gevent.event.Event()
        self.connected = True
        self.pong_received = True
        self.fed = 0

    class _Protocol:
        def __init__(self, outer):
            self.outer = outer

        def receive_data(self, data):
            self.outer.fed += 1

    @property
    def ws(self):
        return self._Protocol(self)

    def _handle_events(self):
        return True


def test_a_phone_that_never_stops_sending_is_read_a_few_chunks_a_turn_and_yields():
    a, b = socket.socketpair()
    try:
        raw = _EndlessSender(a.fileno())
        ws = _Ws()
        reads = _InlineReads(ws, _Out(raw), ping_interval=None)
        reads.read()
        assert raw.reads == _InlineReads.CHUNKS and ws.fed == _InlineReads.CHUNKS
        assert not ws.event.is_set()  # the next turn comes from the watcher, after the other greenlets
        reads.stop()
    finally:
        a.close()
        b.close()


def test_a_phone_that_went_away_ends_the_socket():
    a, b = socket.socketpair()
    try:
        class Gone(_EndlessSender):
            def recv(self, size):
                return b""

        ws = _Ws()
        reads = _InlineReads(ws, _Out(Gone(a.fileno())), ping_interval=None)
        reads.read()
        assert ws.connected is False
        reads.stop()
    finally:
        a.close()
        b.close()
