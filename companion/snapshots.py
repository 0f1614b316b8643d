"""The text each socket of a table receives after a change, encoded once per table.

Every viewer but one sees the spectator's snapshot with their own `me` (the
first key), so the shared part is encoded once and each viewer's text is a
splice; only the dealer of a sealed rule gets a snapshot of their own. Under
load (bench/load.py, py-spy) encoding a snapshot per socket was the largest
single cost of a change.
"""
from __future__ import annotations

import json
from typing import Callable

from companion import rules

_SPECTATOR_HEAD = '{"me":null'
_COMPACT = (",", ":")


def renderer(state, connected, code: str, sealed_shown: bool = True) -> Callable[[str | None], str]:
    """render(viewer) -> '{"type": "state", "state": <that viewer's snapshot>}'.

    `sealed_shown=False`: the dealer's seat is held by a re-issued token that may not
    see the sealed rule, so the dealer too gets the shared snapshot.
    """
    shared = json.dumps(rules.view(state, None, connected, code), separators=_COMPACT)
    assert shared.startswith(_SPECTATOR_HEAD)
    rest = shared[len(_SPECTATOR_HEAD):]
    seated = set(rules.person_ids(state))
    apart = rules.sealed_for_all_but(state) if sealed_shown else None

    def render(viewer):
        if viewer is not None and viewer == apart:
            return json.dumps({"type": "state", "state": rules.view(state, viewer, connected, code)},
                              separators=_COMPACT)
        me = json.dumps(viewer if viewer in seated else None)
        return '{"type":"state","state":{"me":' + me + rest + "}"

    return render
