"""The end of a deal and of the game (issue 10, item 11): who deals next and whom everyone
waits for, the dealer's capped score explained, a deal ended by the host shows its scores,
the per-deal table and the chart of totals; the board bolds nobody's row."""
import pytest
from playwright.sync_api import expect

from tests.phones import Game
from tests.support import Http

from .conftest import BOARD, BrowserPhone, announced, assert_accessible, seat_link

pytestmark = pytest.mark.browser


def test_deal_over_names_the_next_dealer_and_game_over_shows_every_deal(browser, server):
    t = Game(Http(server.port), "howell", names=["Ann", "Ben", "Cat", "Dan"])
    t.act("Ann", {"type": "start", "first_dealer": t.ids["Ann"]})
    t.act("Ann", {"type": "seal_rule", "text": "alternate colours"})
    t.act("Ann", {"type": "starter", "cards": 1, "rank": 1})
    phone = {n: BrowserPhone(browser, server.url) for n in ("Ann", "Cat")}
    for n, p in phone.items():
        p.page.goto(seat_link(server.url, t.code, t.tokens[t.ids[n]]))
    board = BrowserPhone(browser, server.url, BOARD)
    board.goto(f"/t/{t.code}/board")

    # Ben (left of Ann) plays 9 right and becomes prophet at T = 10; Cat then empties her hand.
    first = t.turn()
    assert first == "Ben"
    t.act("Ben", {"type": "attempt", "cards": 9})
    t.act("Ann", {"type": "judge", "verdict": "right"})
    t.act("Ben", {"type": "declare_prophet"})
    expect(phone["Cat"].testid("now")).to_have_text("Your turn.")
    assert "Your turn." in announced(phone["Cat"])  # the aria-live region says whose turn it is
    t.act("Cat", {"type": "attempt", "cards": 14})
    t.act("Ben", {"type": "judge", "verdict": "right"})
    t.act("Ann", {"type": "confirm"})

    for p in (*phone.values(), board):
        expect(p.page.get_by_role("heading", name="Deal 1 is over")).to_be_visible()
        expect(p.testid("next-line")).to_contain_text("deal 2")
    assert "Deal 1 is over." in announced(phone["Cat"])
    # Cat: 14 − 0 + 4 emptied = 18; Ben, the prophet: 14 − 5 + 14 on the mainline after his marker = 23
    expect(phone["Cat"].testid("score-Ben").locator(".deal-score")).to_have_text("23")
    # the dealer's score: the lower of the highest (23) and 2 × T = 20, explained
    expect(phone["Cat"].testid("score-Ann").locator(".deal-score")).to_have_text("20")
    expect(phone["Cat"].testid("dealer-parts")).to_contain_text("highest score (23) and 2 × T = 2 × 10 = 20")
    expect(phone["Cat"].testid("dealer-parts")).to_contain_text("when Ben became prophet")
    expect(phone["Cat"].testid("high")).to_contain_text("Largest hand: 14")
    # who deals next, and whom everyone waits for
    expect(phone["Cat"].testid("next-line")).to_contain_text("Next: Ben deals deal 2.")
    expect(phone["Cat"].testid("next-line")).to_contain_text("Waiting for Ann to start the next deal.")
    expect(phone["Ann"].testid("next-line")).to_contain_text("Everyone waits for you")
    assert_accessible(phone["Cat"], "deal over, a player")
    assert_accessible(board, "deal over, board")
    phone["Cat"].no_horizontal_scroll()

    # Deal 2: Ben deals; the host ends the game in the middle of it. Its scores are shown.
    t.act("Ann", {"type": "next_deal"})
    t.act("Ben", {"type": "seal_rule", "text": "up by one"})
    t.act("Ben", {"type": "starter", "cards": 1, "rank": 1})
    t.act(t.turn(), {"type": "attempt", "cards": 2})
    t.act("Ben", {"type": "judge", "verdict": "wrong"})
    t.act("Ann", {"type": "end_game"})
    for p in phone.values():
        expect(p.testid("last-deal")).to_contain_text("Deal 2: ended by the host")
        expect(p.testid("last-deal").get_by_test_id("rule-text")).to_have_text("up by one")
        expect(p.testid("per-deal")).to_be_visible()
    # the board at 1280 x 800: the result on one screen, read from afar; the details are on the phones
    expect(board.testid("winners")).to_be_visible()
    expect(board.testid("last-deal")).to_be_hidden()
    expect(board.testid("per-deal")).to_be_hidden()
    last = phone["Cat"].testid("last-deal")
    expect(last.get_by_role("row")).to_have_count(5)  # a header and four people
    table = phone["Cat"].testid("per-deal")
    expect(table.locator("thead th")).to_have_text(["Who", "Deal 1", "Deal 2", "Total"])  # howell: no bonus for never dealing
    expect(phone["Cat"].testid("per-deal-Cat").locator("td").first).to_have_text("18")
    chart = phone["Cat"].testid("totals-chart")
    expect(chart.locator("svg polyline")).to_have_count(4)
    expect(chart.locator("svg circle")).to_have_count(12)  # start, after deal 1, after deal 2
    expect(chart.locator(".legend li")).to_have_count(4)
    label = chart.locator("svg").get_attribute("aria-label")
    assert label.startswith("Totals after each deal.") and "Cat: 18" in label
    assert "The game is over." in announced(phone["Cat"])
    # the board is everyone's: the host's row is not bold there
    expect(board.page.locator(".me")).to_have_count(0)
    expect(phone["Ann"].page.locator(".score-list li.me")).to_have_count(1)
    assert_accessible(phone["Ann"], "game over, host")
    assert_accessible(board, "game over, board")
    for p in (*phone.values(), board):
        p.no_horizontal_scroll()
    phone["Cat"].shot("game-over")
    chart.scroll_into_view_if_needed()
    phone["Cat"].shot("game-over-chart")
    board.shot("board-game-over")
    for p in (*phone.values(), board):
        p.close()
