"""A board that fits (issue 17, item 6): at 1280×800 and at 1920×1080 a whole howell deal is
on the screen without scrolling — whose turn, the counts, every hand and the latest history
lines — also a long one (40+ cards on the table, sidelines, strings, a prophet); after the
host starts the game from the board it shows the top; its history says once that a window
closed (item 3)."""
import pytest
from playwright.sync_api import expect

from tests.phones import Game
from tests.support import Http

from .conftest import BrowserPhone, seat_link

pytestmark = pytest.mark.browser

SIZES = [{"width": 1280, "height": 800}, {"width": 1920, "height": 1080}]
CLOSED = ("log.closed_guess", "log.closed_declare", "log.closed_window")

# every element that must be in view, each box within the viewport (and the page not taller)
IN_VIEW = """() => {
  const sel = ["[data-testid=now]", "[data-testid=instruction]", "[data-testid=board-expulsion]",
    "[data-testid=fact-stock]", "[data-testid=fact-table]", "[data-testid=fact-mainline]", "[data-testid=fact-since-marker]",
    ".hands li", ".layout .col:last-child", ".layout .crown", ".scores li", ".board-side .log li:not([hidden])"];
  const out = [];
  for (const s of sel) {
    const found = [...document.querySelectorAll(s)];
    if (!found.length) out.push(s + ": none");
    for (const e of found) {
      const r = e.getBoundingClientRect();
      if (r.top < 0 || r.left < 0 || r.bottom > innerHeight + 0.5 || r.right > innerWidth + 0.5) out.push(`${s} ${JSON.stringify(r)}`);
    }
  }
  const row = document.querySelector(".picture.big .layout");
  if (row.scrollHeight > row.clientHeight + 1) out.push(`the table picture scrolls: ${row.scrollHeight} > ${row.clientHeight}`);
  return { page: document.documentElement.scrollHeight, height: innerHeight, outside: out,
           lines: document.querySelectorAll(".board-side .log li:not([hidden])").length };
}"""


def play(g: Game, dealer: str, until: int, prophet: bool) -> dict:
    """Plays of 1 to 4 cards, every other one wrong (strings on sidelines), and with `prophet` a
    prophet at the first chance, until `until` cards are on the table."""
    s = g.snap()
    n = s["version"]
    while s["deal"]["table"] < until:
        deal = s["deal"]
        assert s["phase"] == "turn", s["phase"]
        if prophet and deal.get("can_declare") and not deal["prophet"]:
            s = g.act(deal["can_declare"], {"type": "declare_prophet"})
            continue
        player = s["turn"]
        s = g.act(player, {"type": "attempt", "cards": min(deal["hands"][player], 1 + n % 4)})
        verdict = "wrong" if n % 2 and not deal["expulsion"]["active"] else "right"
        n += 1
        if s["deal"]["prophet"]:
            g.act(s["deal"]["prophet"]["player"], {"type": "judge", "verdict": verdict})
            s = g.act(dealer, {"type": "confirm"})
        else:
            s = g.act(dealer, {"type": "judge", "verdict": verdict})
    return s


def shown_lines(board: BrowserPhone, version: int) -> list[str]:
    expect(board.page.locator(".board-side .log li").first).to_contain_text(f"#{version}")
    return board.page.locator(".board-side .log li .text").all_inner_texts()


def test_a_long_howell_deal_fits_the_board_at_both_sizes(browser, server):
    g = Game(Http(server.port), "howell", people=6)
    ann = g.host
    board = BrowserPhone(browser, server.url, SIZES[0])
    board.page.goto(seat_link(server.url, g.code, g.tokens[ann]))  # the host's browser: the board has the lobby's controls
    # the page keeps the seat once it has booted (after its catalog loads, later than the load
    # event): leaving before that, the board had no seat and no lobby controls (1 run in 4)
    board.page.wait_for_function("(code) => localStorage.getItem('eleusis.seat.' + code) !== null", arg=g.code)
    board.goto(f"/t/{g.code}/board")
    expect(board.testid("table-code")).to_have_text(g.code)
    expect(board.testid("https-note")).to_have_count(0)  # 127.0.0.1 is a secure context

    # the host starts from the board, far down its lobby: the deal shows from the top
    board.page.get_by_label("First dealer").select_option(label="Ann")
    board.tap("Start the game")
    board.tap("Start with this seat order")
    expect(board.testid("now")).to_have_text("Ann is placing the starter.")
    assert board.page.evaluate("scrollY") == 0

    g.act(ann, {"type": "seal_rule", "text": "alternate red and black"})
    g.act(ann, {"type": "starter", "cards": 2, "rank": 1})

    # terse (item 3): of the lines shown, only the newest says that a window closed, though most closed one
    s = play(g, ann, until=14, prophet=False)
    tail = g.http.get(f"/api/tables/{g.code}/log?after={s['version'] - 6}")[1]["actions"]
    assert sum(any(x["key"] in CLOSED for x in a["says"]) for a in tail) >= 2, [a["says"] for a in tail]
    texts = shown_lines(board, s["version"])
    assert not any("That closed" in text for text in texts[1:]), texts

    s = play(g, ann, until=42, prophet=True)
    deal = s["deal"]
    assert deal["table"] >= 40 and deal["prophet"] and deal["sidelines"], deal
    assert any(max(side["groups"]) > 1 for side in deal["sidelines"]), deal["sidelines"]  # a string on a sideline
    expect(board.testid("fact-table")).to_have_text(str(deal["table"]))
    shown_lines(board, s["version"])
    for size in SIZES:
        board.page.set_viewport_size(size)
        board.page.wait_for_timeout(100)  # the resize's fit, one frame
        seen = board.page.evaluate(IN_VIEW)
        assert seen["page"] <= seen["height"], (size, seen)
        assert not seen["outside"], (size, seen["outside"])
        assert seen["lines"] >= 3, (size, seen)  # the latest lines, whole
        board.no_horizontal_scroll()
        board.shot(f"board-long-deal-{size['width']}")

    board.close()
