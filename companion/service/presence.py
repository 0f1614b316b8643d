"""Who is connected to a table, which sockets it admits, and when the others are told.

A socket gets the table's state when it subscribes and after every change;
a hello asks for it again. Who is connected is part of the snapshot, but a
spectator, or a second device of someone already connected, changes nothing
anyone sees: only when the set of connected people changed is it published,
at most once per ``presence_delay`` for every change meanwhile. Who is
connected is this process's sockets (``Audience.here``) and, with several
processes, those the broadcaster knows of elsewhere.
"""
from __future__ import annotations

import threading
from typing import Callable

from companion.admission import policy
from companion.service.audience import Subscriber
from companion.service.ports import Broadcaster
from companion.service.snapshots import Frames
from companion.service.table import Table


SPECTATORS_PER_TABLE = 10  # sockets without a seat (a board, someone yet to join) per table and process
SOCKETS_PER_SEAT = 4  # a phone, a spare device, a reload's overlap; one more closes the seat's oldest
PRESENCE_DELAY = 1.0  # seconds between two publishes of who is connected at one table, at least

SEAT_CROWDED = (4429, "This seat opened more connections than it may have; this, its oldest, was closed.")


class Presence:
    def __init__(self, broadcaster: Broadcaster, spectators_per_table: int = SPECTATORS_PER_TABLE,
                 sockets_per_seat: int = SOCKETS_PER_SEAT, presence_delay: float = PRESENCE_DELAY,
                 schedule: Callable[[float, Callable], None] | None = None):
        self.broadcaster = broadcaster
        self.spectators_per_table = spectators_per_table
        self.sockets_per_seat = sockets_per_seat
        self.presence_delay = presence_delay
        self.schedule = schedule or _later

    def connected(self, table: Table) -> frozenset:
        """Person ids with at least one open socket at this table, on any process."""
        here = table.audience.here()
        elsewhere = self.broadcaster.elsewhere(table.code)
        return here | elsewhere if elsewhere else here

    def add(self, table: Table, sub: Subscriber) -> Frames:
        """Admit the socket, add it, and answer the frames to offer it (the table's lock held)."""
        self._admit(table, sub)
        table.audience.add(sub)
        self.broadcaster.watch(table.code, table.audience.here())
        frames = table.frames(self.connected(table))
        if sub.viewer is not None and sub.viewer not in table.audience.told:
            self.soon(table)
        return frames

    def _admit(self, table: Table, sub: Subscriber) -> None:
        """Room for one more socket at ``table`` (its lock held: one admission at a time).

        A seated person's socket is always admitted: spectators, who need
        only the code, are capped apart (``spectators_per_table``, else
        a 429 ``too_many_sockets``), so a crowd of them can never lock a player out. A
        seat keeps at most ``sockets_per_seat`` (its fan-out stays bounded):
        one more closes the seat's oldest (4429), as when a reloaded phone's
        old socket has not gone yet.
        """
        if sub.viewer is None:
            if table.audience.spectators() >= self.spectators_per_table:
                raise policy.refusal("spectators", policy.SOCKET_WAIT, self.spectators_per_table)
            return
        same = table.audience.of(sub.viewer)
        for old in same[:len(same) - self.sockets_per_seat + 1]:
            old.close(*SEAT_CROWDED)  # still counted until it is gone, so closing the same ones again is a no-op

    def remove(self, table: Table, sub: Subscriber) -> None:
        """A socket went (the table's lock held); the others hear of it if its person left."""
        audience = table.audience
        if not audience.remove(sub):
            return
        if audience.subscribers:
            self.broadcaster.watch(table.code, audience.here())
        else:
            self.broadcaster.unwatch(table.code)
        if sub.viewer is None or sub.viewer in audience.here():
            return  # a spectator, or a person with another device here: nobody sees a change
        if table.loaded:
            self.soon(table)

    def soon(self, table: Table) -> None:
        """Publish who is connected after ``presence_delay`` (one publish for every change meanwhile)."""
        if table.audience.due:
            return
        table.audience.due = True
        self.schedule(self.presence_delay, lambda: self._publish(table))

    def _publish(self, table: Table) -> None:
        with table.lock:
            table.audience.due = False
            connected = self.connected(table)
            if not table.loaded or connected == table.audience.told:
                return
            frames = table.handed(connected)
        table.audience.offer(frames)


def _later(seconds: float, fn: Callable[[], None]) -> None:
    """Run ``fn`` in ``seconds`` (a greenlet under gevent's patched threading)."""
    timer = threading.Timer(seconds, fn)
    timer.daemon = True
    timer.start()
