"""The socket's transport (companion/web/websocket.py, upgrade.py) against the real thing: a real TCP connection
on loopback, gevent's own sockets and hub, simple-websocket's real handshake and wsproto.

In process, not through a server process: the properties here are about turns of gevent's loop
and bytes in kernel buffers (four reads a turn, then the others first; a frame begun is finished
before the next; a write bounded in time), which a test can only see from beside the transport.
The client is a gevent socket in the same loop, speaking frames byte by byte (tests/web/upgraded.py);
test_websocket_library.py shows what simple-websocket alone does instead.
tests/e2e/test_live_spine.py and test_socket_edges.py run the same transport inside
``companion serve``. No timings are asserted: short timeouts only keep the tests short.
"""
from __future__ import annotations

import socket
import struct

import gevent
import pytest

from companion.web import upgrade, websocket as wire
from tests.raw_frames import OP_CLOSE, OP_PING, OP_PONG, OP_TEXT, Frames, client_frame
from tests.web.upgraded import MAX, Upgraded, message_of


@pytest.fixture
def upgraded():
    made = []

    def make(**kwargs):
        made.append(Upgraded(**kwargs))
        return made[-1]

    yield make
    for one in made:
        one.close()


def test_deflate_offered_by_the_phone_is_declined_and_frames_are_plain(upgraded):
    up = upgraded()
    assert up.head.startswith(b"HTTP/1.1 101")
    assert b"sec-websocket-extensions" not in up.head.lower() and b"deflate" not in up.head.lower()
    assert up.transport.send(b'{"type":"state"}')
    assert up.frames.frame() == (OP_TEXT, b'{"type":"state"}')  # no RSV1 bit: not compressed


def test_a_phone_that_never_stops_sending_is_read_four_chunks_a_turn_then_waits_behind_the_others(upgraded):
    up = upgraded()
    size, count = 1024, 64
    up.send(message_of(size) * count)
    up.until_unread(size * count)
    first = up.transport.receive()
    per_turn = wire.Transport.CHUNKS * wire.Transport.RECEIVE_BYTES // size
    assert len(first) == per_turn and all(len(m) == size - 8 for m in first)
    assert up.unread_on_server() == size * (count - per_turn)  # the rest waits in the kernel
    order = []
    gevent.spawn(order.append, "another greenlet")
    up.transport.wait()  # there is more to read, but the turn goes round the loop first
    order.append("the socket's next turn")
    assert order == ["another greenlet", "the socket's next turn"]
    got = first + up.transport.receive()
    while len(got) < count:
        up.transport.wait()
        got += up.transport.receive()
    assert len(got) == count and up.transport.connected


def test_a_phone_gone_ends_the_socket_after_what_it_sent(upgraded):
    up = upgraded()
    up.send(client_frame(OP_TEXT, b'{"type":"hello"}'))
    up.phone.close()
    served = up.serve()
    assert served.get(timeout=10) == ['{"type":"hello"}']
    assert not up.transport.connected and not up.transport.broken


def test_a_message_fragmented_is_one_message_and_16_kb_is_the_most(upgraded):
    up = upgraded()
    whole = b"x" * MAX
    quarter = MAX // 4
    up.send(b"".join(client_frame(OP_TEXT if i == 0 else 0x0, whole[i * quarter:(i + 1) * quarter], fin=i == 3)
                     for i in range(4)))
    up.until_unread(MAX)
    got = up.transport.receive()
    while not got:
        up.transport.wait()
        got += up.transport.receive()
    assert got == [whole.decode()]
    up.send(client_frame(OP_TEXT, b"y" * (MAX + 1)))
    served = up.serve()
    texts, code, reason = up.frames.until_close()
    assert texts == [] and code == 1009 and reason == "Message is too big"
    up.send(client_frame(OP_CLOSE, struct.pack("!H", 1009)))
    assert served.get(timeout=10) == [] and not up.transport.connected
    assert up.frames.rest() == b""  # then the end: nothing else, no reset


def test_a_slow_reader_gets_whole_frames_in_order_and_a_stopped_one_is_cut_after_write_timeout(upgraded):
    up = upgraded(write_timeout=0.5, rcvbuf=4096, sndbuf=4096)  # small kernel buffers both ends
    big = b"B" * 300_000
    assert up.transport.try_send(big)  # begun: its tail waits for the socket's greenlet
    assert not up.transport.try_send(b"small")  # busy until that frame is whole: the caller keeps it
    reader = gevent.spawn(lambda: [up.frames.frame() for _ in range(2)])
    assert up.transport.send(b"small")  # the big frame's tail, then this one
    assert reader.get(timeout=10) == [(OP_TEXT, big), (OP_TEXT, b"small")]
    # a phone that stops reading: the write cannot finish within write_timeout, the socket is cut
    assert not up.transport.send(big * 20)
    assert up.transport.broken and not up.transport.connected
    assert up.transport.try_send(b"more")  # taken and dropped: nobody waits on a cut socket
    assert not up.transport.send(b"more")


def test_pings_answered_keep_the_socket_and_none_answered_closes_it_1008(upgraded):
    up = upgraded(ping_interval=0.05)
    served = up.serve()
    for _ in range(3):  # the phone answers three pings
        opcode, payload = up.frames.frame()
        assert opcode == OP_PING
        up.send(client_frame(OP_PONG, payload))
    assert up.transport.connected
    opcode, _ = up.frames.frame()
    assert opcode == OP_PING  # this one the phone leaves unanswered
    texts, code, reason = up.frames.until_close()
    assert (code, reason) == (1008, "Ping/Pong timeout")
    up.phone.shutdown(socket.SHUT_WR)
    assert served.get(timeout=10) == [] and not up.transport.connected


def test_a_ping_from_the_phone_gets_its_pong(upgraded):
    up = upgraded()
    up.send(client_frame(OP_PING, b"are you there"))
    up.until_unread(1)
    up.transport.receive()
    assert up.frames.frame() == (OP_PONG, b"are you there")


def test_a_close_reaches_a_busy_phone_whole_and_the_connection_ends_without_a_reset(upgraded):
    up = upgraded(rcvbuf=4096, sndbuf=4096)
    up.send(message_of(1024) * 30)  # 30 KB the server has not read when it closes
    up.until_unread(30 * 1024)
    big = b"B" * 300_000
    assert up.transport.try_send(big)  # a frame begun, most of it still to go: the writer is mid-write

    def route_ends():
        up.transport.close(4401, "This seat has a new link.")
        up.transport.end()
        up.server_sock.close()  # what gunicorn does once the route returns

    ending = gevent.spawn(route_ends)
    # the phone reads all but the last kilobyte, then is busy: the server's last bytes and its close
    # frame wait in the kernel while 30 KB of the phone's sit unread on the server
    almost = len(wire.text_frame(big)) - 1000
    got = b""
    while len(got) < almost:
        got += up.phone.recv(min(65536, almost - len(got)))
    gevent.sleep(0.3)
    texts, code, reason = Frames(up.phone, got).until_close()
    assert texts == [big] and (code, reason) == (4401, "This seat has a new link.")
    up.send(client_frame(OP_CLOSE, struct.pack("!H", 4401)))  # the phone answers the close
    ending.get(timeout=10)
    assert up.phone.recv(100) == b""  # then the end, not a reset


def test_after_the_upgrade_nothing_the_app_does_is_written_as_http(upgraded):
    up = upgraded()

    def failing_app(environ, start_response):
        raise RuntimeError("a bug in a socket's handler")

    def erring_app(environ, start_response):
        start_response("500 INTERNAL SERVER ERROR", [("Content-Type", "application/json")])
        return [b'{"error":"internal_error"}']

    for app in (failing_app, erring_app):
        with pytest.raises(StopIteration):  # gunicorn: close this connection
            upgrade.NoHttpAfterUpgrade(app)(up.environ, lambda *a: None)
    with pytest.raises(OSError):  # the socket is shut down: nothing more can be written onto it
        up.server_sock.sendall(b"HTTP/1.1 500 INTERNAL SERVER ERROR\r\n\r\n")
    assert up.frames.rest() == b""


def test_a_request_that_was_never_upgraded_is_plain_http():
    answered = upgrade.NoHttpAfterUpgrade(lambda environ, start_response: [b"ok"])({}, lambda *a: None)
    assert answered == [b"ok"]
    with pytest.raises(ZeroDivisionError):
        upgrade.NoHttpAfterUpgrade(lambda environ, start_response: 1 / 0)({}, lambda *a: None)


def test_a_flood_of_pings_is_handled_a_few_frames_a_turn_and_counted(upgraded):
    up = upgraded()
    count = 1000  # 6 bytes each: a few reads hold them all
    up.send(client_frame(OP_PING, b"") * count)
    up.until_unread(6 * count)
    up.transport.receive()
    assert up.transport.frames_in == wire.Transport.EVENTS  # the rest waits, read or not, for later turns
    order = []
    gevent.spawn(order.append, "another greenlet")
    up.transport.wait()  # frames are waiting, but the turn goes round the loop first
    order.append("the socket's next turn")
    assert order == ["another greenlet", "the socket's next turn"]
    while True:
        up.transport.receive()
        if up.transport.frames_in >= count:
            break
        up.transport.wait()
    assert (up.transport.frames_in, up.transport.bytes_in) == (count, 6 * count)  # what its budget pays
    assert all(up.frames.frame()[0] == OP_PONG for _ in range(count)) and up.transport.connected


def test_a_phone_that_floods_on_after_the_close_frame_is_cut_off_past_its_allowance(upgraded):
    up = upgraded(write_timeout=30)
    up.send(client_frame(OP_PING, b"") * 20_000)  # never a close frame of its own
    up.until_unread(6 * 20_000)
    closing = gevent.spawn(up.transport.close, 4429, "Too many messages", allowance=100)
    assert closing.get(timeout=10) is None  # long before write_timeout: it is not read to the end
    assert up.unread_on_server() > 0 and not up.transport.connected


def test_a_close_from_the_phone_is_answered_with_its_code_and_the_connection_ends():
    # simple-websocket's reader answers it (its _handle_events); without that reader, Transport does
    up = Upgraded()
    try:
        up.send(client_frame(OP_CLOSE, struct.pack("!H", 1000) + b"bye"))
        up.until_unread(1)
        assert up.transport.receive() == [] and not up.transport.connected and not up.transport.broken
        assert up.frames.frame() == (OP_CLOSE, struct.pack("!H", 1000) + b"bye")
    finally:
        up.close()


def test_flask_socks_own_close_after_the_route_writes_nothing_once_the_transport_ended():
    # so Transport leaves simple-websocket's ``connected`` alone: end() shuts the socket down
    up = Upgraded()
    try:
        up.transport.end()  # the route's finally
        try:
            up.ws.close()  # what flask-sock does after the route (its errors ignored)
        except Exception:  # noqa: BLE001 - flask-sock ignores any
            pass
        assert up.frames.rest() == b""
    finally:
        up.close()
