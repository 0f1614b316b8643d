"""A whole howell deal tapped on five phones: a dealer (also the host) and four
players, with a string, a wrong attempt, a false and a correct no-play, a
prophet confirmed then overruled, an expulsion, and the deal-over screen."""
import re

import pytest
from playwright.sync_api import expect

from .conftest import BOARD, BrowserPhone, assert_accessible, join_table, seat_and_start, start_table

pytestmark = pytest.mark.browser

RULE = "alternate red and black"


def test_a_whole_howell_deal(phones):
    ann = phones()
    code = start_table(ann, "Ann")
    ann.shot("lobby-host")
    assert_accessible(ann, "lobby, host")
    names = ["Ben", "Cat", "Dan", "Eve"]
    p = {"Ann": ann}
    for name in names:
        p[name] = phones()
        join_table(p[name], code, name)
    p["Ben"].shot("lobby-player")
    assert_accessible(p["Ben"], "lobby, player")

    # The big screen in the host's browser (so it carries the host's seat).
    board = BrowserPhone.another_page(ann, BOARD)
    board_page = board.page
    board.goto(f"/t/{code}/board")
    expect(board_page.get_by_test_id("table-code")).to_have_text(code)
    expect(board_page.locator("img.qr")).to_be_visible()
    for name in ["Ann", *names]:
        expect(board_page.get_by_test_id(f"person-{name}").locator(".dot.on")).to_be_visible()
    board.shot("board-lobby")
    assert_accessible(board, "board lobby, host")

    # The host sets the seat order on the big screen by tapping people clockwise, then starts.
    seat_and_start(board, ["Ann", *names], "Ann")
    expect(board_page.get_by_test_id("now")).to_have_text("Ann is placing the starter.")

    # The dealer seals the rule; everyone sees the fingerprint, nobody the rule.
    ann.page.get_by_label("Secret rule").fill(RULE)
    ann.shot("dealer-seal")
    assert_accessible(ann, "dealer, sealing the rule")
    ann.tap("Seal the rule")
    for name in names:
        expect(p[name].page.locator(".fp code")).to_be_visible()
        expect(p[name].page.get_by_text(RULE)).to_have_count(0)
    ann.tap("A")
    ann.tap("Place the starter")
    expect(p["Ben"].testid("now")).to_have_text("Your turn.")
    expect(p["Ben"].testid("my-hand")).to_have_text("14")
    p["Ben"].shot("player-turn")
    assert_accessible(p["Ben"], "player, my turn")

    def judge(verdict: str, text: str, judge_phone=None):
        (judge_phone or ann).tap(verdict)
        for phone in p.values():
            expect(phone.testid("instruction")).to_have_text(text)

    # A string of 3, right.
    p["Ben"].play(3)
    expect(ann.testid("now")).to_have_text("Ben plays 3 cards: your judgement.")
    ann.shot("dealer-judging")
    assert_accessible(ann, "dealer, judging")
    judge("Right", "Right: Ben's 3 cards go on the mainline.")
    expect(p["Ben"].testid("my-hand")).to_have_text("11")

    # A wrong attempt of 2: a sideline group under card 4, a penalty of 4.
    p["Cat"].play(2)
    judge("Wrong", "Wrong: Cat's 2 cards go to a sideline. Cat draws 4 cards.")
    expect(p["Cat"].testid("my-hand")).to_have_text("16")
    expect(p["Eve"].page.locator(".layout .group.string")).to_have_count(1)

    # A false no-play, then a correct one.
    p["Dan"].tap("No play")
    judge("Wrong: a card would play",
          "No play was false: the dealer puts one legal card of Dan's on the mainline. Dan draws 5 cards.")
    expect(p["Dan"].testid("my-hand")).to_have_text("18")
    p["Eve"].tap("No play")
    judge("Right: no card would play", "No play was right: Eve puts the hand under the stock and takes 10 cards.")
    expect(p["Eve"].testid("my-hand")).to_have_text("10")

    # Ben plays 5 right (card 10 gets a marker), then declares himself prophet.
    p["Ben"].play(5)
    judge("Right", "Right: Ben's 5 cards go on the mainline. Put a marker under card 10.")
    expect(p["Cat"].button("Declare myself prophet")).to_have_count(0)
    p["Ben"].tap_twice("Declare myself prophet", "Tap again to become the prophet")
    expect(p["Ben"].page.get_by_role("heading", name="You are the prophet")).to_be_visible()
    expect(p["Dan"].hand_of("Ben").locator("xpath=..")).to_contain_text("prophet")
    expect(p["Dan"].page.locator(".layout .c.prophet-mark")).to_have_count(1)
    expect(p["Dan"].page.locator(".layout .c.marked")).to_have_count(1)

    # The prophet judges Cat's card right; the dealer confirms.
    p["Cat"].play(1)
    expect(p["Ben"].page.get_by_role("heading", name="Judge: Cat plays 1 card")).to_be_visible()
    p["Ben"].shot("prophet-judging")
    assert_accessible(p["Ben"], "prophet, judging")
    p["Ben"].tap("Right")
    expect(ann.button("Confirm")).to_be_visible()
    ann.shot("dealer-confirming")
    assert_accessible(ann, "dealer, confirming")
    judge("Confirm", "Right: Cat's 1 card goes on the mainline.")
    expect(p["Ben"].testid("prophet-bonus")).to_contain_text("+1")

    # The prophet calls Dan's 2 right; the dealer overrules: Ben is deposed, Dan gets no penalty.
    p["Dan"].play(2)
    p["Ben"].tap("Right")
    judge("Overrule: wrong", "The prophet Ben is deposed and draws 5 cards. Wrong: Dan's 2 cards go to a sideline.")
    expect(p["Ben"].testid("my-hand")).to_have_text("11")
    expect(p["Dan"].testid("my-hand")).to_have_text("16")
    expect(p["Eve"].testid("now")).to_have_text("Your turn.")

    # Toward expulsion: 6, 5, 4 right bring the table to 30.
    for name, k, left, marker in (("Eve", 6, "9 cards", 20), ("Ben", 5, "4 cards", None), ("Cat", 4, None, 30)):
        p[name].play(k)
        judge("Right", f"Right: {name}'s {k} cards go on the mainline." + (f" Put a marker under card {marker}." if marker else ""))
        if left:
            expect(p["Dan"].testid("fact-expulsion")).to_have_text(f"in {left}")
    expect(p["Dan"].testid("fact-expulsion")).to_have_text("active")
    board.shot("board-play")
    assert_accessible(board, "board in play, host")

    # Dan's wrong card while expulsion is active: penalty, then expelled.
    p["Dan"].play(1)
    judge("Wrong: Dan is expelled", "Wrong: Dan's 1 card goes to a sideline. Dan draws 2 cards. Dan is expelled for this deal.")
    expect(p["Dan"].page.get_by_text("You are expelled from this deal")).to_be_visible()
    expect(p["Ann"].hand_of("Dan").locator("xpath=..")).to_contain_text("expelled")
    p["Dan"].shot("player-expelled")
    assert_accessible(p["Dan"], "expelled player")

    # Eve empties her hand: the deal is over, the same scores on every phone.
    p["Eve"].play(4)
    ann.tap("Right")
    expected = {"Ann": 21, "Ben": 11, "Cat": 6, "Dan": 0, "Eve": 21}
    for phone in list(p.values()) + [board]:
        expect(phone.page.get_by_role("heading", name="Deal 1 is over")).to_be_visible()
        expect(phone.page.get_by_text("Eve emptied their hand.")).to_be_visible()
        for name, score in expected.items():
            expect(phone.testid(f"score-{name}").locator(".deal-score")).to_have_text(str(score))
        expect(phone.testid("rule-text")).to_have_text(RULE)
        expect(phone.testid("rule-salt")).to_have_text(re.compile(r"[0-9a-f]{32}"))  # what the check hashes first
        expect(phone.page.locator(".check.ok")).to_be_visible()
    expect(p["Eve"].testid("score-Eve")).to_contain_text("17 from hands + 4 emptied")
    p["Eve"].shot("deal-over")
    assert_accessible(p["Eve"], "deal over, player")
    board.shot("board-deal-over")

    # The history, newest first, in the table's words.
    p["Cat"].tap("History")
    first = p["Cat"].page.locator(".log li").first
    expect(first).to_contain_text("Ann judged: right.")
    expect(p["Cat"].page.locator(".log li").last).to_contain_text("Ann opened a howell table.")
    p["Cat"].shot("history")
    assert_accessible(p["Cat"], "history")
    p["Cat"].tap("My seat")
    expect(p["Cat"].testid("rejoin-link")).to_contain_text(f"/t/{code}#token=")
    p["Cat"].shot("my-seat")
    assert_accessible(p["Cat"], "my seat")
    for phone in p.values():
        phone.no_horizontal_scroll()

