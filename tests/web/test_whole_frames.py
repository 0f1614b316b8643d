"""The one seam over simple-websocket (companion/web/whole_frames.py), against the real library.

simple-websocket (1.1) writes a frame with one ``sock.send`` and ignores what it
returns: a frame larger than the room left for a slow reader is cut short, and the
next frame follows the cut. Through ``WholeFrames`` every frame arrives whole and in
order, and a phone that takes nothing is cut off after the write timeout. Should the
library stop cutting frames, the first test fails: then the seam goes.
"""
from __future__ import annotations

import socket

import gevent
import gevent.event
import pytest
from wsproto.frame_protocol import FrameProtocol, Opcode

from tests.raw_frames import OP_TEXT, Frames, client_frame
from tests.web.upgraded import Upgraded

BIG = "B" * 300_000


def server_frame(text: str) -> bytes:
    """The bytes of one unmasked text frame, as the server writes it."""
    return FrameProtocol(client=False, extensions=[]).send_data(text, fin=True)


@pytest.fixture
def upgraded():
    made = []

    def make(**kwargs):
        made.append(Upgraded(**kwargs))
        return made[-1]

    yield make
    for one in made:
        one.close()


def read_after(up: Upgraded, *messages: str) -> bytes:
    """What the phone reads, slowly (a small receive buffer), of the messages sent, until the end."""
    reading = gevent.spawn(lambda: up.frames.buffer + Frames(up.phone).rest())
    for message in messages:
        up.ws.send(message)
    up.server_sock.shutdown(socket.SHUT_WR)
    return reading.get(timeout=10)


def test_simple_websocket_alone_cuts_a_frame_short_for_a_slow_reader(upgraded):
    up = upgraded(whole=False, rcvbuf=4096, sndbuf=4096)
    got = read_after(up, BIG, "small")
    whole = server_frame(BIG) + server_frame("small")
    assert len(got) < len(whole) and got.endswith(server_frame("small"))  # the next frame inside the cut one


def test_through_whole_frames_a_slow_reader_gets_every_frame_whole_and_in_order(upgraded):
    up = upgraded(whole=True, rcvbuf=4096, sndbuf=4096)
    got = read_after(up, BIG, "small")
    assert got == server_frame(BIG) + server_frame("small")


def test_a_phone_that_reads_nothing_is_cut_off_after_the_write_timeout(upgraded):
    up = upgraded(whole=True, write_timeout=0.5, rcvbuf=4096, sndbuf=4096)
    with pytest.raises(TimeoutError):
        gevent.spawn(up.ws.send, BIG).get(timeout=10)
    with pytest.raises(OSError):  # shut down: nothing more is written on a stream cut mid-frame
        up.server_sock.send(b"x")


def test_the_reader_and_the_writer_never_interleave_their_frames(upgraded):
    up = upgraded(whole=True, rcvbuf=4096, sndbuf=4096)
    reading = gevent.spawn(lambda: up.frames.buffer + Frames(up.phone).rest())
    writers = [gevent.spawn(up.ws.send, BIG) for _ in range(3)]
    gevent.joinall(writers, timeout=10, raise_error=True)
    up.server_sock.shutdown(socket.SHUT_WR)
    got = reading.get(timeout=10)
    assert got == server_frame(BIG) * 3
    frames = Frames(None, got)
    assert [frames.frame()[0] for _ in range(3)] == [Opcode.TEXT] * 3



HELLO = client_frame(OP_TEXT, b'{"type":"hello","version":0}' + b" " * 1000)


def test_a_phone_that_reads_nothing_is_not_read_while_a_frame_waits_for_it(upgraded):
    """simple-websocket's reader alone keeps every message such a phone sends, for a route stuck writing
    to it; through ``WholeFrames`` it reads nothing meanwhile, and the phone's sends wait (TCP pushes back)."""
    up = upgraded(whole=True, write_timeout=30, rcvbuf=4096, sndbuf=4096, event_class=gevent.event.Event)
    up.phone.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, 4096)
    writing = gevent.spawn(up.ws.send, BIG)  # stuck: the phone reads nothing
    sent, stop = [0], []

    def flood():  # whole frames, as many as the phone can send
        while not stop and sent[0] < 20_000:
            up.phone.sendall(HELLO)
            sent[0] += 1

    flooding = gevent.spawn(flood)
    gevent.sleep(1.0)
    pushed_back_at = sent[0]
    gevent.sleep(0.5)
    assert sent[0] == pushed_back_at < 4_000, f"the server read {sent[0]} messages while it could not write"
    opcode, payload = up.frames.frame()  # the phone reads again: the frame, whole
    assert (opcode, payload) == (Opcode.TEXT, BIG.encode())
    writing.get(timeout=10)
    stop.append(True)
    flooding.get(timeout=10)
    messages = [up.ws.receive(timeout=10) for _ in range(sent[0])]
    assert all(m is not None and m.startswith('{"type":"hello"') for m in messages)  # then read, in order
