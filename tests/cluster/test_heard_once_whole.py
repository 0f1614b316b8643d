"""What other processes did reaches a service only once that service is whole: its broadcaster is made
first (the service's parts tell it things), and started last (``service.ports.Broadcaster.start``).

A broadcaster's listener may connect and hand on its first note ("reconnected") at once: under a busy
machine's scheduling, a hub's listener did so before ``TableService.__init__`` had made ``retention``,
and the note failed with an AttributeError the link took for Redis being down
(tests/scale/test_one_table_any_process.py, on a fresh clone's run). Here the broadcaster hands its note
on the moment it is started, deterministically."""
from __future__ import annotations

from companion.service.ports import Alone, Remote
from companion.service.room_service import RoomService
from companion.service.table_service import TableService
from companion.storage import store
from companion.storage.rooms import RoomStore


class Eager(Alone):
    """A broadcaster that hears "reconnected" the moment it starts, and keeps what its handler did."""

    def __init__(self, handler):
        self.handler, self.heard = handler, []

    def start(self) -> None:
        self.handler(Remote("reconnected"))  # raises if the service is not whole yet
        self.heard.append("reconnected")


def test_a_table_service_hears_the_other_processes_only_once_it_is_whole(tmp_path):
    tables = TableService(store.open_store(str(tmp_path / "t.sqlite3")), Eager)
    assert tables.broadcaster.heard == ["reconnected"]  # started, and its first note was handled


def test_a_room_service_hears_the_other_processes_only_once_it_is_whole(tmp_path):
    log = store.open_store(str(tmp_path / "r.sqlite3"))
    rooms = RoomService(RoomStore(log), TableService(log), Eager)
    assert rooms.broadcaster.heard == ["reconnected"]
