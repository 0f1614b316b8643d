"""One room held in memory: the fold of its log, its tokens' holders, its sockets and its render. No I/O.

Like ``table.Table`` for a table: the room service (``room_service``) reads
and writes the log and hands the records here; every method is called with
``lock`` held. A render (``RoomFrames``) is made under the lock and read by
the sockets after it is released: it keeps a copy of the room's state and
of the tables' summaries of that moment. The copy, and each viewer's part of
the room that no table changes (``room_view.room_part``), are made once per
version of the room: a change of one of its tables renders the room again
with them, adding only the tables' summaries. ``RoomCache``: the rooms a
process holds, as ``cache.TableCache`` its tables.
"""
from __future__ import annotations

import copy
import threading
from contextlib import contextmanager

from companion.rules import room as rules_room
from companion.rules import room_view
from companion.service.audience import Audience
from companion.service.codes import hash_token, missing_token, normalise_code, unknown_room, unknown_room_token
from companion.service import sentences
from companion.service.ports import RoomLog, StoredAction
from companion.service.snapshots import dumps


class RoomFrames:
    """One change of a room, rendered: ``text(viewer)`` -> that viewer's ``{"type": "room", …}``."""

    __slots__ = ("revision", "version", "_state", "_code", "_tables", "_parts", "_texts")

    def __init__(self, state, code: str, tables: dict, revision: int, parts: dict):
        """``state``: a copy of the room's, which nothing changes any more; ``parts``: viewer ->
        ``room_view.room_part`` of that copy, shared by the renders of that version."""
        self.revision = revision
        self.version = state.version
        self._state, self._code, self._tables, self._parts = state, code, tables, parts
        self._texts: dict = {}

    def text(self, viewer) -> bytes:
        text = self._texts.get(viewer)
        if text is None:
            part = self._parts.get(viewer)
            if part is None:
                part = self._parts[viewer] = room_view.room_part(self._state, viewer, self._code)
            room = sentences.room(room_view.view(self._state, viewer, self._code, self._tables, part))
            text = self._texts[viewer] = dumps({"type": "room", "room": room})
        return text


class Room:
    """One room: its state, who holds which room token (their SHA-256), its sockets."""

    def __init__(self, code: str, room_id: int, actions: list[StoredAction]):
        self.code = code
        self.room_id = room_id
        self.lock = threading.RLock()
        self.state = rules_room.replay(a.record for a in actions)
        self.holders: dict = {}  # sha256(room token) -> person id, as the log store answered
        self.audience = Audience()
        self.revision = 0
        self.gone = False  # deleted (``room_retention``): whoever waits for the lock finds no room
        self.due = False  # a push of the room to its sockets is scheduled (``Watching.nudged``)
        self.watching: dict = {}  # table code -> its ``TableWatch``, while the room has sockets here
        self._copy = None  # the state as of its version, for the renders (never changed)
        self._parts: dict = {}  # viewer -> ``room_view.room_part`` of that copy

    def caught_up(self, actions: list[StoredAction]) -> bool:
        """Fold in what other processes appended; True when there was any."""
        for action in actions:
            if action.seq == self.state.version + 1:
                rules_room.apply(self.state, action.record)
        return bool(actions)

    def apply(self, record: dict, person: tuple[str, str] | None = None) -> None:
        rules_room.apply(self.state, record)
        if person is not None:
            self.holders[hash_token(person[1])] = person[0]

    def frames(self, tables: dict) -> RoomFrames:
        self.revision += 1
        if self._copy is None or self._copy.version != self.state.version:
            self._copy, self._parts = copy.deepcopy(self.state), {}
        return RoomFrames(self._copy, self.code, tables, self.revision, self._parts)


class RoomCache:
    """The rooms this process holds in memory, by code: added when first loaded from the rooms' log,
    removed when deleted; ``shared``: other processes append to that log too (caught up first)."""

    def __init__(self, store: RoomLog):
        self.store = store
        self.shared = False
        self._rooms: dict[str, Room] = {}
        self._lock = threading.Lock()

    @contextmanager
    def held(self, code):
        """The room, loaded (404 ``unknown_room``), its lock held, caught up with the log when shared."""
        code = normalise_code(code)
        room = self.peek(code)
        if room is None:
            room_id = self.store.find_room(code) if code else None
            if room_id is None:
                raise unknown_room()
            room = self.add(Room(code, room_id, self.store.load_room(room_id)))
        with room.lock:
            if room.gone:
                raise unknown_room()
            if self.shared:
                room.caught_up(self.store.load_room(room.room_id, room.state.version))
            yield room

    def person(self, room: Room, token: str | None, required: bool = False) -> str | None:
        """The room person a token names (None: no token, a spectator); 401 for a token nobody holds,
        or the token of someone the organizer removed from the room."""
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
        if person != rules_room.ORGANIZER and person not in room.state.people:
            raise unknown_room_token()
        return person

    def peek(self, code) -> Room | None:
        """The room as held now, if it is (no load, no lock of its own)."""
        return self._rooms.get(normalise_code(code))

    def add(self, room: Room) -> Room:
        """Hold ``room``, unless another thread's copy came first: the one held."""
        with self._lock:
            return self._rooms.setdefault(room.code, room)

    def remove(self, room: Room) -> None:
        """Let go of ``room`` (deleted): the next load finds it no more here."""
        with self._lock:
            if self._rooms.get(room.code) is room:
                del self._rooms[room.code]

    def codes(self) -> list[str]:
        return list(self._rooms)
