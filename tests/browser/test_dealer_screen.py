"""The dealer's screen puts first what comes first (issue 17, item 8): Undo in view right
after a verdict on a 360×640 phone and a larger one; entering a turn for a player is a
closed secondary step that says so; the history says once that a window closed. And the
small things of item 9: collapsible sections show an arrow, the first-dealer menu is not cut
at 360 px, the seat-order step starts below the header, an order already saved is not asked
for again, and a page reloaded offline with no seat says it is offline."""
import pytest
from playwright.sync_api import expect

from tests.phones import Game
from tests.support import Http

from .conftest import BrowserPhone, seat_link

pytestmark = pytest.mark.browser

SMALL = {"width": 360, "height": 640}
CLOSED = ("log.closed_guess", "log.closed_declare", "log.closed_window")


def arrow(locator) -> str:
    return locator.evaluate("(e) => getComputedStyle(e, '::before').content")


def in_view(phone: BrowserPhone, locator) -> bool:
    """The whole element is on the screen, below the sticky header."""
    return phone.page.evaluate("""(e) => { const r = e.getBoundingClientRect();
        const bar = document.querySelector('.bar').getBoundingClientRect();
        return r.top >= bar.bottom - 0.5 && r.bottom <= innerHeight + 0.5; }""", locator.element_handle())


def test_the_dealer_sees_undo_first_and_enters_turns_only_on_purpose(browser, server):
    g = Game(Http(server.port), "howell", people=4)
    ann, ben, cy, di = list(g.tokens)
    g.start(first_dealer=ann)
    dealer = BrowserPhone(browser, server.url, SMALL)
    dealer.page.goto(seat_link(server.url, g.code, g.tokens[ann]))
    # sealing: the options of the rule are closed sections with an arrow
    dealer.page.get_by_label("Secret rule", exact=True).fill("red after black")
    dealer.tap("Seal the rule")
    summary = dealer.page.locator(".sealed-rule summary")
    expect(summary).to_contain_text("Your sealed rule")
    assert arrow(summary).startswith('"▸"')
    summary.click()
    assert arrow(summary).startswith('"▾"')
    summary.click()
    g.act(ann, {"type": "starter", "cards": 1, "rank": 1})

    for turn, size in enumerate((SMALL, {"width": 390, "height": 844}, SMALL)):
        dealer.page.set_viewport_size(size)
        player = g.snap()["turn"]
        g.act(player, {"type": "attempt", "cards": 2})
        dealer.tap("Right")
        undo = dealer.page.locator(".undo-btn")
        expect(undo).to_have_text("Undo: Ann judged: right.")
        assert in_view(dealer, undo), (size, undo.bounding_box())
        # the next player's turn is theirs to tap: entering it here is a closed, named step
        nxt = g.snap()["turn"]
        who = {ben: "Ben", cy: "Cy", di: "Di"}[nxt]
        step = dealer.testid("enter-for")
        expect(step.locator("summary")).to_have_text(f"{who}'s phone is away? Enter the turn for {who}")
        expect(dealer.button(f"{who}: no play")).to_be_hidden()
        if turn == 2:
            dealer.shot("dealer-after-verdict")
    step.locator("summary").click()
    dealer.tap(f"{who}: no play")
    expect(dealer.testid("now")).to_contain_text(f"{who} claims no play")

    # the history: the newest line says that a window closed; no older line repeats it
    dealer.tap("Right: no card would play")
    dealer.tap("History")
    version = g.snap()["version"]
    lines = dealer.page.locator(".log li")
    expect(lines.first).to_contain_text(f"#{version}")
    log = g.http.get(f"/api/tables/{g.code}/log")[1]["actions"]
    assert sum(any(x["key"] in CLOSED for x in a["says"]) for a in log) >= 2
    texts = lines.locator(".text").all_inner_texts()
    assert not any("That closed" in text for text in texts[1:]), texts
    dealer.close()


def test_the_lobby_small_things(browser, server):
    g = Game(Http(server.port), "howell", people=4)
    host = BrowserPhone(browser, server.url, SMALL)
    host.page.goto(seat_link(server.url, g.code, g.tokens[g.host]))
    # the options: a closed section with an arrow
    options = host.page.locator("details.opts > summary")
    expect(options).to_have_text("Options")
    assert arrow(options).startswith('"▸"')
    # the first-dealer menu shows its choice whole at 360 px
    select = host.page.get_by_label("First dealer")
    cut = select.evaluate("""(s) => { const c = document.createElement('canvas').getContext('2d');
        const st = getComputedStyle(s); c.font = `${st.fontWeight} ${st.fontSize} ${st.fontFamily}`;
        const room = s.clientWidth - parseFloat(st.paddingLeft) - parseFloat(st.paddingRight) - 20;
        return [c.measureText(s.selectedOptions[0].textContent).width, room]; }""")
    assert cut[0] <= cut[1], cut
    host.no_horizontal_scroll()

    # the seat-order step starts with its first line under the header, not beneath it
    host.tap("Start the game")
    heading = host.page.locator("#seating h1")
    expect(host.button("Start with this seat order")).to_be_visible()
    assert in_view(host, heading), heading.bounding_box()
    # an order saved a moment ago is not asked for again: Start starts
    host.tap("Back")
    host.tap("Set seat order")
    for name in ("Ann", "Cy", "Ben", "Di"):
        host.testid(f"person-{name}").get_by_role("button").click()
    host.tap("Save seat order")
    expect(host.button("Set seat order")).to_be_visible()  # the step is over
    seats = lambda: [p["name"] for p in g.snap()["people"]]  # noqa: E731
    for _ in range(50):  # the saved order reaches the server with the tap's action, a moment later
        if seats() == ["Ann", "Cy", "Ben", "Di"]:
            break
        host.page.wait_for_timeout(100)
    assert seats() == ["Ann", "Cy", "Ben", "Di"]
    host.page.get_by_label("First dealer").select_option(label="Ann")
    host.tap("Start the game")
    expect(host.testid("now")).to_have_text("Place the starter cards.")
    assert g.snap()["phase"] == "starter"
    host.close()

    # a player's invite: a closed section with an arrow too
    g2 = Game(Http(server.port), "howell", people=4)
    ben = list(g2.tokens)[1]
    player = BrowserPhone(browser, server.url, SMALL)
    player.page.goto(seat_link(server.url, g2.code, g2.tokens[ben]))
    invite = player.page.get_by_text("Invite: QR code and link")
    expect(invite).to_be_visible()
    assert arrow(invite).startswith('"▸"')
    player.close()


def test_a_seatless_phone_reloaded_offline_says_so(browser, server):
    g = Game(Http(server.port), "howell", people=2)
    phone = BrowserPhone(browser, server.url, SMALL, service_workers="allow")
    phone.goto(f"/t/{g.code}")
    expect(phone.page.get_by_label("Your name")).to_be_visible()
    phone.page.evaluate("navigator.serviceWorker.ready")  # the shell, the catalogs with it, cached
    phone.page.wait_for_function("() => navigator.serviceWorker.controller !== null")
    phone.context.set_offline(True)
    phone.page.reload()
    expect(phone.testid("offline-no-table")).to_contain_text("This phone is offline")
    expect(phone.page.locator("#conn")).to_have_text("offline")
    phone.context.set_offline(False)
    expect(phone.page.get_by_label("Your name")).to_be_visible()  # back: the join page, by itself
    phone.close()
