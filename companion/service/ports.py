"""What the table service asks of the world: a log store, a broadcaster, and what they raise.

The service is built with these (``TableService``) and never imports an
implementation: ``companion.storage.store.Store`` is the log store on SQLite
or PostgreSQL, ``companion.cluster.redis_hub.RedisBroadcaster`` the
broadcaster between processes (``Alone`` here: one process). So nothing
above storage sees peewee, and the cluster layer never calls up into the
service: what other processes did reaches the service as a ``Remote``
note, through the handler it gives its broadcaster when it makes it.
"""
from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Callable, ContextManager, Protocol


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


@dataclass(frozen=True)
class Remote:
    """What another process did to a table, as its broadcaster heard it.

    ``kind``: "version" (the table is at ``version``; None: perhaps, catch
    up), "people" (a seat's token was re-issued), "presence" (who is
    connected through the other processes changed), "deleted" (the table
    is gone: drop it, close its sockets), "reconnected" (notes may have
    been lost: catch up every table watched here; ``code`` None).
    """

    kind: str
    code: str | None = None
    version: int | None = None


class Broadcaster(Protocol):
    """Tells the other processes what changed here, and who is connected through them."""

    shared: bool

    def announce(self, code: str, version: int) -> None: ...

    def people_changed(self, code: str) -> None: ...

    def deleted(self, code: str) -> None:
        """The table is deleted (its host, or pruning): the other processes drop it."""

    def watch(self, code: str, here: frozenset) -> None:
        """This process's sockets at ``code`` now show ``here`` (person ids); called on every change of them."""

    def unwatch(self, code: str) -> None:
        """No socket of this process watches ``code`` any more."""

    def elsewhere(self, code: str) -> frozenset | None:
        """Who is connected to ``code`` through the other processes (None: nobody known)."""

    def health(self) -> str: ...

    def close(self) -> None: ...


Connect = Callable[[Callable[[Remote], None]], Broadcaster]  # makes a broadcaster that reports to a handler


class Alone:
    """The broadcaster of a process that serves its tables alone: nobody to tell, nobody elsewhere."""

    shared = False

    def __init__(self, handler: Callable[[Remote], None] | None = None) -> None:
        pass

    def announce(self, code: str, version: int) -> None:
        pass

    def people_changed(self, code: str) -> None:
        pass

    def deleted(self, code: str) -> None:
        pass

    def watch(self, code: str, here: frozenset) -> None:
        pass

    def unwatch(self, code: str) -> None:
        pass

    def elsewhere(self, code: str) -> frozenset | None:
        return None

    def health(self) -> str:
        return "in-process"

    def close(self) -> None:
        pass
