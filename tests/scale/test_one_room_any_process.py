"""Two processes' room services over one database and one Redis hub serve a room as one
(RULES.md § A room of tables: a room is durable like a table). Each pair of a ``TableService`` and
a ``RoomService`` stands for a server process, with its own memory, its own room sockets (fakes
that record what reaches them) and its own broadcasters on the session's real Redis; on SQLite
and on PostgreSQL."""
from __future__ import annotations

import json

import pytest

from companion.cluster.redis_broadcaster import RedisBroadcaster
from companion.rules import errors
from companion.service.room_service import RoomService
from companion.service.table_service import TableService
from companion.storage import store
from companion.storage.rooms import RoomStore
from tests.scale.helpers import eventually


class RoomSocket:
    """What the room service sees of a phone's room socket: every room frame offered, decoded."""

    def __init__(self, viewer=None, token=None):
        self.viewer, self.token = viewer, token
        self.rooms: list = []
        self.revision = 0

    def offer(self, frames, again: bool = False) -> None:
        if frames.revision > self.revision or again:
            self.revision = frames.revision
            self.rooms.append(json.loads(frames.text(self.viewer))["room"])

    def close(self, code: int = 4401, message: str = "") -> None:
        pass


@pytest.fixture(params=["sqlite", "postgresql"])
def two(request, tmp_path, redis_url):
    target = str(tmp_path / "rooms.sqlite3") if request.param == "sqlite" else request.getfixturevalue("postgres_url")
    store.open_store(target).close()
    made = []

    def process():
        log = store.open_store(target)
        connect = RedisBroadcaster.connect(redis_url, heartbeat=0.5, ttl=1.5)
        tables = TableService(log, connect, presence_delay=0.05)
        rooms = RoomService(RoomStore(log), tables, connect)
        made.append((tables, rooms, log))
        eventually(lambda: tables.broadcaster.up and rooms.broadcaster.up, what="the broadcasters connected")
        return rooms

    yield process(), process()
    for tables, rooms, log in made:
        rooms.close()
        tables.close()
        log.close()


def test_a_room_changed_through_one_process_is_the_same_room_on_the_other(two):
    a, b = two
    code, organizer, token = a.create("Class 4b", "howell", {}, 2, "Ms Lee")
    people = {}
    for i in range(8):
        process = (a, b)[i % 2]  # people join through either process
        person, tok = process.join(code, f"P{i + 1}", None)
        people[person] = tok
    watcher = RoomSocket("r1", people["r1"])
    b.subscribe(code, watcher)
    a.act(code, token, {"type": "form"})  # formed through a
    eventually(lambda: watcher.rooms[-1]["formed"] and watcher.rooms[-1]["mine"]["player"],
               what="b's room socket heard the tables formed through a")
    assert a.view(code, None) == b.view(code, None)
    seat_a, seat_b = a.seat(code, people["r1"]), b.seat(code, people["r1"])
    assert seat_a == seat_b and seat_a["player_id"] is not None
    assert b.tables.snapshot(seat_b["code"], seat_b["token"])["me"] == seat_a["player_id"]


def test_an_organizers_action_on_a_room_another_process_changed_meanwhile_is_judged_against_the_log(two):
    a, b = two
    code, organizer, token = a.create("Club", "howell", {}, None, "Ms Lee")
    for i in range(4):
        b.join(code, f"P{i + 1}", None)
    a.act(code, token, {"type": "form"})  # a has not seen b's joins: it reads them first
    assert [len(t["people"]) for t in b.view(code, token)["tables"]] == [4]
    with pytest.raises(errors.Conflict) as refused:
        b.act(code, token, {"type": "form"})
    assert refused.value.code == "already_formed"
