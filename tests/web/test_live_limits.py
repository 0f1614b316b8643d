"""The table's limits (issue 8): actions per phone, records per deal, the paged log,
and who-is-connected without publish storms (Flask test client; the hub with plain subscribers)."""
from __future__ import annotations

import pytest

from companion.config import Config
from companion.rules.errors import TooManyRequests
from companion.service.table_service import LARGEST_LOG_PAGE, RECORDS_PER_DEAL, TableService
from companion.storage.store import open_store
from companion.web import create_app
from companion.web.services import services
from companion.web.wire import to_wire
from tests.phones import FakeSocket, Game
from tests.support import FlaskHttp
from tests.web.conftest import OPEN_LIMITS
from tests.web.test_authorization import with_prophet


def app_with(tmp_path, records_per_deal=RECORDS_PER_DEAL, largest_log_page=LARGEST_LOG_PAGE, **limits):
    """An app with these settings, and these bounds of its table service (tighter than the server's)."""
    config = dict(OPEN_LIMITS, **limits)
    app = create_app(Config(db=str(tmp_path / "limits.sqlite3"), public_url="http://table.test", **config),
                     records_per_deal=records_per_deal, largest_log_page=largest_log_page)
    return app, FlaskHttp(app.test_client())


def test_a_flood_of_actions_from_one_phone_gets_429_with_retry_after(tmp_path):
    app, http = app_with(tmp_path, limit_actions=(5, 60))
    game = Game(http, "howell", people=3)
    for _ in range(5):  # five taps, some refused by the rules: each counts
        http.post(f"{game.path}/actions", {"type": "options", "options": {"hand_size": 9}}, token=game.tokens["p1"])
    version = game.snap()["version"]
    response = app.test_client().post(f"{game.path}/actions", json={"type": "start"},
                                      headers={"Authorization": f"Bearer {game.tokens['p1']}"})
    assert response.status_code == 429
    assert response.get_json()["error"] == "too_many_actions"
    retry = int(response.headers["Retry-After"])
    assert 1 <= retry <= 60
    assert f"{retry} s" in response.get_json()["message"]
    assert game.snap()["version"] == version  # nothing applied
    # another phone at the same table is not held back (the rules answer it: only the host starts)
    status, body = http.post(f"{game.path}/actions", {"type": "start"}, token=game.tokens["p2"])
    assert (status, body["error"]) == (403, "host_only")


def test_a_deal_holds_at_most_records_per_deal_then_409_too_many_records(tmp_path):
    app, http = app_with(tmp_path, records_per_deal=9)
    game = Game(http, "howell", people=4)  # create + 3 joins: 4 records before the first deal
    game.start(first_dealer="p1")
    for n in range(6):  # the deal's own records, counted from its start; the last 3 are kept
        game.act("p1", {"type": "seal_rule", "text": f"rule {n}"})
    answer = game.act("p1", {"type": "seal_rule", "text": "one too many"}, expect=409)
    assert answer["error"] == "too_many_records" and "9" in answer["message"]
    for _ in range(3):
        game.act("p1", {"type": "undo"})  # the room kept for an undo
    version = game.snap()["version"]
    answer = game.act("p1", {"type": "undo"}, expect=409)  # undo is a record too
    assert answer["error"] == "too_many_records"
    assert game.snap()["version"] == version
    game.act("p1", {"type": "end_game"})  # ending the game stays possible


def test_records_before_the_first_deal_are_limited_too(tmp_path):
    app, http = app_with(tmp_path, records_per_deal=6)  # the last 2 kept for kicks
    game = Game(http, "howell", people=3)
    game.act("p1", {"type": "options", "options": {"hand_size": 9}})
    answer = game.act("p1", {"type": "options", "options": {"hand_size": 8}}, expect=409)
    assert answer["error"] == "too_many_records"


def play_some(game: Game) -> None:
    """A few dozen records, with undos (so `undone` must cross pages)."""
    game.start(first_dealer="p1")
    game.act("p1", {"type": "seal_rule", "text": "red after black"})
    game.act("p1", {"type": "starter", "cards": 1, "rank": 5})
    for _ in range(12):
        s = game.snap()
        if s["phase"] == "turn":
            game.act(s["turn"], {"type": "attempt", "cards": 1})
        elif s["phase"] == "judging":
            game.act("p1", {"type": "judge", "verdict": "wrong"})
            game.act("p1", {"type": "undo"})
            game.act("p1", {"type": "judge", "verdict": "right"})


def test_the_log_pages_with_after_and_limit(tmp_path):
    app, http = app_with(tmp_path, largest_log_page=10)
    game = Game(http, "howell", people=4)
    play_some(game)
    whole = services(app).tables.log(game.code, game.tokens["p2"])
    assert len(whole) > 25 and any(a["undone"] for a in whole)
    pages, after = [], 0
    while after is not None:
        status, page = http.get(f"{game.path}/log?after={after}&limit=7", token=game.tokens["p2"])
        assert status == 200 and len(page["actions"]) <= 7
        pages += page["actions"]
        after = page["next_after"]
        if after is not None:
            assert after == page["actions"][-1]["seq"]
    assert pages == whole  # same records, same `undone`, same sealed rule kept back
    assert "red after black" not in str(pages)
    # without a limit: the largest page
    status, page = http.get(f"{game.path}/log")
    assert [a["seq"] for a in page["actions"]] == list(range(1, 11)) and page["next_after"] == 10
    # past the end: nothing, and no next page
    last = whole[-1]["seq"]
    status, page = http.get(f"{game.path}/log?after={last}")
    assert status == 200 and page == {"actions": [], "next_after": None}
    status, page = http.get(f"{game.path}/log?after={last - 3}&limit=3")
    assert [a["seq"] for a in page["actions"]] == [last - 2, last - 1, last] and page["next_after"] is None


@pytest.mark.parametrize("query, code", [("limit=0", "bad_limit"), ("limit=11", "bad_limit"),
                                         ("limit=abc", "bad_limit"), ("after=-1", "bad_after"),
                                         ("after=1.5", "bad_after"), ("after=%C2%B2", "bad_after")])
def test_a_bad_log_page_is_400_with_a_code(tmp_path, query, code):
    app, http = app_with(tmp_path, largest_log_page=10)
    game = Game(http, "howell", people=2)
    status, body = http.get(f"{game.path}/log?{query}")
    assert status == 400 and body["error"] == code


def test_the_undone_mark_of_a_page_comes_from_a_later_undo(http):
    game, _ = with_prophet(http)
    game.act("p2", {"type": "undo"})
    status, whole = http.get(f"{game.path}/log")
    declared = [a for a in whole["actions"] if a["type"] == "declare_prophet"][-1]
    status, page = http.get(f"{game.path}/log?after={declared['seq'] - 1}&limit=1")
    assert page["actions"][0]["seq"] == declared["seq"] and page["actions"][0]["undone"] is True


# -- presence without storms (the service and the hub, with plain subscribers) --

class Later:
    """A scheduler the test runs by hand."""

    def __init__(self):
        self.due = []

    def __call__(self, seconds, fn):
        self.due.append(fn)

    def run(self):
        due, self.due = self.due, []
        for fn in due:
            fn()


@pytest.fixture
def service(tmp_path):
    later = Later()
    tables = TableService(open_store(str(tmp_path / "presence.sqlite3")), spectators_per_table=5, sockets_per_seat=2,
                          schedule=later)
    code, host, token = tables.create("howell", {}, "Ann")
    tables.join(code, "Ben", None)
    return tables, code, later


def test_spectators_arriving_and_leaving_publish_nothing(service):
    tables, code, later = service
    ann = FakeSocket("p1")
    tables.subscribe(code, ann)
    later.run()
    seen = len(ann.offered)
    crowd = [FakeSocket(None) for _ in range(3)]
    for spectator in crowd:
        tables.subscribe(code, spectator)
        assert len(spectator.offered) == 1  # each gets the state itself
    for spectator in crowd:
        tables.unsubscribe(code, spectator)
    assert later.due == [] and len(ann.offered) == seen


def test_arrivals_are_coalesced_into_one_publish(service):
    tables, code, later = service
    ann, ben, ben2 = FakeSocket("p1"), FakeSocket("p2"), FakeSocket("p2")
    for phone in (ann, ben, ben2):
        tables.subscribe(code, phone)
    assert len(later.due) == 1  # one publish scheduled for all three arrivals
    later.run()
    last = ann.offered[-1]
    assert b'"connected":true' in last.text("p1") and last.text("p1").count(b'"connected":true') == 2
    # Ben's second device leaving changes nothing; his last one leaving is published once
    tables.unsubscribe(code, ben2)
    assert later.due == []
    tables.unsubscribe(code, ben)
    later.run()
    assert ann.offered[-1].text("p1").count(b'"connected":true') == 1
    revisions = [f.revision for f in ann.offered]
    assert revisions == sorted(revisions)


def test_a_table_takes_at_most_spectators_per_table_spectators(service):
    tables, code, later = service
    phones = [FakeSocket(None) for _ in range(5)]
    for phone in phones:
        tables.subscribe(code, phone)
    with pytest.raises(TooManyRequests) as refused:
        tables.subscribe(code, FakeSocket(None))
    assert refused.value.code == "too_many_sockets" and refused.value.retry_after == 30
    assert "try again in 30 seconds" in to_wire(refused.value)[1]["message"]
    tables.unsubscribe(code, phones[0])
    tables.subscribe(code, FakeSocket(None))  # room again


def test_spectators_cannot_lock_a_seated_person_out(service):
    tables, code, later = service
    crowd = [FakeSocket(None) for _ in range(5)]  # as many as the table takes: only the code is needed
    for spectator in crowd:
        tables.subscribe(code, spectator)
    ann, ben = FakeSocket("p1"), FakeSocket("p2")
    tables.subscribe(code, ann)
    tables.subscribe(code, ben)
    assert len(ann.offered) == len(ben.offered) == 1 and ann.closed is None and ben.closed is None
    later.run()
    assert b'"connected":true' in ann.offered[-1].text("p1")  # and the others hear they are here
    assert all(spectator.closed is None for spectator in crowd)


def test_a_seat_past_its_sockets_closes_its_oldest_with_4429(service):
    tables, code, later = service
    first, second, third = (FakeSocket("p1") for _ in range(3))  # sockets_per_seat=2: a reload's overlap
    for phone in (first, second, third):
        tables.subscribe(code, phone)
    assert (first.closed, second.closed, third.closed) == (4429, None, None)
    assert len(third.offered) == 1  # the newest is admitted, always
    ben = FakeSocket("p2")
    tables.subscribe(code, ben)
    assert ben.closed is None  # another seat's sockets are its own


# -- no one player stalls a deal -----------------------------------------------------------------

def taps_until_refused(game: Game, seat: str) -> tuple[int, dict]:
    """``seat`` taps and withdraws, a play then a no-play claim, as long as the server lets it."""
    for n in range(100):
        game.act(seat, {"type": "attempt", "cards": 1} if n % 2 else {"type": "no_play"})
        status, answer = game.http.post(f"{game.path}/actions", {"type": "withdraw"}, token=game.tokens[seat])
        if status != 200:
            return n, answer
    raise AssertionError("never refused")


def test_a_seat_withdrawing_its_own_taps_is_refused_before_it_fills_the_deal_the_dealer_still_judges(tmp_path):
    app, http = app_with(tmp_path, records_per_deal=60)  # a tenth of it for one seat's churn: 3 withdraws
    game = Game(http, "howell", people=4, options={"hand_size": 1})
    game.start(first_dealer="p1")
    game.act("p1", {"type": "starter", "cards": 1, "rank": 1})  # p2 plays first
    withdrawn, refused = taps_until_refused(game, "p2")
    assert (withdrawn, refused["error"]) == (3, "too_many_withdrawals")
    assert game.snap()["phase"] == "judging"  # the last tap (an attempt) waits for the verdict
    assert game.snap()["version"] - game.versions[0] < 60 - 3  # the deal is nowhere near full
    game.act("p1", {"type": "judge", "verdict": "right"})  # the dealer still judges: p2's one card, the deal ends
    assert game.snap()["phase"] == "deal_over"
    game.act("p1", {"type": "undo"})  # and undoes: the tap waits again
    assert game.act("p2", {"type": "withdraw"}, expect=409)["error"] == "too_many_withdrawals"  # an undo gives none back
    game.act("p1", {"type": "judge", "verdict": "right"})
    game.act("p1", {"type": "kick", "player": "p4"})  # the host still kicks between deals


def test_each_seat_has_its_own_withdraws(tmp_path):
    app, http = app_with(tmp_path, records_per_deal=60)
    game = Game(http, "howell", people=4, options={"hand_size": 2})
    game.start(first_dealer="p1")
    game.act("p1", {"type": "starter", "cards": 1, "rank": 1})
    assert taps_until_refused(game, "p2")[0] == 3
    game.act("p1", {"type": "judge", "verdict": "wrong"})  # p2's turn passes
    assert game.snap()["turn"] == "p3"
    game.act("p3", {"type": "attempt", "cards": 1})
    game.act("p3", {"type": "withdraw"})  # another seat withdraws as before


def test_a_full_deal_still_takes_the_dealers_judgement_and_undo_and_the_hosts_kick(tmp_path):
    app, http = app_with(tmp_path, records_per_deal=60)  # the last 3 records kept for them
    game = Game(http, "howell", people=5, options={"hand_size": 1})
    start = game.start(first_dealer="p1")["version"]
    game.act("p1", {"type": "starter", "cards": 1, "rank": 1})  # 1
    game.act("p2", {"type": "attempt", "cards": 1})  # 2
    game.act("p1", {"type": "judge", "verdict": "right"})  # 3: the deal is over
    while game.snap()["version"] - start < 57:  # the dealer's corrections fill the deal
        game.act("p1", {"type": "undo"})
        game.act("p1", {"type": "judge", "verdict": "right"})
    assert game.snap()["phase"] == "deal_over"
    refused = game.act("p1", {"type": "seat", "order": ["p1", "p3", "p2", "p4", "p5"]}, expect=409)
    assert refused["error"] == "too_many_records"
    game.act("p1", {"type": "undo"})  # 58
    game.act("p1", {"type": "judge", "verdict": "right"})  # 59
    game.act("p1", {"type": "kick", "player": "p5"})  # 60
    assert game.act("p1", {"type": "undo"}, expect=409)["error"] == "too_many_records"
    assert game.act("p1", {"type": "next_deal"})["phase"] == "starter"  # and the way out, as before


def test_a_lobby_at_the_records_limit_turns_newcomers_away_and_the_host_still_kicks(tmp_path):
    app, http = app_with(tmp_path, records_per_deal=12)  # in a lobby of 4: the last 3 kept for kicks
    game = Game(http, "howell", people=4)  # 1-4
    while game.snap()["version"] < 9:
        game.act("p1", {"type": "options", "options": {}})
    assert game.act("p1", {"type": "options", "options": {}}, expect=409)["error"] == "too_many_records"
    status, refused = http.post(f"{game.path}/join", {"name": "Flo"})
    assert (status, refused["error"]) == (409, "too_many_records")
    for seat in ("p4", "p3", "p2"):
        game.act("p1", {"type": "kick", "player": seat})  # 10-12
    assert [p["id"] for p in game.snap()["people"]] == ["p1"]
