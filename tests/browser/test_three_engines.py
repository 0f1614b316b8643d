"""Every phone at the table (issue 45): the phone pages work in the three engines the phones of a class
run, at 390 × 844 — WebKit (every iPhone's Safari), Gecko (Firefox) and Chromium — with no error on
the console of any page. One browser per engine plays a seat among people on the API: it joins a
table, waits in its lobby, switches its language, follows a live deal over the socket, taps a two-tap
Undo with a finger, opens the table's board; it opens a room for its organizer and joins another,
and opens the room's board; a reload while the server is briefly stopped shows the page from the
service worker's shell, which comes back live with the server. tests/browser/engines.py drives them."""
from __future__ import annotations

import time

import pytest

from tests.phones import Game
from tests.rooms import RoomDriver
from tests.support import Http, ServerProcess

from .engines import ENGINES, missing

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def served(tmp_path_factory):
    folder = tmp_path_factory.mktemp("engines")
    server = ServerProcess(str(folder / "engines.sqlite3"), quiet=False)  # its access log: what the phones asked for
    server.env.update(COMPANION_PUBLIC_URL=server.url, COMPANION_ACCESS_LOG="-")
    server.start()
    yield server, folder
    server.discard()


@pytest.fixture(scope="module", params=["webkit", "firefox", "chromium"])
def tab(request, served):
    lacking = missing(request.param)
    if lacking:
        pytest.fail(f"{request.param} needs {lacking} (tests/run.sh installs it)")
    server, folder = served
    if request.param == "chromium":  # the session's Playwright: a second one in this thread would be refused
        phone, end = ENGINES["chromium"](server.url, folder, browser=request.getfixturevalue("browser"))
    else:
        phone, end = ENGINES[request.param](server.url, folder)
    yield phone
    end()


def no_console_error(tab, since: int) -> None:
    errors = tab.console()[since:]
    assert not errors, f"{tab.engine}: errors on the console: {errors}"


def test_a_seat_joins_waits_switches_language_and_plays_a_live_deal_by_touch(tab, served):
    server = served[0]
    seen = len(tab.console())
    game = Game(Http(server.port), "express", names=["Ann", "Cid"])
    tab.goto(f"/t/{game.code}")
    tab.choose("Language", "Deutsch")
    tab.until("the page in German", lambda: tab.js("return document.documentElement.lang") == "de")
    tab.shows("Sprache")
    tab.choose("Sprache", "English")
    tab.shows("Language")
    tab.fill("Your name", "Bea")
    tab.tap("Take a seat")
    tab.shows("You are seated")  # the lobby
    assert tab.sideways_scroll() <= 0, "the lobby scrolls sideways at 390 px"

    game.ids["Bea"] = bea = next(p["id"] for p in game.snap()["people"] if p["name"] == "Bea")
    game.start(first_dealer=bea)  # the deal comes to Bea's phone over the socket
    tab.touch("Place the starter")
    tab.until("the starter placed", lambda: game.snap()["turn"])
    first = game.turn()  # on the dealer's left
    tab.testid_shows("now", f"{first}'s turn.")
    game.act(first, {"type": "attempt", "cards": 1})
    tab.touch("Right")  # Bea, the dealer, judges the card that came over the socket
    tab.testid_shows("instruction", f"Right: {first}'s 1 card goes on the mainline.")

    version = game.snap()["version"]
    undo = "Undo: Bea judged: right."
    tab.touch(undo)  # armed: the second tap undoes
    tab.touch(undo.replace("Undo:", "Tap again to undo:", 1))
    tab.element("//button[normalize-space(.)='Right']", "the judging again")
    assert game.snap()["version"] == version + 1
    assert tab.sideways_scroll() <= 0, "the deal scrolls sideways at 390 px"

    tab.goto(f"/t/{game.code}/board")
    tab.testid_shows("now", "Bea")
    no_console_error(tab, seen)


def test_a_room_opened_joined_and_on_its_board(tab, served):
    server = served[0]
    seen = len(tab.console())
    tab.goto("/")
    tab.fill("The room's name", "Class 4b")
    tab.fill("The organizer's name", "Ms Lee")  # the room card's own name field
    tab.tap("Set up the room")
    tab.until("the organizer's screen", lambda: tab.js("return location.pathname").endswith("/organizer"))
    tab.testid_shows("organizer-lobby", "Nobody waits in the lobby.")
    assert tab.sideways_scroll() <= 0, "the organizer's screen scrolls sideways at 390 px"
    code = tab.js("return location.pathname").split("/")[2]
    Http(server.port).post(f"/api/rooms/{code}/join", {"name": "Dan"})
    tab.testid_shows("organizer-lobby", "Dan")
    tab.goto(f"/r/{code}/board")
    tab.testid_holds("room-waiting", "Dan")  # a 1280 px screen's page: Firefox cuts its list at 390 px

    other = RoomDriver(Http(server.port))
    tab.goto(f"/r/{other.code}")
    tab.fill("Your name", "Eve")
    tab.tap("Join the room")
    tab.testid_shows("room-lobby", "Wait for your table")
    assert tab.sideways_scroll() <= 0, "the room's lobby scrolls sideways at 390 px"
    no_console_error(tab, seen)


def test_a_reload_while_the_server_is_briefly_stopped(tab, served):
    server = served[0]
    seen = len(tab.console())
    game = Game(Http(server.port), "express", names=["Ann", "Cid", "Bea"])
    game.start(first_dealer=game.ids["Ann"])
    tab.goto(f"/t/{game.code}#token={game.tokens[game.ids['Bea']]}")
    tab.testid_shows("now", "Ann")

    room = RoomDriver(Http(server.port))
    tab.goto(f"/r/{room.code}")
    tab.fill("Your name", "Eve")
    tab.tap("Join the room")
    tab.testid_shows("room-lobby", "Wait for your table")
    tab.service_worker_ready()
    no_console_error(tab, seen)

    server.kill()
    try:  # a room's page, then a table's, reloaded: the service worker's shell, from what the phone kept
        tab.reload()
        tab.testid_shows("room-lobby", "Wait for your table")
        tab.goto(f"/t/{game.code}")
        tab.until("the table's page offline", lambda: tab.text("//*[@id='conn']").strip() in ("offline", "reconnecting…", "connecting…"))
    finally:
        server.start()
    tab.until("the table live again", lambda: tab.text("//*[@id='conn']").strip() == "live", timeout=30)
    tab.goto(f"/r/{room.code}")
    tab.testid_shows("room-lobby", "One person waits in the lobby.")


def test_a_page_fetches_its_catalog_once(tab, served):
    """The page preloads its language's catalog and i18n.js reads that answer: one request for it a
    page, in each engine (WebKit fetched it twice, the preload and a revalidation, on every page)."""
    server = served[0]
    game = Game(Http(server.port), "express", names=["Ann"])
    tab.goto(f"/t/{game.code}")
    tab.shows("Take a seat")  # the service worker is in, from the tests before
    asked = server.log.read_text().count("GET /static/i18n/en.ftl ")
    for _ in range(2):
        tab.goto(f"/t/{game.code}")
        tab.shows("Take a seat")
    time.sleep(0.5)  # an access log line is written once its answer is sent
    assert server.log.read_text().count("GET /static/i18n/en.ftl ") - asked == 2, f"{tab.engine}: the catalog asked for more than once a page"
