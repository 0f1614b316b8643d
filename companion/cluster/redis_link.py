"""The connection to Redis that the broadcaster talks through: an outbox, a listener, reconnects.

Nothing here waits on Redis in a request: ``send`` puts a note in an outbox that
a worker drains (``on_round(notes, beat)``, woken by every ``send``/``wake`` and
each ``heartbeat``), and a listener hands every message to ``on_message``, calling
``on_connected`` on each (re)connect. A failure marks Redis down (``up``,
``error``) and drops notes meanwhile; the receivers catch up from the log
(docs/architecture.md, "Several processes").
"""
from __future__ import annotations

import logging
import threading
import time
from collections import deque
from typing import Callable

log = logging.getLogger(__name__)


class RedisLink:
    def __init__(self, url: str, channel: str, heartbeat: float, on_round: Callable[[list, bool], None],
                 on_message: Callable[[object], None], on_connected: Callable[[], None]):
        import redis

        self.redis = redis.Redis.from_url(url, socket_timeout=5, socket_connect_timeout=2, health_check_interval=15)
        self.channel = channel
        self.heartbeat = heartbeat
        self.on_round, self.on_message, self.on_connected = on_round, on_message, on_connected
        self.up = False
        self.error: str | None = "not connected yet"
        self._outbox: deque = deque()
        self._wake = threading.Event()
        self._stop = threading.Event()
        self._threads: list[threading.Thread] = []
        self._resubscribe = False  # the worker lost Redis: the listener reconnects and catches up

    def start(self) -> None:
        if self._threads:
            return
        for target, name in ((self._listen, "hub-listener"), (self._work, "hub-worker")):
            thread = threading.Thread(target=target, name=name, daemon=True)
            thread.start()
            self._threads.append(thread)

    def send(self, note: str) -> None:
        if not self.up:
            return  # lost anyway; the others catch up from the log when Redis is back
        self._outbox.append(note)
        self._wake.set()

    def wake(self) -> None:
        self._wake.set()

    def close(self, farewell: Callable[[], None] = lambda: None) -> None:
        """Stop both workers, run ``farewell`` (best effort: Redis may be gone), close the client."""
        if self._stop.is_set():
            return
        self._stop.set()
        self._wake.set()
        for thread in self._threads:
            thread.join(timeout=1)
        try:
            farewell()
        except Exception:  # noqa: BLE001 - best effort
            pass
        self.redis.close()

    def _work(self) -> None:
        next_beat = 0.0
        while not self._stop.is_set():
            self._wake.wait(timeout=max(0.0, min(self.heartbeat, next_beat - time.monotonic())))
            self._wake.clear()
            if self._stop.is_set():
                return
            beat = time.monotonic() >= next_beat
            if beat:
                next_beat = time.monotonic() + self.heartbeat
            notes = []
            while self._outbox:
                notes.append(self._outbox.popleft())
            try:
                self.on_round(notes, beat)
            except Exception as exc:  # noqa: BLE001 - Redis down: the listener reconnects, we retry
                self._down(exc)
                self._resubscribe = True  # notes were lost: catch up once Redis answers again
                self._stop.wait(0.5)

    def _listen(self) -> None:
        backoff = 0.1
        while not self._stop.is_set():
            pubsub = self.redis.pubsub(ignore_subscribe_messages=True)
            try:
                pubsub.subscribe(self.channel)
                pubsub.get_message(timeout=1.0)  # the subscription's confirmation (or an error)
                if not pubsub.subscribed:
                    raise ConnectionError("no subscription")
                self.up = True
                self.error = None
                self.on_connected()
                backoff = 0.1
                while not self._stop.is_set():
                    if self._resubscribe:
                        self._resubscribe = False
                        raise ConnectionError("the sender lost Redis")
                    message = pubsub.get_message(timeout=0.25)
                    if message is not None and message.get("type") == "message":
                        self.on_message(message["data"])
            except Exception as exc:  # noqa: BLE001 - any failure: reconnect
                self._down(exc)
            finally:
                try:
                    pubsub.close()
                except Exception:  # noqa: BLE001
                    pass
            self._stop.wait(backoff)
            backoff = min(backoff * 2, 2.0)

    def _down(self, exc: BaseException) -> None:
        if self.up:
            log.warning("hub: Redis unreachable (%s); actions go on, other processes' phones wait", exc)
        self.up = False
        self.error = type(exc).__name__
