"""Who is connected to a table through the other processes: the merge of their presence notes. Pure.

Each process says, for each table, which people have a socket open through
it, and until when that holds (it says so again every heartbeat; a killed
process says nothing more, and its word lapses). Who is connected elsewhere
is the union over the processes whose word has not lapsed. No Redis and no
clock here: the caller passes the time, so tests/cluster/test_presence.py
checks the merge without either.
"""
from __future__ import annotations

from typing import Mapping

Entry = tuple[frozenset, float]  # (person ids, valid until: epoch seconds)


def merge(entries: Mapping[str, Entry], now: float) -> frozenset:
    """The people connected through any process whose entry is still valid at ``now``."""
    return frozenset().union(*(players for players, until in entries.values() if until >= now))


class RemotePresence:
    """The latest entry of every other process at every table, and their merge.

    Each change answers whether the merge of that table changed (then its
    phones are told who is connected). Not thread-safe: the hub holds its
    lock around each call.
    """

    def __init__(self) -> None:
        self._entries: dict[str, dict[str, Entry]] = {}  # code -> process -> entry
        self._merged: dict[str, frozenset] = {}

    def connected(self, code: str) -> frozenset | None:
        """The merge for this table (None: nobody elsewhere)."""
        return self._merged.get(code)

    def put(self, code: str, origin: str, players: frozenset, until: float, now: float) -> bool:
        """One process's new entry at one table (an empty one: nobody through it)."""
        entries = self._entries.setdefault(code, {})
        if players:
            entries[origin] = (frozenset(players), until)
        else:
            entries.pop(origin, None)
        return self._remerge(code, now)

    def replace(self, code: str, entries: Mapping[str, Entry], now: float) -> bool:
        """Every other process's entry at one table, as read whole (a process that starts, or reconnects)."""
        self._entries[code] = {origin: entry for origin, entry in entries.items() if entry[0]}
        return self._remerge(code, now)

    def expire(self, now: float) -> list[str]:
        """Forget the entries lapsed by ``now``: the tables whose merge changed."""
        changed = []
        for code in list(self._entries):
            entries = self._entries[code]
            lapsed = [origin for origin, (_, until) in entries.items() if until < now]
            for origin in lapsed:
                del entries[origin]
            if lapsed and self._remerge(code, now):
                changed.append(code)
        return changed

    def _remerge(self, code: str, now: float) -> bool:
        entries = self._entries.get(code)
        merged = merge(entries, now) if entries else frozenset()
        if not entries:
            self._entries.pop(code, None)
        if merged == self._merged.get(code, frozenset()):
            return False
        if merged:
            self._merged[code] = merged
        else:
            self._merged.pop(code, None)
        return True
