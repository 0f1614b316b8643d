"""Accessibility beyond axe (issue 10, item 15): a whole turn with the keyboard alone,
and the aria-live region announcing turns and results."""
import pytest
from playwright.sync_api import expect

from .conftest import Phone, announced, press_by_keyboard, seat_link
from .test_board import Table
from .test_connection import settle

pytestmark = pytest.mark.browser


def test_a_turn_judged_and_undone_with_the_keyboard_alone(browser, server):
    t = Table(server.port, "express", ["Ann", "Ben", "Cat"])
    t.act("Ann", {"type": "start", "first_dealer": t.ids["Ann"]})
    phone = {}
    for n in ("Ann", "Ben"):
        phone[n] = Phone(browser, server.url)
        phone[n].page.goto(seat_link(server.url, t.code, t.tokens[t.ids[n]]))
    ann, ben = phone["Ann"], phone["Ben"]
    expect(ben.testid("now")).to_be_visible()
    settle(ann)  # Ben's arrival redraws Ann's screen once: not between a Tab and its Enter

    ann.page.get_by_label("Secret rule").focus()
    ann.page.keyboard.type("red after black")
    press_by_keyboard(ann, "Seal the rule")
    press_by_keyboard(ann, "Place the starter")
    expect(ben.testid("now")).to_have_text("Your turn.")
    assert "Your turn." in announced(ben)

    press_by_keyboard(ben, "Play a card")
    expect(ann.testid("now")).to_contain_text("Ben plays 1 card")
    assert "Ben plays 1 card" in announced(ann)
    press_by_keyboard(ann, "Wrong")
    expect(ben.testid("instruction")).to_have_text("Wrong: Ben's 1 card goes to a sideline. Ben draws 1 card.")
    assert "Wrong: Ben's 1 card goes to a sideline." in announced(ben)  # the result, read out

    # a two-step control (Undo) and the tabs, by keyboard too
    press_by_keyboard(ann, "Undo: Ann judged: wrong.")
    expect(ann.button("Tap again to undo: Ann judged: wrong.")).to_be_focused()
    ann.page.keyboard.press("Enter")
    expect(ann.testid("now")).to_contain_text("Ben plays 1 card")
    press_by_keyboard(ben, "History")
    expect(ben.page.locator(".log li").first).to_contain_text("undid")
    for p in phone.values():
        p.close()
