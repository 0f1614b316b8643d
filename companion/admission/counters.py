"""The counters admission counts with, in memory (one process): a sliding window, a cost budget,
a count of open things. ``redis_window.RedisWindow`` is the window shared by several processes.
"""
from __future__ import annotations

import math
import threading
import time
from collections import deque
from typing import Protocol


class Window(Protocol):
    """A count of events per key over a sliding window: ``SlidingWindow`` or ``RedisWindow``."""

    def take(self, key: str) -> bool:
        """Count one event; False (and not counted) when the key used up its window."""

    def blocked(self, key: str) -> bool:
        """True when the key already used up its window (nothing counted)."""

    def hit(self, key: str) -> None:
        """Count one event, whatever the count."""

    def retry_after(self, key: str) -> int:
        """Whole seconds until the key may be counted again."""


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
        if due is None:
            self._due = room_for_one(self._due, now, self.max_keys)
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



class Turns:
    """Each key's turns: ``units`` at once, then ``units`` per ``seconds``. ``take`` gives a key
    its next turn and says how long until it comes (GCRA, as ``Budget``; but a turn is never
    refused, only later), or None where that is more than ``longest`` seconds ahead (not taken:
    the key has that many waiting already)."""

    def __init__(self, units: int, seconds: float, longest: float, clock=time.monotonic, max_keys: int = 100_000):
        self.step, self.ahead, self.longest = seconds / units, seconds, longest
        self.clock, self.max_keys = clock, max_keys
        self._due: dict[str, float] = {}

    def take(self, key: str) -> float | None:
        """Seconds until ``key``'s next turn (0.0: now), that turn taken; None: too far ahead."""
        now = self.clock()
        due = self._due.get(key)
        if due is None:
            self._due = room_for_one(self._due, now, self.max_keys)
        due = max(due or now, now) + self.step
        wait = max(0.0, due - now - self.ahead)
        if wait > self.longest:
            return None
        self._due[key] = due
        return wait


def room_for_one(due: dict, now: float, max_keys: int) -> dict:
    """``due`` (key -> when it is paid up) with room for one key more: bounded memory, the
    paid-up keys dropped first, then the oldest."""
    if len(due) < max_keys:
        return due
    due = {k: d for k, d in due.items() if d > now}
    if len(due) >= max_keys:
        due.pop(next(iter(due)))
    return due


class OpenCount:
    """Things open at once per key (sockets, connections), at most ``limit`` each."""

    QUIET = 60.0  # seconds: a key refused again is told of at most this often (``first_refusal``)

    def __init__(self, limit: int, clock=time.monotonic):
        self.limit = limit
        self.clock = clock
        self._open: dict[str, int] = {}
        self._full: set[str] = set()  # keys refused since they were last below the limit
        self._quiet: dict[str, float] = {}  # key -> until when ``first_refusal`` is quiet of it
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
            if n < self.limit:
                self._full.discard(key)

    def first_refusal(self, key: str) -> bool:
        """True the first time ``key`` is refused since it was last below the limit, and not
        within ``QUIET`` of the last True (log it once: a flood held at its cap dips below it
        and comes back many times a second, and its every return was a line of the log)."""
        with self._lock:
            if key in self._full:
                return False
            self._full.add(key)
            now = self.clock()
            if self._quiet.get(key, now) > now:
                return False
            self._quiet = room_for_one(self._quiet, now, 1024)
            self._quiet[key] = now + self.QUIET
            return True

    def count(self, key: str) -> int:
        return self._open.get(key, 0)
