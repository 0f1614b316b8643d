"""A room kept no longer than needed: deleted by its organizer, or pruned when nobody touched it or its tables.

Plain functions the room service calls with what they need (no class reaching
back into it). A room's deletion deletes each of its tables first
(``Retention.remove``, the one path that deletes a table), then the room's own
records; its sockets here close with ``GONE`` and the other processes drop
their copy (a ``deleted`` note for "room:CODE"). For pruning, a room is one
more ``Kept`` kind, before tables: untouched when neither its own log nor any
of its tables' logs has a record since the moment; while a room is kept, its
tables are kept with it.
"""
from __future__ import annotations

import datetime as _dt
from typing import TYPE_CHECKING, Callable

from companion.service.retention import Kept

if TYPE_CHECKING:
    from companion.service.held_room import Room, RoomCache
    from companion.service.ports import RoomLog
    from companion.service.retention import Retention
    from companion.service.room_watch import Watching
    from companion.service.table_service import TableService

GONE = (4410, "This room was deleted.")  # the close of its sockets (4000 + 410 Gone), as a table's


def keep_rooms(store: "RoomLog", tables: "TableService", remove: Callable[[str], bool]) -> None:
    """Pruning knows rooms: a room untouched (with all its tables) goes, before its tables alone;
    ``remove``: the room service's deletion of a room by code."""
    kept = tables.retention
    kept.kinds.insert(0, Kept("room", lambda before: untouched(store, tables, before), remove))
    kept.held.append(store.table_codes)


def delete(room: "Room", store: "RoomLog", tables: "Retention") -> tuple[int, int]:
    """Its tables, then its records (its lock held): (tables deleted, records deleted)."""
    deleted = sum(1 for t in room.state.tables if tables.remove(t.code))
    return deleted, store.delete_room(room.room_id)


def let_go(room: "Room", cache: "RoomCache", watching: "Watching") -> None:
    """This process's copy of a deleted room dropped (its lock held), its sockets closed."""
    room.gone = True  # whoever waits for its lock finds no room: 404
    watching.unwatch(room)
    cache.remove(room)
    for sub in room.audience.subscribers:
        sub.close(*GONE)


def untouched(store: "RoomLog", tables: "TableService", before: _dt.datetime) -> list[tuple[str, str]]:
    """The rooms untouched since ``before``, with their tables: (code, the last touch of any, ISO)."""
    table_store = tables.table_log.store
    quiet = dict(table_store.untouched_tables(before))
    found = []
    for code, touched in store.untouched_rooms(before):
        room_id = store.find_room(code)
        codes = store.table_codes(room_id) if room_id is not None else set()
        if all(c in quiet or table_store.find_table(c) is None for c in codes):
            found.append((code, max([touched, *(quiet[c] for c in codes if c in quiet)])))
    return found
