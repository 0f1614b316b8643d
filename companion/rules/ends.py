"""The deal's end and the game's end, as `apply` folds them (assumes `check` passed).

A deal ends on a play (a hand emptied, the stock out, everyone expelled, the
rule guessed) or on the host's end of the game; its scores go into the game's
totals, and the game is over once everyone seated has dealt (`scoring` computes
the figures; this module enters them).
"""

from .scoring import deal_scores, winners


def _everyone_dealt(t) -> bool:
    return all(pid in t.dealt for pid in t.ids())


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
    t.deals.append({"number": deal.number, "dealer": deal.dealer, "scores": dict(deal.ended["scores"]),
                    "mainline": deal.mainline,  # its length at the deal's end (the room's result)
                    # the deal is over: its rule and salt are everyone's, to check its fingerprint
                    "rule": deal.rule, "rule_salt": deal.rule_salt, "rule_sha256": deal.rule_sha256})
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

