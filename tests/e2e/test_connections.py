"""Connections are bounded at the worker (issue 18, items 4 and 5), against the real server.

A flood of idle connections or a slow-loris from one address leaves room for
a new phone (a head read ahead with the request before it too), and a head
trickled a byte per packet is dropped after a bounded number of reads; a
body that never comes is answered 408 at its deadline, and one far past the
limit is not read to its end; an idle
keep-alive connection is closed at the keep-alive time, whatever it did
before, and a request begun within it is answered; an answer nobody reads does not hold its connection; requests
pipelined on one connection take turns with everyone else's.

Each attacker has a loopback address of its own (Linux routes all of
127.0.0.0/8 to loopback), as another phone would. Outcomes only: the bounds
on waiting are generous, there only so a broken server fails instead of
hanging.
"""
from __future__ import annotations

import json
import socket
import time

import pytest

from tests.phones import Phone
from tests.support import Http, ServerProcess, ready, until_closed

pytestmark = pytest.mark.e2e

ATTACKER, PHONE = "127.0.0.2", "127.0.0.3"
PATIENCE = 30  # seconds: long past every deadline set below; only a server that never acts waits this long
HEALTHZ = b"GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"


def connect(port: int, source: str = "127.0.0.1", rcvbuf: int | None = None) -> socket.socket:
    sock = socket.socket()
    if rcvbuf:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, rcvbuf)
    sock.bind((source, 0))
    sock.connect(("127.0.0.1", port))
    return sock


def a_phone_gets_in(port: int, source: str = PHONE) -> None:
    """A new phone: its page's API answers, it makes a table, and its socket gets the state."""
    phone = Phone(port, source=source)
    status, body = phone.get("/healthz")
    assert status == 200 and body["ok"]
    status, made = phone.post("/api/tables", {"profile": "howell", "host_name": "Ann"})
    assert status == 201, made
    phone.code, phone.token = made["code"], made["token"]
    assert phone.connect().receive()["type"] == "state"
    phone.close()


@pytest.fixture
def server(tmp_path, request):
    env = getattr(request, "param", {})
    proc = ServerProcess(str(tmp_path / "connections.sqlite3"), env=env).start()
    yield proc
    proc.discard()


@pytest.mark.parametrize("server", [{"COMPANION_HEAD_TIMEOUT": "2", "COMPANION_KEEPALIVE": "600"}], indirect=True)
def test_a_slow_loris_is_cut_off_and_a_new_phone_still_gets_in(server):
    head = b"GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n" + b"X-Slow: " + b"a" * 400 + b"\r\n\r\n"
    lorises = [connect(server.port, ATTACKER) for _ in range(50)]
    # and one that starts its slow head right after an answer, on a kept-alive connection
    kept = connect(server.port, ATTACKER)
    kept.sendall(HEALTHZ + head[:1])
    lorises.append(kept)
    received = {sock: b"" for sock in lorises}
    cut: set[socket.socket] = set()
    try:
        for i in range(len(head)):  # a byte every 0.25 s: 100 s for the whole head
            for sock in lorises:
                if sock not in cut:
                    try:
                        sock.sendall(head[i + 1:i + 2] if sock is kept else head[i:i + 1])
                    except OSError:
                        cut.add(sock)
            for sock in ready([s for s in lorises if s not in cut], 0):
                try:
                    chunk = sock.recv(65536)
                except OSError:
                    chunk = b""
                received[sock] += chunk
                if not chunk:
                    cut.add(sock)
            if len(cut) == len(lorises):
                break
            time.sleep(0.25)
        assert len(cut) == len(lorises), "every slow head is cut off before it is complete"
        assert all(received[sock] == b"" for sock in lorises if sock is not kept)  # no answer: the end
        assert received[kept].startswith(b"HTTP/1.1 200") and received[kept].count(b"HTTP/1.1") == 1
        a_phone_gets_in(server.port)
    finally:
        for sock in lorises:
            sock.close()


# deadlines far past the test: only the bound on a head's reads can end it
@pytest.mark.parametrize("server", [{"COMPANION_HEAD_TIMEOUT": "600", "COMPANION_KEEPALIVE": "600"}], indirect=True)
def test_a_head_trickled_a_byte_per_packet_is_dropped_after_a_bounded_number_of_reads(server):
    head = b"GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: " + b"a" * 400 + b"\r\n\r\n"
    sock = connect(server.port, ATTACKER)
    sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)  # a packet per byte
    got, sent = None, 0
    for i in range(len(head)):
        try:
            sock.sendall(head[i:i + 1])
        except OSError:  # closed (reset: bytes unread)
            got = b""
            break
        sent += 1
        if ready([sock], 0):
            try:
                got = sock.recv(65536)
            except OSError:
                got = b""
            break
        time.sleep(0.02)  # each byte its own read
    sock.close()
    assert got == b"" and sent < len(head), "closed without an answer before its head was complete"
    # a head in a few pieces is a phone on bad Wi-Fi: answered
    phone = connect(server.port, PHONE)
    for piece in range(0, len(head), 50):
        phone.sendall(head[piece:piece + 50])
        time.sleep(0.02)
    phone.settimeout(PATIENCE)
    assert phone.recv(65536).startswith(b"HTTP/1.1 200")
    phone.close()
    a_phone_gets_in(server.port)


@pytest.mark.parametrize("server", [{"COMPANION_HEAD_TIMEOUT": "2", "COMPANION_KEEPALIVE": "600"}], indirect=True)
def test_a_head_that_came_with_the_previous_request_and_stopped_is_cut_at_the_heads_deadline(server):
    # its first bytes were read ahead with the request before: nothing more to wait for but the head's end
    sock = connect(server.port, ATTACKER)
    sock.sendall(HEALTHZ + b"GET /healthz HT")  # and then nothing, for ever
    got = until_closed(sock, PATIENCE)  # long before the keep-alive time
    sock.close()
    assert got is not None and got.count(b"HTTP/1.1 200") == 1


@pytest.mark.parametrize("server", [{"COMPANION_BODY_TIMEOUT": "1"}], indirect=True)
def test_a_body_that_never_arrives_is_answered_408_at_its_deadline_and_nothing_is_made(server):
    cases = {
        "short": b"POST /api/tables HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                 b"Content-Length: 200\r\n\r\n{\"profile\": \"howell\", ",
        "chunked": b"POST /api/tables HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                   b"Transfer-Encoding: chunked\r\n\r\n10\r\n{\"profile\": \"how\r\n",
    }
    for name, request in cases.items():
        sock = connect(server.port, ATTACKER)
        sock.sendall(request)
        answer = until_closed(sock, PATIENCE)
        sock.close()
        assert answer is not None, f"{name}: the connection is closed"
        head, _, body = answer.partition(b"\r\n\r\n")
        assert head.startswith(b"HTTP/1.1 408") and b"Connection: close" in head, (name, head)
        assert json.loads(body)["error"] == "request_timeout", name
    # a body the app never reads (a 405 answers before it) is not waited for either: after the answer, the end
    sock = connect(server.port, ATTACKER)
    sock.sendall(b"POST /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 100\r\n\r\nabc")
    answer = until_closed(sock, PATIENCE)
    sock.close()
    assert answer is not None and answer.startswith(b"HTTP/1.1 405") and answer.count(b"HTTP/1.1") == 1
    status, health = Http(server.port).get("/healthz")
    assert status == 200 and health["tables"] == 0


@pytest.mark.parametrize("server", [{"COMPANION_KEEPALIVE": "2"}], indirect=True)
def test_an_idle_keep_alive_connection_is_closed_at_the_keep_alive_time_on_every_path(server):
    never_spoke = connect(server.port, ATTACKER)
    answered = connect(server.port, ATTACKER)
    answered.sendall(HEALTHZ)
    pipelined = connect(server.port, ATTACKER)
    pipelined.sendall(HEALTHZ * 3)
    refused = connect(server.port, ATTACKER)  # a body the app did not read, drained, then idle
    refused.sendall(b"POST /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 3\r\n\r\nabc")
    for sock, answers in ((never_spoke, 0), (answered, 1), (pipelined, 3), (refused, 1)):
        got = until_closed(sock, PATIENCE)
        sock.close()
        assert got is not None, "closed by the server"
        assert got.count(b"HTTP/1.1 ") == answers
        assert b"Connection: close" not in got  # each answer kept the connection; the idle time closed it


# gunicorn's own wait for a request is one gevent.Timeout(keepalive) around the idle time and the head
# together: a head begun just before it ends was cut off mid-way, with no answer
@pytest.mark.parametrize("server", [{"COMPANION_KEEPALIVE": "2"}], indirect=True)
def test_a_request_begun_just_before_the_keep_alive_time_ends_is_answered(server):
    sock = connect(server.port, ATTACKER)
    sock.sendall(HEALTHZ)
    time.sleep(1.5)  # answered, then idle, within the keep-alive time
    sock.sendall(HEALTHZ[:10])  # the next request begins: from here its head's deadline (15 s)
    time.sleep(1.5)  # past the keep-alive time, well within the head's
    sock.sendall(HEALTHZ[10:])
    got = until_closed(sock, PATIENCE)
    sock.close()
    assert got is not None and got.count(b"HTTP/1.1 200") == 2  # both answered, then the idle time closed it


def test_a_refused_body_far_past_the_limit_is_not_read_to_its_end_but_closed(server):
    # gunicorn's parser would skip the rest of the body itself, however long, to reach the next request
    sock = connect(server.port, ATTACKER)
    body = b"x" * (8 * 16 * 1024)  # 413 at once (COMPANION_MAX_BODY 16 KB); past 4 x 16 KB more, not read on
    try:
        sock.sendall(b"POST /api/tables HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                     + f"Content-Length: {len(body)}\r\n\r\n".encode() + body + HEALTHZ)
    except OSError:  # closed (or reset) while it was still sending: what this checks
        pass
    got = until_closed(sock, PATIENCE)
    sock.close()
    assert got is not None, "the server closed the connection"
    assert b"HTTP/1.1 200" not in got  # the request after the body was never read


@pytest.mark.parametrize("server", [{"COMPANION_WRITE_TIMEOUT": "1"}], indirect=True)
def test_answers_nobody_reads_do_not_hold_their_connection(server):
    http = Http(server.port)
    status, made = http.post("/api/tables", {"profile": "howell", "host_name": "Ann"})
    assert status == 201
    request = f"GET /api/tables/{made['code']}/qr.svg HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".encode()
    reader = connect(server.port, ATTACKER, rcvbuf=4096)
    reader.sendall(request * 1000)  # megabytes of answers, more than the kernel's buffers hold
    time.sleep(5)  # not reading, long past the write timeout
    got = until_closed(reader, PATIENCE)  # then everything the server wrote before it gave up comes, and the end
    reader.close()
    assert got is not None, "the server closed the connection"
    assert 0 < got.count(b"HTTP/1.1 200") < 1000
    a_phone_gets_in(server.port)


def test_pipelined_requests_take_turns_with_another_connection(server):
    status, made = Http(server.port).post("/api/tables", {"profile": "howell", "host_name": "Ann"})
    assert status == 201
    request = f"GET /api/tables/{made['code']}/qr.svg HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".encode()
    other = connect(server.port, PHONE)
    pipeliner = connect(server.port, ATTACKER, rcvbuf=1 << 20)  # room for the answers: its writes need not wait
    pipeliner.settimeout(PATIENCE)
    pipeliner.sendall(request * 64)
    got = pipeliner.recv(1 << 20)  # the server is at the 64 now
    assert got.startswith(b"HTTP/1.1 200")
    other.sendall(HEALTHZ)
    other.settimeout(PATIENCE)
    assert other.recv(65536).startswith(b"HTTP/1.1 200")
    pipeliner.setblocking(False)
    try:
        while True:
            chunk = pipeliner.recv(1 << 20)
            if not chunk:
                break
            got += chunk
    except BlockingIOError:
        pass
    assert got.count(b"HTTP/1.1 200") < 64, "the other connection's request waited for all 64"
    pipeliner.settimeout(PATIENCE)
    while got.count(b"HTTP/1.1 200") < 64:
        chunk = pipeliner.recv(1 << 20)
        assert chunk, "all 64 are answered in the end"
        got += chunk
    pipeliner.close()
    other.close()
