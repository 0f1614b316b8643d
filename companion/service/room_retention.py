"""A room kept no longer than needed: deleted by its organizer, or pruned when nobody touched it or its tables.

Beside ``retention.Retention`` (a table's deletion) and through it: a room's
deletion deletes each of its tables first (``Retention.remove``, the one path
that deletes a table), then the room's own records; its sockets here close
with ``GONE`` and the other processes drop their copy (a ``deleted`` note for
"room:CODE"). For pruning, a room is one more ``Kept`` kind, before tables:
untouched when neither its own log nor any of its tables' logs has a record
since the moment; while a room is kept, its tables are kept with it.
"""
from __future__ import annotations

import datetime as _dt
import logging
from typing import TYPE_CHECKING

from companion.rules import errors, room as rules_room
from companion.service.retention import Kept

if TYPE_CHECKING:  # the room service builds its retention with itself
    from companion.service.held_room import Room
    from companion.service.room_service import RoomService

log = logging.getLogger(__name__)

GONE = (4410, "This room was deleted.")  # the close of its sockets (4000 + 410 Gone), as a table's


class RoomRetention:
    """Deleting rooms (their organizer's call, pruning, another process's note) for one room service."""

    def __init__(self, rooms: "RoomService"):
        self.rooms = rooms
        kept = rooms.tables.retention
        kept.kinds.insert(0, Kept("room", self._untouched, self.remove))  # its tables go with it, not alone
        kept.held.append(lambda: rooms.store.table_codes())

    def delete(self, code, token: str | None) -> dict:
        """The organizer deletes the room with every table in it. Checks: 404 ``unknown_room``, 401,
        403 ``organizer_only`` (nothing changed); then the code answers as unknown everywhere."""
        with self.rooms.held(code) as room:
            if self.rooms.person(room, token, required=True) != rules_room.ORGANIZER:
                raise errors.Forbidden("organizer_only")
            tables, records = self._delete(room)
        return {"deleted": room.code, "tables": tables, "records": records}

    def remove(self, code: str) -> bool:
        """Delete the room ``code`` whoever asks (pruning); False: no such room."""
        try:
            with self.rooms.held(code) as room:
                self._delete(room)
        except errors.NotFound:
            return False
        return True

    def _delete(self, room: "Room") -> tuple[int, int]:
        """Its tables, then its records, then its copy here let go (its lock held); the others told."""
        tables = sum(1 for t in room.state.tables if self.rooms.tables.retention.remove(t.code))
        records = self.rooms.store.delete_room(room.room_id)
        self._let_go(room)
        self.rooms.broadcaster.deleted(self.rooms.note_code(room.code))
        return tables, records

    def gone(self, code: str) -> None:
        """Another process deleted the room: drop this process's copy and close its sockets."""
        room = self.rooms.cache.peek(code)
        if room is not None:
            with room.lock:
                self._let_go(room)

    def _let_go(self, room: "Room") -> None:
        room.gone = True  # whoever waits for its lock finds no room: 404
        self.rooms.watching.unwatch(room)
        self.rooms.cache.remove(room)
        for sub in room.audience.subscribers:
            sub.close(*GONE)

    def _untouched(self, before: _dt.datetime) -> list[tuple[str, str]]:
        """The rooms untouched since ``before``, with their tables: (code, the last touch of any, ISO)."""
        store, tables = self.rooms.store, self.rooms.tables.table_log.store
        quiet = dict(tables.untouched_tables(before))
        found = []
        for code, touched in store.untouched_rooms(before):
            room_id = store.find_room(code)
            codes = store.table_codes(room_id) if room_id is not None else set()
            if all(c in quiet or tables.find_table(c) is None for c in codes):
                found.append((code, max([touched, *(quiet[c] for c in codes if c in quiet)])))
        return found
