"""What a typed code opens: the start page's one look-up, over the table and room services.

A room and a table may share a code; the answer says which it opens (both where both do). A code
that opens neither is 404 ``unknown_code``, asked once, so a guessed code counts once, not as a
table and then as a room.
"""
from __future__ import annotations

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
