"""The door is the proxy's (issue 42): the real nginx of deploy/ in front of a real ``companion serve``,
four attacks from one address each, beside honest tables that play all the while.

Debian's nginx runs deploy/nginx.conf as it is (tests/servers.py ``ProxyServer``) in front of a
companion with ``COMPANION_PROXIES=1`` and open limits of its own: whatever is refused here is
refused by the proxy. Every client binds a loopback address of its own (127.0.0.x), which is
what nginx keys its limits by:

* a slow-loris (heads sent a byte at a time) is cut before its head is complete, never served;
* an idle flood (connections that never say a word) is closed, every one, never served;
* a connection flood (heads of requests whose body never comes, each held open) is refused
  ``429`` past the connections one address may hold, and the held ones are cut, never served;
* a request flood (requests pipelined as fast as the socket takes them) is refused ``429`` past
  one address's burst, by nginx itself;

while three tables of four phones, each from an address of its own, play over HTTP and their
sockets: every honest request is answered ``200``/``201`` and every phone sees every state. No
timings are asserted: the clients' timeouts only keep a failing test short.
"""
from __future__ import annotations

import re
import resource
import socket
import threading
import time
from pathlib import Path

import pytest

from tests.phones import Game, Phone
from tests.servers import ProxyServer
from tests.support import Http, ServerProcess, ready, until_closed

pytestmark = pytest.mark.e2e

CONF = (Path(__file__).resolve().parents[2] / "deploy" / "nginx.conf").read_text()
HELD_PER_ADDRESS = int(re.search(r"limit_conn connections (\d+);", CONF).group(1))
HEADER_TIMEOUT = int(re.search(r"client_header_timeout (\d+)s;", CONF).group(1))
LORIS, IDLE, HOLDER, FLOODER = "127.0.0.66", "127.0.0.67", "127.0.0.68", "127.0.0.69"
HONEST = ["127.0.0.10", "127.0.0.11", "127.0.0.12"]  # a table each
IDLE_FLOOD, HELD_FLOOD, PIPELINED = 1500, HELD_PER_ADDRESS + 200, (3, 1000)


@pytest.fixture(scope="module")
def door(tmp_path_factory):
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)  # the floods' descriptors, here and in nginx
    resource.setrlimit(resource.RLIMIT_NOFILE, (max(soft, min(hard, 20000)), hard))
    server = ServerProcess(str(tmp_path_factory.mktemp("door") / "door.sqlite3"), env={"COMPANION_PROXIES": "1"}).start()
    proxy = ProxyServer(server.port).start()
    yield server, proxy
    proxy.stop()
    server.discard()


def connect(proxy: ProxyServer, source: str) -> socket.socket:
    return socket.create_connection(("127.0.0.1", proxy.http_port), timeout=30, source_address=(source, 0))


def slow_loris(proxy: ProxyServer, found: dict) -> None:
    """20 heads, a byte of each every 0.5 s (150 s for a whole head): each is cut before it is done."""
    socks = [connect(proxy, LORIS) for _ in range(20)]
    head = b"GET /api/profiles HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: " + b"a" * 300 + b"\r\n\r\n"
    cut = set()
    for i in range(len(head)):
        for n, sock in enumerate(socks):
            if n not in cut:
                try:
                    sock.sendall(head[i:i + 1])
                except OSError:
                    cut.add(n)
        for sock in ready([s for n, s in enumerate(socks) if n not in cut], 0.5):
            cut.add(socks.index(sock))
        if len(cut) == len(socks):
            break
    found["loris_cut"] = len(cut)
    found["loris_served"] = sum(b" 200 " in (until_closed(sock, 5) or b"") for sock in socks)
    for sock in socks:
        sock.close()


def idle_flood(proxy: ProxyServer, found: dict) -> None:
    """Connections that never say a word: each is closed by the proxy, none served."""
    socks = [connect(proxy, IDLE) for _ in range(IDLE_FLOOD)]
    got = [until_closed(sock, HEADER_TIMEOUT + 30) for sock in socks]
    found["idle_closed"] = sum(answer is not None for answer in got)
    found["idle_served"] = sum(answer is not None and b" 200 " in answer for answer in got)
    for sock in socks:
        sock.close()


def connection_flood(proxy: ProxyServer, found: dict) -> None:
    """Heads of POSTs whose body never comes, each connection held: past the address's share, 429."""
    head = (b"POST /api/tables HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
            b"Content-Length: 200\r\n\r\n{\"profile\": ")
    socks = []
    for _ in range(HELD_FLOOD):
        sock = connect(proxy, HOLDER)
        sock.sendall(head)
        socks.append(sock)
    got = [until_closed(sock, HEADER_TIMEOUT + 30) for sock in socks]
    found["held_refused"] = sum(answer is not None and answer.startswith(b"HTTP/1.1 429") for answer in got)
    found["held_cut"] = sum(answer is not None and not answer.startswith(b"HTTP/1.1 429") for answer in got)
    found["held_served"] = sum(answer is not None and answer.startswith(b"HTTP/1.1 2") for answer in got)
    for sock in socks:
        sock.close()


def request_flood(proxy: ProxyServer, found: dict) -> None:
    """Requests pipelined as fast as the sockets take them, on a few connections: past the burst, 429."""
    connections, each = PIPELINED
    request = b"GET /api/profiles HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"
    last = b"GET /api/profiles HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"
    statuses: list[bytes] = []

    def one() -> None:
        with connect(proxy, FLOODER) as sock:
            sock.sendall(request * (each - 1) + last)
            got = until_closed(sock, 60) or b""
            statuses.extend(re.findall(rb"HTTP/1\.1 (\d{3}) ", got))

    threads = [threading.Thread(target=one) for _ in range(connections)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    found["flood_answers"] = len(statuses)
    found["flood_refused"] = statuses.count(b"429")
    found["flood_served"] = statuses.count(b"200")


def table_at(proxy: ProxyServer, source: str) -> tuple[Game, dict[str, Phone]]:
    """A table made through the proxy from ``source``, its four phones' sockets open (there too)."""
    game = Game(Http(proxy.http_port, source=source), "howell", people=4)
    phones = {pid: Phone(proxy.http_port, game.code, token, pid, source=source) for pid, token in game.tokens.items()}
    for phone in phones.values():
        assert phone.connect().read_until()["me"] == phone.pid
    for body in ({"type": "start", "first_dealer": game.host}, {"type": "seal_rule", "text": "red after black"},
                 {"type": "starter", "cards": 1, "rank": 3}):
        state = phones[game.host].act(body, f"{game.code}-{body['type']}")
        for phone in phones.values():
            phone.read_until(state["version"])
    return game, phones


def a_turn(game: Game, phones: dict[str, Phone], turn: int) -> None:
    """The player on turn attempts on its socket, the dealer undoes it by a POST (a table that never
    ends), a newcomer reads the snapshot: every answer 200, every phone sees the last state."""
    state = phones[game.host].states[-1]
    state = phones[state["turn"]].act({"type": "attempt", "cards": 1}, f"{game.code}-attempt-{turn}")
    status, state = phones[game.host].post(f"{game.path}/actions", {
        "type": "undo", "expected_version": state["version"], "action_id": f"{game.code}-undo-{turn}"})
    assert status == 200, state
    for phone in phones.values():
        phone.read_until(state["version"])
    newcomer = Http(game.http.port, source=game.http.source[0])  # a new connection
    status, snap = newcomer.get(game.path)
    newcomer.close()
    assert status == 200 and snap["version"] >= state["version"], snap


def test_each_attack_from_one_address_is_cut_off_at_the_proxy_and_every_honest_request_is_answered(door):
    server, proxy = door
    tables = [table_at(proxy, source) for source in HONEST]
    found: dict = {}
    attacks = [threading.Thread(target=attack, args=(proxy, found), daemon=True)
               for attack in (slow_loris, idle_flood, connection_flood, request_flood)]
    for attack in attacks:
        attack.start()
    turn = 0
    while any(attack.is_alive() for attack in attacks) or turn < 3:
        for game, phones in tables:
            a_turn(game, phones, turn)
        turn += 1
        time.sleep(0.2)  # a table's pace, not a bound
    for attack in attacks:
        attack.join()
    # every honest request answered, every phone at its table's last state
    for game, phones in tables:
        final = game.snap()
        for phone in phones.values():
            assert set(phone.answers) <= {200, 201}, phone.answers
            assert phone.states[-1]["version"] == final["version"]
    # each attack cut off, never served
    assert found["loris_cut"] == 20 and found["loris_served"] == 0, found
    assert found["idle_closed"] == IDLE_FLOOD and found["idle_served"] == 0, found
    assert found["held_refused"] == HELD_FLOOD - HELD_PER_ADDRESS, found
    assert found["held_cut"] == HELD_PER_ADDRESS and found["held_served"] == 0, found
    connections, each = PIPELINED
    assert found["flood_answers"] == connections * each, found
    assert found["flood_refused"] > 0 and found["flood_served"] + found["flood_refused"] == connections * each, found
    assert "limiting requests, excess" in proxy.errors() and f"client: {FLOODER}" in proxy.errors()
    assert "limiting connections by zone" in proxy.errors() and f"client: {HOLDER}" in proxy.errors()


@pytest.fixture(scope="module", autouse=True)
def quiet_phone(door):
    """A seat's socket opened as the door opens, then left quiet while the module's other tests run
    beside it; with the time it went quiet."""
    _, proxy = door
    game = Game(Http(proxy.http_port, source="127.0.0.20"), "howell", people=2)
    phone = Phone(proxy.http_port, game.code, game.tokens[game.host], game.host, source="127.0.0.20").connect()
    assert phone.read_until()["me"] == game.host
    yield phone, time.monotonic()
    phone.close()


def test_a_phones_socket_stays_open_past_every_timeout_of_the_door(quiet_phone):
    """A seat's socket quiet for longer than the proxy's head and body timeouts still answers."""
    phone, quiet_since = quiet_phone
    # quiet past client_header_timeout and client_body_timeout (the attacks beside it took most of that)
    time.sleep(max(0.0, quiet_since + HEADER_TIMEOUT + 2 - time.monotonic()))
    phone.send('{"type":"hello","version":0}')
    assert phone.receive()["type"] == "state"


def test_an_oversized_head_or_body_is_refused_at_the_proxy(door):
    _, proxy = door
    with connect(proxy, "127.0.0.21") as sock:
        sock.sendall(b"GET /api/profiles HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: " + b"a" * 9000 + b"\r\n\r\n")
        assert (until_closed(sock, 30) or b"").startswith(b"HTTP/1.1 400"), "a header line over 8 KB"
    with connect(proxy, "127.0.0.21") as sock:
        sock.sendall(b"POST /api/tables HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                     b"Content-Length: 20000\r\nConnection: close\r\n\r\n" + b" " * 20000)
        assert (until_closed(sock, 30) or b"").startswith(b"HTTP/1.1 413"), "a body over 16 KB"


def test_through_the_proxy_a_page_is_gzipped_and_marked_strict_transport(door):
    """deploy/nginx.conf compresses what the companion sends as it is (a page) and adds HSTS, and the
    companion's own security headers pass as they are."""
    _, proxy = door
    with connect(proxy, "127.0.0.22") as sock:
        sock.sendall(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: gzip\r\nConnection: close\r\n\r\n")
        head = (until_closed(sock, 30) or b"").partition(b"\r\n\r\n")[0].decode("latin-1").lower()
    assert head.startswith("http/1.1 200") and "content-encoding: gzip" in head, head
    assert "strict-transport-security: max-age=31536000" in head
    assert head.count("content-security-policy:") == 1 and head.count("x-content-type-options:") == 1
