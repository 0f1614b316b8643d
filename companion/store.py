"""Durable storage: the append-only action log of every table, in SQLite.

The log is the truth; a table's state is a replay of it. No action is ever
updated or deleted (an undo is one more record), so a crash can only lose an
append that never committed — and such an action was never answered 2xx.
The one row that is updated is a person's token hash, when the host
re-issues that seat's token (``replace_token``): a token is not a game action.

peewee models are bound to a ``DatabaseProxy`` so another database
(PostgreSQL) can be bound by configuration without touching the models.
"""
from __future__ import annotations

import datetime as _dt
import hashlib
import json
import sqlite3
import threading
from contextlib import contextmanager
from dataclasses import dataclass

import peewee as pw

from companion import files

db = pw.DatabaseProxy()

PRAGMAS = {
    "journal_mode": "wal",  # readers never block the writer
    "synchronous": "normal",  # in WAL mode: durable across process crashes
    "foreign_keys": 1,
    "busy_timeout": 10000,
}


class _Model(pw.Model):
    class Meta:
        database = db


class Table(_Model):
    code = pw.CharField(max_length=16, unique=True)
    created = pw.DateTimeField()


class Person(_Model):
    table = pw.ForeignKeyField(Table, backref="people", on_delete="CASCADE")
    player_id = pw.CharField(max_length=64)
    token_hash = pw.CharField(max_length=64, unique=True)
    # a token the host re-issued to the dealer's seat while its rule was sealed:
    # that deal's rule stays hidden from it (see tables.reissue)
    rule_withheld_deal = pw.IntegerField(null=True)

    class Meta:
        indexes = ((("table", "player_id"), True),)


class Action(_Model):
    table = pw.ForeignKeyField(Table, backref="actions", on_delete="CASCADE")
    seq = pw.IntegerField()
    action_id = pw.CharField(max_length=200, null=True)
    record = pw.TextField()
    at = pw.DateTimeField()

    class Meta:
        indexes = (
            (("table", "seq"), True),
            (("table", "action_id"), True),  # NULLs never collide in SQLite/PostgreSQL
        )


MODELS = (Table, Person, Action)


_lock = threading.RLock()


def open_database(path: str) -> pw.Database:
    """Bind the proxy to a SQLite file (or ``:memory:``) and create the tables.

    The process keeps ONE connection, shared under a lock, for its whole
    life. Opening a SQLite connection (with its pragmas) costs milliseconds,
    and when the last connection to a WAL database closes SQLite checkpoints
    and fsyncs: per-request connections measured 5-150 ms per action, one
    shared connection about 1 ms. Sharing is safe: every use holds ``_lock``,
    and SQLite has a single writer anyway. (PostgreSQL would use a pool.)
    """
    global _lock
    _lock = threading.RLock()  # created here: after gevent's monkey patching in the worker
    if path != ":memory:" and not path.startswith("file:"):
        files.create_private_file(path)  # 0600 from the start; SQLite's -wal/-shm follow its mode
    database = pw.SqliteDatabase(path, pragmas=PRAGMAS, timeout=10, thread_safe=False,
                                 check_same_thread=False)
    old = db.obj
    db.initialize(database)
    if old is not None and not old.is_closed():
        old.close()
    with connection():
        db.create_tables(MODELS, safe=True)
    return database


@contextmanager
def connection():
    """The process's connection, held exclusively for the block (re-entrant)."""
    with _lock:
        db.connect(reuse_if_open=True)
        yield


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


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
    with connection(), db.atomic("IMMEDIATE"):
        table = Table.create(code=code, created=now())
        Action.create(table=table, seq=1, action_id=None, record=json.dumps(record), at=now())
        Person.create(table=table, player_id=host_id, token_hash=hash_token(token))
        return table.id


def find_table(code: str) -> int | None:
    with connection():
        row = Table.select(Table.id).where(Table.code == code).first()
        return row.id if row else None


def load_actions(table_id: int, after: int = 0, limit: int | None = None) -> list[StoredAction]:
    """Every record of the table in seq order (from ``after`` + 1; at most ``limit``)."""
    with connection():
        query = (
            Action.select(Action.seq, Action.action_id, Action.record, Action.at)
            .where((Action.table == table_id) & (Action.seq > after))
            .order_by(Action.seq)
        )
        if limit is not None:
            query = query.limit(limit)
        return [StoredAction(a.seq, a.action_id, json.loads(a.record), iso(a.at)) for a in query]


_INSERT_ACTION = 'INSERT INTO "action" ("table_id", "seq", "action_id", "record", "at") VALUES (?, ?, ?, ?, ?)'


def append(table_id: int, seq: int, record: dict, action_id: str | None = None,
           person: tuple[str, str] | None = None) -> None:
    """Append one record in one IMMEDIATE transaction (with a new person's token).

    Raises ``pw.IntegrityError`` if seq or action_id is already taken: then
    nothing was written.
    """
    at = now()
    row = (table_id, seq, action_id, json.dumps(record), str(at))
    with connection():
        if person is None and isinstance(db.obj, pw.SqliteDatabase) and not db.in_transaction():
            _append_raw(db.connection(), row)
            return
        with db.atomic("IMMEDIATE"):
            # one plain INSERT: building it through Model.create was a tenth of an action's CPU (py-spy)
            db.execute_sql(_INSERT_ACTION, row)
            if person is not None:
                Person.create(table=table_id, player_id=person[0], token_hash=hash_token(person[1]))


def _append_raw(conn: sqlite3.Connection, row: tuple) -> None:
    """The usual append (no new person) straight on the sqlite3 connection: the same
    ``BEGIN IMMEDIATE`` … ``COMMIT`` as ``db.atomic("IMMEDIATE")``, without peewee's
    transaction objects around it (a third of the append's CPU under load, py-spy).
    Errors are peewee's, as from ``db.execute_sql``; a failed insert writes nothing."""
    conn.execute("BEGIN IMMEDIATE")
    try:
        conn.execute(_INSERT_ACTION, row)
        conn.execute("COMMIT")
    except BaseException as exc:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        if isinstance(exc, sqlite3.IntegrityError):
            raise pw.IntegrityError(*exc.args) from exc
        if isinstance(exc, sqlite3.OperationalError):
            raise pw.OperationalError(*exc.args) from exc
        raise


def replace_token(table_id: int, player_id: str, token: str, rule_withheld_deal: int | None = None) -> bool:
    """Give a seat a new token in one transaction: the old one stops working.

    False (and nothing written) when the table has no such person.
    """
    with connection(), db.atomic("IMMEDIATE"):
        changed = (Person.update(token_hash=hash_token(token), rule_withheld_deal=rule_withheld_deal)
                   .where((Person.table == table_id) & (Person.player_id == player_id))
                   .execute())
        return changed == 1


def load_people(table_id: int) -> list[Person]:
    """Every seat of the table with its token hash (and what that token may not see)."""
    with connection():
        return list(Person.select().where(Person.table == table_id))


def ping() -> None:
    """Raises when the database cannot answer."""
    with connection():
        db.execute_sql("SELECT 1").fetchone()


def backup(path: str) -> None:
    """A consistent copy of the SQLite file (online backup API: safe while serving).

    Written to a private (0600) file beside ``path`` and renamed over it when
    complete: a backup is as secret as the database, and a half-written one
    never carries the final name.
    """
    import os
    import sqlite3

    target_path = os.path.join(os.path.dirname(os.path.abspath(path)),
                               f".{os.path.basename(path)}.partial-{os.getpid()}")
    if os.path.exists(target_path):
        os.unlink(target_path)
    files.create_private_file(target_path)
    try:
        with connection():
            source = db.connection()
            target = sqlite3.connect(target_path)
            try:
                source.backup(target)
            finally:
                target.close()
        os.replace(target_path, path)
    except BaseException:
        try:
            os.unlink(target_path)
        except OSError:
            pass
        raise
