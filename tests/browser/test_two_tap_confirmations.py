"""Two-tap confirmations survive live updates (issue 17, item 7): removing someone, Undo and
"End the game now" stay armed when another phone reloads or an action arrives and the
screen is redrawn between the two taps; a second tap whose target changed meanwhile says
so (and arms the button as it now reads) instead of doing nothing or something else."""
import pytest
from playwright.sync_api import expect

from tests.phones import Game
from tests.support import Http

from .conftest import BrowserPhone, seat_link

pytestmark = pytest.mark.browser


def kept(phone: BrowserPhone, handle) -> None:
    """The element a tap armed is the same node after the redraw (the renderer patches it)."""
    assert phone.page.evaluate("(e) => e.isConnected", handle), "the armed button was replaced by a redraw"


def test_armed_confirmations_stay_armed_across_redraws(browser, server):
    g = Game(Http(server.port), "howell", people=5)
    ann, ben, cy, di, eve = list(g.tokens)
    host = BrowserPhone(browser, server.url)
    host.page.goto(seat_link(server.url, g.code, g.tokens[ann]))
    other = BrowserPhone(browser, server.url)
    other.page.goto(seat_link(server.url, g.code, g.tokens[cy]))
    expect(other.page.get_by_text("You are seated", exact=False)).to_be_visible()

    # the lobby: Remove Eve, armed; Cy's phone reloads and someone joins before the second tap
    remove = host.testid("person-Eve").get_by_role("button", name="Remove Eve")
    remove.click()
    expect(remove).to_have_text("Remove Eve?")
    armed = remove.element_handle()
    other.page.reload()
    g.http.post(f"/api/tables/{g.code}/join", {"name": "Flo"})
    expect(host.testid("person-Flo")).to_be_visible()
    expect(remove).to_have_text("Remove Eve?")  # drawn again, still armed
    kept(host, armed)
    remove.click()
    expect(host.testid("person-Eve")).to_have_count(0)

    # a deal: Ben deals; the host's menu holds Undo and End the game
    g.start(first_dealer=ben)
    g.act(ben, {"type": "seal_rule", "text": "red after black"})
    g.act(ben, {"type": "starter", "cards": 1, "rank": 1})
    host.tap("My seat")
    undo = host.page.locator(".undo-btn")
    expect(undo).to_have_text("Undo: Ben placed 1 card as the starter, last rank 1.")
    undo.click()
    armed = undo.element_handle()
    other.page.goto("about:blank")  # Cy's phone goes: who is connected changes on every phone, nothing else
    expect(undo).to_have_text("Tap again to undo: Ben placed 1 card as the starter, last rank 1.")
    kept(host, armed)
    undo.click()
    expect(undo).to_have_text("Undo: Ben sealed the secret rule.")
    assert g.snap()["phase"] == "starter"
    other.page.goto(seat_link(server.url, g.code, g.tokens[cy]))  # and comes back

    # armed, then what Undo would revert changes: the second tap says so, it does not undo
    g.act(ben, {"type": "starter", "cards": 1, "rank": 1})
    expect(undo).to_have_text("Undo: Ben placed 1 card as the starter, last rank 1.")
    undo.click()
    version = g.snap()["version"]
    g.act(cy, {"type": "attempt", "cards": 1})  # Cy plays meanwhile
    expect(undo).to_have_text("Undo: Cy played 1 card.")
    undo.click()
    expect(host.page.locator("#toast")).to_have_text("The table changed before your second tap. Tap again to undo: Cy played 1 card.")
    expect(undo).to_have_text("Tap again to undo: Cy played 1 card.")
    assert g.snap()["version"] == version + 1  # nothing undone

    # End the game now: armed, the dealer judges and Cy's phone reloads, then the second tap ends it
    end = host.button("End the game now")
    end.click()
    end = host.button("Tap again to end the game")
    armed = end.element_handle()
    g.act(ben, {"type": "judge", "verdict": "right"})
    other.page.reload()
    expect(host.page.locator(".undo-btn")).to_contain_text("judged")
    kept(host, armed)
    end.click()
    expect(host.page.locator("body[data-phase=game_over]")).to_have_count(1)
    assert g.snap()["phase"] == "game_over"
    host.close()
    other.close()


def touch(phone: BrowserPhone, locator, between) -> None:
    """A finger on `locator`: down, then `between()` (the table changes and the phone draws
    it), then up, at the same place: the tap a person makes while the screen redraws."""
    box = locator.bounding_box()
    point = {"x": box["x"] + box["width"] / 2, "y": box["y"] + box["height"] / 2}
    under_finger = locator.element_handle()
    cdp = phone.context.new_cdp_session(phone.page)
    cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [point]})
    between()
    # the node the finger went down on is the one it lifts from: the redraw patched it, not replaced it
    # (Chromium would still click a new node at the same place; a browser that watches for content
    # changes under a finger, or a layout that moved, would not)
    kept(phone, under_finger)
    cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    cdp.detach()


def test_a_second_tap_by_touch_is_taken_while_the_table_changes_under_the_finger(browser, server):
    """The host's tablet (issue 25): "End the game now" and Remove armed by one touch, the
    second touch goes down, live states arrive and are drawn, the finger lifts: it is taken."""
    g = Game(Http(server.port), "howell", people=5)
    ann, ben, cy, di, eve = list(g.tokens)
    host = BrowserPhone(browser, server.url, has_touch=True, is_mobile=True)
    host.page.goto(seat_link(server.url, g.code, g.tokens[ann]))
    remove = host.testid("person-Eve").get_by_role("button", name="Remove Eve")
    remove.tap()
    expect(remove).to_have_text("Remove Eve?")

    def someone_joins():
        g.http.post(f"/api/tables/{g.code}/join", {"name": "Flo"})
        expect(host.testid("person-Flo")).to_be_visible()

    touch(host, remove, someone_joins)
    expect(host.testid("person-Eve")).to_have_count(0)
    assert eve not in {p["id"] for p in g.snap()["people"]}

    g.start(first_dealer=ben)
    g.act(ben, {"type": "seal_rule", "text": "red after black"})
    g.act(ben, {"type": "starter", "cards": 1, "rank": 1})
    host.button("My seat").tap()
    end = host.button("End the game now")
    end.tap()
    end = host.button("Tap again to end the game")

    def a_turn_is_judged():
        turn = g.snap()["turn"]
        g.act(turn, {"type": "attempt", "cards": 1})
        g.act(ben, {"type": "judge", "verdict": "right"})
        expect(host.page.locator(".undo-btn")).to_contain_text("judged")

    touch(host, end, a_turn_is_judged)
    expect(host.page.locator("body[data-phase=game_over]")).to_have_count(1)
    assert g.snap()["phase"] == "game_over"
    host.close()
