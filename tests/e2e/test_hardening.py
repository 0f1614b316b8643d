"""Hostile or broken clients against the real server (gunicorn + gevent): the WebSocket's
4429 says when to retry; every refusal is JSON, even the ones gunicorn makes itself before
the app sees the request (issue 11, items 3 and 6)."""
from __future__ import annotations

import json
import re
import socket

import pytest
import websocket

from tests.support import ServerProcess

pytestmark = pytest.mark.e2e


def test_a_socket_refused_for_too_many_unknown_codes_says_when_to_retry(tmp_path):
    server = ServerProcess(str(tmp_path / "ws429.sqlite3"))
    server.env["COMPANION_LIMIT_UNKNOWN"] = "1/60"
    server.start()
    try:
        url = f"ws://127.0.0.1:{server.port}/ws/tables/ZZZZZZ"
        closes = []
        for _ in range(2):
            ws = websocket.create_connection(url, timeout=10)
            message = json.loads(ws.recv())
            opcode, data = ws.recv_data(control_frame=True)
            assert opcode == websocket.ABNF.OPCODE_CLOSE
            closes.append((int.from_bytes(data[:2], "big"), data[2:].decode("utf-8"), message))
            ws.close()
        assert closes[0][0] == 4404
        code, reason, message = closes[1]
        assert code == 4429 and message["error"] == "too_many_requests"
        wait = message["retry_after"]
        assert 1 <= wait <= 60
        assert re.search(r"try again in (\d+) seconds?", reason), reason
        assert int(re.search(r"try again in (\d+) second", reason).group(1)) == wait
    finally:
        server.stop()
