"""What simple-websocket (1.1) and gevent do on their own where ``websocket.Transport`` and the worker
do it instead: each test shows the failure one of our pieces prevents, against the real library.

Should a library stop failing this way, its test fails: then the piece goes back to the library
(docs/server.md, "What stayed of our own plumbing"). The same cases through our pieces are in
test_websocket.py (the name after "instead" below).
"""
from __future__ import annotations

import socket
import time

import gevent
import gevent.event
import pytest
from gevent.server import StreamServer
from wsproto.events import TextMessage

from companion.web import websocket as wire
from companion.web import listener
from companion.yielding import pause
from tests.raw_frames import OP_PING, OP_TEXT, Frames, client_frame
from tests.web.upgraded import Upgraded


class GreenletThread:
    """simple-websocket's reader as it runs under gunicorn's gevent worker (threads are greenlets)."""

    made: list = []

    def __init__(self, target):
        self.name = "Thread-1 (_thread)"
        self.greenlet = gevent.Greenlet(target)
        self.made.append(self)

    def start(self):
        self.greenlet.start()


class LaterThread(GreenletThread):
    """The same reader, started by the test once the phone's bytes are all there."""

    def start(self):
        pass


@pytest.fixture
def library():
    made = []

    def make(**kwargs):
        made.append(Upgraded(transport=False, **kwargs))
        return made[-1]

    yield make
    for one in made:
        one.close()


def test_simple_websockets_send_cuts_a_frame_short_for_a_slow_reader(library):
    # instead: test_a_slow_reader_gets_whole_frames_in_order_and_a_stopped_one_is_cut_after_write_timeout
    up = library(rcvbuf=4096, sndbuf=4096, thread_class=LaterThread, extensions=None)
    big = b"B" * 300_000
    reading = gevent.spawn(lambda: Frames(up.phone).rest())
    up.ws.send(big.decode())  # one sock.send: what fits is written, the rest is dropped
    up.ws.send("small")
    up.server_sock.shutdown(socket.SHUT_WR)
    got = reading.get(timeout=10)
    whole = wire.text_frame(big) + wire.text_frame(b"small")
    assert len(got) < len(whole) and got.endswith(wire.text_frame(b"small"))  # the next frame inside the cut one


def test_simple_websockets_reader_handles_a_whole_flood_before_any_other_greenlet_runs(library):
    # instead: test_a_flood_of_pings_is_handled_a_few_frames_a_turn_and_counted (64 frames, then the others)
    count = 20_000  # 6-byte pings
    up = library(thread_class=LaterThread, event_class=gevent.event.Event, extensions=None)
    up.send(client_frame(OP_PING, b"") * count)
    up.until_unread(6 * count)
    GreenletThread.made[-1].greenlet.start()
    seen = gevent.spawn(up.unread_on_server)  # scheduled after the reader: what it left when this ran
    assert seen.get(timeout=10) == 0 and up.ws.connected  # all 120 KB were read and answered in one go


def test_simple_websockets_close_after_a_too_big_message_then_gunicorns_close_resets_a_busy_phone(library):
    # instead: test_a_message_fragmented_is_one_message_and_16_kb_is_the_most (1009, then the end, no reset)
    up = library(rcvbuf=4096, sndbuf=4096, thread_class=GreenletThread, event_class=gevent.event.Event,
                 max_message_size=16 * 1024, extensions=None)
    up.send(client_frame(OP_TEXT, b"y" * (16 * 1024 + 1)) + client_frame(OP_TEXT, b"z" * 30_000))
    for _ in range(500):  # its reader sends the close 1009 and closes the socket, with bytes still unread
        if up.server_sock.fileno() == -1 or not up.ws.connected:
            break
        gevent.sleep(0.01)
    gevent.sleep(0.1)
    up.server_sock.close()  # what gunicorn does once the route returns
    with pytest.raises(ConnectionResetError):  # a reset, not the close frame and the end
        while up.phone.recv(65536):
            pass


def test_our_text_frames_are_the_bytes_wsproto_would_write():
    # text_frame stays ours only as the cheaper way to the same bytes (bench figure in docs/server.md)
    up = Upgraded()
    try:
        for size in (0, 125, 126, 65535, 65536):
            payload = b"x" * size
            assert wire.text_frame(payload) == up.ws.ws.send(TextMessage(data=payload.decode()))
    finally:
        up.close()


def accepts_per_turn(server: StreamServer, waiting: int) -> int:
    """The most of ``waiting`` connections, all queued at once, that ``server`` accepted in one turn
    of the loop (accepts are counted as they are made, inside gevent's accept callback)."""
    accepted = []
    accept = server.do_read
    server.do_read = lambda: accepted.append(accept()) or accepted[-1]
    phones = [socket.create_connection(("127.0.0.1", server.server_port)) for _ in range(waiting)]
    try:
        counts = [0]
        while counts[-1] < waiting:
            pause()  # one turn of the loop at least: every ready socket polled once
            counts.append(len([one for one in accepted if one]))
        return max(b - a for a, b in zip(counts, counts[1:]))
    finally:
        for phone in phones:
            phone.close()


@pytest.mark.parametrize("bounded", [False, True])
def test_gevent_accepts_a_hundred_waiting_connections_in_one_turn_unless_the_worker_bounds_it(bounded):
    # instead: listener.Listener (bench/abuse.py's idle flood measures what it costs)
    server = (listener.Listener if bounded else StreamServer)(("127.0.0.1", 0), lambda client, addr: client.close(),
                                                            backlog=256)
    server.start()
    try:
        most = accepts_per_turn(server, 100)
    finally:
        server.stop()
    assert most <= listener.ACCEPTS_PER_TURN * 4 if bounded else most == 100


def test_gevents_listener_spawns_a_greenlet_for_every_connection_unless_the_worker_refuses_it_at_accept():
    # instead: listener.Listener.do_read (a refused peer costs an accept and a write, no greenlet, no parse)
    handled = []
    answer = b"HTTP/1.1 429 Too Many Requests\r\nRetry-After: 7\r\nConnection: close\r\nContent-Length: 0\r\n\r\n"

    def handle(client, addr):
        handled.append(addr)
        client.recv(65536)  # what it sent, read (as a parser would), then closed without a word
        client.close()

    plain = StreamServer(("127.0.0.1", 0), handle)
    refusing = listener.Listener.serving(lambda addr: answer if addr[0] == "127.0.0.2" else None, None)(
        ("127.0.0.1", 0), handle)
    for server in (plain, refusing):
        server.start()
    try:
        got = {}
        for name, server in (("plain", plain), ("refusing", refusing)):
            for source in ("127.0.0.2", "127.0.0.3"):
                with socket.create_connection(("127.0.0.1", server.server_port), timeout=5,
                                              source_address=(source, 0)) as phone:
                    phone.sendall(b"not even HTTP\r\n\r\n")
                    data = b""
                    while True:
                        gevent.sleep(0.01)  # the server's turn (this test and the servers share the loop)
                        try:
                            phone.setblocking(False)
                            chunk = phone.recv(65536)
                        except BlockingIOError:
                            continue
                        if not chunk:
                            break
                        data += chunk
                    got[name, source] = data
    finally:
        for server in (plain, refusing):
            server.stop()
    sources = [addr[0] for addr in handled]
    assert sources == ["127.0.0.2", "127.0.0.3", "127.0.0.3"]  # the refused peer never reached a greenlet
    assert got["refusing", "127.0.0.2"] == answer  # answered whole, before anything it sent was read
    assert got["plain", "127.0.0.2"] == got["refusing", "127.0.0.3"] == b""  # the handler closed without a word


def waited_for(done, seconds: float = 10) -> None:
    """gevent's loop runs until ``done()`` (or ``seconds``; the assertions after say what came)."""
    deadline = time.monotonic() + seconds
    while not done() and time.monotonic() < deadline:
        gevent.sleep(0.01)


def test_gevents_listener_reads_a_connection_at_once_unless_the_worker_parks_it():
    # instead: listener.Listener._park (a client its budget refused is left unread for a while, asked about
    # again, parked again while it is still refused, then served; one parked for its peer's Turn is
    # asked about once its turn has come, and told so)
    served, unparked = [], []

    def unpark(addr, waited, turned):
        unparked.append((addr[0], round(waited, 1), turned))
        return 0.2 if len(unparked) == 2 else None  # still refused the first time; then its client's wait is over

    def handle(client, addr):
        served.append((addr[0], client.recv(65536)))
        client.close()

    verdicts = {"127.0.0.2": 0.3, "127.0.0.4": listener.Turn(0.2)}
    parking = listener.Listener.serving(lambda addr: verdicts.get(addr[0]), unpark)(("127.0.0.1", 0), handle)
    parking.start()
    try:
        phones = [socket.create_connection(("127.0.0.1", parking.server_port), timeout=5, source_address=(source, 0))
                  for source in ("127.0.0.2", "127.0.0.3", "127.0.0.4")]
        for phone in phones:
            phone.sendall(b"hello")
        waited_for(lambda: len(served) >= 1)
        first = list(served)
        waited_for(lambda: len(served) >= 3)
    finally:
        parking.stop()
        for phone in phones:
            phone.close()
    assert first == [("127.0.0.3", b"hello")]  # the other phone was served while the parked ones waited, unread
    assert served[1:] == [("127.0.0.4", b"hello"), ("127.0.0.2", b"hello")]
    # its turn at 0.2 s; the refused one asked at 0.3 s, parked again, served at 0.5 s
    assert unparked == [("127.0.0.4", 0.2, True), ("127.0.0.2", 0.3, False), ("127.0.0.2", 0.5, False)]


def test_gevents_listener_resets_a_connection_the_worker_cuts_off_and_parks_the_others_unread():
    # instead: listener.CUT (a connection the worker will not park is reset at once: nothing read or written)
    handled, verdicts = [], iter([30.0, 30.0, listener.CUT])
    parking = listener.Listener.serving(lambda addr: next(verdicts), lambda addr, waited, turned: None)(
        ("127.0.0.1", 0), lambda client, addr: handled.append(addr))
    parking.start()
    try:
        phones = []
        for _ in range(3):  # one after the other: the verdicts go in this order
            phones.append(socket.create_connection(("127.0.0.1", parking.server_port), timeout=5,
                                                   source_address=("127.0.0.2", 0)))
            phones[-1].sendall(b"GET / HTTP/1.1\r\n\r\n")
            deadline = time.monotonic() + 10
            while len(parking.parked or ()) < min(len(phones), 2) and time.monotonic() < deadline:
                gevent.sleep(0.01)
        results = []
        deadline = time.monotonic() + 10
        while not results and time.monotonic() < deadline:
            gevent.sleep(0.05)
            for phone in phones:
                phone.setblocking(False)
                try:
                    results.append(phone.recv(65536))
                except BlockingIOError:
                    pass
                except ConnectionResetError:
                    results.append("reset")
    finally:
        parking.stop()
        for phone in phones:
            phone.close()
    assert results == ["reset"] and len(parking.parked) == 2 and not handled  # two parked unread, the third reset


def test_gevents_listener_asks_about_a_connection_parked_for_a_vacancy_when_its_peer_has_one():
    # instead: listener.Vacancy (one parked over its peer's cap is asked about when one of that peer's
    # connections closes, the one parked longest first, not when its timer ends; one whose timer ends
    # is no longer waiting for a vacancy)
    served, unparked = [], []

    def unpark(addr, waited, turned):
        unparked.append((addr[1], waited, turned))
        return None

    def handle(client, addr):
        served.append(addr[1])
        client.close()

    verdicts = iter([listener.Vacancy(30.0, "peer"), listener.Vacancy(30.0, "peer"), listener.Vacancy(0.2, "other")])
    parking = listener.Listener.serving(lambda addr: next(verdicts), unpark)(("127.0.0.1", 0), handle)
    parking.start()
    phones = []
    try:
        for _ in range(3):  # one after the other: the verdicts go in this order
            phones.append(socket.create_connection(("127.0.0.1", parking.server_port), timeout=5))
            waited_for(lambda: len(parking.parked or ()) >= len(phones))
        first, second = (phone.getsockname()[1] for phone in phones[:2])
        waited_for(lambda: served)  # "other"'s timer ends: served, and no longer kept for a vacancy
        assert served == [phones[2].getsockname()[1]] and set(parking.awaiting) == {"peer"}
        parking.vacated("nobody")  # nothing parked for it: nothing happens
        parking.vacated("peer")
        waited_for(lambda: len(served) >= 2)
    finally:
        parking.stop()
        for phone in phones:
            phone.close()
    assert served[1:] == [first]  # the one parked longest, long before its 30 s
    assert unparked[1][0] == first and unparked[1][1] < 10 and unparked[1][2] is False
    assert list(parking.awaiting["peer"].values())[0][2][1] == second and len(parking.parked) == 1
