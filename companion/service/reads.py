"""What reads a table: who a token is, the snapshot a viewer may see, the log.

Every read answers from the table in memory, caught up first with what
other processes appended (when the tables are shared), in API.md's order:
404 for an unknown table, then 401 for a token nobody there holds.
"""
from __future__ import annotations

from collections import OrderedDict
from typing import NamedTuple

from companion.service.cache import TableCache
from companion.service.codes import Session
from companion.service.snapshots import dumps

PAGES = 64  # log answers kept (the process's last ones; each at most a page of records, ~100 KB)


class Rendered(NamedTuple):
    """A viewer's snapshot as JSON, from the table's current render, and its strong ETag value."""

    body: bytes
    tag: str


class Page(NamedTuple):
    """A ``GET …/log`` answer as JSON, and how many records it holds (what it cost)."""

    body: bytes
    records: int


class Reads:
    def __init__(self, cache: TableCache, hub):
        self.cache = cache
        self.hub = hub
        self._pages: OrderedDict = OrderedDict()  # Table.page_key -> Page, least recently used first

    def authenticate(self, code: str, token: str | None, required: bool = False) -> str | None:
        """The person a token names (None: a spectator); 404 then 401, as for any request."""
        with self.cache.held(code) as table:
            return table.person(token, required)

    def session(self, code: str, token: str | None) -> Session:
        """``authenticate`` kept for later: a socket's (table, person), checked again by every action."""
        with self.cache.held(code) as table:
            return Session(table.code, token, table.person(token))


    def snapshot(self, code: str, token: str | None) -> dict:
        with self.cache.held(code, fresh=True) as table:
            return table.view(table.person(token), self.hub.connected(table.code))

    def rendered(self, code: str, token: str | None) -> Rendered:
        """The viewer's snapshot as JSON and its tag, from the current render: nothing rendered or
        encoded again while the table and who is connected stay the same."""
        with self.cache.held(code, fresh=True) as table:
            viewer = table.person(token)
            frames = table.frames(self.hub.connected(table.code))
            return Rendered(frames.state(viewer), frames.tag(viewer))

    def log(self, code: str, token: str | None) -> list[dict]:
        """Every record of the table (``companion export``)."""
        return self.log_page(code, token, 0, None)[0]

    def log_page(self, code: str, token: str | None, after: int = 0,
                 limit: int | None = None) -> tuple[list[dict], int | None]:
        """The records with seq > ``after``, at most ``limit``; and the ``after`` of the next page (None: no more)."""
        with self.cache.held(code, fresh=True) as table:
            return table.log_page(table.person(token), after, limit)

    def log_answer(self, code: str, token: str | None, after: int = 0, limit: int | None = None) -> Page:
        """``log_page`` as the JSON answer of ``GET …/log``, kept per table version: a page asked
        for again (the same records, the same viewer's rights) costs a lookup."""
        with self.cache.held(code, fresh=True) as table:
            viewer = table.person(token)
            key = table.page_key(viewer, after, limit)
            page = self._pages.get(key)
            if page is not None:
                self._pages.move_to_end(key)
                return page
            items, next_after = table.log_page(viewer, after, limit)
            page = Page(dumps({"actions": items, "next_after": next_after}), len(items))
            self._pages[key] = page
            if len(self._pages) > PAGES:
                self._pages.popitem(last=False)
            return page
