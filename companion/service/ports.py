"""What the table service asks of the other processes: a broadcaster, and what it heard.

The service is built with a ``Connect`` (``TableService``) and never imports
an implementation: ``companion.cluster.redis_broadcaster.RedisBroadcaster``
is the broadcaster between processes (``Alone`` here: one process). The
cluster layer never calls up into the service: what other processes did
reaches the service as a ``Remote`` note, through the handler it gives its
broadcaster when it makes it. The log store's port is storage's own
(``companion.storage.interface``).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Protocol



@dataclass(frozen=True)
class Remote:
    """What another process did to a table, as its broadcaster heard it.

    ``kind``: "version" (the table is at ``version``; None: perhaps, catch
    up), "people" (a seat's token was re-issued), "presence" (who is
    connected through the other processes changed), "deleted" (the table
    is gone: drop it, close its sockets), "reconnected" (notes may have
    been lost: catch up every table watched here; ``code`` None).
    """

    kind: str
    code: str | None = None
    version: int | None = None


class Broadcaster(Protocol):
    """Tells the other processes what changed here, and who is connected through them."""

    shared: bool

    def start(self) -> None:
        """From now on the handler hears what the other processes did: called by the service that made
        the broadcaster once that service is whole (the handler reads all of it)."""

    def announce(self, code: str, version: int) -> None: ...

    def people_changed(self, code: str) -> None: ...

    def deleted(self, code: str) -> None:
        """The table is deleted (its host, or pruning): the other processes drop it."""

    def watch(self, code: str, here: frozenset) -> None:
        """This process's sockets at ``code`` now show ``here`` (person ids); called on every change of them."""

    def unwatch(self, code: str) -> None:
        """No socket of this process watches ``code`` any more."""

    def elsewhere(self, code: str) -> frozenset | None:
        """Who is connected to ``code`` through the other processes (None: nobody known)."""

    def health(self) -> str: ...

    def close(self) -> None: ...


Connect = Callable[[Callable[[Remote], None]], Broadcaster]  # makes a broadcaster that reports to a handler


class Alone:
    """The broadcaster of a process that serves its tables alone: nobody to tell, nobody elsewhere."""

    shared = False

    def __init__(self, handler: Callable[[Remote], None] | None = None) -> None:
        pass

    def start(self) -> None:
        pass

    def announce(self, code: str, version: int) -> None:
        pass

    def people_changed(self, code: str) -> None:
        pass

    def deleted(self, code: str) -> None:
        pass

    def watch(self, code: str, here: frozenset) -> None:
        pass

    def unwatch(self, code: str) -> None:
        pass

    def elsewhere(self, code: str) -> frozenset | None:
        return None

    def health(self) -> str:
        return "in-process"

    def close(self) -> None:
        pass
