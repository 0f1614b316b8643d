"""Durable storage: the append-only action log of every table, in SQLite or PostgreSQL.

The log is the truth; a table's state is a replay of it (docs/server.md,
"Storage"). ``open_store`` picks the engine (``sqlite.SqliteEngine`` for a file,
``postgres.PostgresEngine`` for a ``postgresql://`` URL), creates or migrates the
schema, and answers a ``Store``: the table service's ``interface.LogStore``.
Each app opens its own. Every query is plain SQL, and the database's refusals
leave as the port's ``SeqTaken`` and ``CodeTaken``, so nothing above sees peewee.
"""
from __future__ import annotations

import datetime as _dt
import json
from contextlib import contextmanager

import orjson
import peewee as pw

from companion.config import is_postgres_url
from companion.storage import schema
from companion.storage.engine import UNAVAILABLE, Engine
from companion.storage.interface import CodeTaken, SeqTaken, StoredAction, StoredSeat, Unavailable, hash_token
from companion.storage.schema import SCHEMA_VERSION, SchemaTooNew  # noqa: F401
from companion.yielding import in_turns


def is_postgres(target: str) -> bool:
    """Is ``target`` (a --db value) a PostgreSQL URL?"""
    return is_postgres_url(target)


def open_store(path: str, pool_size: int | None = None) -> "Store":
    """A store over a SQLite file (or ``:memory:``) or a PostgreSQL URL, its schema created or migrated.

    Raises ``SchemaTooNew`` (nothing changed) for a database of a newer companion.
    """
    if is_postgres(path):
        from companion.storage.postgres import PostgresEngine

        engine: Engine = PostgresEngine(path, pool_size)
    else:
        from companion.storage.sqlite import SqliteEngine

        engine = SqliteEngine(path)
    store = Store(engine)
    with store.connection(), engine.schema_change():
        schema.prepare(engine.database)
    return store


def now() -> _dt.datetime:
    return _dt.datetime.now(_dt.timezone.utc).replace(tzinfo=None)


def iso(at: _dt.datetime) -> str:
    return at.replace(tzinfo=_dt.timezone.utc).isoformat().replace("+00:00", "Z")


def _record(text: str) -> dict:
    """A stored record: orjson (written by it: about three times json.loads), else the standard
    parser (a record an older version wrote with a lone surrogate escaped)."""
    try:
        return orjson.loads(text)
    except orjson.JSONDecodeError:
        return json.loads(text)


def _datetime(at) -> _dt.datetime:
    return at if isinstance(at, _dt.datetime) else _dt.datetime.fromisoformat(at)


class Store:
    """One database's log of tables (``interface.LogStore``), over the engine ``open_store`` picked."""

    def __init__(self, engine: Engine):
        self.engine = engine
        self.database = engine.database
        self.shared = engine.name == "postgresql"  # other processes may append: catch up before answering
        self._p = engine.database.param

    def _sql(self, sql: str, params: tuple = ()):
        return self.database.execute_sql(sql.replace("?", self._p), params)

    @contextmanager
    def connection(self):
        """The store's connection, held for the block (re-entrant); a lost database raises ``Unavailable``."""
        try:
            with self.engine.connection():
                yield
        except UNAVAILABLE as exc:
            raise Unavailable(str(exc)) from exc

    def close(self) -> None:
        self.engine.close()

    def checkpoint_in_background(self, interval: float = 1.0) -> bool:
        """SQLite's WAL copied back into the file by a thread of its own (``SqliteEngine``).

        False (and nothing changed) for PostgreSQL or a database that is not a file.
        """
        return self.engine.checkpoint_in_background(interval)

    @contextmanager
    def table_transaction(self, table_id: int, token: str | None = None):
        """Hold one table, across processes, for one change: read what others appended, append, commit.

        SQLite: an IMMEDIATE transaction (one writer for the whole file).
        PostgreSQL: a transaction-scoped advisory lock on the table's id.
        Yields the player id that ``token`` holds at this table now (None: no
        such token, or no token given): a token re-issued through another
        process stops working here too.
        """
        with self.connection(), self.engine.write():
            yield self.engine.hold(table_id, None if token is None else hash_token(token))

    def _new_table(self, code: str, created) -> int:
        try:
            return self._sql('INSERT INTO "table" ("code", "created") VALUES (?, ?) RETURNING "id"',
                             (code, str(created))).fetchone()[0]
        except pw.IntegrityError:
            raise CodeTaken(code) from None

    def _new_person(self, table_id: int, player_id: str, token_hash: str, withheld: int | None = None) -> None:
        self._sql('INSERT INTO "person" ("table_id", "player_id", "token_hash", "rule_withheld_deal") '
                  'VALUES (?, ?, ?, ?)', (table_id, player_id, token_hash, withheld))

    def create_table(self, code: str, record: dict, host_id: str, token: str) -> int:
        """The table row, its first record (seq 1) and the host's token, atomically.

        Raises ``CodeTaken`` when the code is taken (the caller draws again).
        """
        with self.connection(), self.engine.write():
            table_id = self._new_table(code, now())
            self.engine.append((table_id, 1, None, orjson.dumps(record).decode("utf-8"), str(now())),
                               (host_id, hash_token(token)))
            return table_id

    def copy_table(self, code: str, created, people: list, actions: list) -> int:
        """A table copied from another database as it is (``companion migrate``), in one transaction.

        ``people``: (player id, token hash, rule withheld deal); ``actions``: (seq, action id, record text, at).
        """
        with self.connection(), self.engine.write():
            table_id = self._new_table(code, created)
            for player_id, token_hash, withheld in people:
                self._new_person(table_id, player_id, token_hash, withheld)
            for seq, action_id, record, at in actions:
                self.engine.append((table_id, seq, action_id, record, str(at)), None)
            return table_id

    def find_table(self, code: str) -> int | None:
        with self.connection():
            row = self._sql('SELECT "id" FROM "table" WHERE "code" = ?', (code,)).fetchone()
            return row[0] if row else None

    def load_actions(self, table_id: int, after: int = 0, limit: int | None = None) -> list[StoredAction]:
        """Every record of the table in seq order (from ``after`` + 1; at most ``limit``).

        Plain SQL: with several processes every change and read asks for the
        records after its cached version (usually none), and building the query
        through peewee cost more than running it.
        """
        sql = 'SELECT "seq", "action_id", "record", "at" FROM "action" WHERE "table_id" = ? AND "seq" > ? ORDER BY "seq"'
        params: tuple = (table_id, after)
        if limit is not None:
            sql += " LIMIT ?"
            params += (limit,)
        with self.connection():
            rows = self._sql(sql, params).fetchall()
        # decoding a long log is the long part of a replay or a big page: in turns of the loop
        return [StoredAction(seq, action_id, _record(record), iso(_datetime(at)))
                for seq, action_id, record, at in in_turns(rows)]

    def append(self, table_id: int, seq: int, record: dict, action_id: str | None = None,
               person: tuple[str, str] | None = None) -> None:
        """Append one record in one write transaction (with a new person: (player id, token)).

        Raises ``SeqTaken`` if seq or action_id is already taken: then nothing was written.
        """
        row = (table_id, seq, action_id, orjson.dumps(record).decode("utf-8"), str(now()))
        try:
            with self.connection():
                self.engine.append(row, None if person is None else (person[0], hash_token(person[1])))
        except pw.IntegrityError:
            raise SeqTaken(f"table {table_id}: seq {seq} or its action id is taken") from None

    def append_note(self, table_id: int, seq: int, record: dict, action_id: str | None = None) -> None:
        """Append one record to the table's notebook (its own seq); ``SeqTaken`` and nothing written
        if seq or action_id is taken. One INSERT, its own transaction (autocommit), as an action's
        append (``Engine.append``): committed before the answer, and no dearer than an action."""
        row = (table_id, seq, action_id, orjson.dumps(record).decode("utf-8"), str(now()))
        try:
            with self.connection():
                self._sql('INSERT INTO "note" ("table_id", "seq", "action_id", "record", "at") VALUES (?, ?, ?, ?, ?)',
                          row)
        except pw.IntegrityError:
            raise SeqTaken(f"table {table_id}: note {seq} or its action id is taken") from None

    def load_notes(self, table_id: int, after: int = 0) -> list[StoredAction]:
        """The table's notebook records in seq order, from ``after`` + 1."""
        with self.connection():
            rows = self._sql('SELECT "seq", "action_id", "record", "at" FROM "note" WHERE "table_id" = ? AND "seq" > ? '
                             'ORDER BY "seq"', (table_id, after)).fetchall()
        return [StoredAction(seq, action_id, _record(record), iso(_datetime(at))) for seq, action_id, record, at in rows]

    def load_since(self, table_id: int, after: int, notes_after: int) -> tuple[list[StoredAction], list[StoredAction]]:
        """The table's records after ``after`` and its notebook's after ``notes_after``, in one query
        (a shared log's catch-up, before every change and read: one round trip, as before notebooks)."""
        sql = ('SELECT 0, "seq", "action_id", "record", "at" FROM "action" WHERE "table_id" = ? AND "seq" > ? '
               'UNION ALL SELECT 1, "seq", "action_id", "record", "at" FROM "note" WHERE "table_id" = ? AND "seq" > ? '
               'ORDER BY 1, 2')
        with self.connection():
            rows = self._sql(sql, (table_id, after, table_id, notes_after)).fetchall()
        found: tuple[list, list] = ([], [])
        for kind, seq, action_id, record, at in in_turns(rows):
            found[kind].append(StoredAction(seq, action_id, _record(record), iso(_datetime(at))))
        return found

    def replace_token(self, table_id: int, player_id: str, token: str, rule_withheld_deal: int | None = None) -> bool:
        """Give a seat a new token in one transaction: the old one stops working.

        False (and nothing written) when the table has no such person.
        """
        with self.connection(), self.engine.write():
            cursor = self._sql('UPDATE "person" SET "token_hash" = ?, "rule_withheld_deal" = ? '
                               'WHERE "table_id" = ? AND "player_id" = ?',
                               (hash_token(token), rule_withheld_deal, table_id, player_id))
            return cursor.rowcount == 1

    def load_seats(self, table_id: int) -> list[StoredSeat]:
        """Every seat of the table with its token hash (and what that token may not see)."""
        with self.connection():
            rows = self._sql('SELECT "player_id", "token_hash", "rule_withheld_deal" FROM "person" '
                             'WHERE "table_id" = ? ORDER BY "id"', (table_id,)).fetchall()
        return [StoredSeat(*row) for row in rows]

    def person_of(self, table_id: int, token: str) -> str | None:
        """The player id a token holds at this table now (None: no such token), read from the database."""
        with self.connection():
            return self.engine.holder(table_id, hash_token(token))

    # -- kept no longer than needed (companion/service/retention.py) ----------------

    def delete_table(self, table_id: int) -> int:
        """A table with everything in it (its log, its people and their token hashes, its row), in one
        transaction holding the table as a change does; how many records went (0: no such table)."""
        with self.connection(), self.engine.write():
            self.engine.hold(table_id, None)
            records = self._sql('DELETE FROM "action" WHERE "table_id" = ?', (table_id,)).rowcount
            self._sql('DELETE FROM "note" WHERE "table_id" = ?', (table_id,))
            self._sql('DELETE FROM "person" WHERE "table_id" = ?', (table_id,))
            self._sql('DELETE FROM "table" WHERE "id" = ?', (table_id,))
            return records

    def untouched_tables(self, before: _dt.datetime) -> list[tuple[str, str]]:
        """(code, when last touched, ISO) of every table whose last record (its creation, a join, an action:
        each is one) was appended before ``before`` (naive UTC, as ``now()``), least recently touched first. The last record
        is found through the (table, seq) index; a table without any is as old as its row."""
        sql = ('SELECT "code", "touched" FROM (SELECT t."code" AS "code", COALESCE((SELECT a."at" FROM "action" a '
               'WHERE a."table_id" = t."id" ORDER BY a."seq" DESC LIMIT 1), t."created") AS "touched" '
               'FROM "table" t) AS "kept" WHERE "touched" < ? ORDER BY "touched", "code"')
        with self.connection():
            rows = self._sql(sql, (str(before),)).fetchall()
        return [(code, iso(_datetime(touched))) for code, touched in rows]

    def ping(self) -> None:
        """Raises when the database cannot answer."""
        with self.connection():
            self._sql("SELECT 1").fetchone()

    def backup(self, path: str) -> None:
        """A consistent copy of the SQLite file, safe while serving (``SqliteEngine.backup``).

        ``ValueError`` on PostgreSQL (pg_dump is its tool).
        """
        self.engine.backup(path)
