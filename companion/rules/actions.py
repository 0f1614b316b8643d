"""The action vocabulary of API.md, and `parse`: the shape of a request body.

`parse` knows nothing of the table: it turns untrusted JSON into a normalised
action dict or raises BadInput. Whether the action fits the table is `check`'s.
"""

from .errors import BadInput
from .names import MAX_NAME, clean_name, clean_text, hidden_character

MAX_RULE = 2000
MAX_HINT = 500
MAX_CARDS = 1000
VERDICTS = ("right", "wrong")


def _str(body, key, limit, required=True, label=None, form="line"):
    """A text field; ``form`` is "name" (names.clean_name), "line" (a hint) or "lines" (a rule)."""
    label = label or key.capitalize()
    value = body.get(key)
    if value is None:
        if required:
            raise BadInput("missing_field", f"{label} is required.")
        return None
    if not isinstance(value, str):
        raise BadInput("bad_field", f"{label} must be text.")
    if form == "name":
        return clean_name(value, label, limit)
    value = clean_text(value, label, limit, multiline=form == "lines")
    if required and not value.strip():
        raise BadInput("empty_field", f"{label} cannot be empty.")
    return value


def is_text(value: str) -> bool:
    """Visible text, fit for an id: no lone surrogate, control, format, separator or invisible character.

    JSON can carry lone surrogates ("\\ud800"), which no log or fingerprint can
    store, and NUL, which PostgreSQL refuses in text; the other characters are
    the ones a name may not hold either (names.hidden_character).
    """
    return hidden_character(value) is None  # a lone surrogate is category Cs


def _int(body, key, lo, hi, required=True):
    value = body.get(key)
    if value is None:
        if required:
            raise BadInput("missing_field", f"The number of {key} is required.")
        return None
    if not isinstance(value, int) or isinstance(value, bool):
        raise BadInput("bad_field", f"{key.capitalize()} must be a whole number.")
    if not lo <= value <= hi:
        raise BadInput("out_of_range", f"{key.capitalize()} must be from {lo} to {hi}.")
    return value


def _player(body, key="player", required=False):
    value = body.get(key)
    if value is None and not required:
        return None
    if not isinstance(value, str) or not value or len(value) > 64 or not is_text(value):
        raise BadInput("bad_player", "A player must be named by their id.")
    return value


def _verdict(body):
    value = body.get("verdict")
    if value not in VERDICTS:
        raise BadInput("bad_verdict", 'The verdict must be "right" or "wrong".')
    return value


def _order(body):
    order = body.get("order")
    if not isinstance(order, list) or not order or len(order) > 64:
        raise BadInput("bad_order", "The seat order must be a list of player ids.")
    for pid in order:
        if not isinstance(pid, str) or not pid or len(pid) > 64 or not is_text(pid):
            raise BadInput("bad_order", "The seat order must be a list of player ids.")
    return list(order)


def _options(body):
    options = body.get("options")
    if not isinstance(options, dict):
        raise BadInput("bad_options", "Options must be an object of named settings.")
    return dict(options)


def _profile(body):
    value = body.get("profile")
    if value is None:
        return None
    if not isinstance(value, str) or len(value) > 40 or not is_text(value):
        raise BadInput("bad_field", "The profile must be named by its key (howell, abbott or express).")
    return value


# type -> function(body) -> dict of normalised fields
_FIELDS = {
    "join": lambda b: {"name": _str(b, "name", MAX_NAME, label="Your name", form="name")},
    "seat": lambda b: {"order": _order(b)},
    "options": lambda b: {"options": _options(b)},
    "kick": lambda b: {"player": _player(b, required=True)},
    "make_host": lambda b: {"player": _player(b, required=True)},
    "start": lambda b: {"first_dealer": _player(b, "first_dealer")},
    "seal_rule": lambda b: {"text": _str(b, "text", MAX_RULE, label="The rule", form="lines")},
    "starter": lambda b: {"cards": _int(b, "cards", 1, MAX_CARDS),
                          "rank": _int(b, "rank", 1, 13, required=False)},
    "attempt": lambda b: {"player": _player(b), "cards": _int(b, "cards", 1, MAX_CARDS)},
    "no_play": lambda b: {"player": _player(b)},
    "judge": lambda b: {"verdict": _verdict(b), "player": _player(b)},
    "confirm": lambda b: {},
    "overrule": lambda b: {"verdict": _verdict(b)},
    "declare_prophet": lambda b: {"player": _player(b)},
    "guess": lambda b: {"player": _player(b), "verdict": _verdict(b)},
    "buy_hint": lambda b: {"player": _player(b), "text": _str(b, "text", MAX_HINT, required=False,
                                                               label="The hint")},
    "withdraw": lambda b: {},
    "undo": lambda b: {},
    "next_deal": lambda b: {},
    "end_game": lambda b: {},
    "new_game": lambda b: {"profile": _profile(b)},
}

ACTION_TYPES = tuple(t for t in _FIELDS if t != "join")


def parse(body) -> dict:
    """Normalise a client's action body, or raise BadInput. Unknown keys are ignored."""
    if not isinstance(body, dict):
        raise BadInput("bad_json", "The request body must be a JSON object.")
    kind = body.get("type")
    if not isinstance(kind, str) or kind not in _FIELDS:
        raise BadInput("unknown_action", "Unknown action type.")
    fields = _FIELDS[kind](body)
    action = {"type": kind}
    action.update({k: v for k, v in fields.items() if v is not None})
    return action
