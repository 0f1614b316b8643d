"""The host shows a per-seat rejoin QR for someone whose phone lost the seat:
a fresh phone that opens its link sits in that seat, the old phone is out."""
import pytest
from playwright.sync_api import expect

from .conftest import BOARD, BrowserPhone, assert_accessible, express_for_three, join_table, start_table

pytestmark = pytest.mark.browser


def open_rejoin(phone: BrowserPhone, name: str) -> str:
    phone.tap(f"Rejoin QR for {name}")
    dialog = phone.testid("rejoin-dialog")
    expect(dialog).to_be_visible()
    expect(dialog.get_by_role("heading", name=f"Rejoin QR for {name}")).to_be_visible()
    expect(dialog).to_contain_text("old link for this seat has stopped working")
    expect(dialog.get_by_role("img", name=f"QR code for {name} to rejoin")).to_be_visible()
    link = phone.testid("rejoin-qr-link").inner_text()
    assert "#token=" in link
    return link


def test_the_host_shows_a_rejoin_qr_in_the_lobby_and_on_the_big_screen(phones):
    ann = phones()
    ann.page.set_viewport_size({"width": 360, "height": 740})
    code = start_table(ann, "Ann")
    ben, cat = phones(), phones()
    join_table(ben, code, "Ben")
    join_table(cat, code, "Cat")

    link = open_rejoin(ann, "Ben")
    ann.no_horizontal_scroll()
    ann.shot("rejoin-qr-phone")
    assert_accessible(ann, "rejoin QR dialog")
    box = ann.testid("rejoin-dialog").get_by_role("button", name="Close").bounding_box()
    assert box["height"] >= 44
    ann.testid("rejoin-dialog").get_by_role("button", name="Close").click()
    expect(ann.testid("rejoin-dialog")).to_have_count(0)

    # Ben's old phone is no longer seated; a fresh phone with the link is Ben.
    expect(ben.page.get_by_label("Your name")).to_be_visible()
    new_ben = phones()
    new_ben.page.goto(link)
    expect(new_ben.page.get_by_text("You are seated", exact=False)).to_be_visible()
    expect(new_ben.testid("person-Ben").locator(".me-tag")).to_be_visible()
    assert "#token" not in new_ben.page.url

    # The host's big screen (same browser: the host's seat) has the same buttons.
    board = BrowserPhone.another_page(ann, BOARD)
    board.goto(f"/t/{code}/board")
    link = open_rejoin(board, "Cat")
    board.shot("rejoin-qr-board")
    board.testid("rejoin-dialog").get_by_role("button", name="Close").click()
    board.page.close()
    new_cat = phones()
    new_cat.page.goto(link)
    expect(new_cat.testid("person-Cat").locator(".me-tag")).to_be_visible()


def test_the_host_shows_a_rejoin_qr_during_the_game(phones):
    code, ann, ben, cat = express_for_three(phones)
    expect(cat.testid("my-hand")).to_be_visible()
    hand = cat.testid("my-hand").inner_text()

    ann.tap("My seat")
    link = open_rejoin(ann, "Cat")
    ann.no_horizontal_scroll()
    ann.testid("rejoin-dialog").get_by_role("button", name="Close").click()

    new_cat = phones()
    new_cat.page.goto(link)
    expect(new_cat.testid("my-hand")).to_have_text(hand)
    new_cat.page.reload()
    expect(new_cat.testid("my-hand")).to_have_text(hand)
    expect(cat.page.get_by_text("This game has started")).to_be_visible()  # the old phone: not seated
    assert_accessible(cat, "a phone with no seat in a started game")

    # The host re-issues their own seat: this phone keeps it (takes the new token).
    own = open_rejoin(ann, "Ann")  # still on "My seat"
    ann.testid("rejoin-dialog").get_by_role("button", name="Close").click()
    expect(ann.testid("rejoin-link")).to_have_text(own)
    ann.tap("Table")
    ann.tap("Place the starter")
    expect(new_cat.testid("now")).to_have_text("Ben's turn.")
    expect(ann.page.locator("#conn")).to_have_text("live")
