"""Admission's counts in one process (``admission.memory.LazyMemoryStorage``) answer as ``limits``' own
``MemoryStorage`` does, through the library's own sliding window counter; and no timer walks them."""
from __future__ import annotations

import threading
import time

import pytest
from limits import RateLimitItemPerSecond
from limits.storage import MemoryStorage, storage_from_string
from limits.strategies import SlidingWindowCounterRateLimiter

from companion.admission import memory
from companion.admission.memory import LazyMemoryStorage


def test_the_sliding_window_counter_answers_as_over_the_librarys_own_memory_storage():
    ours, theirs = (SlidingWindowCounterRateLimiter(s) for s in (LazyMemoryStorage(), MemoryStorage()))
    item = RateLimitItemPerSecond(5, 60)
    answers = []
    for limiter in (ours, theirs):
        seen = [limiter.hit(item, "seat", cost=cost) for cost in (1, 2, 1, 1, 3, 1, 1)]
        seen += [limiter.test(item, "seat"), limiter.get_window_stats(item, "seat").remaining,
                 limiter.hit(item, "other", cost=6)]
        limiter.clear(item, "seat")
        seen += [limiter.hit(item, "seat"), limiter.get_window_stats(item, "seat").remaining]
        answers.append(seen)
    assert answers[0] == answers[1]
    assert answers[0][:7] == [True, True, True, True, False, False, False]  # 5 taken, then refused


def test_a_key_expires_and_a_sweep_drops_every_expired_key(monkeypatch):
    storage = LazyMemoryStorage()
    storage.incr("a", 0.05)
    storage.incr("b", 60)
    time.sleep(0.06)
    assert storage.get("a") == 0 and storage.get("b") == 1  # read after it expired: gone
    storage.incr("c", 0.01)
    time.sleep(0.02)
    monkeypatch.setattr(memory, "SWEEP", 0.0)
    storage.incr("d", 60)  # the next count walks the keys
    assert set(storage.counts) == {"b", "d"}


def test_counting_starts_no_thread():
    before = threading.active_count()
    storage = LazyMemoryStorage()
    SlidingWindowCounterRateLimiter(storage).hit(RateLimitItemPerSecond(3, 10), "seat")
    assert threading.active_count() == before


def test_it_is_found_by_its_scheme_as_the_library_documents():
    assert isinstance(storage_from_string("eleusis-memory://"), LazyMemoryStorage)


@pytest.mark.parametrize("amount", [0, 7])
def test_more_than_the_limit_at_once_is_refused_and_nothing_counted(amount):
    storage = LazyMemoryStorage()
    assert storage.acquire_sliding_window_entry("k", 6, 10, amount=amount) is (amount <= 6)
    assert storage.get_sliding_window("k", 10)[2] == (amount if amount <= 6 else 0)
