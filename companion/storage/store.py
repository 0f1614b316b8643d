"""Durable storage: the append-only action log of every table, in SQLite or PostgreSQL.

The log is the truth; a table's state is a replay of it. No action is ever
updated or deleted (an undo is one more record), so a crash can only lose an
append that never committed — and such an action was never answered 2xx.
The one row that is updated is a person's token hash, when the host
re-issues that seat's token (``replace_token``): a token is not a game action.

This module is what the rest of the server calls. ``open_database`` picks
the engine once — ``sqlite.SqliteEngine`` for a file (the default:
embedded, no other service), ``postgres.PostgresEngine`` for a
``postgresql://`` URL (several server processes sharing the tables;
docs/operations.md) — binds the models (``schema``) to it, and creates or
migrates the schema. Every function below asks that engine for what
differs (a connection, a write transaction, holding a table, the append)
and runs the SQL both understand.

Several processes may change one table: ``table_transaction`` holds it for
the length of one change, so a process reads the records it missed and
appends the next one as one step.
"""
from __future__ import annotations

import datetime as _dt
import json
from contextlib import contextmanager
from dataclasses import dataclass

import orjson
import peewee as pw

from companion.config import is_postgres_url
from companion.storage import schema
from companion.storage.engine import UNAVAILABLE, Engine  # noqa: F401 - UNAVAILABLE: the web layer's 503
from companion.storage.schema import MODELS, SCHEMA_VERSION, Action, Person, SchemaTooNew, Table, db  # noqa: F401
from companion.storage.tokens import hash_token
from companion.yielding import in_turns

_engine: Engine | None = None


def is_postgres(target: str | None = None) -> bool:
    """Is ``target`` (a --db value) a PostgreSQL URL? Without an argument: is the bound database PostgreSQL?"""
    if target is None:
        return _engine is not None and _engine.name == "postgresql"
    return is_postgres_url(target)


def open_database(path: str, pool_size: int | None = None) -> pw.Database:
    """Bind the models to a SQLite file (or ``:memory:``) or a PostgreSQL URL; create or migrate the schema.

    Raises ``SchemaTooNew`` (nothing changed) for a database of a newer companion.
    """
    global _engine
    if is_postgres(path):
        from companion.storage.postgres import PostgresEngine

        engine: Engine = PostgresEngine(path, pool_size)
    else:
        from companion.storage.sqlite import SqliteEngine

        engine = SqliteEngine(path)
    old, _engine = _engine, engine
    db.initialize(engine.database)
    if old is not None:
        old.close()
    with engine.connection(), engine.schema_change():
        schema.prepare(engine.database)
    return engine.database


def connection():
    """The process's connection, held for the block (re-entrant): a context."""
    return _engine.connection()


def checkpoint_in_background(interval: float = 1.0) -> bool:
    """SQLite's WAL copied back into the file by a thread of its own (``SqliteEngine``).

    False (and nothing changed) for PostgreSQL or a database that is not a file.
    """
    return _engine.checkpoint_in_background(interval)


@contextmanager
def table_transaction(table_id: int, token: str | None = None):
    """Hold one table, across processes, for one change: read what others appended, append, commit.

    SQLite: an IMMEDIATE transaction (one writer for the whole file).
    PostgreSQL: a transaction-scoped advisory lock on the table's id.

    Yields the player id that ``token`` holds at this table now (None: no
    such token, or no token given): a token re-issued through another
    process stops working here too.
    """
    with _engine.connection(), _engine.write():
        yield _engine.hold(table_id, None if token is None else hash_token(token))


def now() -> _dt.datetime:
    return _dt.datetime.now(_dt.timezone.utc).replace(tzinfo=None)


def iso(at: _dt.datetime) -> str:
    return at.replace(tzinfo=_dt.timezone.utc).isoformat().replace("+00:00", "Z")


@dataclass(frozen=True)
class StoredAction:
    seq: int
    action_id: str | None
    record: dict
    at: str  # ISO 8601, UTC


def create_table(code: str, record: dict, host_id: str, token: str) -> int:
    """The table row, its first record (seq 1) and the host's token, atomically.

    Raises ``pw.IntegrityError`` when the code is taken (the caller draws again).
    """
    with _engine.connection(), _engine.write():
        table = Table.create(code=code, created=now())
        Action.create(table=table, seq=1, action_id=None, record=json.dumps(record), at=now())
        Person.create(table=table, player_id=host_id, token_hash=hash_token(token))
        return table.id


def copy_table(code: str, created, people: list, actions: list) -> int:
    """A table copied from another database as it is (``companion migrate``), in one transaction.

    ``people``: (player id, token hash, rule withheld deal); ``actions``: (seq, action id, record text, at).
    """
    with _engine.connection(), _engine.write():
        table = Table.create(code=code, created=created)
        for player_id, token_hash, withheld in people:
            Person.create(table=table, player_id=player_id, token_hash=token_hash, rule_withheld_deal=withheld)
        for seq, action_id, record, at in actions:
            Action.create(table=table, seq=seq, action_id=action_id, record=record, at=at)
        return table.id


def find_table(code: str) -> int | None:
    with _engine.connection():
        row = Table.select(Table.id).where(Table.code == code).first()
        return row.id if row else None


def load_actions(table_id: int, after: int = 0, limit: int | None = None) -> list[StoredAction]:
    """Every record of the table in seq order (from ``after`` + 1; at most ``limit``).

    Plain SQL: with several processes every change and read asks for the
    records after its cached version (usually none), and building the query
    through peewee cost more than running it.
    """
    p = db.param
    sql = (f'SELECT "seq", "action_id", "record", "at" FROM "action" WHERE "table_id" = {p} AND "seq" > {p} '
           'ORDER BY "seq"')
    params: tuple = (table_id, after)
    if limit is not None:
        sql += f" LIMIT {p}"
        params += (limit,)
    with _engine.connection():
        rows = db.execute_sql(sql, params).fetchall()
    # decoding a long log is the long part of a replay or a big page: in turns of the loop
    return [StoredAction(seq, action_id, _record(record), iso(_datetime(at)))
            for seq, action_id, record, at in in_turns(rows)]


def _record(text: str) -> dict:
    """A stored record: orjson (written by it: about three times json.loads), else the standard
    parser (a record an older version wrote with a lone surrogate escaped)."""
    try:
        return orjson.loads(text)
    except orjson.JSONDecodeError:
        return json.loads(text)


def _datetime(at) -> _dt.datetime:
    return at if isinstance(at, _dt.datetime) else _dt.datetime.fromisoformat(at)


def append(table_id: int, seq: int, record: dict, action_id: str | None = None,
           person: tuple[str, str] | None = None) -> None:
    """Append one record in one write transaction (with a new person: (player id, token)).

    Raises ``pw.IntegrityError`` if seq or action_id is already taken: then
    nothing was written.
    """
    row = (table_id, seq, action_id, orjson.dumps(record).decode("utf-8"), str(now()))
    with _engine.connection():
        _engine.append(row, None if person is None else (person[0], hash_token(person[1])))


def replace_token(table_id: int, player_id: str, token: str, rule_withheld_deal: int | None = None) -> bool:
    """Give a seat a new token in one transaction: the old one stops working.

    False (and nothing written) when the table has no such person.
    """
    with _engine.connection(), _engine.write():
        changed = (Person.update(token_hash=hash_token(token), rule_withheld_deal=rule_withheld_deal)
                   .where((Person.table == table_id) & (Person.player_id == player_id))
                   .execute())
        return changed == 1


def load_people(table_id: int) -> list[Person]:
    """Every seat of the table with its token hash (and what that token may not see)."""
    with _engine.connection():
        return list(Person.select().where(Person.table == table_id))


def person_of(table_id: int, token: str) -> str | None:
    """The player id a token holds at this table now (None: no such token), read from the database."""
    with _engine.connection():
        return Person.holding(table_id, hash_token(token))


def ping() -> None:
    """Raises when the database cannot answer."""
    with _engine.connection():
        db.execute_sql("SELECT 1").fetchone()


def backup(path: str) -> None:
    """A consistent copy of the SQLite file, safe while serving (``SqliteEngine.backup``).

    ``ValueError`` on PostgreSQL (pg_dump is its tool).
    """
    _engine.backup(path)
