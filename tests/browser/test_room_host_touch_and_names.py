"""Issue 43, item 9: "End the game now" on the host's tablet is taken by touch after an express
round the host dealt (two taps, armed then confirmed, a quarter of a second apart, as a finger
does); and a name in the hands grid of a 390 px phone is never broken inside a word
("Maximi|lian", "Camil|le"): the dealer's tag goes under a long name instead, in every language."""
from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.phones import Game
from tests.support import Http

from .conftest import BOARD, BrowserPhone, seat_and_start, seat_link, start_table
from .test_words_stay_whole import BROKEN

pytestmark = pytest.mark.browser

# every word of the page laid over two lines or more, whatever its pieces
ANY_BREAK = BROKEN.replace("Math.min(...pieces.map((p) => p.length)) < 3", "true")
assert ANY_BREAK != BROKEN


def test_the_host_ends_the_game_by_touch_after_an_express_round_they_dealt(browser, server):
    http = Http(server.port)
    host = BrowserPhone(browser, server.url, BOARD, has_touch=True, is_mobile=True)
    code = start_table(host, "Camille", "express")
    tokens = {}
    for name in ("Ben", "Cat"):
        _, joined = http.post(f"/api/tables/{code}/join", {"name": name})
        tokens[joined["player_id"]] = joined["token"]
    seat_and_start(host, ["Camille", "Ben", "Cat"], "Camille")
    host.page.get_by_label("Secret rule").fill("red, then black")
    host.button("Seal the rule").tap()
    host.button("Place the starter").tap()
    for _ in range(2):  # a right card, then a right guess: the round is over
        expect(host.page.locator("body[data-phase=turn]")).to_have_count(1)  # the host's last tap is in
        turn = http.get(f"/api/tables/{code}")[1]["turn"]
        http.post(f"/api/tables/{code}/actions", {"type": "attempt", "cards": 1}, token=tokens[turn])
        host.button("Right").tap()
        expect(host.button("Right guess")).to_be_visible()
    host.button("Right guess").tap()
    expect(host.page.get_by_role("heading", name="Deal 1 is over")).to_be_visible()
    end = host.button("End the game now")
    end.scroll_into_view_if_needed()
    box = end.bounding_box()
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    host.page.touchscreen.tap(x, y)
    expect(host.button("Tap again to end the game")).to_be_visible()
    host.page.wait_for_timeout(250)  # the finger again, a quarter of a second later, where it was
    host.page.touchscreen.tap(x, y)
    expect(host.page.locator("body[data-phase=game_over]")).to_have_count(1)
    assert http.get(f"/api/tables/{code}")[1]["phase"] == "game_over"
    host.close()


@pytest.mark.parametrize("locale", ["en-US", "fr-FR", "de-DE", "es-ES", "it-IT"])
def test_no_name_of_the_hands_grid_breaks_inside_a_word_at_390_px(browser, server, locale):
    g = Game(Http(server.port), "express", names=["Camille", "Maximilian", "Marguerite", "Francesca", "Wolfgang",
                                                   "Bartholomew", "Henriette", "Leopoldine"])
    g.start(first_dealer=g.ids["Maximilian"])
    g.act("Maximilian", {"type": "seal_rule", "text": "red after black"})
    g.act("Maximilian", {"type": "starter", "cards": 1, "rank": 1})
    phone = BrowserPhone(browser, server.url, {"width": 390, "height": 844}, locale=locale)
    phone.page.goto(seat_link(server.url, g.code, g.tokens[g.ids["Camille"]]))
    expect(phone.page.locator(".hands li.dealer-row")).to_be_visible()
    phone.page.wait_for_timeout(200)
    broken = [b for b in phone.page.evaluate(ANY_BREAK) if "hands" in b]
    assert not broken, broken
    phone.close()
