"""What storage answers the layers above it: the two logs' protocols, the records as read, the refusals.

``store.Store`` is the ``LogStore`` on SQLite or PostgreSQL, ``rooms.RoomStore``
the ``RoomLog``; the table and room services are built with them and never
import an implementation, so nothing above storage sees peewee (nor does
this module import it). A token is kept only as its SHA-256 (``hash_token``):
a stolen database (or backup) holds no token a phone could use.
"""
from __future__ import annotations

import functools
import hashlib
from dataclasses import dataclass
from datetime import datetime
from typing import ContextManager, Protocol


@functools.lru_cache(maxsize=4096)
def hash_token(token: str) -> str:
    """The token as stored (its SHA-256). Remembered for the tokens in use: every
    request and socket of a person hashes the same token again (two hashes a tap)."""
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


class SeqTaken(Exception):
    """The log already holds this table's seq, or this action id: nothing was written."""


class CodeTaken(Exception):
    """Another table has this code: nothing was written (draw another)."""


class Unavailable(Exception):
    """The log store cannot answer now (its database is lost or restarting): 503, nothing written."""


@dataclass(frozen=True)
class StoredAction:
    seq: int
    action_id: str | None
    record: dict
    at: str  # ISO 8601, UTC


@dataclass(frozen=True)
class StoredSeat:
    player_id: str
    token_hash: str
    rule_withheld_deal: int | None  # the deal whose sealed rule this token may not see


class LogStore(Protocol):
    """The append-only log of every table, and each seat's token hash."""

    shared: bool  # other processes append to the same log (PostgreSQL): catch up before answering

    def create_table(self, code: str, record: dict, host_id: str, token: str) -> int:
        """The table, its first record and the host's token at once; raises ``CodeTaken``."""

    def find_table(self, code: str) -> int | None: ...

    def load_actions(self, table_id: int, after: int = 0, limit: int | None = None) -> list[StoredAction]: ...

    def load_seats(self, table_id: int) -> list[StoredSeat]: ...

    def person_of(self, table_id: int, token: str) -> str | None: ...

    def append(self, table_id: int, seq: int, record: dict, action_id: str | None = None,
               person: tuple[str, str] | None = None) -> None:
        """One record (with a new person: (player id, token)); raises ``SeqTaken``, writing nothing."""

    def append_note(self, table_id: int, seq: int, record: dict, action_id: str | None = None) -> None:
        """One record of the table's notebook (its own stream and seq); raises ``SeqTaken``, writing nothing."""

    def load_notes(self, table_id: int, after: int = 0) -> list[StoredAction]: ...

    def load_since(self, table_id: int, after: int, notes_after: int) -> tuple[list[StoredAction], list[StoredAction]]:
        """The log's records after ``after`` and the notebook's after ``notes_after``: one read."""

    def replace_token(self, table_id: int, player_id: str, token: str,
                      rule_withheld_deal: int | None = None) -> bool: ...

    def table_transaction(self, table_id: int, token: str | None = None) -> ContextManager[str | None]:
        """Hold one table across processes for one change; yields who ``token`` holds there now."""

    def delete_table(self, table_id: int) -> int:
        """The table with its log, people and tokens, at once; the records that went."""

    def untouched_tables(self, before: datetime) -> list[tuple[str, str]]:
        """(code, last touched, ISO) of the tables whose last record is older than ``before`` (naive UTC)."""


class RoomLog(Protocol):
    """The append-only log of every room, and the hash of each room token (``storage.rooms.RoomStore``)."""

    shared: bool

    def create_room(self, code: str, record: dict, organizer_id: str, token: str) -> int:
        """The room, its first record and the organizer's token at once; raises ``CodeTaken``."""

    def find_room(self, code: str) -> int | None: ...

    def load_room(self, room_id: int, after: int = 0) -> list[StoredAction]: ...

    def append_room(self, room_id: int, seq: int, record: dict, person: tuple[str, str] | None = None) -> None:
        """One record (with a new person: (person id, token)); raises ``SeqTaken``, writing nothing."""

    def room_holder(self, room_id: int, token: str) -> str | None: ...

    def delete_room(self, room_id: int) -> int:
        """The room's log and people at once (not its tables); the records that went."""

    def untouched_rooms(self, before: datetime) -> list[tuple[str, str]]:
        """(code, last touched, ISO) of the rooms whose own last record is older than ``before``."""

    def table_codes(self, room_id: int | None = None) -> set[str]:
        """The codes of the tables of a room (None: of every room)."""
