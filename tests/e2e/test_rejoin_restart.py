"""A re-issued seat token on the real server: the old token's socket is closed,
and after a restart on the same database the new token is that seat and the
old one is nobody's."""
from __future__ import annotations

import pytest
from websockets.exceptions import ConnectionClosed

from tests.phones import Game, Phone
from tests.support import Http, ServerProcess

pytestmark = pytest.mark.e2e


def test_reissued_token_survives_a_restart(tmp_path):
    db = str(tmp_path / "rejoin.sqlite3")
    server = ServerProcess(db).start()
    try:
        http = Http(server.port)
        game = Game(http, "howell", people=4)
        game.start(first_dealer="p2")
        version = game.snap("p1")["version"]
        old = game.tokens["p3"]

        ws = Phone(server.port, game.code, old).connect()
        assert ws.receive()["state"]["me"] == "p3"

        status, answer = http.post(f"{game.path}/people/p3/rejoin", {}, token=game.tokens["p1"])
        assert status == 200, answer
        new = answer["token"]
        assert answer["rejoin_url"].endswith(f"/t/{game.code}#token={new}")

        # the old token's open socket ends (after at most the states queued before it)
        with pytest.raises(ConnectionClosed):  # a close frame, or the connection's end
            for _ in range(10):
                ws.receive()
        ws.close()
        # and a new socket with it is refused
        refused = Phone(server.port, game.code, old).connect()
        assert refused.receive()["error"] == "unknown_token"
        refused.close()
        http.close()
    finally:
        server.stop()

    server = ServerProcess(db, port=server.port).start()
    try:
        http = Http(server.port)
        status, body = http.get(game.path, token=old)
        assert (status, body["error"]) == (401, "unknown_token")
        status, body = http.get(game.path, token=new)
        assert status == 200 and body["me"] == "p3"
        assert body["version"] == version  # re-issuing is not an action
        ws = Phone(server.port, game.code, new).connect()
        assert ws.receive()["state"]["me"] == "p3"
        ws.close()
        http.close()
    finally:
        server.discard()
