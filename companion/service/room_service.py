"""The room service: every change and read of a room of tables, whatever the transport. No HTTP here.

Beside the table service, and above it: a room's tables are tables, created,
joined and hosted through ``TableService`` (calls go down, never back up).
The room's own log says who goes where; the organizer's effects on a table
(a table created, someone removed from it) happen first, through the table
service and its own checks, and the room's record is appended only once
they did, so a refusal from a table changes nothing in the room. Seating
someone at a table (a ``seated`` record) follows the record that sent them
there: if the table cannot seat them now (a deal is being played), they
stay on their way and are seated at the next look (``_settle``).

Room tokens are kept as their SHA-256; the token of a seat the room placed
someone at is made from their room token (``codes.seat_token``) when they
ask for it, so the server keeps no seat token either. With a shared log
(several processes), every access reads what the others appended first, and
a record another process appended first is 409 ``stale_version``.
"""
from __future__ import annotations

import logging
from contextlib import contextmanager
from typing import Callable

from companion.rules import errors, room as rules_room, room_view
from companion.rules.names import clean_name, same_name
from companion.rules.records import ORGANIZER as TABLE_ORGANIZER
from companion.service import sentences
from companion.service.audience import Subscriber
from companion.service.bodies import envelope
from companion.service.codes import (Session, hash_token, missing_token, new_code, new_token, normalise_code, seat_token,
                                     unknown_room, unknown_room_token)
from companion.service.ports import Alone, CodeTaken, Connect, Remote, RoomLog, SeqTaken
from companion.service.held_room import Room, RoomCache, RoomFrames
from companion.service.room_retention import RoomRetention
from companion.service.room_watch import Watching
from companion.service.table_service import TableService

log = logging.getLogger(__name__)

NOTE_PREFIX = "room:"  # a room's version notes on the broadcaster's channel ("room:CODE")


class RoomService:
    """The rooms of one server process, over the rooms' log, the table service and a broadcaster."""

    def __init__(self, store: RoomLog, tables: TableService, connect: Connect = Alone,
                 schedule: Callable[[float, Callable], None] | None = None):
        self.store = store
        self.tables = tables
        self.cache = RoomCache()  # the rooms held here
        self.schedule = schedule or tables.presence.schedule  # a room's push, soon after its tables changed
        self.retention = RoomRetention(self)  # deleting a room, pruning rooms nobody touched
        self.watching = Watching(self)  # the room's sockets live on its tables' changes
        self.broadcaster = connect(self.heard)
        self.shared = store.shared or self.broadcaster.shared

    def close(self) -> None:
        self.broadcaster.close()

    # -- the room held ----------------------------------------------------------

    @contextmanager
    def held(self, code):
        """The room, loaded (404 ``unknown_room``), its lock held, caught up with the log when shared."""
        code = normalise_code(code)
        room = self.cache.peek(code)
        if room is None:
            room_id = self.store.find_room(code) if code else None
            if room_id is None:
                raise unknown_room()
            loaded = Room(code, room_id, self.store.load_room(room_id))
            room = self.cache.add(loaded)
        with room.lock:
            if room.gone:
                raise unknown_room()
            if self.shared:
                room.caught_up(self.store.load_room(room.room_id, room.state.version))
            yield room

    def person(self, room: Room, token: str | None, required: bool = False) -> str | None:
        """The room person a token names (None: no token, a spectator); 401 for a token nobody holds."""
        if token is None:
            if required:
                raise missing_token()
            return None
        person = room.holders.get(hash_token(token))
        if person is None:
            person = self.store.room_holder(room.room_id, token)
            if person is None:
                raise unknown_room_token()
            room.holders[hash_token(token)] = person
        return person

    def holds(self, code: str, token: str | None) -> bool:
        """Does ``token`` name a person of room ``code`` as this process holds it now? Never loads or
        reads anything (admission asks it of every request with a token, as ``TableService.seated``)."""
        room = self.cache.peek(code) if token else None
        return room is not None and not room.gone and hash_token(token) in room.holders

    def _append(self, room: Room, record: dict, person: tuple[str, str] | None = None) -> None:
        try:
            self.store.append_room(room.room_id, room.state.version + 1, record, person)
        except SeqTaken:
            raise errors.StaleVersion("stale_version", at="room") from None
        room.apply(record, person)

    def _publish(self, room: Room) -> None:
        """The room's new state to its sockets here, and its version to the other processes."""
        if room.audience.subscribers:
            self.watching.watch(room)  # a table formed or added meanwhile
        room.audience.offer(self.rendered(room))
        self.broadcaster.announce(self.note_code(room.code), room.state.version)

    @staticmethod
    def note_code(code: str) -> str:
        return NOTE_PREFIX + code

    def rendered(self, room: Room, known: dict | None = None) -> RoomFrames:
        """The room's frames for its sockets now, its tables as they are, or as ``known`` (``_live``)
        says (its lock held)."""
        return room.frames(self._live(room, known))

    def _live(self, room: Room, known: dict | None = None) -> dict:
        """Each table's summary (``room_view.summary``) from its spectator's snapshot (a deleted table:
        none), or from ``known`` (table code -> summary, None: deleted: what the room's watches were
        handed); someone its own host removed is in the lobby again (a ``left`` record)."""
        known = known or {}
        fresh = seen(self.tables, [table for table in room.state.tables if table.code not in known])
        live = {table.number: known[table.code] if table.code in known else room_view.summary(fresh[table.number])
                for table in room.state.tables if known.get(table.code) or table.number in fresh}
        left = rules_room.left_records(room.state, live)
        if left and known:  # a render handed here may predate the record that seated them: read the tables
            return self._live(room)
        try:
            for record in left:
                self._append(room, record)
        except errors.StaleVersion:  # another process noticed it first
            room.caught_up(self.store.load_room(room.room_id, room.state.version))
        return live

    # -- changing -----------------------------------------------------------------

    def create(self, name, profile, options, tables, organizer_name) -> tuple[str, str, str]:
        """A new room; returns (code, the organizer's id, the organizer's room token)."""
        record = rules_room.create_record(name, profile or "howell", options or {}, tables, organizer_name)
        token = new_token()
        for _ in range(20):
            code = new_code()
            try:
                self.store.create_room(code, record, rules_room.ORGANIZER, token)
            except CodeTaken:
                continue
            return code, rules_room.ORGANIZER, token
        raise RuntimeError("could not draw a free room code")  # pragma: no cover - 23**6 codes

    def join(self, code, name, token: str | None) -> tuple[str, str]:
        """Someone joins the room's lobby (or, once the tables are formed, the smallest table);
        a token that holds a person of the same name gives that person back."""
        with self.held(code) as room:
            if token is not None and isinstance(name, str):
                try:
                    person = self.person(room, token)
                except errors.Unauthorized:
                    person = None
                if person in room.state.people and same_name(room.state.names[person], name):
                    return person, token
            if not isinstance(name, str):
                raise errors.BadInput("empty_field", field="name")
            action = {"type": "join", "name": clean_name(name)}
            rules_room.check(room.state, action, None)
            record = rules_room.complete(room.state, action, None)
            new = new_token()
            self._append(room, record, (record["person"], new))
            self._settle(room)
            self._publish(room)
        return record["person"], new

    def act(self, code, token: str | None, body) -> dict:
        """One of the organizer's actions (``form``, ``move``, ``add_table``, ``propose``); the
        room as the organizer sees it after. Checks: 404, 401, 400 (the body), 403
        ``organizer_only``, 409 ``stale_version``, the room's 409s, then the tables' own refusals."""
        with self.held(code) as room:
            sender = self.person(room, token, required=True)
            fields, expected, _ = envelope(body)
            action = rules_room.parse(fields)
            rules_room.check(room.state, action, sender, expected)
            record = rules_room.complete(room.state, action, sender)
            getattr(self, f"_{action['type']}")(room, record, token)
            self._append(room, record)
            self._settle(room)
            self._publish(room)
            return self._view(room, sender)

    def _new_table(self, room: Room, number: int, token: str) -> str:
        state = room.state
        code, _, _ = self.tables.create(state.profile, state.options, state.names[rules_room.ORGANIZER],
                                        organizer=True, token=seat_token(token, room.code, str(number)))
        return code

    def _form(self, room: Room, record: dict, token: str) -> None:
        for number, table in enumerate(record["tables"], len(room.state.tables) + 1):
            table["code"] = self._new_table(room, number, token)

    def _add_table(self, room: Room, record: dict, token: str) -> None:
        record["code"] = self._new_table(room, len(room.state.tables) + 1, token)

    def _move(self, room: Room, record: dict, token: str) -> None:
        """Removed from the table they sit at first (that table's own checks: between two deals)."""
        if record["from"] is None:
            return
        table = room.state.tables[record["from"] - 1]
        player = table.seats.get(record["person"])
        if player is not None:
            self.tables.submit(table.code, seat_token(token, room.code, str(table.number)),
                               {"type": "kick", "player": player})

    def _propose(self, room: Room, record: dict, token: str) -> None:
        table = room.state.tables[record["table"] - 1]
        summary = room_view.summary(self.tables.snapshot(table.code, None))
        record["game"], record["deal"] = room_view.proposal_target(summary)

    def _settle(self, room: Room) -> None:
        """Seat at their table everyone on their way there, where the table takes newcomers now."""
        by_table: dict = {}
        for person, number in room.state.assigned.items():
            by_table.setdefault(number, []).append(person)
        for number, people in sorted(by_table.items()):
            code = room.state.tables[number - 1].code
            seats = {}
            for person in people:
                player = self._seat_at(code, room.state.names[person])
                if player is not None:
                    seats[person] = player
            if seats:
                self._append(room, {"type": "seated", "table": number, "seats": seats, "by": None})

    def _seat_at(self, code: str, name: str) -> str | None:
        """Join ``code`` as ``name``; None when the table takes no newcomer now. A seat of that name
        there already (the join went through before a crash) is theirs."""
        try:
            player, _ = self.tables.join(code, name, None)
            return player
        except errors.RuleError as exc:
            if exc.code != "name_taken":
                return None
        people = self.tables.snapshot(code, None)["people"]
        return next((p["id"] for p in people if p["name"] == name), None)

    # -- reading ------------------------------------------------------------------

    def _view(self, room: Room, viewer: str | None) -> dict:
        return sentences.room(room_view.view(room.state, viewer, room.code, self._live(room)))

    def view(self, code, token: str | None) -> dict:
        """The room as the token's holder may see it (no token: as its board does)."""
        with self.held(code) as room:
            viewer = self.person(room, token)
            if room.state.assigned:
                self._settle_and_publish(room)
            return self._view(room, viewer)

    def _settle_and_publish(self, room: Room) -> None:
        version = room.state.version
        self._settle(room)
        if room.state.version != version:
            self._publish(room)

    def seat(self, code, token: str | None) -> dict:
        """Where the token's holder sits now, with that seat's token: a phone in the room follows its
        owner to their table with it. The organizer: every table, with the organizer's token there."""
        with self.held(code) as room:
            person = self.person(room, token, required=True)
            state = room.state
            if person == rules_room.ORGANIZER:
                return {"tables": [{"number": t.number, "code": t.code, "player_id": TABLE_ORGANIZER,
                                    "token": seat_token(token, room.code, str(t.number))} for t in state.tables]}
            if person in state.assigned:
                self._settle_and_publish(room)
            elif state.table_of(person) is not None:
                self._live(room)  # removed by that table's host meanwhile? then in the lobby again
            number = state.table_of(person)
            table = state.tables[number - 1] if number is not None else None
            player = table.seats.get(person) if table is not None else None
            seat = None
            if player is not None:
                seat = seat_token(token, table.code, player)
                self.tables.assign(table.code, player, seat)
            return {"table": number, "code": table.code if table else None, "player_id": player, "token": seat}

    def result(self, code) -> dict:
        with self.held(code) as room:
            return room_view.result(room.state, seen(self.tables, room.state.tables))

    # -- sockets ------------------------------------------------------------------

    def session(self, code, token: str | None) -> Session:
        with self.held(code) as room:
            return Session(room.code, token, self.person(room, token))

    def subscribe(self, code, sub: Subscriber) -> None:
        with self.held(code) as room:
            room.audience.add(sub)
            self.watching.watch(room)
            frames = self.rendered(room)
        sub.offer(frames)

    def unsubscribe(self, code, sub: Subscriber) -> None:
        room = self.cache.peek(code)
        if room is not None:
            with room.lock:
                room.audience.remove(sub)
                if not room.audience.subscribers:
                    self.watching.unwatch(room)

    def resend(self, code, sub: Subscriber) -> None:
        """The room again (a phone's hello), after seating whoever a table takes now."""
        with self.held(code) as room:
            if room.state.assigned:
                self._settle_and_publish(room)
            frames = self.rendered(room)
        sub.offer(frames, again=True)

    def heard(self, note: Remote) -> None:
        """Another process changed a room this process's sockets watch: catch up and hand it on."""
        if note.kind == "deleted" and note.code and note.code.startswith(NOTE_PREFIX):
            return self.retention.gone(note.code[len(NOTE_PREFIX):])
        if note.kind == "version" and note.code and note.code.startswith(NOTE_PREFIX):
            codes = [note.code[len(NOTE_PREFIX):]]
        elif note.kind == "reconnected":
            codes = self.cache.codes()
        else:
            return
        for code in codes:
            room = self.cache.peek(code)
            if room is None or not room.audience.subscribers:
                continue
            try:
                with self.held(code) as held:
                    frames = self.rendered(held)
                held.audience.offer(frames)
            except Exception:  # noqa: BLE001 - the database may be down; a hello catches up
                log.exception("could not catch room %s up", code)


def seen(tables: TableService, room_tables) -> dict:
    """Each of ``room_tables`` as a spectator sees it now, by number (one its host deleted: left out)."""
    snapshots = {}
    for table in room_tables:
        try:
            snapshots[table.number] = tables.snapshot(table.code, None)
        except errors.NotFound:
            continue
    return snapshots
