"""The rooms of a SQLite database copied into PostgreSQL with its tables (``companion migrate``).

A room is copied as it is (its row, its room tokens' hashes, its log), in
one transaction, then checked: its copied log must replay to the same room.
A room already there is left alone if its log is the same, an error if not.
"""
from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass
from typing import Callable

from companion.rules import room as rules_room
from companion.storage import store
from companion.storage.rooms import RoomStore


@dataclass
class RoomSource:
    code: str
    created: str
    people: list  # (person id, token hash)
    actions: list  # (seq, record text, at)

    def records(self) -> list[dict]:
        return [json.loads(record) for _, record, _ in self.actions]


def read_rooms(path: str) -> list[RoomSource]:
    """Every room of the SQLite file (none in a database older than rooms)."""
    conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        if not conn.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'room'").fetchone():
            return []
        found = []
        for room_id, code, created in conn.execute('SELECT id, code, created FROM "room" ORDER BY id').fetchall():
            people = conn.execute('SELECT person_id, token_hash FROM "room_person" WHERE room_id = ? ORDER BY id',
                                  (room_id,)).fetchall()
            actions = conn.execute('SELECT seq, record, at FROM "room_action" WHERE room_id = ? ORDER BY seq',
                                   (room_id,)).fetchall()
            found.append(RoomSource(code, str(created), people, actions))
        return found
    finally:
        conn.close()


def copy_rooms(target: store.Store, sources: list[RoomSource], fail: Callable[[str], Exception],
               progress: Callable[[str], None]) -> tuple[int, int]:
    """(rooms copied, rooms already there); ``fail(sentence)`` is what a difference raises."""
    rooms = RoomStore(target)
    copied = skipped = 0
    for source in sources:
        room_id = rooms.find_room(source.code)
        if room_id is None:
            room_id = rooms.copy_room(source.code, source.created, source.people, source.actions)
            copied += 1
        else:
            skipped += 1
        there = [a.record for a in rooms.load_room(room_id)]
        if there != source.records() or rules_room.replay(there) != rules_room.replay(source.records()):
            raise fail(f"room {source.code}: the copied log differs from the SQLite log")
        progress(f"room {source.code}: {len(source.actions)} records, {len(source.people)} people, replays equal")
    return copied, skipped
