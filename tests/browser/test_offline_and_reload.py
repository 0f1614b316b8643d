"""A phone that drops off the network mid-deal comes back in sync; a reload,
or the seat's rejoin link on another phone, keeps the seat."""
import pytest
from playwright.sync_api import expect

from .conftest import assert_accessible, express_for_three, join_table, seat_and_start, start_table

pytestmark = pytest.mark.browser


def test_a_phone_offline_mid_deal_comes_back_in_sync(phones):
    code, ann, ben, cat = express_for_three(phones)
    ann.tap("Place the starter")
    expect(cat.testid("now")).to_have_text("Ben's turn.")
    expect(cat.page.locator("#conn")).to_have_text("live")

    expect(cat.testid("stale")).to_be_hidden()
    cat.context.set_offline(True)
    expect(cat.page.locator("#conn")).to_have_text("offline")
    # Offline is obvious: the table is dimmed, and a banner says since when it shows the table.
    stale = cat.testid("stale")
    expect(stale).to_be_visible()
    expect(stale).to_contain_text("Offline since")
    expect(stale).to_contain_text("shows the table as it was at")
    expect(cat.page.locator("body.stale")).to_have_count(1)
    assert cat.page.evaluate("getComputedStyle(document.querySelector('main')).opacity") == "0.5"
    cat.no_horizontal_scroll()
    cat.shot("offline")
    # the dimmed table is meant to read as faded; the banner and the header must pass
    assert_accessible(cat, "offline phone", exclude=["main"])

    # The table goes on without Cat's phone: the dealer enters Cat's turn for her.
    ben.tap("Play a card")
    ann.tap("Wrong")
    ann.testid("enter-for").locator("summary").click()  # a secondary step on the dealer's phone
    ann.tap("Cat plays a card")
    ann.tap("Right")
    expect(ann.testid("instruction")).to_have_text("Right: Cat's 1 card goes on the mainline.")
    expect(cat.testid("my-hand")).to_have_text("12")  # still the old picture

    cat.context.set_offline(False)
    expect(cat.page.locator("#conn")).to_have_text("live")
    expect(stale).to_be_hidden()  # back in step: no banner, not dimmed
    expect(cat.page.locator("body.stale")).to_have_count(0)
    expect(cat.testid("my-hand")).to_have_text("11")
    expect(cat.testid("instruction")).to_have_text("Right: Cat's 1 card goes on the mainline.")
    expect(cat.hand_of("Ben")).to_have_text("12")
    expect(cat.testid("fact-table")).to_have_text("3")

    # Back in sync both ways: Cat's own tap goes through.
    expect(ben.testid("now")).to_have_text("Your turn.")
    ben.tap("No play")
    expect(cat.testid("now")).to_have_text("Ben claims no play: waiting for Ann.")


def test_a_reload_keeps_the_seat(phones):
    ann = phones()
    code = start_table(ann, "Ann")
    others = {}
    for name in ("Ben", "Cat", "Dan"):
        others[name] = phones()
        join_table(others[name], code, name)
    ben = others["Ben"]
    ben.page.reload()
    expect(ben.page.get_by_text("You are seated", exact=False)).to_be_visible()
    expect(ben.page.get_by_label("Your name")).to_have_count(0)

    seat_and_start(ann, ["Ann", "Ben", "Cat", "Dan"], "Ann")
    expect(ben.testid("my-hand")).to_have_text("14")
    ben.page.reload()
    expect(ben.testid("my-hand")).to_have_text("14")
    expect(ben.page.locator("#conn")).to_have_text("live")

    # The seat moves to another phone through its private rejoin link.
    ben.tap("My seat")
    link = ben.testid("rejoin-link").inner_text()
    other = phones()
    other.page.goto(link)
    expect(other.testid("my-hand")).to_have_text("14")
    expect(other.page.get_by_text("Ann is placing the starter.")).to_be_visible()
    assert "#token" not in other.page.url  # the secret leaves the address bar
    other.page.reload()
    expect(other.testid("my-hand")).to_have_text("14")
