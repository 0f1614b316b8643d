"""The rules of Eleusis as the companion keeps them: pure, no I/O, no clock.

A game is a log of records; the state is their fold (`replay`). The shell asks
`check` (raises, changes nothing), writes `complete`'s record to its log, then
`apply`s it. See docs/core-interface.md.
"""

from .actions import ACTION_TYPES, is_text, parse
from .apply import apply, new_state, replay
from .check import check
from .names import clean_name, same_name
from .notebook import (NOTE_TYPES, Notebook, apply_note, check_note, complete_note, deal_record, kept, own_view,
                       public_view, replay_notes, shown as notebook_shown)
from .errors import BadInput, Conflict, Forbidden, NotFound, RuleError, StaleVersion, TooManyRequests, Unauthorized
from .profiles import FIXED, PROFILES
from .records import complete, create_record
from .state import TableState
from .view import log_view, sealed_for_all_but, sealed_view, seals_known_only_to, view


def person_ids(state) -> list:
    """Everyone a token may name at the table: the seated, and a room's organizer (seated at none)."""
    return state.ids() + [state.organizer] if state.organizer is not None else state.ids()


__all__ = [
    "ACTION_TYPES", "NOTE_TYPES", "Notebook", "apply_note", "check_note", "complete_note", "replay_notes",
    "deal_record", "kept", "own_view", "public_view", "notebook_shown",
    "BadInput", "Conflict", "FIXED", "Forbidden", "NotFound", "PROFILES",
    "RuleError", "StaleVersion", "TableState", "TooManyRequests", "Unauthorized", "apply",
    "check", "clean_name", "complete", "create_record", "is_text", "log_view", "new_state", "parse",
    "person_ids", "replay", "same_name", "sealed_for_all_but", "sealed_view", "seals_known_only_to", "view",
]
