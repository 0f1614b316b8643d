"""What a client sends, whatever the transport: JSON read, a body's or a query's fields read, not judged.

An action's ``expected_version`` and ``action_id`` ride beside its own fields;
they are checked here once for a table's and a room's actions.
"""
from __future__ import annotations

import json

import orjson

from companion import rules
from companion.rules import errors

MAX_ACTION_ID = 200


def _reject_constant(name):
    raise ValueError(f"{name} is not JSON")


def parse_json(raw: bytes | str):
    """JSON from bytes (or a socket's text), None when it is none: orjson (fast) first; what it refuses
    (a lone surrogate, a huge number) the standard parser reads, so field checks give their own codes."""
    raw = raw.encode("utf-8") if isinstance(raw, str) else bytes(raw)
    try:
        return orjson.loads(raw)
    except orjson.JSONDecodeError:
        pass
    try:
        return json.loads(raw.decode("utf-8"), parse_constant=_reject_constant)
    except (ValueError, UnicodeDecodeError, RecursionError):
        return None


def json_object(raw: bytes, empty: bool = False) -> dict:
    """A body as a JSON object, else 400 ``bad_json`` (NaN and Infinity are not JSON); ``empty``: none is {}."""
    body = {} if empty and not raw.strip() else parse_json(raw)
    if not isinstance(body, dict):
        raise errors.BadInput("bad_json")
    return body


def options_of(body: dict) -> dict:
    """A new table's or room's ``options``: an object, or none."""
    options = body.get("options")
    if options is not None and not isinstance(options, dict):
        raise errors.BadInput("bad_options")
    return options or {}


def _whole_number(text: str | None, name: str, default: int) -> int:
    if text is None:
        return default
    if not text.isascii() or not text.isdigit() or len(text) > 12:
        raise errors.BadInput(f"bad_{name}")
    return int(text)


def log_range(after: str | None, limit: str | None, most: int) -> tuple[int, int]:
    """A log page's ``?after=&limit=`` (by default 0, and ``most``: the most a page holds), else 400."""
    after, limit = _whole_number(after, "after", 0), _whole_number(limit, "limit", most)
    if not 1 <= limit <= most:
        raise errors.BadInput("bad_limit", most=most)
    return after, limit


def hello_token(text) -> str | None:
    """The token a socket's first message gives (API.md: ``{"type": "hello", "token": …}``; none, or null:
    a spectator), else 400 ``hello_expected``."""
    message = parse_json(text)
    token = message.get("token") if isinstance(message, dict) else None
    if not isinstance(message, dict) or message.get("type") != "hello" or not isinstance(token, (str, type(None))):
        raise errors.BadInput("hello_expected")
    return token or None


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
