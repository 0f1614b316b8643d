"""Kept no longer than needed: a table deleted by its host, and whatever nobody touched for N days.

``remove`` is the one path that deletes a table with everything in it (its
log, its people and their tokens), closes its sockets here with ``GONE`` and
tells the other processes, which drop their copy (``gone``, as the table
service hears it). It is built with the parts of the table service it
deletes from, never the service itself. Pruning is
generic: each kind of thing kept (``Kept``: tables here; the room service adds rooms)
says which of its codes nobody touched since a moment, and how to delete one.
What is kept, and for how long: docs/operations.md, "What is kept, and for how long".
"""
from __future__ import annotations

import datetime as _dt
import logging
from dataclasses import dataclass
from typing import Callable

from companion.rules import errors
from companion.service.cache import TableCache
from companion.service.log import LogPages
from companion.service.ports import Broadcaster
from companion.service.presence import Presence
from companion.service.table import Table
from companion.storage.interface import LogStore
from companion.yielding import in_turns

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
    """Deleting tables (and, through ``kinds``, anything else kept) from the parts of one table service:
    its tables held here (``cache``), its log ``store``, its sockets (``presence``), its log ``pages`` kept,
    the other processes (``broadcaster``), and who a token is (``authenticate``, 404 then 401)."""

    def __init__(self, cache: TableCache, store: LogStore, presence: Presence, pages: LogPages,
                 broadcaster: Broadcaster, authenticate: Callable[..., str | None]):
        self.cache, self.store, self.presence, self.pages = cache, store, presence, pages
        self.broadcaster, self.authenticate = broadcaster, authenticate
        self.kinds: list[Kept] = [Kept("table", self._untouched_tables, self.remove)]  # a room's goes first
        self.held: list[Callable[[], set[str]]] = []  # codes of tables kept with something else (a room's)

    def _untouched_tables(self, before: _dt.datetime) -> list[tuple[str, str]]:
        """The tables nobody touched, but those kept with what holds them (a room's, while the room is)."""
        held = set().union(*(codes() for codes in self.held))
        return [(code, at) for code, at in self.store.untouched_tables(before) if code not in held]

    def delete(self, code: str, token: str | None) -> int:
        """The host deletes their table with everything in it: the records that went.

        Checks: 404 ``unknown_table``, 401, 403 ``host_only``, 409 ``room_table`` (a room's table:
        its organizer deletes it from the room, which keeps its games); nothing changed;
        then the code answers as unknown, here and in every process.
        """
        with self.cache.held(code, fresh=True) as table:
            if self.authenticate(code, token, required=True) not in (table.state.host, table.state.organizer):
                raise errors.Forbidden("host_only")
            if table.state.organizer is not None:  # a room's: deleted from its room (``delete_table``)
                raise errors.Conflict("room_table")
            records = self.store.delete_table(table.table_id)
            self._let_go(table, table.table_id)
        self.broadcaster.deleted(table.code)
        return records

    def remove(self, code: str) -> bool:
        """Delete the table ``code`` whoever asks (pruning, a room's deletion), its log never
        replayed for it; False: no such table."""
        table = self.cache.entry(code)
        with table.lock:
            table_id = table.table_id if table.loaded else self.store.find_table(table.code)
            if table_id is not None:
                self.store.delete_table(table_id)
            self._let_go(table, table_id)
        if table_id is None:
            return False
        self.broadcaster.deleted(table.code)
        return True

    def recheck(self) -> None:
        """Notes may have been lost (Redis was down): a table held here that the log no longer has was
        deleted meanwhile (one lookup each, in turns of the loop; only when the listener reconnects)."""
        for table in in_turns(self.cache.loaded()):
            try:
                if self.store.find_table(table.code) is None:
                    self.gone(table.code)
            except Exception:  # noqa: BLE001 - the database may be down too; the next hello finds out
                log.exception("could not check table %s", table.code)

    def gone(self, code: str) -> None:
        """Another process deleted the table: drop this process's copy and close its sockets."""
        table = self.cache.peek(code)
        if table is not None:
            with table.lock:
                self._let_go(table, table.table_id)

    def _let_go(self, table: Table, table_id: int | None) -> None:
        table.forget()  # whoever waits for its lock replays it, and finds no table: 404
        self.cache.remove(table)
        self.pages.forget(table_id)
        for sub in table.audience.subscribers:
            self.presence.remove(table, sub)
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
