"""Issue 43, item 5: room and table codes on the start page. A room's code typed into the code box
opens the room (/r/<code>), a table's code the table; the room card has a name field of its own
(the organizer's name, not the table card's); and in each of the five languages no two of the
start page's buttons begin with the same word (French had three "Ouvrir…")."""
from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from tests.rooms import RoomDriver
from tests.support import Http

from .conftest import PHONE, BrowserPhone, assert_accessible

pytestmark = pytest.mark.browser


def test_the_code_box_opens_a_room_by_its_code_and_a_table_by_its_own(browser, server):
    room = RoomDriver(Http(server.port), people=4, tables=1)
    room.act({"type": "form"})
    table = room.view("r0")["tables"][0]["code"]
    phone = BrowserPhone(browser, server.url, PHONE)
    phone.goto("/")
    phone.page.get_by_label("Table or room code").fill(room.code.lower())
    phone.tap("Go")
    phone.page.wait_for_url(re.compile(f".*/r/{room.code}$"))
    phone.goto("/")
    phone.page.get_by_label("Table or room code").fill(table)
    phone.tap("Go")
    phone.page.wait_for_url(re.compile(f".*/t/{table}$"))
    phone.close()


def test_the_room_card_has_its_own_name_field(browser, server):
    phone = BrowserPhone(browser, server.url, PHONE, locale="fr-FR")
    phone.goto("/")
    card = phone.testid("open-room")
    card.get_by_label("Nom de la salle").fill("Classe 4b")
    card.get_by_label("Nom de qui organise").fill("Mme Lee")
    expect(phone.page.locator("#host-name")).to_have_value("")  # the table card's field is not asked for
    card.get_by_role("button", name="Préparer la salle").click()
    phone.page.wait_for_url(re.compile(r".*/r/[A-Z0-9]+/organizer$"))
    expect(phone.page.get_by_role("heading", name="Classe 4b : l'écran de l'organisation")).to_be_visible()
    code = phone.page.url.split("/")[-2]
    assert Http(server.port).get(f"/api/rooms/{code}")[1]["organizer_name"] == "Mme Lee"
    phone.close()


@pytest.mark.parametrize("locale", ["en-US", "fr-FR", "de-DE", "es-ES", "it-IT"])
def test_no_two_buttons_of_the_start_page_begin_with_the_same_word(browser, server, locale):
    room = RoomDriver(Http(server.port))
    phone = BrowserPhone(browser, server.url, PHONE, locale=locale)
    phone.goto("/")  # a device that keeps a table and a room: every button the page can show
    phone.page.evaluate(f"""() => {{
        localStorage.setItem("eleusis.recent", JSON.stringify([{{ code: "ABCDEF", at: Date.now(), phase: "lobby", game: 1 }}]));
        localStorage.setItem("eleusis.organizer.{room.code}", JSON.stringify({{ token: "{room.organizer}" }}));
    }}""")
    phone.page.reload()
    expect(phone.testid("recent")).to_be_visible()
    words = phone.page.locator("main button, main a.button").evaluate_all(
        "(els) => els.filter((e) => e.checkVisibility()).map((e) => e.textContent.trim())")
    first = [w.split()[0].lower() for w in words if w and not w.startswith(("×", "−", "+"))]
    twice = sorted({w for w in first if first.count(w) > 1})
    assert not twice, (words, twice)
    if locale == "fr-FR":
        assert_accessible(phone, "the start page in French")
    phone.close()
