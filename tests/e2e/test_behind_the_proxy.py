"""Behind the real proxy (issue 18, item 1; issue 42: nginx): no tunnel past it, and no address a client can pick.

Debian's nginx (tests/run.sh installs it) runs deploy/nginx.conf on loopback
(tests/servers.py ``ProxyServer``: plain HTTP, and TLS with a self-signed
certificate and HTTP/2 offered) in front of a real ``companion serve`` with
``COMPANION_PROXIES=1``, as in deploy/compose.yaml. Each client has a loopback
address of its own (127.0.0.2 and up), as another phone would.

* Each message that once turned an upgraded connection back into HTTP is
  answered on the socket, and a plain request on that same TCP connection
  then gets no answer, through nginx as directly (tests/e2e/test_socket_edges.py).
* Whatever ``X-Forwarded-For`` a client sends, the server counts it under
  its real address: guessing codes is refused 429 after the limit (over
  HTTP/1.1 and HTTP/2), nobody can make another address hit 429, and naming
  127.0.0.1 does not escape the socket cap.

The door itself (slow heads, idle and connection floods, request floods, a
phone's socket past every timeout) is tests/e2e/test_the_door.py.
"""
from __future__ import annotations

import http.client
import json
import secrets
import subprocess

import pytest

from companion.service.codes import CODE_ALPHABET
from tests.phones import Game, Phone
from tests.raw_frames import HOSTILE_ACTIONS, OP_TEXT, RawSocket, assert_no_http_after
from tests.servers import ProxyServer
from tests.support import Http, ServerProcess

pytestmark = pytest.mark.e2e

UNKNOWN_LIMIT = 5
SOCKET_CAP = 3


@pytest.fixture(scope="module")
def behind(tmp_path_factory):
    server = ServerProcess(str(tmp_path_factory.mktemp("proxy") / "behind.sqlite3"), env={
        "COMPANION_PROXIES": "1", "COMPANION_LIMIT_UNKNOWN": f"{UNKNOWN_LIMIT}/600",
        "COMPANION_SOCKETS_PER_ADDRESS": str(SOCKET_CAP)}).start()
    proxy = ProxyServer(server.port).start()
    yield server, proxy
    proxy.stop()
    server.discard()


def through(proxy: ProxyServer, scheme: str, **kwargs) -> RawSocket:
    """A socket through nginx spoken byte by byte: a plain request after its frames is raw bytes, and the
    check that nothing answers it reads past the close frame (websockets would parse, or drop, them)."""
    if scheme == "https":
        return RawSocket(proxy.https_port, tls=proxy.tls_context(), server_name="localhost", **kwargs)
    return RawSocket(proxy.http_port, **kwargs)


def phone_through(proxy: ProxyServer, scheme: str, code: str, token: str | None = None, **options) -> Phone:
    """A phone whose socket goes through nginx (``Phone``'s options: source, headers), open."""
    if scheme == "https":
        options.update(tls=proxy.tls_context(), server_name="localhost")
    return Phone(proxy.https_port if scheme == "https" else proxy.http_port, code, token, **options).connect()


def unknown_code() -> str:
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(6))


@pytest.mark.parametrize("scheme", ["http", "https"])
@pytest.mark.parametrize("shape", sorted(HOSTILE_ACTIONS))
def test_each_hostile_message_through_the_proxy_is_answered_and_its_connection_never_speaks_http_again(
        behind, scheme, shape):
    server, proxy = behind
    game = Game(Http(server.port), "howell", people=2)
    version = game.snap()["version"]
    raw = through(proxy, scheme, code=game.code, token=game.tokens["p1"])
    assert json.loads(raw.frame()[1])["type"] == "state"
    raw.send_text(HOSTILE_ACTIONS[shape])
    opcode, payload = raw.frame()
    answer = json.loads(payload)
    assert opcode == OP_TEXT and (answer["status"], answer["error"], answer["action_id"]) == (400, "bad_action_id", None)
    assert game.snap()["version"] == version
    assert_no_http_after(raw)  # the request's bytes reach the server as a bad frame: 1002, then the end
    raw.close()


def guess(proxy: ProxyServer, source: str, forged: str) -> int:
    conn = http.client.HTTPConnection("127.0.0.1", proxy.http_port, timeout=10, source_address=(source, 0))
    try:
        conn.request("GET", f"/api/tables/{unknown_code()}", headers={"X-Forwarded-For": forged})
        response = conn.getresponse()
        response.read()
        return response.status
    finally:
        conn.close()


def test_through_the_proxy_codes_are_guessed_at_the_real_clients_pace_whatever_it_forwards(behind):
    _, proxy = behind
    attacker, victim = "127.0.0.2", "127.0.0.3"
    answers = [guess(proxy, attacker, forged=f"198.51.100.{i}") for i in range(UNKNOWN_LIMIT + 7)]
    assert answers == [404] * UNKNOWN_LIMIT + [429] * 7  # 12 guesses, each "from" another address
    for _ in range(UNKNOWN_LIMIT + 2):  # the attacker names the victim's address as its own
        assert guess(proxy, attacker, forged=victim) == 429
    assert guess(proxy, victim, forged="198.51.100.1") == 404  # the victim's own count is untouched


def test_over_tls_and_http2_the_forwarded_address_is_the_proxys_word_too(behind):
    _, proxy = behind
    attacker = "127.0.0.4"

    def guess_h2() -> tuple[str, str]:  # curl: a real HTTP/2 client (tests/run.sh installs it)
        done = subprocess.run(
            ["curl", "-s", "-o", "/dev/null", "-w", "%{http_code} %{http_version}", "--http2",
             "--cacert", str(proxy.root_certificate), "--interface", attacker,
             "--resolve", f"localhost:{proxy.https_port}:127.0.0.1", "-H", "X-Forwarded-For: 127.0.0.1",
             f"https://localhost:{proxy.https_port}/api/tables/{unknown_code()}"],
            capture_output=True, text=True, timeout=30)
        status, version = done.stdout.split()
        return status, version

    answers = [guess_h2() for _ in range(UNKNOWN_LIMIT + 2)]
    assert {version for _, version in answers} == {"2"}
    assert [status for status, _ in answers] == ["404"] * UNKNOWN_LIMIT + ["429"] * 2


def test_through_the_proxy_naming_127_0_0_1_does_not_escape_the_socket_cap(behind):
    server, proxy = behind
    game = Game(Http(server.port), "howell", people=2)
    forged = ("X-Forwarded-For: 127.0.0.1",)
    held = [phone_through(proxy, "http", game.code, source="127.0.0.5", headers=forged) for _ in range(SOCKET_CAP)]
    try:
        for phone in held:
            assert phone.receive()["type"] == "state"
        over = phone_through(proxy, "http", game.code, source="127.0.0.5", headers=forged)
        messages, code, _ = over.until_closed()
        assert code == 4429 and messages[-1]["error"] == "too_many_sockets"
        over.close()
        phone = phone_through(proxy, "https", game.code, source="127.0.0.6")  # another address still gets in
        assert phone.receive()["type"] == "state"
        phone.close()
    finally:
        for phone in held:
            phone.close()
