"""One table held in memory: the fold of its log and everything that goes with it.

* its state is ``rules.replay`` of its log when it is loaded, and then
  every record this process appends is applied to it, after the append;
* the records other processes appended are applied when it catches up
  (``catch_up``: they were checked when they were appended, never again);
* its seats' tokens (only their SHA-256) and what a re-issued token may
  not see (``Seats``), the action ids it has applied (a retry applies
  nothing), the seqs an undo targets (the paged log marks them);
* its current render (``Render``): each change is encoded once, for every
  socket and for the sender's answer.

Every method is called with the table's ``lock`` held (``cache.TableCache.held``).
"""
from __future__ import annotations

import threading
import time
from contextlib import contextmanager

import peewee as pw

from companion import rules
from companion.rules import errors
from companion.service import snapshots
from companion.service.codes import missing_token, new_token, unknown_table, unknown_token
from companion.storage import store
from companion.yielding import EVERY, in_turns, pause

# still allowed past the records-per-deal limit: what gets a table out of a full deal (or lobby)
PAST_THE_RECORDS_LIMIT = ("start", "next_deal", "end_game", "new_game")
# the records the limit counts from: a deal's start, or a game's lobby (never undone, so the count
# never goes back); a newcomer's join between deals is not one (else join and kick could loop forever)
COUNTED_FROM = ("start", "next_deal", "new_game")
# the refusal by phase: what is full, and the way out of it
_FULL = {"lobby": ("This game's lobby", "start the game"), "game_over": ("This game's last deal", "start a new game")}
_FULL_DEAL = ("This deal", "start the next deal or end the game")


class Seats:
    """Who holds which token at one table (only SHA-256 hashes), and the deal whose sealed
    rule a re-issued token may not see (whoever holds a new link may not be the dealer)."""

    def __init__(self, tokens: dict | None = None, withheld: dict | None = None):
        self._tokens = tokens or {}  # sha256(token) -> person id
        self._withheld = withheld or {}  # person id -> deal number

    @classmethod
    def load(cls, table_id: int) -> "Seats":
        people = store.load_people(table_id)
        return cls({p.token_hash: p.player_id for p in people},
                   {p.player_id: p.rule_withheld_deal for p in people if p.rule_withheld_deal is not None})

    def holder(self, token: str) -> str | None:
        return self._tokens.get(store.hash_token(token))

    def seat(self, person: str, token: str) -> None:
        self._tokens[store.hash_token(token)] = person

    def replace(self, person: str, token: str, withheld: int | None) -> None:
        """The seat's only token is ``token`` now; ``withheld``: the deal its sealed rule stays hidden in."""
        self._tokens = {h: p for h, p in self._tokens.items() if p != person}
        self.seat(person, token)
        if withheld is None:
            self._withheld.pop(person, None)
        else:
            self._withheld[person] = withheld

    def shows_sealed(self, viewer: str | None, deal) -> bool:
        return deal is None or self._withheld.get(viewer) != deal.number


class Render:
    """The table as its sockets see it: the current render, and who they were last told is connected."""

    def __init__(self):
        self.revision = 0  # rises with every render that may differ (an action, who is connected)
        self.frames: snapshots.Frames | None = None  # valid while `connected` holds
        self.connected = frozenset()  # who was connected when `frames` was made
        self.told = frozenset()  # who the sockets were last told is connected
        # the table's version the sockets were last handed: a read that caught up from the log
        # (shared tables) publishes nothing, so a version note arriving after it must still
        # publish (presence.on_version), or this process's sockets miss that change
        self.published = 0
        self.due = False  # a publish of who is connected is scheduled

    def invalidate(self) -> None:
        self.frames = None


class Table:
    """One table: its state, seats, applied action ids, undone seqs and render (caller holds ``lock``)."""

    def __init__(self, code: str, shared: bool = False):
        self.code = code
        self.shared = shared  # other processes append to this log too: catch up before answering
        self.lock = threading.RLock()
        self.loaded = False
        self.touched = time.monotonic()
        self.table_id: int | None = None
        self.state = None
        self.seats = Seats()
        self.render = Render()
        self._action_ids: set = set()
        self._undone: set = set()
        self.counted_from = 0  # seq of the last COUNTED_FROM record (0: the first game's lobby)

    @classmethod
    def created(cls, code: str, table_id: int, state, host_token: str, shared: bool) -> "Table":
        """A table just written by ``store.create_table`` (nothing to replay)."""
        table = cls(code, shared)
        table.table_id, table.state, table.loaded = table_id, state, True
        table.seats.seat(state.host, host_token)
        return table

    def touch(self) -> None:
        self.touched = time.monotonic()  # the cache lets the least recently used tables go first

    # -- the fold of the log ------------------------------------------------

    def load(self) -> None:
        """Replay the log (a cache miss); raises NotFound for a code no table has."""
        table_id = store.find_table(self.code)
        if table_id is None:
            raise unknown_table()
        actions = store.load_actions(table_id)
        self.state = rules.replay(a.record for a in in_turns(actions))  # a long log in turns of the loop
        self._action_ids, self._undone, self.counted_from = set(), set(), 0
        for action in actions:
            self._note(action.seq, action.record, action.action_id)
        self.table_id = table_id
        self.seats = Seats.load(table_id)
        self.render.invalidate()
        self.loaded = True

    def _note(self, seq: int, record: dict, action_id: str | None) -> None:
        if action_id is not None:
            self._action_ids.add(action_id)
        kind = record.get("type")
        if kind == "undo":
            self._undone.add(record["target"])
        elif kind in COUNTED_FROM:
            self.counted_from = seq

    def catch_up(self) -> bool:
        """Apply the records other processes appended since this state's version; True when there were any."""
        actions = store.load_actions(self.table_id, after=self.state.version)
        if not actions:
            return False
        try:
            state, seated = self.state, False
            for action in actions:
                if action.seq != state.version + 1:  # pragma: no cover - the log has no gaps
                    raise RuntimeError(f"table {self.code}: record {action.seq} after version {state.version}")
                state = rules.apply(state, action.record)
                self._note(action.seq, action.record, action.action_id)
                seated = seated or action.record.get("type") == "join"
            self.state = state
            if seated:
                self.seats = Seats.load(self.table_id)  # a seat taken on another process: its token
        except BaseException:
            self.forget()
            raise
        self.render.invalidate()
        return True

    def refresh(self) -> None:
        """Before answering from memory: what other processes wrote meanwhile (only when shared)."""
        if self.shared:
            self.catch_up()

    def reload_seats(self) -> None:
        """The seats as the database has them (a token re-issued through another process)."""
        self.seats = Seats.load(self.table_id)
        self.render.invalidate()  # what a seat may see can have changed with its token

    def forget(self) -> None:
        """What is in memory may not be the log any more: the next access replays it."""
        self.loaded = False

    @contextmanager
    def writing(self, token: str | None = None):
        """The table held for one change; yields the person ``token`` holds in the database (shared only).

        Shared: one transaction that holds the table across processes, caught
        up inside it; any failure but a refusal (a lost database) forgets the
        state, since what was applied may not be stored. One process: the
        table's lock is all it takes.
        """
        if not self.shared:
            yield None
            return
        try:
            with store.table_transaction(self.table_id, token) as holder:
                self.catch_up()
                yield holder
        except errors.RuleError:
            raise
        except BaseException:
            self.forget()
            raise

    # -- who is asking --------------------------------------------------------

    def person(self, token: str | None, required: bool = False) -> str | None:
        """The seated person a token names (None: a spectator); 401 for a token nobody here holds."""
        if token is None:
            if required:
                raise missing_token()
            return None
        person = self.seats.holder(token)
        if (person is None or person not in rules.person_ids(self.state)) and self.shared:
            self.catch_up()  # seated through another process a moment ago?
            self.reload_seats()
            person = self.seats.holder(token)
        if person is None or person not in rules.person_ids(self.state):
            raise unknown_token()
        return person

    def holds_a_seat(self, token: str) -> bool:
        return self.seats.holder(token) is not None

    # -- reading --------------------------------------------------------------

    def _shows_sealed(self, viewer: str | None) -> bool:
        return self.seats.shows_sealed(viewer, self.state.deal)

    def view(self, viewer: str | None, connected: frozenset) -> dict:
        return rules.view(self.state, viewer, connected, self.code, show_sealed=self._shows_sealed(viewer))

    def frames(self, connected: frozenset) -> snapshots.Frames:
        """The table rendered as it is now; rendered again only when it changed."""
        render = self.render
        if render.frames is None or connected != render.connected:
            render.revision += 1
            render.frames = snapshots.Frames(
                self.state, connected, self.code, render.revision,
                sealed_shown=self._shows_sealed(rules.sealed_for_all_but(self.state)))
            render.connected = connected
        return render.frames

    def log_page(self, viewer: str | None, after: int, limit: int | None) -> tuple[list[dict], int | None]:
        """The records with seq > ``after``, at most ``limit``, as ``viewer`` may see them; and the next ``after``.

        Made ``EVERY`` records at a time with a turn of the loop between (a
        page of 500 is 10-20 ms of work); ``log_view`` of a part is that part
        of ``log_view`` of the whole, as ``undone`` is the table's own here.
        """
        actions = store.load_actions(self.table_id, after, limit)
        records = [dict(a.record, seq=a.seq, at=a.at) for a in actions]
        shown = self._shows_sealed(viewer)
        items: list[dict] = []
        for start in range(0, len(records), EVERY):
            if start:
                pause()
            items += rules.log_view(records[start:start + EVERY], self.state, viewer, show_sealed=shown)
        for item in items:
            item["undone"] = item["seq"] in self._undone  # right even when the undo is on a later page
        last = records[-1]["seq"] if records else after
        return items, (last if records and last < self.state.version else None)

    def page_key(self, viewer: str | None, after: int, limit: int | None) -> tuple:
        """What a log page depends on: the same key, the same page (``reads.Reads.log_answer`` keeps them).

        Every viewer sees the same records but the dealer of an open deal,
        who may see its sealed rule (unless their token was re-issued in it).
        """
        deal = self.state.deal
        sees_more = viewer is not None and deal is not None and viewer == deal.dealer and self._shows_sealed(viewer)
        return self.table_id, self.state.version, after, limit, sees_more

    # -- changing ---------------------------------------------------------------

    def seen(self, action_id: str | None) -> bool:
        """An action id this table has applied already (a retry: apply nothing)."""
        return action_id is not None and action_id in self._action_ids

    def make_room(self, action: dict, records_per_deal: int) -> None:
        """At most ``records_per_deal`` records in one deal (or in a game's lobby): else 409 ``too_many_records``.

        Counted on the log from the current deal's start, or from the start of
        the current game's lobby (the table's creation, or ``new_game``),
        undos included, so undo and redo cannot go round it; starting the
        game, the next deal or a new game, and ending the game, stay possible.
        """
        state = self.state
        if (state.version - self.counted_from >= records_per_deal
                and action.get("type") not in PAST_THE_RECORDS_LIMIT):
            full, way_out = _FULL.get(state.phase, _FULL_DEAL)
            raise errors.Conflict("too_many_records", f"{full} already holds {records_per_deal} records, "
                                                      f"the most it may have; {way_out}.")

    def commit(self, record: dict, action_id: str | None, connected: frozenset,
               person: tuple[str, str] | None = None) -> snapshots.Frames:
        """Append, then apply, then render; the caller publishes the frames once it released the lock.

        If the append fails nothing changed; if another process wrote this seq
        first, this state is old: 409 ``stale_version``, and the log is read again.
        """
        try:
            store.append(self.table_id, self.state.version + 1, record, action_id, person)
        except pw.IntegrityError:
            self.forget()
            raise errors.StaleVersion("stale_version", "The table changed meanwhile; look again and retry.")
        try:
            self.state = rules.apply(self.state, record)
        except BaseException:
            self.forget()  # the log is the truth: rebuild from it next time
            raise
        self._note(self.state.version, record, action_id)
        if person is not None:
            self.seats.seat(*person)
        self.render.invalidate()
        return self.handed(connected)

    def handed(self, connected: frozenset) -> snapshots.Frames:
        """The frames the caller is about to publish to every socket of the table (noted as told)."""
        frames = self.frames(connected)
        self.render.told = self.render.connected
        self.render.published = frames.version
        return frames

    def reissue(self, person: str) -> str:
        """A new token for a seat, stored before it is answered; the old one stops working at once."""
        token = new_token()
        # Whoever holds the dealer's new link may not be the dealer: the rule
        # sealed in this deal stays hidden from it (RULES.md: nobody but the dealer).
        withheld = self.state.deal.number if rules.sealed_for_all_but(self.state) == person else None
        if not store.replace_token(self.table_id, person, token, withheld):  # pragma: no cover - every seat has a row
            raise unknown_token()
        self.seats.replace(person, token, withheld)
        self.render.invalidate()  # what the seat may see changed: render anew
        return token
