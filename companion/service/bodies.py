"""An action's body as a client sends it (a table's or a room's): its envelope read, not judged.

``expected_version`` and ``action_id`` ride beside the action's own fields;
they are checked here once for both kinds of action.
"""
from __future__ import annotations

from companion import rules
from companion.rules import errors

MAX_ACTION_ID = 200


def valid_action_id(value) -> bool:
    """1 to 200 characters of visible text (``rules.is_text``, the rule of every id): no control
    character, NUL, lone surrogate, format or invisible character."""
    return isinstance(value, str) and 0 < len(value) <= MAX_ACTION_ID and rules.is_text(value)


def envelope(body) -> tuple[dict, int | None, str | None]:
    """(the action's own fields, its ``expected_version``, its ``action_id``), or 400."""
    if not isinstance(body, dict):
        raise errors.BadInput("bad_json")
    body = dict(body)
    expected = body.pop("expected_version", None)
    action_id = body.pop("action_id", None)
    if expected is not None and (type(expected) is not int or expected < 0):
        raise errors.BadInput("bad_expected_version")
    if action_id is not None and not valid_action_id(action_id):
        raise errors.BadInput("bad_action_id", most=MAX_ACTION_ID)  # never echoed: it may be anything
    return body, expected, action_id


def parse_action(body) -> tuple[dict, int | None, str | None]:
    """A table's action: (the action, its ``expected_version``, its ``action_id``), or 400."""
    body, expected, action_id = envelope(body)
    if body.get("type") == "join":  # joining has its own endpoint (it mints a token)
        raise errors.BadInput("unknown_action")
    return rules.parse(body), expected, action_id
