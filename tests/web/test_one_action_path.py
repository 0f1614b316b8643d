"""One path for an action (``TableService.submit``) and one mapping of its errors (``wire.to_wire``).

The order of checks, the per-seat action limit, what stays allowed past
the records limit, the shape of an ``action_id``, a socket's session that
outlived its seat, and every kind of error on the wire.
"""
from __future__ import annotations

import json

from companion.storage.interface import Unavailable
import pytest
from werkzeug.exceptions import RequestEntityTooLarge

from companion.config import Config
from companion.rules import errors
from companion.service.cache import TableCache
from companion.service.codes import Session
from companion.admission import policy
from companion.service.table_service import TableService
from companion.storage.store import open_store
from companion.web import create_app
from companion.web.wire import status_of, to_wire
from companion.web.services import services
from tests.phones import Game
from tests.support import FlaskHttp
from tests.web.conftest import OPEN_LIMITS


def app_with(tmp_path, records_per_deal=2000, **settings):
    app = create_app(Config(db=str(tmp_path / "path.sqlite3"), public_url="http://table.test",
                            **dict(OPEN_LIMITS, **settings)), records_per_deal=records_per_deal)
    return app, FlaskHttp(app.test_client())


# -- the order and the cost of a tap ------------------------------------------------------

class CountingLock:
    """The table's lock, counting how often it is taken."""

    def __init__(self, lock):
        self.lock, self.taken = lock, 0

    def __enter__(self):
        self.taken += 1
        return self.lock.__enter__()

    def __exit__(self, *exc):
        return self.lock.__exit__(*exc)

    def acquire(self, *args, **kwargs):
        self.taken += 1
        return self.lock.acquire(*args, **kwargs)

    def release(self):
        return self.lock.release()


def test_a_tap_looks_its_table_up_once_and_takes_its_lock_once(app, http, monkeypatch):
    game = Game(http, "howell", people=3)
    tables = services(app).tables
    with tables.cache.held(game.code) as table:
        lock = table.lock = CountingLock(table.lock)
    lookups = []
    entry = TableCache.entry
    monkeypatch.setattr(TableCache, "entry", lambda self, code: lookups.append(code) or entry(self, code))
    game.act("p1", {"type": "kick", "player": "p3"})
    assert (len(lookups), lock.taken) == (1, 1)
    game.act("p2", {"type": "kick", "player": "p1"}, expect=403)  # a refusal costs the same
    assert (len(lookups), lock.taken) == (2, 2)


def test_the_order_is_404_then_401_then_429_then_400(tmp_path):
    app, http = app_with(tmp_path, limit_actions=(1, 60))
    game = Game(http, "howell", people=2)
    post = lambda code, token: http.call("POST", f"/api/tables/{code}/actions", raw=b"{", token=token)  # noqa: E731
    assert post("ZZZZZZ", "nobody")[1]["error"] == "unknown_table"
    assert post(game.code, "nobody")[1]["error"] == "unknown_token"
    assert post(game.code, game.tokens["p2"])[1]["error"] == "bad_json"  # counted: the seat's one action
    assert post(game.code, game.tokens["p2"])[1]["error"] == "too_many_actions"  # before the body


# -- the action limit is per seat ----------------------------------------------------------

def test_the_action_limit_is_per_seat_so_a_reissued_token_gets_no_new_window(tmp_path):
    """Issue 18: the host re-issuing their own token got a fresh window each time."""
    app, http = app_with(tmp_path, limit_actions=(3, 60))
    game = Game(http, "howell", people=3)
    for _ in range(3):
        game.act("p1", {"type": "options", "options": {}})
    assert game.act("p1", {"type": "options", "options": {}}, expect=429)["error"] == "too_many_actions"
    status, again = http.post(f"{game.path}/people/p1/rejoin", {}, token=game.tokens["p1"])
    assert status == 200
    game.tokens["p1"] = again["token"]
    refused = game.act("p1", {"type": "options", "options": {}}, expect=429)  # the same seat: the same window
    assert refused["error"] == "too_many_actions" and refused["retry_after"] >= 1
    game.act("p2", {"type": "options", "options": {}}, expect=403)  # another seat has its own (the rules answer)


# -- past the records limit ----------------------------------------------------------------

def test_start_is_never_blocked_by_the_records_limit(tmp_path):
    app, http = app_with(tmp_path, records_per_deal=8)  # the last 3 kept for kicks
    game = Game(http, "howell", people=4)  # create + 3 joins
    game.act("p1", {"type": "options", "options": {"hand_size": 9}})
    assert game.act("p1", {"type": "options", "options": {}}, expect=409)["error"] == "too_many_records"
    started = game.start(first_dealer="p1")
    assert started["phase"] == "starter"


# -- an action_id is visible text -----------------------------------------------------------

@pytest.mark.parametrize("raw_id", ["a\\u0000b", "tap\\n1", "tap\\u0007", "tap\\u007f", "\\ud800",
                                    "a\\u202eb", "zero\\u200bwidth", "\\u0085", "hangul\\u3164filler"],
                         ids=["nul", "newline", "bell", "delete", "lone-surrogate", "bidi-override",
                              "zero-width-space", "next-line", "invisible-letter"])
def test_an_action_id_must_be_visible_text_and_is_never_echoed(app, http, raw_id):
    game = Game(http, "howell", people=3)
    before = game.snap("p1")
    raw = ('{"type": "kick", "player": "p3", "action_id": "%s"}' % raw_id).encode()
    status, answer = http.call("POST", f"{game.path}/actions", raw=raw, token=game.tokens["p1"])
    assert (status, answer["error"]) == (400, "bad_action_id")
    sent = json.loads(raw, strict=False)["action_id"]
    assert sent not in json.dumps(answer, ensure_ascii=False) and raw_id not in json.dumps(answer)
    assert game.snap("p1") == before


def test_an_action_id_of_visible_text_in_any_script_is_taken(app, http):
    game = Game(http, "howell", people=3)
    game.act("p1", {"type": "kick", "player": "p3", "action_id": "Ann's tap #1 · τ 🂡"})
    game.act("p1", {"type": "kick", "player": "p2", "action_id": "table\u00a0one"})  # a no-break space is visible text, as in a name


# -- a socket's session ---------------------------------------------------------------------

@pytest.fixture
def service(tmp_path):
    tables = TableService(open_store(str(tmp_path / "session.sqlite3")))
    code, host, token = tables.create("howell", {}, "Ann")
    people = {host: token}
    for name in ("Ben", "Cy"):
        person, tok = tables.join(code, name, None)
        people[person] = tok
    return tables, code, people


def test_a_session_acts_while_its_token_holds_its_seat(service):
    tables, code, people = service
    session = tables.session(code.lower(), people["p1"])
    assert (session.code, session.person) == (code, "p1")
    receipt = tables.submit(code, session, {"type": "options", "options": {}})
    assert receipt.applied and receipt.version == 4 and receipt.sender == "p1"
    assert json.loads(receipt.body)["me"] == "p1"


def test_a_session_whose_token_was_reissued_or_whose_person_was_kicked_is_refused_401(service):
    tables, code, people = service
    ben, cy = tables.session(code, people["p2"]), tables.session(code, people["p3"])
    tables.reissue(code, people["p1"], "p2")
    with pytest.raises(errors.Unauthorized):
        tables.submit(code, ben, {"type": "withdraw"})
    tables.act(code, people["p1"], {"type": "kick", "player": "p3"})
    with pytest.raises(errors.Unauthorized):
        tables.submit(code, cy, {"type": "withdraw"})


def test_a_session_is_for_its_own_table_and_person_only(service):
    tables, code, people = service
    other, host, token = tables.create("howell", {}, "Dee")
    with pytest.raises(errors.Unauthorized):
        tables.submit(other, Session(code, token, "p1"), {"type": "options", "options": {}})
    with pytest.raises(errors.Unauthorized):
        tables.submit(code, Session(code, people["p2"], "p1"), {"type": "options", "options": {}})


def test_act_answers_the_senders_snapshot_as_data(service):
    tables, code, people = service
    snapshot = tables.act(code, people["p1"], {"type": "options", "options": {}})
    assert snapshot == tables.snapshot(code, people["p1"]) and snapshot["me"] == "p1"


# -- every error on the wire, in one place ---------------------------------------------------

def test_every_kind_of_error_maps_to_one_status_body_and_headers():
    stale = errors.StaleVersion("stale_version", at="table")
    stale.state = {"version": 3}
    limited = errors.TooManyRequests("too_many_actions", 7, kind="action")
    from gunicorn.http.errors import InvalidChunkSize

    cases = [
        (errors.Forbidden("host_only"), 403, "host_only", {}),
        (stale, 409, "stale_version", {}),
        (limited, 429, "too_many_actions", {"Retry-After": "7"}),
        (errors.TooManyRequests("too_many_requests"), 429, "too_many_requests", {"Retry-After": "60"}),
        (RequestEntityTooLarge(), 413, "too_large", {}),
        (InvalidChunkSize("zz"), 400, "bad_request", {}),
        (Unavailable("gone"), 503, "database_unavailable", {"Retry-After": "2"}),
        (RuntimeError("boom"), 500, "internal_error", {}),
    ]
    for exc, status, code, headers in cases:
        got_status, body, got_headers = to_wire(exc)
        assert (got_status, body["error"]) == (status, code) and body["message"], exc
        assert got_headers == {"Cache-Control": "no-store", **headers}, exc
    assert to_wire(stale)[1]["state"] == {"version": 3}
    assert to_wire(limited)[1]["retry_after"] == 7


def test_each_kind_of_the_cores_refusal_has_its_one_status():
    for kind, status in [(errors.RuleError, 400), (errors.BadInput, 400), (errors.Unauthorized, 401),
                         (errors.Forbidden, 403), (errors.NotFound, 404), (errors.Conflict, 409),
                         (errors.StaleVersion, 409), (errors.TooManyRequests, 429)]:
        assert status_of(kind("x")) == to_wire(kind("x"))[0] == status, kind


def test_a_429_of_the_core_says_when_in_its_sentence_and_its_header():
    for seconds, when in [(1, "1 second"), (30, "30 seconds")]:
        status, body, headers = to_wire(errors.TooManyRequests("too_many_requests", seconds, kind="join"))
        assert body == {"error": "too_many_requests", "retry_after": seconds,
                        "message": f"Too many joins from this address; try again in {when}."}
        assert headers["Retry-After"] == str(seconds)
    _, body, _ = to_wire(policy.refusal("spectators", policy.SOCKET_WAIT, 5))  # the policy's code and sentence
    assert body == {"error": "too_many_sockets", "retry_after": 30, "message": "This table already has 5 "
                    "spectators' connections, the most it takes; try again in 30 seconds."}
    # one that does not say when: the wire's default wait, in its sentence and its header
    _, body, headers = to_wire(errors.TooManyRequests("too_many_requests"))
    assert body["message"].endswith("try again in 60 seconds.") and headers["Retry-After"] == str(body["retry_after"]) == "60"
