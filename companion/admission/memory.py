"""One process's counts for ``limits``' sliding window counter: a storage on the library's documented
interface for custom storages (``limits.storage.Storage``, its ``SlidingWindowCounterSupport``).

Not the library's ``MemoryStorage``: that one starts a timer every 10 ms while anything is counted,
and each timer walks every key it holds. A server counts a seat's actions and budget per seat: at
200 tables of 8 (bench: the peers harness) that walk was a quarter of the worker's CPU. Here a key
that has expired is dropped when it is next read, and the whole dict is walked at most once every
``SWEEP`` seconds, by whoever counts then. Nothing yields in here: under gevent, one greenlet at a
time; the lock is for real threads.
"""
from __future__ import annotations

import threading
import time
from math import floor

from limits.storage import Storage
from limits.storage.base import SlidingWindowCounterSupport, TimestampedSlidingWindow

SWEEP = 10.0  # seconds between two walks over every key (expired ones are dropped)


class LazyMemoryStorage(Storage, SlidingWindowCounterSupport, TimestampedSlidingWindow):
    STORAGE_SCHEME = ["eleusis-memory"]

    def __init__(self, uri: str | None = None, wrap_exceptions: bool = False, **options):
        super().__init__(uri, wrap_exceptions=wrap_exceptions, **options)
        self.counts: dict[str, list] = {}  # key -> [count, when it expires (time.time())]
        self.lock = threading.RLock()
        self.swept = time.time()

    @property
    def base_exceptions(self):
        return ValueError

    def _entry(self, key: str, now: float) -> list | None:
        entry = self.counts.get(key)
        if entry is not None and entry[1] <= now:
            del self.counts[key]
            return None
        return entry

    def _sweep(self, now: float) -> None:
        if now - self.swept >= SWEEP:
            self.swept = now
            self.counts = {key: entry for key, entry in self.counts.items() if entry[1] > now}

    def incr(self, key: str, expiry: float, amount: int = 1) -> int:
        now = time.time()
        with self.lock:
            self._sweep(now)
            entry = self._entry(key, now)
            if entry is None:
                entry = self.counts[key] = [0, now + expiry]
            entry[0] += amount
            return entry[0]

    def get(self, key: str) -> int:
        with self.lock:
            entry = self._entry(key, time.time())
            return 0 if entry is None else entry[0]

    def get_expiry(self, key: str) -> float:
        now = time.time()
        with self.lock:
            entry = self._entry(key, now)
            return now if entry is None else entry[1]

    def check(self) -> bool:
        return True

    def reset(self) -> int | None:
        with self.lock:
            cleared, self.counts = len(self.counts), {}
            return cleared

    def clear(self, key: str) -> None:
        with self.lock:
            self.counts.pop(key, None)

    # -- the sliding window counter: this window's count and the last one's (as the library's own) ---

    def _window(self, key: str, expiry: int, now: float) -> tuple[str, int, float, int, float]:
        previous_key, current_key = self.sliding_window_keys(key, expiry, now)
        previous, current = self.get(previous_key), self.get(current_key)
        previous_ttl = 0.0 if previous == 0 else (1 - (((now - expiry) / expiry) % 1)) * expiry
        current_ttl = (1 - ((now / expiry) % 1)) * expiry + expiry
        return current_key, previous, previous_ttl, current, current_ttl

    def get_sliding_window(self, key: str, expiry: int) -> tuple[int, float, int, float]:
        return self._window(key, expiry, time.time())[1:]

    def acquire_sliding_window_entry(self, key: str, limit: int, expiry: int, amount: int = 1) -> bool:
        if amount > limit:
            return False
        with self.lock:
            current_key, previous, previous_ttl, current, _ = self._window(key, expiry, time.time())
            if floor(previous * previous_ttl / expiry + current) + amount > limit:
                return False
            self.incr(current_key, 2 * expiry, amount)
            return True

    def clear_sliding_window(self, key: str, expiry: int) -> None:
        for window_key in self.sliding_window_keys(key, expiry, time.time()):
            self.clear(window_key)
