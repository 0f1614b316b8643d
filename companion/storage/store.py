"""Durable storage: the append-only action log of every table, in SQLite or PostgreSQL.

The log is the truth; a table's state is a replay of it. No action is ever
updated or deleted (an undo is one more record), so a crash can only lose an
append that never committed — and such an action was never answered 2xx.
The one row that is updated is a person's token hash, when the host
re-issues that seat's token (``replace_token``): a token is not a game action.

peewee models are bound to a ``DatabaseProxy``: ``open_database`` binds a
SQLite file (the default: embedded, no other service) or, given a
``postgresql://`` URL, PostgreSQL (several server processes sharing the
tables; docs/operations.md). The SQL here is what both understand.

Several processes may change one table: ``table_transaction`` holds it for
the length of one change (an IMMEDIATE transaction on SQLite, which takes
the file's write lock; a transaction-scoped advisory lock on PostgreSQL), so
a process reads the records it missed and appends the next one as one step.
"""
from __future__ import annotations

import contextlib
import datetime as _dt
import functools
import hashlib
import json
import sqlite3
import threading
import time
from contextlib import contextmanager
from dataclasses import dataclass

import orjson
import peewee as pw
from playhouse.pool import MaxConnectionsExceeded, PooledPostgresqlDatabase

from companion import files

db = pw.DatabaseProxy()

# The first key of every advisory lock this server takes (the second is a table's id; 0: the schema).
ADVISORY_NAMESPACE = 0x454C4555  # "ELEU"

# What a lost or restarting database raises: the web layer answers 503 database_unavailable.
UNAVAILABLE = (pw.OperationalError, pw.InterfaceError, MaxConnectionsExceeded)

# PostgreSQL connections one process may hold (a pool; each greenlet using the database takes
# one for the length of its query or transaction). Mind PostgreSQL's max_connections (default
# 100) when running several processes: the pool size x processes must stay below it.
# 10 was the knee of one process at about 270 actions/s (bench/scale.py: p99 from 25 to over
# 100 ms while the process used half a core): every action holds a connection for about six
# round trips, each a turn of the busy event loop. COMPANION_PG_POOL sets it.
POOL_SIZE = 20

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


def is_postgres(target: str | None = None) -> bool:
    """Is ``target`` (a --db value) a PostgreSQL URL? Without an argument: is the bound database PostgreSQL?"""
    if target is None:
        return isinstance(db.obj, pw.PostgresqlDatabase)
    return target.startswith(("postgresql://", "postgres://"))


def postgres_database(url: str, pool_size: int | None = None) -> pw.PostgresqlDatabase:
    """``postgresql://user:pass@host:port/db?sslmode=…`` as a peewee database (not yet connected).

    psycopg2 blocks in C while it waits for the server; under gevent (the
    production worker) psycogreen's wait callback makes that wait yield to
    the other greenlets, so one slow query never stalls the other sockets.
    """
    from companion.config import postgres_params

    name, params = postgres_params(url)
    _green_psycopg()
    # thread_safe: one connection per greenlet, from the pool
    database = PooledPostgresqlDatabase(name, max_connections=pool_size or POOL_SIZE, stale_timeout=600,
                                        timeout=10, **params)
    if _gevent_patched():
        # peewee's per-thread state subclasses the threading.local it saw when it was imported:
        # if that was before gevent patched it, every greenlet would share one connection
        database._state = _green_state()
    return database


def _gevent_patched() -> bool:
    try:
        from gevent import monkey
    except ImportError:  # pragma: no cover - gevent is a dependency
        return False
    return monkey.is_module_patched("threading")


def _green_state():
    from gevent.local import local

    class _GreenletState(pw._ConnectionState, local):
        pass

    return _GreenletState()


def _green_psycopg() -> None:
    try:
        from gevent import monkey
    except ImportError:  # pragma: no cover - gevent is a dependency
        return
    if monkey.is_module_patched("socket"):
        from psycogreen.gevent import patch_psycopg

        patch_psycopg()


def open_database(path: str, pool_size: int | None = None) -> pw.Database:
    """Bind the proxy to a SQLite file (or ``:memory:``) or a PostgreSQL URL, and create the tables.

    The process keeps ONE connection, shared under a lock, for its whole
    life. Opening a SQLite connection (with its pragmas) costs milliseconds,
    and when the last connection to a WAL database closes SQLite checkpoints
    and fsyncs: per-request connections measured 5-150 ms per action, one
    shared connection about 1 ms. Sharing is safe: every use holds ``_lock``,
    and SQLite has a single writer anyway. PostgreSQL gets a pool instead
    (``POOL_SIZE`` connections): a round trip to another server is a wait
    that other greenlets should not queue behind (with one shared connection
    a process stalled at about 150-300 actions/s, bench/scale.py); a
    connection lost (the server restarted) is dropped, and the next use
    opens a new one.
    """
    global _lock, _INSERT_ACTION
    _lock = threading.RLock()  # created here: after gevent's monkey patching in the worker
    if is_postgres(path):
        database = postgres_database(path, pool_size)
    else:
        if path != ":memory:" and not path.startswith("file:"):
            files.create_private_file(path)  # 0600 from the start; SQLite's -wal/-shm follow its mode
        database = pw.SqliteDatabase(path, pragmas=PRAGMAS, timeout=10, thread_safe=False,
                                     check_same_thread=False)
    old = db.obj
    db.initialize(database)
    if old is not None:
        try:
            if isinstance(old, PooledPostgresqlDatabase):
                old.close_all()
            elif not old.is_closed():
                old.close()
        except pw.PeeweeException:  # pragma: no cover - a connection already lost
            pass
    _INSERT_ACTION = _INSERT_TEMPLATE.replace("?", database.param)
    with connection(), _write():
        if is_postgres():
            # servers starting side by side must not race on CREATE TABLE IF NOT EXISTS
            db.execute_sql("SELECT pg_advisory_xact_lock(%s, 0)", (ADVISORY_NAMESPACE,))
        db.create_tables(MODELS, safe=True)
    return database


def checkpoint_in_background(interval: float = 1.0) -> bool:
    """Copy the SQLite WAL back into the database from a thread of its own, not the server's.

    SQLite checkpoints inside the commit that fills the WAL to 1,000 pages: the
    copy and two ``fdatasync`` calls then ran on the one thread that serves
    every phone (about 5 ms each on this disk, more under I/O, at a busy
    table every few seconds). Here the serving connection checkpoints only as
    a backstop (at 10,000 pages) and an OS thread (not a greenlet: gevent keeps
    running while it waits for the disk) runs a PASSIVE checkpoint every
    ``interval`` seconds on its own connection, which never blocks a writer.
    False (and nothing changed) for PostgreSQL or a database that is not a file.
    """
    database = db.obj
    if not isinstance(database, pw.SqliteDatabase) or database.database == ":memory:" \
            or database.database.startswith("file:"):
        return False
    path = database.database
    try:
        from gevent import monkey

        start_thread = monkey.get_original("_thread", "start_new_thread")
        sleep = monkey.get_original("time", "sleep")
    except ImportError:  # pragma: no cover - gevent is a dependency
        import _thread

        start_thread, sleep = _thread.start_new_thread, time.sleep
    with connection():
        # a backstop, not 0: should this thread ever stop, the serving connection checkpoints
        # again once the WAL holds 10,000 pages (40 MB) instead of letting it grow without end
        db.execute_sql("PRAGMA wal_autocheckpoint=10000")

    def checkpoints():
        conn = None
        while True:
            sleep(interval)
            try:
                if conn is None:
                    conn = sqlite3.connect(path, isolation_level=None, check_same_thread=False, timeout=10)
                conn.execute("PRAGMA wal_checkpoint(PASSIVE)").fetchall()
            except Exception:  # noqa: BLE001 - busy, or the file gone: the next round tries again
                if conn is not None:
                    try:
                        conn.close()
                    except Exception:  # noqa: BLE001 - pragma: no cover
                        pass
                conn = None

    start_thread(checkpoints, ())
    return True


@contextmanager
def connection():
    """The process's connection, held exclusively for the block (re-entrant).

    When PostgreSQL is lost (restarted, network), the connection is dropped
    so that the next use opens a new one; the error goes on to the caller
    (the web layer answers 503).
    """
    if isinstance(db.obj, PooledPostgresqlDatabase):
        # this greenlet's connection from the pool, given back when the outermost block ends
        taken = db.is_closed()
        if taken:
            db.connect()
        try:
            yield
        except UNAVAILABLE:
            if taken and db.transaction_depth() == 0:
                taken = False
                _drop_connection()
            raise
        finally:
            if taken and not db.is_closed() and db.transaction_depth() == 0:
                db.close()
        return
    with _lock:
        db.connect(reuse_if_open=True)
        yield


def _drop_connection() -> None:
    """Throw this greenlet's connection away (not back into the pool): it is broken."""
    database = db.obj
    try:
        database.manual_close()
    except Exception:  # noqa: BLE001 - it is being thrown away
        database._state.reset()


def _write():
    """One write transaction: IMMEDIATE on SQLite (the file's write lock at once, so two
    processes never both read then both write), a plain one on PostgreSQL."""
    if is_postgres():
        return db.atomic()
    return db.atomic("IMMEDIATE")


@contextmanager
def table_transaction(table_id: int, token: str | None = None):
    """Hold one table, across processes, for one change: read what others appended, append, commit.

    SQLite: an IMMEDIATE transaction (one writer for the whole file).
    PostgreSQL: a transaction-scoped advisory lock on the table's id, so
    changes to other tables go on in parallel; it is released at commit or
    rollback, also when the process dies.

    Yields the player id that ``token`` holds at this table now (None: no
    such token, or no token given): a token re-issued through another
    process stops working here too. On PostgreSQL that lookup rides in the
    same round trip as the lock.
    """
    with connection(), _write():
        holder = None
        if is_postgres():
            if token is None:
                db.execute_sql("SELECT pg_advisory_xact_lock(%s, %s)", (ADVISORY_NAMESPACE, table_id))
            else:
                row = db.execute_sql(
                    'SELECT pg_advisory_xact_lock(%s, %s), (SELECT "player_id" FROM "person" '
                    'WHERE "table_id" = %s AND "token_hash" = %s)',
                    (ADVISORY_NAMESPACE, table_id, table_id, hash_token(token))).fetchone()
                holder = row[1]
        elif token is not None:
            holder = person_of(table_id, token)
        yield holder


@functools.lru_cache(maxsize=4096)
def hash_token(token: str) -> str:
    """The token as stored (its SHA-256). Remembered for the tokens in use: every
    request and socket of a person hashes the same token again (two hashes a tap)."""
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
    with connection(), _write():
        table = Table.create(code=code, created=now())
        Action.create(table=table, seq=1, action_id=None, record=json.dumps(record), at=now())
        Person.create(table=table, player_id=host_id, token_hash=hash_token(token))
        return table.id


def find_table(code: str) -> int | None:
    with connection():
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
    with connection():
        rows = db.execute_sql(sql, params).fetchall()
    return [StoredAction(seq, action_id, json.loads(record), iso(_datetime(at))) for seq, action_id, record, at in rows]


def _datetime(at) -> _dt.datetime:
    return at if isinstance(at, _dt.datetime) else _dt.datetime.fromisoformat(at)


_INSERT_TEMPLATE = 'INSERT INTO "action" ("table_id", "seq", "action_id", "record", "at") VALUES (?, ?, ?, ?, ?)'
_INSERT_ACTION = _INSERT_TEMPLATE  # in the bound database's parameter style (open_database)


def append(table_id: int, seq: int, record: dict, action_id: str | None = None,
           person: tuple[str, str] | None = None) -> None:
    """Append one record in one write transaction (with a new person's token).

    Raises ``pw.IntegrityError`` if seq or action_id is already taken: then
    nothing was written.
    """
    at = now()
    row = (table_id, seq, action_id, orjson.dumps(record).decode("utf-8"), str(at))
    with connection():
        if person is None and isinstance(db.obj, pw.SqliteDatabase) and not db.in_transaction():
            conn = db.connection()
            if conn.isolation_level is None and not conn.in_transaction:  # autocommit, as peewee opens it
                _append_raw(conn, row)
                return
        # inside table_transaction (several processes) the enclosing transaction is enough: no savepoint
        with contextlib.nullcontext() if db.in_transaction() else _write():
            # one plain INSERT: building it through Model.create was a tenth of an action's CPU (py-spy)
            db.execute_sql(_INSERT_ACTION, row)
            if person is not None:
                Person.create(table=table_id, player_id=person[0], token_hash=hash_token(person[1]))


def _append_raw(conn: sqlite3.Connection, row: tuple) -> None:
    """The usual append (no new person): one INSERT straight on the sqlite3 connection.

    The connection is in autocommit mode (peewee's), so SQLite makes the single
    statement its own write transaction: committed when it ends, or nothing
    written if it fails, like ``db.atomic("IMMEDIATE")`` around it, and with
    the same busy timeout while another writer holds the lock. Without
    peewee's transaction objects and the BEGIN and COMMIT statements, the
    append costs half as much (py-spy under load). Errors are peewee's, as
    from ``db.execute_sql``.
    """
    try:
        conn.execute(_INSERT_ACTION, row)
    except sqlite3.IntegrityError as exc:
        raise pw.IntegrityError(*exc.args) from exc
    except sqlite3.OperationalError as exc:
        raise pw.OperationalError(*exc.args) from exc


def replace_token(table_id: int, player_id: str, token: str, rule_withheld_deal: int | None = None) -> bool:
    """Give a seat a new token in one transaction: the old one stops working.

    False (and nothing written) when the table has no such person.
    """
    with connection(), _write():
        changed = (Person.update(token_hash=hash_token(token), rule_withheld_deal=rule_withheld_deal)
                   .where((Person.table == table_id) & (Person.player_id == player_id))
                   .execute())
        return changed == 1


def load_people(table_id: int) -> list[Person]:
    """Every seat of the table with its token hash (and what that token may not see)."""
    with connection():
        return list(Person.select().where(Person.table == table_id))


def person_of(table_id: int, token: str) -> str | None:
    """The player id a token holds at this table now (None: no such token), read from the database."""
    with connection():
        row = (Person.select(Person.player_id)
               .where((Person.table == table_id) & (Person.token_hash == hash_token(token))).first())
        return row.player_id if row else None


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

    if is_postgres():
        raise ValueError("companion backup copies a SQLite file; back PostgreSQL up with pg_dump "
                         "(docs/operations.md).")
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
