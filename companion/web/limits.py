"""A per-address sliding-window limiter (in memory: one server process).

Used so table codes cannot be enumerated (unknown-code requests), joins
cannot be hammered, and one seat cannot flood its table with actions (the
table service counts those per seat: ``Tables.submit``). Also the count of
open sockets per address. Limits come from the config, so tests can
trigger them.
"""
from __future__ import annotations

import math
import threading
import time
from collections import deque


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


class SocketCount:
    """Open sockets per client address, at most ``limit`` each (loopback is not counted, but behind a proxy).

    Loopback is the server's own machine: a reverse proxy on it (without
    ``COMPANION_PROXIES``, every client would be that one address), the
    benchmarks, the tests. Behind a trusted proxy (``exempt_loopback``
    False) the address is the forwarded one, the client's own, and a
    loopback one is counted like any other: nobody escapes the cap by
    naming 127.0.0.1.
    """

    def __init__(self, limit: int, exempt_loopback: bool = True):
        self.limit = limit
        self.exempt_loopback = exempt_loopback
        self._open: dict[str, int] = {}
        self._lock = threading.Lock()

    def exempt(self, address: str) -> bool:
        return self.exempt_loopback and (address == "::1" or address.startswith("127.")
                                         or address.startswith("::ffff:127."))

    def acquire(self, address: str) -> bool:
        if self.exempt(address):
            return True
        with self._lock:
            n = self._open.get(address, 0)
            if n >= self.limit:
                return False
            self._open[address] = n + 1
            return True

    def release(self, address: str) -> None:
        if self.exempt(address):
            return
        with self._lock:
            n = self._open.get(address, 0) - 1
            if n > 0:
                self._open[address] = n
            else:
                self._open.pop(address, None)
