"""Kept no longer than needed: a table deleted by its host, and whatever nobody touched for N days.

``remove`` is the one path that deletes a table with everything in it (its
log, its people and their tokens), closes its sockets here with ``GONE`` and
tells the other processes, which drop their copy (``gone``). Pruning is
generic: each kind of thing kept (``Kept``: tables here; the room service adds rooms)
says which of its codes nobody touched since a moment, and how to delete one.
What is kept, and for how long: docs/operations.md, "What is kept, and for how long".
"""
from __future__ import annotations

import datetime as _dt
import logging
from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable

from companion.rules import errors
from companion.yielding import in_turns

if TYPE_CHECKING:  # the service builds its retention with itself
    from companion.service.ports import Remote
    from companion.service.table import Table
    from companion.service.table_service import TableService

log = logging.getLogger(__name__)

GONE = (4410, "This table was deleted.")  # the close of its sockets (4000 + 410 Gone)


@dataclass(frozen=True)
class Kept:
    """One kind of thing kept: its codes untouched since a moment (code, when, ISO), and its deletion."""

    kind: str  # "room", "table"
    untouched: Callable[[_dt.datetime], list[tuple[str, str]]]
    delete: Callable[[str], bool]  # False: it was gone already


@dataclass(frozen=True)
class Pruned:
    """One thing pruning deleted, and when it was last touched."""

    kind: str
    code: str
    touched: str  # ISO 8601, UTC


class Retention:
    """Deleting tables (and, through ``kinds``, anything else kept) for one table service."""

    def __init__(self, tables: "TableService"):
        self.tables = tables
        self.kinds: list[Kept] = [Kept("table", self._untouched_tables, self.remove)]  # a room's goes first
        self.held: list[Callable[[], set[str]]] = []  # codes of tables kept with something else (a room's)

    def _untouched_tables(self, before: _dt.datetime) -> list[tuple[str, str]]:
        """The tables nobody touched, but those kept with what holds them (a room's, while the room is)."""
        held = set().union(*(codes() for codes in self.held))
        return [(code, at) for code, at in self.tables.table_log.store.untouched_tables(before) if code not in held]

    def delete(self, code: str, token: str | None) -> int:
        """The host deletes their table with everything in it: the records that went.

        Checks: 404 ``unknown_table``, 401, 403 ``host_only``, 409 ``room_table`` (a room's table:
        its organizer deletes it from the room, which keeps its games); nothing changed;
        then the code answers as unknown, here and in every process.
        """
        tables = self.tables
        with tables.cache.held(code, fresh=True) as table:
            if tables.authenticate(code, token, required=True) not in (table.state.host, table.state.organizer):
                raise errors.Forbidden("host_only")
            if table.state.organizer is not None:  # a room's: deleted from its room (``delete_table``)
                raise errors.Conflict("room_table")
            records = self._delete(table)
        tables.broadcaster.deleted(table.code)
        return records

    def remove(self, code: str) -> bool:
        """Delete the table ``code`` whoever asks (pruning, a room's deletion), its log never
        replayed for it; False: no such table."""
        tables = self.tables
        table = tables.cache.entry(code)
        with table.lock:
            table_id = table.table_id if table.loaded else tables.table_log.store.find_table(table.code)
            if table_id is not None:
                tables.table_log.store.delete_table(table_id)
            self._let_go(table, table_id)
        if table_id is None:
            return False
        tables.broadcaster.deleted(table.code)
        return True

    def _delete(self, table: "Table") -> int:
        """The table's rows deleted, then its copy here let go (its lock held)."""
        records = self.tables.table_log.store.delete_table(table.table_id)
        self._let_go(table, table.table_id)
        return records

    def hearing(self, heard: Callable[["Remote"], None]) -> Callable[["Remote"], None]:
        """The broadcaster's handler: a table deleted elsewhere is let go of here (``gone``), the
        rest of the news goes on to ``heard``."""
        def handler(note: "Remote") -> None:
            if note.kind == "deleted":
                return self.gone(note.code)
            if note.kind == "reconnected":
                self._recheck()
            heard(note)
        return handler

    def _recheck(self) -> None:
        """Notes may have been lost (Redis was down): a table held here that the log no longer has was
        deleted meanwhile (one lookup each, in turns of the loop; only when the listener reconnects)."""
        for table in in_turns(self.tables.cache.loaded()):
            try:
                if self.tables.table_log.store.find_table(table.code) is None:
                    self.gone(table.code)
            except Exception:  # noqa: BLE001 - the database may be down too; the next hello finds out
                log.exception("could not check table %s", table.code)

    def gone(self, code: str) -> None:
        """Another process deleted the table: drop this process's copy and close its sockets."""
        table = self.tables.cache.peek(code)
        if table is not None:
            with table.lock:
                self._let_go(table, table.table_id)

    def _let_go(self, table: "Table", table_id: int | None) -> None:
        table.forget()  # whoever waits for its lock replays it, and finds no table: 404
        self.tables.cache.remove(table)
        pages = self.tables.pages  # a SQLite id may be drawn again: no page of this table is kept
        for key in [key for key in pages if key[0] == table_id]:
            del pages[key]
        for sub in table.audience.subscribers:
            self.tables.presence.remove(table, sub)
            sub.close(*GONE)

    def prune(self, keep_days: int, now: _dt.datetime | None = None) -> list[Pruned]:
        """Delete everything nobody touched for ``keep_days`` days (0: keep everything); what went."""
        if keep_days <= 0:
            return []
        now = now or _dt.datetime.now(_dt.timezone.utc).replace(tzinfo=None)  # naive UTC, as the log's times
        before = now - _dt.timedelta(days=keep_days)
        pruned = []
        for kept in self.kinds:
            for code, touched in in_turns(kept.untouched(before), every=1):  # a turn of the loop after each
                if kept.delete(code):
                    pruned.append(Pruned(kept.kind, code, touched))
        return pruned
