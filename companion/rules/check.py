"""`check(state, action, sender)`: may this happen now? Raises; changes nothing.

The order of the questions is API.md's: bad values (BadInput), the sender's
role (Forbidden), a stale version (StaleVersion), then phase, turn and profile
(Conflict).
"""

from .errors import BadInput, Conflict, Forbidden, StaleVersion
from .names import check_new_name
from .profiles import FIXED, MAX_TABLE, check_profile, checked_options
from . import turns

# Seals of the rule per deal, undone ones included: a dealer retypes a rule a few times, and a
# loop of seal and undo must not fill the deal's records (the service's records_per_deal).
MAX_SEALS = 20


def _subject(action, sender):
    """Whom a turn action is about: `player`, defaulting to the sender."""
    return action.get("player") or sender


def _known(state, pid):
    if pid not in state.names or pid not in state.ids():
        raise BadInput("unknown_player")


def _phase(state, *phases, code="wrong_phase"):
    if state.phase not in phases:
        raise Conflict(code, phase=state.phase)


def _empty_hand_claim(pending, verdict):
    """A no-play claim with no card in hand is true: no card can go on the mainline."""
    if pending.kind == "no_play" and pending.cards == 0 and verdict == "wrong":
        raise Conflict("empty_hand_claim")


def _is_host(state, sender):
    """The host, or a room's organizer (host of every table of the room, whoever else hosts it)."""
    return sender is not None and sender in (state.host, state.organizer)


def _is_dealer(state, sender):
    return state.deal is not None and sender == state.deal.dealer


def _prophet_of(state):
    deal = state.deal
    return deal.prophet.player if deal is not None and deal.prophet is not None else None


# --- value checks (BadInput) --------------------------------------------

def _values(state, action, sender):
    kind = action["type"]
    deal = state.deal
    if kind == "seat":
        if sorted(action["order"]) != sorted(state.ids()) or len(set(action["order"])) != len(action["order"]):
            raise BadInput("bad_order")
    elif kind == "options":
        checked_options(state.profile, action["options"])
    elif kind == "kick":
        _known(state, action["player"])
    elif kind == "make_host" and action["player"] != state.organizer:
        _known(state, action["player"])
    elif kind == "start":
        if "first_dealer" in action:
            _known(state, action["first_dealer"])
    elif kind == "new_game":
        if "profile" in action:
            check_profile(action["profile"])
    elif kind == "starter":
        if deal is not None and deal.starter is None and action["cards"] > deal.stock:
            raise BadInput("too_many_cards")
        if state.options.get("first_player") == "rank" and "rank" not in action:
            raise BadInput("rank_required")
    elif kind in ("attempt", "no_play", "judge", "declare_prophet", "guess", "buy_hint"):
        pid = action.get("player")
        if pid is not None:
            _known(state, pid)
        if kind == "attempt":
            who = _subject(action, sender)
            if deal is not None and who in deal.hands and action["cards"] > deal.hands[who]:
                raise BadInput("too_many_cards")


# --- role checks (Forbidden) --------------------------------------------

_HOST_ONLY = {"seat", "options", "kick", "start", "end_game", "new_game"}
_DEALER_ONLY = {"seal_rule", "starter", "confirm", "overrule", "guess"}
_DEALER_OR_HOST = {"undo", "next_deal"}
_FOR_ONESELF = {"attempt", "no_play", "declare_prophet", "buy_hint"}


def _role(state, action, sender):
    kind = action["type"]
    if kind == "join":
        if sender is not None:
            raise Forbidden("already_seated")
        return
    if kind == "make_host" and (state.organizer is None or sender != state.organizer):
        raise Forbidden("organizer_only")
    if kind in _HOST_ONLY and not _is_host(state, sender):
        raise Forbidden("host_only")
    if kind in _DEALER_ONLY and not _is_dealer(state, sender):
        raise Forbidden("dealer_only")
    if kind in _DEALER_OR_HOST and not (_is_dealer(state, sender) or _is_host(state, sender)):
        raise Forbidden("dealer_or_host_only")
    if kind in _FOR_ONESELF and _subject(action, sender) != sender and not _is_dealer(state, sender):
        raise Forbidden("not_for_you")
    if kind == "undo":
        _undoes_seats(state, sender)
    if kind == "withdraw":
        pending = state.deal.pending if state.deal is not None else None
        if pending is not None and sender != pending.player:
            raise Forbidden("own_play_only")
    if kind == "judge":
        prophet = _prophet_of(state)
        if _is_dealer(state, sender):
            if action.get("player") not in (None, sender, prophet):
                raise Forbidden("judge_only")
        elif sender is None or sender != prophet or action.get("player") not in (None, sender):
            raise Forbidden("judge_only")


def _undoes_seats(state, sender):
    """After the game the seats are the next game's: only the host takes back their own seat
    changes and removals (the last dealer deals no more)."""
    target = turns.undo_target(state)
    if (state.phase == "game_over" and not _is_host(state, sender) and target is not None
            and target[1]["type"] in ("seat", "kick")):
        raise Forbidden("host_undoes_seats")


# --- phase, turn and profile (Conflict) ---------------------------------

_TABLE_ACTIONS = {"join", "seat", "kick", "options", "start", "next_deal", "new_game", "end_game", "make_host"}


def _fits(state, action, sender):
    if action["type"] in _TABLE_ACTIONS:
        _fits_the_table(state, action)
    else:
        _fits_the_deal(state, action, sender)


def _fits_the_table(state, action):
    """The table's own actions: seats and newcomers, the options, a game's start and end, the next deal."""
    kind = action["type"]
    fixed = FIXED[state.profile]
    if kind == "join":
        _phase(state, *turns.SEATING_PHASES, code="game_started")
        if len(state.people) >= MAX_TABLE:
            raise Conflict("table_full")
        check_new_name(action["name"], [p.name for p in state.people])  # name_taken, name_looks_taken
        if state.phase == "deal_over":  # the next deal deals them a hand
            _enough_cards(state, len(state.people))
    elif kind in ("seat", "kick"):
        _phase(state, *turns.SEATING_PHASES, code="game_started")
        if kind == "kick" and action["player"] == state.host:
            raise Conflict("cannot_kick_host")
    elif kind == "options":
        _phase(state, "lobby", code="game_started")
    elif kind == "start":
        _phase(state, "lobby", code="game_started")
        lo, hi = fixed["min_people"], fixed["max_people"]
        if not lo <= len(state.people) <= hi:
            raise Conflict("wrong_number_of_people", profile=state.profile, least=lo, most=hi, at="game")
        _enough_cards(state, len(state.people) - 1)
    elif kind == "next_deal":
        if state.phase == "game_over":
            raise Conflict("game_over")
        _phase(state, "deal_over", code="deal_not_over")
        lo = fixed["min_people"]
        if len(state.people) < lo:
            raise Conflict("wrong_number_of_people", profile=state.profile, least=lo, at="deal")
        _enough_cards(state, len(state.people) - 1)  # a newcomer since the game's end, and the game reopened
    elif kind == "new_game":
        _phase(state, "game_over", code="game_not_over")
    elif kind == "end_game":
        if state.phase == "game_over":
            raise Conflict("game_over")
        _phase(state, "starter", "turn", "judging", "confirming", "deal_over",
               code="not_started")


def _fits_the_deal(state, action, sender):
    """A deal's actions: the seal and the starter, plays and verdicts, the prophet, guesses, hints, undo."""
    kind = action["type"]
    deal = state.deal
    fixed = FIXED[state.profile]
    if kind == "seal_rule":
        _phase(state, "starter", code="starter_placed")
        if deal.seals >= MAX_SEALS:
            raise Conflict("too_many_seals", most=MAX_SEALS)
    elif kind == "starter":
        _phase(state, "starter")
        if fixed["one_card"] and action["cards"] != 1:
            raise Conflict("one_starter_card")
    elif kind in ("attempt", "no_play", "buy_hint"):
        _phase(state, "turn")
        who = _subject(action, sender)
        if who != deal.turn:
            raise Conflict("not_your_turn")
        if kind == "attempt" and fixed["one_card"] and action["cards"] != 1:
            raise Conflict("one_card_only")
        if kind == "buy_hint":
            if not state.options.get("hints"):
                raise Conflict("no_hints")
            if deal.hint_bought:
                raise Conflict("hint_already_bought")
    elif kind == "judge":
        _phase(state, "judging", code="nothing_to_judge")
        prophet = _prophet_of(state)
        if prophet is not None and sender != prophet and action.get("player") != prophet:
            raise Conflict("prophet_judges_first")
        _empty_hand_claim(deal.pending, action["verdict"])
    elif kind in ("confirm", "overrule"):
        _phase(state, "confirming", code="nothing_to_confirm")
        pending = deal.pending
        if kind == "overrule" and action["verdict"] == pending.prophet_verdict and not (
                pending.kind == "no_play" and pending.prophet_verdict == "wrong"):
            raise Conflict("overrule_same_verdict")
        if kind == "overrule":
            _empty_hand_claim(pending, action["verdict"])
    elif kind == "declare_prophet":
        if deal is None:
            raise Conflict("wrong_phase")
        refusal = turns.declare_refusal(state, _subject(action, sender))
        if refusal:
            raise Conflict(refusal)
    elif kind == "guess":
        if not fixed["guessing"]:
            raise Conflict("no_guessing")
        _phase(state, "turn")
        who = action.get("player") or deal.guess_window
        if who is None or who != deal.guess_window:
            raise Conflict("no_guess_now")
    elif kind == "withdraw":
        if state.phase == "confirming":
            raise Conflict("verdict_given")
        _phase(state, "judging", code="nothing_to_withdraw")
    elif kind == "undo":
        target = turns.undo_target(state)
        if target is None:
            if turns.last_correctable(state) is not None:  # the host's end_game
                raise Conflict("end_game_final")
            raise Conflict("nothing_to_undo")
        if target[1]["type"] == "kick":
            _comes_back(state, *target)


def _comes_back(state, seq, kick):
    """Undoing a removal seats that person again beside whoever joined since (only joins follow
    an undo's target): the table still seats at most 8 people, each told apart by name."""
    newcomers = [record["name"] for at, record in state.deal_records if at > seq]
    if not newcomers:
        return
    who = state.names[kick["player"]]
    if len(state.people) >= MAX_TABLE:
        raise Conflict("joined_since", who=who, why="full")
    try:
        check_new_name(who, newcomers)
    except Conflict:
        raise Conflict("joined_since", who=who, why="alike") from None


def _enough_cards(state, players):
    if state.options["packs"] * 52 - state.options["hand_size"] * players < 1:
        raise Conflict("not_enough_cards")


def check(state, action: dict, sender, expected_version=None) -> None:
    """Raise the first reason `action` by `sender` cannot happen now; else return None."""
    _values(state, action, sender)
    _role(state, action, sender)
    if expected_version is not None and expected_version != state.version:
        raise StaleVersion("stale_version", at="table")
    _fits(state, action, sender)
