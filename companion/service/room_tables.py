"""What the room service does at its tables, through the table service and its own checks: plain
functions handed the ``TableService`` (the tables know nothing of rooms; calls go down).

A room's organizer holds, at table number N, the token made from their room
token (``codes.seat_token(token, room code, "N")``): every change the room
makes at a table is an action of that table's organizer, checked there as
any host's would be.
"""
from __future__ import annotations

from companion.rules import errors, room as rules_room, room_view
from companion.rules.records import ORGANIZER as TABLE_ORGANIZER
from companion.rules.turns import SEATING_PHASES
from companion.service.codes import seat_token
from companion.service.table_service import TableService


def organizer_token(token: str, room_code: str, number: int) -> str:
    """The organizer's token at the room's table ``number``, made from their room token."""
    return seat_token(token, room_code, str(number))


def new_table(tables: TableService, state, room_code: str, number: int, token: str) -> str:
    """A new table of the room, hosted by its organizer: its code."""
    code, _, _ = tables.create(state.profile, state.options, state.names[rules_room.ORGANIZER], organizer=True,
                               token=organizer_token(token, room_code, number))
    return code


def remove_at(tables: TableService, table, person: str, token: str, room_code: str) -> None:
    """``person`` removed from the room's ``table`` where they sit (a ``kick`` there: between two
    of its deals, the table's own checks); nothing to do if they are only on their way."""
    player = table.seats.get(person)
    if player is None:
        return
    sent = organizer_token(token, room_code, table.number)
    snapshot = tables.snapshot(table.code, None)
    if snapshot["host"] == player:  # a host is never removed: hosting taken back, between deals only
        if snapshot["phase"] not in SEATING_PHASES:
            raise errors.Conflict("game_started")  # what the table's ``kick`` says then
        tables.submit(table.code, sent, {"type": "make_host", "player": TABLE_ORGANIZER})
    tables.submit(table.code, sent, {"type": "kick", "player": player})


def empty(tables: TableService, table, token: str, room_code: str) -> None:
    """Everyone removed from a table the room deletes (between two deals: ``check_between_deals``),
    its hosting taken back by the organizer first (a host is never removed), so their phones come
    back to the room; its games stay. A table gone already: nothing to do."""
    sent = organizer_token(token, room_code, table.number)
    try:
        snapshot = tables.snapshot(table.code, None)
    except errors.NotFound:
        return
    rules_room.check_between_deals(room_view.summary(snapshot))
    if snapshot["host"] != TABLE_ORGANIZER:
        tables.submit(table.code, sent, {"type": "make_host", "player": TABLE_ORGANIZER})
    for player in [p["id"] for p in snapshot["people"]]:
        tables.submit(table.code, sent, {"type": "kick", "player": player})


def holds(tables: TableService, code: str, person: str, token: str) -> bool:
    """Does ``token`` hold ``person``'s seat at ``code`` now?"""
    try:
        return tables.authenticate(code, token, required=True) == person
    except errors.Unauthorized:
        return False


def summary_of(tables: TableService, code: str) -> dict | None:
    """``room_view.summary`` of a table now (None: its host deleted it)."""
    try:
        return room_view.summary(tables.snapshot(code, None))
    except errors.NotFound:
        return None


def seat_at(tables: TableService, code: str, name: str) -> str | None:
    """Join ``code`` as ``name``; None when the table takes no newcomer now. A seat of that name
    there already (the join went through before a crash) is theirs."""
    try:
        player, _ = tables.join(code, name, None)
        return player
    except errors.RuleError as exc:
        if exc.code != "name_taken":
            return None
    people = tables.snapshot(code, None)["people"]
    return next((p["id"] for p in people if p["name"] == name), None)


def seen(tables: TableService, room_tables) -> dict:
    """Each of ``room_tables`` as a spectator sees it now, by number (one its host deleted: left out)."""
    snapshots = {}
    for table in room_tables:
        try:
            snapshots[table.number] = tables.snapshot(table.code, None)
        except errors.NotFound:
            continue
    return snapshots
