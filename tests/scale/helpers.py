"""Helpers of the scale-out tests: waiting for a condition (a socket that records its mailbox is
tests.phones.FakeSocket)."""
from __future__ import annotations

import time


def eventually(condition, timeout: float = 10.0, what: str = "condition"):
    """Wait until ``condition()`` is true (no timing is asserted: only that it happens)."""
    deadline = time.monotonic() + timeout
    while True:
        value = condition()
        if value:
            return value
        if time.monotonic() > deadline:
            raise AssertionError(f"never happened: {what}")
        time.sleep(0.02)
