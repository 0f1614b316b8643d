"""What ``companion serve`` checks before it prints a QR code or starts gunicorn.

A newcomer's mistakes — a port already taken, a database path that cannot be
opened, a mistyped environment value, a public URL without ``https://`` —
each end the start in ONE line naming the culprit (``StartupError``), instead
of a QR code followed by a traceback from the worker, or gunicorn retrying a
busy port five times.
"""
from __future__ import annotations

import errno
import os
import socket
import sqlite3
from pathlib import Path

from companion.config import Config, SettingError


class StartupError(RuntimeError):
    """The server cannot start; the message is one line that says why and what to do."""


def settings(env=None, **flags) -> Config:
    """The server's settings from the environment and the command line, every value checked.

    Flags come as the text typed (argparse keeps them as text), so a bad value
    is refused by its declaration (companion/config.py) like a variable: a
    bad environment value names its variable, a bad flag names the flag.
    """
    try:
        return Config.from_env(os.environ if env is None else env, **flags)
    except SettingError as exc:
        raise StartupError(str(exc)) from None


def check_database(path: str) -> None:
    """The SQLite file can be created or opened, read and written; else a message naming it."""
    if path == ":memory:":
        return
    from companion.files import create_private_file

    target = Path(path)
    where = "(--db or COMPANION_DB)"
    if target.is_dir():
        raise StartupError(f"cannot open the database {path}: it is a folder, not a file {where}")
    if not target.parent.is_dir():
        raise StartupError(f"cannot open the database {path}: the folder {target.parent} does not exist {where}")
    try:
        create_private_file(path)
        conn = sqlite3.connect(path, timeout=5)
        try:
            conn.execute("PRAGMA schema_version").fetchone()  # reads the header: is it a database?
            conn.execute("BEGIN IMMEDIATE")  # may we write?
            conn.rollback()
        finally:
            conn.close()
    except (OSError, sqlite3.Error) as exc:
        reason = getattr(exc, "strerror", None) or str(exc)
        raise StartupError(f"cannot open the database {path}: {reason} {where}") from None


def check_port(host: str, port: int) -> None:
    """Nobody listens on host:port yet (binds a probe socket, as gunicorn will, and closes it)."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    probe = socket.socket(family, socket.SOCK_STREAM)
    try:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # as gunicorn does
        probe.bind((host, port))
    except OSError as exc:
        if exc.errno == errno.EADDRINUSE:
            raise StartupError(f"port {port} on {host} is already in use by another program: "
                               f"start with another port, e.g. --port {port + 1 if port < 65535 else 8000}") from None
        if exc.errno == errno.EACCES:
            raise StartupError(f"port {port} needs administrator rights here: "
                               f"start with a port above 1023, e.g. --port 8000") from None
        if exc.errno in (errno.EADDRNOTAVAIL, errno.EAFNOSUPPORT) or isinstance(exc, socket.gaierror):
            raise StartupError(f"cannot listen on {host}: not an address of this machine "
                               f"(--host or COMPANION_HOST)") from None
        raise StartupError(f"cannot listen on {host}:{port}: {exc.strerror or exc}") from None
    finally:
        probe.close()


def open_files() -> int:
    """How many files this process (and the workers it forks) may open: its soft limit raised to
    its hard one, which a service manager sets (systemd: 1,024 soft, 524,288 hard, by default)."""
    import resource

    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if hard == resource.RLIM_INFINITY:
        hard = max(soft, 1 << 16) if soft != resource.RLIM_INFINITY else 1 << 16
    if soft == resource.RLIM_INFINITY or soft >= hard:
        return hard
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    return hard


OWN_FILES = 100  # files a worker keeps open of its own: the database, its WAL, logs, the listener


def connections() -> int:
    """The connections a worker accepts: a phone holds a socket and, between taps, an idle HTTP
    connection kept alive, so as many as the process may open files, less its own."""
    return max(OWN_FILES, open_files() - OWN_FILES)
