"""What the store asks of a database engine: the strategy ``store.open_store`` picks.

``companion/storage/sqlite.py`` (a file, one shared connection) and
``companion/storage/postgres.py`` (a server, a pool, advisory locks) each
implement it; the store's functions call only this interface, so no caller
asks which engine it has. What both engines do alike is here.
"""
from __future__ import annotations

import contextlib
from contextlib import contextmanager

import peewee as pw
from playhouse.pool import MaxConnectionsExceeded


# What a lost or restarting database raises: the web layer answers 503 database_unavailable.
UNAVAILABLE = (pw.OperationalError, pw.InterfaceError, MaxConnectionsExceeded)

_INSERT_ACTION = 'INSERT INTO "action" ("table_id", "seq", "action_id", "record", "at") VALUES (?, ?, ?, ?, ?)'
_INSERT_PERSON = 'INSERT INTO "person" ("table_id", "player_id", "token_hash") VALUES (?, ?, ?)'
_HOLDER = 'SELECT "player_id" FROM "person" WHERE "table_id" = ? AND "token_hash" = ?'


class Engine:
    name = ""  # "sqlite" or "postgresql"

    def __init__(self, database: pw.Database):
        self.database = database
        # one plain INSERT in the engine's parameter style: building it through Model.create
        # was a tenth of an action's CPU (py-spy)
        self.insert_action = _INSERT_ACTION.replace("?", database.param)
        self._insert_person = _INSERT_PERSON.replace("?", database.param)
        self._holder = _HOLDER.replace("?", database.param)

    def connection(self):
        """A context: the process's connection held for the block (re-entrant)."""
        raise NotImplementedError

    def write(self):
        """A context: one write transaction."""
        return self.database.atomic()

    @contextmanager
    def schema_change(self):
        """One write transaction in which the schema may be created or migrated, held against other processes."""
        with self.write():
            yield

    def hold(self, table_id: int, token_hash: str | None) -> str | None:
        """Inside ``write()``: hold the table across processes until the transaction ends.

        Returns the player id whose token has ``token_hash`` at this table now (None: nobody, or no hash)."""
        return None if token_hash is None else self.holder(table_id, token_hash)

    def holder(self, table_id: int, token_hash: str) -> str | None:
        """The player id whose token has this hash at this table (None: nobody), under ``connection()``."""
        row = self.database.execute_sql(self._holder, (table_id, token_hash)).fetchone()
        return row[0] if row else None

    def append(self, row: tuple, person: tuple[str, str] | None) -> None:
        """Insert one action row (and a new person: (player id, token hash)) as one write, under ``connection()``.

        Inside a transaction (``table_transaction``) that transaction is enough: no savepoint.
        """
        database = self.database
        with contextlib.nullcontext() if database.in_transaction() else self.write():
            database.execute_sql(self.insert_action, row)
            if person is not None:
                database.execute_sql(self._insert_person, (row[0], *person))

    def checkpoint_in_background(self, interval: float) -> bool:
        """Start copying a write-ahead log back off the serving thread; False: nothing to do here."""
        return False

    def backup(self, path: str) -> None:
        raise NotImplementedError

    def close(self) -> None:
        """Close every connection (another database is being bound)."""
        try:
            if not self.database.is_closed():
                self.database.close()
        except pw.PeeweeException:  # pragma: no cover - a connection already lost
            pass
