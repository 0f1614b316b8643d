"""RULES.md § A room of tables on real phones, what issue 43 found (items 1, 2, 3 and 8): every
organizer action reaches the phones it concerns live, with no reload; a table has a name, which
the phone's header and the room's board say, with who sits there; a proposal reaches the sealing
dealer's screen the moment the organizer makes it; after "Make host" the organizer keeps that
table's host controls and is offered no seat of their own; someone removed from the room's lobby
is asked for a name again at once. A real server; the organizer's actions through the API (as
its tablet sends them), three browser pages (a phone in the lobby, the dealer's phone, the
organizer's tablet at the table) and the room's board; the rest of the class through the API."""
from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from tests.rooms import RoomDriver
from tests.support import Http

from .conftest import BOARD
from .test_a_room_of_phones import NARROW, join_room, room_token, table_code

pytestmark = pytest.mark.browser

LIVE = 2_500  # ms: "within a second", with room for a shared machine; a reload never comes


def test_a_class_sees_every_organizer_action_live_names_its_table_and_the_dealer_gets_the_proposal(phones, server):
    http = Http(server.port)
    room = RoomDriver(http, options={"hand_size": 1})
    code = room.code
    board = phones(BOARD)
    board.goto(f"/r/{code}/board")
    ann, cy = phones(NARROW), phones(NARROW)
    join_room(ann, code, "Ann")
    ann_id = room.adopt(room_token(ann, code))
    join_room(cy, code, "Cy")
    cy_id = room.adopt(room_token(cy, code))

    # removed from the lobby: Cy's phone asks for a name again, at once
    room.act({"type": "kick", "person": cy_id})
    expect(cy.testid("room-join")).to_be_visible(timeout=LIVE)
    expect(board.testid("room-waiting")).not_to_contain_text("Cy", timeout=LIVE)

    for name in ("Ben", "Dan", "Eve"):
        room.join(name)
    room.act({"type": "form"})  # one table: Ann, Ben, Dan, Eve
    first = table_code(ann)
    expect(ann.page.locator("#where")).to_have_text(f"Table 1 · {first}", timeout=LIVE)
    expect(board.testid("room-table-name")).to_have_text("Table 1")
    expect(board.testid("room-people")).to_have_text("Ann, Ben, Dan, Eve")

    # the organizer names the table: the phone's header and the board say it, no reload
    room.act({"type": "rename", "table": 1, "name": "Les Lions"})
    expect(ann.page.locator("#where")).to_have_text(f"Les Lions · {first}", timeout=LIVE)
    expect(board.testid("room-table-name")).to_have_text("Les Lions", timeout=LIVE)

    # the organizer's tablet at the table (one tap from the organizer's screen)
    organizer = phones()
    organizer.goto(f"/r/{code}/organizer#token={room.organizer}")
    organizer.testid("host-page-1").click()
    organizer.page.wait_for_url(re.compile(f".*/t/{first}$"))

    # Ann deals; the organizer proposes a rule while her sealing step is on screen: it comes at once
    table, host = room.organizer_token(1)
    ann_player = room.seat(ann_id)["player_id"]
    room.table_act(table, host, {"type": "start", "first_dealer": ann_player})
    expect(ann.page.get_by_label("Secret rule")).to_be_visible()
    expect(ann.testid("proposal")).to_have_count(0)
    room.act({"type": "propose", "table": 1, "rule": "alternate_colours"})
    expect(ann.testid("proposal")).to_contain_text("If the last card is red, play a black card", timeout=LIVE)

    # the organizer makes Ben the table's host: the organizer keeps its host controls, and no seat link
    ben = room.seat(next(p for p, n in room.names.items() if n == "Ben"))
    room.table_act(table, host, {"type": "make_host", "player": ben["player_id"]})
    organizer.page.get_by_role("button", name="My seat").click()
    expect(organizer.page.get_by_role("heading", name="Host", exact=True)).to_be_visible(timeout=LIVE)
    expect(organizer.page.get_by_role("button", name="End the game now")).to_be_visible()
    expect(organizer.page.get_by_role("heading", name="Lost phones")).to_be_visible()
    expect(organizer.testid("rejoin-link")).to_have_count(0)
