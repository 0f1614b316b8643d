"""A room of tables on the real server (RULES.md § A room of tables; docs/API.md): a phone in the
room's lobby learns its table on the room's socket when the tables are formed and again when the
organizer moves it between deals, its seat's token leads it to its seat, and after a SIGKILL the
room is replayed from its log exactly as it was, its seats' tokens still good."""
from __future__ import annotations

import json
from contextlib import contextmanager

import pytest
from websockets.sync.client import connect

from tests.rooms import RoomDriver
from tests.support import Http, ServerProcess

pytestmark = pytest.mark.e2e


def _room_frames(ws, until) -> dict:
    """Read the room's frames until one satisfies ``until``."""
    for _ in range(50):
        message = json.loads(ws.recv(timeout=10))
        assert message["type"] == "room", message
        if until(message["room"]):
            return message["room"]
    raise AssertionError("the room's socket never said so")


def _quick_deal(room: RoomDriver, code: str, seats: dict) -> None:
    tokens = {s["player_id"]: s["token"] for s in seats.values() if s["code"] == code}
    dealer = tokens[room.table(code)["dealer"]]
    room.table_act(code, dealer, {"type": "starter", "cards": 1, "rank": 1})
    room.table_act(code, tokens[room.table(code)["turn"]], {"type": "attempt", "cards": 1})
    room.table_act(code, dealer, {"type": "judge", "verdict": "right"})


def test_a_phone_follows_its_owner_from_the_lobby_to_a_table_and_to_another_and_a_crash_loses_nothing(tmp_path):
    db = str(tmp_path / "room.sqlite3")
    server = ServerProcess(db).start()
    try:
        http = Http(server.port)
        room = RoomDriver(http, people=8, tables=2, options={"hand_size": 1})
        mover = "r1"
        ws = connect(f"ws://127.0.0.1:{server.port}/ws/rooms/{room.code}", open_timeout=10, legacy=True)
        ws.send(json.dumps({"type": "hello", "token": room.tokens[mover]}))  # who this socket is: its first message
        first = _room_frames(ws, lambda r: True)
        assert first["me"] == mover and first["mine"] is None and first["formed"] is False

        room.act({"type": "form"})
        formed = _room_frames(ws, lambda r: r["mine"] is not None and r["mine"]["player"] is not None)
        assert formed["mine"]["table"] == 1
        seats = {person: room.seat(person) for person in room.tokens}
        assert room.table(seats[mover]["code"], seats[mover]["token"])["me"] == seats[mover]["player_id"]

        code, host = room.organizer_token(1)
        room.table_act(code, host, {"type": "start", "first_dealer": "p2"})
        _quick_deal(room, code, seats)
        room.act({"type": "move", "person": mover, "table": 2})
        moved = _room_frames(ws, lambda r: r["mine"] and r["mine"]["table"] == 2 and r["mine"]["player"])
        new_seat = room.seat(mover)
        assert new_seat["code"] == moved["mine"]["code"] != code
        assert room.table(new_seat["code"], new_seat["token"])["me"] == new_seat["player_id"]
        room.act({"type": "propose", "table": 2, "rule": "alternate_colours"})
        current = room.view()["version"]  # the frames before it (the tables' changes pushed too) read first
        _room_frames(ws, lambda r: r["version"] == current)

        ws.send(json.dumps({"type": "hello"}))
        assert _room_frames(ws, lambda r: True)["version"] == room.view()["version"]
        ws.close()
        before = {person: room.view(person) for person in [*room.tokens, "r0", None]}
        http.close()
        server.kill()  # SIGKILL: nothing but what the log holds survives

        server = ServerProcess(db, port=server.port).start()
        http = Http(server.port)
        room.http = http
        for person, seen in before.items():
            assert room.view(person) == seen, person  # replayed from the room's log as it was
        assert room.seat(mover) == new_seat
        assert room.table(new_seat["code"], new_seat["token"])["me"] == new_seat["player_id"]
        assert room.organizer_token(1) == (code, host)
        assert room.table(code, host)["me"] == "p0"
        http.close()
    finally:
        server.discard()


@contextmanager
def two_servers(tmp_path, postgres_url, redis_url):
    """Two servers over one PostgreSQL and one Redis: their ``Http``s, and the servers."""
    from tests.e2e.test_two_processes import start_all

    servers = [ServerProcess(postgres_url, log=tmp_path / f"room-{i}.log", args=("--hub", redis_url))
               for i in range(2)]
    start_all(servers)
    try:
        one, other = (Http(s.port) for s in servers)
        yield one, other, servers
        one.close()
        other.close()
    finally:
        for server in servers:
            server.discard()


def test_two_processes_on_postgresql_and_redis_serve_a_room_as_one(tmp_path, postgres_url, redis_url):
    """The organizer on one process, a phone's room socket on the other: the phone hears its table."""
    with two_servers(tmp_path, postgres_url, redis_url) as (one, other, servers):
        room = RoomDriver(one, people=3, tables=1)
        room.http = other
        late = room.join("P4")  # through the other process
        ws = connect(f"ws://127.0.0.1:{servers[1].port}/ws/rooms/{room.code}", open_timeout=10, legacy=True)
        ws.send(json.dumps({"type": "hello", "token": room.tokens[late]}))
        assert _room_frames(ws, lambda r: True)["me"] == late
        room.http = one
        room.act({"type": "form"})  # through the first process
        mine = _room_frames(ws, lambda r: r["mine"] is not None and r["mine"]["player"] is not None)["mine"]
        room.http = other
        seat = room.seat(late)
        assert (seat["code"], seat["player_id"]) == (mine["code"], mine["player"])
        room.http = one
        assert room.table(seat["code"], seat["token"])["me"] == seat["player_id"]
        ws.close()
