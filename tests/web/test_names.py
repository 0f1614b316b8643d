"""Names through the API: refused with a stable code, the table unchanged (issue 11, item 4)."""
from __future__ import annotations

from tests.phones import Game


def test_refused_names_answer_stable_codes_and_change_nothing(http):
    game = Game(http, "howell", people=2)  # Ann and Ben
    before = game.snap()
    for name, status, code in [("\u0410nn", 409, "name_looks_taken"), ("B\u0435n", 409, "name_looks_taken"),
                               ("Ben\u200b", 400, "hidden_characters"), ("\u202eCy", 400, "hidden_characters"),
                               ("Cy\x1b[2J", 400, "hidden_characters"), ("Cy\nDi", 400, "hidden_characters"),
                               ("ANN", 409, "name_taken"), ("x" * 41, 400, "too_long")]:
        answer_status, answer = http.post(f"{game.path}/join", {"name": name})
        assert (answer_status, answer["error"]) == (status, code), name
        assert answer["message"] and "\x1b" not in answer["message"]
    assert game.snap() == before
    status, answer = http.post("/api/tables", {"host_name": "Ann\u2066"})
    assert (status, answer["error"]) == (400, "hidden_characters")


def test_a_name_is_stored_normalised_and_a_seat_is_given_back_by_its_normal_form(http):
    game = Game(http, "howell", people=1)
    status, joined = http.post(f"{game.path}/join", {"name": "  Ｂｅｎ   Smith "})
    assert status == 201
    names = {p["id"]: p["name"] for p in game.snap()["people"]}
    assert names[joined["player_id"]] == "Ben Smith"
    status, again = http.post(f"{game.path}/join", {"name": "ben smith"}, token=joined["token"])
    assert status == 201 and again == joined
