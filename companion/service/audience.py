"""The sockets of one table in this process, and what they were last handed.

One object per table (``Table.audience``), changed only with the table's lock
held; its list of sockets is replaced, never changed in place, so a publish
iterates the list it took without any lock. A subscriber's ``offer(frames)``
never blocks (the socket's mailbox keeps the newest), so a publish runs outside
the table's lock and a socket that stopped reading never holds a table up.
"""
from __future__ import annotations

from typing import Callable, Protocol

from companion.service.snapshots import Frames


class Subscriber(Protocol):
    """What the service asks of a socket."""

    viewer: str | None  # whose view it is sent, and who it makes connected (None: a spectator)
    token: str | None  # the token it connected with: when that stops holding a seat, it is closed

    def offer(self, frames: Frames, again: bool = False) -> None:
        """Take this render (``again``: even if it had it, a hello). Never blocks: a publisher calls it."""

    def close(self, code: int = 4401, message: str = "This seat has a new link.") -> None:
        """End the socket (its token no longer holds a seat). Never blocks either."""


class Audience:
    """A table's sockets here, who they make connected, and its current render."""

    def __init__(self) -> None:
        self.subscribers: tuple = ()  # replaced on every change: safe to iterate without a lock
        self._here: tuple[tuple, frozenset] = ((), frozenset())  # (the subscribers, the people on them)
        self.revision = 0  # rises with every render that may differ (an action, who is connected)
        self.frames: Frames | None = None  # valid while `connected` holds
        self.connected = frozenset()  # who was connected when `frames` was made
        self.told = frozenset()  # who the sockets were last told is connected
        # the table's version the sockets were last handed: a read that caught up from the log
        # (shared tables) publishes nothing, so a version note arriving after it must still
        # publish, or this process's sockets miss that change
        self.published = 0
        self.due = False  # a publish of who is connected is scheduled

    def add(self, sub: Subscriber) -> None:
        self.subscribers = (*self.subscribers, sub)

    def remove(self, sub: Subscriber) -> bool:
        """True if it was there."""
        if not any(s is sub for s in self.subscribers):
            return False
        self.subscribers = tuple(s for s in self.subscribers if s is not sub)
        return True

    def here(self) -> frozenset:
        """Person ids with at least one open socket here (made again only when the list was replaced)."""
        subs, people = self._here
        if subs is not self.subscribers:
            subs = self.subscribers
            people = frozenset(s.viewer for s in subs if s.viewer is not None)
            self._here = (subs, people)
        return people

    def spectators(self) -> int:
        return sum(1 for s in self.subscribers if s.viewer is None)

    def of(self, person: str) -> list[Subscriber]:
        return [s for s in self.subscribers if s.viewer == person]

    def offer(self, frames: Frames) -> None:
        """Hand one rendered change to every socket of the table it is for (never blocks)."""
        only = getattr(frames, "only", None)  # a room's frames are for everyone
        for sub in self.subscribers:
            if only is None or sub.viewer in only:
                sub.offer(frames)

    # -- the render -----------------------------------------------------------

    def render(self, connected: frozenset, make: Callable[[int], Frames]) -> Frames:
        """The current render for ``connected``; ``make(revision)`` renders anew when it changed."""
        if self.frames is None or connected != self.connected:
            self.revision += 1
            self.frames = make(self.revision)
            self.connected = connected
        return self.frames

    def invalidate(self) -> None:
        self.frames = None

    def handed(self, frames: Frames) -> None:
        """``frames`` are about to be handed to every socket: note who they say is connected."""
        self.told = self.connected
        self.published = frames.version
