"""The app runs under its own Content-Security-Policy with no violation (issue 11, item 2).

Every Phone of these tests (conftest.watch) fails at the end on any console
complaint about the Content-Security-Policy or the Permissions-Policy, so the
whole browser suite checks this; here a page shows the watch does catch one,
and a table is walked through the screens that load images, sockets and the
service worker."""
import pytest
from playwright.sync_api import expect

from .conftest import BOARD, Phone, join_table, start_table

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
    ann = phones()
    code = start_table(ann, "Ann")  # the start page, a POST, the lobby
    expect(ann.page.get_by_role("img", name=f"QR code to join table {code}").first).to_be_visible()
    ben = phones()
    join_table(ben, code, "Ben")
    expect(ann.testid("person-Ben")).to_be_visible()  # Ben's join reached Ann over the WebSocket
    expect(ann.page.locator("#conn")).to_have_attribute("data-state", "live")
    board = Phone.another_page(ann, BOARD)
    board.goto(f"/t/{code}/board")
    expect(board.page.locator("#conn")).to_have_attribute("data-state", "live")
    natural = board.page.get_by_role("img", name=f"QR code to join table {code}").first
    expect(natural).to_be_visible()
    assert board.page.evaluate("(img) => img.naturalWidth", natural.element_handle()) > 0
    ann.page.evaluate("navigator.serviceWorker.ready.then(r => r.scope)")
    board.page.wait_for_timeout(300)
    assert board.errors == [] and board.policy == [], board.policy
    board.page.close()
