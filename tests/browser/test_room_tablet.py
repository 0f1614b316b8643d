"""Issue 43, items 2, 4 and 6: the teacher's tablet. At 1280 × 800 the organizer's screen holds the
room on one screen: its lobby beside a grid of its tables (name, phase, dealer, deal, mainline,
prophet, leaders once someone has scored, who sits there), each table's actions one tap away, and
the result a tab, not a scroll. Its buttons keep their words whole; its card prints the join
address its QR code holds; on a phone (390 px) its rows wrap rather than cut. The empty lobby says
so in every language (French puts 0 with "one": the message has its own zero case)."""
from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from tests.rooms import RoomDriver
from tests.support import Http

from .conftest import BOARD, PHONE, BrowserPhone, assert_accessible

pytestmark = pytest.mark.browser

NAMES = ["Camille", "Maximilian", "Marguerite", "Francesca", "Wolfgang", "Giuseppe", "Jonas", "Carla",
         "Dmitri", "Ingeborg", "Leopold", "Rosalind", "Annette", "Bartholomew", "Henriette", "Oskar"]


def organizer_on(browser, server, room: RoomDriver, viewport=BOARD, locale="en-US") -> BrowserPhone:
    tablet = BrowserPhone(browser, server.url, viewport, locale=locale)
    tablet.goto(f"/r/{room.code}/organizer#token={room.organizer}")
    expect(tablet.testid("organizer-lobby")).to_be_visible()
    return tablet


def inside_the_window(phone: BrowserPhone, locator):
    box = locator.bounding_box()
    size = phone.page.viewport_size
    assert box and box["y"] >= 0 and box["y"] + box["height"] <= size["height"] + 0.5, (box, size)
    assert box["x"] >= 0 and box["x"] + box["width"] <= size["width"] + 0.5, (box, size)


def one_line(locator) -> bool:
    """Whether a button's words sit on one line (its height is one line's, its width its words')."""
    return locator.evaluate("""(el) => {
        const range = document.createRange(); range.selectNodeContents(el);
        const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
        return lines.size === 1 && el.scrollWidth <= el.clientWidth + 1;
    }""")


def test_the_teachers_tablet_holds_four_tables_the_lobby_and_their_actions_on_one_screen(browser, server):
    room = RoomDriver(Http(server.port), tables=4)
    for name in NAMES:
        room.join(name)
    tablet = organizer_on(browser, server, room)
    # the card prints the address its QR code holds (the server's join address), not the page's own
    expect(tablet.testid("join-link")).to_have_attribute("href", room.join_url)
    room.act({"type": "form"})
    expect(tablet.page.locator(".org-table")).to_have_count(4)
    room.join("Latecomer Zoë")  # seated at a table as a newcomer: nobody waits
    room.play_a_deal(2, "Red after black")
    two = tablet.testid("organizer-table-2")
    expect(two.get_by_test_id("live")).to_contain_text("deal 1 is over", timeout=15_000)
    expect(two.get_by_test_id("live")).to_contain_text("leading:")
    expect(tablet.testid("organizer-table-1").get_by_test_id("live")).not_to_contain_text("leading")  # nobody has scored there
    expect(tablet.testid("seated-1")).to_contain_text("Camille")
    tablet.page.wait_for_timeout(300)
    height = tablet.page.evaluate("document.documentElement.scrollHeight")
    assert height <= BOARD["height"], f"the organizer's screen scrolls: {height}px"
    for number in range(1, 5):
        table = tablet.testid(f"organizer-table-{number}")
        inside_the_window(tablet, table)
        expect(table.locator(".table-notebook")).to_have_count(1)  # the hypotheses panel's place
        for tool in ("host", "propose", "move", "remove", "rename"):
            inside_the_window(tablet, tablet.testid(f"tool-{tool}-{number}"))
        inside_the_window(tablet, tablet.testid(f"host-page-{number}"))
    inside_the_window(tablet, tablet.testid("organizer-lobby"))
    assert_accessible(tablet, "the teacher's tablet, 4 tables")
    tablet.shot("organizer-tablet-1280")

    # one tap opens an action in its table's card; its button keeps its word on one line
    tablet.testid("tool-propose-3").click()
    pick = tablet.testid("propose-3")
    expect(pick.locator("option[value=alternate_colours]")).to_have_count(1)
    propose = tablet.testid("organizer-table-3").get_by_role("button", name="Propose", exact=True)
    assert one_line(propose) and propose.bounding_box()["width"] > 60, propose.bounding_box()
    pick.select_option(value="alternate_colours")
    propose.click()
    expect(tablet.testid("organizer-table-3").get_by_test_id("proposal")).to_contain_text("about 26 of 52")
    inside_the_window(tablet, propose)
    assert_accessible(tablet, "the teacher's tablet, a table's action open")

    # the result is a tab, not a scroll
    tablet.testid("tab-result").click()
    expect(tablet.testid("result-table-2")).to_contain_text("Deal 1, dealt by")
    expect(tablet.testid("organizer-table-1")).to_have_count(0)
    inside_the_window(tablet, tablet.testid("result-table-2"))
    assert_accessible(tablet, "the teacher's tablet, the result tab")
    tablet.testid("tab-tables").click()
    expect(tablet.testid("organizer-table-1")).to_be_visible()
    tablet.close()


def test_the_organizers_rows_wrap_on_a_phone_and_keep_their_buttons_whole(browser, server):
    room = RoomDriver(Http(server.port), people=8, tables=2)
    room.act({"type": "form"})
    phone = organizer_on(browser, server, room, PHONE, locale="fr-FR")
    phone.testid("tool-host-1").click()
    row = phone.testid("organizer-table-1").locator(".org-row")
    make = row.get_by_role("button")
    select = phone.testid("host-1")
    expect(make).to_be_visible()
    assert one_line(make), make.bounding_box()
    card = phone.testid("organizer-table-1").bounding_box()
    for part in (select.bounding_box(), make.bounding_box()):
        assert part["x"] >= card["x"] and part["x"] + part["width"] <= card["x"] + card["width"] + 0.5, (part, card)
    phone.testid("tool-propose-1").click()
    propose = phone.testid("organizer-table-1").get_by_role("button", name="Proposer", exact=True)
    expect(propose).to_be_visible()
    assert one_line(propose), propose.bounding_box()
    phone.no_horizontal_scroll()
    assert_accessible(phone, "the organizer's screen on a phone, in French")
    phone.shot("organizer-phone-fr")
    phone.testid("tab-result").click()  # the room's CSV, its headers in the reader's language
    with phone.page.expect_download() as got:
        phone.testid("result-csv").click()
    with open(got.value.path(), encoding="utf-8") as f:
        assert f.readline().startswith("Table,Partie,Donne,Donneur,Règle"), got.value.url
    phone.close()


@pytest.mark.parametrize("locale,empty", [
    ("en-US", "The lobby: nobody waits"), ("fr-FR", "Le salon : personne n'attend"),
    ("de-DE", "Die Lobby: niemand wartet"), ("es-ES", "La sala de espera: no espera nadie"),
    ("it-IT", "La sala d'attesa: non aspetta nessuno")])
def test_the_empty_lobby_says_nobody_waits_in_every_language(browser, server, locale, empty):
    room = RoomDriver(Http(server.port))
    tablet = organizer_on(browser, server, room, locale=locale)
    expect(tablet.page.locator("#org-lobby-title")).to_have_text(empty)
    tablet.close()


def test_the_organizer_renames_a_table_and_removes_someone_from_the_lobby(browser, server):
    """Needs the room's `rename` and `remove` actions (docs/API.md, "A room of tables")."""
    room = RoomDriver(Http(server.port), people=9, tables=2)
    tablet = organizer_on(browser, server, room)
    waiting = tablet.testid("organizer-waiting")
    expect(waiting.locator("li")).to_have_count(9)
    remove = tablet.page.get_by_role("button", name="Remove P9 from the room")
    remove.click()
    expect(remove).to_have_text("Remove P9 from the room?")  # two taps: armed, then confirmed
    remove.click()
    expect(waiting.locator("li")).to_have_count(8)
    tablet.tap("Form the tables")
    expect(tablet.page.locator(".org-table")).to_have_count(2)
    tablet.testid("tool-rename-1").click()
    tablet.testid("rename-1").fill("The owls")
    tablet.tap("Save the name")
    expect(tablet.testid("table-name-1")).to_have_text("The owls")
    assert next(t for t in room.view("r0")["tables"] if t["number"] == 1)["name"] == "The owls"
    tablet.close()


def test_a_deal_ended_before_its_rule_was_sealed_names_no_rule_on_the_result(browser, server):
    """Issue 43, item 4: the result card said the rule « quelqu'un » (the catalog's word for a
    missing name) for a deal the host ended before its dealer sealed a rule."""
    room = RoomDriver(Http(server.port), people=4, tables=1)
    room.act({"type": "form"})
    code, host = room.organizer_token(1)
    first = sorted(room.seats_at(1))[0]
    room.table_act(code, host, {"type": "start", "first_dealer": first})
    room.table_act(code, host, {"type": "end_game"})
    assert room.table(code)["phase"] == "game_over"
    tablet = organizer_on(browser, server, room, locale="fr-FR")
    tablet.testid("tab-result").click()
    deal = tablet.testid("result-table-1").get_by_test_id("result-deal")
    expect(deal).to_have_count(1)
    expect(deal).to_contain_text("finie avant qu'une règle soit scellée")
    expect(deal).not_to_contain_text("quelqu")
    tablet.close()
