"""Per-address limits in memory (one server process): cost budgets and socket counts.

A ``Budget`` weighs what requests cost (each address's and each socket's:
``web/budget.py``). Also the count of open sockets per address. The sliding
windows that count events (unknown codes, joins, new tables per address;
actions per seat, which the table service counts in ``TableService.submit``) are
``service/rates.SlidingWindow``: the service and the cluster count with them
too. Limits come from the config, so tests can trigger them.
"""
from __future__ import annotations

import math
import threading
import time

from companion.web.connections import client_exempt


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
    """Open sockets per client address, at most ``limit`` each; which addresses are not counted
    is ``connections.client_exempt``'s rule (this machine, unless a proxy is trusted)."""

    def __init__(self, limit: int, proxies: int = 0):
        self.limit = limit
        self.proxies = proxies
        self._open: dict[str, int] = {}
        self._lock = threading.Lock()

    def exempt(self, address: str) -> bool:
        return client_exempt(address, self.proxies)

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
