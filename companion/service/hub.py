"""Publish/subscribe of table changes to the open sockets.

The interface is deliberately small (subscribe, unsubscribe, publish,
connected) so that a Redis-backed hub could replace this in-process one when
several server processes share the tables: ``publish`` would then send only
"table CODE changed, revision R" on a channel, and each process would render
its own sockets' views from its own cache.

A subscriber (``presence.Subscriber``) has a ``viewer`` (person id or None
for a spectator), the ``token`` it connected with, an ``offer(frames)`` that
never blocks: it puts the change in the socket's mailbox (the newest wins)
and wakes that socket's own writer, and a ``close``. So ``publish`` costs
the same whether a phone reads or sleeps, and it is called outside the
table's lock (the service renders under the lock, hands over after): a
socket that stopped reading can never hold a table up.
"""
from __future__ import annotations

import threading

from companion.service.presence import Subscriber
from companion.service.snapshots import Frames


class Hub:
    """The in-process hub: every socket of every table is in this process.

    ``companion.cluster.redis_hub.RedisHub`` extends it for several processes: the
    sockets stay local, and ``announce``/``people_changed`` tell the other
    processes through Redis.
    """

    shared = False  # True: other processes serve the same tables

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._subs: dict[str, list[Subscriber]] = {}
        self._people_on: dict[str, tuple[list, frozenset]] = {}  # code -> (its sockets, who is on them)
        self._count = 0

    def subscribe(self, code: str, sub: Subscriber) -> None:
        """Add a socket (its admission is the service's: ``presence.Presence.admit``)."""
        with self._lock:
            # copy on write: publishers iterate the old list without a lock
            self._subs[code] = [*self._subs.get(code, ()), sub]
            self._count += 1

    def unsubscribe(self, code: str, sub: Subscriber) -> bool:
        """Remove a socket; True if it was there."""
        with self._lock:
            subs = self._subs.get(code, [])
            if sub not in subs:
                return False
            rest = [s for s in subs if s is not sub]
            if rest:
                self._subs[code] = rest
            else:
                del self._subs[code]
                self._people_on.pop(code, None)
            self._count -= 1
            return True

    def subscribers(self, code: str) -> list[Subscriber]:
        """The table's sockets now (a list nobody changes: safe to iterate)."""
        return self._subs.get(code, [])

    def connected(self, code: str) -> frozenset:
        """Person ids with at least one open socket at this table.

        Asked at every render; made again only when the table's list of sockets
        was replaced (copy on write: the same list object, the same people)."""
        subs = self.subscribers(code)
        known = self._people_on.get(code)
        if known is not None and known[0] is subs:
            return known[1]
        people = frozenset(s.viewer for s in subs if s.viewer is not None)
        if subs:
            self._people_on[code] = (subs, people)
        else:
            self._people_on.pop(code, None)
        return people

    def publish(self, code: str, frames: Frames) -> None:
        """Hand one rendered change to every socket of the table (never blocks)."""
        for sub in self.subscribers(code):
            sub.offer(frames)

    def count(self, code: str | None = None) -> int:
        """Open sockets, at one table or in all."""
        if code is not None:
            return len(self.subscribers(code))
        return self._count

    # -- what a shared hub adds (no-ops in one process) ----------------------

    def bind(self, tables) -> None:
        """The table service that renders for this process's sockets (a shared hub calls it back)."""

    def announce(self, code: str, version: int) -> None:
        """Tell the other processes that the table is at ``version`` (here: nobody else)."""

    def people_changed(self, code: str) -> None:
        """Tell the other processes that a seat's token changed (here: nobody else)."""

    def codes(self) -> list[str]:
        """The tables with at least one socket in this process."""
        return list(self._subs)

    def health(self) -> str:
        return "in-process"

    def close(self) -> None:
        """Stop background work (a shared hub's listener)."""
