"""The counters admission counts with: ``Window`` (events per key) and ``Budget`` (costs per key, in
hundredths: ``limits`` counts whole numbers) are the ``limits`` library's sliding window counter, over
this process's memory (``memory.LazyMemoryStorage``) or, with several processes, its Redis storage
(``Counts``).

Ours: ``OpenCount``, things open at once (no rate).
"""
from __future__ import annotations

import logging
import math
import threading
import time

from limits import RateLimitItemPerSecond
from limits.storage import Storage
from limits.strategies import SlidingWindowCounterRateLimiter

from companion.admission.memory import LazyMemoryStorage

log = logging.getLogger(__name__)

SCALE = 100  # a budget's unit, counted in hundredths


class Counts:
    """Where counters count: a shared storage (Redis) while ``up()`` says it answers, else this process's
    memory (rather than refusing everyone or letting everything through)."""

    def __init__(self, shared: Storage | None = None, up=lambda: True):
        self.local = SlidingWindowCounterRateLimiter(LazyMemoryStorage())
        self.shared = SlidingWindowCounterRateLimiter(shared) if shared is not None else None
        self.up = up

    def ask(self, method: str, *args, **named):
        if self.shared is not None and self.up():
            try:
                return getattr(self.shared, method)(*args, **named)
            except Exception as exc:  # noqa: BLE001 - Redis down: this process's own counts
                log.debug("shared limit: Redis unavailable (%s)", exc)
        return getattr(self.local, method)(*args, **named)


class Window:
    """``limit`` events per ``seconds`` for each key."""

    def __init__(self, counts: Counts, name: str, limit: int, seconds: float):
        self.counts, self.limit, self.seconds = counts, limit, seconds
        self.item = RateLimitItemPerSecond(limit, max(1, math.ceil(seconds)), namespace=f"eleusis:{name}")

    def take(self, key: str, amount: int = 1) -> bool:
        """Count ``amount`` for ``key``; False (and nothing counted) when it would pass the limit."""
        return self.counts.ask("hit", self.item, key, cost=amount)

    def blocked(self, key: str, amount: int = 1) -> bool:
        """True when ``key`` has no room for ``amount`` more (nothing counted)."""
        return not self.counts.ask("test", self.item, key, cost=amount)

    def hit(self, key: str, amount: int = 1) -> None:
        """Count ``amount`` whatever the count (a window filled up to its limit at most)."""
        if not self.take(key, amount):
            left = self.counts.ask("get_window_stats", self.item, key).remaining
            if left > 0:
                self.take(key, left)

    def retry_after(self, key: str) -> int:
        """Whole seconds until ``key`` may be counted again (at least 1: asked of a refused key)."""
        reset = self.counts.ask("get_window_stats", self.item, key).reset_time
        return max(1, math.ceil(reset - time.time()))


class Budget:
    """``units`` of cost per ``seconds`` for each key (``admit`` before a request, ``charge`` after)."""

    def __init__(self, counts: Counts, name: str, units: int, seconds: float):
        self.units, self.seconds = units, seconds
        self.window = Window(counts, name, units * SCALE, seconds)

    def admit(self, key: str, cost: float = 1.0) -> int:
        """0 when ``key`` has ``cost`` left in its budget (and it is charged); else whole seconds to wait."""
        if self.window.take(key, math.ceil(cost * SCALE)):
            return 0
        return self.window.retry_after(key)

    def charge(self, key: str, cost: float) -> None:
        """Add what a request turned out to cost (decided already: never refuses)."""
        if cost > 0:
            self.window.hit(key, math.ceil(cost * SCALE))


class OpenCount:
    """Things open at once per key (sockets), at most ``limit`` each."""

    def __init__(self, limit: int):
        self.limit = limit
        self._open: dict[str, int] = {}
        self._lock = threading.Lock()

    def open(self, key: str) -> bool:
        """Count one more for ``key``; False (nothing counted) when it has ``limit`` open already."""
        with self._lock:
            n = self._open.get(key, 0)
            if n >= self.limit:
                return False
            self._open[key] = n + 1
            return True

    def close(self, key: str) -> None:
        with self._lock:
            n = self._open.get(key, 0) - 1
            if n > 0:
                self._open[key] = n
            else:
                self._open.pop(key, None)
