"""Any failure while serving a socket closes it with a close frame and ends the connection; nothing is
ever written onto it as HTTP (issue 18, item 1).

The whole app in process (Flask, flask-sock, simple-websocket, the transport) on a real loopback
connection under gevent, called as gunicorn's gevent worker calls it: a failure cannot be caused
from outside a server process (every message is checked), so here the handler is made to fail.
"""
from __future__ import annotations

import struct

import pytest

from companion.config import Config
from companion.web import create_app, sockets
from tests.phones import Game
# raw frames: the phone is a gevent socket in the server's own loop (websockets' sync client would block it)
from tests.raw_frames import OP_CLOSE, OP_TEXT, PLAIN_REQUEST, client_frame
from tests.support import FlaskHttp
from tests.web.conftest import OPEN_LIMITS
from tests.web.upgraded import GreenletThread, connect


@pytest.fixture
def app(tmp_path):
    # presence is published by a timer thread: far beyond this test, so no other thread touches its sockets
    app = create_app(Config(db=str(tmp_path / "fail.sqlite3"), public_url="http://table.test", **OPEN_LIMITS),
                     presence_delay=3600)
    # in the worker threads are greenlets and selectors gevent's: here, a greenlet that reads, no pings
    app.config["SOCK_SERVER_OPTIONS"].update(thread_class=GreenletThread, ping_interval=None)
    return app


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
