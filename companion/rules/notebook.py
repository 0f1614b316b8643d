"""A notebook of hypotheses (RULES.md): the players' notes on the rule, a stream of its own.

A hypothesis is kept beside the table's log, not in it: the notebook is the
fold of its own append-only records (``write_hypothesis``, ``strike_hypothesis``,
``mark_hypothesis``, ``unmark_hypothesis``), numbered by their own sequence
(a hypothesis's id is the seq of the record that wrote it). So writing one
never raises the table's version, the number every phone sends back as
``expected_version``: nobody else's next tap goes stale, no turn waits, and
what anyone else sees is byte for byte what it was (docs/rules-decisions.md,
"A notebook beside the log"). Each record carries what it needs of the table
when it was written (the deal's serial, T, the mainline's length), so the
notebook folds alone; who may see which hypothesis is read from the table's
state at view time (``shown``).
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from .errors import BadInput, Conflict, Forbidden
from .names import clean_text

NOTE_TYPES = ("write_hypothesis", "strike_hypothesis", "mark_hypothesis", "unmark_hypothesis")
MAX_HYPOTHESIS = 200   # characters (RULES.md)
MAX_WRITTEN = 50       # hypotheses per player and deal: many more than a deal's turns give reason to
MAX_MARKINGS = 200     # the dealer's marks and unmarks per deal (a loop of both must not fill the stream)
_MARKUP = re.compile(r"<\s*[A-Za-z/!?]|&[A-Za-z#][A-Za-z0-9]*;")  # a tag or an entity; "x < 7" is no markup


@dataclass(slots=True)
class Hypothesis:
    id: int          # the seq of its write in the notebook's stream
    deal: int        # the deal's serial at the table (Deal.serial)
    game: int
    number: int      # the deal's number in its game
    by: str
    text: str
    table: int       # T when written
    mainline: int    # the mainline's length when written
    struck: bool = False
    marked: bool = False


@dataclass(slots=True)
class Notebook:
    seq: int = 0
    entries: dict = field(default_factory=dict)   # id -> Hypothesis, in the order written
    written: dict = field(default_factory=dict)   # (deal serial, player) -> how many they wrote
    markings: dict = field(default_factory=dict)  # deal serial -> the dealer's marks and unmarks

    def of_deal(self, serial: int) -> list:
        return [h for h in self.entries.values() if h.deal == serial]


# --- parse -------------------------------------------------------------------------


def _id(body) -> int:
    value = body.get("id")
    if not isinstance(value, int) or isinstance(value, bool) or value < 1:
        raise BadInput("unknown_hypothesis")
    return value


def _text(body) -> str:
    value = body.get("text")
    if value is None:
        raise BadInput("missing_field", field="hypothesis")
    if not isinstance(value, str):
        raise BadInput("bad_field", field="hypothesis", problem="text")
    value = clean_text(value, "hypothesis", MAX_HYPOTHESIS).strip()
    if not value:
        raise BadInput("empty_field", field="hypothesis")
    if _MARKUP.search(value):
        raise BadInput("markup_refused", field="hypothesis")
    return value


FIELDS = {
    "write_hypothesis": lambda b: {"text": _text(b)},
    "strike_hypothesis": lambda b: {"id": _id(b)},
    "mark_hypothesis": lambda b: {"id": _id(b)},
    "unmark_hypothesis": lambda b: {"id": _id(b)},
}


# --- check ---------------------------------------------------------------------------


def _running(deal) -> bool:
    return deal is not None and deal.ended is None


def check_note(state, notebook: Notebook, action: dict, sender) -> None:
    """May ``sender`` do this to the notebook now? Raises; changes nothing. No version is
    compared: the notebook moves nothing a phone's ``expected_version`` is about."""
    kind, deal = action["type"], state.deal
    if kind == "write_hypothesis":
        if deal is None or sender not in deal.players:
            raise Forbidden("dealer_writes_none" if deal is not None and sender == deal.dealer
                            else "players_of_the_deal_only")
        if not _running(deal) or state.winners is not None:
            raise Conflict("notebook_closed")
        if deal.rule_sha256 is None:
            raise Conflict("rule_not_sealed")
        if notebook.written.get((deal.serial, sender), 0) >= MAX_WRITTEN:
            raise Conflict("too_many_hypotheses", most=MAX_WRITTEN)
        return
    entry = notebook.entries.get(action["id"])
    if entry is None or deal is None or entry.deal != deal.serial:
        raise BadInput("unknown_hypothesis")
    if kind == "strike_hypothesis":
        if sender != entry.by:
            raise Forbidden("own_hypothesis_only")
        if not _running(deal) or state.winners is not None:
            raise Conflict("notebook_closed")
        if entry.struck:
            raise Conflict("already_struck")
        return
    if sender != deal.dealer:
        raise Forbidden("dealer_only")
    if _running(deal):
        raise Conflict("deal_not_over")
    if notebook.markings.get(deal.serial, 0) >= MAX_MARKINGS:
        raise Conflict("too_many_markings", most=MAX_MARKINGS)
    if kind == "mark_hypothesis" and entry.marked:
        raise Conflict("already_marked")
    if kind == "unmark_hypothesis" and not entry.marked:
        raise Conflict("not_marked")


# --- complete and apply -------------------------------------------------------------


def complete_note(state, action: dict, sender) -> dict:
    """The record of a checked note: the action, ``by``, and for a write the table at that moment."""
    record = dict(action)
    record["by"] = sender
    if action["type"] == "write_hypothesis":
        deal = state.deal
        record.update(deal=deal.serial, game=state.game, number=deal.number, table=deal.table,
                      mainline=deal.mainline)
    return record


def apply_note(notebook: Notebook, record: dict) -> Notebook:
    """Fold one checked record in; the notebook's seq becomes the record's."""
    notebook.seq += 1
    kind = record["type"]
    if kind == "write_hypothesis":
        entry = Hypothesis(notebook.seq, record["deal"], record["game"], record["number"], record["by"],
                           record["text"], record["table"], record["mainline"])
        notebook.entries[entry.id] = entry
        key = (entry.deal, entry.by)
        notebook.written[key] = notebook.written.get(key, 0) + 1
        return notebook
    entry = notebook.entries[record["id"]]
    if kind == "strike_hypothesis":
        entry.struck = True
    else:
        entry.marked = kind == "mark_hypothesis"
        notebook.markings[entry.deal] = notebook.markings.get(entry.deal, 0) + 1
    return notebook


def replay_notes(records) -> Notebook:
    notebook = Notebook()
    for record in records:
        apply_note(notebook, record)
    return notebook


# --- what each viewer sees ------------------------------------------------------------


def shown(state) -> bool:
    """The current deal's notebook is the whole table's: the deal ended (once is enough: an undo
    that reopens it keeps it shown, as it keeps the rule shown)."""
    deal = state.deal
    return deal is not None and (deal.ended is not None or deal.rule_shown)


def entry_view(entry: Hypothesis, names: dict) -> dict:
    return {"id": entry.id, "by": entry.by, "name": names.get(entry.by, entry.by), "text": entry.text,
            "table": entry.table, "mainline": entry.mainline, "struck": entry.struck, "marked": entry.marked,
            "deal": entry.number, "game": entry.game}


def discoveries(entries) -> list:
    """Each player's discovery (their first marked hypothesis: the lowest T, then the first
    written), earliest first: [{"by", "id", "table"}]."""
    first: dict = {}
    for entry in entries:
        if entry.marked:
            best = first.get(entry.by)
            if best is None or (entry.table, entry.id) < (best.table, best.id):
                first[entry.by] = entry
    return [{"by": e.by, "id": e.id, "table": e.table}
            for e in sorted(first.values(), key=lambda e: (e.table, e.id))]


def deal_record(notebook: Notebook, serial: int, names: dict) -> dict:
    """One ended deal's notebook as kept (an export, a room's result): every hypothesis with its
    marks, how many players wrote one, the discoveries (the first is who discovered it first)."""
    entries = notebook.of_deal(serial)
    return {"hypotheses": [entry_view(e, names) for e in entries],
            "writers": len({e.by for e in entries}), "discoveries": discoveries(entries)}


def public_view(state, notebook: Notebook) -> dict | None:
    """The current deal's notebook as the whole table sees it: None while it is secret."""
    if not shown(state):
        return None
    return {"serial": state.deal.serial, **deal_record(notebook, state.deal.serial, state.names)}


def own_view(state, notebook: Notebook, viewer) -> list | None:
    """While the deal's notebook is secret: what ``viewer`` may see of it beyond the public view
    (their own hypotheses; a room's organizer every one), else None (nothing beyond it)."""
    deal = state.deal
    if viewer is None or deal is None or shown(state):
        return None
    entries = notebook.of_deal(deal.serial)
    if viewer != state.organizer:
        entries = [e for e in entries if e.by == viewer]
    return [entry_view(e, state.names) for e in entries] or None


def hypotheses_seen_by(state, notebook: Notebook, viewer) -> list:
    """Every hypothesis ``viewer`` may see now, as ids (the invariant the tests check)."""
    public = public_view(state, notebook)
    own = own_view(state, notebook, viewer) or []
    return [h["id"] for h in (public["hypotheses"] if public else [])] + [h["id"] for h in own]


def ended(state, entry: Hypothesis) -> bool:
    """Has the deal ``entry`` was written in ended (its notebook the whole table's)?"""
    deal = state.deal
    return deal is None or entry.deal < deal.serial or (entry.deal == deal.serial and shown(state))


def kept(state, notebook: Notebook) -> list:
    """Every ended deal's notebook, in the order the deals were played (an export, a room's
    result): [{"game", "deal", "serial", "hypotheses", "writers", "discoveries"}]. A running
    deal's hypotheses are in none of them."""
    serials: dict = {}
    for entry in notebook.entries.values():
        if ended(state, entry):
            serials.setdefault(entry.deal, (entry.game, entry.number))
    return [{"game": game, "deal": number, "serial": serial, **deal_record(notebook, serial, state.names)}
            for serial, (game, number) in sorted(serials.items())]
