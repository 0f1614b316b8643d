"""Issue 24, item 3: the room's big screen. A projector at 1920 × 1080 and a laptop at 1280 × 800
show, without scrolling and in type read from across a classroom, the room's join QR code, its
typed code and who is waiting; then every one of 8 tables live (who deals, the deal's number, the
mainline's length, the prophet, the leader, each ended deal's rule), each one tap from its board.

"Read from across a classroom": at least 24 px, the size tests/browser/test_board_reads_from_afar.py
defines as readable at 3 m on the smallest board (1280 × 800); a projected 1920 × 1080 picture is
several times larger than a laptop's, and its type is larger still (1.75 vw: 33.6 px)."""
import pytest
from playwright.sync_api import expect

from tests.rooms import RoomDriver
from tests.support import Http

from tests.browser.test_board_reads_from_afar import READABLE, fits_and_reads

from .conftest import BOARD, BrowserPhone, assert_accessible

pytestmark = pytest.mark.browser

PROJECTOR = {"width": 1920, "height": 1080}
FIRST = ["Annette", "Maximilian", "Marguerite", "Francesca", "Wolfgang", "Giuseppe", "Jonas", "Carla",
         "Dmitri", "Ingeborg", "Leopold", "Rosalind"]
NAMES = [f"{FIRST[i % len(FIRST)]} {chr(65 + i // len(FIRST))}" for i in range(32)]  # 8 tables of 4 (howell)


@pytest.mark.parametrize("viewport", [PROJECTOR, BOARD], ids=["projector-1920x1080", "laptop-1280x800"])
def test_the_rooms_board_shows_its_code_then_8_tables_live_without_scrolling_in_type_read_across_a_class(browser, server, viewport):
    room = RoomDriver(Http(server.port), tables=8)
    for n in NAMES:
        room.join(n)
    board = BrowserPhone(browser, server.url, viewport)
    board.goto(f"/r/{room.code}/board")
    expect(board.testid("room-code")).to_have_text(room.code)
    expect(board.testid("room-qr")).to_be_visible()
    expect(board.testid("room-waiting").locator("li")).to_have_count(32)
    fits_and_reads(board, ".room-code, .room-waiting-head", "the lobby, 32 waiting")
    assert_accessible(board, "the room's board, its lobby")

    room.act({"type": "form", "tables": 8})
    expect(board.testid("room-tables")).to_have_attribute("data-count", "8")
    expect(board.page.locator(".room-table")).to_have_count(8)
    code, state = room.play_a_deal(3, "Alternate colours")  # the board goes live as a table acts
    third = board.testid("room-table-3")
    expect(third.get_by_test_id("mainline")).to_have_text(str(state["deals"][0]["mainline"]))
    expect(third.get_by_test_id("rule")).to_contain_text("Alternate colours")  # the deal is over: its rule
    expect(third.get_by_test_id("deal")).to_have_text("1")
    expect(third.get_by_test_id("leader")).not_to_have_text("–")
    fits_and_reads(board, ".room-table h2, .fact-line dt, .fact-line dd, .room-head h1", "8 tables")
    assert_accessible(board, "the room's board, 8 tables")
    board.shot(f"room-board-{viewport['width']}")

    board.testid("room-table-link-3").click()  # one tap: that table's own board
    board.page.wait_for_url(f"**/t/{code}/board")
    expect(board.testid("winners").or_(board.page.get_by_text("Alternate colours").first)).to_be_visible()
    assert not board.errors and not board.policy, (board.errors, board.policy)
    board.close()


def test_the_rooms_board_follows_a_table_dealing_through_the_rooms_socket_alone(browser, server):
    room = RoomDriver(Http(server.port), people=8, tables=2)
    room.act({"type": "form"})
    board = BrowserPhone(browser, server.url, BOARD)
    board.goto(f"/r/{room.code}/board")
    expect(board.page.locator(".room-table")).to_have_count(2)
    code, host = room.organizer_token(1)
    tokens = room.seats_at(1)
    first = sorted(tokens)[0]
    room.table_act(code, host, {"type": "start", "first_dealer": first})
    one = board.testid("room-table-1")
    expect(one.get_by_test_id("deal")).to_have_text("1")
    expect(one.get_by_test_id("dealer")).not_to_have_text("–")
    room.table_act(code, tokens[first], {"type": "seal_rule", "text": "Red after black"})
    room.table_act(code, tokens[first], {"type": "starter", "cards": 1, "rank": 1})
    expect(one.get_by_test_id("mainline")).to_have_text("1")
    expect(board.testid("room-table-2").get_by_test_id("deal")).to_have_text("–")
    assert not board.errors and not board.policy, (board.errors, board.policy)
    board.close()


def test_a_rooms_answer_cut_short_leaves_the_board_as_it_was(browser, server):
    """A room's GET answered 200 with its body cut short (what a page leaving while it comes, or a dropped
    connection, reads: no JSON) fails as a lost connection does (api.js ``request``): it changes nothing and
    throws nothing on the page; the room's socket still brings the room."""
    room = RoomDriver(Http(server.port), people=2)
    board = BrowserPhone(browser, server.url, BOARD)
    board.page.route(f"**/api/rooms/{room.code}",
                     lambda route: route.fulfill(status=200, content_type="application/json", body=""))
    with board.page.expect_request_finished(lambda r: r.url.endswith(f"/api/rooms/{room.code}")):
        board.goto(f"/r/{room.code}/board")  # the board's GET comes a moment after the page (its refetch)
    expect(board.testid("room-waiting").locator("li")).to_have_count(2)  # from the socket
    board.page.wait_for_timeout(100)  # the cut answer's promise settles
    expect(board.testid("room-code")).to_have_text(room.code)
    assert not board.errors, board.errors
    board.close()
