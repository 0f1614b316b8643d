"""One table held in memory, the aggregate: the fold of its log and what goes with it. No I/O.

* its state is ``rules.replay`` of its log when it is loaded (``replayed``),
  and every record appended afterwards is folded in (``apply``), by this
  process after its append, or when it catches up with other processes';
* its seats' tokens (only their SHA-256) and what a re-issued token may
  not see (``Seats``), the action ids it has applied (a retry applies
  nothing), the seqs an undo targets (the paged log marks them);
* its sockets (``Audience``) and its current render: each change is
  encoded once, for every socket and for the sender's answer.

The service (``table_service.TableService``) reads and writes the log and
hands the records here; every method is called with ``lock`` held.
"""
from __future__ import annotations

import threading

from companion import rules
from companion.rules import errors
from companion.service import sentences, snapshots
from companion.service.audience import Audience
from companion.service.codes import missing_token, unknown_token
from companion.storage.interface import StoredAction, StoredSeat, hash_token
from companion.yielding import EVERY, in_turns, pause

# still allowed past the records-per-deal limit: what gets a table out of a full deal (or lobby)
PAST_THE_RECORDS_LIMIT = ("start", "next_deal", "end_game", "new_game")
# allowed into the room kept under the limit (``kept_room``), where every other action is refused:
# a full deal can still be judged and undone, and its table's seats still kicked between deals
ROOM_KEPT_FOR = ("judge", "confirm", "overrule", "guess", "undo", "kick")
# the records the limit counts from: a deal's start, or a game's lobby (never undone, so the count
# never goes back); a newcomer's join between deals is not one (else join and kick could loop forever)
COUNTED_FROM = ("start", "next_deal", "new_game")


def kept_room(records_per_deal: int, people: int) -> int:
    """The last records of a deal (or lobby), kept for ``ROOM_KEPT_FOR``: a twentieth of the limit,
    and at least one kick for each of the ``people`` but the host (100 of 2000: a pending tap
    judged, every seat kicked, and undo after undo)."""
    return max(1, records_per_deal // 20, people - 1)


def churn_budget(records_per_deal: int) -> int:
    """A seat's own churn in one deal: the taps it withdrew and its withdraws, two records each.

    A tenth of the limit, at least one withdraw (200 of 2000: a hundred taps taken back by one
    seat in one deal, which no honest player nears); seven players, the most a deal has, all at
    their budget still leave the deal short of its kept room (0.7 of the limit, below 0.95).
    """
    return 2 * max(1, records_per_deal // 20)


class Seats:
    """Who holds which token at one table (only SHA-256 hashes), and the deal whose sealed
    rule a re-issued token may not see (whoever holds a new link may not be the dealer)."""

    def __init__(self, stored: list[StoredSeat] = ()):
        self._tokens = {s.token_hash: s.player_id for s in stored}  # sha256(token) -> person id
        self._withheld = {s.player_id: s.rule_withheld_deal for s in stored if s.rule_withheld_deal is not None}

    def holder(self, token: str) -> str | None:
        return self._tokens.get(hash_token(token))

    def seat(self, person: str, token: str) -> None:
        self._tokens[hash_token(token)] = person

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


class Table:
    """One table: its state, seats, applied action ids, undone seqs, sockets and render (caller holds ``lock``)."""

    def __init__(self, code: str):
        self.code = code
        self.lock = threading.RLock()
        self.loaded = False
        self.table_id: int | None = None
        self.state = None
        self.notebook = rules.Notebook()  # the fold of the table's notebook, its own stream (rules/notebook.py)
        self._for_only = None  # after a secret notebook's change: whom its render is for
        self.seats = Seats()
        self.audience = Audience()
        self._action_ids: set = set()
        self._undone: set = set()
        self.counted_from = 0  # seq of the last COUNTED_FROM record (0: the first game's lobby)
        self._churn: dict = {}  # person -> records of their withdrawn taps and withdraws since counted_from

    # -- the fold of the log ------------------------------------------------

    def created(self, table_id: int, state, host_token: str) -> None:
        """The table just written to the log with its first record (nothing to replay)."""
        self.table_id, self.state, self.loaded = table_id, state, True
        self.seats.seat(state.host, host_token)

    def replayed(self, table_id: int, actions: list[StoredAction], seats: list[StoredSeat],
                 notes: list[StoredAction] = ()) -> None:
        """The state as the whole log makes it, and the notebook as its stream does (a cache miss)."""
        self.state = rules.replay(a.record for a in in_turns(actions))  # a long log in turns of the loop
        self.notebook, self._for_only = rules.replay_notes(n.record for n in notes), None
        self._action_ids, self._undone, self.counted_from, self._churn = set(), set(), 0, {}
        for action in actions:
            self._note(action.seq, action.record, action.action_id)
        self._action_ids.update(n.action_id for n in notes if n.action_id is not None)
        self.table_id = table_id
        self.seats = Seats(seats)
        self.audience.invalidate()
        self.loaded = True

    def _note(self, seq: int, record: dict, action_id: str | None) -> None:
        if action_id is not None:
            self._action_ids.add(action_id)
        kind = record.get("type")
        if kind == "undo":
            self._undone.add(record["target"])
        elif kind == "withdraw":  # the tap taken back and the withdraw; an undo of it gives nothing back
            who = record.get("player")
            self._churn[who] = self._churn.get(who, 0) + 2
        elif kind in COUNTED_FROM:
            self.counted_from, self._churn = seq, {}

    def caught_up(self, actions: list[StoredAction]) -> bool:
        """Fold in records other processes appended (checked when they were appended, never again).

        True when one of them seated someone (the seats are then to be read again).
        """
        try:
            state, seated = self.state, False
            for action in actions:
                if action.seq != state.version + 1:  # pragma: no cover - the log has no gaps
                    raise RuntimeError(f"table {self.code}: record {action.seq} after version {state.version}")
                state = rules.apply(state, action.record)
                self._note(action.seq, action.record, action.action_id)
                seated = seated or action.record.get("type") == "join"
            self.state = state
        except BaseException:
            self.forget()
            raise
        self.audience.invalidate()
        return seated

    def noted_elsewhere(self, notes: list[StoredAction]) -> None:
        """Fold in notebook records other processes appended."""
        for note in notes:
            if note.seq != self.notebook.seq + 1:  # pragma: no cover - the stream has no gaps
                self.forget()
                raise RuntimeError(f"table {self.code}: note {note.seq} after {self.notebook.seq}")
            rules.apply_note(self.notebook, note.record)
            if note.action_id is not None:
                self._action_ids.add(note.action_id)
        if notes:
            self.audience.invalidate()

    def reseated(self, seats: list[StoredSeat]) -> None:
        """The seats as the log store has them (a seat taken, or a token re-issued, elsewhere)."""
        self.seats = Seats(seats)
        self.audience.invalidate()  # what a seat may see can have changed with its token

    def forget(self) -> None:
        """What is in memory may not be the log any more: the next access replays it."""
        self.loaded = False

    # -- who is asking --------------------------------------------------------

    def holder(self, token: str | None) -> str | None:
        """The seated person ``token`` names here now (None: nobody, or no token)."""
        if token is None:
            return None
        person = self.seats.holder(token)
        return person if person is not None and person in rules.person_ids(self.state) else None

    def person(self, token: str | None, required: bool = False) -> str | None:
        """The seated person a token names (None: a spectator); 401 for a token nobody here holds."""
        if token is None:
            if required:
                raise missing_token()
            return None
        person = self.holder(token)
        if person is None:
            raise unknown_token()
        return person

    def holds_a_seat(self, token: str) -> bool:
        return self.seats.holder(token) is not None

    # -- reading --------------------------------------------------------------

    def _shows_sealed(self, viewer: str | None) -> bool:
        return self.seats.shows_sealed(viewer, self.state.deal)

    def view(self, viewer: str | None, connected: frozenset) -> dict:
        view = sentences.table(rules.view(self.state, viewer, connected, self.code,
                                          show_sealed=self._shows_sealed(viewer)))
        view["notebook"] = rules.public_view(self.state, self.notebook)
        own = rules.own_view(self.state, self.notebook, view["me"])
        return view if own is None else {"me": view.pop("me"), "my_hypotheses": own, **view}

    def frames(self, connected: frozenset) -> snapshots.Frames:
        """The table rendered as it is now; rendered again only when it changed."""
        return self.audience.render(connected, lambda revision: snapshots.Frames(
            self.state, connected, self.code, revision, notebook=self.notebook,
            sealed_shown=self._shows_sealed(rules.sealed_for_all_but(self.state))))

    def handed(self, connected: frozenset) -> snapshots.Frames:
        """The frames the caller is about to publish to every socket of the table (noted as told);
        right after a secret notebook's change, to its writers' and the organizer's only
        (``Frames.only``): nobody else's bytes changed, and nobody else is told anything."""
        frames = self.frames(connected)
        frames.only, self._for_only = self._for_only, None
        if frames.only is None:
            self.audience.handed(frames)
        return frames

    def log_items(self, actions: list[StoredAction], viewer: str | None, after: int) -> tuple[list[dict], int | None]:
        """These stored records as ``viewer`` may see them; and the ``after`` of the next page (None: no more).

        Made ``EVERY`` records at a time with a turn of the loop between (a
        page of 500 is 10-20 ms of work); ``log_view`` of a part is that part
        of ``log_view`` of the whole, as ``undone`` is the table's own here.
        """
        records = [dict(a.record, seq=a.seq, at=a.at) for a in actions]
        shown = self._shows_sealed(viewer)
        items: list[dict] = []
        for start in range(0, len(records), EVERY):
            if start:
                pause()
            items += [sentences.log_item(item) for item in
                      rules.log_view(records[start:start + EVERY], self.state, viewer, show_sealed=shown)]
        for item in items:
            item["undone"] = item["seq"] in self._undone  # right even when the undo is on a later page
        last = records[-1]["seq"] if records else after
        return items, (last if records and last < self.state.version else None)

    def page_key(self, viewer: str | None, after: int, limit: int | None) -> tuple:
        """What a log page depends on: the same key, the same page.

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

    def check(self, action: dict, sender: str | None, expected: int | None, records_per_deal: int) -> None:
        """May ``sender`` do this now? Raises, changes nothing: the core's checks, the seat's
        churn, then the records limit."""
        if action["type"] in rules.NOTE_TYPES:  # the notebook's own stream: no version, no records limit
            return rules.check_note(self.state, self.notebook, action, sender)
        rules.check(self.state, action, sender, expected)
        self.limit_churn(action, sender, records_per_deal)
        self.make_room(action, records_per_deal)

    def limit_churn(self, action: dict, sender: str | None, records_per_deal: int) -> None:
        """One seat's withdraws in one deal within ``churn_budget``: else 409 ``too_many_withdrawals``.

        A loop of tap and withdraw on one's own turn would otherwise fill the
        deal's records by itself; counted on the log since the same record as
        the records limit, an undone withdraw included. The tap then waits for
        the dealer's verdict, as any tap does.
        """
        if action.get("type") != "withdraw":
            return
        budget = churn_budget(records_per_deal)
        if self._churn.get(sender, 0) + 2 > budget:
            raise errors.Conflict("too_many_withdrawals", most=budget // 2)

    def make_room(self, action: dict, records_per_deal: int) -> None:
        """At most ``records_per_deal`` records in one deal (or in a game's lobby): else 409 ``too_many_records``.

        Counted on the log from the current deal's start, or from the start of
        the current game's lobby (the table's creation, or ``new_game``),
        undos included, so undo and redo cannot go round it. Its last
        ``kept_room`` records take only ``ROOM_KEPT_FOR`` (a judgement, an
        undo, a kick), so no deal is left that can only be ended, and the
        host can kick everyone seated; a join is refused before it, counting
        its own kick (else newcomers would fill what the host's kicks need).
        Starting the game, the next deal or a new game, and ending the game,
        stay possible past it.
        """
        kind, used = action.get("type"), self.state.version - self.counted_from
        if kind in PAST_THE_RECORDS_LIMIT:
            return
        if kind in ROOM_KEPT_FOR:
            room = records_per_deal
        else:  # a join: the room the table it makes keeps (one kick more)
            people = len(self.state.people) + (kind == "join")
            room = records_per_deal - kept_room(records_per_deal, people)
        if used >= room:
            raise errors.Conflict("too_many_records", phase=self.state.phase, used=used, most=records_per_deal,
                                  reserved="no" if room == records_per_deal else "yes")

    def apply(self, record: dict, action_id: str | None, person: tuple[str, str] | None = None) -> None:
        """Fold in the record this process just appended (with the person it seated: (id, token))."""
        try:
            self.state = rules.apply(self.state, record)
        except BaseException:
            self.forget()  # the log is the truth: rebuild from it next time
            raise
        self._note(self.state.version, record, action_id)
        if person is not None:
            self.seats.seat(*person)
        self.audience.invalidate()
        self._for_only = None

    def noted(self, record: dict, action_id: str | None) -> None:
        """Fold in the notebook record this process just appended; rendered anew, the table's version unchanged."""
        rules.apply_note(self.notebook, record)
        if action_id is not None:
            self._action_ids.add(action_id)
        self.audience.invalidate()
        self._for_only = self.note_audience()  # the next publish: for them alone (``handed``)

    def note_audience(self) -> frozenset | None:
        """Whom a notebook change may show anything new: None (everyone) when the deal's notebook
        is the whole table's, else the deal's writers and the organizer."""
        if rules.notebook_shown(self.state):
            return None
        deal = self.state.deal
        writers = {e.by for e in self.notebook.of_deal(deal.serial)} if deal is not None else set()
        return frozenset(writers | {self.state.organizer} - {None})

    def withheld_from(self, person: str) -> int | None:
        """The deal whose sealed rules, current or undone, a new token of ``person``'s may not see
        (RULES.md: nobody but the dealer sees them, and whoever holds the dealer's new link may
        not be the dealer)."""
        return self.state.deal.number if rules.seals_known_only_to(self.state) == person else None

    def reissued(self, person: str, token: str, withheld: int | None) -> None:
        """The seat's new token (stored already); the old one stops working at once."""
        self.seats.replace(person, token, withheld)
        self.audience.invalidate()  # what the seat may see changed: render anew
