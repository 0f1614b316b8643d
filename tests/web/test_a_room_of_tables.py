"""RULES.md § A room of tables through the API (docs/API.md, "A room of tables"; Flask test client,
SQLite and PostgreSQL): one code, tables formed in join order, each phone led from its room token
to its seat, latecomers to the smallest table, a move between deals, the organizer's actions
alone, the organizer as host of every table who never sees a sealed rule early, a proposal seen
by its dealer alone until the deal ends, and the room's result as JSON and CSV."""
from __future__ import annotations

import csv
import io

from tests.rooms import RoomDriver

QUICK = {"hand_size": 1}


def _seats(room: RoomDriver) -> dict:
    """Every person's seat (room person id -> GET …/seat)."""
    return {person: room.seat(person) for person in room.tokens}


def _quick_deal(room: RoomDriver, code: str, host: str, seats: dict, seal: str | None = None) -> None:
    """The table's current deal to its end: starter rank 1, the dealer's left plays right and empties."""
    tokens = {s["player_id"]: s["token"] for s in seats.values() if s["code"] == code}
    state = room.table(code)
    dealer = tokens[state["dealer"]]
    if seal:
        room.table_act(code, dealer, {"type": "seal_rule", "text": seal})
    room.table_act(code, dealer, {"type": "starter", "cards": 1, "rank": 1})
    room.table_act(code, tokens[room.table(code)["turn"]], {"type": "attempt", "cards": 1})
    room.table_act(code, dealer, {"type": "judge", "verdict": "right"})


def _started(http, people: int, tables: int | None = None):
    """A room of quick tables formed, every seat found, table 1 started by the organizer (p1 deals)."""
    room = RoomDriver(http, people=people, tables=tables, options=QUICK)
    room.act({"type": "form"})
    seats = _seats(room)
    code, host = room.organizer_token(1)
    room.table_act(code, host, {"type": "start", "first_dealer": "p1"})
    return room, seats, code, host


def test_twenty_two_people_form_four_tables_and_each_phone_finds_its_seat(http):
    room = RoomDriver(http, people=22)
    board = room.view()
    assert board["me"] is None and board["formed"] is False and len(board["lobby"]) == 22
    formed = room.act({"type": "form"})
    assert [len(t["people"]) for t in formed["tables"]] == [6, 6, 5, 5]
    assert formed["lobby"] == []
    for person, seat in _seats(room).items():
        assert seat["table"] == room.view(person)["mine"]["table"]
        state = room.table(seat["code"], seat["token"])
        assert state["me"] == seat["player_id"] and state["names"][seat["player_id"]] == room.names[person]
        assert state["host"] == "p0" and state["organizer"] == "p0"
        assert seat == room.seat(person)  # the same seat token every time it is asked for


def test_seven_people_howell_at_most_six_each_make_one_table_of_seven(http):
    room = RoomDriver(http, people=7)
    assert [len(t["people"]) for t in room.act({"type": "form"})["tables"]] == [7]


def test_a_latecomer_is_seated_at_the_table_with_the_fewest_people(http):
    room = RoomDriver(http, people=9, tables=2)
    room.act({"type": "form"})  # 5 and 4
    late = room.join("Late")
    seat = room.seat(late)
    assert seat["table"] == 2 and seat["player_id"] is not None
    assert [len(t["people"]) for t in room.view()["tables"]] == [5, 5]
    assert room.table(seat["code"], seat["token"])["me"] == seat["player_id"]


def test_only_the_organizer_forms_moves_adds_tables_and_proposes_and_nothing_changes(http):
    room = RoomDriver(http, people=8, tables=2)
    room.act({"type": "form"})
    person = next(iter(room.tokens))
    before = room.view()
    for body in ({"type": "form"}, {"type": "add_table"}, {"type": "move", "person": person, "table": 2},
                 {"type": "propose", "table": 1, "rule": "alternate_colours"}):
        answer = room.act(body, token=room.tokens[person], expect=403)
        assert answer["error"] == "organizer_only"
    assert room.view() == before
    assert http.post(f"{room.path}/actions", {"type": "form"})[0] == 401
    assert http.post(f"{room.path}/actions", {"type": "form"}, token="nobody")[0] == 401
    assert http.get("/api/rooms/ZZZZZZ")[0] == 404


def test_the_organizer_moves_someone_between_two_deals_and_their_phone_follows(http):
    room, seats, code, host = _started(http, 8, 2)
    mover = next(p for p, s in seats.items() if s["table"] == 1 and s["player_id"] == "p3")
    refused = room.act({"type": "move", "person": mover, "table": 2}, expect=409)  # a deal is being played
    assert refused["error"] == "game_started" and room.seat(mover) == seats[mover]
    _quick_deal(room, code, host, seats)
    moved = room.act({"type": "move", "person": mover, "table": 2})
    assert moved["people"][list(room.tokens).index(mover)]["table"] == 2
    assert http.get(f"/api/tables/{code}", token=seats[mover]["token"])[0] == 401  # removed at table 1
    new = room.seat(mover)
    assert new["table"] == 2 and new["code"] != code
    assert room.table(new["code"], new["token"])["me"] == new["player_id"]
    assert mover in room.view()["tables"][1]["people"]
    assert room.table(code)["removed"] == ["p3"]


def test_the_organizer_never_sees_a_sealed_rule_before_the_deal_ends(http):
    room, seats, code, host = _started(http, 4)
    dealer = next(s for s in seats.values() if s["player_id"] == "p1")
    room.table_act(code, dealer["token"], {"type": "seal_rule", "text": "Alternate colours."})
    seen = room.table(code, host)
    assert seen["me"] == "p0" and "rule" not in seen["deal"]
    assert room.table(code, dealer["token"])["deal"]["rule"] == "Alternate colours."
    status, page = http.get(f"/api/tables/{code}/log", token=host)
    seal = next(a for a in page["actions"] if a["type"] == "seal_rule")
    assert status == 200 and "rule" not in seal and "salt" not in seal
    room.table_act(code, host, {"type": "end_game"})
    assert room.table(code, host)["deals"][0]["rule"] == "Alternate colours."


def test_a_proposal_is_seen_by_that_dealer_alone_until_the_deal_ends(http):
    room, seats, code, host = _started(http, 8, 2)
    proposed = room.act({"type": "propose", "table": 1, "rule": "alternate_colours"})
    assert [(p["rule"], p["game"], p["deal"]) for p in proposed["proposals"]] == [("alternate_colours", 1, 1)]
    dealer = next(p for p, s in seats.items() if s["code"] == code and s["player_id"] == "p1")
    shown = room.view(dealer)["proposals"]
    assert [p["rule"] for p in shown] == ["alternate_colours"] and shown[0]["about"] > 0
    assert (shown[0]["about"], shown[0]["word"], shown[0]["pack"]) == (26, "too_easy", 52)  # the rule book's figure
    for person in room.tokens:
        if person != dealer:
            assert room.view(person)["proposals"] == []
    assert room.view()["proposals"] == []
    _quick_deal(room, code, host, seats, seal=shown[0]["text"])
    for person in [*room.tokens, None]:
        assert [(p["rule"], p["ended"]) for p in room.view(person)["proposals"]] == [("alternate_colours", True)]


def test_the_rooms_result_lists_each_tables_games_and_rules_as_json_and_csv(http):
    room, seats, code, host = _started(http, 4)
    _quick_deal(room, code, host, seats, seal="Red after black.")
    room.table_act(code, host, {"type": "end_game"})
    status, result = http.get(f"{room.path}/result")
    assert status == 200 and result["room"] == "Class 4b"
    (game,) = result["tables"][0]["games"]
    assert game["deals"] == [{"deal": 1, "dealer": "P1", "rule": "Red after black.", "mainline": 2}]
    assert game["totals"] == {"P1": 5, "P2": 5, "P3": 0, "P4": 0} and sorted(game["winners"]) == ["P1", "P2"]
    status, text = http.get(f"{room.path}/result?format=csv")
    rows = list(csv.reader(io.StringIO(text.decode("utf-8"))))
    assert rows[0] == ["Table", "Game", "Deal", "Dealer", "Rule", "Mainline", "Person", "Total", "Winner"]
    assert rows[1] == ["1", "1", "1", "P1", "Red after black.", "2", "", "", ""]
    assert ["1", "1", "", "", "", "", "P1", "5", "yes"] in rows


def test_the_rooms_csv_speaks_the_organizers_language_from_the_catalogs(http):
    room, seats, code, host = _started(http, 4)
    _quick_deal(room, code, host, seats, seal="Red after black.")
    room.table_act(code, host, {"type": "end_game"})
    status, text = http.get(f"{room.path}/result?format=csv&lang=fr")
    rows = list(csv.reader(io.StringIO(text.decode("utf-8"))))
    assert status == 200
    assert rows[0] == ["Table", "Partie", "Donne", "Donneur", "Règle", "Ligne principale", "Personne", "Total",
                       "Gagnant"]
    assert ["1", "1", "", "", "", "", "P1", "5", "oui"] in rows and ["1", "1", "", "", "", "", "P3", "0", "non"] in rows


def test_a_rooms_bad_input_is_400_and_changes_nothing(http):
    room = RoomDriver(http, people=4)
    assert http.post("/api/rooms", {"name": "x", "organizer_name": "y", "tables": 0})[0] == 400
    assert http.post("/api/rooms", {"name": "x", "organizer_name": "y", "profile": "chess"})[0] == 400
    for body, code in (({"type": "nope"}, "unknown_action"), ({"type": "move", "person": 3, "table": 1}, "bad_person"),
                       ({"type": "propose", "table": 1, "rule": "made up"}, "unknown_rule")):
        assert room.act(body, expect=400)["error"] == code
    assert room.act({"type": "form", "expected_version": 1}, expect=409)["error"] == "stale_version"
    assert room.view()["formed"] is False
    status, answer = http.post(f"{room.path}/join", {"name": "P1"})
    assert status == 409 and answer["error"] == "name_taken"


def test_the_organizer_makes_someone_seated_a_host_of_their_table_and_stays_one(http):
    room = RoomDriver(http, people=4, options=QUICK)
    room.act({"type": "form"})
    seats = _seats(room)
    code, host = room.organizer_token(1)
    by_player = {s["player_id"]: s["token"] for s in seats.values()}
    refused = room.table_act(code, by_player["p1"], {"type": "make_host", "player": "p1"}, expect=403)
    assert refused["error"] == "organizer_only"
    assert room.table_act(code, host, {"type": "make_host", "player": "p2"})["host"] == "p2"
    assert room.table_act(code, by_player["p2"], {"type": "options", "options": {"hand_size": 2}})["options"]["hand_size"] == 2
    assert room.table_act(code, host, {"type": "start", "first_dealer": "p1"})["phase"] == "starter"
    assert room.table_act(code, host, {"type": "make_host", "player": "p0"})["host"] == "p0"
    assert room.table_act(code, by_player["p2"], {"type": "end_game"}, expect=403)["error"] == "host_only"


def test_a_latecomer_sent_to_a_table_playing_a_deal_is_seated_once_that_deal_is_over(http):
    room, seats, code, host = _started(http, 8, 2)  # table 1 is playing its first deal
    late = room.join("Late")
    waiting = room.seat(late)
    assert (waiting["table"], waiting["code"], waiting["player_id"], waiting["token"]) == (1, code, None, None)
    assert room.view()["people"][-1] == {"id": late, "name": "Late", "table": 1, "seated": False}
    _quick_deal(room, code, host, seats)
    seated = room.seat(late)  # the next look at the room seats them
    assert seated["player_id"] == "p5" and room.table(code, seated["token"])["me"] == "p5"
    assert room.view()["people"][-1]["seated"] is True


def test_the_rooms_board_shows_every_table_at_a_glance_and_each_ended_deals_rule(http):
    room, seats, code, host = _started(http, 8, 2)
    live = room.view()["tables"]
    assert [t["live"]["phase"] for t in live] == ["starter", "lobby"]
    first = live[0]["live"]
    assert (first["dealer_name"], first["deal"], first["mainline"], first["prophet"]) == ("P1", 1, 0, None)
    assert first["host"] == "Ms Lee" and first["rules"] == []
    _quick_deal(room, code, host, seats, seal="Red after black.")
    first = room.view()["tables"][0]["live"]
    assert first["phase"] == "deal_over" and sorted(first["leaders"]) == ["P1", "P3"]
    assert first["rules"] == [{"game": 1, "deal": 1, "dealer": "P1", "rule": "Red after black.", "mainline": 2}]


def test_a_typed_code_says_whether_it_opens_a_table_or_a_room(http):
    """The start page's "go to a table" box asks once what a code is (GET /api/codes/<code>)."""
    room = RoomDriver(http, people=4, tables=1, options=QUICK)
    room.act({"type": "form"})
    table = room.view()["tables"][0]["code"]
    assert http.get(f"/api/codes/{room.code.lower()}") == (200, {"code": room.code, "table": False, "room": True})
    assert http.get(f"/api/codes/{table}") == (200, {"code": table, "table": True, "room": False})
    status, body = http.get("/api/codes/ZZZZZZ")
    assert (status, body["error"]) == (404, "unknown_code")
    assert body["message"] == "There is no table or room with this code."
