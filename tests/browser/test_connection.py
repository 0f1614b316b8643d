"""One owner of the phone's connection (issue 15, item 7): taps travel on the socket, and
over POST (same action_id) when the socket is down or gives no answer, with the same
result on every phone; the tapping phone renders each version once; boot asks for the
state by GET only when the socket gives none; a stopped connection reacts to nothing;
the History tab pages older lines on demand."""
import json
import re
import time
from urllib.parse import urlparse

import pytest
from playwright.sync_api import expect

from tests.phones import Game
from tests.support import Http

from .conftest import BrowserPhone, join_table, seat_and_start, seat_link, start_table

pytestmark = pytest.mark.browser

SOCKETS = re.compile(r"/ws/tables/")

# Each render replaces the children of <main id="app"> once: one mutation record.
COUNT_RENDERS = """() => { window.__renders = 0;
  new MutationObserver((rs) => { window.__renders += rs.length; })
    .observe(document.getElementById('app'), { attributes: true, attributeFilter: ['data-draws'] }); }"""


class Traffic:
    """What one phone asked over HTTP, and the frames of its sockets (unrouted ones)."""

    def __init__(self, page):
        self.requests: list[tuple[str, str, str | None, str]] = []  # method, path, body, query
        self.sent: list[dict] = []
        self.received: list[dict] = []
        self.sockets: list[str] = []
        self.firsts: list[dict] = []  # each socket's first message: the hello that says who it is
        page.on("request", lambda r: self.requests.append(
            (r.method, urlparse(r.url).path, r.post_data, urlparse(r.url).query)))
        page.on("websocket", self._socket)

    def _socket(self, ws):
        self.sockets.append(ws.url)
        sent: list = []

        def framesent(payload):
            message = json.loads(payload)
            if not sent:
                self.firsts.append(message)
            sent.append(message)
            self.sent.append(message)

        ws.on("framesent", framesent)
        ws.on("framereceived", lambda payload: self.received.append(json.loads(payload)))

    def posts(self):
        return [r for r in self.requests if r[0] == "POST" and r[1].endswith("/actions")]

    def state_gets(self, code):
        return [r for r in self.requests if r[0] == "GET" and r[1] == f"/api/tables/{code}"]

    def actions(self):
        return [f["action"] for f in self.sent if f.get("type") == "action"]

    def acks(self):
        return [f for f in self.received if f.get("type") == "ack"]


class Gate:
    """Every socket of one page through Playwright's WebSocket routing: forwarded both ways,
    recorded, and on demand cut (open sockets closed, new ones closed at once) or made
    silent about the answers to actions (the server acts, the ack never reaches the phone)."""

    def __init__(self, page):
        self.down = False
        self.drop_acks = False
        self.open: list = []
        self.sent: list[dict] = []
        page.route_web_socket(SOCKETS, self._route)

    def _route(self, ws):
        if self.down:
            ws.close(code=4000, reason="cut by the test")
            return
        server = ws.connect_to_server()
        self.open.append((ws, server))

        def up(message):
            self.sent.append(json.loads(message))
            server.send(message)

        def down(message):
            if self.drop_acks and json.loads(message).get("type") == "ack":
                return
            ws.send(message)

        ws.on_message(up)
        server.on_message(down)

    def cut(self):
        self.down = True
        for ws, server in self.open:
            ws.close(code=4000, reason="cut by the test")
            server.close()
        self.open.clear()

    def actions(self):
        return [f["action"] for f in self.sent if f.get("type") == "action"]


def until(page, cond, timeout=10.0):
    """Wait, letting the page's events arrive, until cond() holds."""
    end = time.monotonic() + timeout
    while not cond():
        assert time.monotonic() < end, "timed out"
        page.wait_for_timeout(20)


def settle(phone: BrowserPhone):
    """Let the last presence publish pass (who is connected goes out up to presence_delay,
    1 s, after a socket opens: a state of the same version that does render)."""
    phone.page.wait_for_timeout(1500)


def renders(phone: BrowserPhone) -> int:
    return phone.page.evaluate("window.__renders")


def reset_renders(phone: BrowserPhone):
    phone.page.evaluate("window.__renders = 0")


def dealt_express(port):
    """An express table set up through the API up to the first player's turn."""
    t = Game(Http(port), "express", names=["Ann", "Ben", "Cat"])
    t.act("Ann", {"type": "start", "first_dealer": t.ids["Ann"]})
    t.act("Ann", {"type": "seal_rule", "text": "odd after even"})
    t.act("Ann", {"type": "starter", "cards": 1})
    return t


def open_seat(browser, server, t, name, gate=False):
    phone = BrowserPhone(browser, server.url)
    traffic = Traffic(phone.page)
    routed = Gate(phone.page) if gate else None
    phone.page.goto(seat_link(server.url, t.code, t.tokens[t.ids[name]]))
    return phone, traffic, routed


def version(t):
    return t.http.get(f"/api/tables/{t.code}")[1]["version"]


def test_taps_travel_on_the_socket_and_the_tapping_phone_renders_each_version_once(phones):
    ann = phones()
    traffic = {"Ann": Traffic(ann.page)}
    code = start_table(ann, "Ann", "express")
    ben, cat = phones(), phones()
    traffic["Ben"], traffic["Cat"] = Traffic(ben.page), Traffic(cat.page)
    join_table(ben, code, "Ben")
    join_table(cat, code, "Cat")
    seat_and_start(ann, ["Ann", "Ben", "Cat"], "Ann")
    for p in (ann, ben, cat):
        expect(p.page.locator("#conn")).to_have_text("live")
        p.page.evaluate(COUNT_RENDERS)
    settle(ann)

    everyone = {"Ann": ann, "Ben": ben, "Cat": cat}
    taps = [("Ann", "Place the starter", {"Ann": "Ben's turn.", "Ben": "Your turn.", "Cat": "Ben's turn."}),
            ("Ben", "Play a card", {"Ann": "Ben plays 1 card", "Cat": "Ben plays 1 card"}),
            ("Ann", "Right", {"Ann": "Cat's turn.", "Ben": "Cat's turn.", "Cat": "Your turn."}),
            ("Cat", "No play", {"Ann": "no play", "Ben": "Cat claims no play", "Cat": "no play"})]
    for who, button, now in taps:
        phone = everyone[who]
        acks = len(traffic[who].acks())
        reset_renders(phone)
        phone.tap(button)
        for name, text in now.items():  # the same table on every phone
            expect(everyone[name].testid("now")).to_contain_text(text)
        until(phone.page, lambda: len(traffic[who].acks()) > acks)
        phone.page.wait_for_timeout(300)  # a second render would come with the ack
        assert renders(phone) == 1, (button, renders(phone))

    for name, seen in traffic.items():
        assert seen.posts() == [], (name, seen.posts())  # every tap, seat order and start on the socket
        assert seen.state_gets(code) == [], (name, seen.state_gets(code))  # no GET of the state, ever
    assert [a["type"] for a in traffic["Ann"].actions()][-2:] == ["starter", "judge"]
    acked = {f["action_id"] for f in traffic["Ann"].acks()}
    assert {a["action_id"] for a in traffic["Ann"].actions()} <= acked


def test_taps_go_over_post_while_the_socket_is_down(browser, server):
    t = dealt_express(server.port)
    ann, ann_traffic, gate = open_seat(browser, server, t, "Ann", gate=True)
    others = {n: open_seat(browser, server, t, n)[0] for n in ("Ben", "Cat")}
    ben, cat = others["Ben"], others["Cat"]
    expect(ann.page.locator("#conn")).to_have_text("live")
    ann.page.evaluate(COUNT_RENDERS)

    ben.tap("Play a card")
    expect(ann.testid("now")).to_contain_text("Ben plays 1 card")
    ann.tap("Right")
    expect(cat.testid("now")).to_have_text("Your turn.")
    expect(ann.testid("now")).to_have_text("Cat's turn.")
    assert [a["type"] for a in gate.actions()] == ["judge"] and ann_traffic.posts() == []

    gate.cut()
    expect(ann.page.locator("#conn")).to_have_text("reconnecting…")
    reset_renders(ann)
    ann.testid("enter-for").locator("summary").click()  # a secondary step on the dealer's phone
    ann.tap("Cat plays a card")  # the dealer enters Cat's play: over POST
    expect(ann.testid("now")).to_contain_text("Cat plays 1 card")
    expect(ben.testid("now")).to_contain_text("Cat plays 1 card")
    expect(cat.testid("now")).to_contain_text("You play 1 card")
    ann.tap("Wrong")
    result = "Wrong: Cat's 1 card goes to a sideline. Cat draws 1 card."
    for p in (ann, ben, cat):
        expect(p.testid("instruction")).to_have_text(result)
    expect(ann.hand_of("Cat")).to_have_text(cat.testid("my-hand").inner_text())
    assert renders(ann) == 2  # two taps, two versions, each rendered once from its POST's answer
    assert [json.loads(r[2])["type"] for r in ann_traffic.posts()] == ["attempt", "judge"]
    assert [a["type"] for a in gate.actions()] == ["judge"]  # nothing more went on a socket
    expect(ann.page.locator("#conn")).to_have_text("reconnecting…")

    # the network back: the phone reconnects when told it is online, and taps go on the socket again
    gate.down = False
    ann.page.evaluate("dispatchEvent(new Event('online'))")
    expect(ann.page.locator("#conn")).to_have_text("live")
    ben.tap("Play a card")
    expect(ann.testid("now")).to_contain_text("Ben plays 1 card")
    ann.tap("Right")
    expect(ben.testid("instruction")).to_contain_text("Right: Ben's 1 card")
    assert [a["type"] for a in gate.actions()] == ["judge", "judge"] and len(ann_traffic.posts()) == 2
    for p in (ann, ben, cat):
        p.close()


def test_a_tap_without_an_answer_on_the_socket_is_sent_again_by_post_and_applied_once(browser, server):
    t = dealt_express(server.port)
    ann, ann_traffic, gate = open_seat(browser, server, t, "Ann", gate=True)
    ben = open_seat(browser, server, t, "Ben")[0]
    ben.tap("Play a card")
    expect(ann.testid("now")).to_contain_text("Ben plays 1 card")
    ann.page.evaluate(COUNT_RENDERS)
    settle(ann)
    reset_renders(ann)
    before = version(t)

    gate.drop_acks = True  # the server acts and publishes; its ack never reaches Ann's phone
    ann.tap("Right")
    expect(ben.testid("instruction")).to_contain_text("Right: Ben's 1 card")
    expect(ann.testid("instruction")).to_contain_text("Right: Ben's 1 card")  # from the state frame
    until(ann.page, lambda: ann_traffic.posts(), timeout=15)  # no ack in time: the same action by POST
    ann.page.wait_for_timeout(300)
    (sent,) = gate.actions()
    (post,) = ann_traffic.posts()
    assert json.loads(post[2])["action_id"] == sent["action_id"]
    assert version(t) == before + 1  # applied once
    assert renders(ann) == 1  # the POST's answer is a version already shown
    expect(ann.testid("now")).to_have_text("Cat's turn.")
    ann.close()
    ben.close()


def test_boot_reads_the_state_from_the_socket_and_by_get_only_when_the_socket_gives_none(browser, server):
    t = dealt_express(server.port)
    ben, ben_traffic, _ = open_seat(browser, server, t, "Ben")
    expect(ben.testid("now")).to_have_text("Your turn.")
    expect(ben.page.locator("#conn")).to_have_text("live")
    ben.page.reload()
    expect(ben.testid("now")).to_have_text("Your turn.")
    assert ben_traffic.state_gets(t.code) == []
    assert len(ben_traffic.sockets) == 2  # one per load

    # No socket gets through (a proxy that refuses them): one GET stands in, and taps still work.
    cat = BrowserPhone(browser, server.url)
    cat_traffic = Traffic(cat.page)
    gate = Gate(cat.page)
    gate.down = True
    cat.page.goto(seat_link(server.url, t.code, t.tokens[t.ids["Cat"]]))
    expect(cat.testid("now")).to_have_text("Ben's turn.")
    expect(cat.page.locator("#conn")).to_have_text("reconnecting…")
    cat.page.wait_for_timeout(1500)  # more attempts to connect, no more GETs
    assert len(cat_traffic.state_gets(t.code)) == 1
    ben.close()
    cat.close()


HEARD = [("document", "visibilitychange"), ("window", "online"), ("window", "offline"), ("window", "pageshow")]


def listeners(phone: BrowserPhone) -> dict:
    """How many listeners window and document have for the events a connection hears
    (through the DevTools protocol; Playwright adds listeners of other types of its own)."""
    cdp = phone.context.new_cdp_session(phone.page)
    counts: dict = {}
    try:
        for target in ("window", "document"):
            obj = cdp.send("Runtime.evaluate", {"expression": target})["result"]["objectId"]
            for item in cdp.send("DOMDebugger.getEventListeners", {"objectId": obj})["listeners"]:
                counts[(target, item["type"])] = counts.get((target, item["type"]), 0) + 1
    finally:
        cdp.detach()
    return {key: counts.get(key, 0) for key in HEARD}


def test_a_stopped_connection_reacts_to_nothing(browser, server):
    t = dealt_express(server.port)
    ben, traffic, _ = open_seat(browser, server, t, "Ben")  # the page's own connection has Ben's token
    expect(ben.page.locator("#conn")).to_have_text("live")
    expect(ben.testid("now")).to_have_text("Your turn.")
    # A game is on, so the page loads awake.js, which listens to visibilitychange too: counted
    # in `before` once it has (it loads after the first state; counted later, it failed in CI).
    ben.page.evaluate("async () => { await import('/static/js/awake.js'); await new Promise((r) => setTimeout(r, 100)); }")
    before = listeners(ben)
    assert before[("document", "visibilitychange")] == 2  # the page's connection and awake.js
    ben.page.evaluate("""async (code) => {
        const { Connection } = await import('/static/js/connection.js');
        const c = new Connection(code, null);
        window.__probe = { c, heard: [] };
        c.on('state', (s) => window.__probe.heard.push('state ' + s.version));
        c.on('status', (s) => window.__probe.heard.push('status ' + s));
        c.start();
    }""", t.code)
    ben.page.wait_for_function("() => window.__probe.heard.includes('status live')")  # a function: a bare expression is eval'd, which the CSP refuses
    spectator = lambda: [f for f in traffic.firsts if f == {"type": "hello", "token": None}]  # noqa: E731
    assert len(spectator()) == 1
    assert traffic.sockets and not [u for u in traffic.sockets if "token=" in u]  # never in a URL
    assert {"type": "hello", "token": t.tokens[t.ids["Ben"]]} in traffic.firsts  # the page's own, Ben's
    started = listeners(ben)
    assert started == {key: n + 1 for key, n in before.items()}

    ben.page.evaluate("window.__probe.c.stop(); window.__probe.heard = []")
    assert listeners(ben) == before
    ben.page.evaluate("""() => {
        dispatchEvent(new Event('offline')); dispatchEvent(new Event('online'));
        document.dispatchEvent(new Event('visibilitychange'));
        dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    }""")
    t.act("Ben", {"type": "attempt", "cards": 1})  # a change of the table, which live sockets hear of
    expect(ben.testid("now")).to_contain_text("You play 1 card")  # the page's own connection heard it
    ben.page.wait_for_timeout(1500)
    assert ben.page.evaluate("window.__probe.heard") == []
    assert ben.page.evaluate("window.__probe.c.ws === null && window.__probe.c.state.version") < version(t)
    assert len(spectator()) == 1  # no socket opened again
    ben.close()


def test_the_history_tab_shows_the_newest_lines_and_pages_older_ones_on_demand(browser, server):
    t = Game(Http(server.port), "express", names=["Ann", "Ben", "Cat"])
    for i in range(110):  # 3 records so far; 113 in all
        t.act("Ann", {"type": "options", "options": {"hints": i % 2 == 0}})
    ann, traffic, _ = open_seat(browser, server, t, "Ann")
    ann.tap("History")
    lines = ann.page.locator(".log li")
    expect(lines).to_have_count(100)
    expect(lines.first).to_contain_text("#113")
    expect(lines.last).to_contain_text("#14")
    t.act("Ann", {"type": "options", "options": {"packs": 3}})
    expect(lines.first).to_contain_text("#114")
    expect(lines).to_have_count(101)
    ann.testid("older").click()
    expect(lines).to_have_count(114)
    expect(lines.last).to_contain_text("Ann opened an express table.")
    expect(ann.testid("older")).to_have_count(0)
    # the tail, what was new, then the older page: never the whole log
    assert [r[3] for r in traffic.requests if r[1].endswith("/log")] == [
        "after=13&limit=100", "after=113&limit=100", "after=0&limit=13"]
    ann.close()
