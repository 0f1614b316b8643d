"""A socket's budget against the real server (issue 18): a socket that sends too much is closed 4429
while the others at its table go on, and it costs its address, so a flooder cannot start afresh.

A request over its address's budget is refused before its body is read; what a refused client's
connection does next is the proxy's door now: tests/e2e/test_the_door.py.
No timings are asserted: the client's timeouts only keep a failing test short.
"""
from __future__ import annotations

import json
import socket
import weakref

import pytest

from tests.e2e.test_live_spine import play, start_server  # noqa: F401 - start_server: its fixture
from tests.phones import Game
from tests.raw_frames import OP_CLOSE, OP_TEXT, Frames, RawSocket, client_frame, handshake
from tests.support import Http

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
    # a token that holds no seat is no token: the address's (a seat's own is never refused for it)
    head = (f"POST {game.path}/actions HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
            f"Authorization: Bearer made-up\r\nContent-Length: 200\r\n\r\n").encode()
    answer = head_only(server.port, head)  # the 200 bytes are never sent: nobody waits for them
    status_line, _, rest = answer.partition(b"\r\n")
    assert status_line.startswith(b"HTTP/1.1 429")
    headers, _, body = rest.partition(b"\r\n\r\n")
    assert b"Retry-After:" in headers and b"Content-Security-Policy:" in headers
    body = json.loads(body)
    assert body["error"] == "too_many_requests" and body["retry_after"] >= 1
    assert Http(server.port, source=PHONE).get(game.path, token=game.tokens["p1"])[0] == 200  # the seat goes on


def test_a_socket_past_its_budget_is_closed_4429_and_the_table_goes_on(start_server):
    server = start_server(COMPANION_BUDGET_SOCKET="50/60")
    http = Http(server.port)
    game = Game(http, "howell", people=4)
    # a spectator: it needs only the code; raw, as 2000 messages in one write are no library's
    flooder = RawSocket(server.port, game.code)
    seated = [game.phone(p) for p in ("p2", "p3")]
    assert flooder.frame()[0] == 1  # the state
    for phone in seated:
        assert phone.receive()["type"] == "state"
    flooder.send_raw(client_frame(OP_TEXT, b"{}") * 2000)  # 2000 units of a budget of 50 (each ignored)
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
    while True:  # byte by byte: 2000 messages in one write are no library's, and a refused handshake is read as it is
        with socket.create_connection(("127.0.0.1", server.port), timeout=10) as sock:
            sock.sendall(handshake(server.port, f"/ws/tables/{game.code}", headers=flooder))
            head = sock.recv(65536)
            if not head.startswith(b"HTTP/1.1 101"):
                assert head.startswith(b"HTTP/1.1 429") and b"Retry-After:" in head
                break
            raw = Frames(sock, head.partition(b"\r\n\r\n")[2])
            sock.sendall(client_frame(OP_TEXT, b'{"type": "hello", "token": null}'))  # a spectator's first message
            assert raw.frame()[0] == 1
            sock.sendall(client_frame(OP_TEXT, b"{}") * 2000)
            assert raw.until_close()[1] == 4429
            sock.sendall(client_frame(OP_CLOSE, b""))  # its close answered, as a browser does: the socket's request ends
            floods += 1
            # its address is charged when that socket's request ends, a moment after the close: one or two more
            # sockets may start before it counts
            assert floods < 8, "a flooder's address is refused after a few sockets"
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
