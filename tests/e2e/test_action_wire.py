"""An action on the wire, against the real server (gunicorn + gevent + Flask), over raw sockets.

There is one path for an action whatever the transport (``TableService.submit``)
and one mapping of its errors (``wire.to_wire``): a POST's answer is JSON
with its status and every header, on a keep-alive connection that stays in
step; the same refusal on the socket is an ``error`` frame with the same
status, code and sentence. Bytes a client could frame two ways are refused
with nothing applied, and gunicorn's own early refusals are JSON too.
"""
from __future__ import annotations

import json
import socket
from dataclasses import dataclass

import pytest

from tests.phones import Game
from tests.support import ServerProcess

pytestmark = pytest.mark.e2e


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    """One server for the module (conftest's ``http`` talks to it)."""
    proc = ServerProcess(str(tmp_path_factory.mktemp("wire") / "wire.sqlite3")).start()
    yield proc
    proc.discard()


@dataclass
class Answer:
    status: int
    headers: list[tuple[str, str]]
    body: bytes

    def header(self, name: str) -> str | None:
        values = [v for k, v in self.headers if k.lower() == name.lower()]
        assert len(values) <= 1, (name, self.headers)
        return values[0] if values else None

    def json(self):
        assert (self.header("content-type") or "").startswith("application/json"), self.headers
        return json.loads(self.body)


class RawHttp:
    """One raw TCP connection to the server: exact bytes out, answers read one at a time (an HTTP
    client would frame, or refuse to send, the requests smuggled here; a phone's calls: ``tests.phones.Phone``)."""

    def __init__(self, port: int, timeout: float = 10):
        self.sock = socket.create_connection(("127.0.0.1", port), timeout=timeout)
        self.buf = b""

    def send(self, data: bytes) -> None:
        self.sock.sendall(data)

    def _fill(self) -> bool:
        chunk = self.sock.recv(65536)
        self.buf += chunk
        return bool(chunk)

    def answer(self) -> Answer:
        """The next whole answer on this connection (Content-Length framed, as every answer of ours is)."""
        while b"\r\n\r\n" not in self.buf:
            assert self._fill(), f"the server closed without an answer: {self.buf!r}"
        head, _, self.buf = self.buf.partition(b"\r\n\r\n")
        lines = head.decode("latin-1").split("\r\n")
        assert lines[0].startswith("HTTP/1.1 "), lines[0]
        headers = [(k.strip(), v.strip()) for k, _, v in (line.partition(":") for line in lines[1:])]
        answer = Answer(int(lines[0].split(" ", 2)[1]), headers, b"")
        length = int(answer.header("content-length"))
        while len(self.buf) < length:
            assert self._fill(), f"the server closed mid-body: {self.buf!r}"
        answer.body, self.buf = self.buf[:length], self.buf[length:]
        return answer

    def closed_by_server(self) -> bool:
        try:
            more = self.sock.recv(65536)
        except ConnectionResetError:
            more = b""
        return self.buf == b"" and more == b""

    def close(self) -> None:
        self.sock.close()


def tap(port: int, code: str, token: str | None, body: bytes | dict, extra: bytes = b"",
        length: int | None = None, connection: str | None = None) -> bytes:
    """The request a phone's browser sends for an action, with ``extra`` header lines before Content-Length."""
    data = body if isinstance(body, bytes) else json.dumps(body).encode()
    lines = [f"POST /api/tables/{code}/actions HTTP/1.1", f"Host: 127.0.0.1:{port}",
             "Accept: application/json", "Content-Type: application/json", f"Origin: http://127.0.0.1:{port}"]
    if token:
        lines.append(f"Authorization: Bearer {token}")
    if connection:
        lines.append(f"Connection: {connection}")
    head = ("\r\n".join(lines) + "\r\n").encode() + extra
    head += f"Content-Length: {len(data) if length is None else length}\r\n".encode()
    return head + b"\r\n" + data


def ask(port: int, data: bytes) -> Answer:
    connection = RawHttp(port)
    try:
        connection.send(data)
        return connection.answer()
    finally:
        connection.close()


def seat(*order: str) -> dict:
    return {"type": "seat", "order": list(order)}


def version(game: Game) -> int:
    return game.snap(game.host)["version"]


def assert_wire(answer: Answer, status: int, code: str | None = None) -> dict:
    """The status, JSON with its code and a sentence, and the headers every answer carries."""
    assert answer.status == status, (answer.status, answer.body[:300])
    body = answer.json()
    if code is not None:
        assert body["error"] == code and body["message"], body
    assert answer.header("cache-control") == "no-store"
    assert int(answer.header("content-length")) == len(answer.body)
    assert "frame-ancestors 'none'" in answer.header("content-security-policy")
    assert answer.header("x-content-type-options") == "nosniff"
    assert answer.header("referrer-policy") == "no-referrer"
    return body


# --- a POST's answers ---------------------------------------------------------------------------

def test_every_action_answer_is_json_with_its_status_and_every_header(server, http):
    game = Game(http, people=3)
    port, before = server.port, version(game)
    host = game.tokens[game.host]
    applied = assert_wire(ask(port, tap(port, game.code, host, seat("p1", "p3", "p2"))), 200)
    assert applied == game.snap(game.host) and applied["version"] == before + 1  # the snapshot GET answers
    refusals = [
        (tap(port, game.code, host, b'{"type": "seat", '), 400, "bad_json"),
        (tap(port, game.code, host, {"type": "nonsense"}), 400, "unknown_action"),
        (tap(port, game.code, host, {"type": "options", "options": {}, "action_id": "a\x00b"}), 400,
         "bad_action_id"),
        (tap(port, game.code, None, seat("p1", "p2", "p3")), 401, "missing_token"),
        (tap(port, game.code, "not-a-token", seat("p1", "p2", "p3")), 401, "unknown_token"),
        (tap(port, "ZZZZZZ", host, seat("p1", "p2", "p3")), 404, "unknown_table"),
        (tap(port, game.code, host, dict(seat("p1", "p2", "p3"), expected_version=0)), 409, "stale_version"),
        (tap(port, game.code, host, dict(seat("p1", "p2", "p3"), pad=" " * 20000)), 413, "too_large"),
    ]
    for data, status, code in refusals:
        body = assert_wire(ask(port, data), status, code)
        if code == "stale_version":
            assert body["state"] == game.snap(game.host)
        if code == "bad_action_id":
            assert "a\x00b" not in body["message"]  # never echoed back
    assert version(game) == before + 1  # nothing refused was applied


def test_an_action_refused_on_a_post_is_refused_the_same_on_the_socket(server, http):
    game = Game(http, people=3)
    port, before = server.port, version(game)
    ws = game.phone("p2")
    try:
        ws.receive()  # the state at connect
        for action in ({"type": "nonsense"}, {"type": "kick", "player": "p3"},  # 400, 403 host_only
                       dict(seat("p1", "p2", "p3"), expected_version=0), {"type": "undo"}):  # 409 twice
            post = ask(port, tap(port, game.code, game.tokens["p2"], action))
            ws.send({"type": "action", "action": dict(action, action_id="same-1")})
            frame = ws.receive()
            assert frame["type"] == "error" and frame["action_id"] == "same-1"
            assert (frame["status"], frame["error"], frame["message"]) == (
                post.status, post.json()["error"], post.json()["message"]), action
            if frame["error"] == "stale_version":
                assert frame["version"] == post.json()["state"]["version"] == before
        ws.send({"type": "action", "action": {"type": "undo", "action_id": "evil\u202e\u0000"}})
        frame = ws.receive()
        assert (frame["status"], frame["error"], frame["action_id"]) == (400, "bad_action_id", None)  # not echoed
    finally:
        ws.close()
    assert version(game) == before


# --- one connection, many requests --------------------------------------------------------------

def test_two_actions_pipelined_on_a_keep_alive_connection_are_answered_in_order(server, http):
    game = Game(http, people=3)
    port, before = server.port, version(game)
    host = game.tokens[game.host]
    connection = RawHttp(port)
    try:
        connection.send(tap(port, game.code, host, seat("p1", "p3", "p2"))
                        + tap(port, game.code, host, seat("p2", "p1", "p3")))
        first, second = connection.answer(), connection.answer()
        assert [first.json()["version"], second.json()["version"]] == [before + 1, before + 2]
        assert [p["id"] for p in second.json()["people"]] == ["p2", "p1", "p3"]
        # a refusal made before the body is read (413) leaves the connection in step for the next one
        connection.send(tap(port, game.code, host, dict(seat("p1", "p2", "p3"), pad=" " * 20000)))
        assert connection.answer().status == 413
        connection.send(tap(port, game.code, host, seat("p3", "p2", "p1"), connection="close"))
        last = connection.answer()
        assert last.status == 200 and last.json()["version"] == before + 3
        assert last.header("connection") == "close" and connection.closed_by_server()
    finally:
        connection.close()
    assert version(game) == before + 3


# --- bytes that could be framed two ways ----------------------------------------------------------

def assert_refused_400_and_closed(port: int, data: bytes) -> None:
    connection = RawHttp(port)
    try:
        connection.send(data)
        answer = connection.answer()
        assert connection.closed_by_server()
    finally:
        connection.close()
    assert answer.status == 400, answer.body  # gunicorn's own refusal, before the app
    assert answer.header("connection") == "close"


def test_transfer_encoding_with_content_length_is_refused_and_applies_nothing(server, http):
    game = Game(http, people=3)
    port, before = server.port, version(game)
    host = game.tokens[game.host]
    action = json.dumps(seat("p1", "p3", "p2")).encode()
    chunked = f"{len(action):x}\r\n".encode() + action + b"\r\n0\r\n\r\n"
    # a legal action in chunked framing (Content-Length counts those same bytes), then a second
    # action behind it: neither may be applied, whichever framing a reader picked
    data = (tap(port, game.code, host, chunked, extra=b"Transfer-Encoding: chunked\r\n")
            + tap(port, game.code, host, seat("p2", "p1", "p3")))
    assert_refused_400_and_closed(port, data)
    assert version(game) == before and [p["id"] for p in game.snap()["people"]] == ["p1", "p2", "p3"]


def test_two_different_content_lengths_are_refused_and_apply_nothing(server, http):
    game = Game(http, people=3)
    port, before = server.port, version(game)
    host = game.tokens[game.host]
    action = json.dumps(seat("p1", "p3", "p2")).encode()
    smuggled = tap(port, game.code, host, seat("p2", "p1", "p3"))
    for first, second in ((len(action), len(action) + len(smuggled)), (len(action) + len(smuggled), len(action))):
        data = tap(port, game.code, host, action, extra=f"Content-Length: {first}\r\n".encode(),
                   length=second) + smuggled
        assert_refused_400_and_closed(port, data)
    assert version(game) == before and [p["id"] for p in game.snap()["people"]] == ["p1", "p2", "p3"]


# --- heads gunicorn refuses before they end -------------------------------------------------------

@pytest.mark.parametrize("data, status, code", [
    (b"GET /healthz HTTP/1.1\nHost: x\n\n", 400, "bad_request"),
    (b"POST /api/tables/ABCDEF/actions HTTP/1.1\r\nHost: x\nContent-Length: 2\n\n{}", 400, "bad_request"),
    (b"GE\x01T / HTTP/1.1\r\nHost: x\r\n", 400, "bad_request"),
    (b"GET /" + b"a" * 5000, 414, "request_line_too_long"),
], ids=["bare-lf", "bare-lf-in-an-action-head", "bad-method-head-not-ended", "request-line-over-4094-not-ended"])
def test_a_head_gunicorn_refuses_before_it_ends_is_refused_at_once(server, data, status, code):
    """The client has not ended its head (nor closed its side): gunicorn's refusal comes anyway."""
    connection = RawHttp(server.port, timeout=5)
    try:
        connection.send(data)
        answer = connection.answer()
    finally:
        connection.close()
    assert answer.status == status, (answer.status, answer.body)
    assert answer.header("connection") == "close"


def test_an_action_with_a_header_too_long_for_gunicorn_is_its_431_and_applies_nothing(server, http):
    game = Game(http, people=3)
    before = version(game)
    answer = ask(server.port, tap(server.port, game.code, game.tokens[game.host], seat("p1", "p3", "p2"),
                                  extra=b"X-Pad: " + b"a" * 12000 + b"\r\n"))
    assert answer.status == 431
    assert version(game) == before
