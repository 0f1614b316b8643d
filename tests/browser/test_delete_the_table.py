"""Kept no longer than needed (issue 24, item 9): the host deletes the table from the game's last screen,
beside its export, with two taps; every phone and the board then say it was deleted, and forget it."""
import pytest
from playwright.sync_api import expect

from tests.phones import Game
from tests.support import Http

from .conftest import BOARD, BrowserPhone, seat_link

pytestmark = pytest.mark.browser

CONFIRM = "Tap again to delete this table, its game and everyone’s names for good"


def test_the_host_deletes_the_table_beside_the_export_and_every_phone_says_so(browser, server):
    t = Game(Http(server.port), "howell", names=["Ann", "Ben", "Cat", "Dan"])
    t.act("Ann", {"type": "start", "first_dealer": t.ids["Ann"]})
    t.act("Ann", {"type": "end_game"})
    ann, ben = BrowserPhone(browser, server.url), BrowserPhone(browser, server.url)
    for phone, name in ((ann, "Ann"), (ben, "Ben")):
        phone.page.goto(seat_link(server.url, t.code, t.tokens[t.ids[name]]))
    board = BrowserPhone(browser, server.url, BOARD)
    board.goto(f"/t/{t.code}/board")
    for phone in (ann, ben):
        expect(phone.testid("per-deal")).to_be_visible()
    expect(board.testid("winners")).to_be_visible()  # the board's game over: the result, across the room
    expect(ann.button("Export CSV")).to_be_visible()  # the last export, one tap away
    expect(ben.testid("delete-table")).to_have_count(0)  # the host's alone
    expect(board.testid("delete-table")).to_have_count(0)

    ann.tap("Delete this table")
    expect(ann.testid("delete-table")).to_have_text(CONFIRM)  # armed: nothing deleted yet
    assert t.http.get(f"/api/tables/{t.code}")[0] == 200
    ann.testid("delete-table").scroll_into_view_if_needed()
    ann.shot("game-over-delete-armed")
    ann.tap(CONFIRM)

    for phone in (ann, ben, board):
        gone = phone.testid("table-deleted")
        expect(gone.get_by_role("heading")).to_have_text("Table deleted")
        expect(gone).to_contain_text(f"Table {t.code} was deleted, with its game and everyone’s names")
    assert t.http.get(f"/api/tables/{t.code}")[0] == 404
    ben.shot("table-deleted")
    for phone in (ann, ben):  # this device keeps nothing of it either: no seat, no recent table
        assert phone.page.evaluate(f"localStorage.getItem('eleusis.seat.{t.code}')") is None
        assert t.code not in (phone.page.evaluate("localStorage.getItem('eleusis.recent')") or "")
    for phone in (ann, ben, board):
        phone.close()
