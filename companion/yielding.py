"""Long work in steps, so that no request holds the server's one event loop for long.

Every request and socket of a process is served by one gevent loop, so 20 ms of
work (a replay of a long log, a page of 500 records) keeps every phone waiting
20 ms. ``in_turns(items)`` hands the items on and, every ``EVERY`` of them, gives
the loop a turn (``pause``). The pure core never yields: the storage and the
service wrap what they hand it. Outside a server the pause comes straight back.
"""
from __future__ import annotations

from typing import Iterable, Iterator, TypeVar

import gevent

EVERY = 50  # records between two turns of the loop: about a millisecond of work

T = TypeVar("T")


TURN = 0.0001  # seconds: more than 0, so the loop polls its sockets before this greenlet goes on


def pause() -> None:
    """Let the loop go round once (its sockets polled, every greenlet that is ready run), then go on.

    Not ``gevent.sleep(0)``: that switches only among the greenlets already
    ready, and may come back before the loop has looked at any socket (a
    phone's message would wait for the whole work all the same).
    """
    gevent.sleep(TURN)


def in_turns(items: Iterable[T], every: int = EVERY) -> Iterator[T]:
    """``items``, with a turn of the loop after every ``every`` of them."""
    for n, item in enumerate(items, 1):
        yield item
        if n % every == 0:
            pause()
