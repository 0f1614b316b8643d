"""Hostile or broken clients against the real server (gunicorn + gevent): the WebSocket's
4429 says when to retry; every refusal is JSON, even the ones gunicorn makes itself before
the app sees the request (issue 11, items 3 and 6)."""
from __future__ import annotations

import json
import re
import socket

import pytest

from tests.phones import Game, Phone
from tests.support import Http, ServerProcess

pytestmark = pytest.mark.e2e


def test_a_socket_refused_for_too_many_unknown_codes_says_when_to_retry(tmp_path):
    server = ServerProcess(str(tmp_path / "ws429.sqlite3"))
    server.env["COMPANION_LIMIT_UNKNOWN"] = "1/60"
    server.start()
    try:
        closes = []
        for _ in range(2):
            ws = Phone(server.port, "ZZZZZZ", source="127.0.0.2").connect()  # 127.0.0.1 is not counted
            messages, code, reason = ws.until_closed()
            assert len(messages) == 1  # one message, then the close
            closes.append((code, reason, messages[0]))
            ws.close()
        assert closes[0][0] == 4404
        code, reason, message = closes[1]
        assert code == 4429 and message["error"] == "too_many_requests"
        wait = message["retry_after"]
        assert 1 <= wait <= 60
        assert re.search(r"try again in (\d+) seconds?", reason), reason
        assert int(re.search(r"try again in (\d+) second", reason).group(1)) == wait
    finally:
        server.discard()


def raw_exchange(port: int, data: bytes, timeout: float = 10) -> tuple[int, dict, bytes]:
    """Send raw bytes, read the whole answer (the server closes): (status, headers, body)."""
    with socket.create_connection(("127.0.0.1", port), timeout=timeout) as conn:
        conn.sendall(data)
        try:
            conn.shutdown(socket.SHUT_WR)
        except OSError:
            pass
        chunks = []
        while True:
            try:
                chunk = conn.recv(65536)
            except ConnectionResetError:
                break
            if not chunk:
                break
            chunks.append(chunk)
            if b"\r\n\r\n" in b"".join(chunks):
                head, _, rest = b"".join(chunks).partition(b"\r\n\r\n")
                length = re.search(rb"(?im)^content-length:\s*(\d+)", head)
                if length and len(rest) >= int(length.group(1)):
                    break
    raw = b"".join(chunks)
    head, _, body = raw.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    status = int(lines[0].split()[1])
    headers = {k.strip().lower(): v.strip() for k, _, v in (line.partition(":") for line in lines[1:])}
    return status, headers, body


def assert_refused_by_gunicorn(status, body, expected_status):
    """A head gunicorn's own parser refuses, before the app sees it: gunicorn's answer (its page, its
    status), never a 500, and nothing of the app's."""
    assert status == expected_status, (status, body[:300])
    assert b"Traceback" not in body


def assert_json_error(status, headers, body, expected_status, expected_code):
    assert status == expected_status, (status, body[:300])
    assert headers["content-type"].startswith("application/json"), headers
    answer = json.loads(body)
    assert answer["error"] == expected_code and answer["message"], answer
    assert "<html" not in body.decode("utf-8", "replace").lower()
    assert "frame-ancestors 'none'" in headers["content-security-policy"]
    assert headers["x-content-type-options"] == "nosniff"
    assert headers["referrer-policy"] == "no-referrer"


@pytest.fixture(scope="module")
def live(tmp_path_factory):
    proc = ServerProcess(str(tmp_path_factory.mktemp("hardening") / "h.sqlite3")).start()
    yield proc
    proc.discard()


def test_only_a_trusted_proxy_names_the_scheme_and_no_peer_sets_the_script_name(live, tmp_path):
    """gunicorn applies no forwarded header, even from this machine: without ``COMPANION_PROXIES`` a join link
    is the server's own scheme, whatever a client claims; a ``SCRIPT_NAME`` header is dropped, not a 500 or
    a prefix to every link. Behind a trusted proxy the app's ProxyFix reads ``X-Forwarded-Proto``."""
    claims = "X-Forwarded-Proto: https\r\nX-Forwarded-Ssl: off\r\nSCRIPT_NAME: /elsewhere\r\n"
    body = b'{"host_name": "Ann"}'
    made = (f"POST /api/tables HTTP/1.1\r\nHost: 127.0.0.1:{live.port}\r\n{claims}Content-Type: application/json\r\n"
            f"Content-Length: {len(body)}\r\nConnection: close\r\n\r\n").encode() + body
    status, _, answer = raw_exchange(live.port, made)
    assert status == 201, answer[:300]
    assert json.loads(answer)["join_url"].startswith(f"http://127.0.0.1:{live.port}/t/")
    for path in ("/healthz", "/elsewhere/healthz"):
        status, _, _ = raw_exchange(live.port, f"GET {path} HTTP/1.1\r\nHost: x\r\n{claims}Connection: close\r\n\r\n".encode())
        assert status == (200 if path == "/healthz" else 404)
    proxied = ServerProcess(str(tmp_path / "proxied.sqlite3"), env={"COMPANION_PROXIES": "1"}).start()
    try:
        made = made.replace(b"X-Forwarded-Ssl: off\r\n", b"X-Forwarded-For: 203.0.113.9\r\n")
        status, _, answer = raw_exchange(proxied.port, made)
        assert status == 201 and json.loads(answer)["join_url"].startswith("https://"), answer[:300]
    finally:
        proxied.discard()


def test_a_very_long_request_line_is_refused_by_gunicorn(live):
    path = "/api/tables/" + "A" * 10_000
    status, headers, body = raw_exchange(live.port, f"GET {path} HTTP/1.1\r\nHost: x\r\n\r\n".encode())
    assert_refused_by_gunicorn(status, body, 414)


@pytest.mark.parametrize("request_bytes", [
    b"GET / HTTP/1.1\r\nHost: x\r\nBad Header: value\r\n\r\n",          # a space in a header name
    b"GET / HTTP/1.1\r\nHost: x\r\nX-Odd\x00: v\r\n\r\n",               # NUL in a header name
    b"GET / HTTP/1.1\r\nHost: x\r\nno colon here\r\n\r\n",               # no colon
    b"GET / HTTP/1.1\r\nHost: x\r\n folded: line\r\n\r\n",               # obsolete line folding
    b"GE\x01T / HTTP/1.1\r\nHost: x\r\n\r\n",                            # a method that is no method
    b"GET / HTTP/9.9\r\nHost: x\r\n\r\n",                                # an HTTP version that is none
], ids=["space-in-name", "nul-in-name", "no-colon", "folding", "bad-method", "bad-version"])
def test_a_malformed_request_is_refused_by_gunicorn(live, request_bytes):
    status, headers, body = raw_exchange(live.port, request_bytes)
    assert_refused_by_gunicorn(status, body, 400)


@pytest.mark.parametrize("extra", ["X-Big: " + "v" * 9000 + "\r\n",
                                   "".join(f"X-H{i}: v\r\n" for i in range(150))], ids=["one-huge", "too-many"])
def test_too_large_or_too_many_headers_are_refused_by_gunicorn(live, extra):
    status, headers, body = raw_exchange(live.port, f"GET / HTTP/1.1\r\nHost: x\r\n{extra}\r\n".encode())
    assert_refused_by_gunicorn(status, body, 431)


def _chunked(total: int, size: int = 4096) -> bytes:
    out, sent = [], 0
    while sent < total:
        n = min(size, total - sent)
        out.append(f"{n:x}\r\n".encode() + b"x" * n + b"\r\n")
        sent += n
    return b"".join(out) + b"0\r\n\r\n"


@pytest.mark.parametrize("path", ["/api/tables", "{table}/join", "{table}/actions"])
def test_an_oversized_chunked_body_is_413_not_bad_json(live, path):
    http = Http(live.port)
    game = Game(http, "howell", people=2)
    http.close()
    head = (f"POST {path.format(table=game.path)} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
            f"Authorization: Bearer {game.tokens[game.host]}\r\n"
            "Transfer-Encoding: chunked\r\n\r\n").encode()
    status, headers, body = raw_exchange(live.port, head + _chunked(64 * 1024))
    assert_json_error(status, headers, body, 413, "too_large")
    # exactly at the limit (16384 bytes) is not too large: the JSON is read and judged
    status, headers, body = raw_exchange(live.port, head.replace(b"\r\n\r\n", b"\r\nConnection: close\r\n\r\n")
                                         + _chunked(16 * 1024))
    assert status == 400 and json.loads(body)["error"] == "bad_json"


def test_a_small_chunked_body_is_read_as_usual(live):
    payload = json.dumps({"host_name": "Ann"}).encode()
    head = (b"POST /api/tables HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
            b"Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n")
    chunked = f"{len(payload):x}\r\n".encode() + payload + b"\r\n0\r\n\r\n"
    status, headers, body = raw_exchange(live.port, head + chunked)
    assert status == 201 and json.loads(body)["player_id"] == "p1"


def test_a_bad_chunk_is_refused_as_json(live):
    head = (b"POST /api/tables HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
            b"Transfer-Encoding: chunked\r\n\r\n")
    status, headers, body = raw_exchange(live.port, head + b"zz\r\n{}\r\n0\r\n\r\n")
    assert_json_error(status, headers, body, 400, "bad_request")
