"""`apply(state, record)`: the fold step. Assumes `check` passed; never checks.

Every action costs O(1) except the start of a deal and a join between deals
(one copy of the state, where undo's refold begins) and undo itself (a refold of the current deal,
a few hundred records at most).
"""

import copy
import hashlib

from . import turns
from .profiles import DEPOSED_DRAW, FIXED, PROFILES
from .scoring import deal_scores, winners
from .state import Deal, Pending, Person, Prophet, TableState
from .texts import result


def new_state() -> TableState:
    return TableState()


# --- table and lobby ----------------------------------------------------

def _create(t, r):
    t.profile = r["profile"]
    t.options = {**PROFILES[r["profile"]], **(r.get("options") or {})}
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


# --- deals --------------------------------------------------------------

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


def _history_starts(t):
    """The undo history begins here: a deal's start, or a seating or an ending never undone."""
    t.deal_base = None
    t.deal_records = []
    t.deal_base = copy.deepcopy(t)


def _everyone_dealt(t) -> bool:
    return all(pid in t.dealt for pid in t.ids())


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


def _end_deal(t, reason, emptied=None, guessed=None):
    deal = t.deal
    deal.ended = deal_scores(t, reason, emptied=emptied, guessed=guessed)
    deal.rule_shown = True
    deal.ended_at = t.version
    deal.pending = None
    deal.turn = None
    deal.just_played = None
    deal.guess_window = None
    for pid, score in deal.ended["scores"].items():
        t.totals[pid] = t.totals.get(pid, 0) + score
    t.deals.append({"number": deal.number, "dealer": deal.dealer,
                    "scores": dict(deal.ended["scores"]), "rule": deal.rule})
    if _everyone_dealt(t):
        _finish_game(t, early=False)


def _finish_game(t, early):
    bonus = t.options.get("never_dealt_bonus", 0) if early else 0
    if bonus:
        for pid in t.ids():
            if pid not in t.dealt:
                t.bonus[pid] = bonus
                t.totals[pid] += bonus
    players = t.in_game()
    t.winners = winners(t.totals, players)
    t.games.append({
        "number": t.game, "profile": t.profile, "players": players,
        "totals": {pid: t.totals.get(pid, 0) for pid in players}, "winners": list(t.winners),
        "bonus": dict(t.bonus), "removed": list(t.removed), "early": early,
        "deals": [dict(d, scores=dict(d["scores"])) for d in t.deals],
    })


def _end_game(t, r):
    if t.deal is not None and t.deal.ended is None:
        _end_deal(t, "game_ended")
    if t.winners is None:
        _finish_game(t, early=True)


# --- the stock ----------------------------------------------------------

def _draw(t, player, n) -> bool:
    """Player draws n; True when the draw ended the deal (stock out)."""
    deal = t.deal
    rule = t.options["stock_out"]
    if rule == "add_pack":
        while n > 0:
            take = min(n, deal.stock)
            deal.stock -= take
            deal.hands[player] += take
            n -= take
            if deal.stock == 0:
                deal.stock = 52
                deal.cards_in_play += 52
        return False
    if deal.stock < n:
        deal.hands[player] += deal.stock
        deal.stock = 0
        _end_deal(t, "stock_out")
        return True
    deal.stock -= n
    deal.hands[player] += n
    if rule == "last_card" and n > 0 and deal.stock == 0:
        _end_deal(t, "stock_out")
        return True
    return False


# --- the deal's actions -------------------------------------------------

def _seal_rule(t, r):
    """The fingerprint hashes the record's salt, then the text (docs/API.md, "The sealed rule").

    A record sealed before the server drew salts has none: its salt is "", so
    an old table replays to the fingerprint it always showed.
    """
    deal = t.deal
    salt = r.get("salt", "")
    deal.rule = r["text"]
    deal.rule_salt = salt
    deal.rule_sha256 = hashlib.sha256((salt + r["text"]).encode("utf-8")).hexdigest()
    deal.seals += 1


def _starter(t, r):
    deal = t.deal
    s = r["cards"]
    deal.stock -= s
    deal.mainline = deal.table = s
    deal.starter = {"cards": s, "rank": r.get("rank")}
    how = t.options["first_player"]
    if how == "rank":
        deal.turn = turns.first_by_rank(deal, r["rank"])
    elif how == "random":
        deal.turn = deal.players[r["draw"]]
    else:
        deal.turn = deal.players[0]
    if deal.stock == 0 and t.options["stock_out"] == "add_pack":
        deal.stock = 52
        deal.cards_in_play += 52


def _offer(t, kind, r):
    deal = t.deal
    player = r["player"]
    cards = r["cards"] if kind == "attempt" else deal.hands[player]
    deal.pending = Pending(kind, player, cards, turns.expulsion_active(t),
                           before=(deal.just_played, deal.guess_window))
    deal.just_played = None
    deal.guess_window = None


def _attempt(t, r):
    _offer(t, "attempt", r)


def _no_play(t, r):
    _offer(t, "no_play", r)


def _withdraw(t, r):
    """The pending tap taken back: the deal is as if it had never been offered."""
    deal = t.deal
    deal.just_played, deal.guess_window = deal.pending.before
    deal.pending = None


def _resolve(t, verdict, penalty, deposed=None, illegal_pick=False):
    """Lay out the judged attempt or claim, draw, expel, end or pass the turn."""
    deal = t.deal
    fixed = FIXED[t.profile]
    pending = deal.pending
    deal.pending = None
    p, k = pending.player, pending.cards
    hands = deal.hands
    drew = 0
    expelled = False
    ended = False
    table_before = deal.table
    if pending.kind == "attempt":
        hands[p] -= k
        deal.table += k
        if verdict == "right":
            deal.mainline += k
            if hands[p] == 0:
                _end_deal(t, "emptied", emptied=p)
                ended = True
        else:
            deal.sidelines.setdefault(deal.mainline, []).append(k)
            deal.sideline_total += k
            if penalty:
                drew = fixed["penalty_per_card"] * k
    else:
        if verdict == "right":
            reduce = fixed["no_play_reduce"]
            if hands[p] <= reduce:
                deal.stock += hands[p]
                hands[p] = 0
                _end_deal(t, "emptied", emptied=p)
                ended = True
            else:
                deal.stock += reduce
                hands[p] -= reduce
        else:
            hands[p] -= 1
            deal.mainline += 1
            deal.table += 1
            if penalty:
                drew = fixed["false_no_play_draw"]
    if drew:
        ended = _draw(t, p, drew)
        if not ended and pending.expel:
            deal.expelled.add(p)
            expelled = True
    deal.last = {"player": p, "kind": pending.kind, "cards": k, "verdict": verdict,
                 "draw": drew, "expelled": expelled, "deposed": deposed,
                 "markers": list(range((table_before // 10 + 1) * 10, deal.table + 1, 10))}
    if illegal_pick:
        deal.last["illegal_pick"] = True
    deal.last.update(result(t, deal.last))
    if ended:
        return
    if not turns.active_players(deal):
        _end_deal(t, "all_expelled")
        return
    deal.turn = turns.next_after(deal, p)
    deal.just_played = p
    deal.hint_bought = False
    if fixed["guessing"] and verdict == "right":
        deal.guess_window = p


def _judge(t, r):
    deal = t.deal
    if deal.prophet is not None:
        deal.pending.prophet_verdict = r["verdict"]
    else:
        _resolve(t, r["verdict"], penalty=True)


def _confirm(t, r):
    _resolve(t, t.deal.pending.prophet_verdict, penalty=True)


def _overrule(t, r):
    deal = t.deal
    pending = deal.pending
    prophet = deal.prophet.player
    deal.prophet = None
    deal.deposed.append(prophet)
    if _draw(t, prophet, DEPOSED_DRAW):
        # The deal ended on the prophet's draw: the exposed cards go back to the hand.
        deal.last = {"player": pending.player, "kind": pending.kind, "cards": 0,
                     "verdict": r["verdict"], "draw": 0, "expelled": False, "deposed": prophet}
        deal.last.update(result(t, deal.last))
        return
    verdict = r["verdict"]
    illegal_pick = verdict == pending.prophet_verdict
    if illegal_pick:
        verdict = "wrong"  # the illegal card picked: a genuinely legal one goes on the mainline
    _resolve(t, verdict, penalty=False, deposed=prophet, illegal_pick=illegal_pick)


def _declare_prophet(t, r):
    deal = t.deal
    p = r["player"]
    deal.prophet = Prophet(p, deal.mainline, deal.table, deal.mainline, deal.sideline_total)
    deal.been_prophet.add(p)
    deal.just_played = None


def _guess(t, r):
    deal = t.deal
    p = r["player"]
    deal.guess_window = None
    if r["verdict"] == "right":
        _end_deal(t, "guessed", guessed=p)
        return
    penalty = t.options.get("incorrect_guess_penalty", 0)
    if penalty:
        _draw(t, p, penalty)


def _buy_hint(t, r):
    deal = t.deal
    deal.hint_bought = True
    deal.hints.append(r.get("text", ""))
    deal.guess_window = None
    deal.just_played = None
    _draw(t, r["player"], 1)


# --- undo ---------------------------------------------------------------

def _undo(t, r):
    """Refold the current deal without its last record; the version still rises.

    A rule everyone has seen stays shown: undoing the end of a deal reopens the
    deal but cannot seal its rule again (RULES.md, Corrections).
    """
    deal = t.deal
    shown = deal.rule_shown
    reopened_by = r.get("by") if turns.reopens(t) else deal.reopened_by
    kept = t.deal_records[:-1]
    rebuilt = copy.deepcopy(t.deal_base)
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
    "create": _create, "join": _join, "seat": _seat, "options": _options, "kick": _kick,
    "start": _start, "seal_rule": _seal_rule, "starter": _starter, "attempt": _attempt,
    "no_play": _no_play, "judge": _judge, "confirm": _confirm, "overrule": _overrule,
    "declare_prophet": _declare_prophet, "guess": _guess, "buy_hint": _buy_hint,
    "withdraw": _withdraw,
    "undo": _undo, "next_deal": _next_deal, "end_game": _end_game, "new_game": _new_game,
}
_DEAL_STARTS = ("start", "next_deal")
# Never undone, and undo reaches no further back: a newcomer holds a seat (and its
# token, so their id is never given twice), a new game leaves the last one alone.
# (The host's end_game is final too, but in `check`: logs written before that rule
# may hold an undo of it, and the fold replays every log as it was.)
_FINAL = ("join", "new_game")


def apply(state: TableState, record: dict) -> TableState:
    """Apply one legal record; the version becomes the record's seq."""
    state.version += 1
    kind = record["type"]
    _STEPS[kind](state, record)
    if kind in _FINAL:
        if state.deal is not None:
            _history_starts(state)
    elif state.deal is not None and kind not in _DEAL_STARTS and kind != "undo":
        state.deal_records.append((state.version, record))
    return state


def replay(records) -> TableState:
    state = TableState()
    for record in records:
        apply(state, record)
    return state
