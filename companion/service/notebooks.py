"""A table's notebooks as kept (RULES.md, "A notebook of hypotheses"): every ended deal's.

Read beside ``TableService`` (never inside it): the export, the API's ``GET …/notebooks`` and a
room's result ask here. The notebook's changes go through ``TableService.submit`` like every action.
"""
from __future__ import annotations

from companion import rules
from companion.service.table_service import TableService


def kept(tables: TableService, code: str, token: str | None) -> list[dict]:
    """Every ended deal's notebook of hypotheses (``rules.kept``: a running deal's in none, so it is
    the same for every viewer); 404 for an unknown code, then 401 for a token nobody there holds."""
    tables.authenticate(code, token)
    with tables.cache.held(code, fresh=True) as table:
        return rules.kept(table.state, table.notebook)


def of_tables(tables: TableService, room_tables) -> dict:
    """Each of a room's tables' ended deals' notebooks, by number (a table deleted: left out)."""
    kept_by = {}
    for table in room_tables:
        try:
            kept_by[table.number] = kept(tables, table.code, None)
        except rules.NotFound:
            continue
    return kept_by
