"""A deal's plays, as `apply` folds them (assumes `check` passed): the sealed rule, the
starter, attempts and no-play claims, their verdicts, the prophet, guesses, hints, and
the stock they draw from. A play that ends the deal hands over to `ends`.
"""

import hashlib

from . import turns
from .ends import _end_deal
from .profiles import DEPOSED_DRAW, FIXED
from .state import Pending, Prophet
from .texts import result


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


# each play's fold step by record type (`apply` folds them with the table's own)
STEPS = {
    "seal_rule": _seal_rule, "starter": _starter, "attempt": _attempt, "no_play": _no_play,
    "judge": _judge, "confirm": _confirm, "overrule": _overrule, "declare_prophet": _declare_prophet,
    "guess": _guess, "buy_hint": _buy_hint, "withdraw": _withdraw,
}
