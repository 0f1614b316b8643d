"""Issue 43, items 1, 4 and 6, on the room's board (a projector at 1920 × 1080, a laptop at
1280 × 800): each table by its name, and who sits there (pupils look for their own name on the
projector); a revealed rule shown whole, not cut to two lines, in type read across a class
(24 px and up); nobody "leads" before anyone has scored; and, as the table's board does, a
warning when the server listens where phones cannot reach it."""
from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.rooms import RoomDriver
from tests.support import Http, ServerProcess

from tests.browser.test_board_reads_from_afar import fits_and_reads

from .conftest import BOARD, BrowserPhone, assert_accessible

pytestmark = pytest.mark.browser

PROJECTOR = {"width": 1920, "height": 1080}
FIRST = ["Camille", "Maximilian", "Marguerite", "Francesca", "Wolfgang", "Giuseppe", "Jonas", "Carla",
         "Dmitri", "Ingeborg", "Leopold", "Rosalind", "Annette", "Bartholomew", "Henriette", "Oskar"]
LONG_RULE = "If the last card is red, play a black card; if it is black, play a red card; a face card: any."


@pytest.mark.parametrize("viewport", [PROJECTOR, BOARD], ids=["projector-1920x1080", "laptop-1280x800"])
def test_the_rooms_board_names_each_table_who_sits_there_and_shows_a_revealed_rule_whole(browser, server, viewport):
    room = RoomDriver(Http(server.port), tables=4, options={"hand_size": 1})
    for name in FIRST:
        room.join(name)
    room.act({"type": "form"})
    room.act({"type": "rename", "table": 2, "name": "Les Lions"})
    board = BrowserPhone(browser, server.url, viewport, locale="fr-FR")
    board.goto(f"/r/{room.code}/board")
    expect(board.page.locator(".room-table")).to_have_count(4)
    two = board.testid("room-table-2")
    expect(two.get_by_test_id("room-table-name")).to_have_text("Les Lions")
    expect(board.testid("room-table-1").get_by_test_id("room-table-name")).to_have_text("Table 1")
    seated = {t["number"]: t for t in room.view()["tables"]}
    for number in range(1, 5):
        sitting = board.testid(f"room-table-{number}").get_by_test_id("room-people")
        for person in seated[number]["people"]:
            expect(sitting).to_contain_text(room.names[person])
    for number in range(1, 5):  # nobody has scored anywhere: nobody leads
        expect(board.testid(f"room-table-{number}").get_by_test_id("leader")).to_have_text("–")

    _, state = room.play_a_deal(2, LONG_RULE)
    mainline = state["deals"][0]["mainline"]
    rule = two.get_by_test_id("rule")
    expect(rule).to_have_text(f"Donne 1 : {LONG_RULE} ({mainline} sur la ligne principale)")
    whole = rule.evaluate("(el) => el.scrollHeight <= el.clientHeight + 1 && el.scrollWidth <= el.clientWidth + 1"
                          " && getComputedStyle(el).webkitLineClamp === 'none'")
    assert whole, "the revealed rule is cut"
    expect(rule).to_be_in_viewport(ratio=1)
    box, card = rule.bounding_box(), two.bounding_box()
    assert box["y"] + box["height"] <= card["y"] + card["height"] + 0.5, (box, card)
    fits_and_reads(board, ".room-table h2, .room-sitting, .fact-line dt, .fact-line dd, .room-rules li", "4 tables, a long rule")
    assert_accessible(board, "the room's board with names")
    board.shot(f"room-board-names-{viewport['width']}")
    board.close()


@pytest.fixture
def loopback_server(tmp_path):
    """The server as `companion serve --host 127.0.0.1` with no public URL: phones cannot reach it."""
    proc = ServerProcess(str(tmp_path / "loopback.sqlite3")).start()
    yield proc
    proc.discard()


def test_the_rooms_board_warns_that_phones_cannot_reach_a_loopback_server(browser, loopback_server):
    room = RoomDriver(Http(loopback_server.port), people=4)
    board = BrowserPhone(browser, loopback_server.url, BOARD)
    board.goto(f"/r/{room.code}/board")
    warning = board.testid("loopback-warning")
    expect(warning).to_contain_text("Phones cannot reach this companion yet")
    expect(warning).to_contain_text("127.0.0.1")
    fits_and_reads(board, ".room-code, .room-waiting-head, .room-loopback", "the lobby with the warning")
    room.act({"type": "form", "tables": 1})
    expect(board.page.locator(".room-table")).to_have_count(1)
    expect(warning).to_be_visible()
    fits_and_reads(board, ".room-table h2, .room-loopback", "a table with the warning")
    assert_accessible(board, "the room's board, loopback warning")
    board.shot("room-board-loopback")
    board.close()
