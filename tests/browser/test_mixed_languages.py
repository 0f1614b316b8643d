"""One table, three languages at once: the host deals on a phone in German, Ben plays on a
phone in French, the big screen is in Italian, each from its browser's own language. They
all read the same frames; each draws them from its own catalog. Ben then picks Spanish in
his menu: the page redraws, remembers it across a reload, and exports its CSV in Spanish."""
from __future__ import annotations

import csv
import io

import pytest
from playwright.sync_api import expect

from tests.i18n.catalogs import load, render
from tests.phones import Game
from tests.support import Http

from .conftest import BOARD, BrowserPhone

pytestmark = pytest.mark.browser

DE, FR, IT, ES = (load(lang) for lang in ("de", "fr", "it", "es"))
RULE = "rot nach schwarz"


def test_phones_in_german_and_french_and_a_board_in_italian_at_one_table(browser, server):
    http = Http(server.port)
    game = Game(http, "howell", 4, {"first_player": "left"})
    ann, ben, cy, di = game.tokens  # Ann (host), Ben, Cy, Di
    game.start(first_dealer=ann)
    host = BrowserPhone(browser, server.url, locale="de-DE")
    host.goto(f"/t/{game.code}#token={game.tokens[ann]}")
    player = BrowserPhone(browser, server.url, locale="fr-FR")
    player.goto(f"/t/{game.code}#token={game.tokens[ben]}")
    board = BrowserPhone(browser, server.url, BOARD, locale="it-IT")
    board.goto(f"/t/{game.code}/board")
    for phone, lang in ((host, "de"), (player, "fr"), (board, "it")):
        expect(phone.page.locator("html")).to_have_attribute("lang", lang)

    # The dealer seals and places the starter in German; everyone sees whose turn it is in their own words.
    host.page.get_by_label(render(DE, "seal.rule", {})).fill(RULE)
    host.tap(render(DE, "seal.submit", {}))
    host.tap(render(DE, "starter.place", {}))
    expect(player.testid("now")).to_have_text(render(FR, "wait.turn_me", {}))
    expect(host.testid("now")).to_have_text(render(DE, "wait.turn", {"who": "Ben"}))
    expect(board.testid("now")).to_have_text(render(IT, "wait.turn", {"who": "Ben"}))

    # Ben plays two cards in French; the dealer judges in German.
    player.testid("count-2").click()
    player.tap(render(FR, "turn.play_n", {"n": 2}))
    expect(host.testid("now")).to_have_text(render(DE, "wait.judge_me_attempt", {"who": "Ben", "n": 2}))
    expect(board.testid("now")).to_have_text(render(IT, "wait.dealer_attempt", {"who": "Ben", "n": 2, "judge": "Ann"}))
    host.tap(render(DE, "verdict.right", {}))
    said = {"who": "Ben", "n": 2}
    expect(host.testid("instruction")).to_have_text(render(DE, "result.right", said))
    expect(player.testid("instruction")).to_have_text(render(FR, "result.right", said))
    expect(board.testid("instruction")).to_have_text(render(IT, "result.right", said))

    # Cy empties the hand (entered through the API): the deal is over on every screen, each in its language.
    game.act(cy, {"type": "attempt", "cards": 14})
    game.act(ann, {"type": "judge", "verdict": "right"})
    for phone, catalog in ((host, DE), (player, FR), (board, IT)):
        expect(phone.page.get_by_role("heading", name=render(catalog, "over.title", {"number": 1}))).to_be_visible()
        expect(phone.page.get_by_text(render(catalog, "over.reason_emptied", {"who": "Cy"}))).to_be_visible()
    player.tap(render(FR, "nav.history", {}))
    expect(player.page.locator(".log li").first).to_contain_text(render(FR, "log.judge", {"who": "Ann", "verdict": "right"}))
    expect(player.page.locator(".log li").last).to_contain_text(render(FR, "log.create", {"host": "Ann", "profile": "howell"}))

    # Ben picks Spanish in his menu, one tap there (issue 25: it was menu, list, pick, back): the page
    # redraws at once, the menu stays open on the language now chosen, and keeps it after a reload.
    player.tap(render(FR, "nav.menu", {}))
    player.testid("language-buttons").locator("button[lang=es]").click()
    expect(player.page.locator("html")).to_have_attribute("lang", "es")
    expect(player.testid("language-buttons").locator("button[lang=es]")).to_have_attribute("aria-pressed", "true")
    expect(player.button(render(ES, "nav.menu", {}))).to_be_visible()
    player.page.reload()
    expect(player.button(render(ES, "nav.table", {}))).to_be_visible()
    expect(player.page.locator("html")).to_have_attribute("lang", "es")
    expect(host.page.locator("html")).to_have_attribute("lang", "de")  # the others keep theirs

    # The game ends; Ben's CSV has Spanish headers and sentences, the scores as numbers.
    game.act(ann, {"type": "end_game"})
    player.tap(render(ES, "nav.table", {}))
    with player.page.expect_download() as dl:
        player.tap(render(ES, "game.export_csv", {}))
    rows = list(csv.reader(io.StringIO(open(dl.value.path(), encoding="utf-8").read())))
    assert rows[0] == [*(render(ES, f"csv.{k}", {}) for k in ("deal", "dealer", "rule")), "Ann", "Ben", "Cy", "Di"]
    assert [render(ES, f"csv.{c}", {}) for c in ("seq", "at", "type", "by", "undone", "text")] in rows
    assert [render(ES, "log.create", {"host": "Ann", "profile": "howell"})] == [r[-1] for r in rows if len(r) > 2 and r[2] == "create"]
    for phone in (host, player, board):
        phone.close()
    http.close()
