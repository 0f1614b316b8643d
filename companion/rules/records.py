"""Turning a checked action into the record that goes in the log.

Everything that must replay identically is decided here, once, and written
into the record: ids given to people, the random first dealer, `abbott`'s
random first player, a sealed rule's salt, the seq an undo reverts. Replay
never draws again.
"""

from . import turns
from .errors import BadInput
from .names import clean_name
from .notebook import NOTE_TYPES, complete_note
from .profiles import check_profile, checked_options


ORGANIZER = "p0"  # a room's organizer at each of its tables: its host, seated at none


def create_record(profile, options, host_name, organizer: bool = False) -> dict:
    """The first record of every table; raises BadInput for a bad profile, option or name.

    ``organizer``: a room's table, hosted by the room's organizer (``host_name``), who is seated
    at none of them (RULES.md, "A room of tables")."""
    check_profile(profile)
    options = checked_options(profile, options)
    if not isinstance(host_name, str):
        raise BadInput("empty_field", field="name")
    if organizer:
        return {"type": "create", "profile": profile, "options": options,
                "organizer": clean_name(host_name), "by": ORGANIZER}
    return {"type": "create", "profile": profile, "options": options,
            "host_name": clean_name(host_name), "by": "p1"}


_FOR_A_PLAYER = ("attempt", "no_play", "declare_prophet", "buy_hint")
SALT_BITS = 128  # a seal's salt: 32 lowercase hex digits (docs/API.md, "The sealed rule")


def complete(state, action: dict, sender, randbelow) -> dict:
    """The record for a checked action: its fields, `by`, and whatever was drawn or assigned."""
    if action["type"] in NOTE_TYPES:  # the notebook's own stream
        return complete_note(state, action, sender)
    record = dict(action)
    record["by"] = sender
    kind = action["type"]
    if kind == "join":
        record["player"] = record["by"] = f"p{state.next_id}"
        if state.phase == "deal_over":
            record["late"] = True  # seated between deals: dealt in from the next deal
    elif kind == "kick":
        if state.phase == "deal_over":
            record["late"] = True  # removed during a game: the scores of their deals stand
        if state.phase == "deal_over" and all(
                pid in state.dealt for pid in state.ids() if pid != action["player"]):
            record["ends_game"] = True  # the last one who had not dealt: everyone seated has dealt
    elif kind == "new_game":
        record["game"] = state.game + 1
    elif kind == "start" and "first_dealer" not in action:
        ids = state.ids()
        record["first_dealer"] = ids[randbelow(len(ids))]
        record["drawn"] = True
    elif kind == "seal_rule":
        record["salt"] = f"{randbelow(1 << SALT_BITS):0{SALT_BITS // 4}x}"
    elif kind == "starter" and state.options.get("first_player") == "random":
        record["draw"] = randbelow(len(state.deal.players))
    elif kind in _FOR_A_PLAYER:
        record["player"] = action.get("player") or sender
        if kind != "declare_prophet":
            _closes(state, record)
    elif kind == "withdraw":
        record["player"] = sender
    elif kind == "guess":
        record["player"] = action.get("player") or state.deal.guess_window
    elif kind == "undo":
        record["target"] = turns.undo_target(state)[0]
        if turns.reopens(state):
            record["reopens"] = state.deal.number
    return record


def _closes(state, record):
    """A turn's tap ends the previous player's open window: the log names it (docs/rules-decisions.md)."""
    deal = state.deal
    if deal.guess_window is not None:
        record["closes"], record["closes_what"] = deal.guess_window, "guess"
    elif turns.can_declare(state) is not None:
        record["closes"], record["closes_what"] = deal.just_played, "declare"
