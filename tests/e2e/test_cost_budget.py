"""A socket's budget against the real server (issue 18): a socket that sends too much is closed 4429
while the others at its table go on, and it costs its address, so a flooder cannot start afresh.

What the server once did at accept time (a request refused before its body was read, a refused
client's connection held unread) is the proxy's door now: tests/e2e/test_the_door.py.
No timings are asserted: the client's timeouts only keep a failing test short.
"""
from __future__ import annotations

import json
import socket

import pytest

from tests.e2e.test_live_spine import play, start_server  # noqa: F401 - start_server: its fixture
from tests.phones import Game
from tests.raw_frames import OP_PING, Frames, RawSocket, client_frame, handshake
from tests.support import Http

pytestmark = pytest.mark.e2e


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
