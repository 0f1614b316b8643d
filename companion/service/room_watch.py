"""The room's eye on its tables: a spectator's socket of the room service at each of them.

The room's sockets show every table at a glance (``room_view.summary``), so a
change at a table (an action, a join, a deal's end) must reach them. The
table service is not told about rooms (calls go down, never up): the room
service subscribes to each of its tables as a spectator would, while the
room has a socket in this process. A change made through another process
reaches that spectator too (the table service catches up on the
broadcaster's version notes for every table with a socket here). A new
version only nudges: the room service pushes the room once for every nudge
meanwhile (``Watching.nudged``, handed the room service's push), and the
room's view replays nothing.

A push reads each table's summary from its watch, not from the table: the
render the table handed its spectators, made once per version of that table
(``TableWatch.summary``). Reading every table's snapshot again for each
change of one of them was most of what a room added to its tables' own cost
(bench/room.py, py-spy: 8 spectator views per push).
"""
from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Callable

import orjson

from companion.rules import errors, room_view
from companion.service.snapshots import Frames

if TYPE_CHECKING:
    from companion.service.held_room import Room
    from companion.service.table_service import TableService

log = logging.getLogger(__name__)


class TableWatch:
    """One table watched for a room: its first render is the one the room read; each newer version
    nudges. It keeps the newest render it was handed, and that render's summary once asked for."""

    viewer = None  # a spectator: it makes nobody connected
    token = None

    def __init__(self, nudge: Callable[[], None]):
        self.nudge = nudge
        self.version: int | None = None
        self.frames: Frames | None = None  # the newest render (renders may be offered out of order)
        self.gone = False  # the table was deleted
        self._summary: tuple[int, dict] | None = None  # (the version it summarises, its summary)

    def offer(self, frames: Frames, again: bool = False) -> None:
        if self.frames is not None and frames.revision < self.frames.revision:
            return  # an older render, offered after a newer one
        self.frames = frames
        seen, self.version = self.version, frames.version
        if seen is not None and frames.version != seen:  # who is connected changes no summary
            self.nudge()

    def close(self, code: int = 4401, message: str = "") -> None:
        """The table was deleted (its host): the room shows it gone."""
        self.gone = True
        self.nudge()

    def summary(self) -> dict | None:
        """``room_view.summary`` of the newest render's spectator snapshot (None: the table is gone),
        made once per version of the table."""
        if self.gone:
            return None
        frames = self.frames
        if self._summary is None or self._summary[0] != frames.version:
            self._summary = (frames.version, room_view.summary(orjson.loads(frames.state(None))))
        return self._summary[1]


class Watching:
    """The watches of a room service's rooms on their tables, and the pushes they nudge: handed the
    table service, the scheduler, and the room service's push (nothing here reads a room's log)."""

    def __init__(self, tables: "TableService", schedule: Callable[[float, Callable], None],
                 push: Callable[["Room"], None]):
        self.tables = tables
        self.schedule = schedule
        self.push = push

    def watch(self, room: "Room") -> None:
        """Watch every table of the room not watched yet (its lock held)."""
        for table in room.state.tables:
            if table.code in room.watching:
                continue
            watch = TableWatch(lambda: self.nudged(room))
            try:
                self.tables.subscribe(table.code, watch)
            except errors.RuleError as exc:  # a table with its spectators' sockets full, or deleted
                log.warning("room %s cannot watch table %s: %s", room.code, table.code, exc.code)
                continue
            room.watching[table.code] = watch

    def unwatch(self, room: "Room") -> None:
        for code, watch in room.watching.items():
            self.tables.unsubscribe(code, watch)
        room.watching = {}

    def nudged(self, room: "Room") -> None:
        """A table of the room changed: one push of the room soon, for every change meanwhile."""
        if room.due:
            return
        room.due = True
        self.schedule(0.0, lambda: self.push(room))


def summaries(room: "Room") -> dict:
    """Table code -> its summary (None: deleted), of every table the room watches and was handed a
    render of (its lock held)."""
    return {code: watch.summary() for code, watch in room.watching.items() if watch.gone or watch.frames}
