"""Issue 43, "What to build" 3: a class of twelve as a teacher runs it. The teacher's tablet
(1280 × 800, English), the room's board on a projector (1920 × 1080, French), four pupils on real
browser phones (two in French, two in Spanish) and eight more through the API. The teacher forms
two tables and names one; each phone names its table; the board names both and who sits there; a
rule the teacher proposes reaches the sealing dealer's phone live (no reload); between two deals
the teacher moves a pupil, makes another host (and stays host: her controls are still there), and
removes one from the room; the result tab lists the deal and its rule."""
from __future__ import annotations

import json
import re

import pytest
from playwright.sync_api import expect

from tests.rooms import RoomDriver
from tests.support import Http

from .conftest import BOARD, BrowserPhone, assert_accessible

pytestmark = pytest.mark.browser

PROJECTOR = {"width": 1920, "height": 1080}
PHONE = {"width": 390, "height": 844}
JOIN = {"fr-FR": ("Votre nom", "Rejoindre la salle"), "es-ES": ("Tu nombre", "Entrar en la sala")}
RULE = "Si la dernière carte est rouge, jouez une carte noire ; si elle est noire, une carte rouge."  # in Ana's words


def pupil(browser, server, code: str, name: str, locale: str) -> BrowserPhone:
    phone = BrowserPhone(browser, server.url, PHONE, locale=locale)
    label, submit = JOIN[locale]
    phone.goto(f"/r/{code}")
    phone.page.get_by_label(label, exact=True).fill(name)
    phone.tap(submit)
    expect(phone.testid("room-lobby")).to_be_visible()
    return phone


def room_token(phone: BrowserPhone, code: str) -> str:
    return json.loads(phone.page.evaluate(f"localStorage.getItem('eleusis.room.{code}')"))["token"]


def at_table(phone: BrowserPhone, code: str):
    expect(phone.page).to_have_url(re.compile(f".*/t/{code}$"), timeout=15_000)


def test_a_class_is_formed_named_steered_from_the_tablet_and_sees_its_result(browser, server):
    http = Http(server.port)
    room = RoomDriver(http, options={"hand_size": 1})
    code = room.code
    tablet = BrowserPhone(browser, server.url, BOARD)
    tablet.goto(f"/r/{code}/organizer#token={room.organizer}")
    expect(tablet.testid("organizer-lobby")).to_be_visible()
    board = BrowserPhone(browser, server.url, PROJECTOR, locale="fr-FR")
    board.goto(f"/r/{code}/board")
    expect(board.testid("room-code")).to_have_text(code)

    # four pupils on their phones (r1 … r4), eight through the API (r5 … r12), in the lobby
    ana = pupil(browser, server, code, "Ana", "fr-FR")
    bruno = pupil(browser, server, code, "Bruno", "fr-FR")
    carmen = pupil(browser, server, code, "Carmen", "es-ES")
    diego = pupil(browser, server, code, "Diego", "es-ES")
    phones = [ana, bruno, carmen, diego]
    ids = {name: room.adopt(room_token(p, code)) for name, p in zip(("Ana", "Bruno", "Carmen", "Diego"), phones)}
    for name in ("Élodie", "Farid", "Gaspard", "Hugo", "Inès", "Jules", "Karim", "Léa"):
        ids[name] = room.join(name)
    expect(tablet.testid("organizer-waiting").locator("li")).to_have_count(12)
    expect(board.testid("room-waiting").locator("li")).to_have_count(12)

    # forming: two tables, in join order one to each in turn; the teacher names the first
    tablet.page.get_by_label("How many tables").fill("2")
    tablet.tap("Form the tables")
    expect(tablet.page.locator(".org-table")).to_have_count(2)
    tables = {t["number"]: t["code"] for t in room.view("r0")["tables"]}
    for phone, number in ((ana, 1), (bruno, 2), (carmen, 1), (diego, 2)):
        at_table(phone, tables[number])
    tablet.testid("tool-rename-1").click()
    tablet.testid("rename-1").fill("Les Lions")
    tablet.tap("Save the name")
    expect(tablet.testid("table-name-1")).to_have_text("Les Lions")

    # each phone names its table (its header); the board names both, and who sits at each
    expect(ana.page.locator("#where")).to_contain_text("Les Lions")
    expect(carmen.page.locator("#where")).to_contain_text("Les Lions")
    expect(bruno.page.locator("#where")).to_contain_text("Table 2")
    expect(diego.page.locator("#where")).to_contain_text("Mesa 2")
    expect(board.testid("room-table-1").get_by_test_id("room-table-name")).to_have_text("Les Lions")
    expect(board.testid("room-table-2").get_by_test_id("room-table-name")).to_have_text("Table 2")
    for name in ("Ana", "Carmen", "Élodie", "Gaspard", "Inès", "Karim"):
        expect(board.testid("room-table-1").get_by_test_id("room-people")).to_contain_text(name)
    for name in ("Bruno", "Diego", "Farid", "Hugo", "Jules", "Léa"):
        expect(board.testid("room-table-2").get_by_test_id("room-people")).to_contain_text(name)
    assert_accessible(board, "the class's board, two tables")
    assert_accessible(tablet, "the teacher's tablet, two tables")

    # Ana deals first at Les Lions; while her sealing step is shown, the teacher proposes a rule:
    # it reaches her phone live
    first, host1 = room.organizer_token(1)
    seats1 = room.seats_at(1)
    ana_seat = room.seat(ids["Ana"])
    room.table_act(first, host1, {"type": "start", "first_dealer": ana_seat["player_id"]})
    expect(ana.page.get_by_label("Règle secrète")).to_be_visible()
    tablet.testid("tool-propose-1").click()
    tablet.testid("propose-1").select_option(value="alternate_colours")
    tablet.testid("organizer-table-1").get_by_role("button", name="Propose", exact=True).click()
    proposal = ana.testid("proposal")
    expect(proposal).to_contain_text(RULE, timeout=3_000)  # live: no reload
    assert_accessible(ana, "the dealer's sealing step with the teacher's proposal, in French")
    ana.shot("room-class-dealer-proposal")
    ana.testid("proposal-use").click()
    ana.tap("Sceller la règle")
    expect(ana.testid("sealed-fp")).to_be_visible()
    dealer = ana_seat["token"]
    room.table_act(first, dealer, {"type": "starter", "cards": 1, "rank": 1})
    s = room.table(first)
    room.table_act(first, seats1[s["turn"]], {"type": "attempt", "cards": s["deal"]["hands"][s["turn"]]})
    room.table_act(first, dealer, {"type": "judge", "verdict": "right"})
    expect(board.testid("room-table-1").get_by_test_id("rule")).to_contain_text(RULE, timeout=15_000)

    # between two deals: Diego moves to Les Lions; his phone follows him there
    tablet.testid("tool-move-1").click()
    tablet.testid("move-to-1").select_option(label="Diego (Table 2)")
    tablet.testid("organizer-table-1").get_by_role("button", name="Move here").click()
    at_table(diego, first)
    expect(tablet.testid("seated-1")).to_contain_text("Diego")
    expect(diego.page.locator("#where")).to_contain_text("Les Lions")

    # Bruno is made host of table 2; the teacher stays its host
    tablet.testid("tool-host-2").click()
    tablet.testid("host-2").select_option(label="Bruno")
    tablet.testid("organizer-table-2").get_by_role("button", name="Make host").click()
    expect(tablet.page.locator("#toast")).to_have_text("The table has its host.")
    expect(tablet.testid("organizer-table-2").get_by_test_id("live")).to_contain_text("Bruno hosts it too")
    second = tables[2]
    assert room.table(second)["host"] == room.seat(ids["Bruno"])["player_id"]
    tablet.testid("host-page-2").click()
    tablet.page.wait_for_url(re.compile(f".*/t/{second}$"))
    expect(tablet.button("Start the game")).to_be_visible()  # her host's controls are still hers
    tablet.testid("back-to-room").click()
    tablet.page.wait_for_url(re.compile(f".*/r/{code}/organizer$"))

    # Farid is removed from the room (his table is between deals: it has not started)
    tablet.testid("tool-remove-2").click()
    tablet.testid("remove-2").select_option(label="Farid")
    remove = tablet.testid("organizer-table-2").get_by_role("button", name="Remove", exact=True)
    remove.click()
    tablet.testid("organizer-table-2").get_by_role("button", name="Remove Farid from the room?").click()
    expect(tablet.testid("seated-2")).not_to_contain_text("Farid")
    assert "Farid" not in [p["name"] for p in room.view("r0")["people"]]
    expect(board.testid("room-table-2").get_by_test_id("room-people")).not_to_contain_text("Farid")
    tablet.shot("room-class-tablet")
    board.shot("room-class-board")

    # the result: a tab
    tablet.testid("tab-result").click()
    expect(tablet.testid("result-table-1")).to_contain_text("Les Lions")
    expect(tablet.testid("result-table-1")).to_contain_text(f"dealt by Ana: “{RULE}”")
    assert_accessible(tablet, "the class's result")
    for phone in (*phones, tablet, board):
        phone.close()
