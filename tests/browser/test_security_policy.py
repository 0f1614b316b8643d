"""The app runs under its own Content-Security-Policy with no violation (issue 11, item 2).

Every BrowserPhone of these tests (conftest.watch) fails at the end on any console
complaint about the Content-Security-Policy or the Permissions-Policy, so the
whole browser suite checks this; here a page shows the watch does catch one,
and a table is walked through the screens that load images, sockets and the
service worker."""
import pytest
from playwright.sync_api import expect

from tests.phones import Game
from tests.support import Http

from .conftest import ARGS, BOARD, CHROMIUM, BrowserPhone, join_table, start_table

pytestmark = pytest.mark.browser


def test_the_policy_is_served_and_a_violation_would_be_seen(phones):
    phone = phones()
    response = phone.page.goto(phone.base + "/")
    csp = response.headers["content-security-policy"]
    assert "script-src 'self'" in csp and "frame-ancestors 'none'" in csp
    assert response.headers["x-content-type-options"] == "nosniff"
    assert response.headers["referrer-policy"] == "no-referrer"
    # an inline script is refused, and the refusal reaches the console the watch reads
    phone.page.evaluate("""() => { const s = document.createElement('script');
                                    s.textContent = 'window.__ran = 1'; document.body.append(s); }""")
    phone.page.wait_for_timeout(200)
    assert phone.page.evaluate("window.__ran") is None
    assert any("Content Security Policy" in text for text in phone.policy), phone.policy
    phone.policy.clear()  # the violation was ours, on purpose


def test_a_table_works_under_the_policy_with_no_violation(phones):
    ann = phones(service_workers="allow")  # the shell installs under the policy too
    code = start_table(ann, "Ann")  # the start page, a POST, the lobby
    expect(ann.page.get_by_role("img", name=f"QR code to join table {code}").first).to_be_visible()
    ben = phones()
    join_table(ben, code, "Ben")
    expect(ann.testid("person-Ben")).to_be_visible()  # Ben's join reached Ann over the WebSocket
    expect(ann.page.locator("#conn")).to_have_attribute("data-state", "live")
    board = BrowserPhone.another_page(ann, BOARD)
    board.goto(f"/t/{code}/board")
    expect(board.page.locator("#conn")).to_have_attribute("data-state", "live")
    natural = board.page.get_by_role("img", name=f"QR code to join table {code}").first
    expect(natural).to_be_visible()
    assert board.page.evaluate("(img) => img.naturalWidth", natural.element_handle()) > 0
    ann.page.evaluate("navigator.serviceWorker.ready.then(r => r.scope)")
    board.page.wait_for_timeout(300)
    assert board.errors == [] and board.policy == [], board.policy
    board.page.close()


FRESH_ACTIVATION = """(() => {
  let active = false;
  const state = { get hasBeenActive() { return active; }, get isActive() { return active; } };
  Object.defineProperty(Navigator.prototype, "userActivation", { get: () => state, configurable: true });
  for (const type of ["pointerdown", "keydown"]) addEventListener(type, () => { active = true; }, { capture: true });
})();"""


@pytest.fixture(scope="module")
def lan_browser(browser):
    """Chromium that reaches the test server by a name, as phones reach a laptop by its LAN
    address: http://companion.test is not a secure context (http://127.0.0.1 is), so the
    page has no Wake Lock API and cannot be installed, as at a game night on plain http."""
    lan = browser.browser_type.launch(executable_path=CHROMIUM, args=ARGS + ["--host-resolver-rules=MAP companion.test 127.0.0.1"])
    yield lan
    lan.close()


def test_plain_http_keeps_the_board_awake_with_a_video_under_the_policy(lan_browser, server):
    g = Game(Http(server.port), "howell", people=4)
    board = BrowserPhone(lan_browser, f"http://companion.test:{server.port}", BOARD)
    board.goto(f"/t/{g.code}/board")
    expect(board.testid("table-code")).to_have_text(g.code)
    assert board.page.evaluate("[window.isSecureContext, 'wakeLock' in navigator]") == [False, False]
    # the board says once, small, that installing needs HTTPS, and where the deploy guide is
    note = board.testid("https-note")
    expect(note).to_contain_text("Installing the app needs HTTPS")
    expect(note.locator("code")).to_have_text("deploy/README.md")
    board.tap("Got it")
    expect(note).to_have_count(0)
    board.page.reload()
    expect(board.testid("table-code")).to_have_text(g.code)
    expect(note).to_have_count(0)

    board.close()

    # a deal on, a board freshly opened: no wake lock here, so NoSleep.js's video, started by the first tap
    g.start(first_dealer=g.host)
    board = BrowserPhone(lan_browser, f"http://companion.test:{server.port}", BOARD)
    # A phone freshly opened has had no tap. Chromium driven by Playwright reports
    # navigator.userActivation.hasBeenActive as true after any navigation, so the page is
    # given what a real phone reports: false until its first tap or key.
    board.page.add_init_script(FRESH_ACTIVATION)
    board.goto(f"/t/{g.code}/board")
    expect(board.testid("now")).to_have_text("Ann is placing the starter.")
    board.page.wait_for_timeout(300)
    assert board.page.evaluate("document.body.dataset.awake") is None  # nothing plays before a tap
    board.testid("now").click()
    board.page.wait_for_function("() => document.body.dataset.awake === 'video'")
    played = board.page.evaluate("performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname)")
    assert "/static/vendor/nosleep/nosleep.webm" in played, played
    g.act(g.host, {"type": "end_game"})
    board.page.wait_for_function("() => document.body.dataset.awake === undefined")  # the game is over: let it sleep
    board.close()  # no Content-Security-Policy complaint on the way (media from 'self')
