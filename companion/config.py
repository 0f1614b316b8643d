"""Server settings: one place that reads command-line values and environment.

Every setting has an environment variable (``COMPANION_*``) so the server can
be configured by a service manager without editing a command line, and the
tests can start the real server with tight limits.
"""
from __future__ import annotations

import os
from dataclasses import dataclass, field, replace
from pathlib import Path


def default_db_path(create: bool = True) -> str:
    """The SQLite file in the user's data directory (the folder made private, 0700, on demand)."""
    from platformdirs import user_data_dir

    from companion.files import make_private_dir

    directory = Path(user_data_dir("eleusis-companion", appauthor=False))
    if create:
        make_private_dir(directory)
    return str(directory / "companion.sqlite3")


def parse_limit(text: str) -> tuple[int, float]:
    """``"20/60"`` -> at most 20 events per 60 seconds."""
    count, _, seconds = str(text).partition("/")
    return int(count), float(seconds or 60)


@dataclass(frozen=True)
class Config:
    host: str = "0.0.0.0"
    port: int = 8000
    public_url: str | None = None
    db: str | None = None  # None: default_db_path(); ":memory:" for tests; or postgresql://user:pass@host:port/db
    hub: str | None = None  # None/"": in-process; redis://host:port/n: shared by every process (companion/cluster/redis_hub.py)
    workers: int = 1  # gunicorn workers; more than one needs a shared hub
    # sliding-window limits per client address: (events, seconds)
    limit_unknown: tuple[int, float] = (20, 60.0)
    limit_join: tuple[int, float] = (30, 60.0)
    limit_create: tuple[int, float] = (30, 60.0)
    limit_actions: tuple[int, float] = (30, 10.0)  # per token (a phone): 429 with Retry-After
    limit_hello: tuple[int, float] = (10, 10.0)  # per socket: more hellos are ignored
    sockets_per_table: int = 18  # 8 people with a spare device each, and two big screens
    sockets_per_address: int = 64  # loopback is not counted (a local proxy, benchmarks)
    records_per_deal: int = 2000  # log records in one deal (or the lobby): 409 too_many_records
    log_page: int = 500  # most records in one GET …/log answer
    write_timeout: float = 10.0  # a socket write not done by then closes the socket
    presence_delay: float = 1.0  # who is connected: published at most this often per table
    max_body: int = 16 * 1024
    ping_interval: float = 25.0
    worker_connections: int = 10000
    keepalive: int = 75  # seconds an idle HTTP connection stays open (a phone's next tap reuses it)
    pg_pool: int = 20  # PostgreSQL connections per process (one per greenlet in a query or transaction)
    proxies: int = 0  # reverse proxies in front whose X-Forwarded-* headers are trusted
    extra: dict = field(default_factory=dict)

    @classmethod
    def from_env(cls, env=None, **overrides) -> "Config":
        """Environment first, then explicit (non-None) overrides on top."""
        env = os.environ if env is None else env
        values: dict = {}
        if env.get("COMPANION_HOST"):
            values["host"] = env["COMPANION_HOST"]
        if env.get("COMPANION_PORT"):
            values["port"] = int(env["COMPANION_PORT"])
        if env.get("COMPANION_PUBLIC_URL"):
            values["public_url"] = env["COMPANION_PUBLIC_URL"]
        if env.get("COMPANION_DB"):
            values["db"] = env["COMPANION_DB"]
        if env.get("COMPANION_HUB"):
            values["hub"] = env["COMPANION_HUB"]
        if env.get("COMPANION_WORKERS"):
            values["workers"] = int(env["COMPANION_WORKERS"])
        for key in ("unknown", "join", "create", "actions", "hello"):
            name = f"COMPANION_LIMIT_{key.upper()}"
            if env.get(name):
                values[f"limit_{key}"] = parse_limit(env[name])
        for key, kind in (("sockets_per_table", int), ("sockets_per_address", int), ("records_per_deal", int),
                          ("log_page", int), ("write_timeout", float), ("presence_delay", float),
                          ("pg_pool", int)):
            name = f"COMPANION_{key.upper()}"
            if env.get(name):
                values[key] = kind(env[name])
        if env.get("COMPANION_MAX_BODY"):
            values["max_body"] = int(env["COMPANION_MAX_BODY"])
        if env.get("COMPANION_PING_INTERVAL"):
            values["ping_interval"] = float(env["COMPANION_PING_INTERVAL"])
        if env.get("COMPANION_PROXIES"):
            values["proxies"] = int(env["COMPANION_PROXIES"])
        if env.get("COMPANION_KEEPALIVE"):
            values["keepalive"] = int(env["COMPANION_KEEPALIVE"])
        if env.get("COMPANION_WORKER_CONNECTIONS"):
            values["worker_connections"] = int(env["COMPANION_WORKER_CONNECTIONS"])
        values.update({k: v for k, v in overrides.items() if v is not None})
        return cls(**values)

    def with_(self, **changes) -> "Config":
        return replace(self, **changes)

    def db_path(self) -> str:
        """The SQLite file, or the PostgreSQL URL, this server keeps its logs in."""
        return self.db or default_db_path()

    def shared_hub(self) -> bool:
        return bool(self.hub)

    def check(self) -> None:
        """Raise ``ValueError`` with a sentence for settings that cannot work together."""
        db = self.db_path()
        if "://" in db and not is_postgres_url(db):
            raise ValueError(f"--db must be a SQLite file or a postgresql:// URL, not {redact(db)}.")
        if self.hub and not self.hub.startswith(("redis://", "rediss://", "unix://")):
            raise ValueError(f"--hub must be empty (in-process) or a redis:// URL, not {redact(self.hub)}.")
        if self.workers < 1:
            raise ValueError("--workers must be at least 1.")
        if self.workers > 1 and not self.hub:
            raise ValueError(
                f"--workers {self.workers} needs a shared hub: each worker is a process of its own, and without "
                "--hub redis://host:port/n (COMPANION_HUB) a phone on one worker would never hear of a tap on "
                "another. Give a Redis URL, or run one worker.")


def is_postgres_url(target: str | None) -> bool:
    return bool(target) and target.startswith(("postgresql://", "postgres://"))


def postgres_params(url: str) -> tuple[str, dict]:
    """``postgresql://user:pass@host:port/db?sslmode=…`` -> (database name, connection keywords)."""
    from urllib.parse import parse_qsl, unquote, urlsplit

    parts = urlsplit(url)
    name = unquote(parts.path.lstrip("/"))
    if not name:
        raise ValueError("the PostgreSQL URL names no database (postgresql://user:pass@host:port/DATABASE)")
    params: dict = dict(parse_qsl(parts.query))
    if parts.username:
        params["user"] = unquote(parts.username)
    if parts.password:
        params["password"] = unquote(parts.password)
    if parts.hostname:
        params["host"] = parts.hostname
    if parts.port:
        params["port"] = parts.port
    params.setdefault("connect_timeout", 5)
    params.setdefault("application_name", "eleusis-companion")
    return name, params


def redact(url: str) -> str:
    """A URL fit for a log line: the password replaced by ***."""
    from urllib.parse import urlsplit, urlunsplit

    try:
        parts = urlsplit(url)
    except ValueError:
        return "<unreadable URL>"
    if parts.password is None:
        return url
    netloc = parts.netloc.rsplit("@", 1)
    user = (parts.username or "")
    return urlunsplit(parts._replace(netloc=f"{user}:***@{netloc[-1]}"))
