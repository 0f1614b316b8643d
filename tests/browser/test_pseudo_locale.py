"""Every word people read comes from the catalog: a whole howell deal and an express round
played in the pseudo-locale en-XA (English accented, bracketed in ⟦ ⟧ and about 40 %
longer, made from static/i18n/en.ftl and later/en.ftl at test time), on 360 px phones and a board.

On every screen of every role, every visible text node, every aria-label, title,
placeholder and alt text and the page's title must be pseudo-translated, apart from
names, table codes, numbers, links, fingerprints and what people typed (the rule, a
hint). A string hard-coded in JS or a template, or a sentence glued from English
pieces, shows up as letters outside the brackets; the longer text shows what does not
fit at 360 px (no screen may scroll sideways)."""
from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from companion.catalogs import Catalog
from tests.i18n.catalogs import pseudo_sources, render
from tests.rooms import RoomDriver
from tests.support import Http, ServerProcess

from .conftest import BOARD, BrowserPhone

pytestmark = pytest.mark.browser

XA_FILES = pseudo_sources()  # {"en-XA.ftl": …, "later/en-XA.ftl": …}
XA = Catalog("en-XA", *XA_FILES.values())
NARROW = {"width": 360, "height": 740}
RULE = "alternate red and black"
HINT = "colours matter"


def T(key: str, **params) -> str:
    """What the pages show for `key` in en-XA."""
    return render(XA, key, params)


# Everything drawn on the page that a person reads (visible text nodes, the displayed choice
# of a select, the accessible words of elements), with where it was found.
COLLECT = """() => {
  const out = [];
  const shown = (el) => {
    if (!el || !el.getClientRects().length) return false;
    const s = getComputedStyle(el);
    return s.visibility !== "hidden";
  };
  const where = (el) => el.tagName.toLowerCase() + (el.className && typeof el.className === "string" ? "." + el.className.split(" ").join(".") : "")
    + (el.closest("[data-testid]") ? " in " + el.closest("[data-testid]").dataset.testid : "");
  // a text node that is a piece of a sentence with an element inside (a link, a <code>)
  // is read with its whole sentence: the text of the block it is in
  const links = "[data-testid=join-link], [data-testid=rejoin-link], [data-testid=rejoin-qr-link]";
  const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walk.nextNode(); n; n = walk.nextNode()) {
    const el = n.parentElement;
    if (!n.nodeValue.trim() || !el || el.closest(`script, style, noscript, option, [data-testid=language], [data-testid=language-buttons], ${links}`)) continue;
    if (!shown(el)) continue;
    let block = el;
    while (block.parentElement && getComputedStyle(block).display === "inline") block = block.parentElement;
    out.push([n.nodeValue, where(el), block.textContent]);
  }
  for (const el of document.querySelectorAll("[aria-label], [title], [placeholder], img[alt]")) {
    if (!shown(el) && !el.closest("svg")) continue;
    for (const attr of ["aria-label", "title", "placeholder", "alt"]) {
      const v = el.getAttribute(attr);
      if (v && v.trim()) out.push([v, where(el) + "@" + attr]);
    }
  }
  for (const s of document.querySelectorAll("select:not([data-testid=language])")) {
    if (shown(s) && s.selectedOptions[0]) out.push([s.selectedOptions[0].textContent, where(s) + " (chosen)"]);
  }
  const title = document.querySelector("svg title");
  out.push([document.title, "document.title"]);
  return out;
}"""

# the elements that stick out on the right (the page would scroll sideways)
WIDE = """() => { const w = document.documentElement.clientWidth;
  return [...document.querySelectorAll("body *")].filter((e) => e.getBoundingClientRect().right > w + 1
      && !e.closest(".layout, .table-scroll"))
    .map((e) => `${e.tagName.toLowerCase()}.${e.className} ${Math.round(e.getBoundingClientRect().right)}px: ${(e.textContent || "").slice(0, 50)}`); }"""

# what no catalog translates: a time of day as the platform writes it (Intl.DateTimeFormat), a rule's fingerprint, the seal line the phone adds to a rule
# before sealing it (part of the sealed text), links, and symbols
DATA = [re.compile(p) for p in (
    r"\d{1,2}:\d{2}(?:\s?[AP]M)?",
    r"random seal: [0-9a-f]{4}(?: [0-9a-f]{4}){3}",
    r"\b[0-9a-f]{4} [0-9a-f]{4}\b|\b[0-9a-f]{64}\b",
    r"\S+://\S+|\S+/[tr]/[A-Z0-9]+\S*|/",
    r"companion serve|--host 0\.0\.0\.0|COMPANION_HOST=0\.0\.0\.0|--public-url|127\.0\.0\.1",
)]


class Seen:
    """The screens checked, and what was found on them that no catalog translated."""

    def __init__(self, names):
        self.names = sorted(names, key=len, reverse=True)
        self.screens: list[str] = []
        self.pages: set[str] = set()

    def residue(self, text: str) -> str:
        before = None
        while before != text:  # a sentence may hold another (an undo names what it undoes)
            before, text = text, re.sub(r"⟦[^⟦⟧]*⟧", " ", text)
        for pattern in DATA:
            text = pattern.sub(" ", text)
        for name in self.names:
            text = text.replace(name, " ")
        return "" if not re.search(r"[^\W\d_]", text) else text.strip()

    def check(self, phone: BrowserPhone, screen: str):
        expect(phone.page.locator("main > p.loading")).to_have_count(0)  # the app has drawn
        found = phone.page.evaluate(COLLECT)
        bad = [(text, where) for text, where, *block in found
               if self.residue(text) and (not block or self.residue(block[0]))]
        assert not bad, f"{screen}: text that is not from the catalog: {bad[:12]}"
        wide = phone.page.evaluate(WIDE)
        assert not wide, f"{screen}: wider than the screen: {wide[:6]}"
        phone.no_horizontal_scroll()
        self.screens.append(screen)
        self.pages.add(re.sub(r"/t/[A-Z0-9]+", "/t/<code>", phone.page.url.split("#")[0].replace(phone.base, "")))


def pseudo_phone(browser, server, viewport=NARROW) -> BrowserPhone:
    """A phone whose device chose en-XA; its catalog is made above (no service worker in between)."""
    phone = BrowserPhone(browser, server.url, viewport, service_workers="block")
    def serve(body):
        return lambda route: route.fulfill(status=200, content_type="text/plain; charset=utf-8", body=body)

    for name, body in XA_FILES.items():
        phone.context.route(f"**/static/i18n/{name}", serve(body))
    phone.context.add_init_script("localStorage.setItem('eleusis.lang', 'en-XA')")
    return phone


def seat_token(phone: BrowserPhone, code: str) -> str:
    return phone.page.evaluate(f"JSON.parse(localStorage.getItem('eleusis.seat.{code}')).token")


def test_a_howell_deal_and_an_express_round_in_the_pseudo_locale(browser, server, tmp_path):
    seen = Seen(["Ann", "Ben", "Cat", "Dan", "Eve", "Eleusis", "KX7QPA", RULE, HINT])  # KX7QPA: an example code
    made: list[BrowserPhone] = []

    def phone(viewport=NARROW):
        made.append(pseudo_phone(browser, server, viewport))
        return made[-1]

    # -- the start page: its options, a toast, then the host's lobby with the invite
    ann = phone()
    ann.goto("/")
    expect(ann.page.locator("html")).to_have_attribute("lang", "en-XA")
    seen.check(ann, "start")
    ann.testid("howto-open").click()
    expect(ann.testid("howto-dialog")).to_be_visible()
    seen.check(ann, "how to play")
    ann.testid("howto-dialog").get_by_role("button", name=T("profile.express")).click()
    expect(ann.testid("howto-express")).to_be_visible()
    seen.check(ann, "how to play, express")
    ann.tap(T("common.close"))
    ann.page.get_by_text(T("start.options_for", profile=T("profile.howell"))).click()
    seen.check(ann, "start, options")
    ann.page.get_by_label(T("common.your_name")).fill("   ")  # blank: the page's own toast says why
    ann.tap(T("start.submit"))
    expect(ann.page.locator("#toast")).to_have_text(T("toast.type_name"))
    seen.check(ann, "start, toast")
    ann.page.get_by_label(T("common.your_name")).fill("Ann")
    ann.tap(T("start.submit"))
    ann.page.wait_for_url("**/t/*")
    code = ann.page.url.rstrip("/").rsplit("/", 1)[-1]
    seen.names.append(code)
    expect(ann.page.get_by_role("heading", name=T("lobby.table", code=code))).to_be_visible()
    seen.check(ann, "lobby, host")

    # -- the join page, a refused name (an error code's sentence), the lobby of a player
    p = {"Ann": ann}
    for name in ("Ben", "Cat", "Dan"):
        p[name] = phone()
        p[name].goto(f"/t/{code}")
        if name == "Ben":
            expect(p[name].page.get_by_label(T("common.your_name"))).to_be_visible()
            seen.check(p[name], "join")
            p[name].page.get_by_label(T("common.your_name")).fill("Ann")
            p[name].tap(T("join.submit"))
            expect(p[name].page.locator("#toast")).to_have_text(T("error.name_taken"))
            seen.check(p[name], "join, error toast")
        p[name].page.get_by_label(T("common.your_name")).fill(name)
        p[name].tap(T("join.submit"))
        expect(p[name].page.get_by_text(T("lobby.seated_waiting_for", host="Ann"))).to_be_visible()
    seen.check(p["Ben"], "lobby, player")
    p["Ben"].page.get_by_text(T("invite.summary")).click()
    seen.check(p["Ben"], "lobby, player, invite")
    p["Ben"].tap(T("nav.menu"))
    seen.check(p["Ben"], "menu, player")
    p["Ben"].tap(T("nav.table"))

    # -- the board
    board = phone(BOARD)
    board.goto(f"/t/{code}/board")
    expect(board.testid("table-code")).to_have_text(code)
    seen.check(board, "board, lobby")

    # -- the seat order, then the start
    ann.page.get_by_label(T("lobby.first_dealer")).select_option(label="Ann")
    ann.tap(T("lobby.start_game"))
    seen.check(ann, "seat order at the start")
    ann.tap(T("seat.clear"))
    seen.check(ann, "seat order, cleared")
    for name in ("Ann", "Ben", "Cat", "Dan"):
        ann.testid(f"person-{name}").get_by_role("button").click()
    expect(ann.testid("clockwise")).to_have_text(T("seat.clockwise", order="Ann → Ben → Cat → Dan → Ann"))
    ann.tap(T("seat.start_with_order"))

    # -- the dealer picks a rule from the book, then writes their own, seals, places the starter
    ann.page.get_by_text(T("rulebook.summary")).click()
    expect(ann.testid("book-one_to_three_higher")).to_be_visible()
    ann.testid("book-group-too_easy").locator("summary").click()
    expect(ann.testid("book-alternate_colours")).to_be_visible()
    seen.check(ann, "dealer, the rule book")
    ann.testid("book-between_the_last_two").click()
    expect(ann.testid("picked-figure")).to_be_visible()
    seen.check(ann, "dealer, a rule picked from the book")
    ann.page.get_by_label(T("seal.rule")).fill(RULE)
    seen.check(ann, "dealer, sealing the rule")
    seen.check(p["Ben"], "player, the dealer places the starter")
    ann.tap(T("seal.submit"))
    ann.tap(T("rank.1"))
    seen.check(ann, "dealer, the starter")
    ann.tap(T("starter.place"))
    ben, cat, dan = p["Ben"], p["Cat"], p["Dan"]
    expect(ben.testid("now")).to_have_text(T("wait.turn_me"))
    seen.check(ben, "player, my turn")
    ben.tap(T("turn.more"))
    seen.check(ben, "player, a long string")
    ben.testid("count-2").click()
    ben.tap(T("turn.play_n", n=2))
    expect(ann.testid("now")).to_have_text(T("wait.judge_me_attempt", who="Ben", n=2))
    seen.check(ann, "dealer, judging")
    seen.check(ben, "player, withdraw")
    expect(cat.testid("now")).to_have_text(T("wait.dealer_attempt", who="Ben", n=2, judge="Ann"))
    seen.check(cat, "player, waiting for the judgement")
    expect(board.testid("now")).to_have_text(T("wait.dealer_attempt", who="Ben", n=2, judge="Ann"))
    seen.check(board, "board, judging")
    ann.tap(T("verdict.right"))

    # -- the declaration window, the prophet
    expect(ben.button(T("window.declare_button"))).to_be_visible()
    seen.check(ben, "player, may declare")
    seen.check(cat, "player, my turn, a window open")
    seen.check(ann, "dealer, a window open")
    ben.tap_twice(T("window.declare_button"), T("window.declare_confirm"))
    expect(ben.page.get_by_role("heading", name=T("prophet.you"))).to_be_visible()
    seen.check(ben, "prophet")
    seen.check(dan, "player, the prophet's marker to put")
    cat.testid("count-1").click()
    cat.tap(T("turn.play_n", n=1))
    expect(ben.page.get_by_role("heading", name=T("judge.heading_attempt", who="Cat", n=1))).to_be_visible()
    seen.check(ben, "prophet, judging")
    ann.page.get_by_text(T("spoken.summary", prophet="Ben")).click()
    seen.check(ann, "dealer, waiting for the prophet, spoken verdict")
    ben.tap(T("verdict.right"))
    expect(ann.button(T("confirm.confirm"))).to_be_visible()
    seen.check(ann, "dealer, confirming")
    ann.tap(T("confirm.confirm"))
    dan.tap(T("turn.no_play"))
    ben.tap(T("verdict.right_no_play"))
    expect(ann.button(T("confirm.overrule_wrong_no_play"))).to_be_visible()
    seen.check(ann, "dealer, confirming a no-play")
    ann.tap(T("confirm.overrule_wrong_no_play"))  # Ben is deposed
    expect(ben.testid("instruction")).to_contain_text("Ben")

    # -- offline, then back
    dan.context.set_offline(True)
    expect(dan.testid("stale")).to_be_visible()
    seen.check(dan, "offline banner")
    dan.context.set_offline(False)
    expect(dan.testid("stale")).to_be_hidden()

    # -- to 30 cards on the table (through the API: the screens are what is checked), expulsion
    http = Http(server.port)
    tokens = {n: seat_token(p[n], code) for n in p}

    def act(name, body):
        status, answer = http.post(f"/api/tables/{code}/actions", body, token=tokens[name])
        assert status == 200, (name, body, answer)
        return answer

    for name, k in (("Ben", 10), ("Cat", 10), ("Dan", 5)):
        act(name, {"type": "attempt", "cards": k})
        state = act("Ann", {"type": "judge", "verdict": "right"})
    assert state["deal"]["expulsion"]["active"], state["deal"]["expulsion"]
    expect(ben.testid("expel-warning")).to_be_visible()
    seen.check(ben, "player, expulsion active")
    expect(board.testid("board-expulsion")).to_contain_text(T("board.expulsion_active"))
    seen.check(board, "board, expulsion active")
    ann.testid("enter-for").locator("summary").click()
    seen.check(ann, "dealer, entering a turn while expulsion is active")
    act("Ben", {"type": "attempt", "cards": 1})
    act("Ann", {"type": "judge", "verdict": "wrong"})
    expect(ben.page.get_by_text(T("me.expelled"))).to_be_visible()
    seen.check(ben, "player, expelled")

    # -- the deal ends: deal over for every role, history, menu, rejoin QR
    state = http.get(f"/api/tables/{code}")[1]
    assert state["turn"] == state["people"][2]["id"]  # Cat's turn: she plays her whole hand
    hand = state["deal"]["hands"][state["turn"]]
    if hand <= 5:
        cat.testid(f"count-{hand}").click()
    else:
        cat.tap(T("turn.more"))
        cat.page.get_by_label(T("turn.count_label", max=hand)).fill(str(hand))
    cat.tap(T("turn.play_n", n=hand))
    ann.tap(T("verdict.right"))
    for who, screen in ((cat, "deal over, player"), (ann, "deal over, dealer and host"), (board, "board, deal over")):
        expect(who.page.get_by_role("heading", name=T("over.title", number=1))).to_be_visible()
        expect(who.page.locator(".check.ok")).to_be_visible()
        seen.check(who, screen)
    # a latecomer scans the code between deals; the host is to place her
    eve = phone()
    eve.goto(f"/t/{code}")
    expect(eve.testid("join-late")).to_have_text(T("night.join_between", number=1))
    seen.check(eve, "join between deals")
    eve.page.get_by_label(T("common.your_name")).fill("Eve")
    eve.tap(T("join.submit"))
    expect(eve.testid("newcomers")).to_be_visible()
    seen.check(eve, "deal over, a newcomer")
    expect(ann.testid("night-Eve")).to_be_visible()
    ann.page.get_by_text(T("night.invite")).click()
    seen.check(ann, "deal over, host, a newcomer to place")
    cat.tap(T("nav.history"))
    expect(cat.page.locator(".log li").first).to_be_visible()
    seen.check(cat, "history")
    ann.tap(T("nav.menu"))
    seen.check(ann, "menu, host")
    ann.testid("seat-Dan").get_by_role("button").click()
    expect(ann.testid("rejoin-dialog")).to_be_visible()
    seen.check(ann, "rejoin QR")
    ann.tap(T("common.close"))
    ann.tap(T("nav.table"))

    # -- the game ends: game over with the chart, the share and export buttons
    ann.tap_twice(T("host.end_game"), T("host.end_game_confirm"))
    for who, screen in ((cat, "game over, player"), (ann, "game over, host"), (board, "board, game over")):
        who.tap(T("nav.table")) if who is cat else None
        expect(who.testid("winners" if who is board else "totals-chart")).to_be_visible()  # the board: the result alone
        seen.check(who, screen)

    # -- a latecomer after the game, and a table that does not exist
    late = phone()
    late.goto(f"/t/{code}")
    expect(late.testid("join-late")).to_have_text(T("night.join_after"))
    seen.check(late, "join, after the game")
    late.goto("/t/ZZZZZZ")
    expect(late.page.get_by_role("heading", name=T("table.not_found"))).to_be_visible()
    seen.check(late, "table not found")

    # -- play again with the same people: the new lobby, then a second game over with the night's standings
    ann.tap(T("night.again"))
    expect(ann.testid("night")).to_be_visible()
    seen.check(ann, "lobby, game 2, the night so far")
    seen.check(ben, "lobby, player, game 2")
    act("Ann", {"type": "start"})
    act("Ann", {"type": "end_game"})
    expect(ann.testid("standings")).to_be_visible()
    seen.check(ann, "game over, the night's standings")
    seen.check(board, "board, game over, the next game's latecomers")
    ann.goto("/")
    expect(ann.testid("recent")).to_be_visible()
    seen.check(ann, "start, recent tables")

    # -- an express round with hints, set up through the API, tapped on the phones
    status, made_table = http.post("/api/tables", {"profile": "express", "host_name": "Ann", "options": {"hints": True}})
    ecode = made_table["code"]
    seen.names.append(ecode)
    etokens = {"Ann": made_table["token"]}
    for name in ("Ben", "Eve"):
        etokens[name] = http.post(f"/api/tables/{ecode}/join", {"name": name})[1]["token"]
    status, _ = http.post(f"/api/tables/{ecode}/actions", {"type": "start", "first_dealer": made_table["player_id"]},
                          token=etokens["Ann"])
    e = {}
    for name in ("Ann", "Ben", "Eve"):
        e[name] = phone()
        e[name].goto(f"/t/{ecode}#token={etokens[name]}")
    expect(e["Ann"].page.get_by_label(T("seal.rule"))).to_be_visible()
    seen.check(e["Ann"], "express, dealer, sealing")
    e["Ann"].page.get_by_label(T("seal.rule")).fill(RULE)
    e["Ann"].tap(T("seal.submit"))
    seen.check(e["Ann"], "express, dealer, the starter")
    e["Ann"].tap(T("starter.place"))
    late.goto(f"/t/{ecode}")
    expect(late.page.get_by_role("heading", name=T("join.started_title"))).to_be_visible()
    seen.check(late, "join, the game has started")
    expect(e["Ben"].testid("now")).to_have_text(T("wait.turn_me"))
    seen.check(e["Ben"], "express, player, my turn with a hint to buy")
    seen.check(e["Ann"], "express, dealer, a hint to record")
    e["Ann"].page.get_by_label(T("turn.buys_hint", who="Ben")).fill(HINT)
    e["Ann"].tap(T("turn.record_hint"))
    # Ben's button is there before the hint reaches his phone as after; a tap sent with the
    # version before it is refused stale_version, as a person's would be: he taps once he sees it.
    expect(e["Ben"].page.locator(".hints li")).to_have_text(HINT)
    e["Ben"].tap(T("turn.play_a_card"))
    e["Ann"].tap(T("verdict.right"))
    expect(e["Ben"].page.get_by_text(T("window.you_may_guess", next="Eve"))).to_be_visible()
    seen.check(e["Ben"], "express, player, may guess")
    seen.check(e["Eve"], "express, player, a guess window open")
    seen.check(e["Ann"], "express, dealer, the guess")
    e["Ann"].tap(T("guess.right"))
    for who, screen in ((e["Ben"], "express, deal over, player"), (e["Ann"], "express, deal over, dealer")):
        expect(who.page.get_by_role("heading", name=T("over.title", number=1))).to_be_visible()
        seen.check(who, screen)
    http.close()

    # -- a server listening on 127.0.0.1 alone: its board says phones cannot reach it
    alone = ServerProcess(str(tmp_path / "loopback.sqlite3")).start()
    try:
        status, made_table = Http(alone.port).post("/api/tables", {"host_name": "Ann"})
        seen.names.append(made_table["code"])
        lone = pseudo_phone(browser, alone, BOARD)
        made.append(lone)
        lone.goto(f"/t/{made_table['code']}/board")
        expect(lone.testid("loopback-warning")).to_be_visible()
        seen.check(lone, "board, the loopback warning")
        lone.close()
        made.remove(lone)
    finally:
        alone.stop()

    print(f"\npseudo-locale: {len(seen.screens)} screens on {len(seen.pages)} pages: {sorted(seen.pages)}")
    for phone_ in made:
        phone_.close()


def test_the_rooms_board_in_the_pseudo_locale(browser, server):
    """The room's big screen (issue 24, item 7): its lobby, then its 8 tables (the most it shows),
    one with an ended deal."""
    room = RoomDriver(Http(server.port), people=32, tables=8)
    seen = Seen(["Class 4b", "Ms Lee", "Eleusis", room.code, RULE] + list(room.names.values()))
    board = pseudo_phone(browser, server, BOARD)
    board.goto(f"/r/{room.code}/board")
    expect(board.testid("room-code")).to_have_text(room.code)
    seen.check(board, "room board, lobby")
    room.act({"type": "form"})
    expect(board.page.locator(".room-table")).to_have_count(8)
    room.play_a_deal(1, RULE)
    expect(board.testid("room-table-1").get_by_test_id("rule")).to_contain_text(RULE)
    seen.check(board, "room board, tables")
    assert seen.pages == {f"/r/{room.code}/board"}
    assert not board.errors and not board.policy, (board.errors, board.policy)
    board.close()


def test_a_room_in_the_pseudo_locale(browser, server):
    """A room's screens (issue 24): its join page and lobby on a phone, and the organizer's screen
    through forming the tables, the rule book to propose from and the room's result."""
    http = Http(server.port)
    room = RoomDriver(http, options={"hand_size": 1})
    people = ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal"]
    seen = Seen(people + ["Eleusis", room.code, "Class 4b", "Ms Lee"])
    phone, organizer = pseudo_phone(browser, server), pseudo_phone(browser, server)
    phone.goto(f"/r/{room.code}")
    expect(phone.testid("room-join")).to_be_visible()
    seen.check(phone, "room, join")
    phone.page.get_by_label(T("common.your_name")).fill("Ann")
    phone.tap(T("room.join_submit"))
    expect(phone.testid("room-lobby")).to_be_visible()
    seen.check(phone, "room, lobby")
    organizer.goto(f"/r/{room.code}/organizer#token={room.organizer}")
    expect(organizer.testid("organizer-lobby")).to_be_visible()
    seen.check(organizer, "organizer, lobby")
    for name in people[1:]:
        room.join(name)
    expect(organizer.testid("organizer-waiting").locator("li")).to_have_count(8)
    organizer.tap(T("organizer.form"))
    expect(organizer.testid("organizer-table-2")).to_be_visible()
    seen.names += [table["code"] for table in room.view("r0")["tables"]]  # formed by now
    expect(phone.page).to_have_url(re.compile(r".*/t/[A-Z0-9]+$"))
    organizer.testid("tool-propose-1").click()
    expect(organizer.testid("propose-1")).to_be_visible()  # the rule book's rules, each with its figure
    organizer.testid("propose-1").select_option(value="alternate_colours")
    organizer.testid("organizer-table-1").get_by_role("button", name=T("organizer.propose"), exact=True).click()
    expect(organizer.testid("organizer-table-1").get_by_test_id("proposal")).to_be_visible()
    seen.check(organizer, "organizer, tables, the rule book, a proposal")
    for tool in ("host", "move", "remove", "rename", "delete"):  # each of a table's tools, opened in its card
        organizer.testid(f"tool-{tool}-2").click()
        seen.check(organizer, f"organizer, a table's tool: {tool}")
    organizer.testid("tab-result").click()
    expect(organizer.testid("result-table-1")).to_be_visible()
    seen.check(organizer, "organizer, the result")
    organizer.testid("tab-tables").click()

    # the organizer's host page of table 1, one tap away, with its way back to the room
    organizer.testid("host-page-1").click()
    expect(organizer.testid("back-to-room")).to_be_visible()
    seen.check(organizer, "organizer, a table's host page")
    code, host = room.organizer_token(1)
    room.table_act(code, host, {"type": "start", "first_dealer": "p1"})  # Ann deals
    expect(phone.testid("proposal")).to_be_visible()
    seen.check(phone, "dealer, sealing, the organizer's proposal")

    # the start page's code box: a code that is neither a table's nor a room's
    start = pseudo_phone(browser, server)
    start.goto("/")
    start.page.get_by_label(T("start.code")).fill("ZZZZZZ")
    start.tap(T("start.go"))
    expect(start.page.locator("#toast")).to_have_text(T("error.unknown_code"))
    seen.names += ["ZZZZZZ", "KX7QPA"]  # KX7QPA: the box's example code
    seen.check(start, "start, an unknown code")
    for page in (phone, organizer, start):
        assert not page.errors and not page.policy, (page.errors, page.policy)
    http.close()
    start.close()
    phone.close()
    organizer.close()
