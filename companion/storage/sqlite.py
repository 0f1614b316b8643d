"""The log in a SQLite file (the default: embedded, no other service), in WAL mode.

The process keeps ONE connection, shared under a lock, for its whole life.
Opening a SQLite connection (with its pragmas) costs milliseconds, and when
the last connection to a WAL database closes SQLite checkpoints and fsyncs:
per-request connections measured 5-150 ms per action, one shared connection
about 1 ms. Sharing is safe: every use holds the lock, and SQLite has a
single writer anyway. A write transaction is IMMEDIATE: it takes the file's
write lock at once, so two processes on one file never both read and then
both write (that is how a table is held across processes).
"""
from __future__ import annotations

import os
import sqlite3
import threading
import time
from contextlib import contextmanager

import peewee as pw

from companion import files
from companion.storage.engine import Engine

PRAGMAS = {
    "journal_mode": "wal",  # readers never block the writer
    "synchronous": "normal",  # in WAL mode: durable across process crashes
    "foreign_keys": 1,
    "busy_timeout": 10000,
}


OPEN_ATTEMPTS, OPEN_PAUSE = 100, 0.05  # up to 5 s for another process's schema change


class SqliteEngine(Engine):
    name = "sqlite"

    def __init__(self, path: str):
        if path != ":memory:" and not path.startswith("file:"):
            files.create_private_file(path)  # 0600 from the start; SQLite's -wal/-shm follow its mode
        super().__init__(pw.SqliteDatabase(path, pragmas=PRAGMAS, timeout=10, thread_safe=False,
                                           check_same_thread=False))
        self.path = path
        self._lock = threading.RLock()  # made here: after gevent's monkey patching in the worker

    @contextmanager
    def connection(self):
        with self._lock:
            if self.database.is_closed():
                self._connect()
            yield

    def _connect(self) -> None:
        """Open the connection and set its pragmas, waiting out a process that holds the file locked.

        Switching a new file to WAL takes its exclusive lock, and SQLite answers
        "database is locked" at once, not after the busy timeout, while another
        process (a second worker starting beside this one) creates the schema.
        """
        for attempt in range(OPEN_ATTEMPTS):
            try:
                self.database.connect(reuse_if_open=True)
                return
            except pw.OperationalError as exc:
                if "locked" not in str(exc) or attempt == OPEN_ATTEMPTS - 1:
                    raise
                if not self.database.is_closed():  # pragma: no cover - peewee keeps no half-opened one
                    self.database.close()
                time.sleep(OPEN_PAUSE)

    def write(self):
        return self.database.atomic("IMMEDIATE")

    @contextmanager
    def schema_change(self):
        """The IMMEDIATE transaction, with foreign keys off around it.

        A ``playhouse.migrate`` step that rebuilds a table (SQLite's way to
        change a column) drops the old one: with foreign keys on, that would
        delete every row that refers to it (ON DELETE CASCADE). SQLite ignores
        ``PRAGMA foreign_keys`` inside a transaction, so it is set around it,
        and ``foreign_key_check`` must find nothing before the commit.
        """
        database = self.database
        database.pragma("foreign_keys", 0)
        try:
            with self.write():
                yield
                broken = database.execute_sql("PRAGMA foreign_key_check").fetchall()
                if broken:  # pragma: no cover - a faulty migration step
                    raise pw.IntegrityError(f"the schema change broke foreign keys: {broken[:3]}")
        finally:
            database.pragma("foreign_keys", 1)

    def append(self, row: tuple, person: tuple[str, str] | None) -> None:
        """The usual append (no new person, no transaction): one INSERT straight on the sqlite3 connection.

        The connection is in autocommit mode (peewee's), so SQLite makes the single
        statement its own write transaction: committed when it ends, or nothing
        written if it fails, like ``atomic("IMMEDIATE")`` around it, and with
        the same busy timeout while another writer holds the lock. Without
        peewee's transaction objects and the BEGIN and COMMIT statements, the
        append costs half as much (py-spy under load). Errors are peewee's, as
        from ``execute_sql``.
        """
        if person is None and not self.database.in_transaction():
            conn = self.database.connection()
            if conn.isolation_level is None and not conn.in_transaction:  # autocommit, as peewee opens it
                try:
                    conn.execute(self.insert_action, row)
                except sqlite3.IntegrityError as exc:
                    raise pw.IntegrityError(*exc.args) from exc
                except sqlite3.OperationalError as exc:
                    raise pw.OperationalError(*exc.args) from exc
                return
        super().append(row, person)

    def checkpoint_in_background(self, interval: float = 1.0) -> bool:
        """Copy the WAL back into the database from a thread of its own, not the server's.

        SQLite checkpoints inside the commit that fills the WAL to 1,000 pages: the
        copy and two ``fdatasync`` calls then ran on the one thread that serves
        every phone (about 5 ms each on this disk, more under I/O, at a busy
        table every few seconds). Here the serving connection checkpoints only as
        a backstop (at 10,000 pages) and an OS thread (not a greenlet: gevent keeps
        running while it waits for the disk) runs a PASSIVE checkpoint every
        ``interval`` seconds on its own connection, which never blocks a writer.
        False (and nothing changed) for a database that is not a file.
        """
        path = self.path
        if path == ":memory:" or path.startswith("file:"):
            return False
        from gevent import monkey  # a dependency: its documented way to the OS's own thread and sleep

        start_thread = monkey.get_original("_thread", "start_new_thread")
        sleep = monkey.get_original("time", "sleep")
        with self.connection():
            # a backstop, not 0: should this thread ever stop, the serving connection checkpoints
            # again once the WAL holds 10,000 pages (40 MB) instead of letting it grow without end
            self.database.execute_sql("PRAGMA wal_autocheckpoint=10000")

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

    def backup(self, path: str) -> None:
        """A consistent copy of the file (online backup API: safe while serving).

        Written to a private (0600) file beside ``path`` and renamed over it when
        complete: a backup is as secret as the database, and a half-written one
        never carries the final name.
        """
        target_path = os.path.join(os.path.dirname(os.path.abspath(path)),
                                   f".{os.path.basename(path)}.partial-{os.getpid()}")
        if os.path.exists(target_path):
            os.unlink(target_path)
        files.create_private_file(target_path)
        try:
            with self.connection():
                target = sqlite3.connect(target_path)
                try:
                    self.database.connection().backup(target)
                finally:
                    target.close()
            os.replace(target_path, path)
        except BaseException:
            try:
                os.unlink(target_path)
            except OSError:
                pass
            raise
