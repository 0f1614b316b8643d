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
        raise BadInput("unknown_player", "There is nobody with that id at this table.")


def _phase(state, *phases, code="wrong_phase", message=None):
    if state.phase not in phases:
        raise Conflict(code, message or f"That cannot be done now (the table is in {state.phase.replace('_', ' ')}).")


def _empty_hand_claim(pending, verdict):
    """A no-play claim with no card in hand is true: no card can go on the mainline."""
    if pending.kind == "no_play" and pending.cards == 0 and verdict == "wrong":
        raise Conflict("empty_hand_claim",
                       "The hand is empty, so the no-play claim is true: no card can go on the mainline.")


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
            raise BadInput("bad_order", "The seat order must name every seated person exactly once.")
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
            raise BadInput("too_many_cards", "The stock does not hold that many cards.")
        if state.options.get("first_player") == "rank" and "rank" not in action:
            raise BadInput("rank_required", "Enter the rank of the last starter card (A to K).")
    elif kind in ("attempt", "no_play", "judge", "declare_prophet", "guess", "buy_hint"):
        pid = action.get("player")
        if pid is not None:
            _known(state, pid)
        if kind == "attempt":
            who = _subject(action, sender)
            if deal is not None and who in deal.hands and action["cards"] > deal.hands[who]:
                raise BadInput("too_many_cards", "That is more cards than the hand holds.")


# --- role checks (Forbidden) --------------------------------------------

_HOST_ONLY = {"seat", "options", "kick", "start", "end_game", "new_game"}
_DEALER_ONLY = {"seal_rule", "starter", "confirm", "overrule", "guess"}
_DEALER_OR_HOST = {"undo", "next_deal"}
_FOR_ONESELF = {"attempt", "no_play", "declare_prophet", "buy_hint"}


def _role(state, action, sender):
    kind = action["type"]
    if kind == "join":
        if sender is not None:
            raise Forbidden("already_seated", "You are seated already: joining is for a new phone.")
        return
    if kind == "make_host" and (state.organizer is None or sender != state.organizer):
        raise Forbidden("organizer_only", "Only the room's organizer can do that.")
    if kind in _HOST_ONLY and not _is_host(state, sender):
        raise Forbidden("host_only", "Only the host can do that.")
    if kind in _DEALER_ONLY and not _is_dealer(state, sender):
        raise Forbidden("dealer_only", "Only the dealer can do that.")
    if kind in _DEALER_OR_HOST and not (_is_dealer(state, sender) or _is_host(state, sender)):
        raise Forbidden("dealer_or_host_only", "Only the dealer or the host can do that.")
    if kind in _FOR_ONESELF and _subject(action, sender) != sender and not _is_dealer(state, sender):
        raise Forbidden("not_for_you", "Only the dealer can act on another player's behalf.")
    if kind == "undo":
        _undoes_seats(state, sender)
    if kind == "withdraw":
        pending = state.deal.pending if state.deal is not None else None
        if pending is not None and sender != pending.player:
            raise Forbidden("own_play_only",
                            "Only the player who played can withdraw it (the dealer can undo it).")
    if kind == "judge":
        prophet = _prophet_of(state)
        if _is_dealer(state, sender):
            if action.get("player") not in (None, sender, prophet):
                raise Forbidden("judge_only", "Only the dealer or the prophet judges.")
        elif sender is None or sender != prophet or action.get("player") not in (None, sender):
            raise Forbidden("judge_only", "Only the dealer or the prophet judges.")


def _undoes_seats(state, sender):
    """After the game the seats are the next game's: only the host takes back their own seat
    changes and removals (the last dealer deals no more)."""
    target = turns.undo_target(state)
    if (state.phase == "game_over" and not _is_host(state, sender) and target is not None
            and target[1]["type"] in ("seat", "kick")):
        raise Forbidden("host_undoes_seats",
                        "The game is over: only the host can undo a seat change or a removal.")


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
        _phase(state, *turns.SEATING_PHASES, code="game_started",
               message="A deal is being played: newcomers join between deals.")
        if len(state.people) >= MAX_TABLE:
            raise Conflict("table_full", "The table is full (8 people).")
        check_new_name(action["name"], [p.name for p in state.people])  # name_taken, name_looks_taken
        if state.phase == "deal_over":  # the next deal deals them a hand
            _enough_cards(state, len(state.people))
    elif kind in ("seat", "kick"):
        _phase(state, *turns.SEATING_PHASES, code="game_started",
               message="A deal is being played: seats change only between deals.")
        if kind == "kick" and action["player"] == state.host:
            raise Conflict("cannot_kick_host", "The host cannot be removed.")
    elif kind == "options":
        _phase(state, "lobby", code="game_started", message="The game has started: the options are fixed.")
    elif kind == "start":
        _phase(state, "lobby", code="game_started", message="The game has already started.")
        lo, hi = fixed["min_people"], fixed["max_people"]
        if not lo <= len(state.people) <= hi:
            raise Conflict("wrong_number_of_people", f"A {state.profile} game needs {lo} to {hi} people.")
        _enough_cards(state, len(state.people) - 1)
    elif kind == "next_deal":
        if state.phase == "game_over":
            raise Conflict("game_over", "The game is over.")
        _phase(state, "deal_over", code="deal_not_over", message="The deal is not over yet.")
        lo = fixed["min_people"]
        if len(state.people) < lo:
            raise Conflict("wrong_number_of_people",
                           f"A {state.profile} deal needs at least {lo} people: seat a newcomer or end the game.")
        _enough_cards(state, len(state.people) - 1)  # a newcomer since the game's end, and the game reopened
    elif kind == "new_game":
        _phase(state, "game_over", code="game_not_over",
               message="The game is not over: a new game starts once it is.")
    elif kind == "end_game":
        if state.phase == "game_over":
            raise Conflict("game_over", "The game is already over.")
        _phase(state, "starter", "turn", "judging", "confirming", "deal_over",
               code="not_started", message="The game has not started.")


def _fits_the_deal(state, action, sender):
    """A deal's actions: the seal and the starter, plays and verdicts, the prophet, guesses, hints, undo."""
    kind = action["type"]
    deal = state.deal
    fixed = FIXED[state.profile]
    if kind == "seal_rule":
        _phase(state, "starter", code="starter_placed", message="The rule can be sealed only before the starter is placed.")
        if deal.seals >= MAX_SEALS:
            raise Conflict("too_many_seals", f"The rule was sealed {MAX_SEALS} times in this deal, the most a deal "
                                             "allows: it cannot be sealed again.")
    elif kind == "starter":
        _phase(state, "starter")
        if fixed["one_card"] and action["cards"] != 1:
            raise Conflict("one_starter_card", "In this profile the starter is exactly one card.")
    elif kind in ("attempt", "no_play", "buy_hint"):
        _phase(state, "turn")
        who = _subject(action, sender)
        if who != deal.turn:
            raise Conflict("not_your_turn", "It is not that player's turn.")
        if kind == "attempt" and fixed["one_card"] and action["cards"] != 1:
            raise Conflict("one_card_only", "In this profile an attempt is exactly one card.")
        if kind == "buy_hint":
            if not state.options.get("hints"):
                raise Conflict("no_hints", "Hints are not on at this table.")
            if deal.hint_bought:
                raise Conflict("hint_already_bought", "A hint was already bought this turn.")
    elif kind == "judge":
        _phase(state, "judging", code="nothing_to_judge", message="There is nothing waiting for a judgement.")
        prophet = _prophet_of(state)
        if prophet is not None and sender != prophet and action.get("player") != prophet:
            raise Conflict("prophet_judges_first", "The prophet judges first; then confirm or overrule.")
        _empty_hand_claim(deal.pending, action["verdict"])
    elif kind in ("confirm", "overrule"):
        _phase(state, "confirming", code="nothing_to_confirm", message="There is no prophet's judgement to confirm or overrule.")
        pending = deal.pending
        if kind == "overrule" and action["verdict"] == pending.prophet_verdict and not (
                pending.kind == "no_play" and pending.prophet_verdict == "wrong"):
            raise Conflict("overrule_same_verdict",
                           "An overrule gives the other verdict (the same one only when the prophet picked an illegal card).")
        if kind == "overrule":
            _empty_hand_claim(pending, action["verdict"])
    elif kind == "declare_prophet":
        if deal is None:
            raise Conflict("wrong_phase", "There is no deal going on.")
        refusal = turns.declare_refusal(state, _subject(action, sender))
        if refusal:
            raise Conflict(*refusal)
    elif kind == "guess":
        if not fixed["guessing"]:
            raise Conflict("no_guessing", "Guessing the rule aloud does not end the deal in this profile.")
        _phase(state, "turn")
        who = action.get("player") or deal.guess_window
        if who is None or who != deal.guess_window:
            raise Conflict("no_guess_now", "Only a player who just played right may guess, before the next turn.")
    elif kind == "withdraw":
        if state.phase == "confirming":
            raise Conflict("verdict_given", "The prophet has judged it already: it can no longer be withdrawn.")
        _phase(state, "judging", code="nothing_to_withdraw",
               message="There is no play of yours waiting for a verdict.")
    elif kind == "undo":
        target = turns.undo_target(state)
        if target is None:
            if turns.last_correctable(state) is not None:  # the host's end_game
                raise Conflict("end_game_final", "The host ended the game: that is final and cannot be undone.")
            raise Conflict("nothing_to_undo", "Nothing of this deal is left to undo.")
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
        raise Conflict("joined_since", f"Someone joined after {who} was removed: bringing {who} back "
                                       "would seat more than 8 people.")
    try:
        check_new_name(who, newcomers)
    except Conflict:
        raise Conflict("joined_since", f"Someone joined after {who} was removed, under a name like {who}'s: "
                                       "the table could not tell them apart.") from None


def _enough_cards(state, players):
    if state.options["packs"] * 52 - state.options["hand_size"] * players < 1:
        raise Conflict("not_enough_cards", "There are not enough cards for these hands: add a pack or deal fewer cards.")


def check(state, action: dict, sender, expected_version=None) -> None:
    """Raise the first reason `action` by `sender` cannot happen now; else return None."""
    _values(state, action, sender)
    _role(state, action, sender)
    if expected_version is not None and expected_version != state.version:
        raise StaleVersion("stale_version", "The table changed while you were tapping: look again and retry.")
    _fits(state, action, sender)
