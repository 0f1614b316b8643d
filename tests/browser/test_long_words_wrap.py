"""Issue 18, item 6: a long word that people typed (a 450-character unbroken hint,
a 40-letter name, an unbroken rule) wraps where it is shown; the board at
1280 × 800 and a phone at 360 px never scroll sideways, from the lobby to the
game's end."""
import pytest
from playwright.sync_api import expect

from tests.phones import Game
from tests.support import Http

from .conftest import BOARD, BrowserPhone

pytestmark = pytest.mark.browser

NAME = "Wolfeschlegelsteinhausenbergerdorffvoral"  # 40 letters, no space
HINT = "x" * 450
RULE = "r" * 700
PHONE = {"width": 360, "height": 740}

# What sticks out on the right, to say where a failure comes from.
WIDE = """() => [...document.querySelectorAll('body *')].filter((e) => e.getBoundingClientRect().right > innerWidth + 1)
  .map((e) => `${e.tagName.toLowerCase()}.${e.className}`).slice(0, 8)"""


def no_sideways_scroll(phone: BrowserPhone, where: str):
    width, inner = phone.page.evaluate("[document.documentElement.scrollWidth, innerWidth]")
    assert width <= inner, f"{where}: the page is {width}px wide in a {inner}px window: {phone.page.evaluate(WIDE)}"


def test_a_long_unbroken_hint_name_and_rule_wrap_on_the_board_and_the_phones(browser, server):
    assert len(NAME) == 40
    t = Game(Http(server.port), "express", names=["Ann", NAME, "Cat"], options={"hints": True, "hand_size": 1})
    board = BrowserPhone(browser, server.url, BOARD)
    board.goto(f"/t/{t.code}/board")
    phones = {}
    for name in ("Ann", NAME, "Cat"):
        phone = phones[name] = BrowserPhone(browser, server.url, PHONE)
        phone.goto(f"/t/{t.code}#token={t.tokens[t.ids[name]]}")
        expect(phone.page.locator("#conn")).to_have_text("live")
    everyone = {**phones, "the board": board}

    def check(when, shown):
        for name, phone in everyone.items():
            expect(phone.page.get_by_text(shown, exact=False).first).to_be_visible()
            no_sideways_scroll(phone, f"{name}, {when}")

    check("in the lobby", NAME)

    t.act("Ann", {"type": "start", "first_dealer": t.ids["Ann"]})
    t.act("Ann", {"type": "seal_rule", "text": RULE})
    t.act("Ann", {"type": "starter", "cards": 1})
    assert t.turn() == NAME
    t.act(NAME, {"type": "buy_hint", "text": HINT})  # the hint's card makes the hand 2
    check("a hint bought", HINT[:40])
    ann = phones["Ann"]
    ann.page.locator(".sealed-rule summary").click()  # the dealer opens the sealed rule
    expect(ann.page.locator(".sealed-rule .rule-text")).to_have_text(RULE)
    no_sideways_scroll(ann, "the dealer's sealed rule")
    for name in ("Cat", NAME):
        phones[name].tap("History")
        expect(phones[name].page.locator(".log li").first).to_be_visible()
        no_sideways_scroll(phones[name], f"{name}'s history")
        phones[name].tap("Table")

    t.act(NAME, {"type": "attempt", "cards": 1})
    t.act("Ann", {"type": "judge", "verdict": "right"})
    t.act("Cat", {"type": "attempt", "cards": 1})
    t.act("Ann", {"type": "judge", "verdict": "right"})  # Cat's hand is empty: the deal is over
    check("the deal over, its rule shown", RULE[:40])

    t.act("Ann", {"type": "end_game"})
    for phone in everyone.values():
        expect(phone.testid("winners")).to_be_visible()
    check("at the game's end", NAME)
    for phone in everyone.values():
        phone.close()
