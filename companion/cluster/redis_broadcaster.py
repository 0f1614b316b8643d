"""The broadcaster shared by several server processes, through Redis (``--hub redis://host:port/n``).

Redis carries only short notes (``notes``): a table's new version, who is
connected through each process (also kept in a hash per table, lapsing
after ``ttl``), a seat's token re-issued, a table deleted. The log stays the truth: a note
lost while Redis is down costs nothing, since every table watched here
catches up when the listener reconnects. What it hears reaches the service
only through the handler it was made with (docs/server.md, "Several processes").
"""
from __future__ import annotations

import logging
import threading
import time
import uuid

from typing import Callable

from companion.cluster import notes
from companion.cluster.redis_link import RedisLink
from companion.cluster.remote_presence import RemotePresence
from companion.service.ports import Remote

log = logging.getLogger(__name__)


class RedisBroadcaster:
    """``service.ports.Broadcaster`` over Redis; ``handler`` hears what the other processes did."""

    shared = True

    def __init__(self, url: str, handler: Callable[[Remote], None], ttl: float = 30.0, heartbeat: float = 10.0):
        self.url = url
        self.handler = handler
        self.id = uuid.uuid4().hex[:12]
        self.ttl = ttl
        self.link = RedisLink(url, notes.CHANNEL, heartbeat, on_round=self._round,
                              on_message=self._on_note, on_connected=self._connected)
        self._remote = RemotePresence()
        self._here: dict[str, frozenset] = {}  # tables watched here -> who is connected through this process
        self._written: dict[str, frozenset] = {}  # what this process last wrote for each table
        self._dirty: set[str] = set()  # tables whose presence here is to be written
        self._fetch: set[str] = set()  # tables whose presence elsewhere is to be read
        self._state_lock = threading.Lock()

    @classmethod
    def connect(cls, url: str, **options) -> Callable[[Callable[[Remote], None]], "RedisBroadcaster"]:
        """A ``service.ports.Connect``: the table service makes its broadcaster with its own handler, and
        starts it once it is whole itself."""
        return lambda handler: cls(url, handler, **options)

    def start(self) -> None:
        """The listener and the worker begin (``service.ports.Broadcaster.start``)."""
        self.link.start()

    @property
    def redis(self):
        """The Redis client (the shared rate limits use it too)."""
        return self.link.redis

    @property
    def up(self) -> bool:
        return self.link.up

    def close(self) -> None:
        """Stop the listener and the worker; withdraw this process's presence."""
        def withdraw():
            pipe = self.redis.pipeline(transaction=False)
            for code in list(self._written):
                pipe.hdel(notes.PRESENCE_KEY + code, self.id)
            pipe.execute()

        self.link.close(withdraw)

    def health(self) -> str:
        return "redis ok" if self.up else f"redis down: {self.link.error}"

    # -- this process's sockets, and who is connected elsewhere -------------

    def watch(self, code: str, here: frozenset) -> None:
        with self._state_lock:
            before = self._here.get(code)
            self._here[code] = here
            if before is None:
                self._fetch.add(code)  # who is connected through the other processes
            if before != here:
                self._dirty.add(code)
        self.link.wake()

    def unwatch(self, code: str) -> None:
        with self._state_lock:
            before = self._here.pop(code, None)
            if before:
                self._dirty.add(code)
        if before:
            self.link.wake()

    def elsewhere(self, code: str) -> frozenset | None:
        return self._remote.connected(code)

    # -- telling the others ------------------------------------------------

    def announce(self, code: str, version: int) -> None:
        self.link.send(notes.encode(notes.Version(code, version, self.id)))

    def people_changed(self, code: str) -> None:
        self.link.send(notes.encode(notes.People(code, self.id)))

    def deleted(self, code: str) -> None:
        self.link.send(notes.encode(notes.Deleted(code, self.id)))

    # -- the link's worker: notes out, presence written and read -----------

    def _round(self, outgoing: list[str], beat: bool) -> None:
        with self._state_lock:
            dirty, self._dirty = self._dirty, set()
            fetch, self._fetch = self._fetch, set()
            here = dict(self._here)
        if beat:
            dirty |= set(here) | set(self._written)
        try:
            self._flush(outgoing, dirty, here, force=beat)
            for code in fetch:
                self._read_presence(code)
            if beat:
                with self._state_lock:
                    changed = self._remote.expire(time.time())
                self._tell(changed)
        except Exception:
            with self._state_lock:  # written or read at the next round
                self._dirty |= dirty
                self._fetch |= fetch
            raise

    def _flush(self, outgoing: list[str], dirty: set[str], here: dict, force: bool) -> None:
        if not outgoing and not dirty:
            return
        pipe = self.redis.pipeline(transaction=False)
        written = {}
        until = time.time() + self.ttl
        for code in dirty:
            players = here.get(code, frozenset())
            if not force and self._written.get(code) == players:
                continue
            key = notes.PRESENCE_KEY + code
            if players:
                pipe.hset(key, self.id, notes.entry(players, until))
                pipe.expire(key, int(self.ttl * 2) + 1)
            else:
                pipe.hdel(key, self.id)
            pipe.publish(notes.CHANNEL, notes.encode(notes.Connected(code, self.id, players, until)))
            written[code] = players
        for note in outgoing:
            pipe.publish(notes.CHANNEL, note)
        pipe.execute()
        for code, players in written.items():
            if players:
                self._written[code] = players
            else:
                self._written.pop(code, None)

    def _read_presence(self, code: str) -> None:
        found = {}
        for origin, value in self.redis.hgetall(notes.PRESENCE_KEY + code).items():
            origin = origin.decode() if isinstance(origin, bytes) else origin
            if origin == self.id:
                continue
            try:
                found[origin] = notes.read_entry(value)
            except ValueError:
                continue
        with self._state_lock:
            changed = self._remote.replace(code, found, time.time())
        self._tell([code] if changed else [])

    def _tell(self, codes: list[str]) -> None:
        """Who is connected elsewhere changed at these tables: the service tells their phones."""
        for code in codes:
            if code in self._here:
                self.handler(Remote("presence", code))

    # -- the link's listener ----------------------------------------------

    def _connected(self) -> None:
        """(Re)connected: say who is here, learn who is elsewhere, and catch up every table watched here."""
        with self._state_lock:
            codes = set(self._here)
            self._dirty |= codes
            self._fetch |= codes
        self.link.wake()
        self.handler(Remote("reconnected"))

    def _on_note(self, data) -> None:
        try:
            note = notes.decode(data)
            if note.origin == self.id:
                return
            if isinstance(note, notes.Version):
                self.handler(Remote("version", note.code, note.version))
            elif isinstance(note, notes.Connected):
                with self._state_lock:
                    changed = self._remote.put(note.code, note.origin, note.players, note.until, time.time())
                self._tell([note.code] if changed else [])
            else:
                self.handler(Remote("people" if isinstance(note, notes.People) else "deleted", note.code))
        except Exception:  # noqa: BLE001 - a bad note, or the database down: the next note or hello catches up
            log.exception("hub: note %s not handled", repr(data)[:200])
