"""Each client's budget against the real server (issue 18): refused before the body is read, a
refused client's connection not read again until its wait is over (not a proxy's, and let go when
the client closes it), and a socket that sends too much is closed 4429 while the others at its
table go on.

No timings are asserted: the client's timeouts only keep a failing test short.
"""
from __future__ import annotations

import json
import socket
import time
import weakref

import pytest

from tests.e2e.test_live_spine import play, start_server  # noqa: F401 - start_server: its fixture
from tests.phones import Game
from tests.raw_frames import OP_PING, Frames, RawSocket, client_frame, handshake
from tests.support import Http, ready

pytestmark = pytest.mark.e2e


PHONE = "127.0.0.2"  # a client of its own (the machine itself, 127.0.0.1, has no budget)


HEALTHZ = b"GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"


_READ_AHEAD: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()  # socket -> what came after its last answer


def answer_on(sock: socket.socket) -> tuple[bytes, bytes]:
    """One whole answer read from ``sock``: (head, body). What came after it in the same read (the next
    answer, when two are written together) is kept for the next call on ``sock``."""
    data = _READ_AHEAD.pop(sock, b"")
    while b"\r\n\r\n" not in data:
        chunk = sock.recv(65536)
        assert chunk, "closed without an answer"
        data += chunk
    head, _, body = data.partition(b"\r\n\r\n")
    length = int(next(line.split(b":")[1] for line in head.split(b"\r\n")
                      if line.lower().startswith(b"content-length")))
    while len(body) < length:
        chunk = sock.recv(65536)
        assert chunk, "closed in the middle of an answer"
        body += chunk
    if len(body) > length:
        _READ_AHEAD[sock] = body[length:]
    return head, body[:length]


def head_only(port: int, head: bytes) -> bytes:
    """Send a request's head and never its body; what the server answers (until it waits for more)."""
    with socket.create_connection(("127.0.0.1", port), timeout=20, source_address=(PHONE, 0)) as sock:
        sock.sendall(head)
        head, body = answer_on(sock)
        return head + b"\r\n\r\n" + body


def test_over_its_budget_a_request_whose_body_never_comes_is_refused_before_its_body(start_server):
    server = start_server(COMPANION_BUDGET_ADDRESS="8/60")
    http = Http(server.port, source=PHONE)
    game = Game(http, "howell", people=4)  # the create and three joins: 4 of the 8 units
    for _ in range(20):
        if http.get("/healthz")[0] == 429:
            break
    else:
        raise AssertionError("the address's budget never ran out")
    http.close()
    head = (f"POST {game.path}/actions HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
            f"Authorization: Bearer {game.tokens['p1']}\r\nContent-Length: 200\r\n\r\n").encode()
    answer = head_only(server.port, head)  # the 200 bytes are never sent: nobody waits for them
    status_line, _, rest = answer.partition(b"\r\n")
    assert status_line.startswith(b"HTTP/1.1 429")
    headers, _, body = rest.partition(b"\r\n\r\n")
    assert b"Retry-After:" in headers and b"Content-Security-Policy:" in headers
    body = json.loads(body)
    assert body["error"] == "too_many_requests" and body["retry_after"] >= 1


def test_a_socket_past_its_budget_is_closed_4429_and_the_table_goes_on(start_server):
    server = start_server(COMPANION_BUDGET_SOCKET="50/60")
    http = Http(server.port)
    game = Game(http, "howell", people=4)
    # a spectator: it needs only the code; raw, as 2000 pings in one write are no library's
    flooder = RawSocket(server.port, game.code)
    seated = [game.phone(p) for p in ("p2", "p3")]
    assert flooder.frame()[0] == 1  # the state
    for phone in seated:
        assert phone.receive()["type"] == "state"
    flooder.send_raw(client_frame(OP_PING, b"") * 2000)  # 2000 units of a budget of 50
    texts, code, reason = flooder.until_close()
    assert code == 4429 and "try again in" in reason
    error = json.loads(texts[-1])
    assert error["error"] == "too_many_requests" and error["retry_after"] >= 1
    flooder.close()
    play(game, 3)  # the others at the table are not held back, nor closed
    for phone in seated:
        versions = []
        while not versions or versions[-1] < game.versions[-1]:
            message = phone.receive()
            assert message["type"] == "state"
            versions.append(message["state"]["version"])
        phone.close()


def test_a_stream_of_big_messages_spends_its_own_socket_budget(start_server):
    server = start_server(COMPANION_BUDGET_SOCKET="60/60")
    http = Http(server.port)
    game = Game(http, "howell", people=4)
    big = game.phone("p2")
    assert big.receive()["type"] == "state"
    message = json.dumps({"type": "action", "action": {"type": "undo", "pad": "x" * 15000}})
    for _ in range(4):  # 16 units each (a frame and 15 KB): the fourth is past 60
        big.send(message)
    messages, code, _ = big.until_closed()
    assert code == 4429 and messages[-1]["error"] == "too_many_requests"
    big.close()
    other = game.phone("p3")  # a socket of its own, a budget of its own
    assert other.receive()["type"] == "state"
    other.send({"type": "hello"})
    assert other.receive()["type"] == "state"
    other.close()


def test_a_socket_closed_for_its_budget_costs_its_address_so_a_flooder_cannot_start_afresh(start_server):
    server = start_server(COMPANION_BUDGET_SOCKET="50/60", COMPANION_BUDGET_ADDRESS="150/60", COMPANION_PROXIES=1)
    game = Game(Http(server.port), "howell", people=4)
    flooder = ["X-Forwarded-For: 10.9.8.7"]
    floods = 0
    while True:  # byte by byte: 2000 pings in one write are no library's, and a refused handshake is read as it is
        with socket.create_connection(("127.0.0.1", server.port), timeout=10) as sock:
            sock.sendall(handshake(server.port, f"/ws/tables/{game.code}", headers=flooder))
            head = sock.recv(65536)
            if not head.startswith(b"HTTP/1.1 101"):
                assert head.startswith(b"HTTP/1.1 429") and b"Retry-After:" in head
                break
            raw = Frames(sock, head.partition(b"\r\n\r\n")[2])
            assert raw.frame()[0] == 1
            sock.sendall(client_frame(OP_PING, b"") * 2000)
            assert raw.until_close()[1] == 4429
            floods += 1
            assert floods < 5, "a flooder's address is refused after a few sockets"
    assert floods >= 1
    other = game.phone(headers=["X-Forwarded-For: 10.9.8.8"])  # another address
    assert other.receive()["type"] == "state"
    other.close()


def knock_until_refused(sock: socket.socket, request: bytes = HEALTHZ) -> tuple[bytes, bytes]:
    """``request`` (/healthz) on one kept-alive connection until it is refused: the 429 (head, body)."""
    for _ in range(20):
        sock.sendall(request)
        head, body = answer_on(sock)
        if head.startswith(b"HTTP/1.1 429"):
            return head, body
        assert head.startswith(b"HTTP/1.1 200"), head
    raise AssertionError("never refused")


# 3 units per 15 s: a refusal after the third says wait 7 s, and a request read before about 6 s is refused again
def test_after_a_refusal_for_its_budget_a_connection_is_not_read_until_the_wait_is_over(start_server):
    server = start_server(COMPANION_BUDGET_ADDRESS="3/15")
    held = socket.create_connection(("127.0.0.1", server.port), timeout=30, source_address=(PHONE, 0))
    head, _ = knock_until_refused(held)
    assert b"Retry-After:" in head and b"Connection: close" not in head  # kept: held, not closed
    held.sendall(HEALTHZ)  # at once: it waits in the kernel's buffers, unread
    other = Http(server.port, source="127.0.0.3")  # another client is answered meanwhile
    assert other.get("/healthz")[0] == 200
    assert not ready([held], 0), "the held connection's request was not answered before the other client's"
    head, _ = answer_on(held)
    # answered, not refused again: it was read only once the budget had room for it
    assert head.startswith(b"HTTP/1.1 200"), head
    held.close()


def test_a_refusal_whose_wait_is_past_the_keep_alive_time_closes_its_connection(start_server):
    server = start_server(COMPANION_BUDGET_ADDRESS="3/15", COMPANION_KEEPALIVE=2)  # a wait of 7 s
    sock = socket.create_connection(("127.0.0.1", server.port), timeout=30, source_address=(PHONE, 0))
    head, _ = knock_until_refused(sock)
    assert b"Connection: close" in head
    assert sock.recv(65536) == b""  # and closed
    sock.close()


# 3 units per 150 s: a wait of about a minute, longer than the test's socket waits
def test_a_trusted_proxys_connection_is_not_held_for_one_clients_refusal(start_server):
    server = start_server(COMPANION_BUDGET_ADDRESS="3/150", COMPANION_PROXIES=1)
    proxy = socket.create_connection(("127.0.0.1", server.port), timeout=20)  # the proxy's connection: everyone's
    knock_until_refused(proxy, b"GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Forwarded-For: 10.9.8.7\r\n\r\n")
    proxy.sendall(b"GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Forwarded-For: 10.9.8.8\r\n\r\n")
    head, _ = answer_on(proxy)  # the next client's request on the same connection: read and answered
    assert head.startswith(b"HTTP/1.1 200"), head
    proxy.close()


# 3 units per 150 s: a wait of about a minute; one connection per address
def test_a_held_connection_its_client_closes_is_let_go_at_once(start_server):
    server = start_server(COMPANION_BUDGET_ADDRESS="3/150", COMPANION_CONNECTIONS_PER_ADDRESS=1)
    sock = socket.create_connection(("127.0.0.1", server.port), timeout=20, source_address=(PHONE, 0))
    knock_until_refused(sock)
    sock.close()  # while its connection is held
    for _ in range(100):  # the server sees the close within a turn or two; a held one would count for a minute
        again = socket.create_connection(("127.0.0.1", server.port), timeout=20, source_address=(PHONE, 0))
        try:
            again.sendall(HEALTHZ)
        except OSError:
            pass
        head, body = answer_on(again)
        again.close()
        assert head.startswith(b"HTTP/1.1 429")
        if json.loads(body)["error"] != "too_many_connections":
            break
        time.sleep(0.1)
    assert json.loads(body)["error"] == "too_many_requests"  # its budget's refusal: the connection counts again


# 3 units per 150 s: a wait of about a minute
def test_an_address_refused_for_its_budget_is_answered_on_a_new_connection_before_anything_of_it_is_read(start_server):
    server = start_server(COMPANION_BUDGET_ADDRESS="3/150")
    with socket.create_connection(("127.0.0.1", server.port), timeout=10, source_address=(PHONE, 0)) as first:
        knock_until_refused(first)
    garbage = b"NOT HTTP AT ALL\r\n\r\n"  # a 400 if it were parsed
    for source, refused in ((PHONE, True), ("127.0.0.3", False)):
        with socket.create_connection(("127.0.0.1", server.port), timeout=20, source_address=(source, 0)) as sock:
            sock.sendall(garbage)
            head, body = answer_on(sock)
            if refused:  # its budget's refusal, said before its bytes were read: they were never parsed
                assert head.startswith(b"HTTP/1.1 429") and b"Retry-After:" in head and b"Connection: close" in head
                assert json.loads(body)["error"] == "too_many_requests"
                assert sock.recv(65536) == b""  # and closed
            else:  # another address's garbage is parsed, and refused as such
                assert head.startswith(b"HTTP/1.1 400"), head


# 3 actions per 6 s per seat: the fourth is refused, with a wait of about 6 s
def test_a_refusal_of_a_sliding_window_holds_its_connection_like_the_budgets(start_server):
    server = start_server(COMPANION_LIMIT_ACTIONS="3/6")
    game = Game(Http(server.port), "howell", people=2)
    tap = json.dumps({"type": "options", "options": {"hand_size": 9}}).encode()
    post = (f"POST /api/tables/{game.code}/actions HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer "
            f"{game.tokens[game.host]}\r\nContent-Type: application/json\r\nContent-Length: {len(tap)}\r\n\r\n"
            ).encode() + tap
    held = socket.create_connection(("127.0.0.1", server.port), timeout=30, source_address=(PHONE, 0))
    head, body = knock_until_refused(held, post)
    assert json.loads(body)["error"] == "too_many_actions" and b"Retry-After:" in head
    held.sendall(HEALTHZ)  # at once: it waits in the kernel's buffers, unread
    other = Http(server.port, source="127.0.0.3")
    assert other.get("/healthz")[0] == 200
    assert not ready([held], 2), "the held connection's request was not answered within a third of its wait"
    head, _ = answer_on(held)
    assert head.startswith(b"HTTP/1.1 200"), head
    held.close()


def seat_refused_then_asked_again(server, request: bytes, source: str = PHONE):
    """``request`` until refused on one connection, then once more on a fresh one, while another
    client asks for /healthz: (whether the fresh one was answered before the other was, its answer)."""
    with socket.create_connection(("127.0.0.1", server.port), timeout=20, source_address=(source, 0)) as first:
        knock_until_refused(first, request)
    again = socket.create_connection(("127.0.0.1", server.port), timeout=20, source_address=(source, 0))
    try:
        again.sendall(request)  # a new connection, its address within budget: read, parsed and refused
        other = Http(server.port, source="127.0.0.3")
        assert other.get("/healthz")[0] == 200
        early = ready([again], 0)
        return early, answer_on(again)
    finally:
        again.close()


# 3 units per 150 s per seat: the seat's fourth snapshot is refused, its address has room
def test_a_refusal_asked_again_on_a_new_connection_is_answered_after_the_others(start_server):
    server = start_server(COMPANION_BUDGET_SEAT="3/150")
    game = Game(Http(server.port), "howell", people=2)
    snapshot = (f"GET /api/tables/{game.code} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer "
                f"{game.tokens[game.host]}\r\n\r\n").encode()
    early, (head, body) = seat_refused_then_asked_again(server, snapshot)
    assert not early, "the refusal was written before another client's answer: it is to wait a while"
    assert head.startswith(b"HTTP/1.1 429") and json.loads(body)["error"] == "too_many_requests"


# behind a trusted proxy no connection is one client's: a refused client's next request is read at once,
# and its answer waits all the same
def test_behind_a_proxy_a_refusal_is_answered_after_the_others_too(start_server):
    server = start_server(COMPANION_LIMIT_UNKNOWN="3/150", COMPANION_PROXIES=1)
    guess = b"GET /api/tables/QQQQQQ HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Forwarded-For: 2001:db8:5:6::7\r\n\r\n"
    with socket.create_connection(("127.0.0.1", server.port), timeout=20) as proxy:
        for _ in range(3):
            proxy.sendall(guess)
            assert answer_on(proxy)[0].startswith(b"HTTP/1.1 404")
        proxy.sendall(guess.replace(b"::7", b"::8"))  # another address of the /64: refused
        proxy.sendall(b"GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Forwarded-For: 10.9.8.8\r\n\r\n")
        other = Http(server.port, source="127.0.0.3")
        assert other.get("/healthz")[0] == 200
        assert not ready([proxy], 0), "the refusal was written before another client's answer"
        head, body = answer_on(proxy)
        assert head.startswith(b"HTTP/1.1 429") and json.loads(body)["error"] == "too_many_requests"
        head, _ = answer_on(proxy)  # and the next client's request on the proxy's connection: answered
        assert head.startswith(b"HTTP/1.1 200"), head
