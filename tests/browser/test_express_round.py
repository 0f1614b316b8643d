"""A whole express round tapped on three phones, ending with a right guess;
then the host ends the game: totals, shared win, exports."""
import csv
import io
import json

import pytest
from playwright.sync_api import expect

from .conftest import assert_accessible, join_table, seat_and_start, start_table

pytestmark = pytest.mark.browser


def test_an_express_round_ends_with_a_right_guess(phones):
    ann = phones()
    ann.goto("/")
    ann.page.locator("input[name=profile][value=express]").check()
    ann.page.get_by_text("Options for Express").click()
    expect(ann.page.get_by_label("Players may buy hints")).to_be_visible()
    ann.shot("start")
    expect(ann.page.locator("#conn")).to_be_hidden()  # no empty status pill on the start page
    assert_accessible(ann, "start page")
    code = start_table(ann, "Ann", "express")
    p = {"Ann": ann}
    for name in ("Ben", "Cat"):
        p[name] = phones()
        join_table(p[name], code, name)
    seat_and_start(ann, ["Ann", "Ben", "Cat"], "Ann")

    ann.page.get_by_label("Secret rule").fill("red, then black")
    ann.tap("Seal the rule")
    ann.tap("Place the starter")  # express: exactly one card, no rank needed (first player: dealer's left)
    expect(p["Ben"].testid("now")).to_have_text("Your turn.")
    expect(p["Ben"].testid("my-hand")).to_have_text("12")

    # Ben's card is right: he may guess; the guess is wrong, play goes on.
    p["Ben"].tap("Play a card")
    ann.tap("Right")
    expect(p["Ben"].page.get_by_text("You may guess the rule now")).to_be_visible()
    expect(ann.page.get_by_role("heading", name="Ben may guess the rule")).to_be_visible()
    ann.shot("dealer-guess")
    assert_accessible(ann, "dealer, express guess")
    assert_accessible(p["Ben"], "player, may guess")
    ann.tap("Wrong guess")
    expect(ann.page.get_by_role("heading", name="Ben may guess the rule")).to_have_count(0)

    # Cat's card is wrong: it goes to the sideline and she draws 1.
    expect(p["Cat"].testid("now")).to_have_text("Your turn.")
    p["Cat"].tap("Play a card")
    ann.tap("Wrong")
    expect(p["Cat"].testid("my-hand")).to_have_text("12")
    # A mis-tap: the dealer undoes the judgement and judges again.
    ann.tap_twice("Undo: Ann judged: wrong.", "Tap again to undo: Ann judged: wrong.")
    expect(ann.page.get_by_role("heading", name="Judge: Cat plays 1 card")).to_be_visible()
    expect(p["Cat"].testid("fact-table")).to_have_text("2")  # her card is off the sideline again
    ann.tap("Wrong")
    expect(p["Cat"].testid("my-hand")).to_have_text("12")
    expect(p["Ben"].testid("fact-table")).to_have_text("3")

    # Ben's next card is right, and so is his guess: the round is over.
    p["Ben"].tap("Play a card")
    ann.tap("Right")
    expect(p["Ben"].testid("my-hand")).to_have_text("10")
    ann.tap("Right guess")
    expected = {"Ann": 8, "Ben": 8, "Cat": 0}
    for phone in p.values():
        expect(phone.page.get_by_role("heading", name="Deal 1 is over")).to_be_visible()
        expect(phone.page.get_by_text("Ben guessed the rule.")).to_be_visible()
        for name, score in expected.items():
            expect(phone.testid(f"score-{name}").locator(".deal-score")).to_have_text(str(score))
        expect(phone.page.locator(".check.ok")).to_be_visible()
    expect(p["Ben"].testid("score-Ben")).to_contain_text("2 from hands + 6 guess")
    # express scores from the hand size dealt, not from a largest hand
    expect(p["Ben"].testid("high")).to_have_text("Hand size dealt: 12 (each score is 12 − own hand)")
    expect(p["Ben"].page.get_by_text("Largest hand")).to_have_count(0)
    expect(p["Cat"].testid("dealer-parts")).to_have_text("8 = the highest player score (8)")
    p["Ben"].shot("express-deal-over")
    assert_accessible(p["Ben"], "express deal over")

    # The next deal: Ben (left of Ann) deals; then the host ends the game during it
    # (scored from the current hands, all equal): Ann and Ben share the win.
    ann.tap("Start the next deal")
    expect(p["Ben"].page.get_by_text("You are the dealer")).to_be_visible()
    expect(p["Ann"].testid("my-hand")).to_have_text("12")
    ann.tap("My seat")
    ann.tap_twice("End the game now", "Tap again to end the game")
    for phone in p.values():
        expect(phone.testid("winners")).to_have_text("Ann and Ben share the win!")
        expect(phone.testid("final-Cat")).to_contain_text("0")
    assert_accessible(p["Cat"], "game over, player")

    with p["Cat"].page.expect_download() as dl:
        p["Cat"].tap("Export CSV")
    rows = list(csv.reader(io.StringIO(open(dl.value.path(), encoding="utf-8").read())))
    assert rows[0] == ["deal", "dealer", "rule", "Ann", "Ben", "Cat"]
    # The export keeps the sealed text as it was typed (the server salts the fingerprint,
    # the phone adds no line of its own).
    assert rows[1][:2] == ["1", "Ann"] and rows[1][3:] == ["8", "8", "0"]
    assert rows[1][2] == "red, then black"
    assert ["total", "", "", "8", "8", "0"] in rows
    assert any(r and r[-1].startswith("Ann opened") for r in rows[4:])
    with p["Ben"].page.expect_download() as dl:
        p["Ben"].tap("Export JSON")
    data = json.loads(open(dl.value.path(), encoding="utf-8").read())
    assert data["table"]["phase"] == "game_over" and data["log"][0]["seq"] == 1
