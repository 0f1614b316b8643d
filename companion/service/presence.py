"""The sockets of a table: who subscribes, what each is told, and who is connected.

A socket gets the table's state when it subscribes and after every change;
a hello asks for it again. Who is connected is part of the snapshot, but a
spectator, or a second device of someone already connected, changes nothing
anyone sees: only when the set of connected people changed is it published,
at most once per ``presence_delay`` for every change meanwhile.

A shared hub (several processes) calls ``on_version``, ``on_people`` and
``on_presence`` here when another process changed a table, re-issued a
token, or saw someone come or go.
"""
from __future__ import annotations

import threading
from typing import Callable, Protocol

from companion.rules import errors
from companion.service.cache import TableCache
from companion.service.codes import normalise_code
from companion.service.snapshots import Frames
from companion.service.table import Table


class Subscriber(Protocol):
    """What the service asks of a socket (``web/sockets.SocketSubscriber``, and the tests' phones)."""

    viewer: str | None  # whose view it is sent, and who it makes connected (None: a spectator)
    token: str | None  # the token it connected with: when that stops holding a seat, it is closed

    def offer(self, frames: Frames, again: bool = False) -> None:
        """Take this render (``again``: even if it had it, a hello). Never blocks: a publisher calls it."""

    def close(self, code: int = 4401, message: str = "This seat has a new link.") -> None:
        """End the socket (its token no longer holds a seat). Never blocks either."""


class TooManySockets(errors.TooManyRequests):
    """The table has as many sockets open as it may (429; the socket is closed with 4429)."""

    retry_after = 30  # seconds: what its sentence says


SEAT_CROWDED = (4429, "This seat opened more connections than it may have; this, its oldest, was closed.")


class Presence:
    def __init__(self, cache: TableCache, hub, spectators_per_table: int = 10, sockets_per_seat: int = 4,
                 presence_delay: float = 1.0, schedule: Callable[[float, Callable], None] | None = None):
        self.cache = cache
        self.hub = hub
        self.spectators_per_table = spectators_per_table
        self.sockets_per_seat = sockets_per_seat
        self.presence_delay = presence_delay
        self.schedule = schedule or _later

    def subscribe(self, code: str, sub: Subscriber) -> None:
        """Add a socket and offer it the current state (``admit``: TooManySockets for a spectator too many).

        A person's first socket changes who is connected: the others hear it
        within ``presence_delay``, coalesced with any other arrivals.
        """
        with self.cache.held(code, fresh=True) as table:
            self.admit(table, sub)
            self.hub.subscribe(table.code, sub)
            frames = table.frames(self.hub.connected(table.code))
            if sub.viewer is not None and sub.viewer not in table.render.told:
                self.soon(table)
        sub.offer(frames)

    def admit(self, table: Table, sub: Subscriber) -> None:
        """Room for one more socket at ``table`` (its lock held: one admission at a time).

        A seated person's socket is always admitted: spectators, who need
        only the code, are capped apart (``spectators_per_table``, else
        TooManySockets), so a crowd of them can never lock a player out. A
        seat keeps at most ``sockets_per_seat`` (its fan-out stays bounded):
        one more closes the seat's oldest (4429), as when a reloaded phone's
        old socket has not gone yet.
        """
        subs = self.hub.subscribers(table.code)
        if sub.viewer is None:
            if sum(1 for s in subs if s.viewer is None) >= self.spectators_per_table:
                raise TooManySockets("too_many_sockets",
                                     f"This table already has {self.spectators_per_table} spectators' "
                                     "connections, the most it takes", TooManySockets.retry_after)
            return
        same = [s for s in subs if s.viewer == sub.viewer]
        for old in same[:len(same) - self.sockets_per_seat + 1]:
            old.close(*SEAT_CROWDED)  # still counted until it is gone, so closing the same ones again is a no-op

    def unsubscribe(self, code: str, sub: Subscriber) -> None:
        code = normalise_code(code)
        if not self.hub.unsubscribe(code, sub) or sub.viewer is None:
            return  # a spectator leaving changes nothing anybody sees
        if sub.viewer in self.hub.connected(code):
            return  # the person still has another device here
        table = self.cache.cached(code)
        if table is not None:
            with table.lock:
                self.soon(table)

    def resend(self, code: str, sub: Subscriber) -> None:
        """The current state to one socket again (a phone's hello), even if it had it."""
        with self.cache.held(code, fresh=True) as table:
            frames = table.frames(self.hub.connected(table.code))
        sub.offer(frames, again=True)

    def close_seat(self, table: Table, person: str) -> None:
        """The sockets of a seat whose token was re-issued: the phone that held the old one is cut off."""
        for sub in self.hub.subscribers(table.code):
            if sub.viewer == person:
                sub.close()

    def soon(self, table: Table) -> None:
        """Publish who is connected after ``presence_delay`` (one publish for every change meanwhile)."""
        if table.render.due:
            return
        table.render.due = True
        self.schedule(self.presence_delay, lambda: self._publish(table))

    def _publish(self, table: Table) -> None:
        with table.lock:
            table.render.due = False
            connected = self.hub.connected(table.code)
            if not table.loaded or connected == table.render.told:
                return
            frames = table.handed(connected)
        self.hub.publish(table.code, frames)

    # -- other processes (called by a shared hub) -------------------------

    def on_version(self, code: str, version: int | None) -> None:
        """Another process changed the table (``version``; None: perhaps, Redis was away):
        catch up from the log and hand this process's sockets the new state."""
        if not self.hub.subscribers(code):
            return  # nobody watching here; reads catch up by themselves
        with self.cache.held(code) as table:
            if version is not None and table.render.published >= version:
                return  # this process's sockets had it already
            table.catch_up()  # (a read here may have caught up already: the sockets still need it)
            if table.render.published >= table.state.version:
                return
            frames = table.handed(self.hub.connected(table.code))
        self.hub.publish(table.code, frames)

    def on_people(self, code: str) -> None:
        """A seat's token was re-issued through another process: reload the seats, and close
        this process's sockets whose token no longer holds one."""
        table = self.cache.cached(code)
        if table is None:
            return
        with table.lock:
            table.reload_seats()
            for sub in self.hub.subscribers(table.code):
                if sub.token is not None and not table.holds_a_seat(sub.token):
                    sub.close()

    def on_presence(self, code: str) -> None:
        """Who is connected through other processes changed: publish it here, coalesced."""
        table = self.cache.cached(code)
        if table is None:
            return
        with table.lock:
            self.soon(table)


def _later(seconds: float, fn: Callable[[], None]) -> None:
    """Run ``fn`` in ``seconds`` (a greenlet under gevent's patched threading)."""
    timer = threading.Timer(seconds, fn)
    timer.daemon = True
    timer.start()
