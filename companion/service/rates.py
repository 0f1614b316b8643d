"""Rate limits as refusals: a sliding window that said no becomes a 429 that says when.

The windows themselves are ``SlidingWindow`` (here: in memory, one process) or
Redis's (``cluster/shared_limits.RedisWindow``, several, which falls back on
this one when Redis cannot answer); both answer ``take`` and ``retry_after``.
The service counts actions per seat with one, the web layer unknown codes,
joins and new tables per address.
"""
from __future__ import annotations

import math
import threading
import time
from collections import deque
from typing import Protocol

from companion.rules import errors


class Window(Protocol):
    def take(self, key: str) -> bool:
        """Count one event; False (and not counted) when the key used up its window."""

    def retry_after(self, key: str) -> int:
        """Whole seconds until the key may be counted again."""


def refusal(window: Window, key: str, code: str, what: str) -> errors.TooManyRequests:
    """The 429 for a window that refused ``key``: the wait computed from the window, in the sentence too."""
    return errors.TooManyRequests(code, what, max(1, window.retry_after(key)))


def take_or_refuse(window: Window | None, key: str, code: str, what: str) -> None:
    if window is not None and not window.take(key):
        raise refusal(window, key, code, what)


class SlidingWindow:
    def __init__(self, limit: int, seconds: float, clock=time.monotonic, max_keys: int = 100_000):
        self.limit, self.seconds, self.clock, self.max_keys = limit, seconds, clock, max_keys
        self._hits: dict[str, deque] = {}
        self._lock = threading.Lock()

    def _window(self, key: str) -> deque:
        hits = self._hits.get(key)
        if hits is None:
            if len(self._hits) >= self.max_keys:  # bounded memory: forget the oldest key
                self._hits.pop(next(iter(self._hits)))
            hits = self._hits[key] = deque()
        horizon = self.clock() - self.seconds
        while hits and hits[0] <= horizon:
            hits.popleft()
        return hits

    def blocked(self, key: str) -> bool:
        """True when the key already used up its window."""
        with self._lock:
            return len(self._window(key)) >= self.limit

    def hit(self, key: str) -> None:
        with self._lock:
            self._window(key).append(self.clock())

    def take(self, key: str) -> bool:
        """Count one event; False (and not counted) when over the limit."""
        with self._lock:
            hits = self._window(key)
            if len(hits) >= self.limit:
                return False
            hits.append(self.clock())
            return True

    def retry_after(self, key: str) -> int:
        """Whole seconds until the key may be counted again (0 when it may now).

        The window slides: the oldest hit that keeps the key at its limit
        leaves the window ``seconds`` after it was counted. This is the
        ``Retry-After`` of a 429 and the wait named in a 4429 close.
        """
        with self._lock:
            hits = self._window(key)
            if len(hits) < self.limit:
                return 0
            if self.limit <= 0:
                return max(1, math.ceil(self.seconds))
            frees_at = hits[len(hits) - self.limit] + self.seconds
            return max(1, math.ceil(frees_at - self.clock()))
