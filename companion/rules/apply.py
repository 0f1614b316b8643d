"""`apply(state, record)`: the fold step. Assumes `check` passed; never checks.

Here: the table and its seats, the deals' start and who deals next, undo, and
the fold itself; a deal's plays are `plays`', a deal's end and the game's `ends`'.
Every action costs O(1) except the start of a deal (one copy of the state,
where undo's refold begins) and undo itself (a refold of the current deal,
a few hundred records at most).
"""

import pickle

from . import plays, turns
from .ends import _end_game, _finish_game
from .profiles import PROFILES
from .state import Deal, Person, TableState


def new_state() -> TableState:
    return TableState()


# --- table and lobby ----------------------------------------------------

def _create(t, r):
    t.profile = r["profile"]
    t.options = {**PROFILES[r["profile"]], **(r.get("options") or {})}
    if "organizer" in r:  # a room's table: its host is the room's organizer, seated at none
        t.host = t.organizer = r["by"]
        t.names = {r["by"]: r["organizer"]}
        return
    t.host = "p1"
    t.people = [Person("p1", r["host_name"])]
    t.names = {"p1": r["host_name"]}
    t.totals = {"p1": 0}
    t.next_id = 2


def _join(t, r):
    """A newcomer, in the lobby or between deals: total 0, dealt in from the next deal."""
    pid = r["player"]
    t.people.append(Person(pid, r["name"]))
    t.names[pid] = r["name"]
    t.totals[pid] = 0
    t.next_id += 1


def _seat(t, r):
    by_id = {p.id: p for p in t.people}
    t.people = [by_id[pid] for pid in r["order"]]


def _options(t, r):
    t.options = {**t.options, **r["options"]}


def _kick(t, r):
    """Removed: before this game's first deal, as if never seated; between deals, their scores
    stand; after the game, gone from the next one (the finished game's result keeps them).

    Removing the last person who had not dealt ends the game (everyone seated has dealt).
    """
    pid = r["player"]
    ids = t.ids()
    t.people = [p for p in t.people if p.id != pid]
    if t.deal is None:
        t.totals.pop(pid, None)
        return
    if t.winners is not None:  # the game is over: its result (t.games[-1]) is what they played
        return
    t.vacated[pid] = ids[(ids.index(pid) + 1) % len(ids)]
    if pid not in t.removed:
        t.removed.append(pid)
    if r.get("ends_game"):  # records.complete: the last one who had not dealt
        _finish_game(t, early=False)


def _make_host(t, r):
    """A room's organizer makes someone seated the table's host (or takes the hosting back):
    the organizer stays a host of it too (``check._is_host``)."""
    t.host = r["player"]


def _start(t, r):
    _begin_deal(t, r["first_dealer"])


def _new_game(t, r):
    """The same people, seats and tokens; totals back to 0; the profile kept unless named."""
    if r.get("profile"):
        t.profile = r["profile"]
        t.options = dict(PROFILES[r["profile"]])
    t.game = r["game"]
    t.dealt = []
    t.deal = None
    t.deals = []
    t.totals = {pid: 0 for pid in t.ids()}
    t.bonus = {}
    t.winners = None
    t.removed = []
    t.vacated = {}
    t.deal_base = None
    t.deal_records = []


# --- a deal's start, and who deals next ---------------------------------

def _begin_deal(t, dealer):
    ids = t.ids()
    at = ids.index(dealer)
    players = ids[at + 1:] + ids[:at]
    hand = t.options["hand_size"]
    cards = t.options["packs"] * 52
    t.dealt.append(dealer)
    t.deal_serial += 1
    t.deal = Deal(number=len(t.dealt), serial=t.deal_serial, dealer=dealer, players=players,
                  hand_size=hand, stock=cards - hand * len(players), cards_in_play=cards,
                  hands={p: hand for p in players})
    _history_starts(t)


def snapshot(t: TableState) -> TableState:
    """A copy of ``t`` that shares nothing with it: a pickle's round trip, copy.deepcopy's answer without
    its walk in Python (a state is plain data)."""
    return pickle.loads(pickle.dumps(t, pickle.HIGHEST_PROTOCOL))


def _history_starts(t):
    """The undo history begins here: a deal's start (never undone)."""
    t.deal_base = None
    t.deal_records = []
    t.deal_base = snapshot(t)


def _rotation_from(t):
    """(seated id, inclusive): where the search for the next dealer starts.

    Left of the last dealer; if the host removed them, from whoever sat at
    their left then (inclusive), following further removals.
    """
    ids = t.ids()
    pid, seen = t.dealt[-1], set()
    if pid in ids:
        return pid, False
    while pid not in ids and pid in t.vacated and pid not in seen:
        seen.add(pid)
        pid = t.vacated[pid]
    return (pid, True) if pid in ids else (ids[0], True)


def _next_dealer(t):
    """The winner (express "winner deals") if seated and not yet dealt; else the next
    person to the left of the last dealer who has not dealt in this game; None: all have."""
    ids = t.ids()
    if t.options.get("next_dealer") == "winner":
        ended = t.deal.ended
        chosen = ended["guessed"] or ended["emptied"]
        if chosen is None:
            others = t.deal.players
            chosen = max(others, key=lambda p: (ended["scores"][p], -others.index(p)))
        if chosen in ids and chosen not in t.dealt:
            return chosen
    start, inclusive = _rotation_from(t)
    at = ids.index(start)
    for step in range(0 if inclusive else 1, len(ids) + 1):
        candidate = ids[(at + step) % len(ids)]
        if candidate not in t.dealt:
            return candidate
    return None


def _next_deal(t, r):
    _begin_deal(t, _next_dealer(t))


# --- undo ---------------------------------------------------------------

def _undo(t, r):
    """Refold the current deal without the record undone (its last one, or the last before the
    newcomers' joins beside it, which stay); the version still rises.

    A rule everyone has seen stays shown: undoing the end of a deal reopens the
    deal but cannot seal its rule again (RULES.md, Corrections).
    """
    deal = t.deal
    shown = deal.rule_shown
    reopened_by = r.get("by") if turns.reopens(t) else deal.reopened_by
    kept = [(seq, record) for seq, record in t.deal_records if seq != r["target"]]
    rebuilt = snapshot(t.deal_base)
    for seq, record in kept:
        rebuilt.version = seq  # as when it was first applied (a deal's end notes its seq)
        _STEPS[record["type"]](rebuilt, record)
    rebuilt.deal_base = t.deal_base
    rebuilt.deal_records = kept
    rebuilt.version = t.version
    rebuilt.deal.rule_shown = rebuilt.deal.rule_shown or shown
    rebuilt.deal.seals = deal.seals  # counted on the log: an undone seal still counts (check.MAX_SEALS)
    rebuilt.deal.reopened_by = reopened_by
    for name in TableState.__slots__:
        setattr(t, name, getattr(rebuilt, name))


_STEPS = {
    "create": _create, "join": _join, "seat": _seat, "options": _options, "kick": _kick, "make_host": _make_host,
    "start": _start, **plays.STEPS,
    "undo": _undo, "next_deal": _next_deal, "end_game": _end_game, "new_game": _new_game,
}
_DEAL_STARTS = ("start", "next_deal")
# A deal's undo history holds every record from its start on (a newcomer's join too: never
# undone, `turns.BESIDE`, but refolded with the rest); a new game leaves the last one alone
# (it clears the history). The host's end_game is final too, but in `check`: logs written
# before that rule may hold an undo of it, and the fold replays every log as it was.


def apply(state: TableState, record: dict) -> TableState:
    """Apply one legal record; the version becomes the record's seq."""
    state.version += 1
    kind = record["type"]
    _STEPS[kind](state, record)
    if state.deal is not None and kind not in _DEAL_STARTS and kind != "undo":
        state.deal_records.append((state.version, record))
    return state


def replay(records) -> TableState:
    state = TableState()
    for record in records:
        apply(state, record)
    return state
