"""Rate limits as refusals: a sliding window that said no becomes a 429 that says when.

The windows themselves are the web layer's (``web/limits.SlidingWindow``,
one process) or Redis's (``cluster/shared_limits.RedisWindow``, several);
both answer ``take`` and ``retry_after``.
"""
from __future__ import annotations

from typing import Protocol

from companion.rules import errors


class Window(Protocol):
    def take(self, key: str) -> bool:
        """Count one event; False (and not counted) when the key used up its window."""

    def retry_after(self, key: str) -> int:
        """Whole seconds until the key may be counted again."""


def wait_words(seconds: int) -> str:
    return "1 second" if seconds == 1 else f"{seconds} seconds"


def refusal(window: Window, key: str, code: str, what: str) -> errors.TooManyRequests:
    """The 429 for a window that refused ``key``: the wait computed from the window, in the sentence too."""
    seconds = max(1, window.retry_after(key))
    exc = errors.TooManyRequests(code, f"{what}; try again in {wait_words(seconds)}.")
    exc.retry_after = seconds
    return exc


def take_or_refuse(window: Window | None, key: str, code: str, what: str) -> None:
    if window is not None and not window.take(key):
        raise refusal(window, key, code, what)
