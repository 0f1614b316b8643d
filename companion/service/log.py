"""A table's fold kept in step with the log store: loaded, caught up, held for a change, appended to.

The aggregate (``table.Table``) does no I/O: this is where the service reads
the log store for it and hands it the records. When the log is shared
(other processes append too), a table in memory may be behind the log:
``catch_up`` folds in what it missed, and ``writing`` holds the table
across processes for one change, caught up inside the hold.
"""
from __future__ import annotations

from contextlib import contextmanager

from companion.rules import errors
from companion.service.codes import unknown_table, unknown_token
from companion.service.ports import LogStore, SeqTaken
from companion.service.table import Table


class TableLog:
    def __init__(self, store: LogStore, shared: bool):
        self.store = store
        self.shared = shared  # other processes append to this log too: catch up before answering

    def load(self, table: Table) -> None:
        """Replay the log (a cache miss); NotFound for a code no table has."""
        table_id = self.store.find_table(table.code)
        if table_id is None:
            raise unknown_table()
        table.replayed(table_id, self.store.load_actions(table_id), self.store.load_seats(table_id))

    def catch_up(self, table: Table) -> bool:
        """Fold in what other processes appended since this state's version; True when there was any."""
        actions = self.store.load_actions(table.table_id, after=table.state.version)
        if not actions:
            return False
        if table.caught_up(actions):
            self.reseat(table)  # a seat taken on another process: its token
        return True

    def reseat(self, table: Table) -> None:
        """The seats as the log store has them (a token re-issued or a seat taken elsewhere)."""
        try:
            table.reseated(self.store.load_seats(table.table_id))
        except BaseException:
            table.forget()
            raise

    def replace_token(self, table: Table, person: str, new: str, withhold: bool = True) -> None:
        """The seat's one token is ``new`` now: stored, then held here (what it may not see with it;
        ``withhold`` False: everything its person may see, a room's first hand-out of the seat);
        the sockets of the old one are closed."""
        withheld = table.withheld_from(person) if withhold else None
        if not self.store.replace_token(table.table_id, person, new, withheld):  # pragma: no cover
            raise unknown_token()
        table.reissued(person, new, withheld)
        for sub in table.audience.of(person):
            sub.close()  # the phone that held the old token is cut off

    def assign(self, table: Table, person: str, token: str) -> None:
        """``replace_token``, unless the seat holds ``token`` already (here, or through another process);
        the token made from the room token its person joined the room with: nothing is withheld from it."""
        self.reseat(table)
        if table.holder(token) != person:
            self.replace_token(table, person, token, withhold=False)

    def refresh(self, table: Table) -> None:
        """Before answering from memory: what other processes wrote meanwhile (only when shared)."""
        if self.shared:
            self.catch_up(table)

    @contextmanager
    def writing(self, table: Table, token: str | None = None):
        """The table held for one change; yields the person ``token`` holds in the log (shared only).

        Shared: one transaction that holds the table across processes, caught
        up inside it; any failure but a refusal (a lost database) forgets the
        state, since what was applied may not be stored. One process: the
        table's lock is all it takes.
        """
        if not self.shared:
            yield None
            return
        try:
            with self.store.table_transaction(table.table_id, token) as holder:
                self.catch_up(table)
                yield holder
        except errors.RuleError:
            raise
        except BaseException:
            table.forget()
            raise

    def append(self, table: Table, record: dict, action_id: str | None,
               person: tuple[str, str] | None = None) -> None:
        """Append the record as the next seq, then fold it in (with the person it seated: (id, token)).

        If another process wrote this seq first, this state is old: 409
        ``stale_version``, and the log is read again at the next access.
        """
        try:
            self.store.append(table.table_id, table.state.version + 1, record, action_id, person)
        except SeqTaken:
            table.forget()
            raise errors.StaleVersion("stale_version", at="table")
        table.apply(record, action_id, person)
