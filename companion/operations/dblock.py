"""One server per database file while the socket hub lives in the process.

The tables' state, their versions and the open sockets live in the serving
process's memory, so a second server on the same SQLite file would hand its
phones stale versions: it must refuse to start. The lock is ``flock`` on
``<database>.lock``, held for the process's life (docs/operations.md, "Running").
``exclusive(config)`` is the seam for scale-out: a hub shared between processes
(Redis) makes it False.
"""
from __future__ import annotations

import os

from companion.files import PRIVATE_FILE

try:
    import fcntl
except ImportError:  # pragma: no cover - Windows (supported through WSL or Docker only)
    fcntl = None


class DatabaseInUse(RuntimeError):
    """Another process holds the database's lock."""

    def __init__(self, db_path: str, holder: str):
        self.db_path, self.holder = db_path, holder
        who = f"process {holder}" if holder else "another process"
        super().__init__(
            f"the database {db_path} is already served by another companion ({who}; lock file "
            f"{lock_path(db_path)}): stop that server, or give this one another --db")


def exclusive(config) -> bool:
    """Whether this server must be the only one on its database: yes while the hub is in-process.

    With a shared hub (``--hub redis://…``) several processes serve the same
    tables and hear each other's changes, so they may share the file; a
    PostgreSQL database is no file to lock.
    """
    from companion.config import is_postgres_url

    return not config.hub and not is_postgres_url(config.db_path())


def lock_path(db_path: str) -> str:
    return f"{db_path}.lock"


def acquire(db_path: str) -> int | None:
    """Take the lock (non-blocking) and return its file descriptor; keep it open for the process's life.

    Raises ``DatabaseInUse`` naming the holder's pid, ``OSError`` when the lock file cannot be made.
    None for an in-memory database, or where there is no ``flock``.
    """
    if db_path == ":memory:" or fcntl is None:
        return None
    path = lock_path(db_path)
    fd = os.open(path, os.O_RDWR | os.O_CREAT, PRIVATE_FILE)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        try:
            holder = os.pread(fd, 32, 0).decode("ascii", "replace").strip()
        finally:
            os.close(fd)
        raise DatabaseInUse(db_path, holder) from None
    except BaseException:
        os.close(fd)
        raise
    os.ftruncate(fd, 0)
    os.pwrite(fd, f"{os.getpid()}\n".encode("ascii"), 0)
    return fd


def release(fd: int | None) -> None:
    if fd is not None:
        os.close(fd)  # closing the last descriptor of the open file drops the flock
