"""The tables this process holds in memory, and which ones it lets go.

A table is loaded (its log replayed, by the ``load`` the service gives) on
first access and then kept; past ``max_tables`` the least recently used
ones no socket here watches are dropped and replayed when next needed.
The entries are kept in the order of their last use (the least recent
first), so letting tables go reads only as far as it lets go.
Unknown codes are never kept: a code that is not a code's shape is refused
before anything is read, one that no table has is dropped again at once,
so guessing costs no memory.
"""
from __future__ import annotations

import threading
from collections import OrderedDict
from contextlib import contextmanager
from itertools import islice
from typing import Callable, Iterator

from companion.service.codes import is_code, normalise_code, unknown_table
from companion.service.table import Table


class TableCache:
    def __init__(self, load: Callable[[Table], None], refresh: Callable[[Table], None], max_tables: int = 5000):
        self.load = load  # replays a table's log into it (NotFound for a code no table has)
        self.refresh = refresh  # catches a loaded table up with what other processes appended
        self.max_tables = max_tables
        self._tables: OrderedDict[str, Table] = OrderedDict()  # the least recently used first
        self._lock = threading.Lock()

    @contextmanager
    def held(self, code: str, fresh: bool = False) -> Iterator[Table]:
        """The table, loaded, with its lock held: the one lookup and the one lock of a request.

        404 (``unknown_table``) for a code no table has. ``fresh``: caught up
        with what other processes appended first (reads, when shared).
        """
        table = self.entry(code)
        with table.lock:
            if not table.loaded:
                try:
                    self.load(table)
                except BaseException:
                    self._drop(table)
                    raise
                self._evict(keep=table)
            elif fresh:
                self.refresh(table)
            yield table

    def entry(self, code: str) -> Table:
        """The table's entry, made if missing (not loaded, its lock not held); 404 for a code of the wrong shape."""
        code = normalise_code(code)
        if not is_code(code):
            raise unknown_table()
        with self._lock:
            table = self._tables.get(code)
            if table is None:
                table = self._tables[code] = Table(code)
            else:
                self._tables.move_to_end(code)
        return table

    def peek(self, code: str) -> Table | None:
        """The table if this process holds it now (loaded or not), else None: nothing to tell it."""
        with self._lock:
            return self._tables.get(normalise_code(code))

    def cached(self, code: str) -> Table | None:
        """The table if this process holds it loaded now, else None."""
        table = self.peek(code)
        return table if table is not None and table.loaded else None

    def watched(self) -> list[Table]:
        """The tables with at least one socket in this process."""
        with self._lock:
            return [t for t in self._tables.values() if t.audience.subscribers]

    def loaded(self) -> list[Table]:
        """The tables this process holds loaded now, watched or not."""
        with self._lock:
            return [t for t in self._tables.values() if t.loaded]

    def add(self, table: Table) -> None:
        """A table just created (loaded already)."""
        with self._lock:
            self._tables[table.code] = table
            self._tables.move_to_end(table.code)
        self._evict(keep=table)

    def remove(self, table: Table) -> None:
        """Let go of a deleted table, whatever watches it (the caller closes its sockets)."""
        with self._lock:
            if self._tables.get(table.code) is table:
                del self._tables[table.code]

    def _drop(self, table: Table) -> None:
        with self._lock:
            if self._tables.get(table.code) is table and not table.audience.subscribers:
                del self._tables[table.code]

    def _evict(self, keep: Table | None = None) -> None:
        """Forget the least recently used tables nobody is watching, beyond ``max_tables``.

        Safe even if an evicted table is being changed right now: the log's
        unique (table, seq) refuses a second writer of the same seq.
        """
        with self._lock:
            excess = len(self._tables) - self.max_tables
            if excess <= 0:
                return
            idle = list(islice((t for t in self._tables.values()  # the least recently used first
                                if t.loaded and t is not keep and not t.audience.subscribers), excess))
            for table in idle:
                if table.lock.acquire(blocking=False):
                    try:
                        table.forget()
                        del self._tables[table.code]
                    finally:
                        table.lock.release()

    def open_tables(self) -> int:
        with self._lock:
            return sum(1 for t in self._tables.values() if t.loaded)

    def sockets(self) -> int:
        with self._lock:
            return sum(len(t.audience.subscribers) for t in self._tables.values())
