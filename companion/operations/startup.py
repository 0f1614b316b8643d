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
from urllib.parse import urlsplit

from companion.config import Config

LOG_LEVELS = ("debug", "info", "warning", "error", "critical")
QR_MODES = ("auto", "light", "dark")

# what each variable must look like, for the message (new variables get a generic one)
_EXPECTED = {
    "COMPANION_PORT": "a port number, 1-65535",
    "COMPANION_PUBLIC_URL": "a URL with its scheme, e.g. https://eleusis.example.org",
    "COMPANION_MAX_BODY": "a number of bytes, at least 1024",
    "COMPANION_PING_INTERVAL": "a number of seconds above 0",
    "COMPANION_PROXIES": "a number of proxies, 0 or more",
    "COMPANION_WORKER_CONNECTIONS": "a number of connections, at least 1",
    "COMPANION_KEEPALIVE": "a whole number of seconds, 0 or more",
    "COMPANION_LOG_LEVEL": " or ".join(LOG_LEVELS),
    "COMPANION_QR": " or ".join(QR_MODES),
}
_LIMIT = "count/seconds, e.g. 20/60"


class StartupError(RuntimeError):
    """The server cannot start; the message is one line that says why and what to do."""


def _expected(variable: str) -> str:
    if variable.startswith("COMPANION_LIMIT_"):
        return _LIMIT
    return _EXPECTED.get(variable, "a valid value (docs/operations.md lists them)")


def public_url_problem(url: str | None) -> str | None:
    if not url:
        return None
    parts = urlsplit(url)
    if parts.scheme not in ("http", "https") or not parts.netloc:
        return f"needs its scheme and host, e.g. https://{url.split('://')[-1].lstrip('/') or 'eleusis.example.org'}"
    return None


def problems(config: Config) -> dict:
    """{field: what is wrong} for the settings this module knows how to judge."""
    found = {}
    if not 1 <= config.port <= 65535:
        found["port"] = "is not a port number (1-65535)"
    problem = public_url_problem(config.public_url)
    if problem:
        found["public_url"] = problem
    for name in ("limit_unknown", "limit_join", "limit_create"):
        count, seconds = getattr(config, name)
        if count < 1 or not seconds > 0:
            found[name] = f"must be at least 1 event per more than 0 seconds ({_LIMIT})"
    if config.max_body < 1024:
        found["max_body"] = "must be at least 1024 bytes"
    if not config.ping_interval > 0:
        found["ping_interval"] = "must be above 0 seconds"
    if config.worker_connections < 1:
        found["worker_connections"] = "must be at least 1"
    if config.keepalive < 0:
        found["keepalive"] = "must be 0 or more seconds"
    if config.proxies < 0:
        found["proxies"] = "must be 0 or more"
    if config.pg_pool < 1:
        found["pg_pool"] = "must be at least 1 connection"
    return found


def _check_variable(name: str, value: str) -> None:
    """One COMPANION_* variable on its own: it must parse and make sense."""
    if name == "COMPANION_LOG_LEVEL":
        ok = value.lower() in LOG_LEVELS
    elif name == "COMPANION_QR":
        ok = value.lower() in QR_MODES
    else:
        try:
            ok = not problems(Config.from_env({name: value}))
        except (ValueError, TypeError, OverflowError):
            ok = False
    if not ok:
        raise StartupError(f"the environment variable {name}={value!r} is not valid: expected {_expected(name)}")


def settings(env=None, **flags) -> Config:
    """The server's settings from the environment and the command line, every value checked.

    A bad environment value names its variable; a bad flag names the flag.
    """
    env = os.environ if env is None else env
    for name in sorted(k for k in env if k.startswith("COMPANION_") and env[k] != ""):
        _check_variable(name, env[name])
    config = Config.from_env(env, **flags)
    for field, problem in problems(config).items():
        flag = "--" + field.replace("_", "-")
        if flags.get(field) is not None:
            raise StartupError(f"{flag} {getattr(config, field)!r} {problem}")
        raise StartupError(f"{field} {getattr(config, field)!r} {problem}")  # pragma: no cover
    return config


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
