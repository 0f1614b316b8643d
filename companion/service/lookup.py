"""What a code opens, over the table and room services: a typed code (the start page's one look-up), and whose
a token at a code is (admission's question, before any request is read).

A room and a table may share a code; the answer says which it opens (both where both do). A code
that opens neither is 404 ``unknown_code``, asked once, so a guessed code counts once, not as a
table and then as a room.
"""
from __future__ import annotations

from companion.admission import keys
from companion.rules import errors
from companion.service.codes import normalise_code


def opens(rooms, code) -> dict:
    """``{"code", "table", "room"}`` for ``code``, through ``rooms`` (a RoomService) and its tables."""
    found = {"code": normalise_code(code), "table": True, "room": True}
    try:
        rooms.tables.authenticate(code, None)
    except errors.NotFound:
        found["table"] = False
    try:
        with rooms.held(code):
            pass
    except errors.NotFound:
        found["room"] = False
    if not (found["table"] or found["room"]):
        raise errors.NotFound("unknown_code")
    return found


def holder(rooms, code: str | None, token: str | None) -> str | None:
    """The admission key of the seat at table ``code``, or of the person in room ``code``, that ``token``
    holds in this process now (nothing is loaded or read); None for any other token."""
    if not code or not token:
        return None
    if rooms.tables.seated(code, token):
        return keys.seat_key(code, token)
    if rooms.holds(code, token):
        return keys.person_key(code, token)
    return None
