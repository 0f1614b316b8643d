"""RULES.md, "A notebook of hypotheses", in a class (issue 44): a room's table, two pupils' phones
write hypotheses and one strikes one, the teacher sees them live, the deal ends, the table and
its big screen show them beside the rule, the dealer marks one, and the room's result lists the
discovery. Every new view: 0 serious axe findings."""
import csv
import io

import pytest
from playwright.sync_api import expect

from tests.rooms import RoomDriver
from tests.support import Http

from tests.browser.test_board_reads_from_afar import READABLE

from .conftest import BOARD, BrowserPhone, assert_accessible

pytestmark = pytest.mark.browser
TABLET = {"width": 1024, "height": 768}
FONT = "parseFloat(getComputedStyle(document.querySelector('.board-notebook .text')).fontSize)"


def write(phone: BrowserPhone, text: str):
    phone.page.get_by_label("Your hypothesis").fill(text)
    phone.tap("Write it down")
    expect(phone.testid("notebook").get_by_text(text)).to_be_visible()


def test_a_class_writes_hypotheses_the_teacher_follows_and_the_deal_end_shows_and_marks_them(browser, server, phones):
    room = RoomDriver(Http(server.port), tables=1, options={"hand_size": 2})
    for name in ("Ann", "Ben", "Cy", "Di"):
        room.join(name)
    room.act({"type": "form"})
    code, organizer = room.organizer_token(1)
    seats = room.seats_at(1)
    room.table_act(code, organizer, {"type": "start", "first_dealer": "p1"})
    room.table_act(code, seats["p1"], {"type": "seal_rule", "text": "Red after black."})
    room.table_act(code, seats["p1"], {"type": "starter", "cards": 1, "rank": 1})

    ann, ben, cy = phones(), phones(), phones()
    for phone, who in ((ann, "p1"), (ben, "p2"), (cy, "p3")):
        phone.goto(f"/t/{code}#token={seats[who]}")
        phone.tap("Notebook")
    teacher = BrowserPhone(browser, server.url, TABLET)  # the teacher's tablet: the room's organizer page
    teacher.goto(f"/r/{room.code}/organizer#token={room.organizer}")
    board = BrowserPhone(browser, server.url, BOARD)
    board.goto(f"/t/{code}/board")

    expect(ann.testid("notebook")).to_contain_text("you write no hypothesis")
    write(ben, "Red after black, black after red")
    write(cy, "Only hearts")
    write(cy, "Colours alternate")
    cy.testid("hypothesis").filter(has_text="Only hearts").get_by_role("button", name="Strike").click()
    expect(cy.testid("hypothesis").filter(has_text="Only hearts")).to_have_class("hypothesis struck")
    assert_accessible(cy, "a player's notebook")

    live = teacher.testid("table-notebook-1")  # the teacher follows the class as it reasons
    expect(live.get_by_test_id("hypothesis")).to_have_count(3)
    expect(live.get_by_test_id("hypothesis").filter(has_text="Only hearts")).to_contain_text("struck")
    expect(live.get_by_test_id("hypothesis").first).to_contain_text("Ben")
    expect(live.get_by_test_id("hypothesis").first).to_contain_text("at card 1")
    assert_accessible(teacher, "the teacher's tablet with the class's hypotheses")
    for phone in (ben, ann, board):
        expect(phone.page.get_by_text("Only hearts")).to_have_count(0)  # nobody else sees them yet
    expect(ben.page.get_by_text("Colours alternate")).to_have_count(0)

    state = room.table(code)
    room.table_act(code, seats[state["turn"]], {"type": "attempt", "cards": state["deal"]["hands"][state["turn"]]})
    room.table_act(code, seats["p1"], {"type": "judge", "verdict": "right"})
    if room.table(code)["phase"] != "deal_over":
        room.table_act(code, organizer, {"type": "end_game"})

    ben.tap("Table")
    shown = ben.testid("notebook")
    expect(shown.get_by_test_id("hypothesis")).to_have_count(3)
    expect(shown).to_contain_text("Cy")
    expect(shown).to_contain_text("at card 1")
    expect(board.testid("board-notebook")).to_contain_text("3 hypotheses, none marked yet")

    ann.tap("Table")
    ann.testid("notebook").get_by_test_id("hypothesis").filter(has_text="Red after black").get_by_test_id("mark").click()
    expect(shown.get_by_test_id("discovery")).to_have_count(1)
    expect(shown.get_by_test_id("discoveries")).to_contain_text("Ben discovered the rule at card 1")
    assert_accessible(ben, "the table's notebook at the deal's end")
    assert_accessible(ann, "the dealer's marks")
    stated = board.testid("board-notebook")
    expect(stated.get_by_test_id("hypothesis")).to_have_count(1)
    expect(stated).to_contain_text("Red after black, black after red")
    assert board.page.evaluate(FONT) >= READABLE
    expect(stated).to_be_in_viewport(ratio=1)  # beside the rule, on the board's one screen
    assert_accessible(board, "the board's hypotheses")
    projector = BrowserPhone(browser, server.url, {"width": 1920, "height": 1080})
    projector.goto(f"/t/{code}/board")
    expect(projector.testid("board-notebook").get_by_test_id("hypothesis")).to_have_count(1)
    expect(projector.testid("board-notebook")).to_be_in_viewport(ratio=1)
    assert projector.page.evaluate(FONT) >= READABLE
    projector.close()

    teacher.testid("tab-result").click()  # the result is the tablet's second tab
    expect(teacher.testid("room-result").get_by_test_id("result-notebook")).to_contain_text(
        "2 players wrote hypotheses; Ben discovered the rule at card 1.")
    teacher.close()
    result = Http(server.port).get(f"/api/rooms/{room.code}/result")[1]
    (deal,) = result["tables"][0]["games"][0]["deals"]
    assert deal["writers"] == 2 and deal["discovered_first"] == {"name": "Ben", "table": 1}
    board.close()


def test_kept_in_the_phones_export_a_row_per_hypothesis_its_formula_cells_neutralised(phones):
    phone = phones()
    phone.goto("/")
    state = {"code": "ABCDEF", "people": [{"id": "p2", "name": "Ben", "total": 0}], "totals": {"p2": 0}, "deals": []}
    notebooks = [{"game": 1, "deal": 2, "hypotheses": [
        {"id": 1, "by": "p2", "name": "Ben", "text": "=1+1 red after black", "table": 9, "struck": True, "marked": False},
        {"id": 2, "by": "p2", "name": "Ben", "text": "colours alternate", "table": 12, "struck": False, "marked": True}]}]
    text = phone.page.evaluate("""async ([state, notebooks]) => {
        const over = await import("/static/js/screens/over.js");
        return over.buildCsv(state, [], notebooks);
    }""", [state, notebooks])
    rows = list(csv.reader(io.StringIO(text)))
    at = rows.index(["game", "deal", "person", "hypothesis", "T", "struck", "marked"])
    assert rows[at + 1:] == [["1", "2", "Ben", "'=1+1 red after black", "9", "yes", ""],
                             ["1", "2", "Ben", "colours alternate", "12", "", "yes"]]
