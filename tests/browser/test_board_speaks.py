"""Issue 24, item 6: the board may speak. A toggle on the table's board (off by default,
remembered on the device) has the browser's speech synthesis say each judgement, each marker to
put down and the end of a deal with its rule, in the board's language, only as they happen (a
reload says nothing again); where the browser has no voice for that language, the toggle says so
and nothing is spoken. Chromium headless has no voices: window.speechSynthesis is replaced, before
the page's scripts run, by one that has the voices a test gives and records what it is asked to say."""
import json

import pytest
from playwright.sync_api import expect

from companion.catalogs import catalogs
from tests.browser.test_words_stay_whole import quick_deal
from tests.phones import Game
from tests.support import Http

from .conftest import BOARD, ROOT, BrowserPhone

pytestmark = pytest.mark.browser

NAMES = ["Anna", "Bernd", "Clara", "Dieter"]
RULE = "Rot nach Schwarz"

SPEECH = """((voices) => {
  window.__spoken = [];
  class Utterance { constructor(text) { this.text = text; this.lang = ""; this.voice = null; } }
  Object.defineProperty(window, "SpeechSynthesisUtterance", { value: Utterance, configurable: true, writable: true });
  Object.defineProperty(window, "speechSynthesis", { configurable: true, value: {
    getVoices: () => voices, cancel() {}, addEventListener() {}, removeEventListener() {},
    speak: (u) => window.__spoken.push({ text: u.text, lang: u.lang }),
  } });
})(%s);"""

DE = catalogs(str(ROOT / "static" / "i18n"))["de"]


def board_with_voices(browser, server, voices: list) -> BrowserPhone:
    board = BrowserPhone(browser, server.url, BOARD, locale="de-DE")
    board.context.add_init_script(SPEECH % json.dumps(voices))
    return board


def spoken(board: BrowserPhone) -> list:
    return board.page.evaluate("window.__spoken")


def test_the_board_speaks_a_judgement_a_marker_and_the_deals_rule_in_its_language_once(browser, server):
    t = Game(Http(server.port), "howell", names=NAMES)
    board = board_with_voices(browser, server, [{"lang": "en-US", "name": "English"}, {"lang": "de-DE", "name": "Deutsch"}])
    board.goto(f"/t/{t.code}/board")
    toggle = board.testid("speech")
    expect(toggle).to_have_text(DE.text("speech.off", {}))
    expect(toggle).to_have_attribute("aria-pressed", "false")  # off by default
    toggle.click()
    expect(toggle).to_have_text(DE.text("speech.on", {}))
    ann, ben, cat = NAMES[:3]  # Ann deals; Bernd plays 9 right (card 10 gets a marker) and becomes prophet
    t.act(ann, {"type": "start", "first_dealer": t.ids[ann]})
    t.act(ann, {"type": "seal_rule", "text": RULE})
    t.act(ann, {"type": "starter", "cards": 1, "rank": 1})
    expect(board.testid("now")).to_be_visible()
    assert t.turn() == ben
    t.act(ben, {"type": "attempt", "cards": 9})
    t.act(ann, {"type": "judge", "verdict": "right"})
    board.page.wait_for_function("() => window.__spoken.length >= 1")
    t.act(ben, {"type": "declare_prophet"})
    board.page.wait_for_function("() => window.__spoken.length >= 2")
    t.act(cat, {"type": "attempt", "cards": 14})  # Clara empties her hand: the deal is over
    t.act(ben, {"type": "judge", "verdict": "right"})
    t.act(ann, {"type": "confirm"})
    board.page.wait_for_function("() => window.__spoken.length >= 4")
    board.page.wait_for_timeout(300)
    said = spoken(board)
    texts = [s["text"] for s in said]
    assert {s["lang"] for s in said} == {"de-DE"}, said
    assert texts[0].startswith("Richtig") and texts[0].endswith(DE.text("result.marker", {"at": 10})), texts
    assert texts[1] == DE.text("speech.prophet", {"who": ben}), texts
    assert texts[2].startswith("Richtig"), texts  # the prophet's verdict, confirmed
    assert texts[3] == DE.text("speech.deal_over", {"number": 1, "rule": RULE}), texts
    assert len(texts) == 4, texts  # nothing twice

    board.page.reload()  # on again, remembered; what was said is not said again
    expect(board.testid("speech")).to_have_text(DE.text("speech.on", {}))
    board.page.wait_for_timeout(800)
    assert spoken(board) == []
    assert not board.errors and not board.policy, (board.errors, board.policy)
    board.close()


def test_with_no_voice_for_the_boards_language_the_toggle_says_so_and_nothing_is_spoken(browser, server):
    t = Game(Http(server.port), "howell", names=NAMES)
    board = board_with_voices(browser, server, [{"lang": "en-US", "name": "English"}])
    board.goto(f"/t/{t.code}/board")
    board.testid("speech").click()
    expect(board.testid("speech")).to_have_text(DE.text("speech.no_voice", {}))
    t.act(NAMES[0], {"type": "start", "first_dealer": t.ids[NAMES[0]]})
    expect(board.testid("now")).to_be_visible()
    quick_deal(t)
    expect(board.page.get_by_role("heading", name=DE.text("over.title", {"number": 1}))).to_be_visible()
    board.page.wait_for_timeout(500)
    assert spoken(board) == []
    assert not board.errors and not board.policy, (board.errors, board.policy)
    board.close()
