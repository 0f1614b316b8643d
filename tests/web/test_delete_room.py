"""``DELETE /api/rooms/<code>``: the organizer deletes the room with every table in it (docs/API.md); anyone else
is refused with a clear code and nothing changes; then the room's code, and its tables', answer as unknown."""
from __future__ import annotations

from tests.rooms import RoomDriver


def delete(room: RoomDriver, token: str | None):
    return room.http.call("DELETE", room.path, token=token)


def test_the_organizer_deletes_the_room_and_its_tables_then_their_codes_answer_as_unknown(http):
    room = RoomDriver(http, people=8, tables=2, options={"hand_size": 1})
    room.act({"type": "form"})
    codes = [t["code"] for t in room.view("r0")["tables"]]
    status, body = delete(room, room.organizer)
    assert status == 200 and body["deleted"] == room.code and body["tables"] == 2 and body["records"] >= 10
    for method, path in (("GET", room.path), ("GET", f"{room.path}/result"), ("POST", f"{room.path}/join"),
                         ("GET", f"{room.path}/qr.svg"), ("DELETE", room.path)):
        status, body = http.call(method, path, {"name": "Zed"} if method == "POST" else None, token=room.organizer)
        assert (status, body["error"]) == (404, "unknown_room"), (method, path)
    for code in codes:
        status, body = http.get(f"/api/tables/{code}")
        assert (status, body["error"]) == (404, "unknown_table")


def test_anyone_but_the_organizer_is_refused_and_nothing_changes(http):
    room = RoomDriver(http, people=8, tables=2, options={"hand_size": 1})
    room.act({"type": "form"})
    before = room.view("r0")
    code, table_token = room.organizer_token(1)
    for token, refusal in ((room.tokens["r1"], (403, "organizer_only")), (None, (401, "missing_token")),
                           ("not-a-token", (401, "unknown_token")), (table_token, (401, "unknown_token"))):
        status, body = delete(room, token)
        assert (status, body["error"]) == refusal, token
        assert body["message"]
    status, body = http.call("DELETE", "/api/rooms/ZZZZZZ", token=room.organizer)
    assert (status, body["error"]) == (404, "unknown_room")
    assert room.view("r0") == before and room.table(code)["code"] == code
