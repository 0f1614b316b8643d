"""The hub shared by several server processes, through Redis (``--hub redis://host:port/n``).

Every process keeps its own sockets, its own cache of the tables and its
own mailboxes (``Hub`` does that part, unchanged). Redis carries only short
notes between processes (``notes``), sent and heard by ``transport``:

* a table's new version: a process with sockets at that table reads the
  records it has not seen from the log (the database is the truth, not the
  note), renders its own sockets' views and hands them to their mailboxes.
  A note lost while Redis was down costs nothing durable: when the listener
  reconnects, every table with sockets here catches up from the log, and a
  phone's ``hello`` does the same.
* who is connected to a table through each process, kept also in a hash per
  table for processes that start later. Each process rewrites its entries
  every ``heartbeat`` seconds; a killed process's entries lapse after
  ``ttl``. Who is connected elsewhere is their merge (``presence``).
* a seat's token re-issued: every process reloads the table's seats and
  closes the sockets whose token no longer holds one.

The service bound with ``bind`` is called back: ``on_version(code,
version)`` (None: catch up, whatever the version), ``on_people(code)`` and
``on_presence(code)``. When Redis is down, actions are still checked,
stored and answered; only the other processes' phones wait until it is
back (or until they say ``hello``). ``health()`` says which.
"""
from __future__ import annotations

import logging
import threading
import time
import uuid

from companion.cluster import notes
from companion.cluster.presence import RemotePresence
from companion.cluster.transport import RedisTransport
from companion.service.hub import Hub

log = logging.getLogger(__name__)


class RedisHub(Hub):
    shared = True

    def __init__(self, url: str, ttl: float = 30.0, heartbeat: float = 10.0, start: bool = True):
        super().__init__()
        self.url = url
        self.id = uuid.uuid4().hex[:12]
        self.ttl = ttl
        self.tables = None
        self.transport = RedisTransport(url, notes.CHANNEL, heartbeat, on_round=self._round,
                                        on_message=self._on_note, on_connected=self._connected)
        self._remote = RemotePresence()
        self._written: dict[str, frozenset] = {}  # what this process last wrote for each table
        self._dirty: set[str] = set()  # tables whose presence here is to be written
        self._fetch: set[str] = set()  # tables whose presence elsewhere is to be read
        self._state_lock = threading.Lock()
        self._start = start

    @property
    def redis(self):
        """The Redis client (the shared rate limits use it too)."""
        return self.transport.redis

    @property
    def up(self) -> bool:
        return self.transport.up

    # -- wiring ----------------------------------------------------------

    def bind(self, tables) -> None:
        self.tables = tables
        if self._start:
            self.transport.start()

    def close(self) -> None:
        """Stop the listener and the worker; withdraw this process's presence."""
        def withdraw():
            pipe = self.redis.pipeline(transaction=False)
            for code in list(self._written):
                pipe.hdel(notes.PRESENCE_KEY + code, self.id)
            pipe.execute()

        self.transport.close(withdraw)

    def health(self) -> str:
        return "redis ok" if self.up else f"redis down: {self.transport.error}"

    # -- local sockets (Hub) plus the table-wide picture -------------------

    def subscribe(self, code, sub) -> None:
        first = not self.subscribers(code)
        super().subscribe(code, sub)
        with self._state_lock:
            if first:
                self._fetch.add(code)  # who is connected through the other processes
            if sub.viewer is not None:
                self._dirty.add(code)
        self.transport.wake()

    def unsubscribe(self, code, sub) -> bool:
        if not super().unsubscribe(code, sub):
            return False
        if sub.viewer is not None:
            with self._state_lock:
                self._dirty.add(code)
            self.transport.wake()
        return True

    def local_connected(self, code: str) -> frozenset:
        return super().connected(code)

    def connected(self, code: str) -> frozenset:
        """Person ids with an open socket at this table, on any process."""
        remote = self._remote.connected(code)
        local = super().connected(code)
        return local | remote if remote else local

    # -- telling the others ------------------------------------------------

    def announce(self, code: str, version: int) -> None:
        self.transport.send(notes.encode(notes.Version(code, version, self.id)))

    def people_changed(self, code: str) -> None:
        self.transport.send(notes.encode(notes.People(code, self.id)))

    # -- the transport's worker: notes out, presence written and read ------

    def _round(self, outgoing: list[str], beat: bool) -> None:
        with self._state_lock:
            dirty, self._dirty = self._dirty, set()
            fetch, self._fetch = self._fetch, set()
        if beat:
            dirty |= set(self.codes()) | set(self._written)
        try:
            self._flush(outgoing, dirty, force=beat)
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

    def _flush(self, outgoing: list[str], dirty: set[str], force: bool) -> None:
        if not outgoing and not dirty:
            return
        pipe = self.redis.pipeline(transaction=False)
        written = {}
        until = time.time() + self.ttl
        for code in dirty:
            players = self.local_connected(code)
            if not force and self._written.get(code) == players:
                continue
            key = notes.PRESENCE_KEY + code
            if players:
                pipe.hset(key, self.id, notes.entry(players, until))
                pipe.expire(key, int(self.ttl * 2) + 1)
            else:
                pipe.hdel(key, self.id)
            pipe.publish(notes.CHANNEL, notes.encode(notes.Presence(code, self.id, players, until)))
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
        """Who is connected changed at these tables: the service tells their phones."""
        for code in codes:
            if self.tables is not None and self.subscribers(code):
                self.tables.on_presence(code)

    # -- the transport's listener ------------------------------------------

    def _connected(self) -> None:
        """(Re)connected: say who is here, learn who is elsewhere, and catch up every table watched here."""
        codes = self.codes()
        with self._state_lock:
            self._dirty |= set(codes)
            self._fetch |= set(codes)
        self.transport.wake()
        if self.tables is not None:
            for code in codes:
                try:
                    self.tables.on_version(code, None)
                except Exception:  # noqa: BLE001 - the database may be down too; hello catches up
                    log.exception("hub: could not catch table %s up", code)

    def _on_note(self, data) -> None:
        try:
            note = notes.decode(data)
            if note.origin == self.id:
                return
            if isinstance(note, notes.Version):
                if self.tables is not None and self.subscribers(note.code):
                    self.tables.on_version(note.code, note.version)
            elif isinstance(note, notes.Presence):
                with self._state_lock:
                    changed = self._remote.put(note.code, note.origin, note.players, note.until, time.time())
                self._tell([note.code] if changed else [])
            elif self.tables is not None:
                self.tables.on_people(note.code)
        except Exception:  # noqa: BLE001 - a bad note, or the database down: the next note or hello catches up
            log.exception("hub: note %s not handled", repr(data)[:200])
