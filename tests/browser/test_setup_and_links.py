"""Setup flow and links (issue 10, items 8 and 10): the host sees the join QR first; the
start asks for the clockwise seat order (by tapping, here with the keyboard alone); every
link a page prints is the one its QR codes carry; a loopback-only server says phones
cannot reach it and how to fix that."""
import pytest
from playwright.sync_api import expect

from tests.support import Http, ServerProcess

from .conftest import BOARD, BrowserPhone, assert_accessible, join_table, press_by_keyboard, start_table

pytestmark = pytest.mark.browser


def test_the_host_sees_the_qr_first_and_the_start_asks_for_the_seat_order(phones, server):
    ann = phones()
    code = start_table(ann, "Ann")
    # the first thing on the host's phone is the join QR, with the link it holds
    first = ann.page.locator("main > section").first
    expect(first.get_by_role("img", name=f"QR code to join table {code}")).to_be_visible()
    created_base = server.url  # the fixture's public URL: what join_url and the QR carry
    expect(ann.testid("join-link")).to_have_text(f"{created_base.split('://')[1]}/t/{code}")
    expect(ann.testid("loopback-warning")).to_have_count(0)
    assert_accessible(ann, "lobby, host")
    guest = phones()
    guest.goto(f"/t/{code}")
    expect(guest.page.get_by_label("Your name")).to_be_visible()
    assert_accessible(guest, "join page (not seated yet)")
    others = {}
    for name in ("Ben", "Cat", "Dan"):
        others[name] = phones()
        join_table(others[name], code, name)
    assert_accessible(others["Ben"], "lobby, player")

    # Start asks for the seat order, pre-filled with the order people sat down in.
    ann.page.get_by_label("First dealer").select_option(label="Ann")
    ann.tap("Start the game")
    expect(ann.testid("clockwise")).to_have_text("Clockwise: Ann → Ben → Cat → Dan → Ann")
    expect(ann.page.get_by_text("Turns go clockwise from the dealer's left", exact=False)).to_be_visible()
    assert_accessible(ann, "lobby, seat order at the start")
    # drag Dan by his handle up to Ben's place
    # both boxes in one turn of the page: a presence redraw (a phone's socket, up to 1 s after it
    # opens) between two bounding_box calls replaced the rows, and the second box was None in CI
    handle, target = ann.page.evaluate("""() => ['drag-Dan', 'person-Ben'].map((id) => {
        const r = document.querySelector(`[data-testid="${id}"]`).getBoundingClientRect();
        return { x: r.x, y: r.y, width: r.width, height: r.height }; })""")
    ann.page.mouse.move(handle["x"] + handle["width"] / 2, handle["y"] + handle["height"] / 2)
    ann.page.mouse.down()
    ann.page.mouse.move(handle["x"] + 10, target["y"] + target["height"] / 2, steps=8)
    ann.page.mouse.up()
    expect(ann.testid("clockwise")).to_have_text("Clockwise: Ann → Dan → Ben → Cat → Ann")
    ann.no_horizontal_scroll()
    ann.shot("lobby-seat-order")

    # The real table is Ann, Cat, Ben, Dan clockwise: redone with the keyboard alone.
    press_by_keyboard(ann, "Clear")
    expect(ann.testid("clockwise")).to_have_text("0 of 4 tapped")
    expect(ann.button("Start with this seat order")).to_be_disabled()
    for name in ("Ann", "Cat", "Ben", "Dan"):
        pick = ann.testid(f"person-{name}").get_by_role("button")
        pick.focus()
        ann.page.keyboard.press("Space")
        expect(pick).to_be_focused()  # a pick redraws the list: the focus stays where the keyboard is
    expect(ann.testid("clockwise")).to_have_text("Clockwise: Ann → Cat → Ben → Dan → Ann")
    press_by_keyboard(ann, "Start with this seat order")
    expect(ann.page.get_by_text("You are the dealer")).to_be_visible()

    # turn order follows the seats: Cat sits at the dealer's left
    status, snap = Http(server.port).get(f"/api/tables/{code}")
    names = {p["id"]: p["name"] for p in snap["people"]}
    assert [names[i] for i in snap["deal"]["players"]] == ["Cat", "Ben", "Dan"]
    assert [p["name"] for p in snap["people"]] == ["Ann", "Cat", "Ben", "Dan"]


def test_every_printed_link_is_the_qr_link(phones, server):
    ann = phones()
    code = start_table(ann, "Ann")
    ben = phones()
    join_table(ben, code, "Ben")
    status, made = Http(server.port).post("/api/tables", {"host_name": "Zed"})
    base = made["join_url"].rsplit("/t/", 1)[0]  # this server's join base
    expect(ben.testid("join-link")).to_have_text(f"{base}/t/{code}")
    ben.tap("My seat")
    link = ben.testid("rejoin-link").inner_text()
    assert link.startswith(f"{base}/t/{code}#token=")
    board = BrowserPhone.another_page(ann, BOARD)
    board.goto(f"/t/{code}/board")
    expect(board.testid("join-link")).to_have_text(f"{base}/t/{code}".split("://", 1)[1])
    assert_accessible(board, "board lobby (host's browser)")
    board.page.close()


@pytest.fixture
def loopback_server(tmp_path):
    """The server as `companion serve --host 127.0.0.1` with no public URL: phones cannot reach it."""
    proc = ServerProcess(str(tmp_path / "loopback.sqlite3")).start()
    yield proc
    proc.discard()


def test_a_loopback_only_server_tells_the_board_how_to_fix_it(browser, loopback_server):
    http = Http(loopback_server.port)
    status, made = http.post("/api/tables", {"host_name": "Ann"})
    code = made["code"]
    board = BrowserPhone(browser, loopback_server.url, BOARD)
    board.goto(f"/t/{code}/board")
    warning = board.testid("loopback-warning")
    expect(warning).to_contain_text("Phones cannot reach this companion")
    expect(warning).to_contain_text("127.0.0.1")
    expect(warning).to_contain_text("companion serve --host 0.0.0.0")
    # still the one link: the board prints what the QR code holds
    expect(board.testid("join-link")).to_have_text(made["join_url"].split("://", 1)[1])
    assert_accessible(board, "board lobby, loopback warning")
    board.shot("board-loopback")
    host = BrowserPhone(browser, loopback_server.url)
    host.goto(f"/t/{code}#token={made['token']}")
    expect(host.testid("loopback-warning")).to_be_visible()
    host.no_horizontal_scroll()
    board.close()
    host.close()
