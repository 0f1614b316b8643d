"""A room live on its tables and deleted whole, on two real servers over PostgreSQL + Redis (docs/API.md, "A room
of tables"): the room's board on one process hears a table's change made through the other, and the organizer's
DELETE through one closes the board's socket on the other with 4410; the room's code then answers 404 there."""
from __future__ import annotations

import json

import pytest
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

from tests.e2e.test_a_room_of_tables import _room_frames, two_servers
from tests.rooms import RoomDriver

pytestmark = pytest.mark.e2e


def test_a_rooms_board_hears_its_tables_and_its_deletion_through_another_process(tmp_path, postgres_url, redis_url):
    with two_servers(tmp_path, postgres_url, redis_url) as (one, other, servers):
        room = RoomDriver(one, people=4, tables=1, options={"hand_size": 1})
        room.act({"type": "form"})
        board = connect(f"ws://127.0.0.1:{servers[1].port}/ws/rooms/{room.code}", open_timeout=10, legacy=True)
        board.send(json.dumps({"type": "hello", "token": None}))  # a board: no token, its first message says so
        assert _room_frames(board, lambda r: r["formed"])["tables"][0]["live"]["phase"] == "lobby"
        code, host = room.organizer_token(1)
        room.table_act(code, host, {"type": "start", "first_dealer": "p1"})  # through the first process
        live = _room_frames(board, lambda r: r["tables"][0]["live"]["deal"] == 1)["tables"][0]["live"]
        assert live["dealer_name"] == "P1" and live["mainline"] == 0
        status, body = one.call("DELETE", room.path, token=room.tokens["r1"])
        assert (status, body["error"]) == (403, "organizer_only")
        status, body = one.call("DELETE", room.path, token=room.organizer)
        assert status == 200 and body["tables"] == 1
        with pytest.raises(ConnectionClosed) as closed:
            for _ in range(50):
                board.recv(timeout=10)
        assert (closed.value.rcvd.code, closed.value.rcvd.reason) == (4410, "This room was deleted.")
        assert other.get(room.path)[1]["error"] == "unknown_room" and other.get(f"/api/tables/{code}")[0] == 404
