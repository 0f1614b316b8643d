"""A room kept no longer than needed, and live on its tables (docs/API.md, "A room of tables"; docs/operations.md,
"What is kept, and for how long"), through the room service on a SQLite file and a real PostgreSQL server: the
organizer alone deletes a room with every table in it; a room nobody touched (nor any of its tables) is pruned
with its tables, and a table of a kept room is kept with it; a change at a table reaches the room's sockets, one
push for a burst; someone a table's own host removed is in the room's lobby again."""
from __future__ import annotations

import datetime as dt

import orjson
import pytest

from companion.rules import errors
from companion.service.held_room import RoomFrames
from companion.service.retention import GONE as TABLE_GONE
from companion.service.room_retention import GONE
from companion.service.room_service import RoomService
from companion.service.table_service import TableService
from companion.storage import store
from companion.storage.rooms import RoomStore
from tests.store.test_kept_no_longer_than_needed import db  # noqa: F401 - SQLite and PostgreSQL

QUICK = {"hand_size": 1}


class Later:
    """The room service's scheduler, run by hand: what a burst of table changes scheduled."""

    def __init__(self):
        self.due = []

    def __call__(self, seconds, fn):
        self.due.append(fn)

    def run(self) -> int:
        done, self.due = self.due, []
        for fn in done:
            fn()
        return len(done)


class Socket:
    """A room's socket as the service sees it: the rooms it was handed (as its viewer sees them), its close."""

    def __init__(self, viewer=None, token=None):
        self.viewer, self.token, self.rooms, self.closed_with = viewer, token, [], None

    def offer(self, frames, again=False):
        if isinstance(frames, RoomFrames):  # a room's render (a table's socket keeps only its close)
            self.rooms.append(orjson.loads(frames.text(self.viewer))["room"])

    def close(self, code=4401, message=""):
        self.closed_with = (code, message)


class World:
    def __init__(self, db, people=8, tables=2):
        self.later = Later()
        self.tables = TableService(db)
        self.rooms = RoomService(RoomStore(db), self.tables, schedule=self.later)
        self.code, _, self.organizer = self.rooms.create("Class 4b", "howell", QUICK, tables, "Ms Lee")
        self.tokens = {}
        for i in range(people):
            person, token = self.rooms.join(self.code, f"P{i + 1}", None)
            self.tokens[person] = token
        self.rooms.act(self.code, self.organizer, {"type": "form"})
        self.seats = {t["number"]: t for t in self.rooms.seat(self.code, self.organizer)["tables"]}

    def host(self, number):
        """(table code, the organizer's token there: its host's)."""
        return self.seats[number]["code"], self.seats[number]["token"]

    def view(self, token=None):
        return self.rooms.view(self.code, token)


def age(db, days):
    """Everything the database holds now, as if written ``days`` ago."""
    at = str(store.now() - dt.timedelta(days=days))
    with db.connection(), db.engine.write():
        for table in ("action", "room_action"):
            db._sql(f'UPDATE "{table}" SET "at" = ?', (at,))
        for table in ("table", "room"):
            db._sql(f'UPDATE "{table}" SET "created" = ?', (at,))


# -- the organizer deletes the room --------------------------------------------------------------------------------

def test_the_organizer_deletes_the_room_with_every_table_and_its_sockets_close(db):
    world = World(db)
    codes = [world.seats[n]["code"] for n in (1, 2)]
    room_socket, table_socket = Socket(), Socket()
    world.rooms.subscribe(world.code, room_socket)
    world.tables.subscribe(codes[0], table_socket)
    room_id = RoomStore(db).find_room(world.code)
    answer = world.rooms.delete(world.code, world.organizer)
    assert answer["deleted"] == world.code and answer["tables"] == 2 and answer["records"] > 0
    assert room_socket.closed_with == GONE and table_socket.closed_with == TABLE_GONE
    assert RoomStore(db).find_room(world.code) is None and RoomStore(db).load_room(room_id) == []
    assert all(db.find_table(code) is None for code in codes)
    for call in (lambda: world.view(), lambda: world.rooms.join(world.code, "Late", None),
                 lambda: world.rooms.delete(world.code, world.organizer)):
        with pytest.raises(errors.NotFound) as refused:
            call()
        assert refused.value.code == "unknown_room"
    with pytest.raises(errors.NotFound):
        world.tables.snapshot(codes[0], None)
    assert world.rooms.remove(world.code) is False


def test_anyone_but_the_organizer_is_refused_and_nothing_changes(db):
    world = World(db)
    before = world.view(world.organizer), [world.tables.snapshot(world.seats[n]["code"], None) for n in (1, 2)]
    person, token = next(iter(world.tokens.items()))
    for sent, refusal in ((token, (errors.Forbidden, "organizer_only")), (None, (errors.Unauthorized, "missing_token")),
                          ("not-a-token", (errors.Unauthorized, "unknown_token"))):
        with pytest.raises(refusal[0]) as refused:
            world.rooms.delete(world.code, sent)
        assert refused.value.code == refusal[1]
    with pytest.raises(errors.Unauthorized):  # the organizer's token at a table is no room token
        world.rooms.delete(world.code, world.host(1)[1])
    assert (world.view(world.organizer), [world.tables.snapshot(world.seats[n]["code"], None) for n in (1, 2)]) \
        == before


# -- pruning ---------------------------------------------------------------------------------------------------------

def test_a_room_nobody_touched_is_pruned_with_its_tables_and_a_kept_rooms_tables_stay(db):
    old = World(db)
    busy = World(db)
    lone, _, _ = old.tables.create("howell", {}, "Ann")
    age(db, 40)
    fresh = World(db)  # made now
    code, token = busy.host(2)
    busy.tables.join(code, "Newcomer", None)  # one table of the busy room touched now: the room and its tables stay
    pruned = old.tables.retention  # the same database: any of the services prunes
    gone = RoomService(RoomStore(db), TableService(db)).tables.retention.prune(30)
    assert {(p.kind, p.code) for p in gone} == {("room", old.code), ("table", lone)}
    assert [p.kind for p in gone] == ["room", "table"]  # a room before the tables
    rooms = RoomStore(db)
    assert rooms.find_room(old.code) is None and all(db.find_table(old.seats[n]["code"]) is None for n in (1, 2))
    assert rooms.find_room(busy.code) is not None and all(db.find_table(busy.seats[n]["code"]) for n in (1, 2))
    assert rooms.find_room(fresh.code) is not None
    assert pruned.prune(0) == []


def test_a_rooms_last_touch_is_the_latest_of_its_log_and_its_tables(db):
    world = World(db)
    age(db, 40)
    code, token = world.host(1)
    world.tables.join(code, "Newcomer", None)
    retention = world.tables.retention
    assert retention.prune(30) == []  # touched a moment ago at table 1
    found = [p for p in retention.prune(30, now=store.now() + dt.timedelta(days=31))]
    assert [p.kind for p in found] == ["room"] and found[0].touched > store.iso(store.now() - dt.timedelta(days=1))


# -- live on its tables --------------------------------------------------------------------------------------------

def test_a_change_at_a_table_reaches_the_rooms_sockets_once_per_burst(db):
    world = World(db)
    board = Socket()
    world.rooms.subscribe(world.code, board)
    world.later.run()
    assert len(board.rooms) == 1 and board.rooms[0]["tables"][0]["live"]["phase"] == "lobby"
    code, host = world.host(1)
    world.tables.submit(code, host, {"type": "start", "first_dealer": "p1"})
    assert world.later.run() == 1
    live = board.rooms[-1]["tables"][0]["live"]
    assert live["deal"] == 1 and live["dealer_name"] == "P1" and len(board.rooms) == 2
    seats = {world.rooms.seat(world.code, t)["player_id"]: world.rooms.seat(world.code, t)["token"]
             for t in world.tokens.values() if world.rooms.seat(world.code, t)["code"] == code}
    world.tables.submit(code, seats["p1"], {"type": "starter", "cards": 1, "rank": 1})
    turn = world.tables.snapshot(code, None)["turn"]
    world.tables.submit(code, seats[turn], {"type": "attempt", "cards": 1})
    assert len(world.later.due) == 1  # a burst of two changes: one push
    assert world.later.run() == 1 and len(board.rooms) == 3
    assert board.rooms[-1]["tables"][0]["live"]["mainline"] == 1
    world.tables.submit(code, seats["p1"], {"type": "judge", "verdict": "right"})  # the deal ends: its rule shows
    world.later.run()
    live = board.rooms[-1]["tables"][0]["live"]
    assert live["phase"] == "deal_over" and [r["deal"] for r in live["rules"]] == [1]
    handed = len(board.rooms)
    world.rooms.unsubscribe(world.code, board)  # no socket: the tables are not watched
    world.tables.submit(code, host, {"type": "next_deal"})
    assert world.later.due == [] and len(board.rooms) == handed


# -- removed by a table's own host ---------------------------------------------------------------------------------

def test_someone_removed_by_their_tables_host_is_in_the_rooms_lobby_again_and_can_be_moved(db):
    world = World(db)
    board = Socket(viewer="r0", token=world.organizer)
    world.rooms.subscribe(world.code, board)
    code, host = world.host(1)
    person, player = next(iter(world.view(world.organizer)["tables"][0]["seats"].items()))
    world.tables.submit(code, host, {"type": "kick", "player": player})
    world.later.run()
    shown = board.rooms[-1]
    assert person in shown["lobby"] and next(p for p in shown["people"] if p["id"] == person)["table"] is None
    assert person not in shown["tables"][0]["people"]
    assert world.rooms.seat(world.code, world.tokens[person])["table"] is None  # their phone goes back to the lobby
    world.rooms.act(world.code, world.organizer, {"type": "move", "person": person, "table": 2})
    room = world.view(world.organizer)
    assert next(p for p in room["people"] if p["id"] == person) == {
        "id": person, "name": room["people"][[p["id"] for p in room["people"]].index(person)]["name"],
        "table": 2, "seated": True}
    types = [a.record["type"] for a in RoomStore(db).load_room(RoomStore(db).find_room(world.code))]
    assert types.count("left") == 1  # noticed once, kept in the room's log (a replay agrees)


def test_someone_removed_by_their_tables_host_finds_the_lobby_when_their_phone_asks_where_they_sit(db):
    world = World(db)  # no socket at the room: nothing was pushed
    code, host = world.host(2)
    person, player = next(iter(world.view(world.organizer)["tables"][1]["seats"].items()))
    world.tables.submit(code, host, {"type": "kick", "player": player})
    assert world.rooms.seat(world.code, world.tokens[person]) == {"table": None, "name": None, "code": None, "player_id": None,
                                                                   "token": None, "reissued": False}
    assert person in world.view(world.organizer)["lobby"]
