"""What reads a table: who a token is, the snapshot a viewer may see, the log.

Every read answers from the table in memory, caught up first with what
other processes appended (when the tables are shared), in API.md's order:
404 for an unknown table, then 401 for a token nobody there holds.
"""
from __future__ import annotations

from companion.rules import errors
from companion.service.cache import TableCache
from companion.service.codes import Session


class Reads:
    def __init__(self, cache: TableCache, hub):
        self.cache = cache
        self.hub = hub

    def authenticate(self, code: str, token: str | None, required: bool = False) -> str | None:
        """The person a token names (None: a spectator); 404 then 401, as for any request."""
        with self.cache.held(code) as table:
            return table.person(token, required)

    def session(self, code: str, token: str | None) -> Session:
        """``authenticate`` kept for later: a socket's (table, person), checked again by every action."""
        with self.cache.held(code) as table:
            return Session(table.code, token, table.person(token))

    def exists(self, code: str) -> bool:
        try:
            with self.cache.held(code):
                return True
        except errors.NotFound:
            return False

    def snapshot(self, code: str, token: str | None) -> dict:
        with self.cache.held(code, fresh=True) as table:
            return table.view(table.person(token), self.hub.connected(table.code))

    def snapshot_bytes(self, code: str, token: str | None) -> bytes:
        """The viewer's snapshot as JSON bytes (the current render: nothing encoded twice)."""
        with self.cache.held(code, fresh=True) as table:
            viewer = table.person(token)
            return table.frames(self.hub.connected(table.code)).state(viewer)

    def log(self, code: str, token: str | None) -> list[dict]:
        """Every record of the table (``companion export``)."""
        return self.log_page(code, token, 0, None)[0]

    def log_page(self, code: str, token: str | None, after: int = 0,
                 limit: int | None = None) -> tuple[list[dict], int | None]:
        """The records with seq > ``after``, at most ``limit``; and the ``after`` of the next page (None: no more)."""
        with self.cache.held(code, fresh=True) as table:
            return table.log_page(table.person(token), after, limit)
