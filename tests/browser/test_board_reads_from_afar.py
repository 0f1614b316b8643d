"""Issue 25, item 7: the board is read from across the room. At 1280 × 800 its game over (the
result, the night's standings, the next game's code) fits the screen without scrolling, and its
standings and its mainline's card numbers are in type readable at 3 m.

"Readable at 3 m" here: at least 24 px at 1280 × 800. A letter that people with normal sight
read subtends 5 minutes of arc (Snellen 20/20): 4.4 mm at 3 m. A 24 px digit is about 17 px
tall, 4.3 to 4.6 mm on a 13-15 inch 1280 × 800 laptop (98-114 px per inch), the smallest board
the companion is laid out for; on a tablet or a TV set to that size it is larger still. Below
24 px (the 16 px cells, the 10.6 px card numbers of the play test) a table at 3 m cannot read it."""
import pytest
from playwright.sync_api import expect

from tests.browser.test_board_fits import play
from tests.browser.test_words_stay_whole import quick_deal
from tests.phones import Game
from tests.support import Http

from .conftest import BOARD, BrowserPhone

pytestmark = pytest.mark.browser

READABLE = 24  # px at 1280 × 800: see above
NAMES = ["Annette", "Jonas", "Marguerite", "Francesca", "Wolfgang", "Maximilian", "Giuseppe"]  # 7: a seat left, so the next game's code shows

SIZES = """(sel) => [...document.querySelectorAll(sel)].filter((e) => e.checkVisibility())
  .map((e) => [e.textContent.trim(), parseFloat(getComputedStyle(e).fontSize)])"""


# What reaches below the window (to say where a failure comes from).
LOW = """() => [...document.querySelectorAll('body *')].filter((e) => e.getBoundingClientRect().bottom > innerHeight)
  .map((e) => `${e.tagName.toLowerCase()}.${e.className} ${Math.round(e.getBoundingClientRect().bottom)}`).slice(0, 8)"""


def fits_and_reads(board: BrowserPhone, selector: str, what: str):
    page = board.page
    page.wait_for_timeout(100)
    height, inner = page.evaluate("[document.documentElement.scrollHeight, innerHeight]")
    assert height <= inner, f"{what}: the page is {height}px tall in an {inner}px window: {page.evaluate(LOW)}"
    sizes = page.evaluate(SIZES, selector)
    assert sizes, selector
    small = [s for s in sizes if s[1] < READABLE]
    assert not small, f"{what}: under {READABLE}px: {small}"
    for cell in page.locator(selector).all():
        expect(cell).to_be_in_viewport(ratio=1)


def test_the_boards_game_over_and_the_nights_standings_fit_its_screen_in_type_read_from_3_m(browser, server):
    t = Game(Http(server.port), "howell", names=NAMES)
    board = BrowserPhone(browser, server.url, BOARD, locale="de-DE")
    board.goto(f"/t/{t.code}/board")
    t.act(NAMES[0], {"type": "start", "first_dealer": t.ids[NAMES[0]]})
    while (s := t.http.get(f"/api/tables/{t.code}")[1])["phase"] != "game_over":
        if s["phase"] == "deal_over":
            t.act(NAMES[0], {"type": "next_deal"})
        quick_deal(t)
    assert len(s["deals"]) == 7
    expect(board.testid("winners")).to_be_visible()
    expect(board.testid("table-code")).to_be_visible()  # the next game's latecomers: its code, on the same screen
    fits_and_reads(board, ".score-list.final li > span", "the game over, 7 people, 7 deals")
    board.shot("board-game-over")

    t.act(NAMES[0], {"type": "new_game", "profile": "express"})
    t.act(NAMES[0], {"type": "start", "first_dealer": t.ids[NAMES[0]]})
    t.act(NAMES[0], {"type": "end_game"})
    expect(board.testid("standings")).to_be_visible()
    board.shot("board-night-standings")
    fits_and_reads(board, ".score-list.final li > span", "the second game over")
    fits_and_reads(board, "[data-testid=standings] :is(th, td)", "the night's standings")
    board.close()


def test_the_boards_mainline_numbers_read_from_3_m_in_a_long_deal(browser, server):
    g = Game(Http(server.port), "howell", people=6)
    g.start(first_dealer=g.host)
    g.act(g.host, {"type": "seal_rule", "text": "alternate red and black"})
    g.act(g.host, {"type": "starter", "cards": 2, "rank": 1})
    board = BrowserPhone(browser, server.url, BOARD)
    board.goto(f"/t/{g.code}/board")
    s = play(g, g.host, until=42, prophet=True)
    expect(board.testid("fact-table")).to_have_text(str(s["deal"]["table"]))
    board.page.wait_for_timeout(100)  # the fit, one frame
    sizes = board.page.evaluate(SIZES, ".picture.big .c.main .pos")
    assert len(sizes) == s["deal"]["mainline"]
    small = [size for size in sizes if size[1] < READABLE]
    assert not small, f"mainline numbers under {READABLE}px: {small}"
    board.close()
