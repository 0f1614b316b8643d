"""Issue 25, item 7: on a 360 px phone, in each of the five languages, no word is laid over
two lines with a piece of fewer than three letters ("Ru|nd|e", "Jo|na|s", "Historiq|ue"), on
every screen of a game night: the start page, the lobby, the menu, the history, the rule book,
the dealer's and the players' screens (with a prophet), the deal over, the game over after six
deals, the night's standings. A table wider than the phone scrolls inside its card, its first
column kept in view, with a shadow at the edge that has more; the chart's labels never overlap."""
from __future__ import annotations

import base64

import pytest
from playwright.sync_api import expect

from tests.phones import Game
from tests.support import Http

from .conftest import BrowserPhone, seat_link

pytestmark = pytest.mark.browser

LANGUAGES = ("en", "de", "fr", "es", "it")
PHONE = {"width": 360, "height": 740}
NAMES = ["Annette", "Jonas", "Marguerite", "Francesca", "Wolfgang", "Maximilian"]

# Every word (a run of letters or digits) of the visible text that is laid over more than one
# line, letter by letter (Range.getClientRects): the pieces of those with one under 3 letters.
BROKEN = r"""() => {
  const out = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  const where = (e) => { const parts = []; for (let x = e; x && x !== document.body && parts.length < 3; x = x.parentElement)
    parts.unshift(x.tagName.toLowerCase() + (x.classList.length ? "." + [...x.classList].join(".") : "")); return parts.join(" > "); };
  for (let node; (node = walker.nextNode());) {
    const el = node.parentElement;
    // not words: links, tokens, fingerprints and salts (.secret, .url, code) break anywhere, as they should
    if (!el || el.closest("script, style, svg, select, textarea, .sr-only, #announce, .secret, .url, code")) continue;
    if (!el.checkVisibility({ visibilityProperty: true })) continue;
    const box = el.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1) continue; // visually hidden (read by screen readers)
    for (const m of node.data.matchAll(/[\p{L}\p{N}]+/gu)) {
      if (m[0].length < 2) continue;
      range.setStart(node, m.index); range.setEnd(node, m.index + m[0].length);
      if (new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size < 2) continue;
      const pieces = [];
      let top = null;
      for (let i = 0; i < m[0].length; i++) {
        range.setStart(node, m.index + i); range.setEnd(node, m.index + i + 1);
        const now = range.getBoundingClientRect().top;
        if (top === null || Math.abs(now - top) > 2) pieces.push("");
        top = now;
        pieces[pieces.length - 1] += m[0][i];
      }
      if (pieces.length > 1 && Math.min(...pieces.map((p) => p.length)) < 3) out.push(`${pieces.join("|")} in ${where(el)}`);
    }
  }
  return out;
}"""


# The page's own language switch (the menu's, i18n.js ``setLanguage``): every screen redraws in it.
SWITCH = """async (lang) => { const i18n = await import('/static/js/i18n.js'); await i18n.setLanguage(lang);
  return document.documentElement.lang; }"""


class Phones:
    """A phone that opens each screen once, on whichever seat it is seen from, and reads it in
    every language by the page's own switch (a redraw: what a fresh load in that language shows)."""

    def __init__(self, browser, server, table: Game):
        self.server, self.table = server, table
        self.phone = BrowserPhone(browser, server.url, PHONE)
        self.broken: list[str] = []

    def look(self, where: str, seat: str | None, then=None, path: str | None = None):
        """The screen on `seat` (a name; None: the start page), after `then(phone)`, in every
        language: its broken words are noted under `where`."""
        page = self.phone.page
        page.goto("about:blank")
        if seat is None:
            page.goto(self.server.url + (path or "/"))
            expect(page.locator("main .card").first).to_be_visible()
        else:
            pid = self.table.ids[seat]
            page.goto(seat_link(self.server.url, self.table.code, self.table.tokens[pid]))
            expect(page.locator("#conn")).to_have_attribute("data-state", "live")
            expect(page.locator("main .card").first).to_be_visible()
        texts = set()
        for lang in LANGUAGES:
            assert page.evaluate(SWITCH, lang) == lang
            if then:
                then(self.phone)
            page.evaluate("document.fonts.ready")
            self.broken += [f"{where} ({lang}): {b}" for b in page.evaluate(BROKEN)]
            texts.add(page.locator("main").inner_text())
        assert len(texts) == len(LANGUAGES), f"{where}: the screen did not redraw in every language"

    def close(self):
        self.phone.close()


def tab(n: int):
    """Tap the n-th tab of the phone's tab bar (table, history, menu), whatever the language."""
    def go(phone):
        if phone.page.locator("nav.tabs .tab").nth(n).get_attribute("aria-pressed") != "true":
            phone.page.locator("nav.tabs .tab").nth(n).click()
        expect(phone.page.locator("nav.tabs .tab").nth(n)).to_have_attribute("aria-pressed", "true")
    return go


def open_book(phone):
    if not phone.page.locator(".rulebook").evaluate("book => book.open"):
        phone.page.locator(".rulebook > summary").click()
    expect(phone.testid("rulebook").locator(".book-rule").first).to_be_visible()


# What sticks out on the right (to say where a failure comes from).
WIDE = """() => [...document.querySelectorAll('body *')].filter((e) => e.getBoundingClientRect().right > innerWidth + 1)
  .map((e) => `${e.tagName.toLowerCase()}.${e.className}`).slice(0, 8)"""

# The deal axis's labels of the totals chart, left to right: [left, right, text].
TICKS = """() => [...document.querySelectorAll('[data-testid=totals-chart] text.tick[text-anchor]')]
  .filter((e) => e.getAttribute('y') === '300').map((e) => { const r = e.getBoundingClientRect(); return [r.left, r.right, e.textContent]; })
  .sort((a, b) => a[0] - b[0])"""

# The mean brightness (0-255) of a PNG's rightmost 3 columns of pixels, decoded by a canvas.
EDGE = """async (b64) => {
  const bitmap = await createImageBitmap(await (await fetch('data:image/png;base64,' + b64)).blob());
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const g = canvas.getContext('2d');
  g.drawImage(bitmap, 0, 0);
  const px = g.getImageData(bitmap.width - 3, 0, 3, bitmap.height).data;
  let sum = 0;
  for (let i = 0; i < px.length; i += 4) sum += (px[i] + px[i + 1] + px[i + 2]) / 3;
  return sum / (px.length / 4);
}"""


def edge_brightness(phone: BrowserPhone, box) -> float:
    blank = phone.context.new_page()
    try:
        return blank.evaluate(EDGE, base64.b64encode(box.screenshot()).decode())
    finally:
        blank.close()


def wide_table_scrolls_in_its_card(testid: str):
    """The table is wider than the phone: it scrolls inside its box, not the page; at its start a
    shadow darkens the box's right edge (there is more), gone at its end; the names stay in view."""
    def check(phone):
        page = phone.page
        box = phone.testid(testid).locator("xpath=..")
        assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"], page.evaluate(WIDE)
        assert box.evaluate("b => b.classList.contains('table-scroll') && b.scrollWidth > b.clientWidth + 20"), testid
        at_start = edge_brightness(phone, box)
        name = phone.testid(testid).locator("tbody th").first
        left = name.bounding_box()["x"]
        box.evaluate("b => { b.scrollLeft = b.scrollWidth; }")
        page.wait_for_timeout(50)
        at_end = edge_brightness(phone, box)
        assert at_start < at_end - 8, f"{testid}: no shadow says the table goes on ({at_start:.0f} vs {at_end:.0f})"
        assert abs(name.bounding_box()["x"] - left) < 1, f"{testid}: the names column scrolled away"
        last = phone.testid(testid).locator("thead th").last.bounding_box()
        frame = box.bounding_box()
        assert last["x"] + last["width"] <= frame["x"] + frame["width"] + 1
        box.evaluate("b => { b.scrollLeft = 0; }")
    return check


def chart_labels_apart(phone):
    ticks = phone.page.evaluate(TICKS)
    assert len(ticks) >= 3 and ticks[-1][2].endswith("6"), ticks
    for a, b in zip(ticks, ticks[1:]):
        assert a[1] <= b[0], f"the chart's labels overlap: {a[2]!r} and {b[2]!r}"


def quick_deal(t: Game):
    """The deal's dealer places the starter, the turn player plays their whole hand, right: the deal is over."""
    dealer = name_of(t, t.http.get(f"/api/tables/{t.code}")[1]["dealer"])
    t.act(dealer, {"type": "starter", "cards": 1, "rank": 1})
    s = t.http.get(f"/api/tables/{t.code}")[1]
    player = t.turn()
    t.act(player, {"type": "attempt", "cards": s["deal"]["hands"][t.ids[player]]})
    return t.act(dealer, {"type": "judge", "verdict": "right"})


def name_of(t: Game, pid: str) -> str:
    return next(n for n, i in t.ids.items() if i == pid)


def test_no_word_is_broken_into_a_piece_under_three_letters_on_any_screen_in_any_language(browser, server):
    t = Game(Http(server.port), "howell", names=NAMES)
    host, player = NAMES[0], NAMES[1]
    phones = Phones(browser, server, t)
    phones.look("the start page", None)
    phones.look("the lobby, the host", host)
    phones.look("the lobby, a player", player)
    phones.look("the menu", player, tab(2))
    t.act(host, {"type": "start", "first_dealer": t.ids[host]})
    phones.look("the rule book, open", host, open_book)
    t.act(host, {"type": "seal_rule", "text": "Alternate colours"})
    t.act(host, {"type": "starter", "cards": 1, "rank": 5})
    first = t.turn()
    phones.look("a player's turn", first)
    phones.look("the dealer while a player is on turn", host)
    t.act(first, {"type": "attempt", "cards": 2})
    phones.look("the dealer judging", host)
    t.act(host, {"type": "judge", "verdict": "right"})
    t.act(first, {"type": "declare_prophet"})
    second = t.turn()
    t.act(second, {"type": "attempt", "cards": 1})
    t.act(first, {"type": "judge", "verdict": "right"})
    phones.look("the dealer confirming the prophet", host)
    phones.look("the prophet", first)
    phones.look("the history", first, tab(1))
    t.act(host, {"type": "confirm"})
    third = t.turn()
    s = t.http.get(f"/api/tables/{t.code}")[1]
    t.act(third, {"type": "attempt", "cards": s["deal"]["hands"][t.ids[third]]})
    t.act(first, {"type": "judge", "verdict": "right"})
    t.act(host, {"type": "confirm"})
    phones.look("the deal over, the host", host)
    phones.look("the deal over, a player", player)
    while (s := t.http.get(f"/api/tables/{t.code}")[1])["phase"] != "game_over":
        if s["phase"] == "deal_over":
            t.act(host, {"type": "next_deal"})
        quick_deal(t)
    assert len(s["deals"]) == 6
    def game_over(phone):
        wide_table_scrolls_in_its_card("per-deal")(phone)
        chart_labels_apart(phone)

    phones.look("the game over after six deals, the host", host, game_over)
    phones.look("the game over after six deals, a player", player)
    t.act(host, {"type": "new_game"})
    phones.look("the second game's lobby", player)
    t.act(host, {"type": "start", "first_dealer": t.ids[host]})
    t.act(host, {"type": "end_game"})
    phones.look("the night's standings", player)
    phones.close()
    assert not phones.broken, "\n".join(phones.broken)
