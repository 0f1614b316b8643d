"""What one viewer may see: the API.md snapshot, and the log with its sealed rules kept back.

The sealed rule's text reaches only the dealer until the deal is over (and
stays public if an undo reopens the deal); every
other field is public at the table (the real cards are on the table anyway).
"""

from . import turns
from .apply import _next_dealer  # the one place that knows who deals next
from .profiles import FIXED, MAX_TABLE
from .scoring import prophet_bonus, standings
from .texts import says


def _deal_view(t, viewer, show_sealed) -> dict:
    deal = t.deal
    prophet = deal.prophet
    status = {p: "expelled" if p in deal.expelled else
              "prophet" if prophet and prophet.player == p else "active" for p in deal.players}
    pending = deal.pending
    over = deal.ended is not None
    view = {
        "number": deal.number,
        "serial": deal.serial,
        "dealer": deal.dealer,
        "players": list(deal.players),
        "hand_size": deal.hand_size,
        "stock": deal.stock,
        "cards_in_play": deal.cards_in_play,
        "hands": dict(deal.hands),
        "status": status,
        "mainline": deal.mainline,
        "sidelines": [{"after": at, "groups": list(groups)}
                      for at, groups in sorted(deal.sidelines.items())],
        "table": deal.table,
        "markers": list(range(10, deal.table + 1, 10)),
        "prophet": None if prophet is None else {
            "player": prophet.player, "marker_at": prophet.marker_at,
            "table_at_appointment": prophet.table_at_appointment,
            "since_marker": deal.table - prophet.table_at_appointment,
            "bonus": prophet_bonus(deal)},
        "deposed": list(deal.deposed),
        "expulsion": turns.expulsion(t),
        "pending": None if pending is None else {
            "kind": pending.kind, "player": pending.player, "cards": pending.cards,
            "prophet_verdict": pending.prophet_verdict, "expel": pending.expel},
        "starter": deal.starter,
        "rule_sha256": deal.rule_sha256,
        "rule_shown": deal.rule_shown,
        "reopened_by": deal.reopened_by,
        "can_declare": turns.can_declare(t) if not over else None,
        "guess_window": deal.guess_window,
        "can_buy_hint": (deal.turn if t.options.get("hints") and t.phase == "turn"
                         and not deal.hint_bought else None),
        "hints": list(deal.hints),
        "last": deal.last,
        "ended": deal.ended,
    }
    if deal.rule is not None and (over or deal.rule_shown or (viewer == deal.dealer and show_sealed)):
        view["rule"] = deal.rule
        view["rule_salt"] = deal.rule_salt  # with the rule only: with the fingerprint it tests guesses
    return view


def sealed_for_all_but(t):
    """The one viewer who sees more than a spectator (the dealer of a sealed rule), or None.

    Every other viewer's snapshot is the spectator's with its own `me`, which
    lets the shell encode a change once for a whole table.
    """
    deal = t.deal
    if deal is None or deal.rule is None or deal.ended is not None or deal.rule_shown:
        return None
    return deal.dealer


def _seals_kept(t) -> bool:
    """The current deal is open and its rule not shown: its seals, kept or undone, are the dealer's alone."""
    deal = t.deal
    return deal is not None and deal.ended is None and t.winners is None and not deal.rule_shown


def seals_known_only_to(t):
    """The dealer who alone may see this deal's seals, the current one and any undone, or None
    (no seal yet, or its rule shown): a re-issued token of theirs sees none of them."""
    return t.deal.dealer if _seals_kept(t) and t.deal.seals else None


def sealed_view(spectator: dict, t) -> dict:
    """``view(t, sealed_for_all_but(t), …)``, made from the spectator's snapshot of the same moment.

    The two differ only in ``me`` and the deal's ``rule``: a change of a table
    with a sealed rule is then rendered once, not twice (the render is the
    largest part of an action after the disk).
    """
    dealer = t.deal.dealer
    snapshot = dict(spectator)
    snapshot["me"] = dealer if dealer in t.ids() else None
    snapshot["deal"] = {**spectator["deal"], "rule": t.deal.rule, "rule_salt": t.deal.rule_salt}
    return snapshot


def view(t, viewer=None, connected=frozenset(), code: str = "", show_sealed=True) -> dict:
    """The snapshot as `viewer` (a person's id, or None for a spectator) may see it.

    `show_sealed=False` keeps a sealed rule from its own dealer too (a phone the
    host gave the dealer's seat mid-deal: whoever holds it may not be the dealer).
    """
    fixed = FIXED[t.profile] if t.profile else {}
    result = t.games[-1] if t.winners is not None else None  # the game is over: its record
    snapshot = {
        # first: see sealed_for_all_but; a room's organizer is "me" too, and sees what a spectator sees
        "me": viewer if viewer is not None and (viewer in t.ids() or viewer == t.organizer) else None,
        "code": code,
        "version": t.version,
        "profile": t.profile,
        "options": dict(t.options),
        "phase": t.phase,
        "min_people": fixed.get("min_people"),
        "max_people": fixed.get("max_people"),
        "one_card": fixed.get("one_card"),  # an attempt (and a starter) is one card
        "high": fixed.get("high"),  # a deal's high: the hand size dealt, or the largest hand left
        "people": [{"id": p.id, "name": p.name, "seat": i, "connected": p.id in connected,
                    "total": t.totals.get(p.id, 0)} for i, p in enumerate(t.people)],
        "host": t.host,
        "organizer": t.organizer,
        "dealer": t.deal.dealer if t.deal else None,
        "turn": t.deal.turn if t.deal else None,
        "judge": _judge(t),
        "dealt": list(t.dealt),
        "next_dealer": _next_dealer(t) if t.phase == "deal_over" else None,
        "deal": _deal_view(t, viewer, show_sealed) if t.deal else None,
        "deals": [dict(d) for d in t.deals],
        "bonus": dict(t.bonus),
        "undo": _undo_view(t),
        "game": t.game,
        "joinable": t.phase in turns.SEATING_PHASES and len(t.people) < MAX_TABLE,
        # after the game, its result: a newcomer or a removal then changes the next game, not this one
        "removed": list(result["removed"]) if result else list(t.removed),
        "totals": dict(result["totals"]) if result else {pid: t.totals.get(pid, 0) for pid in t.in_game()},
        "names": dict(t.names),
        "games": [_game_view(g) for g in t.games],
        "standings": standings(t.games),
    }
    if t.winners is not None:
        snapshot["winners"] = list(t.winners)
    return snapshot


def _judge(t):
    """Who is to judge now: the prophet or else the dealer a waiting play; the dealer a prophet's verdict."""
    if t.phase == "judging":
        return t.deal.prophet.player if t.deal.prophet else t.deal.dealer
    if t.phase == "confirming":
        return t.deal.dealer
    return None


def _game_view(game):
    return {**game, "players": list(game["players"]), "totals": dict(game["totals"]),
            "winners": list(game["winners"]), "bonus": dict(game["bonus"]),
            "removed": list(game["removed"]), "deals": [dict(d) for d in game["deals"]]}


def _undo_view(t):
    target = turns.undo_target(t)
    if target is None:
        return None
    seq, record = target
    return {"seq": seq, "type": record["type"], "says": says(t, record)}


def log_view(records, t, viewer=None, show_sealed=True) -> list:
    """The /log answer: every record with `undone` and `says` (keys for the phones' catalogs; the
    shell adds its English `text` before them); sealed rules of open deals hidden."""
    undone = {r["target"] for r in records if r["type"] == "undo"}
    open_deal_from = None
    if _seals_kept(t):
        # Seqs after the start of the current, unfinished deal hide their rule text.
        open_deal_from = t.deal_base.version if t.deal_base is not None else None
    out = []
    for r in records:
        item = dict(r)
        seq = item.get("seq")
        item["undone"] = seq in undone
        if item["type"] == "seal_rule":
            # The record's own "text" is the rule; in the log it is "rule", kept back while sealed,
            # and so is its "salt" (the salt and the fingerprint together test guesses).
            rule = item.pop("text")
            salt = item.pop("salt", None)
            sealed = (open_deal_from is not None and (seq is None or seq > open_deal_from)
                      and not (viewer == t.deal.dealer and show_sealed))
            if not sealed:
                item["rule"] = rule
                if salt is not None:
                    item["salt"] = salt
        elif item["type"] == "buy_hint" and "text" in item:
            item["hint"] = item.pop("text")
        item["says"] = says(t, r)
        out.append(item)
    return out
