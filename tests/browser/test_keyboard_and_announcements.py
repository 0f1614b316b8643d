"""Accessibility beyond axe (issue 10, item 15): a whole turn with the keyboard alone,
and the aria-live region announcing turns and results."""
import pytest
from playwright.sync_api import expect

from tests.phones import Game
from tests.support import Http

from .conftest import BrowserPhone, announced, press_by_keyboard, seat_link
from .test_connection import settle

pytestmark = pytest.mark.browser


# Acks that come late (a slow network: the tap's state frame, then its ack): what the phone
# receives is delayed in the page, before connection.js reads it.
LATE_ACKS = """(() => {
  const own = Object.getOwnPropertyDescriptor(WebSocket.prototype, 'onmessage');
  Object.defineProperty(WebSocket.prototype, 'onmessage', { configurable: true, get() { return own.get.call(this); },
    set(fn) { own.set.call(this, fn && ((ev) => { let type = null; try { type = JSON.parse(ev.data).type; } catch {}
      if (type === 'ack') setTimeout(() => fn.call(this, ev), 800); else fn.call(this, ev); })); } });
})();"""


def test_a_tap_on_the_screen_a_tap_made_is_taken_before_the_first_taps_ack(browser, server):
    """The dealer seals, then at once places the starter (by keyboard: nothing stops a key), then
    gives a verdict and undoes it at once: each second tap comes on the screen the first one made,
    before the first one's ack, and is taken (it was dropped while the first was "busy")."""
    t = Game(Http(server.port), "express", names=["Ann", "Ben", "Cat"])
    t.act("Ann", {"type": "start", "first_dealer": t.ids["Ann"]})
    ann, ben = BrowserPhone(browser, server.url), BrowserPhone(browser, server.url)
    ann.page.add_init_script(LATE_ACKS)
    for n, phone in (("Ann", ann), ("Ben", ben)):
        phone.page.goto(seat_link(server.url, t.code, t.tokens[t.ids[n]]))
    expect(ben.testid("now")).to_be_visible()
    settle(ann)
    ann.page.get_by_label("Secret rule").fill("red after black")
    press_by_keyboard(ann, "Seal the rule")
    # The starter's button is on the screen before the seal too: a press there is the same screen's
    # second tap, dropped as a double tap. The seal's state takes its card away; its ack comes later.
    expect(ann.page.get_by_label("Secret rule")).to_have_count(0)
    press_by_keyboard(ann, "Place the starter")  # the seal's ack is still on its way
    expect(ben.testid("now")).to_have_text("Your turn.")
    t.act("Ben", {"type": "attempt", "cards": 1})
    press_by_keyboard(ann, "Wrong")
    press_by_keyboard(ann, "Undo: Ann judged: wrong.")
    ann.page.keyboard.press("Enter")  # the verdict's ack is still on its way
    expect(ann.testid("now")).to_contain_text("Ben plays 1 card")
    log = t.http.get(f"/api/tables/{t.code}/log", token=t.tokens[t.ids["Ann"]])[1]["actions"]
    assert [r["type"] for r in log][-4:] == ["starter", "attempt", "judge", "undo"]
    ann.close()
    ben.close()


def test_a_redraw_for_another_phone_keeps_the_keyboard_focus(browser, server):
    """Someone's phone connecting redraws every screen (who is connected: Ben's dot in the
    lobby): the redraw patches that dot, and the control a keyboard user had focused is the
    same node, still focused (nothing looks for it again)."""
    t = Game(Http(server.port), "express", names=["Ann", "Ben", "Cat"])
    ann = BrowserPhone(browser, server.url)
    ann.page.goto(seat_link(server.url, t.code, t.tokens[t.ids["Ann"]]))
    expect(ann.button("Set seat order")).to_be_visible()
    settle(ann)
    history = ann.page.get_by_role("button", name="History")
    history.focus()
    focused = history.element_handle()
    ann.page.evaluate("""() => { window.__redrawn = false;
        new MutationObserver(() => { window.__redrawn = true; }).observe(document.querySelector('main'),
            { childList: true, subtree: true, attributes: true, characterData: true }); }""")
    ben = BrowserPhone(browser, server.url)
    ben.page.goto(seat_link(server.url, t.code, t.tokens[t.ids["Ben"]]))
    ann.page.wait_for_function("() => window.__redrawn")
    expect(ann.testid("person-Ben").get_by_role("img", name="connected")).to_be_visible()
    expect(history).to_be_focused()
    assert ann.page.evaluate("(e) => e.isConnected && e === document.activeElement", focused)
    ann.close()
    ben.close()


def test_a_turn_judged_and_undone_with_the_keyboard_alone(browser, server):
    t = Game(Http(server.port), "express", names=["Ann", "Ben", "Cat"])
    t.act("Ann", {"type": "start", "first_dealer": t.ids["Ann"]})
    phone = {}
    for n in ("Ann", "Ben"):
        phone[n] = BrowserPhone(browser, server.url)
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
