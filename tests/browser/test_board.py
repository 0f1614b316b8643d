"""The big screen across the table (issue 10, items 3 and 7): type that scales with the
viewport, a whose-turn banner, the expulsion countdown large, readable markers and
prophet badge, full screen, long names and hints that wrap, no sideways scroll."""
import pytest
from playwright.sync_api import expect

from tests.phones import Game
from tests.support import Http

from .conftest import BOARD, BrowserPhone, assert_accessible
from .test_table_round_two import box

pytestmark = pytest.mark.browser

LONG = "Maximiliane-Wilhelmina Hohenzollern"
SIZES = [{"width": 800, "height": 1280}, {"width": 1024, "height": 768}, BOARD, {"width": 1920, "height": 1080}]


def px(page, selector, prop="font-size"):
    """A computed size in px (read again if the element was being redrawn at that moment)."""
    for _ in range(50):
        value = page.eval_on_selector(selector, f"e => e.isConnected ? getComputedStyle(e).getPropertyValue('{prop}') : ''")
        if value:
            return float(value.rstrip("px"))
        page.wait_for_timeout(20)
    raise AssertionError(f"no {prop} for {selector}")


def contrast(page, selector):
    """WCAG contrast ratio of an element's text on its own background."""
    return page.eval_on_selector(selector, """e => {
      const rgb = (c) => c.match(/[\\d.]+/g).slice(0, 3).map(Number);
      const lum = ([r, g, b]) => { const f = (v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; };
        return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b); };
      const s = getComputedStyle(e); const a = lum(rgb(s.color)), b = lum(rgb(s.backgroundColor));
      return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05); }""")


def test_the_board_reads_from_across_the_table(browser, server):
    t = Game(Http(server.port), "howell", names=["Ann", "Ben", LONG, "Dan"])
    board = BrowserPhone(browser, server.url, BOARD)
    board.goto(f"/t/{t.code}/board")
    # one link: the board prints the link its QR code holds
    expect(board.testid("join-link")).to_have_text(t.join_url.split("://", 1)[1])
    t.act("Ann", {"type": "start", "first_dealer": t.ids["Ann"]})
    t.act("Ann", {"type": "seal_rule", "text": "alternate colours"})
    t.act("Ann", {"type": "starter", "cards": 1, "rank": 1})
    first = t.turn()
    expect(board.testid("now")).to_have_text(f"{first}'s turn.")
    expect(board.testid("board-expulsion-left")).to_have_text("29")

    # the whose-turn banner and the counts scale with the viewport
    page = board.page
    assert px(page, ".banner-now") >= 48
    assert px(page, ".board-expulsion .ex-big") >= 40
    assert px(page, "[data-testid=fact-stock]") >= 30
    assert px(page, ".hands .num") >= 28
    page.set_viewport_size({"width": 1920, "height": 1080})
    assert px(page, ".banner-now") >= 76
    page.set_viewport_size(BOARD)

    # a 9-card string: the marker under card 10 carries a number readable from afar
    t.act(first, {"type": "attempt", "cards": 9})
    t.act("Ann", {"type": "judge", "verdict": "right"})
    expect(page.locator(".layout .flag")).to_have_text("10")
    assert px(page, ".layout .flag") >= 16
    t.act(first, {"type": "declare_prophet"})
    expect(page.locator(".layout .crown")).to_be_visible()
    assert px(page, ".layout .crown") >= 16
    expect(board.testid("board-expulsion-left")).to_have_text("20")
    expect(board.testid("board-expulsion")).to_contain_text("since the prophet's marker")

    # two more long strings, judged by the prophet and confirmed: expulsion is active, large
    for _ in range(2):
        player = t.turn()
        t.act(player, {"type": "attempt", "cards": 10})
        t.act(first, {"type": "judge", "verdict": "right"})
        t.act("Ann", {"type": "confirm"})
    expect(board.testid("board-expulsion")).to_contain_text("Expulsion is active")
    expect(page.locator(".board-expulsion.hot")).to_be_visible()
    expect(board.testid("board-expulsion")).to_contain_text("A wrong play now expels")
    board.shot("board-expulsion-active")

    # the prophet's badge is readable in both schemes (it was about 2:1 in dark mode)
    for scheme in ("light", "dark"):
        page.emulate_media(color_scheme=scheme)
        assert contrast(page, ".layout .crown") >= 4.5, scheme
        assert contrast(page, ".layout .flag") >= 4.5, scheme
    page.emulate_media(color_scheme="light")
    assert_accessible(board, "board in play (spectator)")

    # long names wrap, nothing scrolls sideways: a tablet upright, a laptop, a TV
    for size in SIZES:
        page.set_viewport_size(size)
        board.no_horizontal_scroll()
        hand = box(board.testid(f"hand-{LONG}"))  # read again if a redraw detached it
        assert hand["x"] + hand["width"] <= size["width"], size
    board.close()


def test_the_board_goes_full_screen(browser, server):
    t = Game(Http(server.port), "express", names=["Ann", "Ben", "Cat"])
    board = BrowserPhone(browser, server.url, BOARD)
    board.goto(f"/t/{t.code}/board")
    button = board.testid("fullscreen")
    expect(button).to_have_text("Full screen")
    button.click()
    expect(button).to_have_text("Leave full screen")
    assert board.page.evaluate("document.fullscreenElement === document.documentElement")
    button.click()
    expect(button).to_have_text("Full screen")
    assert board.page.evaluate("document.fullscreenElement === null")
    board.close()


def test_long_hints_and_names_wrap_on_every_screen(browser, server):
    t = Game(Http(server.port), "express", names=["Ann", LONG, "Cat"], options={"hints": True})
    t.act("Ann", {"type": "start", "first_dealer": t.ids["Ann"]})
    t.act("Ann", {"type": "seal_rule", "text": "odd after even"})
    t.act("Ann", {"type": "starter", "cards": 1})
    hint = ("The rule looks at the card just before yours and at nothing else; "
            "think of it as https://example.org/" + "a-very-long-unbroken-word-" * 6)
    t.act("Ann", {"type": "buy_hint", "player": t.ids[LONG], "text": hint})
    for size in [{"width": 360, "height": 740}, {"width": 800, "height": 1280}, BOARD]:
        board = BrowserPhone(browser, server.url, size)
        board.goto(f"/t/{t.code}/board")
        expect(board.page.locator(".hints li")).to_contain_text("a-very-long-unbroken-word")
        expect(board.testid("now")).to_contain_text(LONG)
        board.no_horizontal_scroll()
        board.close()


def test_the_board_reads_only_the_new_log_lines(browser, server):
    """Six lines of history on the big screen cost a tail page per version, not the whole
    log again (it was O(records) per tap): every /log request starts after the newest line
    the board has, an undo strikes out its target there, and the lines are the server's."""
    t = Game(Http(server.port), "express", names=["Ann", "Ben", "Cat"])
    t.act("Ann", {"type": "start", "first_dealer": t.ids["Ann"]})
    t.act("Ann", {"type": "seal_rule", "text": "odd after even"})
    t.act("Ann", {"type": "starter", "cards": 1})  # 6 records
    board = BrowserPhone(browser, server.url, BOARD)
    asked = []
    board.page.on("request", lambda r: asked.append(r.url.split("?", 1)[1]) if r.url.split("?")[0].endswith("/log") else None)
    board.goto(f"/t/{t.code}/board")
    lines = board.page.locator(".log li")
    expect(lines).to_have_count(6)
    for turn in range(8):  # a deal going on: a play and its verdict, 16 versions
        player = t.turn()
        t.act(player, {"type": "attempt", "cards": 1})
        expect(lines.first).to_contain_text(f"{player} played 1 card.")
        t.act("Ann", {"type": "judge", "verdict": "right" if turn % 2 else "wrong"})
        expect(lines.first).to_contain_text("Ann judged")
    t.act("Ann", {"type": "undo"})
    version = t.http.get(f"/api/tables/{t.code}")[1]["version"]
    expect(lines.first).to_contain_text(f"#{version}")
    expect(lines.nth(1).locator(".tag")).to_have_text("undone")

    server_tail = t.http.get(f"/api/tables/{t.code}/log?after={version - 6}")[1]["actions"]
    shown = [li.inner_text().split("\n")[0] for li in lines.all()]
    assert shown == [f"#{a['seq']}" for a in reversed(server_tail)]
    afters = [int(q.split("after=")[1].split("&")[0]) for q in asked]
    assert afters[0] == 0 and afters[1:] == sorted(set(afters[1:])) and min(afters[1:]) >= 6, afters
    assert all("limit=6" in q for q in asked), asked
    board.close()
