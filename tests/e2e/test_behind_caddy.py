"""Behind the real Caddy (issue 18, item 1): no tunnel past it, and no address a client can pick.

Debian's caddy (tests/run.sh installs it) runs deploy/Caddyfile's own site on
loopback (tests/servers.py ``CaddyServer``: plain HTTP, and TLS from Caddy's
internal CA with HTTP/2 offered) in front of a real ``companion serve`` with
``COMPANION_PROXIES=1``, as in deploy/compose.yaml. Each client has a loopback
address of its own (127.0.0.2 and up), as another phone would.

* Each message that once turned an upgraded connection back into HTTP is
  answered on the socket, and a plain request on that same TCP connection
  then gets no answer, through Caddy as directly (tests/e2e/test_socket_edges.py).
* A slow-loris, or a connection that says nothing, is cut by Caddy itself
  (deploy/Caddyfile's ``read_header``: the companion does not count the
  proxy's connections); a body that never arrives is cut by the companion,
  whose 408 comes back through Caddy (at its ``read_body``), while a phone's
  socket stays open past both.
* Whatever ``X-Forwarded-For`` a client sends, the server counts it under
  its real address: guessing codes is refused 429 after the limit (over
  HTTP/1.1 and HTTP/2), nobody can make another address hit 429, and naming
  127.0.0.1 does not escape the socket cap.
"""
from __future__ import annotations

import http.client
import json
import secrets
import socket
import subprocess

import pytest

from companion.service.codes import CODE_ALPHABET
from tests.phones import Game, Phone
from tests.raw_frames import HOSTILE_ACTIONS, OP_TEXT, RawSocket, assert_no_http_after
from tests.servers import CaddyServer
from tests.support import Http, ServerProcess, ready, until_closed

pytestmark = pytest.mark.e2e

UNKNOWN_LIMIT = 5
SOCKET_CAP = 3


@pytest.fixture(scope="module")
def behind(tmp_path_factory):
    server = ServerProcess(str(tmp_path_factory.mktemp("caddy") / "behind.sqlite3"), env={
        "COMPANION_PROXIES": "1", "COMPANION_LIMIT_UNKNOWN": f"{UNKNOWN_LIMIT}/600",
        "COMPANION_SOCKETS_PER_ADDRESS": str(SOCKET_CAP), "COMPANION_BODY_TIMEOUT": "2"}).start()
    caddy = CaddyServer(server.port).start()
    yield server, caddy
    caddy.stop()
    server.stop()


def through(caddy: CaddyServer, scheme: str, **kwargs) -> RawSocket:
    """A socket through Caddy spoken byte by byte: a plain request after its frames is raw bytes, and the
    check that nothing answers it reads past the close frame (websockets would parse, or drop, them)."""
    if scheme == "https":
        return RawSocket(caddy.https_port, tls=caddy.tls_context(), server_name="localhost", **kwargs)
    return RawSocket(caddy.http_port, **kwargs)


def phone_through(caddy: CaddyServer, scheme: str, code: str, token: str | None = None, **options) -> Phone:
    """A phone whose socket goes through Caddy (``Phone``'s options: source, headers), open."""
    if scheme == "https":
        options.update(tls=caddy.tls_context(), server_name="localhost")
    return Phone(caddy.https_port if scheme == "https" else caddy.http_port, code, token, **options).connect()


def unknown_code() -> str:
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(6))


@pytest.mark.parametrize("scheme", ["http", "https"])
@pytest.mark.parametrize("shape", sorted(HOSTILE_ACTIONS))
def test_each_hostile_message_through_caddy_is_answered_and_its_connection_never_speaks_http_again(
        behind, scheme, shape):
    server, caddy = behind
    game = Game(Http(server.port), "howell", people=2)
    version = game.snap()["version"]
    raw = through(caddy, scheme, code=game.code, token=game.tokens["p1"])
    assert json.loads(raw.frame()[1])["type"] == "state"
    raw.send_text(HOSTILE_ACTIONS[shape])
    opcode, payload = raw.frame()
    answer = json.loads(payload)
    assert opcode == OP_TEXT and (answer["status"], answer["error"], answer["action_id"]) == (400, "bad_action_id", None)
    assert game.snap()["version"] == version
    assert_no_http_after(raw)  # the request's bytes reach the server as a bad frame: 1002, then the end
    raw.close()


def guess(caddy: CaddyServer, source: str, forged: str) -> int:
    conn = http.client.HTTPConnection("127.0.0.1", caddy.http_port, timeout=10, source_address=(source, 0))
    try:
        conn.request("GET", f"/api/tables/{unknown_code()}", headers={"X-Forwarded-For": forged})
        response = conn.getresponse()
        response.read()
        return response.status
    finally:
        conn.close()


def test_through_caddy_codes_are_guessed_at_the_real_clients_pace_whatever_it_forwards(behind):
    _, caddy = behind
    attacker, victim = "127.0.0.2", "127.0.0.3"
    answers = [guess(caddy, attacker, forged=f"198.51.100.{i}") for i in range(UNKNOWN_LIMIT + 7)]
    assert answers == [404] * UNKNOWN_LIMIT + [429] * 7  # 12 guesses, each "from" another address
    for _ in range(UNKNOWN_LIMIT + 2):  # the attacker names the victim's address as its own
        assert guess(caddy, attacker, forged=victim) == 429
    assert guess(caddy, victim, forged="198.51.100.1") == 404  # the victim's own count is untouched


def test_over_tls_and_http2_the_forwarded_address_is_caddys_word_too(behind):
    _, caddy = behind
    attacker = "127.0.0.4"

    def guess_h2() -> tuple[str, str]:  # curl: a real HTTP/2 client (tests/run.sh installs it)
        done = subprocess.run(
            ["curl", "-s", "-o", "/dev/null", "-w", "%{http_code} %{http_version}", "--http2",
             "--cacert", str(caddy.root_certificate), "--interface", attacker,
             "--resolve", f"localhost:{caddy.https_port}:127.0.0.1", "-H", "X-Forwarded-For: 127.0.0.1",
             f"https://localhost:{caddy.https_port}/api/tables/{unknown_code()}"],
            capture_output=True, text=True, timeout=30)
        status, version = done.stdout.split()
        return status, version

    answers = [guess_h2() for _ in range(UNKNOWN_LIMIT + 2)]
    assert {version for _, version in answers} == {"2"}
    assert [status for status, _ in answers] == ["404"] * UNKNOWN_LIMIT + ["429"] * 2


def test_through_caddy_naming_127_0_0_1_does_not_escape_the_socket_cap(behind):
    server, caddy = behind
    game = Game(Http(server.port), "howell", people=2)
    forged = ("X-Forwarded-For: 127.0.0.1",)
    held = [phone_through(caddy, "http", game.code, source="127.0.0.5", headers=forged) for _ in range(SOCKET_CAP)]
    try:
        for phone in held:
            assert phone.receive()["type"] == "state"
        over = phone_through(caddy, "http", game.code, source="127.0.0.5", headers=forged)
        messages, code, _ = over.until_closed()
        assert code == 4429 and messages[-1]["error"] == "too_many_sockets"
        over.close()
        phone = phone_through(caddy, "https", game.code, source="127.0.0.6")  # another address still gets in
        assert phone.receive()["type"] == "state"
        phone.close()
    finally:
        for phone in held:
            phone.close()



def test_caddy_keeps_the_door_slow_heads_silent_and_slow_bodies_cut_and_a_phones_socket_stays(behind):
    server, caddy = behind
    game = Game(Http(server.port), "howell", people=2)
    phone = phone_through(caddy, "http", game.code, game.tokens["p2"], source="127.0.0.7")
    assert phone.receive()["type"] == "state"
    silent, loris, slow_body = (socket.create_connection(("127.0.0.1", caddy.http_port)) for _ in range(3))
    slow_body.sendall(b"POST /api/tables HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                      b"Content-Length: 200\r\n\r\n{\"profile\": ")
    head = b"GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: " + b"a" * 300 + b"\r\n\r\n"
    cut = False
    for i in range(len(head)):  # a byte every 0.5 s: 150 s for the whole head
        try:
            loris.sendall(head[i:i + 1])
        except OSError:
            cut = True
            break
        if ready([loris], 0.5):  # Caddy answered or closed
            cut = True
            break
    assert cut, "the slow head is cut before it is complete"
    for sock in (loris, silent):
        got = until_closed(sock, 60)
        assert got is not None and b" 200 " not in got  # closed by Caddy, never served
    # the companion answered 408 at its own deadline; Caddy passes it on at its read_body
    slow_body.settimeout(90)
    answer = b""
    while b"}" not in answer:
        chunk = slow_body.recv(65536)
        assert chunk, answer
        answer += chunk
    head, _, body = answer.partition(b"\r\n\r\n")
    assert head.startswith(b"HTTP/1.1 408") and json.loads(body)["error"] == "request_timeout", answer
    # the phone's socket, open all the while (longer than read_body), still answers
    phone.send('{"type":"hello","version":0}')
    assert phone.receive()["type"] == "state"
    for sock in (silent, loris, slow_body, phone):
        sock.close()
