"""No token in a URL that reaches the server (issue 45, item 3): a socket says who it is in its first
message, and a socket that still puts ``?token=`` in its URL gets a clear error, not a silent failure.

A little game night against a real server process with its access log on: a table's phones on
their sockets, a deal played, a seat's link re-issued, a room with its people's sockets. Then the
access log is read: it has the night's requests, and not one token.
"""
from __future__ import annotations

import json

from websockets.sync.client import connect

from tests.phones import Game, Phone
from tests.rooms import RoomDriver
from tests.support import Http, ServerProcess


def test_a_game_night_leaves_no_token_in_the_servers_access_log(tmp_path):
    log = tmp_path / "access.log"
    server = ServerProcess(str(tmp_path / "night.sqlite3"), env={"COMPANION_ACCESS_LOG": str(log)}).start()
    tokens = []
    try:
        http = Http(server.port)
        game = Game(http, "howell", people=4, options={"hand_size": 1})
        phones = {pid: game.phone(pid) for pid in game.tokens}
        game.start(first_dealer=game.host)
        game.quick_deal()
        for phone in phones.values():
            phone.wait_for(game.snap()["version"])
        status, body = http.post(f"{game.path}/people/p2/rejoin", {}, token=game.tokens[game.host])
        assert status == 200 and "#token=" in body["rejoin_url"]  # a fragment: it never leaves the phone
        tokens += [*game.tokens.values(), body["token"]]
        room = RoomDriver(http, people=3, tables=1)
        lobby = [Phone(server.port, room.code, token, pid, room=True).connect() for pid, token in room.tokens.items()]
        for phone in lobby:
            assert phone.receive()["type"] == "room"
        tokens += [room.organizer, *room.tokens.values()]
        for phone in [*phones.values(), *lobby]:
            phone.close()
    finally:
        server.stop()
    text = log.read_text()
    assert "POST /api/tables" in text and f"/api/rooms/{room.code}" in text  # the night is in it
    leaked = [token for token in tokens if token in text]
    assert not leaked and "token=" not in text


def test_a_socket_with_its_token_in_the_url_is_told_so_and_closed_4400(tmp_path):
    server = ServerProcess(str(tmp_path / "old.sqlite3")).start()
    try:
        game = Game(Http(server.port), "howell", people=2)
        ws = connect(f"ws://127.0.0.1:{server.port}/ws/tables/{game.code}?token={game.tokens['p2']}",
                     open_timeout=10, legacy=True)
        error = json.loads(ws.recv(timeout=10))
        assert error["type"] == "error" and error["error"] == "token_in_url" and error["message"]
        try:
            while True:
                ws.recv(timeout=10)
        except Exception:  # noqa: BLE001 - the close
            pass
        assert ws.close_code == 4400 and ws.close_reason == error["message"]
        # a socket whose first message is no hello is told so too
        ws = connect(f"ws://127.0.0.1:{server.port}/ws/tables/{game.code}", open_timeout=10, legacy=True)
        ws.send(json.dumps({"type": "action", "action": {"type": "undo"}}))
        error = json.loads(ws.recv(timeout=10))
        assert error["error"] == "hello_expected"
        try:
            while True:
                ws.recv(timeout=10)
        except Exception:  # noqa: BLE001 - the close
            pass
        assert ws.close_code == 4400
    finally:
        server.discard()
