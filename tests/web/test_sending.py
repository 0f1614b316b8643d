"""Each write of an answer is one send, its bytes gunicorn's: ``sending.OneWrite`` against gunicorn's own ``Response``.

The real gunicorn classes on a real socket pair: a request parsed by gunicorn's
parser, answered once by gunicorn's ``Response`` and once by ``OneWrite``; the
bytes the client reads must be the same, and ``OneWrite`` must have sent them
in one ``sendall`` per write of the answer (the head with the body's first
bytes), where gunicorn's own sends the head apart.
"""
from __future__ import annotations

import contextlib
import socket
import time

import pytest
from gunicorn import util
from gunicorn.config import Config as GunicornConfig
from gunicorn.http import wsgi
from gunicorn.http.parser import RequestParser

from companion.web import sending


class Counted:
    """A real socket whose ``sendall`` calls are counted (everything goes to the socket)."""

    def __init__(self, sock):
        self.sock, self.sends = sock, []

    def sendall(self, data):
        self.sends.append(bytes(data))
        self.sock.sendall(data)

    def __getattr__(self, name):
        return getattr(self.sock, name)


PEER = ("127.0.0.1", 5000)


@contextlib.contextmanager
def parsed(request: bytes):
    """A real socket pair, ``request`` sent on it and parsed by gunicorn: (server's end, client's end, cfg, req)."""
    server, client = socket.socketpair()
    with server, client:
        client.sendall(request)
        cfg = GunicornConfig()
        yield server, client, cfg, next(RequestParser(cfg, server, PEER))


def read_all(server, client) -> bytes:
    """Everything the server's end wrote, once it is done writing."""
    server.shutdown(socket.SHUT_WR)
    read = b""
    while chunk := client.recv(65536):
        read += chunk
    return read


def answered(response_class, request: bytes, status: str, headers: list, body: list[bytes], file=None):
    """(what the client read, the sends) of one answer to ``request`` written by ``response_class``."""
    with parsed(request) as (server, client, cfg, req):
        sock = Counted(server)
        resp = response_class(req, sock, cfg)
        resp.start_response(status, headers)
        if file is not None:
            resp.write_file(wsgi.FileWrapper(file))
        for piece in body:
            resp.write(piece)
        resp.close()
        return read_all(server, client), sock.sends


def same_second(*answers):
    """The answers, made again until both fell in one second (their ``Date`` alike)."""
    for _ in range(5):
        start = int(time.time())
        made = [answer() for answer in answers]
        if int(time.time()) == start:
            return made
    raise AssertionError("the clock ticked every time")


GET = b"GET /static/js/dom.js HTTP/1.1\r\nHost: x\r\n\r\n"
HEAD = b"HEAD /static/js/dom.js HTTP/1.1\r\nHost: x\r\n\r\n"


@pytest.mark.parametrize("request_bytes, status, headers, body, sends", [
    (GET, "200 OK", [("Content-Length", "11"), ("Content-Type", "text/plain")], [b"hello world"], 1),
    (HEAD, "200 OK", [("Content-Length", "11")], [b"hello world"], 1),
    (GET, "304 Not Modified", [("ETag", '"x"')], [], 1),
    (GET, "200 OK", [("Content-Type", "text/plain")], [b"first", b"second"], 3),  # chunked: a send a piece, the end
    (GET, "200 OK", [("Content-Length", "0")], [b""], 1),
], ids=["whole", "head", "not-modified", "chunked", "empty"])
def test_an_answers_head_leaves_with_its_first_bytes_and_the_bytes_are_gunicorns(request_bytes, status, headers,
                                                                                    body, sends):
    (theirs, their_sends), (ours, our_sends) = same_second(
        lambda: answered(wsgi.Response, request_bytes, status, headers, body),
        lambda: answered(sending.OneWrite, request_bytes, status, headers, body))
    assert ours == theirs and b"\r\n\r\n" in ours
    assert len(our_sends) == sends and b"".join(our_sends) == ours
    if body and body[0] and request_bytes == GET:
        assert len(their_sends) > len(our_sends)  # gunicorn's own sent the head apart
        assert our_sends[0].startswith(b"HTTP/1.1 200") and body[0] in our_sends[0]


@pytest.mark.parametrize("headers", [[("Content-Length", "2000")], []], ids=["length", "chunked"])
def test_a_file_sent_with_sendfile_comes_after_its_head(tmp_path, headers):
    path = tmp_path / "dom.js"
    path.write_bytes(b"export const x = 1;\n" * 100)
    with open(path, "rb") as a, open(path, "rb") as b:
        (theirs, _), (ours, _) = same_second(
            lambda: answered(wsgi.Response, GET, "200 OK", headers, [], file=a),
            lambda: answered(sending.OneWrite, GET, "200 OK", headers, [], file=b))
    assert ours == theirs and path.read_bytes()[:100] in ours


def test_a_piece_of_body_that_is_not_bytes_leaves_the_head_as_gunicorns_does():
    def refused(response_class):
        with parsed(GET) as (server, client, cfg, req):
            resp = response_class(req, server, cfg)
            resp.start_response("200 OK", [("Content-Length", "5")])
            with pytest.raises(TypeError):
                resp.write("hello")
            return read_all(server, client)

    theirs, ours = same_second(lambda: refused(wsgi.Response), lambda: refused(sending.OneWrite))
    assert ours == theirs and ours.startswith(b"HTTP/1.1 200") and ours.endswith(b"\r\n\r\n")


def test_the_date_of_an_answer_is_gunicorns_text_made_once_a_second(monkeypatch):
    clock = [1_000_000_000.2]
    monkeypatch.setattr(sending.time, "time", lambda: clock[0])
    first = sending.http_date()
    clock[0] = 1_000_000_000.9
    assert sending.http_date() is first and first == sending.gunicorn_http_date(1_000_000_000)
    clock[0] = 1_000_000_001.0
    assert sending.http_date() == sending.gunicorn_http_date(1_000_000_001) != first
    assert sending.http_date(1_234_567_890) == sending.gunicorn_http_date(1_234_567_890)


def test_once_installed_gunicorn_makes_every_answer_a_one_write(monkeypatch):
    """What ``install`` replaces, in the worker process only (here undone after): ``wsgi.create``,
    which gunicorn's worker calls for every request, then makes a ``OneWrite``."""
    monkeypatch.setattr(wsgi, "Response", wsgi.Response)
    monkeypatch.setattr(util, "http_date", util.http_date)
    sending.install()
    with parsed(GET) as (server, _, cfg, req):
        resp, environ = wsgi.create(req, server, PEER, ("127.0.0.1", 8000), cfg)
    assert isinstance(resp, sending.OneWrite) and environ["gunicorn.socket"] is server
    assert util.http_date is sending.http_date

