"""RULES.md § A room of tables, what issue 43 found missing (docs/API.md, "A room of tables"; Flask test
client, SQLite and PostgreSQL): tables with names the organizer gives them, who sits at each table by
name, the organizer removing anyone (from the lobby at once, from a table between deals), a table
deleted from the room only between deals and its games kept, forming that never passes 50 tables,
the organizer's name taken, leaders only once someone scored, and RULES.md's expulsion thresholds."""
from __future__ import annotations

from tests.rooms import RoomDriver
from tests.web.test_a_room_of_tables import _quick_deal, _started


def test_a_table_is_called_by_its_number_until_the_organizer_names_it_and_phones_get_the_name(http):
    room, seats, code, host = _started(http, 8, 2)
    assert [t["name"] for t in room.view()["tables"]] == [None, None]
    named = room.act({"type": "rename", "table": 2, "name": "  Les   Lions "})
    assert [t["name"] for t in named["tables"]] == [None, "Les Lions"]
    person = next(p for p, s in seats.items() if s["table"] == 2)
    assert room.view(person)["mine"]["name"] == "Les Lions" and room.seat(person)["name"] == "Les Lions"
    assert [t["name"] for t in room.seat("r0")["tables"]] == [None, "Les Lions"]
    status, result = http.get(f"{room.path}/result")
    assert [t["name"] for t in result["tables"]] == [None, "Les Lions"]


def test_a_tables_name_is_checked_as_a_name_and_two_tables_never_look_alike(http):
    room, *_ = _started(http, 8, 2)
    assert room.act({"type": "rename", "table": 1, "name": "x" * 31}, expect=400)["error"] == "too_long"
    assert room.act({"type": "rename", "table": 1, "name": "  "}, expect=400)["error"] == "empty_field"
    assert room.act({"type": "rename", "table": 3, "name": "Owls"}, expect=400)["error"] == "unknown_room_table"
    room.act({"type": "rename", "table": 1, "name": "Owls"})
    assert room.act({"type": "rename", "table": 2, "name": "OWLS"}, expect=409)["error"] == "table_name_taken"
    assert room.act({"type": "rename", "table": 1, "name": "Owls!"}, token=room.tokens["r1"],
                    expect=403)["error"] == "organizer_only"


def test_the_room_lists_who_sits_at_each_table_by_name(http):
    room = RoomDriver(http, people=8, tables=2, options={"hand_size": 1})
    formed = room.act({"type": "form"})
    assert [t["names"] for t in formed["tables"]] == [["P1", "P3", "P5", "P7"], ["P2", "P4", "P6", "P8"]]
    assert [t["names"] for t in room.view()["tables"]] == [["P1", "P3", "P5", "P7"], ["P2", "P4", "P6", "P8"]]


def test_the_organizer_removes_someone_from_the_lobby_at_once_and_their_token_is_refused(http):
    room = RoomDriver(http, people=5)
    fake = room.join("Spam 1")
    answer = room.act({"type": "kick", "person": fake})
    assert fake not in answer["lobby"] and fake not in [p["id"] for p in answer["people"]]
    status, refused = http.get(room.path, token=room.tokens[fake])
    assert status == 401
    assert room.act({"type": "kick", "person": "r0"}, expect=400)["error"] == "unknown_person"
    assert room.act({"type": "kick", "person": fake}, expect=400)["error"] == "unknown_person"
    assert room.act({"type": "kick", "person": "r1"}, token=room.tokens["r2"], expect=403)["error"] == "organizer_only"


def test_the_organizer_removes_someone_from_a_table_between_deals_only_and_their_deals_keep_their_scores(http):
    room, seats, code, host = _started(http, 8, 2)
    leaver = next(p for p, s in seats.items() if s["table"] == 1 and s["player_id"] == "p3")
    assert room.act({"type": "kick", "person": leaver}, expect=409)["error"] == "game_started"
    assert room.seat(leaver) == seats[leaver]  # nothing changed
    _quick_deal(room, code, host, seats, seal="Red after black.")
    before = room.table(code)["totals"]["p3"]
    answer = room.act({"type": "kick", "person": leaver})
    assert leaver not in [p["id"] for p in answer["people"]] and leaver not in answer["tables"][0]["people"]
    state = room.table(code)
    assert "p3" not in [p["id"] for p in state["people"]] and state["totals"].get("p3", before) == before
    assert http.get(f"/api/tables/{code}", token=seats[leaver]["token"])[0] == 401


def test_a_table_made_host_is_removed_too_the_organizer_taking_its_hosting_back(http):
    room = RoomDriver(http, people=8, tables=2, options={"hand_size": 1})
    room.act({"type": "form"})
    seats = {person: room.seat(person) for person in room.tokens}
    code, host = room.organizer_token(1)
    pupil = next(p for p, s in seats.items() if s["table"] == 1)
    room.table_act(code, host, {"type": "make_host", "player": seats[pupil]["player_id"]})
    room.act({"type": "kick", "person": pupil})
    state = room.table(code)
    assert state["host"] == "p0" and seats[pupil]["player_id"] not in [p["id"] for p in state["people"]]


def test_a_table_is_deleted_from_the_room_only_between_deals_its_people_wait_in_the_lobby_its_games_stay(http):
    room, seats, code, host = _started(http, 8, 2)
    assert room.act({"type": "delete_table", "table": 1}, expect=409)["error"] == "deal_in_progress"
    assert len(room.view()["tables"][0]["people"]) == 4  # nothing changed
    _quick_deal(room, code, host, seats, seal="Red after black.")
    answer = room.act({"type": "delete_table", "table": 1})
    table = answer["tables"][0]
    assert table["deleted"] is True and table["people"] == [] and len(answer["lobby"]) == 4
    for person, seat in seats.items():
        if seat["table"] == 1:
            assert room.seat(person)["table"] is None
            assert http.get(f"/api/tables/{code}", token=seat["token"])[0] == 401
    status, result = http.get(f"{room.path}/result")
    (game,) = result["tables"][0]["games"]
    assert result["tables"][0]["deleted"] is True and game["deals"][0]["rule"] == "Red after black."
    assert [t["number"] for t in room.seat("r0")["tables"]] == [2]
    latecomer = room.join("Late")
    assert room.view(latecomer)["people"][-1]["table"] == 2  # never sent to a deleted table
    for body in ({"type": "move", "person": latecomer, "table": 1}, {"type": "rename", "table": 1, "name": "X"},
                 {"type": "delete_table", "table": 1}):
        assert room.act(body, expect=409)["error"] == "table_deleted"


def test_a_pupil_made_host_cannot_delete_their_room_table_with_the_tables_own_delete(http):
    room, seats, code, host = _started(http, 8, 2)
    pupil = next(s for s in seats.values() if s["table"] == 1 and s["player_id"] == "p2")
    room.table_act(code, host, {"type": "make_host", "player": "p2"})
    status, refused = http.call("DELETE", f"/api/tables/{code}", token=pupil["token"])
    assert (status, refused["error"]) == (409, "room_table")
    status, refused = http.call("DELETE", f"/api/tables/{code}", token=host)
    assert (status, refused["error"]) == (409, "room_table")
    assert room.table(code)["phase"] != "lobby"  # the table and its deal are still there


def test_forming_with_no_number_never_passes_fifty_tables(http):
    room = RoomDriver(http, people=310)  # 310 / 6: 52 tables of at most 6, past the cap
    formed = room.act({"type": "form"})
    assert len(formed["tables"]) == 50
    assert all(len(t["people"]) <= 8 for t in formed["tables"])
    assert sum(len(t["people"]) for t in formed["tables"]) + len(formed["lobby"]) == 310


def test_nobody_joins_under_the_organizers_name_or_one_that_looks_the_same(http):
    room = RoomDriver(http)
    for name, code in (("Ms Lee", "name_taken"), ("ms lee", "name_taken"), ("Ms Lеe", "name_looks_taken")):
        status, refused = http.post(f"{room.path}/join", {"name": name})
        assert (status, refused["error"]) == (409, code), name


def test_nobody_leads_before_anyone_has_scored(http):
    room, seats, code, host = _started(http, 8, 2)
    assert room.view()["tables"][0]["live"]["leaders"] == []
    _quick_deal(room, code, host, seats, seal="Red after black.")
    assert room.view()["tables"][0]["live"]["leaders"] != []


def test_the_expulsion_threshold_is_one_rules_md_offers(http):
    for profile in ("howell", "abbott"):
        for value in (10, 29, 35, 200):
            status, refused = http.post("/api/tables", {"host_name": "Ann", "profile": profile,
                                                        "options": {"expulsion_threshold": value}})
            assert (status, refused["error"]) == (400, "bad_option"), (profile, value)
            status, refused = http.post("/api/rooms", {"name": "C", "organizer_name": "L", "profile": profile,
                                                       "options": {"expulsion_threshold": value}})
            assert (status, refused["error"]) == (400, "bad_option"), (profile, value)
        for value in (30, 40):
            assert http.post("/api/tables", {"host_name": "Ann", "profile": profile,
                                             "options": {"expulsion_threshold": value}})[0] == 201


def test_a_reopened_deals_rule_stays_on_the_room_board_and_in_the_result(http):
    room, seats, code, host = _started(http, 8, 2)
    _quick_deal(room, code, host, seats, seal="Red after black.")
    room.table_act(code, host, {"type": "undo"})  # the deal's end undone: the deal is open again
    assert room.table(code)["deal"]["rule"] == "Red after black."  # the table keeps it shown
    rules = room.view()["tables"][0]["live"]["rules"]
    assert [(r["deal"], r["rule"]) for r in rules] == [(1, "Red after black.")]
    status, result = http.get(f"{room.path}/result")
    assert [d["rule"] for g in result["tables"][0]["games"] for d in g["deals"]] == ["Red after black."]


def test_a_seat_its_host_gave_a_new_link_is_not_taken_back_by_the_room_and_its_dealer_sees_their_rule(http):
    room, seats, code, host = _started(http, 8, 2)
    dealer = next(p for p, s in seats.items() if s["table"] == 1 and s["player_id"] == "p1")
    room.table_act(code, seats[dealer]["token"], {"type": "seal_rule", "text": "Red after black."})
    assert room.table(code, seats[dealer]["token"])["deal"]["rule"] == "Red after black."  # the room's token: the dealer
    assert room.seat(dealer)["token"] == seats[dealer]["token"]  # asked again: the same seat, the rule still theirs
    assert room.table(code, seats[dealer]["token"])["deal"]["rule"] == "Red after black."
    status, answer = http.post(f"/api/tables/{code}/people/p1/rejoin", {}, token=host)
    assert status == 200, answer
    new = answer["token"]
    for _ in range(2):  # the room's phone asks where its owner sits: it does not take the seat back
        seat = room.seat(dealer)
        assert (seat["table"], seat["player_id"], seat["token"], seat["reissued"]) == (1, "p1", None, True)
        assert room.table(code, new)["me"] == "p1"
    assert http.get(f"/api/tables/{code}", token=seats[dealer]["token"])[0] == 401
