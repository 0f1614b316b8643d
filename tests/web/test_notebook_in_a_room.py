"""RULES.md, "A notebook of hypotheses", in a room (Flask test client, SQLite): the organizer sees
every table's hypotheses as they are written, nobody else does; the room's result lists, per
table and deal, the hypotheses with their marks, how many wrote one and who discovered it first."""
from __future__ import annotations

from tests.rooms import RoomDriver
from tests.web.test_a_room_of_tables import _seats


def test_secret_but_for_the_organizer_and_kept_in_the_rooms_result(http):
    room = RoomDriver(http, people=4, options={"hand_size": 1})
    room.act({"type": "form"})
    seats = _seats(room)
    code, organizer = room.organizer_token(1)
    tokens = {s["player_id"]: s["token"] for s in seats.values() if s["code"] == code}
    room.table_act(code, organizer, {"type": "start", "first_dealer": "p1"})
    room.table_act(code, tokens["p1"], {"type": "seal_rule", "text": "Red after black."})
    room.table_act(code, tokens["p1"], {"type": "starter", "cards": 1, "rank": 1})
    written = room.table_act(code, tokens["p2"], {"type": "write_hypothesis", "text": "red after black"})
    hid = written["my_hypotheses"][0]["id"]
    room.table_act(code, tokens["p3"], {"type": "write_hypothesis", "text": "hearts only"})
    live = room.table(code, organizer)["my_hypotheses"]
    assert [(h["name"], h["text"], h["table"]) for h in live] == [("P2", "red after black", 1), ("P3", "hearts only", 1)]
    for token in (tokens["p1"], tokens["p4"], None):
        assert "hearts only" not in str(room.table(code, token))
    assert "hearts only" not in str(http.get(f"{room.path}/result")[1])
    room.table_act(code, tokens[room.table(code)["turn"]], {"type": "attempt", "cards": 1})
    room.table_act(code, tokens["p1"], {"type": "judge", "verdict": "right"})
    room.table_act(code, tokens["p1"], {"type": "mark_hypothesis", "id": hid})
    status, result = http.get(f"{room.path}/result")
    (deal,) = result["tables"][0]["games"][0]["deals"]
    assert deal["writers"] == 2 and deal["discovered_first"] == {"name": "P2", "table": 1}
    assert [h["marked"] for h in deal["hypotheses"]] == [True, False]
