"""tests/phones.py's ``Phone`` against websockets' own server: what it keeps, how a close reads, and that a
message sent in fragments fails the phone that reads it (``WholeMessages``, its one seam in the library)."""
from __future__ import annotations

import json
import threading

import pytest
from websockets.sync.server import serve

from tests.phones import Phone


def served(handler):
    """A websockets server on a free loopback port running ``handler`` for each connection: (server, port)."""
    server = serve(handler, "127.0.0.1", 0, compression=None)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, server.socket.getsockname()[1]


def state(version: int) -> str:
    return json.dumps({"type": "state", "state": {"version": version}})


def test_a_phone_keeps_every_message_and_reads_the_close_it_ended_with():
    def handler(ws):
        assert ws.request.path == "/ws/tables/ABCDEF"  # no token in the URL: the first message says who
        assert json.loads(ws.recv()) == {"type": "hello", "token": "tok"}
        ws.send(state(1))
        assert json.loads(ws.recv()) == {"type": "hello", "version": 1}
        ws.send(state(2))
        ws.send(json.dumps({"type": "error", "error": "unknown_token"}))
        ws.close(4401, "This seat has a new link.")

    server, port = served(handler)
    try:
        phone = Phone(port, "ABCDEF", "tok", "p2").connect()
        assert phone.read_until(1)["version"] == 1
        phone.send({"type": "hello", "version": phone.version})
        messages, code, reason = phone.until_closed()
        assert [m["type"] for m in messages] == ["state", "error"]
        assert (code, reason) == (4401, "This seat has a new link.")
        assert [s["version"] for s in phone.states] == [1, 2] and len(phone.texts) == 3
        phone.close()
    finally:
        server.shutdown()


def test_a_message_sent_in_fragments_fails_the_phone_that_reads_it():
    def handler(ws):
        whole = state(1)
        ws.send([whole[:10], whole[10:]])  # one message, two frames: websockets would join them silently
        ws.recv()

    server, port = served(handler)
    try:
        phone = Phone(port, "ABCDEF").connect()
        with pytest.raises(AssertionError, match="one whole frame"):
            phone.wait_for(1)
        phone.close()
    finally:
        server.shutdown()
