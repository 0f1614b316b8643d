"""The log in PostgreSQL (``--db postgresql://…``): several server processes share the tables.

A process holds a pool of connections (``pool_size``, COMPANION_PG_POOL):
a round trip to another server is a wait that other greenlets should not
queue behind (with one shared connection a process stalled at about
150-300 actions/s, bench/scale.py). A connection lost (the server
restarted) is dropped, and the next use opens a new one. A table is held
across processes by a transaction-scoped advisory lock on its id, so
changes to other tables go on in parallel; it is released at commit or
rollback, also when the process dies.
"""
from __future__ import annotations

from contextlib import contextmanager

import peewee as pw
from playhouse.pool import PooledPostgresqlDatabase

from companion.storage.engine import UNAVAILABLE, Engine

# The first key of every advisory lock this server takes (the second is a table's id; 0: the schema).
ADVISORY_NAMESPACE = 0x454C4555  # "ELEU"
SCHEMA_LOCK = 0  # no table has id 0

# PostgreSQL connections one process may hold (a pool; each greenlet using the database takes
# one for the length of its query or transaction). Mind PostgreSQL's max_connections (default
# 100) when running several processes: the pool size x processes must stay below it.
# 10 was the knee of one process at about 270 actions/s (bench/scale.py: p99 from 25 to over
# 100 ms while the process used half a core): every action holds a connection for about six
# round trips, each a turn of the busy event loop. COMPANION_PG_POOL sets it.
POOL_SIZE = 20


def green_pool(url: str, pool_size: int | None = None) -> PooledPostgresqlDatabase:
    """peewee's connection pool, made safe under gevent (the production worker).

    * psycopg2 blocks in C while it waits for the server: psycogreen's wait
      callback (``patch_psycopg``, once gevent has patched ``socket``) makes
      that wait yield to the other greenlets, so one slow query never stalls
      the other sockets.
    * peewee's per-thread connection state subclasses the ``threading.local``
      it saw when peewee was imported, so peewee is first imported after
      gevent's patching in every serving process (gunicorn's master never
      imports it: ``companion/web/__init__.py``); then each greenlet has
      its own connection and transaction (tests/store/test_green_state.py).

    tests/store/test_store.py and tests/scale run it against a real PostgreSQL.
    """
    from companion.config import postgres_params

    name, params = postgres_params(url)
    _green_psycopg()
    # thread_safe: one connection per greenlet, from the pool
    return PooledPostgresqlDatabase(name, max_connections=pool_size or POOL_SIZE, stale_timeout=600, timeout=10,
                                    **params)


def drop(database: PooledPostgresqlDatabase) -> None:
    """Throw this greenlet's connection away (peewee's documented ``manual_close``: not back into the
    pool), it is broken. ``close()``, which it calls, forgets the connection even when closing fails."""
    try:
        database.manual_close()
    except Exception:  # noqa: BLE001 - it is being thrown away
        pass


def _gevent_patched(module: str) -> bool:
    try:
        from gevent import monkey
    except ImportError:  # pragma: no cover - gevent is a dependency
        return False
    return monkey.is_module_patched(module)


def _green_psycopg() -> None:
    if _gevent_patched("socket"):
        from psycogreen.gevent import patch_psycopg

        patch_psycopg()


class PostgresEngine(Engine):
    name = "postgresql"

    def __init__(self, url: str, pool_size: int | None = None):
        super().__init__(green_pool(url, pool_size))

    @contextmanager
    def connection(self):
        """This greenlet's connection from the pool, given back when the outermost block ends.

        When PostgreSQL is lost (restarted, network), the connection is dropped
        so that the next use opens a new one; the error goes on to the caller
        (the web layer answers 503).
        """
        database = self.database
        taken = database.is_closed()
        if taken:
            database.connect()
        try:
            yield
        except UNAVAILABLE:
            if taken and database.transaction_depth() == 0:
                taken = False
                drop(database)
            raise
        finally:
            if taken and not database.is_closed() and database.transaction_depth() == 0:
                database.close()

    @contextmanager
    def schema_change(self):
        with self.write():
            # servers starting side by side must not race on creating or migrating the tables
            self.hold(SCHEMA_LOCK, None)
            yield

    def hold(self, table_id: int, token_hash: str | None) -> str | None:
        """The advisory lock; the token's holder looked up in the same round trip."""
        if token_hash is None:
            self.database.execute_sql("SELECT pg_advisory_xact_lock(%s, %s)", (ADVISORY_NAMESPACE, table_id))
            return None
        row = self.database.execute_sql(
            'SELECT pg_advisory_xact_lock(%s, %s), (SELECT "player_id" FROM "person" '
            'WHERE "table_id" = %s AND "token_hash" = %s)',
            (ADVISORY_NAMESPACE, table_id, table_id, token_hash)).fetchone()
        return row[1]

    def backup(self, path: str) -> None:
        raise ValueError("companion backup copies a SQLite file; back PostgreSQL up with pg_dump "
                         "(docs/operations.md).")

    def close(self) -> None:
        try:
            self.database.close_all()
        except pw.PeeweeException:  # pragma: no cover - a connection already lost
            pass
