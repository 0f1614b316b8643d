"""Any failure while serving a socket closes it with a close frame and ends the connection; nothing is
ever written onto it as HTTP (issue 18, item 1).

The whole app in process (Flask, flask-sock, simple-websocket, the transport) on a real loopback
connection under gevent, called as gunicorn's gevent worker calls it: a failure cannot be caused
from outside a server process (every message is checked), so here the handler is made to fail.
"""
from __future__ import annotations

import base64
import json
import os
import struct

import gevent
import gevent.socket
import pytest
from werkzeug.test import EnvironBuilder

from companion.config import Config
from companion.web import create_app, sockets
from tests.phones import Game
# raw frames: the phone is a gevent socket in the server's own loop (websockets' sync client would block it)
from tests.raw_frames import OP_CLOSE, OP_TEXT, PLAIN_REQUEST, Frames, client_frame
from tests.support import FlaskHttp
from tests.web.conftest import OPEN_LIMITS
from tests.web.upgraded import GreenletThread


@pytest.fixture
def app(tmp_path):
    # presence is published by a timer thread: far beyond this test, so no other thread touches its sockets
    app = create_app(Config(db=str(tmp_path / "fail.sqlite3"), public_url="http://table.test", **OPEN_LIMITS),
                     presence_delay=3600)
    # in the worker threads are greenlets and selectors gevent's: here, a greenlet that reads, no pings
    app.config["SOCK_SERVER_OPTIONS"].update(thread_class=GreenletThread, ping_interval=None)
    return app


def connect(app, path: str, token: str | None = None):
    """The app serving ``path`` as a WebSocket over a real connection, its first message the hello with
    ``token``: (phone socket, frames, the greenlet running the app, what the app handed gunicorn to write)."""
    listener = gevent.socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(1)
    phone = gevent.socket.socket()
    phone.settimeout(10)
    phone.connect(listener.getsockname())
    conn, _ = listener.accept()
    listener.close()
    environ = EnvironBuilder(path=path, headers={
        "Upgrade": "websocket", "Connection": "Upgrade", "Sec-WebSocket-Version": "13",
        "Sec-WebSocket-Key": base64.b64encode(os.urandom(16)).decode()}).get_environ()
    environ.update({"gunicorn.socket": conn, "REMOTE_ADDR": "127.0.0.1"})
    answered = []

    def as_gunicorn():
        try:
            answered.append(app(environ, lambda status, headers, exc_info=None: answered.append(status)))
        except (StopIteration, gevent.GreenletExit):
            answered.append("closed")  # gunicorn's gevent worker closes the connection on either
        finally:
            conn.close()

    running = gevent.spawn(as_gunicorn)
    frames = Frames(phone)
    while b"\r\n\r\n" not in frames.buffer:
        frames.buffer += phone.recv(4096)
    head, _, frames.buffer = frames.buffer.partition(b"\r\n\r\n")
    assert head.startswith(b"HTTP/1.1 101")
    phone.sendall(client_frame(OP_TEXT, json.dumps({"type": "hello", "token": token}).encode()))
    return phone, frames, running, answered


@pytest.mark.parametrize("failure, close_code", [(RuntimeError("a bug"), 1011),
                                                  (ValueError("a value nothing checked"), 1008)])
def test_a_handler_that_fails_closes_the_socket_and_the_connection_never_answers_http(
        app, monkeypatch, failure, close_code):
    game = Game(FlaskHttp(app.test_client()), "howell", people=2)

    def failing(*args):
        raise failure

    monkeypatch.setattr(sockets, "_handle", failing)
    phone, frames, running, answered = connect(app, f"/ws/tables/{game.code}", game.tokens["p1"])
    assert frames.frame()[0] == OP_TEXT  # the state
    phone.sendall(client_frame(OP_TEXT, b'{"type":"hello"}'))
    texts, code, reason = frames.until_close()
    assert code == close_code and reason
    phone.sendall(PLAIN_REQUEST)  # the phone's close answer never comes: a request instead
    assert frames.rest() == b""
    running.get(timeout=10)
    assert answered == ["closed"]  # no status was ever handed to the server to write


def test_a_server_stopping_closes_its_sockets_with_1001_and_no_http(app):
    game = Game(FlaskHttp(app.test_client()), "howell", people=2)
    phone, frames, running, answered = connect(app, f"/ws/tables/{game.code}")
    assert frames.frame()[0] == OP_TEXT
    running.kill(block=False)  # what gevent's server does to its handlers when it stops
    texts, code, reason = frames.until_close()
    assert code == 1001
    phone.sendall(client_frame(OP_CLOSE, struct.pack("!H", 1001)))
    assert frames.rest() == b""
    running.join(timeout=10)
    assert answered == ["closed"]
