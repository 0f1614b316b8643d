"""The table service: load/cache, check -> append -> apply -> publish.

One path for every change, so every rule about durability lives here once:

* the state of a table is rebuilt by ``rules.replay`` of its log on first
  access and then kept in memory;
* a change is checked against that state, appended to the log in one
  transaction, and only then applied and published — if the append fails,
  nothing changed;
* one lock per table serialises the changes of that table (two phones tapping
  at once get one version each; ``expected_version`` then refuses the loser);
* a change is rendered under that lock (``snapshots.Frames``) and handed to
  the sockets after it is released (``Hub.publish`` only fills mailboxes), so
  no socket, however slow, can hold the lock;
* who is connected is published at most once per ``presence_delay``, and
  only when the set of connected people changed (a spectator, or a second
  device of someone already connected, changes nothing).

Several processes may serve the same tables (``shared``: a PostgreSQL
database or a Redis hub). Then the cache may be behind the log: a change
holds the table across processes (``store.table_transaction``), reads the
records the cache has not seen, and only then checks and appends — so a
client that sent no ``expected_version`` never gets a 409 because another
process wrote first, and an ``action_id`` seen by any process is a retry.
Reads catch up from the log the same way. The hub tells the other
processes "table CODE is at version v"; each renders its own sockets' views
(``on_version``).

Everything the web layer needs is here, without HTTP: the web layer parses,
authenticates the transport, and maps errors to statuses.
"""
from __future__ import annotations

import re
import secrets
import threading
import time
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Callable

import orjson
import peewee as pw

from companion import rules
from companion.service import snapshots
from companion.storage import store
from companion.service.hub import Hub
from companion.rules import errors

CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ"  # no I, L, O: nothing to mistake for 1 or 0
CODE_LENGTH = 6
CODE_RE = re.compile(f"[{CODE_ALPHABET}]{{{CODE_LENGTH}}}")
TOKEN_BYTES = 32  # 256 bits
MAX_ACTION_ID = 200
DEAL_ADVANCING = ("next_deal", "end_game")  # still allowed past the records-per-deal limit


class TooManySockets(errors.TooManyRequests):
    """The table has as many sockets open as it may (429; the socket is closed with 4429)."""


def unknown_table() -> errors.RuleError:
    return errors.NotFound("unknown_table", "There is no table with this code.")


def unknown_token() -> errors.RuleError:
    return errors.Unauthorized("unknown_token",
                      "This phone is not seated at this table (unknown or missing token).")


def normalise_code(code: str) -> str:
    return (code or "").strip().upper()


def new_code() -> str:
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def new_token() -> str:
    return secrets.token_urlsafe(TOKEN_BYTES)


@dataclass
class _Entry:
    code: str
    lock: threading.RLock = field(default_factory=threading.RLock)
    loaded: bool = False
    table_id: int | None = None
    state: object = None
    action_ids: set = field(default_factory=set)
    tokens: dict = field(default_factory=dict)  # sha256(token) -> player id
    withheld: dict = field(default_factory=dict)  # player id -> deal whose sealed rule its token may not see
    undone: set = field(default_factory=set)  # seqs an undo record targets (the paged log marks them)
    touched: float = 0.0
    revision: int = 0  # rises with every render that may differ (an action, who is connected)
    frames: snapshots.Frames | None = None  # the current render, valid while `frames_connected` holds
    frames_connected: frozenset = frozenset()
    published_connected: frozenset = frozenset()  # who the sockets were last told is connected
    presence_due: bool = False


class Tables:
    """The tables of one server process, over ``store`` and a ``Hub``."""

    def __init__(self, hub: Hub | None = None, randbelow: Callable[[int], int] = secrets.randbelow,
                 max_tables: int = 5000, records_per_deal: int = 2000, sockets_per_table: int = 18,
                 presence_delay: float = 1.0, schedule: Callable[[float, Callable], None] | None = None,
                 shared: bool = False):
        self.hub = hub or Hub()
        # other processes change these tables too: catch up from the log before checking or answering
        self.shared = shared or self.hub.shared
        self.randbelow = randbelow
        self.max_tables = max_tables  # tables kept in memory; idle ones beyond are replayed when needed
        self.records_per_deal = records_per_deal  # log records one deal (or the lobby) may hold
        self.sockets_per_table = sockets_per_table
        self.presence_delay = presence_delay
        self.schedule = schedule or _later
        self._cache: dict[str, _Entry] = {}
        self._cache_lock = threading.Lock()
        self.hub.bind(self)

    # -- loading ---------------------------------------------------------

    def _entry(self, code: str) -> _Entry:
        """The loaded entry of a table; raises NotFound (nothing cached for unknown codes)."""
        code = normalise_code(code)
        if not CODE_RE.fullmatch(code):
            raise unknown_table()
        with self._cache_lock:
            entry = self._cache.get(code)
            if entry is None:
                entry = self._cache[code] = _Entry(code)
            entry.touched = time.monotonic()
        with entry.lock:
            if not entry.loaded:
                try:
                    self._load(entry)
                except BaseException:
                    with self._cache_lock:
                        if self._cache.get(code) is entry:
                            del self._cache[code]
                    raise
                self._evict(keep=entry)
        return entry

    def _evict(self, keep: _Entry | None = None) -> None:
        """Forget the least recently used tables nobody is watching, beyond ``max_tables``.

        Safe even if an evicted table is being changed right now: the log's
        unique (table, seq) refuses a second writer of the same seq.
        """
        with self._cache_lock:
            excess = len(self._cache) - self.max_tables
            if excess <= 0:
                return
            idle = sorted((e for e in self._cache.values() if e.loaded and e is not keep and not self.hub.subscribers(e.code)),
                          key=lambda e: e.touched)
            for entry in idle[:excess]:
                if entry.lock.acquire(blocking=False):
                    try:
                        entry.loaded = False
                        del self._cache[entry.code]
                    finally:
                        entry.lock.release()

    def _load(self, entry: _Entry) -> None:
        table_id = store.find_table(entry.code)
        if table_id is None:
            raise unknown_table()
        actions = store.load_actions(table_id)
        entry.state = rules.replay([a.record for a in actions])
        entry.action_ids = {a.action_id for a in actions if a.action_id is not None}
        entry.table_id = table_id
        self._load_people(entry)
        entry.undone = {a.record["target"] for a in actions if a.record.get("type") == "undo"}
        entry.frames = None
        entry.loaded = True

    def _load_people(self, entry: _Entry) -> None:
        people = store.load_people(entry.table_id)
        entry.tokens = {p.token_hash: p.player_id for p in people}
        entry.withheld = {p.player_id: p.rule_withheld_deal for p in people
                          if p.rule_withheld_deal is not None}

    def _catch_up(self, entry: _Entry) -> bool:
        """Apply the records other processes appended since the cache's version (caller holds the lock).

        True when there were any. The records are the log's, already checked
        when they were appended: they are applied, never checked again.
        """
        actions = store.load_actions(entry.table_id, after=entry.state.version)
        if not actions:
            return False
        try:
            state = entry.state
            seated = False
            for action in actions:
                if action.seq != state.version + 1:  # pragma: no cover - the log has no gaps
                    raise RuntimeError(f"table {entry.code}: record {action.seq} after version {state.version}")
                state = rules.apply(state, action.record)
                if action.action_id is not None:
                    entry.action_ids.add(action.action_id)
                if action.record.get("type") == "undo":
                    entry.undone.add(action.record["target"])
                seated = seated or action.record.get("type") == "join"
            entry.state = state
            if seated:
                self._load_people(entry)  # a seat taken on another process: its token
        except BaseException:
            self._forget(entry)
            raise
        entry.frames = None
        return True

    def _refresh(self, entry: _Entry) -> None:
        """Before answering from the cache: what other processes wrote meanwhile (only when shared)."""
        if self.shared:
            self._catch_up(entry)

    @contextmanager
    def _writing(self, entry: _Entry, token: str | None = None):
        """The table held for one change (caller holds the entry's lock).

        Shared: one transaction that holds the table across processes, the
        cache caught up inside it; any failure but a refusal (a lost
        database) drops the cache, since what was applied may not be stored.
        One process: nothing more than the entry's lock is needed.
        """
        if not self.shared:
            yield None
            return
        try:
            with store.table_transaction(entry.table_id, token) as holder:
                self._catch_up(entry)
                yield holder
        except errors.RuleError:
            raise
        except BaseException:
            self._forget(entry)
            raise

    def _forget(self, entry: _Entry) -> None:
        """Drop a table from the cache: the next access replays its log."""
        entry.loaded = False
        with self._cache_lock:
            if self._cache.get(entry.code) is entry:
                del self._cache[entry.code]

    def exists(self, code: str) -> bool:
        try:
            self._entry(code)
            return True
        except errors.NotFound:
            return False

    def open_tables(self) -> int:
        with self._cache_lock:
            return sum(1 for e in self._cache.values() if e.loaded)

    # -- who is asking ---------------------------------------------------

    def _who(self, entry: _Entry, token: str | None, required: bool) -> str | None:
        if token is None:
            if required:
                raise errors.Unauthorized("missing_token",
                                 "Send your token as 'Authorization: Bearer <token>'.")
            return None
        player = entry.tokens.get(store.hash_token(token))
        if (player is None or player not in rules.person_ids(entry.state)) and self.shared:
            self._catch_up(entry)  # seated through another process a moment ago?
            self._load_people(entry)
            entry.frames = None  # what a seat may see can have changed with its token
            player = entry.tokens.get(store.hash_token(token))
        if player is None or player not in rules.person_ids(entry.state):
            raise unknown_token()
        return player

    def authenticate(self, code: str, token: str | None, required: bool = False) -> str | None:
        """The person a token names (None: a spectator); 404 then 401, as for any request."""
        entry = self._entry(code)
        with entry.lock:
            return self._who(entry, token, required)

    # -- reading ---------------------------------------------------------

    def _shows_sealed(self, entry: _Entry, viewer: str | None) -> bool:
        deal = entry.state.deal
        return deal is None or entry.withheld.get(viewer) != deal.number

    def _view(self, entry: _Entry, viewer: str | None) -> dict:
        return rules.view(entry.state, viewer, self.hub.connected(entry.code), entry.code,
                          show_sealed=self._shows_sealed(entry, viewer))

    def snapshot(self, code: str, token: str | None) -> dict:
        entry = self._entry(code)
        with entry.lock:
            self._refresh(entry)
            return self._view(entry, self._who(entry, token, required=False))

    def snapshot_bytes(self, code: str, token: str | None) -> bytes:
        """The viewer's snapshot as JSON bytes (the current render: nothing encoded twice)."""
        entry = self._entry(code)
        with entry.lock:
            self._refresh(entry)
            viewer = self._who(entry, token, required=False)
            return self._current(entry).state(viewer)

    def log(self, code: str, token: str | None) -> list[dict]:
        """Every record of the table (``companion export``)."""
        return self.log_page(code, token, 0, None)[0]

    def log_page(self, code: str, token: str | None, after: int = 0,
                 limit: int | None = None) -> tuple[list[dict], int | None]:
        """The records with seq > ``after``, at most ``limit``; and the ``after`` of the next page (None: no more).

        ``undone`` comes from the table's set of undone seqs, so a page is
        right even when the undo that targets one of its records is on a later page.
        """
        entry = self._entry(code)
        with entry.lock:
            self._refresh(entry)
            viewer = self._who(entry, token, required=False)
            version = entry.state.version
            actions = store.load_actions(entry.table_id, after, limit)
            records = [dict(a.record, seq=a.seq, at=a.at) for a in actions]
            items = rules.log_view(records, entry.state, viewer,
                                   show_sealed=self._shows_sealed(entry, viewer))
            for item in items:
                item["undone"] = item["seq"] in entry.undone
            last = records[-1]["seq"] if records else after
            return items, (last if records and last < version else None)

    # -- changing --------------------------------------------------------

    def create(self, profile, options, host_name) -> tuple[str, str, str]:
        """A new table; returns (code, host player id, host token)."""
        record = rules.create_record(profile, options, host_name)
        state = rules.apply(rules.new_state(), record)
        token = new_token()
        for _ in range(20):
            code = new_code()
            try:
                table_id = store.create_table(code, record, state.host, token)
            except pw.IntegrityError:
                continue  # code taken: draw again
            break
        else:  # pragma: no cover - 23**6 codes
            raise RuntimeError("could not draw a free table code")
        entry = _Entry(code, loaded=True, table_id=table_id, state=state,
                       tokens={store.hash_token(token): state.host}, touched=time.monotonic())
        with self._cache_lock:
            self._cache[code] = entry
        self._evict(keep=entry)
        return code, state.host, token

    def join(self, code: str, name, token: str | None) -> tuple[str, str]:
        """Seat a new person (or give back the seat the token already holds)."""
        entry = self._entry(code)
        with entry.lock, self._writing(entry):
            if token is not None:
                player = entry.tokens.get(store.hash_token(token))
                if player is None and self.shared:
                    player = store.person_of(entry.table_id, token)
                if player is not None and player in rules.person_ids(entry.state):
                    if isinstance(name, str) and rules.same_name(entry.state.names[player], name):
                        return player, token
            action = rules.parse({"type": "join", "name": name})
            rules.check(entry.state, action, None)
            record = rules.complete(entry.state, action, None, self.randbelow)
            player = record["player"]
            new = new_token()
            frames = self._commit(entry, record, None, person=(player, new))
            entry.tokens[store.hash_token(new)] = player
        self.hub.publish(entry.code, frames)
        self.hub.announce(entry.code, frames.version)
        return player, new

    def act(self, code: str, token: str | None, payload: dict) -> dict:
        """Apply one action; returns the sender's new snapshot.

        Raises the core's errors, in API.md's order: NotFound, Unauthorized,
        BadInput, Forbidden, StaleVersion (with ``.state``), Conflict.
        """
        return orjson.loads(self.act_bytes(code, token, payload)[0])

    def act_bytes(self, code: str, token: str | None, payload: dict) -> tuple[bytes, int]:
        """``act``, answering the sender's snapshot as JSON bytes, and the version it shows.

        The change is rendered once, under the lock, for every socket and for
        this answer; it reaches the sockets after the lock is released.
        """
        entry = self._entry(code)
        frames = None
        with entry.lock:
            with self._writing(entry, token) as holder:
                frames, sender = self._act(entry, token, payload, holder)
            answer = frames.state(sender)
            published = frames.revision
        if published:
            self.hub.publish(entry.code, frames)
            self.hub.announce(entry.code, frames.version)
        return answer, frames.version

    def _act(self, entry: _Entry, token, payload: dict, holder: str | None = None):
        """Check, append, apply, render (caller holds the lock): (frames, sender).

        ``frames.revision`` is 0 when nothing changed (an action_id seen before).
        """
        sender = self._who(entry, token, required=True)
        if self.shared and holder != sender:
            self._load_people(entry)  # the host re-issued this seat's token through another process
            entry.frames = None
            raise unknown_token()
        body = dict(payload)
        expected = body.pop("expected_version", None)
        action_id = body.pop("action_id", None)
        if expected is not None and (type(expected) is not int or expected < 0):
            raise errors.BadInput("bad_expected_version",
                             "expected_version must be a whole number of at least 0.")
        if action_id is not None and (not isinstance(action_id, str) or not 0 < len(action_id) <= MAX_ACTION_ID
                                      or not rules.is_text(action_id)):
            raise errors.BadInput("bad_action_id",
                             f"action_id must be a string of 1 to {MAX_ACTION_ID} characters.")
        if body.get("type") == "join":  # joining has its own endpoint (it mints a token)
            raise errors.BadInput("unknown_action", "Unknown action type.")
        action = rules.parse(body)
        if action_id is not None and action_id in entry.action_ids:
            return _Unchanged(self._current(entry)), sender  # a retry: already applied
        try:
            rules.check(entry.state, action, sender, expected)
        except errors.StaleVersion as exc:
            exc.state = self._view(entry, sender)
            raise
        self._check_records(entry, action)
        record = rules.complete(entry.state, action, sender, self.randbelow)
        return self._commit(entry, record, action_id), sender

    def _check_records(self, entry: _Entry, action: dict) -> None:
        """At most ``records_per_deal`` records in one deal (or before the first): 409 ``too_many_records``.

        Counted on the log (undos included), so undo and redo cannot go round
        it; starting the next deal or ending the game stays possible.
        """
        state = entry.state
        base = state.deal_base.version if state.deal is not None and state.deal_base is not None else 0
        if state.version - base >= self.records_per_deal and action.get("type") not in DEAL_ADVANCING:
            raise errors.Conflict("too_many_records",
                                  f"This deal already holds {self.records_per_deal} records, the most one "
                                  "deal may have; start the next deal or end the game.")

    def reissue(self, code: str, token: str | None, player) -> tuple[str, str]:
        """The host draws a new token for a seat (a phone lost it); returns (player, new token).

        The old token stops working at once, for requests and new sockets;
        its open sockets are closed. Not an action: the version and the log
        stay as they were, but the new hash is stored before it is answered.
        Checks in API.md's order: 404, 401, 400 ``unknown_player``, 403 ``host_only``.
        """
        entry = self._entry(code)
        with entry.lock:
            self._refresh(entry)
            sender = self._who(entry, token, required=True)
            if not isinstance(player, str) or player not in rules.person_ids(entry.state):
                raise errors.BadInput("unknown_player", "Nobody with this id is seated at this table.")
            if sender != entry.state.host:
                raise errors.Forbidden("host_only", "Only the host can do that.")
            new = new_token()
            # Whoever holds the dealer's new link may not be the dealer: the rule
            # sealed in this deal stays hidden from it (RULES.md: nobody but the dealer).
            sealed = rules.sealed_for_all_but(entry.state) == player
            withheld = entry.state.deal.number if sealed else None
            if not store.replace_token(entry.table_id, player, new, withheld):  # pragma: no cover - every seat has a row
                raise unknown_token()
            entry.tokens = {h: p for h, p in entry.tokens.items() if p != player}
            entry.tokens[store.hash_token(new)] = player
            if withheld is None:
                entry.withheld.pop(player, None)
            else:
                entry.withheld[player] = withheld
            entry.frames = None  # what the seat may see changed: render anew
            for sub in self.hub.subscribers(entry.code):
                if sub.viewer == player and hasattr(sub, "close"):
                    sub.close()  # the phone that held the old token: its socket ends
        self.hub.people_changed(entry.code)  # and on every other process
        return player, new

    def _commit(self, entry: _Entry, record: dict, action_id: str | None,
                person: tuple[str, str] | None = None) -> snapshots.Frames:
        """Append, then apply, then render. Caller holds the entry's lock, and publishes
        the returned frames once it has released it."""
        seq = entry.state.version + 1
        try:
            store.append(entry.table_id, seq, record, action_id, person)
        except pw.IntegrityError:
            # someone else wrote this seq (another process): our state is old
            self._forget(entry)
            raise errors.StaleVersion("stale_version",
                             "The table changed meanwhile; look again and retry.")
        try:
            entry.state = rules.apply(entry.state, record)
        except BaseException:
            self._forget(entry)  # the log is the truth: rebuild from it next time
            raise
        if action_id is not None:
            entry.action_ids.add(action_id)
        if record.get("type") == "undo":
            entry.undone.add(record["target"])
        entry.frames = None
        frames = self._current(entry)
        entry.published_connected = entry.frames_connected
        return frames

    # -- sockets ---------------------------------------------------------

    def _current(self, entry: _Entry) -> snapshots.Frames:
        """The table rendered as it is now (caller holds the lock); re-rendered only when it changed."""
        connected = self.hub.connected(entry.code)
        frames = entry.frames
        if frames is None or connected != entry.frames_connected:
            entry.revision += 1
            frames = entry.frames = snapshots.Frames(
                entry.state, connected, entry.code, entry.revision,
                sealed_shown=self._shows_sealed(entry, rules.sealed_for_all_but(entry.state)))
            entry.frames_connected = connected
        return frames

    def subscribe(self, code: str, sub) -> None:
        """Add a socket and offer it the current state. Raises TooManySockets past ``sockets_per_table``.

        A person's first socket changes who is connected: the others hear it
        within ``presence_delay``, coalesced with any other arrivals.
        """
        entry = self._entry(code)
        with entry.lock:
            self._refresh(entry)
            if not self.hub.subscribe(entry.code, sub, limit=self.sockets_per_table):
                raise TooManySockets("too_many_sockets",
                                     f"This table already has {self.sockets_per_table} live connections, "
                                     "the most it takes; try again in 30 seconds.")
            frames = self._current(entry)
            if sub.viewer is not None and sub.viewer not in entry.published_connected:
                self._presence_soon(entry)
        sub.offer(frames)

    def unsubscribe(self, code: str, sub) -> None:
        code = normalise_code(code)
        if not self.hub.unsubscribe(code, sub) or sub.viewer is None:
            return  # a spectator leaving changes nothing anybody sees
        if sub.viewer in self.hub.connected(code):
            return  # the person still has another device here
        with self._cache_lock:
            entry = self._cache.get(code)
        if entry is not None:
            with entry.lock:
                self._presence_soon(entry)

    def _presence_soon(self, entry: _Entry) -> None:
        """Publish who is connected after ``presence_delay`` (one publish for every change meanwhile)."""
        if entry.presence_due:
            return
        entry.presence_due = True
        self.schedule(self.presence_delay, lambda: self._publish_presence(entry))

    def _publish_presence(self, entry: _Entry) -> None:
        with entry.lock:
            entry.presence_due = False
            if not entry.loaded or self.hub.connected(entry.code) == entry.published_connected:
                return
            frames = self._current(entry)
            entry.published_connected = entry.frames_connected
        self.hub.publish(entry.code, frames)

    def resend(self, code: str, sub) -> None:
        """The current state to one socket again (a phone's hello), even if it had it."""
        entry = self._entry(code)
        with entry.lock:
            self._refresh(entry)
            frames = self._current(entry)
        sub.offer(frames, again=True)

    # -- other processes (called by a shared hub) -------------------------

    def on_version(self, code: str, version: int | None) -> None:
        """Another process changed the table (``version``; None: perhaps, Redis was away):
        catch up from the log and hand this process's sockets the new state."""
        if not self.hub.subscribers(code):
            return  # nobody watching here; reads catch up by themselves
        entry = self._entry(code)
        with entry.lock:
            if version is not None and entry.state.version >= version:
                return
            if not self._catch_up(entry) and version is not None:
                return
            frames = self._current(entry)
            entry.published_connected = entry.frames_connected
        self.hub.publish(entry.code, frames)

    def _cached(self, code: str):
        """The table's cached entry if this process holds it loaded, else None (nothing to refresh)."""
        with self._cache_lock:
            entry = self._cache.get(normalise_code(code))
        return entry if entry is not None and entry.loaded else None

    def on_people(self, code: str) -> None:
        """A seat's token was re-issued through another process: reload the seats, and close
        this process's sockets whose token no longer holds one."""
        entry = self._cached(code)
        if entry is None:
            return
        with entry.lock:
            self._load_people(entry)
            entry.frames = None
            for sub in self.hub.subscribers(entry.code):
                token = getattr(sub, "token", None)
                if token is not None and store.hash_token(token) not in entry.tokens and hasattr(sub, "close"):
                    sub.close()

    def on_presence(self, code: str) -> None:
        """Who is connected through other processes changed: publish it here, coalesced."""
        entry = self._cached(code)
        if entry is None:
            return
        with entry.lock:
            self._presence_soon(entry)


class _Unchanged:
    """The current frames, marked as no change (an action_id already applied: nothing to publish)."""

    revision = 0

    def __init__(self, frames: snapshots.Frames):
        self.version = frames.version
        self.state = frames.state


def _later(seconds: float, fn: Callable[[], None]) -> None:
    """Run ``fn`` in ``seconds`` (a greenlet under gevent's patched threading)."""
    timer = threading.Timer(seconds, fn)
    timer.daemon = True
    timer.start()
