"""Server settings, each declared once: its environment variable, type, default, bounds and meaning.

Every field of ``Config`` declared with ``setting(...)`` is a setting (variable
``COMPANION_`` + its name in capitals; its ``kind`` parses and bounds it). From
the same declarations come ``Config.from_env``, ``companion serve --help`` and the
settings table of docs/operations.md (tests/cli/test_settings.py). Every setting
has a variable so a service manager can configure the server without a command
line. A bound nobody at a table needs to turn is a named constant in the module that owns it, not a
setting. A new setting is one field here.
"""
from __future__ import annotations

import math
import os
from dataclasses import dataclass, field, fields, replace
from pathlib import Path
from urllib.parse import urlsplit


def default_db_path(create: bool = True) -> str:
    """The SQLite file in the user's data directory (the folder made private, 0700, on demand)."""
    from platformdirs import user_data_dir

    from companion.files import make_private_dir

    directory = Path(user_data_dir("eleusis-companion", appauthor=False))
    if create:
        make_private_dir(directory)
    return str(directory / "companion.sqlite3")


class SettingError(ValueError):
    """A setting's value cannot be used; the message is one line naming its variable or flag."""


# Variables an earlier version read, and what takes their place: set, they stop the start (a
# deployment that still sets one would otherwise run silently on defaults it did not choose).
RETIRED = {
    "COMPANION_SOCKETS_PER_TABLE": "seated people's sockets are always admitted now; a table takes 10 spectators' "
                                   "sockets and 4 per seat (fixed).",
    "COMPANION_SPECTATORS_PER_TABLE": "a table takes 10 spectators' sockets per process (fixed).",
    "COMPANION_SOCKETS_PER_SEAT": "a seat keeps 4 open sockets per table and process; a fifth closes its oldest (fixed).",
    "COMPANION_PRESENCE_DELAY": "who is connected is published at most once a second per table (fixed).",
    "COMPANION_RECORDS_PER_DEAL": "a deal (or a game's lobby) holds at most 2000 log records (fixed).",
    "COMPANION_LOG_PAGE": "a GET …/log answer holds at most 500 records (fixed).",
    "COMPANION_MAX_BODY": "a request body or socket message is at most 16 KB (fixed).",
    "COMPANION_PING_INTERVAL": "the server pings each socket every 25 seconds (fixed).",
    "COMPANION_WORKER_CONNECTIONS": "each worker accepts as many connections as its open-file limit allows "
                                    "(LimitNOFILE under systemd).",
    "COMPANION_KEEPALIVE": "an idle HTTP connection is kept 5 seconds (fixed).",
}


# -- kinds of value: how a variable's text is read, and what is accepted ----------------------


class Text:
    expected = "some text"

    def parse(self, text: str):
        return text

    def problem(self, value) -> str | None:
        return None if isinstance(value, str) else f"expected {self.expected}"


class Whole(Text):
    """A whole number from ``low`` (to ``high``)."""

    def __init__(self, low: int, high: int | None = None, what: str = "a whole number"):
        self.low, self.high = low, high
        bounds = f"{low}-{high}" if high is not None else "0 or more" if low == 0 else f"at least {low}"
        self.expected = f"{what}, {bounds}"

    def parse(self, text: str) -> int:
        return int(text.strip())

    def problem(self, value) -> str | None:
        if isinstance(value, bool) or not isinstance(value, int) or value < self.low \
                or (self.high is not None and value > self.high):
            return f"expected {self.expected}"
        return None


class Seconds(Text):
    """A finite number of seconds, above 0 (or 0 too, with ``zero``)."""

    def __init__(self, zero: bool = False):
        self.zero = zero
        self.expected = "a number of seconds, 0 or more" if zero else "a number of seconds above 0"

    def parse(self, text: str) -> float:
        return float(text)

    def problem(self, value) -> str | None:
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value) \
                or value < 0 or (value == 0 and not self.zero):
            return f"expected {self.expected}"
        return None


class Rate(Text):
    """``count/seconds`` (seconds 60 when left out): at most that many events in that window."""

    expected = "count/seconds, e.g. 20/60: at least 1 event per more than 0 seconds"

    def parse(self, text: str) -> tuple[int, float]:
        return parse_limit(text)

    def problem(self, value) -> str | None:
        try:
            count, seconds = value
        except (TypeError, ValueError):
            return f"expected {self.expected}"
        if Whole(1).problem(count) or Seconds().problem(seconds):
            return f"expected {self.expected}"
        return None


class Choice(Text):
    def __init__(self, *options: str):
        self.options = options
        self.expected = " or ".join(options)

    def parse(self, text: str) -> str:
        return text.strip().lower()

    def problem(self, value) -> str | None:
        return None if value in self.options else f"expected {self.expected}"


class WebAddress(Text):
    expected = "a URL with its scheme and host, e.g. https://eleusis.example.org"

    def problem(self, value) -> str | None:
        if not isinstance(value, str):
            return f"expected {self.expected}"
        parts = urlsplit(value)
        if parts.scheme not in ("http", "https") or not parts.netloc:
            return f"needs its scheme and host, e.g. https://{value.split('://')[-1].lstrip('/') or 'eleusis.example.org'}"
        return None


def parse_limit(text: str) -> tuple[int, float]:
    """``"20/60"`` -> at most 20 events per 60 seconds."""
    count, _, seconds = str(text).partition("/")
    return int(count), float(seconds or 60)


LOG_LEVELS = ("debug", "info", "warning", "error", "critical")
QR_MODES = ("auto", "light", "dark")


# -- the declaration ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Setting:
    name: str  # the Config field
    kind: Text
    help: str  # what it is, in docs/operations.md's words (Markdown)
    has_flag: bool  # companion serve has an option for it
    shown: str | None  # the default as docs/operations.md shows it (Markdown); None: the value

    @property
    def env(self) -> str:
        return "COMPANION_" + self.name.upper()

    @property
    def flag(self) -> str | None:
        return "--" + self.name.replace("_", "-") if self.has_flag else None

    def default(self):
        return next(f.default for f in fields(Config) if f.name == self.name)

    def default_text(self) -> str:
        """The default in Markdown."""
        return self.shown if self.shown is not None else f"`{show(self.default())}`"

    def read(self, value, where: str):
        """The value (text is parsed) if it is valid; else ``SettingError`` naming ``where``."""
        try:
            value = self.kind.parse(value) if isinstance(value, str) else value
        except (ValueError, TypeError, OverflowError):
            raise SettingError(f"{where} is not valid: expected {self.kind.expected}") from None
        problem = self.kind.problem(value)
        if problem:
            raise SettingError(f"{where} is not valid: {problem}")
        return value


def setting(default, kind: Text, help: str, flag: bool = False, shown: str | None = None):
    """A field of ``Config`` that is a setting (see the module's docstring)."""
    return field(default=default, metadata={"setting": dict(kind=kind, help=help, has_flag=flag, shown=shown)})


def show(value) -> str:
    """A value as a person would type it: 20/60, 10, 0.0.0.0."""
    if isinstance(value, tuple):
        return "/".join(show(v) for v in value)
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)


@dataclass(frozen=True)
class Config:
    host: str = setting("0.0.0.0", Text(), "listen address (`127.0.0.1` behind a proxy on the same box)", flag=True)
    port: int = setting(8000, Whole(1, 65535, "a port number"), "listen port", flag=True)
    public_url: str | None = setting(
        None, WebAddress(), "base of join links and QR codes, with its scheme, e.g. `https://eleusis.example.org`",
        flag=True, shown="the request's host, a loopback one replaced by the LAN address")
    # None: default_db_path(); ":memory:" for tests; or postgresql://user:pass@host:port/db
    db: str | None = setting(
        None, Text(), "the SQLite file, or `postgresql://user:pass@host:port/db` (in the environment, a password "
        "stays out of the process list)", flag=True, shown="`<user data dir>/eleusis-companion/companion.sqlite3`")
    # None/"": in-process; redis://host:port/n: shared by every process (companion/cluster/redis_broadcaster.py)
    hub: str | None = setting(None, Text(), "`redis://host:port/n`: the hub shared by several processes",
                              flag=True, shown="empty: in-process")
    workers: int = setting(1, Whole(1, what="a number of workers"),
                           "gunicorn worker processes; more than one needs `--hub` (refused otherwise)", flag=True)
    # sliding-window limits per client address (an IPv6 /64 is one): (events, seconds); sized for a
    # class of 72 phones behind one school address (docs/admission.md)
    limit_unknown: tuple[int, float] = setting((40, 60.0), Rate(),
                                               "requests for unknown codes per client address (then `429`)")
    limit_join: tuple[int, float] = setting((120, 60.0), Rate(), "joins per client address (to a room: per address "
                                            "within the room, and 4 times this per room from every address)")
    limit_create: tuple[int, float] = setting((30, 60.0), Rate(), "new tables per client address")
    limit_actions: tuple[int, float] = setting(
        (30, 10.0), Rate(), "actions per seat (a table's person, whatever its token); more are answered `429` "
        "with `Retry-After`")
    limit_hello: tuple[int, float] = setting((10, 10.0), Rate(), "`hello` frames per socket; more are ignored")
    # a unit is about a snapshot's CPU (0.4-0.8 ms), the budgets sized for a class's first visits (docs/admission.md)
    budget_address: tuple[int, float] = setting(
        (1200, 120.0), Rate(), "cost units per client address for what has no token but the app's files (a "
        "snapshot 1, a page 2, a socket 3, a QR code drawn 7 more: docs/admission.md); past it `429` with "
        "`Retry-After`, decided before the request is read. This machine itself (`127.0.0.1`, `::1`) is not "
        "counted, unless behind a proxy (`COMPANION_PROXIES`)")
    budget_seat: tuple[int, float] = setting(
        (400, 60.0), Rate(), "cost units per seat, or room person, for requests that present its token "
        "(counted like `COMPANION_BUDGET_ADDRESS`, but per seat: a class behind one address is many seats; "
        "never refused for what its address spent)")
    budget_socket: tuple[int, float] = setting(
        (600, 60.0), Rate(), "cost units per socket (each message or ping 1, and 1 per KB); past it the socket "
        "is closed with 4429")
    sockets_per_address: int = setting(200, Whole(1, what="a number of sockets"),
                                       "open sockets without a seat per client address (a phone before it joins, "
                                       "a board; a class of 72 in the lobby at once; this machine itself, "
                                       "`127.0.0.1` and `::1`, is not counted, unless behind a proxy: "
                                       "`COMPANION_PROXIES`)")
    keep_days: int = setting(
        30, Whole(0, what="a number of days"), "days a table nobody touched (no action, no join) is kept; then it "
        "is deleted with everything in it, at start and once a day (`companion prune`: now); `0`: kept for good")
    write_timeout: float = setting(
        10.0, Seconds(), "seconds a socket's frame may take to be written before the socket is closed")
    # one connection per greenlet in a query or transaction
    pg_pool: int = setting(
        20, Whole(1, what="a number of connections"), "PostgreSQL connections per process (with "
        "`--db postgresql://…`); processes × this must stay below PostgreSQL's `max_connections`")
    proxies: int = setting(0, Whole(0, what="a number of proxies"),
                           "reverse proxies in front whose `X-Forwarded-*` are trusted (`1` behind Caddy)")
    log_level: str = setting("info", Choice(*LOG_LEVELS), "gunicorn log level")
    access_log: str | None = setting(None, Text(), "`-`: one line per request on standard output", shown="off")
    qr: str = setting("auto", Choice(*QR_MODES), "the terminal QR code for a `light` or `dark` background; "
                      "`auto` reads `COLORFGBG`, else draws explicit black on white", flag=True)
    extra: dict = field(default_factory=dict)

    @classmethod
    def from_env(cls, env=None, **overrides) -> "Config":
        """Environment first, then explicit (non-None) overrides on top; every value checked.

        An override given as text (a command-line flag) is read as its variable
        would be. ``SettingError``: one line naming the variable or the flag.
        """
        env = os.environ if env is None else env
        for name, instead in RETIRED.items():
            if env.get(name):
                raise SettingError(f"the environment variable {name} is no longer read: {instead}")
        values: dict = {}
        for declared in SETTINGS:
            text = env.get(declared.env)
            if text:
                values[declared.name] = declared.read(text, f"the environment variable {declared.env}={text!r}")
        for name, value in overrides.items():
            if value is None or value == "":
                continue
            declared = BY_NAME.get(name)
            if declared is not None:
                value = declared.read(value, f"{declared.flag or name} {value!r}")
            values[name] = value
        return cls(**values)

    def with_(self, **changes) -> "Config":
        return replace(self, **changes)

    def db_path(self) -> str:
        """The SQLite file, or the PostgreSQL URL, this server keeps its logs in."""
        return self.db or default_db_path()

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


SETTINGS: tuple[Setting, ...] = tuple(Setting(f.name, **f.metadata["setting"]) for f in fields(Config)
                                      if "setting" in f.metadata)
BY_NAME = {declared.name: declared for declared in SETTINGS}  # each setting by its name


def markdown_table() -> str:
    """The settings table of docs/operations.md, made from the declarations."""
    rows = ["| setting | flag | default | what |", "|---|---|---|---|"]
    for declared in SETTINGS:
        flag = f"`{declared.flag}`" if declared.flag else ""
        rows.append(f"| `{declared.env}` | {flag} | {declared.default_text()} | {declared.help} |")
    return "\n".join(rows)


def is_postgres_url(target: str | None) -> bool:
    return bool(target) and target.startswith(("postgresql://", "postgres://"))


def postgres_params(url: str) -> tuple[str, dict]:
    """``postgresql://user:pass@host:port/db?sslmode=…`` -> (database name, connection keywords)."""
    from urllib.parse import parse_qsl, unquote

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
    from urllib.parse import urlunsplit

    try:
        parts = urlsplit(url)
    except ValueError:
        return "<unreadable URL>"
    if parts.password is None:
        return url
    netloc = parts.netloc.rsplit("@", 1)
    user = (parts.username or "")
    return urlunsplit(parts._replace(netloc=f"{user}:***@{netloc[-1]}"))
