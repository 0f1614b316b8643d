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
from typing import Callable

from companion.rules import errors, room as rules_room, room_view
from companion.rules.names import clean_name, same_name
from companion.rules.records import ORGANIZER as TABLE_ORGANIZER
from companion.service import notebooks, room_retention, room_tables, sentences
from companion.service.audience import Subscriber
from companion.service.bodies import envelope
from companion.service.codes import Session, new_code, new_token, normalise_code, seat_token
from companion.service.room_tables import organizer_token, seen
from companion.service.ports import Alone, Connect, Remote
from companion.storage.interface import CodeTaken, RoomLog, SeqTaken
from companion.service.held_room import Room, RoomCache, RoomFrames
from companion.service.room_watch import Watching, summaries
from companion.service.table_service import TableService

log = logging.getLogger(__name__)

NOTE_PREFIX = "room:"  # a room's version notes on the broadcaster's channel ("room:CODE")


class RoomService:
    """The rooms of one server process, over the rooms' log, the table service and a broadcaster."""

    def __init__(self, store: RoomLog, tables: TableService, connect: Connect = Alone,
                 schedule: Callable[[float, Callable], None] | None = None):
        self.store = store
        self.tables = tables
        self.cache = RoomCache(store)  # the rooms held here; ``held``: one of them, its lock held
        self.held, self.person, self.holds = self.cache.held, self.cache.person, self.cache.holds
        self.schedule = schedule or tables.presence.schedule  # a room's push, soon after its tables changed
        self.watching = Watching(tables, self.schedule, self.push)  # the room's sockets live on its tables
        room_retention.keep_rooms(store, tables, self.remove)  # pruning rooms nobody touched
        self.broadcaster = connect(self.heard)
        self.cache.shared = store.shared or self.broadcaster.shared
        self.broadcaster.start()  # ``heard`` reads everything above: not one note before it is made

    def close(self) -> None:
        self.broadcaster.close()

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
        self.broadcaster.announce(note_code(room.code), room.state.version)

    def rendered(self, room: Room, known: dict | None = None) -> RoomFrames:
        """The room's frames for its sockets now: its tables as they are, or as ``known`` says (its lock held)."""
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
        """One of the organizer's actions (``form``, ``move``, ``add_table``, ``propose``, ``rename``,
        ``kick``, ``delete_table``); the room as the organizer sees it after. Checks: 404, 401, 400 (the body), 403
        ``organizer_only``, 409 ``stale_version``, the room's 409s, then the tables' own refusals."""
        with self.held(code) as room:
            sender = self.person(room, token, required=True)
            fields, expected, _ = envelope(body)
            action = rules_room.parse(fields)
            rules_room.check(room.state, action, sender, expected)
            record = rules_room.complete(room.state, action, sender)
            at_tables = getattr(self, f"_{action['type']}", None)
            if at_tables is not None:
                at_tables(room, record, token)
            self._append(room, record)
            if action["type"] == "kick":
                for sub in room.audience.of(action["person"]):
                    sub.close(4401, "Removed from the room.")
            self._settle(room)
            self._publish(room)
            return self._view(room, sender)

    def _form(self, room: Room, record: dict, token: str) -> None:
        for number, table in enumerate(record["tables"], len(room.state.tables) + 1):
            table["code"] = room_tables.new_table(self.tables, room.state, room.code, number, token)

    def _add_table(self, room: Room, record: dict, token: str) -> None:
        record["code"] = room_tables.new_table(self.tables, room.state, room.code, len(room.state.tables) + 1, token)

    def _move(self, room: Room, record: dict, token: str) -> None:
        """Removed from the table they sit at first (that table's own checks: between two deals)."""
        if record["from"] is not None:
            room_tables.remove_at(self.tables, room.state.tables[record["from"] - 1], record["person"], token, room.code)

    _kick = _move  # removed from the room: from their table first, as a move does

    def _delete_table(self, room: Room, record: dict, token: str) -> None:
        room_tables.empty(self.tables, room.state.tables[record["table"] - 1], token, room.code)

    def _propose(self, room: Room, record: dict, token: str) -> None:
        summary = room_tables.summary_of(self.tables, room.state.tables[record["table"] - 1].code)
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
                player = room_tables.seat_at(self.tables, code, room.state.names[person])
                if player is not None:
                    seats[person] = player
            if seats:
                self._append(room, {"type": "seated", "table": number, "seats": seats, "by": None})

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
                return {"tables": [{"number": t.number, "name": t.name, "code": t.code, "player_id": TABLE_ORGANIZER,
                                    "token": organizer_token(token, room.code, t.number)}
                                   for t in state.tables if not t.deleted]}
            if person in state.assigned:
                self._settle_and_publish(room)
            elif state.table_of(person) is not None:
                self._live(room)  # removed by that table's host meanwhile? then in the lobby again
            number = state.table_of(person)
            table = state.tables[number - 1] if number is not None else None
            player = table.seats.get(person) if table is not None else None
            seat = None if player is None else seat_token(token, table.code, player)
            if seat is not None and (number, player) not in state.handed:
                self._hand_out(room, table, player, seat)
            reissued = seat is not None and not room_tables.holds(self.tables, table.code, player, seat)
            seat = None if reissued else seat  # its host gave the seat a new link: the room takes nothing back
            return {"table": number, "name": table.name if table else None, "code": table.code if table else None,
                    "player_id": player, "token": seat, "reissued": reissued}

    def _hand_out(self, room: Room, table, player: str, seat: str) -> None:
        """The first time a seat's token is asked for: nobody holds it yet, it becomes the seat's."""
        self.tables.assign(table.code, player, seat)
        try:
            self._append(room, {"type": "handed", "table": table.number, "player": player, "by": None})
        except errors.StaleVersion:  # another process appended first: it is said next time
            room.caught_up(self.store.load_room(room.room_id, room.state.version))

    def result(self, code) -> dict:
        with self.held(code) as room:
            return room_view.result(room.state, seen(self.tables, room.state.tables),
                                    notebooks.of_tables(self.tables, room.state.tables))

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
            return self.gone(note.code[len(NOTE_PREFIX):])
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


    def push(self, room: Room) -> None:
        """A push ``Watching`` scheduled: the room to its sockets, its tables as their watches say."""
        try:
            with self.held(room.code) as held:
                held.due = False
                frames = self.rendered(held, summaries(held))
            held.audience.offer(frames)
        except Exception:  # noqa: BLE001 - deleted meanwhile, or the database down: a hello catches up
            room.due = False
            log.debug("room %s not pushed", room.code, exc_info=True)

    # -- kept no longer than needed (room_retention) ------------------------------

    def delete(self, code, token: str | None) -> dict:
        """The organizer deletes the room with every table in it. Checks: 404 ``unknown_room``, 401,
        403 ``organizer_only`` (nothing changed); then the code answers as unknown everywhere."""
        with self.held(code) as room:
            if self.person(room, token, required=True) != rules_room.ORGANIZER:
                raise errors.Forbidden("organizer_only")
            tables, records = self._delete(room)
        return {"deleted": room.code, "tables": tables, "records": records}

    def remove(self, code: str) -> bool:
        """Delete the room ``code`` whoever asks (pruning); False: no such room."""
        try:
            with self.held(code) as room:
                self._delete(room)
        except errors.NotFound:
            return False
        return True

    def _delete(self, room: Room) -> tuple[int, int]:
        deleted = room_retention.delete(room, self.store, self.tables.retention)
        room_retention.let_go(room, self.cache, self.watching)
        self.broadcaster.deleted(note_code(room.code))
        return deleted

    def gone(self, code: str) -> None:
        """Another process deleted the room: drop this process's copy and close its sockets."""
        room = self.cache.peek(code)
        if room is not None:
            with room.lock:
                room_retention.let_go(room, self.cache, self.watching)


def note_code(code: str) -> str:
    """A room's name on the broadcaster's channel."""
    return NOTE_PREFIX + code
