"""A game night through the API (docs/rules.md, "A game night"; docs/API.md): a latecomer joins
between deals and is placed by the host, a removed person's deals keep their scores and their
token is refused, another game at the same table keeps seats and tokens, the night's standings,
the records limit of a later game, and GET /api/rulebook (Flask test client, SQLite and PostgreSQL).

Every deal here is a quick one (hand_size 1, starter rank 1): the player at the dealer's left
empties their hand; they and the dealer score 5, the others 0.
"""
from __future__ import annotations

import hashlib
import json

from companion.service import published, sentences
from tests.phones import Game
from tests.web.test_live_limits import app_with

QUICK = {"hand_size": 1}


def join(game: Game, name: str, expect: int = 201) -> dict:
    status, answer = game.http.post(f"{game.path}/join", {"name": name})
    assert status == expect, answer
    if status == 201:
        game.tokens[answer["player_id"]] = answer["token"]
    return answer


def play_out(game: Game) -> list[str]:
    """Deal after deal until the game is over; the dealers, in order."""
    dealers = []
    while (state := game.snap())["phase"] != "game_over":
        if state["phase"] == "deal_over":
            game.act(game.host, {"type": "next_deal"})
        dealers.append(game.snap()["dealer"])
        game.quick_deal()
    return dealers


def ids(state: dict) -> list[str]:
    return [p["id"] for p in state["people"]]


# -- a latecomer -------------------------------------------------------------------------------

def test_a_latecomer_joins_between_deals_is_placed_by_the_host_and_dealt_in_next_with_0(http):
    game = Game(http, "howell", people=4, options=QUICK)
    game.start(first_dealer="p1")
    game.quick_deal()  # p1 deals, p2 empties: 5 each
    before = game.snap()
    assert before["phase"] == "deal_over" and before["joinable"] is True

    eve = join(game, "Eve")["player_id"]
    assert eve == "p5"
    state = game.snap(eve)
    assert state["me"] == eve and state["version"] == before["version"] + 1
    assert ids(state) == ["p1", "p2", "p3", "p4", eve]  # last, until the host places them
    assert state["totals"] == {"p1": 5, "p2": 5, "p3": 0, "p4": 0, eve: 0}
    assert state["names"][eve] == "Eve" and eve not in state["deal"]["players"]
    assert state["deals"][0]["scores"].get(eve) is None  # not in the ended deal
    logged = http.get(f"{game.path}/log?after={before['version']}")[1]["actions"]
    assert [(a["type"], a["by"], a["late"]) for a in logged] == [("join", eve, True)]

    # the host places her at the left of Ben: Ben deals next, and she plays first
    game.act("p1", {"type": "seat", "order": ["p1", "p2", eve, "p3", "p4"]})
    game.act("p1", {"type": "next_deal"})
    state = game.snap(eve)
    deal = state["deal"]
    assert (state["dealer"], deal["number"], deal["serial"]) == ("p2", 2, 2)
    assert deal["players"] == [eve, "p3", "p4", "p1"] and deal["hands"][eve] == 1
    assert [p["total"] for p in state["people"] if p["id"] == eve] == [0]
    game.act("p2", {"type": "starter", "cards": 1, "rank": 1})
    assert game.snap()["turn"] == eve
    game.act(eve, {"type": "attempt", "cards": 1})  # her own token, her own turn
    game.act("p2", {"type": "judge", "verdict": "right"})
    assert game.snap()["totals"][eve] == 5
    assert game.snap()["next_dealer"] == eve  # left of Ben, not dealt yet: the game waits for her


def test_joining_while_a_deal_is_played_is_refused_409_game_started_and_changes_nothing(http):
    game = Game(http, "howell", people=4, options=QUICK)
    game.start(first_dealer="p1")
    for step in ("starter", "turn", "judging"):
        state = game.snap()
        assert state["phase"] == step and state["joinable"] is False
        answer = join(game, "Eve", expect=409)
        assert answer["error"] == "game_started"
        assert game.snap() == state
        if step == "starter":
            game.act("p1", {"type": "starter", "cards": 1, "rank": 1})
        elif step == "turn":
            game.act(state["turn"], {"type": "attempt", "cards": 1})
    game.act("p1", {"type": "judge", "verdict": "right"})
    assert game.snap()["joinable"] is True
    join(game, "Eve")


def test_between_deals_a_full_table_and_a_taken_name_are_refused_as_in_the_lobby(http):
    game = Game(http, "howell", people=7, options=QUICK)
    game.start(first_dealer="p1")
    game.quick_deal()
    assert join(game, "ben", expect=409)["error"] == "name_taken"
    join(game, "Hal")
    assert game.snap()["joinable"] is False
    assert join(game, "Ivy", expect=409)["error"] == "table_full"


def test_the_same_name_with_the_seats_own_token_gives_the_seat_back_between_deals(http):
    game = Game(http, "howell", people=4, options=QUICK)
    game.start(first_dealer="p1")
    game.quick_deal()
    eve = join(game, "Eve")
    status, again = http.post(f"{game.path}/join", {"name": "Eve"}, token=eve["token"])
    assert (status, again) == (201, eve)
    assert ids(game.snap()).count(eve["player_id"]) == 1


def test_after_the_game_a_newcomer_joins_for_the_next_game(http):
    game = Game(http, "howell", people=4, options=QUICK)
    game.start(first_dealer="p1")
    game.act("p1", {"type": "end_game"})
    assert game.snap()["joinable"] is True
    eve = join(game, "Eve")["player_id"]
    state = game.snap()
    assert state["phase"] == "game_over" and eve in ids(state)
    assert eve not in state["games"][0]["players"]  # not in the game that ended
    game.act("p1", {"type": "new_game"})
    assert ids(game.snap()) == ["p1", "p2", "p3", "p4", eve]


def test_joining_never_blocks_the_dealers_undo_of_the_deals_end_and_the_newcomer_stays(http):
    game = Game(http, "howell", people=4, options=QUICK)
    game.start(first_dealer="p1")
    game.act("p1", {"type": "seal_rule", "text": "red after black"})
    game.quick_deal()  # p1 deals, p2 empties
    ended = game.snap()
    eve = join(game, "Eve")["player_id"]
    assert game.snap("p1")["undo"]["type"] == "judge"  # the deal's end, past Eve's join
    state = game.act("p1", {"type": "undo"})
    assert state["phase"] == "judging" and state["deal"]["reopened_by"] == "p1" and state["deals"] == []
    assert ids(state) == ["p1", "p2", "p3", "p4", eve] and eve not in state["deal"]["hands"]
    assert game.snap(eve)["me"] == eve  # her seat and link stand
    logged = http.get(f"{game.path}/log?after={ended['version'] - 1}")[1]["actions"]
    assert [(a["type"], a["undone"]) for a in logged] == [("judge", True), ("join", False), ("undo", False)]
    game.act("p1", {"type": "judge", "verdict": "right"})
    deals = game.snap(eve)["deals"]  # the rule and its salt with it, for anyone to check later
    assert deals[0]["rule"] == "red after black" and deals[0]["rule_sha256"] == ended["deal"]["rule_sha256"]
    assert hashlib.sha256((deals[0]["rule_salt"] + deals[0]["rule"]).encode()).hexdigest() == deals[0]["rule_sha256"]
    game.act("p1", {"type": "next_deal"})
    assert eve in game.snap()["deal"]["players"]


def test_after_the_game_only_the_host_undoes_a_removal_403_host_undoes_seats(http):
    game = Game(http, "howell", people=4, options=QUICK)
    game.start(first_dealer="p1")
    play_out(game)  # p4 dealt last
    game.act("p1", {"type": "kick", "player": "p3"})
    before = game.snap()
    answer = game.act("p4", {"type": "undo"}, expect=403)
    assert (answer["error"], answer["message"]) == (
        "host_undoes_seats", "The game is over: only the host can undo a seat change or a removal.")
    assert game.snap() == before
    game.act("p1", {"type": "undo"})
    assert "p3" in ids(game.snap())


# -- a leaver --------------------------------------------------------------------------------

def test_a_removed_persons_deals_keep_their_scores_and_they_are_in_the_games_result(http):
    game = Game(http, "howell", people=5, options=QUICK)
    game.start(first_dealer="p1")
    game.quick_deal()  # p1 deals, p2 empties
    record = game.act("p1", {"type": "kick", "player": "p2"})
    assert "p2" not in ids(record) and record["removed"] == ["p2"]
    assert record["totals"]["p2"] == 5 and record["deals"][0]["scores"]["p2"] == 5
    assert record["names"]["p2"] == "Ben"
    assert record["next_dealer"] == "p3"  # the removed one's left: Ben never deals
    assert play_out(game) == ["p3", "p4", "p5"]  # the game does not wait for Ben
    state = game.snap()
    result = state["games"][0]
    assert result["players"] == ["p1", "p3", "p4", "p5", "p2"]  # the seated, then the removed
    assert result["removed"] == ["p2"] and result["totals"]["p2"] == 5
    assert [d["scores"].get("p2") for d in result["deals"]] == [5, None, None, None]  # in no later deal
    assert {r["player"]: r["points"] for r in state["standings"]}["p2"] == 5


def test_a_removed_persons_token_is_refused_401_and_their_phone_watches_as_a_spectator(http):
    """Nobody acts for someone they may not: a removed person's token holds no seat, so every
    request that names it is 401 (their phone forgets it); without it, they see their total."""
    game = Game(http, "howell", people=5, options=QUICK)
    game.start(first_dealer="p1")
    game.quick_deal()
    game.act("p1", {"type": "kick", "player": "p2"})
    ben = game.tokens["p2"]
    before = game.snap()
    status, answer = http.get(game.path, token=ben)
    assert (status, answer["error"]) == (401, "unknown_token")
    assert http.get(f"{game.path}/log", token=ben)[0] == 401
    for body in ({"type": "next_deal"}, {"type": "undo"}, {"type": "seat", "order": ["p1"]}):
        status, answer = http.post(f"{game.path}/actions", body, token=ben)
        assert (status, answer["error"]) == (401, "unknown_token")
    status, answer = http.post(f"{game.path}/people/p2/rejoin", {}, token=ben)
    assert (status, answer["error"]) == (401, "unknown_token")
    status, answer = http.post(f"{game.path}/people/p2/rejoin", {}, token=game.tokens["p1"])
    assert (status, answer["error"]) == (400, "unknown_player")  # no seat to give a new link to
    assert game.snap() == before
    spectator = http.get(game.path)[1]
    assert spectator["me"] is None and spectator["totals"]["p2"] == 5 and spectator["removed"] == ["p2"]


def test_a_mistapped_removal_is_undone_and_the_seat_and_its_token_come_back(http):
    game = Game(http, "howell", people=5, options=QUICK)
    game.start(first_dealer="p1")
    game.quick_deal()
    game.act("p1", {"type": "kick", "player": "p3"})
    assert http.get(game.path, token=game.tokens["p3"])[0] == 401
    game.act("p1", {"type": "undo"})
    state = game.snap("p3")
    assert state["me"] == "p3" and state["removed"] == [] and "p3" in ids(state)


def test_a_removed_person_who_joins_again_is_a_newcomer_with_a_new_seat(http):
    game = Game(http, "howell", people=5, options=QUICK)
    game.start(first_dealer="p1")
    game.quick_deal()
    game.act("p1", {"type": "kick", "player": "p2"})
    status, again = http.post(f"{game.path}/join", {"name": "Ben"}, token=game.tokens["p2"])
    assert status == 201 and again["player_id"] == "p6" and again["token"] != game.tokens["p2"]
    state = game.snap()
    assert state["totals"]["p6"] == 0 and state["totals"]["p2"] == 5 and state["removed"] == ["p2"]


def test_seats_do_not_change_during_a_deal(http):
    game = Game(http, "howell", people=5, options=QUICK)
    game.start(first_dealer="p1")
    before = game.snap()
    for body in ({"type": "kick", "player": "p3"}, {"type": "seat", "order": ["p1", "p3", "p2", "p4", "p5"]}):
        assert game.act("p1", body, expect=409)["error"] == "game_started"
    assert game.snap() == before


# -- another game ------------------------------------------------------------------------------

def test_new_game_keeps_seats_and_tokens_and_the_standings_list_both_games(http):
    game = Game(http, "howell", people=4, options=QUICK)
    game.start(first_dealer="p1")
    assert play_out(game) == ["p1", "p2", "p3", "p4"]
    over = game.snap()
    assert over["phase"] == "game_over" and over["game"] == 1 and len(over["games"]) == 1
    game.act("p1", {"type": "seat", "order": ["p1", "p3", "p2", "p4"]})  # the host may reseat after the game

    answer = game.act("p1", {"type": "new_game", "action_id": "again-1"})
    assert game.act("p1", {"type": "new_game", "action_id": "again-1"}) == answer  # a retry applies nothing
    assert answer["phase"] == "lobby" and answer["game"] == 2
    assert ids(answer) == ["p1", "p3", "p2", "p4"]
    assert answer["deal"] is None and answer["dealt"] == [] and answer["deals"] == []
    assert answer["totals"] == {p: 0 for p in ("p1", "p3", "p2", "p4")}
    assert answer["games"] == over["games"] and answer["options"]["hand_size"] == 1
    for person, token in game.tokens.items():  # the same links
        assert http.get(game.path, token=token)[1]["me"] == person
    logged = http.get(f"{game.path}/log?after={answer['version'] - 1}")[1]["actions"]
    assert [(a["type"], a["game"]) for a in logged] == [("new_game", 2)]

    game.start(first_dealer="p2")
    game.quick_deal()  # p2 deals, p4 (at their left) empties
    game.act("p1", {"type": "end_game"})
    state = game.snap()
    assert [g["number"] for g in state["games"]] == [1, 2] and state["games"][1]["early"] is True
    assert state["games"][1]["deals"][0]["number"] == 1
    standings = {r["player"]: r for r in state["standings"]}
    assert set(standings) == {"p1", "p2", "p3", "p4"}
    assert all(r["games"] == 2 for r in standings.values())
    for pid, row in standings.items():
        assert row["points"] == sum(g["totals"][pid] for g in state["games"])
        assert row["wins"] == sum(pid in g["winners"] for g in state["games"])
    assert [r["wins"] for r in state["standings"]] == sorted((r["wins"] for r in state["standings"]), reverse=True)


def test_new_game_may_name_another_profile_with_its_default_options(http):
    game = Game(http, "howell", people=4, options=QUICK)
    game.start(first_dealer="p1")
    game.act("p1", {"type": "end_game"})
    answer = game.act("p1", {"type": "new_game", "profile": "express"})
    assert answer["profile"] == "express" and answer["options"]["hand_size"] != 1
    assert answer["games"][0]["profile"] == "howell"
    game.act("p1", {"type": "options", "options": {"hand_size": 5}})  # the lobby's options again
    assert game.start()["profile"] == "express"


def test_new_game_refusals(http):
    game = Game(http, "howell", people=4, options=QUICK)
    assert game.act("p1", {"type": "new_game"}, expect=409)["error"] == "game_not_over"
    game.start(first_dealer="p1")
    assert game.act("p1", {"type": "new_game"}, expect=409)["error"] == "game_not_over"
    game.quick_deal()
    assert game.act("p1", {"type": "new_game"}, expect=409)["error"] == "game_not_over"  # between deals
    game.act("p1", {"type": "end_game"})
    before = game.snap()
    assert game.act("p2", {"type": "new_game"}, expect=403)["error"] == "host_only"
    assert game.act("p1", {"type": "new_game", "profile": "chess"}, expect=400)["error"] == "unknown_profile"
    assert game.act("p1", {"type": "new_game", "profile": 5}, expect=400)["error"] == "bad_field"
    assert game.act("p1", {"type": "undo"}, expect=409)["error"] == "end_game_final"
    assert game.snap() == before
    game.act("p1", {"type": "new_game"})
    assert game.act("p1", {"type": "undo"}, expect=409)["error"] == "nothing_to_undo"  # never into game 1


# -- the records limit across games --------------------------------------------------------------

def test_a_later_games_lobby_counts_its_records_from_new_game(tmp_path):
    app, http = app_with(tmp_path, records_per_deal=11)  # the last 3 kept for kicks
    game = Game(http, "howell", people=4, options=QUICK)  # seq 1-4
    game.start(first_dealer="p1")  # 5
    game.quick_deal()  # 6-8
    game.act("p1", {"type": "end_game"})  # 9
    game.act("p1", {"type": "new_game"})  # 10: the lobby of game 2 counts from here
    for n in range(8):
        game.act("p1", {"type": "options", "options": {"hand_size": 1 + n % 2}})
    answer = game.act("p1", {"type": "options", "options": {"hand_size": 1}}, expect=409)
    assert answer["error"] == "too_many_records" and "start the game" in answer["message"]
    assert game.start(first_dealer="p2")["phase"] == "starter"  # starting stays possible


def test_past_the_records_limit_the_host_can_still_end_the_game_and_start_a_new_one(tmp_path):
    app, http = app_with(tmp_path, records_per_deal=9)  # the last 4 kept for the kicks of 4 seats
    game = Game(http, "howell", people=5, options=QUICK)  # seq 1-5
    game.start(first_dealer="p1")  # 6
    game.quick_deal()  # 7-9
    game.act("p1", {"type": "seat", "order": ["p1", "p3", "p2", "p4", "p5"]})  # 10: 4 since the start
    game.act("p1", {"type": "seat", "order": ["p1", "p2", "p3", "p4", "p5"]})  # 11: 5
    refused = game.act("p1", {"type": "seat", "order": ["p1", "p3", "p2", "p4", "p5"]}, expect=409)
    assert refused["error"] == "too_many_records" and "next deal" in refused["message"]
    refused = join(game, "Flo", expect=409)  # a latecomer would take a kick's room
    assert refused["error"] == "too_many_records"
    for seat in ("p5", "p4", "p3"):
        game.act("p1", {"type": "kick", "player": seat})  # 12-14: the room kept for kicks
    game.act("p1", {"type": "end_game"})  # 15
    refused = game.act("p1", {"type": "kick", "player": "p2"}, expect=409)
    assert refused["error"] == "too_many_records" and "new game" in refused["message"]
    game.act("p1", {"type": "new_game"})
    game.act("p1", {"type": "kick", "player": "p2"})  # a new lobby, a new count
    # a restarted server (a fresh cache, the log replayed) counts from the same record
    _, game.http = app_with(tmp_path, records_per_deal=3)
    game.act("p1", {"type": "options", "options": {}})
    assert game.act("p1", {"type": "options", "options": {}}, expect=409)["error"] == "too_many_records"


# -- the rule book -------------------------------------------------------------------------------

def test_the_rulebook_is_served_with_its_figures_an_etag_and_304(http):
    status, book = http.get("/api/rulebook")
    assert status == 200 and book == json.loads(json.dumps(sentences.book()))
    assert book["pack"] == 52 and book["good"] == [12, 15] and book["groups"] == ["beginner", "harder", "expert"]
    by_id = {r["id"]: r for r in book["rules"]}
    assert len(by_id) == len(book["rules"]) >= 19
    assert (by_id["alternate_colours"]["about"], by_id["alternate_colours"]["word"]) == (26, "too_easy")
    assert by_id["one_to_three_higher"]["fits_exact"] == [12, 1] and by_id["one_to_three_higher"]["word"] == "good"
    assert by_id["one_higher"]["word"] == "hard" and by_id["suit_of_the_card_before_last"]["reads"] == 2
    for rule in book["rules"]:
        assert set(rule) == {"id", "group", "reads", "fits", "fits_exact", "about", "word", "sources", "text"}
        numerator, denominator = rule["fits_exact"]
        assert rule["about"] == int(numerator / denominator + 0.5)
    groups = [book["groups"].index(r["group"]) for r in book["rules"]]
    assert groups == sorted(groups)  # easy to hard

    response = http.client.get("/api/rulebook")
    etag = response.headers["ETag"]
    assert response.headers["Content-Type"].startswith("application/json")
    assert "public" in response.headers["Cache-Control"]
    again = http.client.get("/api/rulebook", headers={"If-None-Match": etag})
    assert again.status_code == 304 and again.data == b""
    assert http.client.get("/api/rulebook").data == response.data  # the same bytes, made once
    assert published.rulebook.cache_info().currsize == 1
