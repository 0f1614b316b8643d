"""The hub shared by several server processes, through Redis (``--hub redis://host:port/n``).

Every process keeps its own sockets, its own cache of the tables and its
own mailboxes (``Hub`` does that part, unchanged). Redis carries only short
notes between processes, on one pub/sub channel:

* ``v CODE VERSION ORIGIN`` — the table is at this version. A process with
  sockets at that table reads the records it has not seen from the log (the
  database is the truth, not the note), renders its own sockets' views and
  hands them to their mailboxes. A note lost while Redis was down costs
  nothing durable: when the listener reconnects, every table with sockets
  here catches up from the log, and a phone's ``hello`` does the same.
* ``p CODE ORIGIN PLAYERS UNTIL`` — who is connected to the table through
  that process (a JSON list), valid until UNTIL (epoch seconds). The same
  is kept in the hash ``eleusis:presence:CODE`` (field: process id) for
  processes that start later. Each process rewrites its entries every
  ``heartbeat`` seconds; a killed process's entries lapse after ``ttl``.
* ``t CODE ORIGIN`` — a seat's token was re-issued: every process reloads
  the table's seats and closes the sockets whose token no longer holds one.

Nothing here waits on Redis in a request: notes go out through an outbox
drained by this hub's own worker (a greenlet under gevent), and the
listener is another. When Redis is down, actions are still checked,
stored and answered; only the other processes' phones wait until it is
back (or until they say ``hello``). ``health()`` says which.
"""
from __future__ import annotations

import json
import logging
import threading
import time
import uuid
from collections import deque

from companion.service.hub import Hub

log = logging.getLogger(__name__)

CHANNEL = "eleusis:changes"
PRESENCE_KEY = "eleusis:presence:"


class RedisHub(Hub):
    shared = True

    def __init__(self, url: str, ttl: float = 30.0, heartbeat: float = 10.0, start: bool = True):
        super().__init__()
        import redis

        self.url = url
        self.id = uuid.uuid4().hex[:12]
        self.ttl = ttl
        self.heartbeat = heartbeat
        self.redis = redis.Redis.from_url(url, socket_timeout=5, socket_connect_timeout=2,
                                          health_check_interval=15)
        self.tables = None
        self.up = False
        self.error = "not connected yet"
        self._remote: dict[str, dict[str, tuple[frozenset, float]]] = {}  # code -> process -> (players, until)
        self._remote_union: dict[str, frozenset] = {}
        self._written: dict[str, frozenset] = {}  # what this process last wrote for each table
        self._outbox: deque = deque()
        self._dirty: set[str] = set()
        self._fetch: set[str] = set()
        self._state_lock = threading.Lock()
        self._wake = threading.Event()
        self._stop = threading.Event()
        self._threads: list[threading.Thread] = []
        self._started = False
        self._start = start
        self._resubscribe = False  # the worker lost Redis: the listener reconnects and catches up

    # -- wiring ----------------------------------------------------------

    def bind(self, tables) -> None:
        self.tables = tables
        if self._start and not self._started:
            self._started = True
            for target, name in ((self._listen, "hub-listener"), (self._work, "hub-worker")):
                thread = threading.Thread(target=target, name=name, daemon=True)
                thread.start()
                self._threads.append(thread)

    def close(self) -> None:
        """Stop the listener and the worker; withdraw this process's presence."""
        if self._stop.is_set():
            return
        self._stop.set()
        self._wake.set()
        for thread in self._threads:
            thread.join(timeout=1)
        try:
            pipe = self.redis.pipeline(transaction=False)
            for code in list(self._written):
                pipe.hdel(PRESENCE_KEY + code, self.id)
            pipe.execute()
        except Exception:  # noqa: BLE001 - best effort: the entries lapse anyway
            pass
        self.redis.close()

    def health(self) -> str:
        return "redis ok" if self.up else f"redis down: {self.error}"

    # -- local sockets (Hub) plus the table-wide picture -------------------

    def subscribe(self, code, sub, limit=None) -> bool:
        first = not self.subscribers(code)
        if not super().subscribe(code, sub, limit):
            return False
        with self._state_lock:
            if first:
                self._fetch.add(code)  # who is connected through the other processes
            if sub.viewer is not None:
                self._dirty.add(code)
        self._wake.set()
        return True

    def unsubscribe(self, code, sub) -> bool:
        if not super().unsubscribe(code, sub):
            return False
        if sub.viewer is not None:
            with self._state_lock:
                self._dirty.add(code)
            self._wake.set()
        return True

    def local_connected(self, code: str) -> frozenset:
        return super().connected(code)

    def connected(self, code: str) -> frozenset:
        """Person ids with an open socket at this table, on any process."""
        remote = self._remote_union.get(code)
        local = super().connected(code)
        return local | remote if remote else local

    # -- telling the others ------------------------------------------------

    def announce(self, code: str, version: int) -> None:
        self._send(f"v {code} {version} {self.id}")

    def people_changed(self, code: str) -> None:
        self._send(f"t {code} {self.id}")

    def _send(self, note: str) -> None:
        if not self.up:
            return  # lost anyway; the others catch up from the log when Redis is back
        self._outbox.append(note)
        self._wake.set()

    # -- the worker: outbox, presence, heartbeat ----------------------------

    def _work(self) -> None:
        next_beat = 0.0
        while not self._stop.is_set():
            self._wake.wait(timeout=max(0.0, min(self.heartbeat, next_beat - time.monotonic())))
            self._wake.clear()
            if self._stop.is_set():
                return
            with self._state_lock:
                dirty, self._dirty = self._dirty, set()
                fetch, self._fetch = self._fetch, set()
            beat = time.monotonic() >= next_beat
            if beat:
                next_beat = time.monotonic() + self.heartbeat
                dirty |= set(self.codes()) | set(self._written)
            notes = []
            while self._outbox:
                notes.append(self._outbox.popleft())
            try:
                self._flush(notes, dirty, force=beat)
                for code in fetch:
                    self._read_presence(code)
                if beat:
                    self._expire()
            except Exception as exc:  # noqa: BLE001 - Redis down: the listener reconnects, we retry
                self._down(exc)
                self._resubscribe = True  # notes were lost: catch up once Redis answers again
                with self._state_lock:
                    self._dirty |= dirty
                    self._fetch |= fetch
                self._stop.wait(0.5)

    def _flush(self, notes: list[str], dirty: set[str], force: bool) -> None:
        if not notes and not dirty:
            return
        pipe = self.redis.pipeline(transaction=False)
        written = {}
        until = time.time() + self.ttl
        for code in dirty:
            players = self.local_connected(code)
            if not force and self._written.get(code) == players:
                continue
            key = PRESENCE_KEY + code
            if players:
                value = json.dumps({"p": sorted(players), "until": until})
                pipe.hset(key, self.id, value)
                pipe.expire(key, int(self.ttl * 2) + 1)
            else:
                pipe.hdel(key, self.id)
            pipe.publish(CHANNEL, f"p {code} {self.id} {json.dumps(sorted(players), separators=(',', ':'))} {until}")
            written[code] = players
        for note in notes:
            pipe.publish(CHANNEL, note)
        pipe.execute()
        for code, players in written.items():
            if players:
                self._written[code] = players
            else:
                self._written.pop(code, None)

    def _read_presence(self, code: str) -> None:
        entries = self.redis.hgetall(PRESENCE_KEY + code)
        found = {}
        for origin, value in entries.items():
            origin = origin.decode() if isinstance(origin, bytes) else origin
            if origin == self.id:
                continue
            try:
                data = json.loads(value)
                found[origin] = (frozenset(data["p"]), float(data["until"]))
            except (ValueError, KeyError, TypeError):
                continue
        with self._state_lock:
            self._remote[code] = found
        self._recount(code)

    def _expire(self) -> None:
        now = time.time()
        for code in list(self._remote):
            entries = self._remote.get(code, {})
            if any(until < now for _, until in entries.values()):
                with self._state_lock:
                    self._remote[code] = {o: e for o, e in entries.items() if e[1] >= now}
                self._recount(code)
            if not self._remote.get(code) and not self.subscribers(code):
                self._remote.pop(code, None)
                self._remote_union.pop(code, None)

    def _recount(self, code: str) -> None:
        now = time.time()
        union = frozenset().union(*(p for p, until in self._remote.get(code, {}).values() if until >= now))
        if union == self._remote_union.get(code, frozenset()):
            return
        if union:
            self._remote_union[code] = union
        else:
            self._remote_union.pop(code, None)
        if self.tables is not None and self.subscribers(code):
            self.tables.on_presence(code)

    # -- the listener --------------------------------------------------------

    def _listen(self) -> None:
        backoff = 0.1
        while not self._stop.is_set():
            pubsub = self.redis.pubsub(ignore_subscribe_messages=True)
            try:
                pubsub.subscribe(CHANNEL)
                pubsub.get_message(timeout=1.0)  # the subscription's confirmation (or an error)
                if not pubsub.subscribed:
                    raise ConnectionError("no subscription")
                self._connected()
                backoff = 0.1
                while not self._stop.is_set():
                    if self._resubscribe:
                        self._resubscribe = False
                        raise ConnectionError("the sender lost Redis")
                    message = pubsub.get_message(timeout=0.25)
                    if message is not None and message.get("type") == "message":
                        self._on_note(message["data"])
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

    def _connected(self) -> None:
        """(Re)connected: say who is here, learn who is elsewhere, and catch up every table watched here."""
        self.up = True
        self.error = None
        codes = self.codes()
        with self._state_lock:
            self._dirty |= set(codes)
            self._fetch |= set(codes)
        self._wake.set()
        if self.tables is not None:
            for code in codes:
                try:
                    self.tables.on_version(code, None)
                except Exception:  # noqa: BLE001 - the database may be down too; hello catches up
                    log.exception("hub: could not catch table %s up", code)

    def _on_note(self, data) -> None:
        text = data.decode("utf-8", "replace") if isinstance(data, bytes) else str(data)
        kind, _, rest = text.partition(" ")
        try:
            if kind == "v":
                code, version, origin = rest.split(" ")
                if origin != self.id and self.tables is not None and self.subscribers(code):
                    self.tables.on_version(code, int(version))
            elif kind == "p":
                code, origin, players, until = rest.split(" ")
                if origin != self.id:
                    with self._state_lock:
                        self._remote.setdefault(code, {})[origin] = (frozenset(json.loads(players)), float(until))
                    self._recount(code)
            elif kind == "t":
                code, origin = rest.split(" ")
                if origin != self.id and self.tables is not None:
                    self.tables.on_people(code)
        except Exception:  # noqa: BLE001 - a bad note, or the database down: the next note or hello catches up
            log.exception("hub: note %r not handled", text[:200])
