"""What a client may cost (issue 18): the snapshot's ETag, the log page's price, each address's budget.

Flask's test client through the whole WSGI stack (ProxyFix, Flask and admission's hook,
``web/admit.py``), and ``counters.Budget`` (``limits``' sliding window counter) itself.
"""
from __future__ import annotations

import time

from companion.config import Config
from companion.web import create_app
from companion.admission.counters import Budget, Counts
from companion.admission.policy import Admission
from companion.web.services import services
from tests.phones import Game
from tests.support import FlaskHttp
from tests.web.conftest import OPEN_LIMITS


PHONE = "192.168.1.23"  # a phone on the table's Wi-Fi: this machine itself (127.0.0.1) is not counted


def lan_client(app, address: str = PHONE):
    """Flask's test client, its requests coming from ``address`` (the test client's own is 127.0.0.1)."""
    client = app.test_client()
    client.environ_base["REMOTE_ADDR"] = address
    return client


def app_with(tmp_path, **settings):
    config = dict(OPEN_LIMITS, **settings)
    app = create_app(Config(db=str(tmp_path / "budget.sqlite3"), public_url="http://table.test", **config))
    return app, FlaskHttp(lan_client(app))


# -- the snapshot from the current render, with its tag -----------------------------------------


def test_the_snapshot_has_a_strong_etag_and_if_none_match_answers_304(tmp_path):
    app, http = app_with(tmp_path)
    game = Game(http, "howell", people=4)
    client = lan_client(app)
    path, auth = game.path, {"Authorization": f"Bearer {game.tokens['p2']}"}
    first = client.get(path, headers=auth)
    tag = first.headers["ETag"]
    assert first.status_code == 200 and tag.startswith('"') and not tag.startswith("W/")
    assert "no-store" not in first.headers["Cache-Control"] and "Authorization" in first.headers["Vary"]
    again = client.get(path, headers={**auth, "If-None-Match": tag})
    assert again.status_code == 304 and again.data == b"" and again.headers["ETag"] == tag
    assert client.get(path, headers={**auth, "If-None-Match": '"another"'}).data == first.data
    # a changed table has a new tag, and the old one gets the whole new snapshot
    game.start(first_dealer="p1")
    changed = client.get(path, headers={**auth, "If-None-Match": tag})
    assert changed.status_code == 200 and changed.headers["ETag"] != tag
    assert changed.get_json()["version"] == first.get_json()["version"] + 1


def test_a_viewer_who_sees_more_has_a_tag_of_their_own(tmp_path):
    app, http = app_with(tmp_path)
    game = Game(http, "howell", people=4)
    game.start(first_dealer="p1")
    game.act("p1", {"type": "seal_rule", "text": "red after black"})
    client = lan_client(app)
    dealer = client.get(game.path, headers={"Authorization": f"Bearer {game.tokens['p1']}"})
    spectator = client.get(game.path)
    assert dealer.headers["ETag"] != spectator.headers["ETag"]
    assert b"red after black" in dealer.data and b"red after black" not in spectator.data
    # the dealer's tag does not fetch the dealer's snapshot for anyone else
    assert client.get(game.path, headers={"If-None-Match": dealer.headers["ETag"]}).status_code == 200


# -- log pages: the same page again is kept, and a page costs what it holds ----------------------


def play(game: Game, records: int) -> None:
    s = game.start(first_dealer="p1")
    while s["version"] < records:
        if s["phase"] == "starter":
            s = game.act(s["dealer"], {"type": "starter", "cards": 1, "rank": 3})
        elif s["phase"] == "turn":
            s = game.act(s["turn"], {"type": "attempt", "cards": 1})
        elif s["phase"] == "judging":
            s = game.act(s["dealer"], {"type": "judge", "verdict": "wrong"})
        else:
            s = game.act(s["dealer"], {"type": "next_deal"})


def test_a_log_page_asked_again_is_the_same_answer_and_a_new_version_a_new_one(tmp_path):
    app, http = app_with(tmp_path)
    game = Game(http, "howell", people=4)
    play(game, 30)
    tables = services(app).tables
    first, made = tables.log_answer(game.code, game.tokens["p2"], 0, 20)
    kept, made_again = tables.log_answer(game.code, game.tokens["p2"], 0, 20)
    assert made and kept is first and not made_again  # kept: not built again
    assert first.records == 20
    status, page = http.get(f"{game.path}/log?after=0&limit=20", token=game.tokens["p2"])
    assert status == 200 and [a["seq"] for a in page["actions"]] == list(range(1, 21))
    game.act("p1", {"type": "undo"})  # a later undo marks an earlier record: the page is made anew
    again, made = tables.log_answer(game.code, game.tokens["p2"], 0, 20)
    assert made and again is not first and again.records == 20


def test_a_log_page_read_from_the_database_costs_the_address_by_its_size_and_a_kept_one_a_lookup(tmp_path):
    app, http = app_with(tmp_path)
    game = Game(http, "howell", people=4)
    play(game, 110)
    app, _ = app_with(tmp_path, budget_address=(10, 60))  # the same database, a fresh budget (and no page kept)
    client = lan_client(app)
    read = [client.get(f"{game.path}/log?after={after}&limit=100").status_code for after in range(3)]
    assert read == [200, 200, 429]  # 1 + 100/25 = 5 units each (policy.LOG_RECORDS): two, and then no
    app, _ = app_with(tmp_path, budget_address=(10, 60))
    client = lan_client(app)
    again = [client.get(f"{game.path}/log?after=0&limit=100").status_code for _ in range(7)]
    assert again == [200] * 6 + [429]  # read once (5), then kept: 1 each
    app, _ = app_with(tmp_path, budget_address=(10, 60))
    client = lan_client(app)
    small = [client.get(f"{game.path}/log?after=100&limit=1").status_code for _ in range(8)]
    assert small == [200] * 8  # the tail a phone asks for after each version costs about 1


# -- the budget of an address ------------------------------------------------------------------


def test_past_its_budget_an_address_gets_429_with_retry_after_before_anything_is_done(tmp_path):
    app, http = app_with(tmp_path, budget_address=(6, 1))  # a window of a second: let in again soon
    client = lan_client(app)
    while client.get("/healthz").status_code == 200:
        pass
    refused = client.post("/api/tables", json={"host_name": "Ann"})
    assert refused.status_code == 429
    body = refused.get_json()
    assert body["error"] == "too_many_requests" and body["retry_after"] == int(refused.headers["Retry-After"])
    assert 1 <= body["retry_after"] <= 2 and f"{body['retry_after']} second" in body["message"]
    assert refused.headers["Content-Security-Policy"] and refused.headers["Cache-Control"] == "no-store"
    assert services(app).tables.open_tables() == 0  # refused before the request was read: no table made
    answers = []
    for _ in range(3):  # let in again when it said (the count of the window before fades as it goes)
        time.sleep(body["retry_after"])
        answers.append(client.get("/healthz"))
        if answers[-1].status_code == 200:
            break
        body = answers[-1].get_json()
    assert answers[-1].status_code == 200


def test_an_address_past_its_budget_is_refused_and_others_do_not_notice(tmp_path):
    app, http = app_with(tmp_path, budget_address=(4, 60), proxies=1)
    client = lan_client(app)
    knocker, other = {"X-Forwarded-For": "10.0.0.7"}, {"X-Forwarded-For": "10.0.0.8"}
    assert [client.get("/healthz", headers=knocker).status_code for _ in range(50)] == [200] * 4 + [429] * 46
    assert client.get("/healthz", headers=other).status_code == 200  # another address has its own budget


def test_a_forwarded_address_counts_only_behind_a_trusted_proxy(tmp_path):
    app, http = app_with(tmp_path, budget_address=(3, 60))  # COMPANION_PROXIES=0: the header is anyone's
    client = lan_client(app)
    answers = [client.get("/healthz", headers={"X-Forwarded-For": f"10.0.0.{n}"}).status_code for n in range(5)]
    assert answers == [200, 200, 200, 429, 429]  # one address (the connection's) whatever the header says


def test_a_budget_counts_costs_per_key_and_a_charge_after_the_answer_is_never_refused():
    budget = Budget(Counts(), "test", 10, 60)
    assert all(budget.admit("a", 1) == 0 for _ in range(10))
    assert 1 <= budget.admit("a", 1) <= 60
    assert budget.admit("b", 0.25) == 0 and budget.admit("b", 9.75) == 0  # a cost need not be whole
    assert budget.admit("b", 0.01) > 0
    budget.charge("c", 20)  # what a request turned out to cost, after it was let in: all it had left
    assert budget.admit("c", 0.01) > 0


def test_each_socket_spends_its_own_budget_and_hellos():
    admission = Admission(Config(budget_socket=(10, 60), limit_hello=(2, 10)))
    first, second = admission.socket_key(), admission.socket_key()
    assert first != second
    assert all(admission.messages.admit(first, 1) == 0 for _ in range(10))
    assert admission.messages.admit(first, 1) > 0  # its budget spent: it waits
    assert admission.messages.admit(second, 10) == 0  # the phone's other socket has its own
    assert admission.hellos.take(first) and admission.hellos.take(first) and not admission.hellos.take(first)
    assert admission.hellos.take(second)


def test_this_machine_is_not_counted_unless_a_proxy_is_trusted(tmp_path):
    """127.0.0.1 is the server's own machine (a local proxy, the benchmarks): no budget, as for the other
    per-address limits; behind a trusted proxy the address is the client's own, and counted."""
    app, _ = app_with(tmp_path, budget_address=(3, 60))
    local = lan_client(app, "127.0.0.1")
    assert [local.get("/healthz").status_code for _ in range(6)] == [200] * 6
    phone = lan_client(app)
    assert [phone.get("/healthz").status_code for _ in range(4)][-1] == 429
    proxied, _ = app_with(tmp_path, budget_address=(3, 60), proxies=1)
    forged = proxied.test_client()  # through the trusted proxy, a client that names this machine
    codes = [forged.get("/healthz", headers={"X-Forwarded-For": "127.0.0.1"}).status_code for _ in range(4)]
    assert codes[-1] == 429
