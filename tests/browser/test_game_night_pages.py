"""A whole game night on the pages (issue 17): how to play from the start page, the lobby and
My seat; the dealer's rule book in the sealing step; a latecomer who scans the big screen's
code between deals, is placed by the host and dealt in; the host removing someone between
deals; playing again with the same people, with the night's standings of both games on the
phones and in the CSV; the start page's recent tables rejoining one.

The deals that are not what a test looks at are played through the API (quick deals of one
card each: Game.quick_deal), so the pages are what is checked."""
from __future__ import annotations

import csv
import io

import pytest
from playwright.sync_api import expect

from tests.phones import Game
from tests.support import Http

from .conftest import BOARD, assert_accessible, seat_link, start_table

pytestmark = pytest.mark.browser


def open_seat(phones, server, game: Game, pid: str, viewport=None):
    phone = phones(viewport) if viewport else phones()
    phone.page.goto(seat_link(server.url, game.code, game.tokens[pid]))
    return phone


def test_how_to_play_opens_from_the_start_page_the_lobby_and_my_seat_for_each_profile(phones):
    ann = phones()
    ann.goto("/")
    facts = {"howell": ("Howell", "Deal 14 cards to each player"),
             "abbott": ("Abbott", "The companion draws who plays first"),
             "express": ("Express", "Deal 12 cards to each player")}
    dialog = ann.testid("howto-dialog")
    # the start page: the page of the profile picked
    for profile, (name, fact) in facts.items():
        ann.page.locator(f"input[name=profile][value={profile}]").check()
        ann.testid("howto-open").click()
        expect(dialog.get_by_role("heading", name=f"How to play {name}")).to_be_visible()
        expect(ann.testid(f"howto-{profile}")).to_contain_text(fact)
        for heading in ("What to deal", "Where wrong cards go", "Markers", "What the dealer taps"):
            expect(dialog.get_by_role("heading", name=heading)).to_be_visible()
        if profile == "howell":
            ann.shot("howto")
            assert_accessible(ann, "how to play")
        ann.tap("Close")
        expect(dialog).to_have_count(0)

    # the lobby of an express table: its own page first, then another profile's by its tab
    start_table(ann, "Ann", "express")
    ann.testid("howto-open").click()
    expect(ann.testid("howto-express")).to_be_visible()
    dialog.get_by_role("button", name="Howell", exact=True).click()
    expect(ann.testid("howto-howell")).to_contain_text("draw 2 cards for each")
    ann.no_horizontal_scroll()
    ann.tap("Close")

    # My seat
    ann.tap("My seat")
    ann.testid("howto-open").click()
    expect(ann.testid("howto-express")).to_contain_text("exactly one card")
    dialog.get_by_role("button", name="Abbott", exact=True).click()
    expect(ann.testid("howto-abbott")).to_contain_text("10 more")
    ann.tap("Close")


def test_the_dealer_picks_a_rule_from_the_book_edits_it_and_seals_it(phones, server):
    http = Http(server.port)
    game = Game(http, "express", people=3)
    game.start(first_dealer=game.host)
    ann = open_seat(phones, server, game, game.host)
    asked = []
    ann.page.on("request", lambda r: asked.append(r.url) if "/api/rulebook" in r.url else None)
    expect(ann.page.get_by_label("Secret rule")).to_be_visible()
    assert not asked  # the book is read when the dealer opens it, not before

    ann.page.get_by_text("Pick a rule from the rule book").click()
    book = ann.testid("rulebook")
    expect(book.get_by_role("heading", name="Good: 12 to 15 of 52 fit")).to_be_visible()
    expect(ann.testid("book-suit_of_the_card_before_last")).to_contain_text("About 13 of 52 fit: good · reads the last 2 cards")
    expect(ann.testid("book-alternate_colours")).not_to_be_visible()  # the too easy ones behind their heading
    ann.testid("book-group-too_easy").get_by_text("Too easy: more than 15 of 52 fit").click()
    expect(ann.testid("book-alternate_colours")).to_contain_text("About 26 of 52 fit: too easy")
    assert len(asked) == 1
    ann.no_horizontal_scroll()
    ann.shot("dealer-rule-book")
    assert_accessible(ann, "the rule book")

    picked = "Play a card 1, 2 or 3 higher than the last, counting on from the king to the ace (after a queen, a king, an ace or a 2)."
    ann.testid("book-one_to_three_higher").click()
    field = ann.page.get_by_label("Secret rule")
    expect(field).to_have_value(picked)
    expect(field).not_to_have_attribute("type", "password")  # shown, to be read and edited
    expect(ann.testid("picked-figure")).to_have_text("From the rule book: about 12 of 52 cards fit, good.")
    expect(book).not_to_have_attribute("open", "")
    field.press("End")
    field.type(" Aces are low.")
    expect(ann.testid("picked-figure")).to_have_text(
        "Changed from the rule book (its rule: about 12 of 52 cards fit, good).")
    ann.shot("dealer-rule-picked")
    ann.tap("Seal the rule")
    expect(ann.testid("sealed-fp")).to_be_visible()
    sealed = game.snap(game.host)["deal"]["rule"]
    assert sealed == picked + " Aces are low."
    ann.page.locator(".sealed-rule summary").click()
    expect(ann.page.locator(".sealed-rule .rule-text")).to_have_text(sealed)
    http.close()


def test_the_open_rule_book_is_a_short_list_whose_groups_agree_with_their_rules_words(phones, server):
    """Issue 25: the open book was about 5,000 px long on a phone, and half of its "for beginners"
    group said "too easy". Grouped by the figure's word, only the good rules are shown until the
    dealer opens another group: the open book is at most two screens of a 360 px phone."""
    http = Http(server.port)
    game = Game(http, "howell", people=4)
    game.start(first_dealer=game.host)
    ann = open_seat(phones, server, game, game.host, {"width": 360, "height": 740})
    ann.page.get_by_text("Pick a rule from the rule book").click()
    book = ann.testid("rulebook")
    expect(book.locator(".book-rule").first).to_be_visible()
    height = book.evaluate("b => b.getBoundingClientRect().height")
    assert height <= 2 * 740, f"the open rule book is {height:.0f}px long"
    words = {"good": "good", "too_easy": "too easy", "hard": "hard"}
    for group in ("too_easy", "hard"):
        ann.testid(f"book-group-{group}").locator("summary").click()
    groups = book.evaluate("""b => [...b.querySelectorAll('.book-rules')].map((list) => {
        const group = list.closest('details.book-group');
        return [group ? group.querySelector(':scope > summary').textContent : list.previousElementSibling.textContent,
          [...list.querySelectorAll('.book-fit')].map((fit) => fit.textContent.split(' · ')[0])]; })""")
    assert [g[0].split(":")[0] for g in groups] == ["Good", "Too easy", "Hard"], groups
    served = http.get("/api/rulebook")[1]["rules"]
    assert sum(len(g[1]) for g in groups) == len(served)  # every rule, in one group
    for (heading, fits), word in zip(groups, words.values()):
        assert all(fit.endswith(": " + word) for fit in fits), (heading, fits)
    assert_accessible(ann, "the rule book, every group open")
    http.close()


def test_a_night_a_latecomer_a_leaver_play_again_and_the_standings(phones, server):
    http = Http(server.port)
    game = Game(http, "howell", people=4, options={"hand_size": 1})  # Ann p1 (host), Ben p2, Cy p3, Di p4
    game.start(first_dealer="p1")
    ann = open_seat(phones, server, game, "p1")
    board = phones(BOARD)
    board.goto(f"/t/{game.code}/board")
    game.quick_deal()  # deal 1: Ann deals, Ben empties his hand

    # -- between deals the board's code invites latecomers; Eve scans it and gets the join screen
    expect(board.page.get_by_role("heading", name="Deal 1 is over")).to_be_visible()
    expect(board.page.get_by_text("Just arrived? Scan to sit down")).to_be_visible()
    expect(board.testid("join-link")).to_be_in_viewport()
    board.shot("board-latecomers")
    link = "http://" + board.testid("join-link").inner_text().replace("\n", "")
    assert link == f"{server.url}/t/{game.code}"
    eve = phones()
    eve.page.goto(link)
    expect(eve.testid("join-late")).to_have_text("Deal 1 is over: sit down now, and you are dealt in from the next deal.")
    eve.shot("join-between-deals")
    eve.page.get_by_label("Your name").fill("Eve")
    eve.tap("Take a seat")
    expect(eve.testid("newcomers")).to_have_text("Eve is dealt in from the next deal.")

    # -- the host places her at Ben's left and removes Di
    card = ann.testid("between-deals")
    expect(card.get_by_test_id("night-Eve")).to_contain_text("new")
    card.get_by_label("Eve sits at the left of").select_option(label="Ben")
    card.scroll_into_view_if_needed()
    ann.shot("between-deals-host")
    assert_accessible(ann, "between deals, the host")
    card.get_by_role("button", name="Place Eve").click()
    eve_id = next(p["id"] for p in game.snap()["people"] if p["name"] == "Eve")
    game.tokens[eve_id] = eve.page.evaluate(f"JSON.parse(localStorage.getItem('eleusis.seat.{game.code}')).token")
    page = ann.page
    page.wait_for_function(f"""() => {{ const s = document.querySelector('[data-testid=between-deals] ol');
        return s && [...s.children].map(li => li.dataset.testid).join() === 'night-Ann,night-Ben,night-Eve,night-Cy,night-Di'; }}""")
    assert [p["name"] for p in sorted(game.snap()["people"], key=lambda p: p["seat"])] == ["Ann", "Ben", "Eve", "Cy", "Di"]
    remove = card.get_by_role("button", name="Remove Di")
    remove.click()
    expect(remove).to_have_text("Remove Di?")
    remove.click()
    expect(ann.testid("removed")).to_have_text("Removed from this game: Di (their scores so far stand).")
    expect(card.get_by_test_id("night-Di")).to_have_count(0)
    assert http.get(game.path, token=game.tokens["p4"])[0] == 401

    # -- the next deal deals Eve in: Ben deals, Eve plays first
    ann.tap("Start the next deal")
    expect(eve.testid("my-hand")).to_have_text("1")
    state = game.snap()
    assert state["dealer"] == "p2" and state["deal"]["players"][0] == eve_id
    while (state := game.snap())["phase"] != "game_over":  # Ben, Eve, then Cy deal; Di is skipped
        if state["phase"] == "deal_over":
            game.act("p1", {"type": "next_deal"})
        game.quick_deal()

    # -- game over: play again with the same people, another profile; every phone follows
    expect(ann.testid("play-again")).to_be_visible()
    expect(eve.page.get_by_text("The host may start another game with the same people")).to_be_visible()
    ann.page.get_by_label("Game to play").select_option(label="Express")
    ann.testid("play-again").scroll_into_view_if_needed()
    ann.shot("play-again")
    ann.tap("Play again with the same people")
    expect(eve.page.get_by_role("heading", name="Game 2 at this table: the night so far")).to_be_visible()
    expect(eve.page.get_by_text("You are seated. Waiting for Ann to start.")).to_be_visible()
    state = game.snap()
    assert (state["phase"], state["game"], state["profile"]) == ("lobby", 2, "express")
    assert [p["name"] for p in sorted(state["people"], key=lambda p: p["seat"])] == ["Ann", "Ben", "Eve", "Cy"]

    # -- game 2, ended at once by the host: the night's standings show both games
    game.start(first_dealer="p1")
    game.act("p1", {"type": "end_game"})
    night = ann.testid("night")
    expect(night.get_by_role("heading", name="The night's standings")).to_be_visible()
    table = ann.testid("standings")
    expect(table.locator("thead th")).to_have_text(["Who", "Game 1", "Game 2", "Wins", "Points"])
    expect(ann.testid("standing-Di")).to_contain_text("–")  # not in game 2
    expect(ann.testid("standing-Eve").locator("td").first).to_have_text("★ 10")
    night.scroll_into_view_if_needed()
    ann.shot("night-standings")
    assert_accessible(ann, "the night's standings")
    standings = game.snap()["standings"]
    assert {s["player"]: s["games"] for s in standings} == {"p1": 2, "p2": 2, eve_id: 2, "p3": 2, "p4": 1}

    # -- the phone's CSV holds the standings and every game's result
    text = ann.page.evaluate("""async (code) => {
        const seat = JSON.parse(localStorage.getItem('eleusis.seat.' + code));
        const state = await (await fetch('/api/tables/' + code, { headers: { Authorization: 'Bearer ' + seat.token } })).json();
        return (await import('/static/js/screens/over.js')).buildCsv(state, []);
    }""", game.code)
    rows = list(csv.reader(io.StringIO(text)))
    names = game.snap()["names"]
    at = rows.index(["person", "games", "wins", "points"])
    assert {r[0]: r[1:] for r in rows[at + 1:at + 6]} == {
        names[s["player"]]: [str(s["games"]), str(s["wins"]), str(s["points"])] for s in standings}
    at = rows.index(["game", "profile", "winners", *(names[s["player"]] for s in standings)])
    game_1, game_2 = (dict(zip(rows[at], row)) for row in rows[at + 1:at + 3])
    assert (game_1["game"], game_1["profile"], game_1["Di"], game_1["Eve"]) == ("1", "Howell", "0", "10")
    assert set(game_1["winners"].split(", ")) == {"Ann", "Ben", "Eve", "Cy"}
    assert (game_2["game"], game_2["profile"], game_2["Di"], game_2["Eve"]) == ("2", "Express", "", "0")

    # -- the start page lists the device's recent tables; Eve rejoins hers
    eve.goto("/")
    recent = eve.testid(f"recent-{game.code}")
    expect(recent).to_contain_text("Eve")
    expect(recent).to_contain_text("Game 2 over")
    eve.no_horizontal_scroll()
    eve.shot("start-recent")
    assert_accessible(eve, "the start page's recent tables")
    recent.get_by_role("link", name=f"Rejoin table {game.code}").click()
    eve.page.wait_for_url(f"**/t/{game.code}")
    expect(eve.testid("night")).to_be_visible()
    expect(eve.page.get_by_text("The host may start another game with the same people")).to_be_visible()
    http.close()


def test_the_game_over_screen_keeps_who_played_when_people_come_and_go_after_it(phones, server):
    """A removed person's scores stand in the result (RULES.md, "A game night"); a newcomer who
    sits down after the game, or a winner who goes home then, changes the next game, not this one."""
    http = Http(server.port)
    game = Game(http, "howell", people=5, options={"hand_size": 1})  # Ann p1 (host), Ben p2, Cy p3, Di p4, Eve p5
    game.start(first_dealer="p1")
    game.quick_deal()  # Ann deals, Ben empties: 5 each
    game.act("p1", {"type": "kick", "player": "p5"})  # Eve leaves between deals, with her 0
    while (state := game.snap())["phase"] != "game_over":  # Ben, Cy, Di deal: 10 each
        if state["phase"] == "deal_over":
            game.act("p1", {"type": "next_deal"})
        game.quick_deal()
    ann = open_seat(phones, server, game, "p1")
    played = {"Ann": "10", "Ben": "10", "Cy": "10", "Di": "10", "Eve": "0"}
    for who, total in played.items():
        expect(ann.testid(f"final-{who}")).to_contain_text(total)
        expect(ann.testid(f"per-deal-{who}")).to_be_visible()

    game.act("p1", {"type": "kick", "player": "p2"})  # Ben, a winner, goes home
    status, _ = http.post(f"/api/tables/{game.code}/join", {"name": "Flo"})  # for the next game
    assert status == 201
    ann.page.reload()  # the newest state, drawn at once (live updates draw the same screen)
    for who, total in played.items():
        expect(ann.testid(f"final-{who}")).to_contain_text(total)
    expect(ann.testid("final-Flo")).to_have_count(0)
    expect(ann.testid("winners")).to_contain_text("Ben")
    assert game.snap()["totals"] == {"p1": 10, "p2": 10, "p3": 10, "p4": 10, "p5": 0}
    http.close()
