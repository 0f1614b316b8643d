"""Issue 10, round two at the table, on phones: a player withdraws a misclick;
strings in two taps; open declaration and guess windows are shown to everyone
and closed visibly; the dealer waits for the prophet and enters a spoken
verdict only behind a named step; expulsion is named where it matters; the
instruction line says what hands must do; a deal reopened after its end keeps
its rule shown; the rule field shows while typing and is sealed as typed (the
server salts its fingerprint).

Tables are set up through the API (tests.support.Game) and each phone takes
its seat from its rejoin-style link (#token=…), so the taps here are the
ones under test."""

import pytest
from playwright.sync_api import expect

from tests.phones import Game
from tests.support import Http

from .conftest import BrowserPhone

pytestmark = pytest.mark.browser

RULE = "alternate red and black"


def seated(phones, server, profile="howell", people=5, options=None, first_dealer="p1"):
    """A started table: {name: BrowserPhone} for every person (Ann, the host, deals first)."""
    http = Http(server.port)
    game = Game(http, profile, people, options)
    game.start(first_dealer)
    snap = game.snap()
    names = {p["id"]: p["name"] for p in snap["people"]}
    out = {}
    for pid, token in game.tokens.items():
        phone = phones()
        phone.goto(f"/t/{game.code}#token={token}")
        out[names[pid]] = phone
    for phone in out.values():
        expect(phone.page.locator("#conn")).to_have_text("live")
    http.close()
    return game, out


def box(locator):
    """The element's box once it is drawn (a redraw can detach it between two reads)."""
    for _ in range(50):
        expect(locator).to_be_visible()
        found = locator.bounding_box()
        if found is not None:
            return found
    raise AssertionError(f"{locator} has no box")


def above(upper, lower) -> bool:
    """Both drawn in one frame: read their positions together, again after a redraw."""
    for _ in range(50):
        expect(upper).to_be_visible()
        expect(lower).to_be_visible()
        a, b = upper.bounding_box(), lower.bounding_box()
        if a is not None and b is not None:
            return a["y"] < b["y"]
    raise AssertionError("no boxes")


def seal_and_start(ann: BrowserPhone, rule=RULE, rank=None):
    field = ann.page.get_by_label("Secret rule")
    expect(field).to_have_attribute("type", "password")
    field.fill(rule)
    ann.page.get_by_label("Show while typing").check()
    expect(field).not_to_have_attribute("type", "password")  # shown: a few lines of text
    expect(field).to_have_value(rule)
    ann.tap("Seal the rule")
    if rank:
        ann.tap(rank)
    ann.tap("Place the starter")


def test_a_player_withdraws_a_misclick_and_a_string_takes_two_taps(phones, server):
    game, p = seated(phones, server, options={"first_player": "left"})
    ann, ben = p["Ann"], p["Ben"]
    seal_and_start(ann)
    expect(ben.testid("now")).to_have_text("Your turn.")
    # "Your turn." once: the controls' heading says what to do instead.
    expect(ben.page.get_by_text("Your turn", exact=False)).to_have_count(1)

    # Two taps: the chip, then Play. Right after it, Ben can take it back.
    ben.testid("count-3").click()
    ben.tap("Play 3 cards")
    expect(ann.testid("now")).to_have_text("Ben plays 3 cards: your judgement.")
    expect(ben.button("Withdraw my play")).to_be_visible()
    ben.shot("player-withdraw")
    ben.tap("Withdraw my play")
    expect(ben.testid("now")).to_have_text("Your turn.")
    expect(ann.testid("now")).to_have_text("Ben's turn.")
    expect(ben.testid("my-hand")).to_have_text("14")
    ben.tap("History")
    expect(ben.page.locator(".log li").first).to_contain_text("Ben withdrew the play.")
    ben.tap("Table")

    # A string of 9: "More", the number, Play.
    ben.tap("More")
    ben.page.get_by_label("Cards to play", exact=False).fill("9")
    ben.tap("Play 9 cards")
    ann.tap("Right")
    # The table reached 10 cards (1 starter + 9): the instruction says where the marker goes.
    for phone in p.values():
        expect(phone.testid("instruction")).to_have_text(
            "Right: Ben's 9 cards go on the mainline. Put a marker under card 10.")
    expect(ben.testid("my-hand")).to_have_text("5")
    # Ben's hand is 5 now: no "More" for him, chips up to 5 (checked on the dealer's entry for him later).


def test_the_declaration_window_is_shown_and_the_dealer_waits_for_the_prophet(phones, server):
    game, p = seated(phones, server, options={"first_player": "left"})
    ann, ben, cy, di = p["Ann"], p["Ben"], p["Cy"], p["Di"]
    seal_and_start(ann)
    ben.play(2)
    ann.tap("Right")

    # The window: Ben may declare until Cy plays; everyone sees it, the dealer first.
    expect(ben.button("Declare myself prophet")).to_be_visible()
    expect(ben.page.get_by_text("You may become the prophet, before Cy plays", exact=False)).to_be_visible()
    expect(cy.testid("window")).to_have_text("Ben may still declare themself prophet. Your play closes it.")
    expect(di.testid("window")).to_have_text("Ben may still declare themself prophet. Cy's play closes it.")
    declare = ann.button("Ben declares prophet")
    expect(declare).to_be_visible()
    turn = ann.testid("enter-for")  # Cy's turn, entered for Cy: a closed step on the dealer's phone
    assert above(declare, turn), "the window comes before the turn"
    cy.shot("player-window-open")

    # Cy plays: the window closes, and says so; Cy withdraws: it is open again.
    cy.play(1)
    expect(ben.button("Declare myself prophet")).to_have_count(0)
    cy.tap("History")
    expect(cy.page.locator(".log li").first).to_contain_text("That closed Ben's chance to declare prophet.")
    cy.tap("Table")
    cy.tap("Withdraw my play")
    expect(ben.button("Declare myself prophet")).to_be_visible()
    ben.tap_twice("Declare myself prophet", "Tap again to become the prophet")
    # Where the prophet's marker goes: on the last mainline card (1 starter + 2).
    for phone in (ann, cy, ben):
        expect(phone.testid("table-instruction")).to_have_text("Put the prophet's marker (Ben) on mainline card 3.")

    # The prophet judges: the dealer waits, with no big Right/Wrong buttons.
    cy.play(1)
    expect(ann.testid("waiting-prophet")).to_have_text("Waiting for the prophet Ben")
    expect(ann.button("Right")).to_have_count(0)
    expect(ann.button("Wrong")).to_have_count(0)
    ann.shot("dealer-waiting-for-prophet")
    # The spoken verdict, behind a step that names it the prophet's.
    spoken = ann.button("Prophet's verdict: Ben said wrong")
    expect(spoken).to_be_hidden()
    ann.page.get_by_text("Ben's phone is away? Enter the prophet's spoken verdict").click()
    expect(ann.page.get_by_text("This records Ben's verdict as the prophet's, not yours", exact=False)).to_be_visible()
    ann.shot("dealer-spoken-verdict")
    spoken.click()
    expect(ann.testid("now")).to_have_text("The prophet says wrong: confirm or overrule.")
    expect(cy.button("Withdraw my play")).to_have_count(0)  # a verdict was given
    ann.tap("Confirm")
    expect(cy.testid("instruction")).to_have_text("Wrong: Cy's 1 card goes to a sideline. Cy draws 2 cards.")

    # The illegal-card overrule: the instruction sends the prophet's card back to the hand.
    di.tap("No play")
    ben.tap("Wrong: a card would play")
    ann.tap("Overrule: the card the prophet picked is illegal")
    for phone in (ann, di, ben):
        expect(phone.testid("instruction")).to_contain_text("The card the prophet picked goes back to Di's hand.")


def test_the_express_guess_window_is_visible_with_the_guess_buttons_first(phones, server):
    game, p = seated(phones, server, profile="express", people=3)
    ann, ben, cy = p["Ann"], p["Ben"], p["Cy"]
    seal_and_start(ann, "red, then black")
    ben.tap("Play a card")
    ann.tap("Right")
    expect(ben.page.get_by_text("You may guess the rule now: say it aloud before Cy plays", exact=False)).to_be_visible()
    expect(cy.testid("window")).to_have_text("Ben may still guess the rule. Your play closes it.")
    guess = ann.page.get_by_role("heading", name="Ben may guess the rule")
    turn = ann.testid("enter-for")  # Cy's turn, entered for Cy: a closed step on the dealer's phone
    assert above(guess, turn), "the guess buttons come first"
    ann.shot("dealer-guess-window")
    # Cy's tap closes it visibly (the log says so); a withdraw reopens it.
    cy.tap("Play a card")
    expect(ann.page.get_by_role("heading", name="Ben may guess the rule")).to_have_count(0)
    cy.tap("Withdraw my play")
    expect(ann.page.get_by_role("heading", name="Ben may guess the rule")).to_be_visible()
    ann.tap("Wrong guess")
    expect(cy.testid("window")).to_have_count(0)


def test_expulsion_is_named_on_the_turn_and_on_the_wrong_button(phones, server):
    # RULES.md's threshold is 30 (or 40): a starter and 29 of Ben's cards reach it
    game, p = seated(phones, server, people=4, options={"first_player": "left", "hand_size": 30})
    ann, ben, cy = p["Ann"], p["Ben"], p["Cy"]
    seal_and_start(ann)
    ben.play(29)
    ann.tap("Right")
    expect(cy.testid("expel-warning")).to_have_text(
        "Expulsion is active: a wrong play or a false no-play expels you from this deal.")
    expect(ann.testid("expel-warning")).to_contain_text("expels Cy")
    cy.no_horizontal_scroll()
    # The expulsion fact does not wrap at 390 px.
    fact = cy.testid("fact-expulsion")
    expect(fact).to_have_text("active")
    drawn = box(fact)
    assert drawn["height"] < 40, f"the expulsion box wraps: {drawn}"
    cy.shot("player-expulsion")
    cy.play(1)
    expect(ann.button("Wrong: Cy is expelled")).to_be_visible()
    ann.shot("dealer-wrong-expels")
    ann.tap("Wrong: Cy is expelled")
    expect(cy.page.get_by_text("You are expelled from this deal")).to_be_visible()


def test_a_reopened_deal_keeps_its_rule_shown_and_says_who_reopened_it(phones, server):
    game, p = seated(phones, server, people=4, options={"first_player": "left", "hand_size": 2})
    ann, ben = p["Ann"], p["Ben"]
    seal_and_start(ann)
    # The dealer's sealed rule: the label and the fingerprint apart (no "ruleb645").
    summary = ann.page.locator(".sealed-rule summary")
    expect(summary).to_be_visible()
    for _ in range(50):
        label, code = summary.locator("span").first.bounding_box(), summary.locator("code").bounding_box()
        if label is not None and code is not None:
            break
    assert code["x"] >= label["x"] + label["width"] + 4
    expect(ben.page.get_by_text(RULE)).to_have_count(0)

    # The deal ends by play (Ben's whole hand is right); the host's end of the game would be final.
    ben.play(2)
    ann.tap("Right")
    expect(ben.testid("rule-text")).to_have_text(RULE)
    ann.tap_twice("Undo: Ann judged: right.", "Tap again to undo: Ann judged: right.")
    for phone in (ben, p["Cy"]):
        reopened = phone.testid("reopened")
        expect(reopened).to_contain_text("Ann reopened this deal after its end, so its rule stays shown:")
        expect(reopened.locator(".rule-text")).to_have_text(RULE)
        # The rule is the text as typed: the phone adds no line of its own (the server salts).
        expect(reopened.locator(".rule-seal")).to_have_count(0)
    ben.shot("player-reopened-deal")
    ben.tap("History")
    expect(ben.page.locator(".log li").first).to_contain_text("and reopened deal 1; its rule stays shown to everyone.")
