"""RULES.md § A room of tables on the phones (issue 24, items 2, 4 and 5, and its "Figures and
tests": a small class). The start page opens a room for its organizer. A class of nine: people
join with the room's code and a name and wait in its lobby; the organizer forms two tables (five
and four: the profile's least is four) and each phone follows its owner to their seat by itself,
and again when the organizer moves them, before the first deal and between two deals; a reload
comes back to the current table. A deal is played at each table; the room's board (a 1280 × 800
screen at the front, open from the lobby to the end) shows who waits, then both tables and each
ended deal's rule; the organizer's screen shows every table and the room's result, both tables'
deals, with its JSON and CSV files. Three people on browser phones, six through the API (the
machine is shared)."""
from __future__ import annotations

import json
import re

import pytest
from playwright.sync_api import expect

from tests.rooms import RoomDriver
from tests.support import Http

from .conftest import BOARD, assert_accessible

pytestmark = pytest.mark.browser

NARROW = {"width": 360, "height": 740}


def room_token(phone, code: str) -> str:
    kept = phone.page.evaluate(f"localStorage.getItem('eleusis.room.{code}')")
    return json.loads(kept)["token"]


def join_room(phone, code: str, name: str):
    phone.goto(f"/r/{code}")
    phone.page.get_by_label("Your name").fill(name)
    phone.tap("Join the room")
    expect(phone.testid("room-lobby")).to_contain_text("Wait for your table")


def table_code(phone) -> str:
    phone.page.wait_for_url(re.compile(r".*/t/[A-Z0-9]+$"))
    return phone.page.url.rsplit("/", 1)[1]


def test_the_start_page_opens_a_room_for_its_organizer(phones):
    organizer = phones(NARROW)
    organizer.goto("/")
    organizer.page.get_by_label("The room's name").fill("Class 4b")
    organizer.page.get_by_label("The organizer's name").fill("Ms Lee")
    organizer.tap("Set up the room")
    organizer.page.wait_for_url(re.compile(r".*/r/[A-Z0-9]+/organizer$"))
    expect(organizer.page.get_by_role("heading", name="Class 4b: the organizer's screen")).to_be_visible()
    expect(organizer.testid("organizer-lobby")).to_contain_text("Nobody waits in the lobby.")
    organizer.no_horizontal_scroll()
    code = organizer.page.url.split("/")[-2]
    organizer.goto("/")  # the device keeps the room: its start page opens the organizer's screen again
    organizer.testid(f"organizer-{code}").click()
    expect(organizer.testid("organizer-lobby")).to_be_visible()


def test_a_class_of_nine_is_formed_at_two_tables_follows_moves_deals_at_both_and_sees_its_result(phones, server):
    http = Http(server.port)
    room = RoomDriver(http, options={"hand_size": 1})
    code = room.code
    organizer = phones()
    organizer.goto(f"/r/{code}/organizer#token={room.organizer}")
    expect(organizer.testid("organizer-lobby")).to_be_visible()
    board = phones(BOARD)  # the room's board at the front of the class, open from the lobby to the end
    board.goto(f"/r/{code}/board")
    expect(board.testid("room-code")).to_have_text(code)

    ann, ben, cy = phones(NARROW), phones(NARROW), phones(NARROW)
    join_room(ann, code, "Ann")  # r1
    join_room(ben, code, "Ben")  # r2
    join_room(cy, code, "Cy")    # r3
    for phone in (ann, ben, cy):
        room.adopt(room_token(phone, code))
    for name in ("Dan", "Eve", "Fay", "Gus", "Hal", "Ivy"):  # r4 … r9
        room.join(name)
    expect(ann.testid("room-waiting")).to_contain_text("9 people wait in the lobby.")
    expect(organizer.testid("organizer-waiting").locator("li")).to_have_count(9)
    expect(board.testid("room-waiting").locator("li")).to_have_count(9)
    expect(board.testid("room-waiting")).to_contain_text("Ivy")
    ann.no_horizontal_scroll()
    assert_accessible(ann, "the room's lobby")
    assert_accessible(organizer, "the organizer's lobby")

    organizer.page.get_by_label("How many tables").fill("2")
    organizer.tap("Form the tables")
    # in join order, one to each table in turn: Ann, Cy, Eve, Gus, Ivy at table 1; Ben, Dan, Fay, Hal at table 2
    first, second = table_code(ann), table_code(ben)
    assert table_code(cy) == first and first != second
    expect(ann.page.get_by_text("Cy", exact=True).first).to_be_visible()  # the table's lobby, seated
    expect(organizer.testid("organizer-table-1")).to_contain_text("Ivy")
    expect(organizer.testid("host-page-2")).to_have_attribute("href", re.compile(f"^/t/{second}#token="))
    expect(board.testid("room-tables")).to_have_attribute("data-count", "2")
    expect(board.testid("room-table-link-2")).to_have_attribute("href", f"/t/{second}/board")
    assert_accessible(organizer, "the organizer's tables")
    organizer.no_horizontal_scroll()

    # the organizer moves Ben to table 1: his phone follows him there by itself
    organizer.testid("tool-move-1").click()
    organizer.testid("move-to-1").select_option(label="Ben (Table 2)")
    organizer.tap("Move here")
    expect(ben.page).to_have_url(re.compile(f".*/t/{first}$"))
    expect(organizer.testid("organizer-table-1")).to_contain_text("Ben")
    ben.page.reload()  # a reload comes back to the current table
    expect(ben.page).to_have_url(re.compile(f".*/t/{first}$"))
    expect(ben.page.get_by_text("Ann", exact=True).first).to_be_visible()

    # Cy's phone is away (asleep, closed) while the organizer moves him: opened again on his old
    # table, it finds his seat there refused and follows him to table 2
    cy.goto("/")
    organizer.testid("tool-move-2").click()
    organizer.testid("move-to-2").select_option(label="Cy (Table 1)")
    organizer.testid("organizer-table-2").get_by_role("button", name="Move here").click()
    expect(organizer.testid("organizer-table-2")).to_contain_text("Cy")
    cy.goto(f"/t/{first}")
    expect(cy.page).to_have_url(re.compile(f".*/t/{second}$"))
    expect(cy.page.get_by_text("Dan", exact=True).first).to_be_visible()

    # the organizer hands table 2's hosting to Dan, who is seated there
    organizer.testid("tool-host-2").click()
    organizer.testid("host-2").select_option(label="Dan")
    organizer.testid("organizer-table-2").get_by_role("button", name="Make host").click()
    expect(organizer.page.locator("#toast")).to_have_text("The table has its host.")
    dan = room.seat(next(p for p, n in room.names.items() if n == "Dan"))
    assert room.table(second)["host"] == dan["player_id"]

    # a deal at table 1 (through the API: Ann deals, hands of one card): the room's board shows its rule
    _, one = room.play_a_deal(1, "Red after black")
    assert one["deals"][0]["dealer"] == room.seat("r1")["player_id"]
    expect(organizer.testid("organizer-table-1")).to_contain_text("deal 1 is over", timeout=15_000)
    table1 = board.testid("room-table-1")  # its summary: the deal's number, the mainline, its rule
    expect(table1.get_by_test_id("rule")).to_have_text(f"Deal 1: Red after black ({one['deals'][0]['mainline']} on the mainline)")
    expect(table1.get_by_test_id("deal")).to_have_text("1")
    expect(board.testid("room-table-2").get_by_test_id("rule")).to_have_count(0)

    # between two deals the organizer moves Ann (who dealt it) to table 2: her phone follows her there
    organizer.testid("tool-move-2").click()
    organizer.testid("move-to-2").select_option(label="Ann (Table 1)")
    organizer.testid("organizer-table-2").get_by_role("button", name="Move here").click()
    expect(ann.page).to_have_url(re.compile(f".*/t/{second}$"))
    expect(organizer.testid("organizer-table-2")).to_contain_text("Ann")
    assert room.seat("r1")["table"] == 2

    # a deal at table 2 (Dan deals): the board shows both tables' ended deals, the organizer's result too
    _, two = room.play_a_deal(2, "Odd after even")
    assert two["deals"][0]["dealer"] == dan["player_id"]
    expect(organizer.testid("organizer-table-2")).to_contain_text("deal 1 is over", timeout=15_000)
    table2 = board.testid("room-table-2")
    expect(table2.get_by_test_id("rule")).to_have_text(f"Deal 1: Odd after even ({two['deals'][0]['mainline']} on the mainline)")
    expect(table2.get_by_test_id("deal")).to_have_text("1")
    expect(table2.get_by_test_id("leader")).not_to_have_text("–")
    expect(table1.get_by_test_id("rule")).to_have_text(re.compile("^Deal 1: Red after black"))
    board.no_horizontal_scroll()
    organizer.testid("tab-result").click()
    expect(organizer.testid("result-table-1")).to_contain_text("Deal 1, dealt by Ann: “Red after black”")
    expect(organizer.testid("result-table-2")).to_contain_text("Deal 1, dealt by Dan: “Odd after even”")
    with organizer.page.expect_download() as got:
        organizer.testid("result-csv").click()
    assert got.value.suggested_filename == f"room-{code}.csv"
    expect(organizer.testid("result-json")).to_have_attribute("href", f"/api/rooms/{code}/result")
    assert_accessible(organizer, "the room's result")
    organizer.no_horizontal_scroll()

    # removed at his table (not moved), Cy's phone goes back to the room and waits there: never back and forth
    code2, host2 = room.organizer_token(2)
    room.table_act(code2, host2, {"type": "kick", "player": room.seat("r3")["player_id"]})
    expect(cy.page).to_have_url(re.compile(f".*/r/{code}$"))
    expect(cy.testid("room-lobby")).to_be_visible()
    expect(board.testid("room-waiting")).to_contain_text("Cy")  # and the room's board shows him waiting
    cy.page.wait_for_timeout(1500)
    expect(cy.page).to_have_url(re.compile(f".*/r/{code}$"))
    expect(cy.testid("room-where")).to_have_text("Your seat at table 2 is no longer yours. Ask the organizer to seat you again.")


def test_a_room_is_joined_from_the_organizers_screen_and_a_proposed_rule_reaches_its_dealer(phones, server):
    """Issue 24, item 4: the organizer's screen shows the room's QR code and its typed code; the
    start page's code box opens a room by its code; each table is one tap from its host page, and
    the host page one tap back; a rule proposed from the rule book reaches that deal's dealer."""
    http = Http(server.port)
    room = RoomDriver(http, options={"hand_size": 1})
    code = room.code
    organizer = phones()
    organizer.goto(f"/r/{code}/organizer#token={room.organizer}")
    expect(organizer.testid("organizer-code")).to_have_text(f"Room code: {code}")
    qr = organizer.testid("organizer-qr")
    expect(qr).to_have_attribute("src", f"/api/rooms/{code}/qr.svg")
    organizer.page.wait_for_function("(img) => img.complete && img.naturalWidth > 0", arg=qr.element_handle())

    # a latecomer types the room's code into the start page's "go to a table" box
    ann = phones(NARROW)
    ann.goto("/")
    ann.page.get_by_label("Table or room code").fill("zzzzzz")  # no table, no room: said on the start page
    ann.tap("Go")
    expect(ann.page.locator("#toast")).to_have_text("There is no table or room with this code.")
    assert ann.page.url.endswith("/")
    ann.page.get_by_label("Table or room code").fill(code.lower())
    ann.tap("Go")
    ann.page.wait_for_url(re.compile(f".*/r/{code}$"))
    ann.page.get_by_label("Your name").fill("Ann")
    ann.tap("Join the room")
    expect(ann.testid("room-lobby")).to_contain_text("Wait for your table")
    for name in ("Ben", "Cy", "Dan"):
        room.join(name)
    expect(organizer.testid("organizer-waiting").locator("li")).to_have_count(4)
    organizer.tap("Form the tables")
    first = table_code(ann)
    expect(organizer.testid("organizer-table-1")).to_contain_text("Dan")

    # a table's code in the same box opens that table
    ben = phones(NARROW)
    ben.goto("/")
    ben.page.get_by_label("Table or room code").fill(first)
    ben.tap("Go")
    ben.page.wait_for_url(re.compile(f".*/t/{first}$"))

    # the rule book on the organizer's screen, each rule with its figure; proposed to table 1's next dealer
    table = organizer.testid("organizer-table-1")
    organizer.testid("tool-propose-1").click()
    pick = organizer.testid("propose-1")
    expect(pick.locator("option[value=alternate_colours]")).to_contain_text("(about 26 of 52)")
    pick.select_option(value="alternate_colours")
    table.get_by_role("button", name="Propose", exact=True).click()
    expect(table.get_by_test_id("proposal")).to_contain_text("(about 26 of 52)")
    assert_accessible(organizer, "the organizer's screen with its QR code and a proposal")
    organizer.no_horizontal_scroll()

    # one tap: the table's host page, its host's controls there; Ann deals first
    organizer.testid("host-page-1").click()
    organizer.page.wait_for_url(re.compile(f".*/t/{first}$"))
    organizer.page.get_by_label("First dealer").select_option(label="Ann")
    organizer.tap("Start the game")
    organizer.tap("Start with this seat order")  # the seat order, there too
    text = "If the last card is red, play a black card; if it is black, play a red card."
    proposal = ann.testid("proposal")
    expect(proposal).to_contain_text(text)
    expect(proposal).to_contain_text("About 26 of 52 fit: too easy")
    assert_accessible(ann, "the dealer's sealing step with the organizer's proposal")
    ann.no_horizontal_scroll()
    ann.tap("Use this rule")
    expect(ann.page.locator("#rule")).to_have_value(text)
    expect(ann.testid("picked-figure")).to_have_text("From the rule book: about 26 of 52 cards fit, too easy.")
    ann.tap("Seal the rule")
    expect(ann.testid("sealed-fp")).to_be_visible()
    expect(ann.testid("proposal")).to_have_count(0)

    # and one tap back to the room's screen
    back = organizer.testid("back-to-room")
    expect(back).to_have_text(f"Back to the organizer's screen (room {code})")
    back.click()
    organizer.page.wait_for_url(re.compile(f".*/r/{code}/organizer$"))
    expect(organizer.testid("organizer-table-1")).to_contain_text("Ann deals")
    assert not ann.errors and not organizer.errors, (ann.errors, organizer.errors)
