"""What the play test tripped over on the phones (issue 25, item 6): a removed person's phone
says who removed them (and does not offer their name back), placing a latecomer at the place
offered says it is done, and "Play again with the same people" starts without asking for the
seat order again unless the host changes it. (The language one tap from the menu:
test_mixed_languages.py; the two-tap buttons by touch: test_two_tap_confirmations.py.)"""
from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.phones import Game
from tests.support import Http

from .conftest import seat_link

pytestmark = pytest.mark.browser


def open_seat(phones, server, game: Game, pid: str):
    phone = phones()
    phone.page.goto(seat_link(server.url, game.code, game.tokens[pid]))
    return phone


def test_a_removed_phone_says_who_removed_it_and_does_not_fill_in_its_name(phones, server):
    game = Game(Http(server.port), "howell", people=5)
    ann = open_seat(phones, server, game, "p1")
    eve = open_seat(phones, server, game, "p5")
    expect(eve.page.get_by_text("You are seated", exact=False)).to_be_visible()
    remove = ann.testid("person-Eve").get_by_role("button", name="Remove Eve")
    remove.click()
    remove.click()
    expect(eve.testid("removed-by")).to_contain_text("Ann removed you from the table.")
    expect(eve.page.get_by_label("Your name")).to_have_value("")
    assert "p5" not in {p["id"] for p in game.snap()["people"]}


def test_placing_a_latecomer_at_the_offered_place_says_where_they_sit(phones, server):
    game = Game(Http(server.port), "howell", people=4, options={"hand_size": 1})
    game.start(first_dealer="p1")
    ann = open_seat(phones, server, game, "p1")
    game.quick_deal()
    status, eve = game.http.post(f"/api/tables/{game.code}/join", {"name": "Eve"})
    assert status == 201
    card = ann.testid("between-deals")
    expect(card.get_by_test_id("night-Eve")).to_contain_text("new")
    before = [p["id"] for p in game.snap()["people"]]
    card.get_by_role("button", name="Place Eve").click()  # the place offered: the one she has
    expect(ann.testid("placed-Eve")).to_have_text("Eve now sits at the left of Di.")
    assert [p["id"] for p in game.snap()["people"]] == before
    # another place: said once the table has it
    card.get_by_label("Eve sits at the left of").select_option(label="Ben")
    card.get_by_role("button", name="Place Eve").click()
    expect(ann.testid("placed-Eve")).to_have_text("Eve now sits at the left of Ben.")
    assert [p["name"] for p in sorted(game.snap()["people"], key=lambda p: p["seat"])] == ["Ann", "Ben", "Eve", "Cy", "Di"]


def test_play_again_with_the_same_people_keeps_the_seat_order(phones, server):
    game = Game(Http(server.port), "howell", people=4, options={"hand_size": 1})
    game.act("p1", {"type": "seat", "order": ["p1", "p3", "p2", "p4"]})
    game.start(first_dealer="p1")
    ann = open_seat(phones, server, game, "p1")
    game.act("p1", {"type": "end_game"})
    ann.tap("Play again with the same people")
    ann.tap("Start the game")  # no seat-order step: the seats are as they were
    expect(ann.page.locator("body[data-phase=starter]")).to_have_count(1)
    state = game.snap()
    assert state["game"] == 2 and [p["id"] for p in state["people"]] == ["p1", "p3", "p2", "p4"]

    # someone new sits down for game 3: the host is asked for the order again
    game.act("p1", {"type": "end_game"})
    ann.tap("Play again with the same people")
    expect(ann.page.locator("body[data-phase=lobby]")).to_have_count(1)
    status, _ = game.http.post(f"/api/tables/{game.code}/join", {"name": "Eve"})
    assert status == 201
    expect(ann.testid("person-Eve")).to_be_visible()
    ann.tap("Start the game")
    expect(ann.button("Start with this seat order")).to_be_visible()
