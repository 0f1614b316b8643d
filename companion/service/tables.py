"""The table service: everything the web layer needs, without HTTP.

The web layer parses, authenticates the transport, calls one function here,
and maps the answer or the error to the wire (``web/wire.to_wire``).
``Tables`` is the service's one face; each concern is a module of its own:

* ``codes``: a table's code and a seat's token, their shape and refusals;
* ``table``: one table in memory (the fold of its log, seats, action ids, render);
* ``cache``: which tables are held in memory, and which are let go;
* ``commands``: create, join, an action (``submit``), a seat's new token;
* ``reads``: who a token is, snapshots, the log;
* ``presence``: the sockets of a table, and who is connected.

Several processes may serve the same tables (``shared``: a PostgreSQL
database or a Redis hub). Then the cache may be behind the log: a change
holds the table across processes (``store.table_transaction``), reads the
records the cache has not seen, and only then checks and appends, so a
client that sent no ``expected_version`` never gets a 409 because another
process wrote first, and an ``action_id`` seen by any process is a retry.
Reads catch up from the log the same way. The hub tells the other processes
"table CODE is at version v"; each renders its own sockets' views
(``on_version``).
"""
from __future__ import annotations

import secrets
from typing import Callable

from companion.service.cache import TableCache
from companion.service.codes import Session, normalise_code  # noqa: F401 - the service's names
from companion.service.commands import Commands, Credentials, Receipt
from companion.service.hub import Hub
from companion.service.presence import Presence, Subscriber, TooManySockets  # noqa: F401
from companion.service.rates import Window
from companion.service.reads import Page, Reads, Rendered


class Tables:
    """The tables of one server process, over ``store`` and a ``Hub``."""

    def __init__(self, hub: Hub | None = None, randbelow: Callable[[int], int] = secrets.randbelow,
                 max_tables: int = 5000, records_per_deal: int = 2000, spectators_per_table: int = 10,
                 sockets_per_seat: int = 4, presence_delay: float = 1.0,
                 schedule: Callable[[float, Callable], None] | None = None,
                 shared: bool = False, action_limit: Window | None = None):
        self.hub = hub or Hub()
        # other processes change these tables too: catch up from the log before checking or answering
        self.shared = shared or self.hub.shared
        self.cache = TableCache(lambda code: bool(self.hub.subscribers(code)), max_tables, self.shared)
        self.presence = Presence(self.cache, self.hub, spectators_per_table, sockets_per_seat, presence_delay,
                                 schedule)
        self.reads = Reads(self.cache, self.hub)
        self.commands = Commands(self.cache, self.hub, self.presence, randbelow, records_per_deal, action_limit)
        self.hub.bind(self)

    @property
    def max_tables(self) -> int:
        return self.cache.max_tables

    @max_tables.setter
    def max_tables(self, value: int) -> None:
        self.cache.max_tables = value

    def open_tables(self) -> int:
        return self.cache.open_tables()

    # -- changing (commands.py) --------------------------------------------

    def submit(self, code: str, credentials: Credentials, body) -> Receipt:
        """One action, whatever the transport (``Commands.submit``: API.md's whole order of checks)."""
        return self.commands.submit(code, credentials, body)

    def act(self, code: str, credentials: Credentials, body) -> dict:
        """``submit``, answering the sender's new snapshot as data (scripts, tests)."""
        return self.commands.submit(code, credentials, body, view=True).snapshot

    def create(self, profile, options, host_name) -> tuple[str, str, str]:
        return self.commands.create(profile, options, host_name)

    def join(self, code: str, name, token: str | None) -> tuple[str, str]:
        return self.commands.join(code, name, token)

    def reissue(self, code: str, token: str | None, player) -> tuple[str, str]:
        return self.commands.reissue(code, token, player)

    # -- reading (reads.py) -------------------------------------------------

    def authenticate(self, code: str, token: str | None, required: bool = False) -> str | None:
        return self.reads.authenticate(code, token, required)

    def session(self, code: str, token: str | None) -> Session:
        return self.reads.session(code, token)

    def snapshot(self, code: str, token: str | None) -> dict:
        return self.reads.snapshot(code, token)

    def rendered(self, code: str, token: str | None) -> Rendered:
        return self.reads.rendered(code, token)

    def log(self, code: str, token: str | None) -> list[dict]:
        return self.reads.log(code, token)

    def log_answer(self, code: str, token: str | None, after: int = 0, limit: int | None = None) -> Page:
        return self.reads.log_answer(code, token, after, limit)

    # -- sockets (presence.py) ----------------------------------------------

    def subscribe(self, code: str, sub: Subscriber) -> None:
        self.presence.subscribe(code, sub)

    def unsubscribe(self, code: str, sub: Subscriber) -> None:
        self.presence.unsubscribe(code, sub)

    def resend(self, code: str, sub: Subscriber) -> None:
        self.presence.resend(code, sub)

    # -- other processes (a shared hub calls these; hub.bind) ---------------

    def on_version(self, code: str, version: int | None) -> None:
        self.presence.on_version(code, version)

    def on_people(self, code: str) -> None:
        self.presence.on_people(code)

    def on_presence(self, code: str) -> None:
        self.presence.on_presence(code)
