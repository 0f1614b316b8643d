"""Per-address limits in memory (one server process): sliding windows, cost budgets, socket counts.

The sliding windows count events, so table codes cannot be enumerated
(unknown-code requests), joins cannot be hammered, and one seat cannot
flood its table with actions (the table service counts those per seat:
``Tables.submit``). A ``Budget`` weighs what requests cost instead (each
address's and each socket's: ``web/budget.py``). Also the count of open
sockets per address. Limits come from the config, so tests can trigger
them.
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


class Budget:
    """``units`` of cost per ``seconds`` for each key, paid back continuously (GCRA: one number a key).

    A key's number is when everything it spent is paid back (``due``); it is
    within budget while that is at most ``seconds`` ahead, so a quiet key can
    spend its whole budget at once (a reload storm at a table) and then
    ``units / seconds`` a second. ``admit`` decides before anything is done
    (and charges what is known then); ``charge`` adds what a request turned
    out to cost. A refusal costs a little too (``admit``'s ``refused``), so a
    key that keeps knocking stays out; but no key owes more than two budgets:
    one that stops is let in again at most one window later.

    Ours rather than a library's (``limits`` has costs too): its moving window
    keeps an entry per unit, and what is needed here is a number per key,
    decided in a microsecond before every request is read.
    """

    def __init__(self, units: int, seconds: float, clock=time.monotonic, max_keys: int = 100_000):
        self.units, self.seconds, self.clock, self.max_keys = units, seconds, clock, max_keys
        self.rate = seconds / units  # seconds for one unit to be paid back
        self._due: dict[str, float] = {}
        self._lock = threading.Lock()

    def _spend(self, key: str, cost: float, now: float) -> None:
        due = self._due.get(key)
        if due is None and len(self._due) >= self.max_keys:  # bounded memory: the paid-up keys go first
            self._due = {k: d for k, d in self._due.items() if d > now}
            if len(self._due) >= self.max_keys:
                self._due.pop(next(iter(self._due)))
        self._due[key] = min(max(due or now, now) + cost * self.rate, now + 2 * self.seconds)

    def admit(self, key: str, cost: float = 1.0, refused: float = 0.0) -> int:
        """0 when ``key`` has ``cost`` left in its budget (and it is charged); else whole seconds
        until it has (``refused`` charged first, so the wait said is the wait)."""
        with self._lock:
            now = self.clock()
            ahead = max(0.0, self._due.get(key, now) - now)
            if ahead + cost * self.rate <= self.seconds + 1e-9:
                self._spend(key, cost, now)
                return 0
            if refused:
                self._spend(key, refused, now)
                ahead = self._due[key] - now
            return max(1, math.ceil(ahead + cost * self.rate - self.seconds))

    def charge(self, key: str, cost: float) -> None:
        """Add what a request turned out to cost (decided already: never refuses)."""
        if cost > 0:
            with self._lock:
                self._spend(key, cost, self.clock())

    def left(self, key: str) -> float:
        """Units ``key`` may still spend now."""
        with self._lock:
            now = self.clock()
            return max(0.0, self.seconds - max(0.0, self._due.get(key, now) - now)) / self.rate


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
