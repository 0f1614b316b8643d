"""The action vocabulary of API.md, and `parse`: the shape of a request body.

`parse` knows nothing of the table: it turns untrusted JSON into a normalised
action dict or raises BadInput. Whether the action fits the table is `check`'s.
"""

from .errors import BadInput
from .names import MAX_NAME, clean_name, clean_text, hidden_character
from .notebook import FIELDS as NOTE_FIELDS, NOTE_TYPES

MAX_RULE = 2000
MAX_HINT = 500
MAX_CARDS = 1000
VERDICTS = ("right", "wrong")


def _str(body, key, limit, required=True, field=None, form="line"):
    """A text field; ``form`` is "name" (names.clean_name), "line" (a hint) or "lines" (a rule)."""
    field = field or key  # what the sentence calls it (the catalog's error.field)
    value = body.get(key)
    if value is None:
        if required:
            raise BadInput("missing_field", field=field)
        return None
    if not isinstance(value, str):
        raise BadInput("bad_field", field=field, problem="text")
    if form == "name":
        return clean_name(value, field, limit)
    value = clean_text(value, field, limit, multiline=form == "lines")
    if required and not value.strip():
        raise BadInput("empty_field", field=field)
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
            raise BadInput("missing_field", field=key)
        return None
    if not isinstance(value, int) or isinstance(value, bool):
        raise BadInput("bad_field", field=key, problem="number")
    if not lo <= value <= hi:
        raise BadInput("out_of_range", field=key, least=lo, most=hi)
    return value


def _player(body, key="player", required=False):
    value = body.get(key)
    if value is None and not required:
        return None
    if not isinstance(value, str) or not value or len(value) > 64 or not is_text(value):
        raise BadInput("bad_player")
    return value


def _verdict(body):
    value = body.get("verdict")
    if value not in VERDICTS:
        raise BadInput("bad_verdict")
    return value


def _order(body):
    order = body.get("order")
    if not isinstance(order, list) or not order or len(order) > 64:
        raise BadInput("bad_order")
    for pid in order:
        if not isinstance(pid, str) or not pid or len(pid) > 64 or not is_text(pid):
            raise BadInput("bad_order")
    return list(order)


def _options(body):
    options = body.get("options")
    if not isinstance(options, dict):
        raise BadInput("bad_options")
    return dict(options)


def _profile(body):
    value = body.get("profile")
    if value is None:
        return None
    if not isinstance(value, str) or len(value) > 40 or not is_text(value):
        raise BadInput("bad_field", field="profile", problem="key")
    return value


# type -> function(body) -> dict of normalised fields
_FIELDS = {
    "join": lambda b: {"name": _str(b, "name", MAX_NAME, form="name")},
    "seat": lambda b: {"order": _order(b)},
    "options": lambda b: {"options": _options(b)},
    "kick": lambda b: {"player": _player(b, required=True)},
    "make_host": lambda b: {"player": _player(b, required=True)},
    "start": lambda b: {"first_dealer": _player(b, "first_dealer")},
    "seal_rule": lambda b: {"text": _str(b, "text", MAX_RULE, field="rule", form="lines")},
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
                                                               field="hint")},
    "withdraw": lambda b: {},
    "undo": lambda b: {},
    "next_deal": lambda b: {},
    "end_game": lambda b: {},
    "new_game": lambda b: {"profile": _profile(b)},
    **NOTE_FIELDS,  # the notebook's own stream (notebook.py), beside the table's log
}

ACTION_TYPES = tuple(t for t in _FIELDS if t != "join" and t not in NOTE_TYPES)


def parse(body) -> dict:
    """Normalise a client's action body, or raise BadInput. Unknown keys are ignored."""
    if not isinstance(body, dict):
        raise BadInput("bad_json")
    kind = body.get("type")
    if not isinstance(kind, str) or kind not in _FIELDS:
        raise BadInput("unknown_action")
    fields = _FIELDS[kind](body)
    action = {"type": kind}
    action.update({k: v for k, v in fields.items() if v is not None})
    return action
