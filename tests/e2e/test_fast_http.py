"""The worker's fast path for a tap (companion/web/fasthttp.py, worker.JsonErrorWorker.handle),
against the real server (gunicorn + gevent) over raw sockets: exact bytes in, exact answers out.

A tap of the phone's plain shape is answered by the worker itself; the same request with a
header that makes the fast parser refuse it (a second ``Accept: application/json``, which
means nothing to the app) goes through gunicorn's own request machinery. Both must answer
the same, on the same keep-alive connection, in order, and every applied tap moves the
table's version by exactly one.

Which path answered is visible: gunicorn's response object adds ``Server: gunicorn``, the
fast path writes no Server header.
"""
from __future__ import annotations

import json
import socket
import time
from dataclasses import dataclass

import pytest

from tests.support import Game

pytestmark = pytest.mark.e2e

IGNORED = {"date", "connection", "server"}  # set by whichever path wrote the answer
SLOW = b"Accept: application/json\r\n"  # a second Accept: parse_head refuses a duplicate name


@dataclass
class Answer:
    status: int
    reason: str
    headers: list[tuple[str, str]]
    body: bytes

    def header(self, name: str) -> str | None:
        values = [v for k, v in self.headers if k.lower() == name.lower()]
        assert len(values) <= 1, (name, self.headers)
        return values[0] if values else None

    def json(self):
        assert (self.header("content-type") or "").startswith("application/json"), self.headers
        return json.loads(self.body)

    @property
    def fast(self) -> bool:
        return self.header("server") is None

    def comparable_headers(self) -> list[tuple[str, str]]:
        return sorted((k.lower(), v) for k, v in self.headers if k.lower() not in IGNORED)


class Phone:
    """One raw TCP connection to the server: exact bytes out, answers read one at a time."""

    def __init__(self, port: int, timeout: float = 10):
        self.sock = socket.create_connection(("127.0.0.1", port), timeout=timeout)
        self.buf = b""

    def send(self, data: bytes) -> None:
        self.sock.sendall(data)

    def _fill(self) -> bool:
        chunk = self.sock.recv(65536)
        self.buf += chunk
        return bool(chunk)

    def _take_line(self) -> bytes:
        while b"\r\n" not in self.buf:
            assert self._fill(), f"the server closed mid-answer: {self.buf!r}"
        line, _, self.buf = self.buf.partition(b"\r\n")
        return line

    def _take(self, n: int) -> bytes:
        while len(self.buf) < n:
            assert self._fill(), f"the server closed mid-body: {self.buf!r}"
        data, self.buf = self.buf[:n], self.buf[n:]
        return data

    def answer(self) -> Answer:
        """The next whole answer on this connection (Content-Length or chunked)."""
        while b"\r\n\r\n" not in self.buf:
            assert self._fill(), f"the server closed without an answer: {self.buf!r}"
        head, _, self.buf = self.buf.partition(b"\r\n\r\n")
        lines = head.decode("latin-1").split("\r\n")
        version, status, reason = (lines[0].split(" ", 2) + [""])[:3]
        assert version == "HTTP/1.1", lines[0]
        headers = [(k.strip(), v.strip()) for k, _, v in (line.partition(":") for line in lines[1:])]
        answer = Answer(int(status), reason, headers, b"")
        if (answer.header("transfer-encoding") or "").lower() == "chunked":
            body = b""
            while True:
                size = int(self._take_line().split(b";")[0], 16)
                if size == 0:
                    while self._take_line():
                        pass
                    break
                body += self._take(size)
                assert self._take_line() == b""
            answer.body = body
        else:
            answer.body = self._take(int(answer.header("content-length")))
        return answer

    def closed_by_server(self) -> bool:
        """True when the server closed this connection with nothing more to say."""
        try:
            more = self.sock.recv(65536)
        except ConnectionResetError:
            more = b""
        return self.buf == b"" and more == b""

    def close(self) -> None:
        self.sock.close()


def request(port: int, method: str, path: str, token: str | None = None, body: bytes | None = None,
            extra: bytes = b"", connection: str | None = None, length: int | None = None) -> bytes:
    """The head (and body) a phone's browser sends, with ``extra`` header lines before Content-Length."""
    lines = [f"{method} {path} HTTP/1.1", f"Host: 127.0.0.1:{port}",
             "User-Agent: Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Mobile",
             "Accept: application/json", "Accept-Language: en-GB,en;q=0.9"]
    if body is not None:
        lines.append("Content-Type: application/json")
    if token:
        lines.append(f"Authorization: Bearer {token}")
    lines.append(f"Origin: http://127.0.0.1:{port}")
    if connection:
        lines.append(f"Connection: {connection}")
    head = ("\r\n".join(lines) + "\r\n").encode() + extra
    if body is not None:
        head += f"Content-Length: {len(body) if length is None else length}\r\n".encode()
    return head + b"\r\n" + (body or b"")


def tap(port: int, game: Game, action: dict | bytes, who: str = "p1", token: str | None = None,
        code: str | None = None, **kwargs) -> bytes:
    body = action if isinstance(action, bytes) else json.dumps(action).encode()
    return request(port, "POST", f"/api/tables/{code or game.code}/actions",
                   token=token if token is not None else game.tokens[who], body=body, **kwargs)


def seat(*order: str) -> dict:
    return {"type": "seat", "order": list(order)}


def version(game: Game) -> int:
    return game.snap(game.host)["version"]


def ask(port: int, data: bytes) -> Answer:
    phone = Phone(port)
    try:
        phone.send(data)
        return phone.answer()
    finally:
        phone.close()


def assert_same_answer(fast: Answer, slow: Answer):
    assert fast.fast and not slow.fast, (fast.headers, slow.headers)  # really the two paths
    assert (fast.status, fast.reason) == (slow.status, slow.reason)
    assert fast.json() == slow.json()
    assert fast.comparable_headers() == slow.comparable_headers()


def assert_gunicorn_s_400_and_closed(port: int, data: bytes) -> None:
    """gunicorn's JSON 400 (worker.error_bytes: Connection: close, no Date), then the connection closed."""
    phone = Phone(port)
    try:
        phone.send(data)
        answer = phone.answer()
        assert phone.closed_by_server()
    finally:
        phone.close()
    assert answer.status == 400, (answer.status, answer.body)
    assert answer.json()["error"] == "bad_request" and answer.json()["message"]
    assert answer.header("connection") == "close" and answer.header("date") is None


# --- the same answers either way ------------------------------------------------------------

def test_an_applied_tap_answered_on_the_fast_path_is_the_same_as_gunicorn_s_answer(server, http):
    fast_table, slow_table = Game(http, people=3), Game(http, people=3)  # made the same way
    before = version(fast_table)
    assert version(slow_table) == before
    fast = ask(server.port, tap(server.port, fast_table, seat("p1", "p3", "p2")))
    slow = ask(server.port, tap(server.port, slow_table, seat("p1", "p3", "p2"), extra=SLOW))
    assert fast.status == 200
    assert fast.json()["code"] == fast_table.code and slow.json()["code"] == slow_table.code
    fast.body = fast.body.replace(fast_table.code.encode(), b"CODE")
    slow.body = slow.body.replace(slow_table.code.encode(), b"CODE")
    assert_same_answer(fast, slow)
    assert fast.json()["version"] == before + 1
    assert version(fast_table) == version(slow_table) == before + 1
    assert [p["id"] for p in fast_table.snap()["people"]] == ["p1", "p3", "p2"]


REFUSALS = {
    "stale_version": (lambda g: dict(seat("p1", "p3", "p2"), expected_version=0), {}, 409, "stale_version"),
    "unknown_token": (lambda g: seat("p1", "p3", "p2"), {"token": "not-a-token"}, 401, "unknown_token"),
    "unknown_table": (lambda g: seat("p1", "p3", "p2"), {"code": "ZZZZZZ"}, 404, "unknown_table"),
    "bad_json": (lambda g: b'{"type": "seat", ', {}, 400, "bad_json"),
}


@pytest.mark.parametrize("case", sorted(REFUSALS))
def test_a_refused_tap_answered_on_the_fast_path_is_the_same_as_gunicorn_s_refusal(server, http, case):
    action, options, status, code = REFUSALS[case]
    game = Game(http, people=3)
    before = version(game)
    fast = ask(server.port, tap(server.port, game, action(game), **options))
    slow = ask(server.port, tap(server.port, game, action(game), extra=SLOW, **options))
    assert (fast.status, fast.json()["error"]) == (status, code), fast.body
    assert fast.json()["message"]
    assert_same_answer(fast, slow)
    assert version(game) == before  # nothing applied


def test_a_tap_over_the_body_limit_is_refused_as_json_413_by_gunicorn_s_path(server, http):
    game = Game(http, people=3)
    before = version(game)
    big = json.dumps(dict(seat("p1", "p3", "p2"), pad=" " * 20000)).encode()  # over the 16 KB default
    plain = ask(server.port, tap(server.port, game, big))
    slow = ask(server.port, tap(server.port, game, big, extra=SLOW))
    for answer in (plain, slow):
        assert answer.status == 413, (answer.status, answer.body[:300])
        assert answer.json()["error"] == "too_large" and answer.json()["message"]
        assert answer.header("cache-control") == "no-store"
    assert not plain.fast  # over the limit: gunicorn reads it, even in the plain shape
    assert plain.comparable_headers() == slow.comparable_headers() and plain.body == slow.body
    assert version(game) == before


def test_a_body_left_unread_on_gunicorn_s_path_is_skipped_before_the_next_tap(server, http):
    """A refusal made before the body is read (413, 401) leaves it on the connection: the next
    tap on that keep-alive connection starts after it, not inside it."""
    game = Game(http, people=3)
    port, before = server.port, version(game)
    big = json.dumps(dict(seat("p1", "p3", "p2"), pad=" " * 20000)).encode()
    phone = Phone(port)
    try:
        phone.send(tap(port, game, big))
        too_large = phone.answer()
        assert too_large.status == 413 and too_large.header("connection") == "keep-alive"
        phone.send(tap(port, game, seat("p1", "p3", "p2")))
        first = phone.answer()
        assert first.status == 200 and first.fast and first.json()["version"] == before + 1
        phone.send(tap(port, game, seat("p2", "p1", "p3"), token="not-a-token", extra=SLOW))
        refused = phone.answer()
        assert refused.status == 401 and not refused.fast
        phone.send(tap(port, game, seat("p2", "p1", "p3")))
        second = phone.answer()
        assert second.status == 200 and second.fast and second.json()["version"] == before + 2
    finally:
        phone.close()
    assert version(game) == before + 2


# --- one connection, many requests ------------------------------------------------------------

def test_one_keep_alive_connection_answers_fast_and_gunicorn_requests_in_order_then_closes_on_request(
        server, http):
    game = Game(http, people=3)
    port, before = server.port, version(game)
    phone = Phone(port)
    try:
        phone.send(tap(port, game, seat("p1", "p3", "p2")))
        first = phone.answer()
        assert first.status == 200 and first.fast and first.json()["version"] == before + 1
        assert first.header("connection") == "keep-alive"

        phone.send(request(port, "GET", f"/api/tables/{game.code}", token=game.tokens["p1"]))
        look = phone.answer()
        assert look.status == 200 and not look.fast
        assert look.json()["version"] == before + 1
        assert [p["id"] for p in look.json()["people"]] == ["p1", "p3", "p2"]

        phone.send(tap(port, game, seat("p1", "p2", "p3")))
        second = phone.answer()
        assert second.status == 200 and second.fast and second.json()["version"] == before + 2

        phone.send(tap(port, game, seat("p1", "p3", "p2"), extra=SLOW))
        third = phone.answer()
        assert third.status == 200 and not third.fast and third.json()["version"] == before + 3

        phone.send(tap(port, game, seat("p1", "p2", "p3"), connection="close"))
        last = phone.answer()
        assert last.status == 200 and last.fast and last.json()["version"] == before + 4
        assert last.header("connection") == "close"
        assert phone.closed_by_server()
    finally:
        phone.close()
    assert version(game) == before + 4
    assert [p["id"] for p in game.snap()["people"]] == ["p1", "p2", "p3"]


def test_two_taps_pipelined_in_one_send_are_both_answered_in_order(server, http):
    game = Game(http, people=3)
    port, before = server.port, version(game)
    phone = Phone(port)
    try:
        phone.send(tap(port, game, seat("p1", "p3", "p2")) + tap(port, game, seat("p2", "p1", "p3")))
        first, second = phone.answer(), phone.answer()
    finally:
        phone.close()
    assert (first.status, second.status) == (200, 200)
    assert first.fast and second.fast
    assert first.json()["version"] == before + 1 and second.json()["version"] == before + 2
    assert [p["id"] for p in first.json()["people"]] == ["p1", "p3", "p2"]
    assert [p["id"] for p in second.json()["people"]] == ["p2", "p1", "p3"]
    assert version(game) == before + 2


def test_taps_pipelined_around_a_request_gunicorn_reads_are_answered_in_order(server, http):
    game = Game(http, people=3)
    port, before = server.port, version(game)
    phone = Phone(port)
    try:
        phone.send(tap(port, game, seat("p1", "p3", "p2"))
                   + request(port, "GET", f"/api/tables/{game.code}", token=game.tokens["p2"])
                   + tap(port, game, seat("p2", "p1", "p3"), extra=SLOW)
                   + tap(port, game, seat("p3", "p2", "p1"), connection="close"))
        answers = [phone.answer() for _ in range(4)]
        assert phone.closed_by_server()
    finally:
        phone.close()
    assert [a.status for a in answers] == [200] * 4
    assert [a.fast for a in answers] == [True, False, False, True]
    assert [a.json()["version"] for a in answers] == [before + 1, before + 1, before + 2, before + 3]
    assert answers[1].json()["me"] == "p2"
    assert [p["id"] for p in answers[3].json()["people"]] == ["p3", "p2", "p1"]
    assert version(game) == before + 3


# --- bytes that come slowly -----------------------------------------------------------------

def test_a_tap_whose_body_comes_in_several_sends_is_answered_once_complete(server, http):
    game = Game(http, people=3)
    port, before = server.port, version(game)
    data = tap(port, game, seat("p1", "p3", "p2"))
    head_end = data.index(b"\r\n\r\n") + 4
    head, body = data[:head_end], data[head_end:]
    phone = Phone(port)
    try:
        phone.send(head)
        for i in range(0, len(body), 10):
            time.sleep(0.05)
            phone.send(body[i:i + 10])
        answer = phone.answer()
        assert answer.status == 200 and answer.fast and answer.json()["version"] == before + 1
        phone.send(tap(port, game, seat("p1", "p2", "p3")))  # the connection is still in step
        assert phone.answer().json()["version"] == before + 2
    finally:
        phone.close()
    assert version(game) == before + 2


def test_a_tap_whose_head_comes_in_several_sends_is_answered_once_complete(server, http):
    game = Game(http, people=3)
    port, before = server.port, version(game)
    data = tap(port, game, seat("p1", "p3", "p2"))
    end = data.index(b"\r\n\r\n")
    cuts = [7, 40, end + 1, end + 3, len(data)]  # inside the request line, a field, the blank line
    phone = Phone(port)
    try:
        start = 0
        for cut in cuts:
            phone.send(data[start:cut])
            start = cut
            time.sleep(0.05)
        answer = phone.answer()
    finally:
        phone.close()
    assert answer.status == 200 and answer.fast and answer.json()["version"] == before + 1
    assert version(game) == before + 1


# --- smuggling shapes ----------------------------------------------------------------------

def test_transfer_encoding_with_content_length_is_gunicorn_s_refusal_and_applies_nothing(server, http):
    game = Game(http, people=3)
    port, before = server.port, version(game)
    action = json.dumps(seat("p1", "p3", "p2")).encode()
    chunked = f"{len(action):x}\r\n".encode() + action + b"\r\n0\r\n\r\n"
    smuggled = tap(port, game, seat("p2", "p1", "p3"))
    # the body is a legal action in chunked framing (Content-Length counts those same bytes),
    # then a second tap behind it: neither may be applied, whichever framing a reader picked
    data = tap(port, game, chunked, extra=b"Transfer-Encoding: chunked\r\n") + smuggled
    assert_gunicorn_s_400_and_closed(port, data)  # gunicorn refuses the pair outright
    assert version(game) == before
    assert [p["id"] for p in game.snap()["people"]] == ["p1", "p2", "p3"]


def test_two_different_content_lengths_are_gunicorn_s_400_json_and_apply_nothing(server, http):
    game = Game(http, people=3)
    port, before = server.port, version(game)
    action = json.dumps(seat("p1", "p3", "p2")).encode()
    smuggled = tap(port, game, seat("p2", "p1", "p3"))
    for first, second in ((len(action), len(action) + len(smuggled)), (len(action) + len(smuggled), len(action))):
        data = tap(port, game, action, extra=f"Content-Length: {first}\r\n".encode(), length=second) + smuggled
        assert_gunicorn_s_400_and_closed(port, data)
    assert version(game) == before
    assert [p["id"] for p in game.snap()["people"]] == ["p1", "p2", "p3"]


# --- broken phones bother nobody -----------------------------------------------------------

def test_a_phone_that_sends_part_of_a_head_and_goes_away_disturbs_no_other_phone(server, http):
    game = Game(http, people=3)
    port, before = server.port, version(game)
    data = tap(port, game, seat("p1", "p3", "p2"))
    head_end = data.index(b"\r\n\r\n") + 4

    gone = Phone(port)  # part of the head, then closed
    gone.send(data[:60])
    gone.close()
    cut = Phone(port)  # the whole head, half the body, then closed: not a tap
    cut.send(data[:head_end + 5])
    cut.close()
    asleep = Phone(port)  # part of the head, then silent with its socket open
    asleep.send(data[:head_end - 10])
    try:
        other = Phone(port)
        try:
            other.send(tap(port, game, seat("p2", "p1", "p3")))
            answer = other.answer()
        finally:
            other.close()
        assert answer.status == 200 and answer.fast
        assert answer.json()["version"] == before + 1
        assert [p["id"] for p in answer.json()["people"]] == ["p2", "p1", "p3"]
    finally:
        asleep.close()
    answer = ask(port, tap(port, game, seat("p1", "p2", "p3")))
    assert answer.status == 200 and answer.json()["version"] == before + 2
    assert version(game) == before + 2


# --- heads gunicorn refuses before they end -------------------------------------------------

@pytest.mark.parametrize("data, half_close, status, code", [
    (b"GET /healthz HTTP/1.1\nHost: x\n\n", False, 400, "bad_request"),
    (b"GET /healthz HTTP/1.1\nHost: x\n\n", True, 400, "bad_request"),
    (b"POST /api/tables/ABCDEF/actions HTTP/1.1\r\nHost: x\nContent-Length: 2\n\n{}", False, 400, "bad_request"),
    (b"GE\x01T / HTTP/1.1\r\nHost: x\r\n", False, 400, "bad_request"),
    (b"GET /" + b"a" * 5000, False, 414, "request_line_too_long"),
], ids=["bare-lf", "bare-lf-then-half-close", "bare-lf-in-a-tap-head", "bad-method-head-not-ended",
        "request-line-over-4094-not-ended"])
def test_a_head_gunicorn_refuses_before_it_ends_is_still_refused_as_json(server, data, half_close, status, code):
    """gunicorn refuses these as soon as it sees them (no blank line needed): a client waiting for
    an answer, or one that has sent everything and half-closed, gets the JSON refusal."""
    phone = Phone(server.port, timeout=5)
    try:
        phone.send(data)
        if half_close:
            phone.sock.shutdown(socket.SHUT_WR)
        answer = phone.answer()
    finally:
        phone.close()
    assert answer.status == status, (answer.status, answer.body)
    assert answer.json()["error"] == code
    assert answer.header("connection") == "close"


def test_a_header_too_long_for_gunicorn_is_its_431_not_a_fast_answer(server, http):
    game = Game(http, people=3)
    port, before = server.port, version(game)
    answer = ask(port, tap(port, game, seat("p1", "p3", "p2"), extra=b"X-Pad: " + b"a" * 12000 + b"\r\n"))
    assert answer.status == 431 and answer.json()["error"] == "headers_too_large"  # gunicorn's refusal (error_bytes)
    assert version(game) == before
