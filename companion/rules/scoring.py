"""Scores of a deal the moment it ends, and the winners of a game (RULES.md: Scoring, Express)."""

from .profiles import FIXED


def deal_scores(table, reason: str, emptied=None, guessed=None) -> dict:
    """Every person's score of this deal, with its parts; the dealer included."""
    deal = table.deal
    express = table.profile == "express"
    hands = deal.hands
    high = deal.hand_size if FIXED[table.profile]["high"] == "hand_size" else max(hands.values())
    prophet = deal.prophet
    parts = {}
    for p in deal.players:
        part = {"base": high - hands[p], "emptied": 0, "prophet": 0, "guess": 0, "dealer": 0}
        if p == emptied:
            part["emptied"] = 3 if express else 4
        if p == guessed:
            part["guess"] = 6
        if prophet is not None and prophet.player == p:
            part["prophet"] = prophet_bonus(deal)
        parts[p] = part
    best = max(sum(part.values()) for part in parts.values())
    dealer_score = best
    if prophet is not None and not express:
        dealer_score = min(best, 2 * prophet.table_at_appointment)
    parts[deal.dealer] = {"base": 0, "emptied": 0, "prophet": 0, "guess": 0, "dealer": dealer_score}
    scores = {p: sum(part.values()) for p, part in parts.items()}
    return {"reason": reason, "scores": scores, "parts": parts, "emptied": emptied,
            "guessed": guessed, "high": high}


def prophet_bonus(deal) -> int:
    """+1 per mainline card and +2 per sideline card placed after the prophet's marker."""
    prophet = deal.prophet
    if prophet is None:
        return 0
    return (deal.mainline - prophet.mainline_at) + 2 * (deal.sideline_total - prophet.sideline_at)


def winners(totals: dict, order: list) -> list:
    """Everyone tied for the highest total, in seat order."""
    top = max(totals[p] for p in order)
    return [p for p in order if totals[p] == top]



def standings(games: list) -> list:
    """The night's standings over the table's finished games (RULES.md, A game night).

    Per person who played any: games played, games won (a shared victory counts
    for each winner) and points (the sum of their game totals). Ordered by wins,
    then points, then who played first; the night's leaders are the first rows.
    """
    rows = {}  # in the order people first played: sorted() is stable, so that is the last tie-break
    for game in games:
        for pid in game["players"]:
            row = rows.setdefault(pid, {"player": pid, "games": 0, "wins": 0, "points": 0})
            row["games"] += 1
            row["wins"] += pid in game["winners"]
            row["points"] += game["totals"][pid]
    return sorted(rows.values(), key=lambda r: (-r["wins"], -r["points"]))
