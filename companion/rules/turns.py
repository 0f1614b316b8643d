"""Who plays next, who may declare, and whether expulsion is active.

These are read-only questions about a deal, shared by `check`, `apply` and
`view` so that the three can never disagree.
"""

from .profiles import FIXED, PROPHET_THRESHOLD

# Seats change in the lobby and between deals, a finished game included (RULES.md,
# A game night); the options only in the lobby.
SEATING_PHASES = ("lobby", "deal_over", "game_over")


def is_active(deal, player) -> bool:
    """A player of this deal who is neither expelled nor the current prophet."""
    return player not in deal.expelled and not (deal.prophet and deal.prophet.player == player)


def active_players(deal) -> list:
    return [p for p in deal.players if is_active(deal, p)]


def next_after(deal, player):
    """The first active player left of `player` (possibly `player` itself), or None."""
    players = deal.players
    n = len(players)
    start = players.index(player)
    for step in range(1, n + 1):
        candidate = players[(start + step) % n]
        if is_active(deal, candidate):
            return candidate
    return None


def first_by_rank(deal, rank: int):
    """Count the players from the dealer's left as 1, cyclically, up to the rank."""
    return deal.players[(rank - 1) % len(deal.players)]


def expulsion(table) -> dict | None:
    """Expulsion for the turn about to begin: count against threshold (None in express)."""
    if not FIXED[table.profile]["expulsion"]:
        return None
    deal = table.deal
    if deal.prophet is not None:
        count = deal.table - deal.prophet.table_at_appointment
        threshold = PROPHET_THRESHOLD
    else:
        count = deal.table
        threshold = table.options["expulsion_threshold"]
    return {"active": count >= threshold, "count": count, "threshold": threshold}


def expulsion_active(table) -> bool:
    info = expulsion(table)
    return bool(info and info["active"])


# Beside the deal: a newcomer's join between deals is never undone (it holds a seat and its
# link; its id is never given twice), and undo passes it by to what came before it.
BESIDE = ("join", "make_host")  # never undone: passed by


def last_correctable(table):
    """(seq, record) of the deal's last record that is not beside it, or None."""
    for seq, record in reversed(table.deal_records):
        if record["type"] not in BESIDE:
            return seq, record
    return None


def undo_target(table):
    """(seq, record) an undo would revert now, or None.

    Back to the start of the deal, past any newcomer's join, and never the
    host's end_game: that is final (RULES.md, Corrections).
    """
    target = last_correctable(table)
    return None if target is None or target[1]["type"] == "end_game" else target


def reopens(table) -> bool:
    """Would an undo now revert the record that ended the deal (and so reopen it)?"""
    deal = table.deal
    target = undo_target(table)
    return deal is not None and deal.ended is not None and target is not None and target[0] == deal.ended_at


def declare_refusal(table, player):
    """Why `player` may not declare themself prophet now: the refusal's code (its sentence is the
    catalog's ``error.<code>``), or None."""
    deal = table.deal
    if not FIXED[table.profile]["prophets"]:
        return "no_prophets"
    if table.phase != "turn" or deal.just_played != player:
        return "not_just_played"
    if player in deal.expelled:
        return "expelled"
    if deal.prophet is not None:
        return "prophet_in_office"
    if player in deal.been_prophet:
        return "already_prophet"
    others = [p for p in active_players(deal) if p != player]
    if len(others) < 2:
        return "too_few_players"
    return None


def can_declare(table):
    deal = table.deal
    if deal is None or deal.just_played is None:
        return None
    return deal.just_played if declare_refusal(table, deal.just_played) is None else None
