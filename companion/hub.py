"""Publish/subscribe of table changes to the open sockets.

The interface is deliberately small (subscribe, unsubscribe, publish,
connected) so that a Redis-backed hub could replace this in-process one when
several server processes share the tables: ``publish`` would then send only
"table CODE changed" on a channel, and each process would render its own
sockets' views from its own cache.

A subscriber has a ``viewer`` (person id or None for a spectator) and a
``deliver(text)`` method that must not block (it queues). Each viewer sees a
different snapshot, so ``publish`` takes a ``render(viewer) -> text`` and
renders once per distinct viewer, not once per socket.
"""
from __future__ import annotations

import threading
from typing import Callable, Protocol


class Subscriber(Protocol):
    viewer: str | None

    def deliver(self, text: str) -> None: ...


class Hub:
    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._subs: dict[str, list[Subscriber]] = {}

    def subscribe(self, code: str, sub: Subscriber) -> None:
        with self._lock:
            self._subs.setdefault(code, []).append(sub)

    def unsubscribe(self, code: str, sub: Subscriber) -> None:
        with self._lock:
            subs = self._subs.get(code, [])
            if sub in subs:
                subs.remove(sub)
            if not subs:
                self._subs.pop(code, None)

    def subscribers(self, code: str) -> list[Subscriber]:
        with self._lock:
            return list(self._subs.get(code, ()))

    def connected(self, code: str) -> frozenset:
        """Person ids with at least one open socket at this table."""
        return frozenset(s.viewer for s in self.subscribers(code) if s.viewer is not None)

    def publish(self, code: str, render: Callable[[str | None], str]) -> None:
        rendered: dict[str | None, str] = {}
        for sub in self.subscribers(code):
            if sub.viewer not in rendered:
                rendered[sub.viewer] = render(sub.viewer)
            sub.deliver(rendered[sub.viewer])

    def count(self) -> int:
        with self._lock:
            return sum(len(s) for s in self._subs.values())
