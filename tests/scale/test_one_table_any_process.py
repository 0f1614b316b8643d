"""Two table services over one database and one Redis hub behave as one server.

Each ``TableService`` here stands for a server process: its own cache, its
own sockets (fakes that record what reaches their mailbox), its own
RedisBroadcaster on the session's real Redis. Both run against a real database, on SQLite
and on PostgreSQL. (tests/e2e/test_two_processes.py does the same with two
real server processes.)
"""
from __future__ import annotations

import threading
import uuid

import pytest

from companion.storage import store
from companion.cluster.redis_broadcaster import RedisBroadcaster
from companion.rules import errors
from companion.service.ports import Remote
from companion.service.table_service import TableService
from companion.admission.policy import Admission
from companion.config import Config
from tests.phones import FakeSocket
from tests.scale.helpers import eventually


@pytest.fixture(params=["sqlite", "postgresql"])
def db(request, tmp_path):
    target = str(tmp_path / "shared.sqlite3") if request.param == "sqlite" else request.getfixturevalue("postgres_url")
    log = store.open_store(target)
    yield target, log
    log.close()


@pytest.fixture
def two(db, redis_url):
    """Two processes' table services (a, b) on one database and one Redis."""
    made = []

    def process():
        tables = TableService(store.open_store(db[0]), RedisBroadcaster.connect(redis_url, heartbeat=0.5, ttl=1.5), presence_delay=0.05)
        made.append(tables)
        eventually(lambda: tables.broadcaster.up, what="the broadcaster's listener connected")
        return tables

    yield process(), process()
    for tables in made:
        tables.close()
        tables.table_log.store.close()


def connected(tables, code):
    """Who the service holds connected at the table, on any process."""
    with tables.cache.held(code) as table:
        return tables.presence.connected(table)


def _table(tables, people=4, options=None):
    code, host, token = tables.create("howell", options or {}, "Ann")
    tokens = {host: token}
    for name in ("Ben", "Cy", "Di", "Eve", "Flo")[:people - 1]:
        player, tok = tables.join(code, name, None)
        tokens[player] = tok
    return code, host, tokens


def test_a_tap_without_expected_version_is_never_refused_because_another_process_wrote_first(two):
    a, b = two
    code, host, tokens = _table(a)
    b.snapshot(code, None)  # b caches the table now
    a.act(code, tokens[host], {"type": "start", "first_dealer": host})  # b's cache is behind
    dealer = a.snapshot(code, None)["dealer"]
    answer = b.act(code, tokens[dealer], {"type": "seal_rule", "text": "red after black"})
    assert answer["version"] == 6
    assert a.snapshot(code, None) == b.snapshot(code, None)


def test_a_stale_expected_version_is_still_refused_whichever_process_answers(two):
    a, b = two
    code, host, tokens = _table(a)
    b.snapshot(code, None)
    a.act(code, tokens[host], {"type": "start", "first_dealer": host})
    dealer = a.snapshot(code, None)["dealer"]
    with pytest.raises(errors.StaleVersion) as refused:
        b.act(code, tokens[dealer], {"type": "seal_rule", "text": "x", "expected_version": 4})
    assert refused.value.state["version"] == 5


def test_an_action_id_is_applied_once_whichever_process_gets_the_retry(two, db):
    a, b = two
    code, host, tokens = _table(a)
    first = a.act(code, tokens[host], {"type": "start", "first_dealer": host, "action_id": "tap-1"})
    again = b.act(code, tokens[host], {"type": "start", "first_dealer": host, "action_id": "tap-1"})
    assert again["version"] == first["version"] == 5
    assert len(db[1].load_actions(db[1].find_table(code))) == 5


def test_a_seat_taken_through_one_process_is_known_to_the_other(two):
    a, b = two
    code, host, tokens = _table(a, people=2)
    b.snapshot(code, None)
    player, token = a.join(code, "Cy", None)
    assert b.authenticate(code, token) == player
    assert b.join(code, "Cy", token) == (player, token)  # the same person coming back through b


def test_changes_are_serialised_across_processes(two, db):
    """Both processes tap the same table at once: every tap lands, each at its own version."""
    a, b = two
    code, host, tokens = _table(a, people=4)
    failures = []

    def tapper(tables, n):
        try:
            for _ in range(n):
                tables.act(code, tokens[host], {"type": "options", "options": {}})
        except Exception as exc:  # noqa: BLE001
            failures.append(exc)

    threads = [threading.Thread(target=tapper, args=(t, 15)) for t in (a, b)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert failures == []
    seqs = [r.seq for r in db[1].load_actions(db[1].find_table(code))]
    assert seqs == list(range(1, 4 + 30 + 1))
    assert a.snapshot(code, None) == b.snapshot(code, None)
    assert a.snapshot(code, None)["version"] == 34


def test_every_socket_on_the_other_process_hears_every_change_in_order(two):
    a, b = two
    code, host, tokens = _table(a)
    phone = FakeSocket(viewer=None)
    b.subscribe(code, phone)
    a.act(code, tokens[host], {"type": "start", "first_dealer": host})
    dealer = a.snapshot(code, None)["dealer"]
    a.act(code, tokens[dealer], {"type": "seal_rule", "text": "rule"})
    eventually(lambda: phone.versions and phone.versions[-1] == 6, what="b's socket at version 6")
    assert phone.versions == sorted(phone.versions)


def test_who_is_connected_is_table_wide(two):
    a, b = two
    code, host, tokens = _table(a)
    ben = next(p for p in tokens if p != host)
    on_a = FakeSocket(viewer=host, token=tokens[host])
    on_b = FakeSocket(viewer=ben, token=tokens[ben])
    a.subscribe(code, on_a)
    b.subscribe(code, on_b)
    eventually(lambda: connected(a, code) == connected(b, code) == {host, ben}, what="both see both")
    eventually(lambda: {p["id"] for p in on_a.last["people"] if p["connected"]} == {host, ben},
               what="a's phone told who is here")
    b.unsubscribe(code, on_b)
    eventually(lambda: connected(a, code) == {host}, what="a sees ben leave")


def test_a_reissued_token_closes_the_old_tokens_sockets_on_every_process(two):
    a, b = two
    code, host, tokens = _table(a)
    ben = next(p for p in tokens if p != host)
    old = FakeSocket(viewer=ben, token=tokens[ben])
    b.subscribe(code, old)
    player, new = a.reissue(code, tokens[host], ben)
    eventually(lambda: old.closed, what="b closed the old token's socket")
    with pytest.raises(errors.Unauthorized):
        b.act(code, tokens[ben], {"type": "options", "options": {}})
    assert b.authenticate(code, new) == ben


def _quick_deal(tables, code, tokens):
    """One deal of a hand_size 1 table to its end (the dealer's left empties their hand)."""
    dealer = tables.snapshot(code, None)["dealer"]
    tables.act(code, tokens[dealer], {"type": "starter", "cards": 1, "rank": 1})
    turn = tables.snapshot(code, None)["turn"]
    tables.act(code, tokens[turn], {"type": "attempt", "cards": 1})
    tables.act(code, tokens[dealer], {"type": "judge", "verdict": "right"})


def test_a_latecomer_and_a_leaver_between_deals_are_the_same_on_every_process(two):
    """A game night (docs/rules.md): seated through one process, dealt in and acting through the
    other; removed through the other, and the removed seat's phone there told it is nobody now."""
    a, b = two
    code, host, tokens = _table(a, options={"hand_size": 1})  # Ann, Ben, Cy, Di
    a.act(code, tokens[host], {"type": "start", "first_dealer": host})
    board, di = FakeSocket(viewer=None), FakeSocket(viewer="p4", token=tokens["p4"])
    b.subscribe(code, board)
    b.subscribe(code, di)
    _quick_deal(b, code, tokens)

    eve, tokens["p5"] = a.join(code, "Eve", None)  # through a, between deals
    assert eve == "p5"
    assert b.authenticate(code, tokens[eve]) == eve
    assert b.join(code, "Eve", tokens[eve]) == (eve, tokens[eve])  # her phone coming back through b
    eventually(lambda: eve in [p["id"] for p in board.last.get("people", [])], what="b's board sees Eve")
    b.act(code, tokens[host], {"type": "seat", "order": ["p1", "p2", eve, "p3", "p4"]})
    a.act(code, tokens[host], {"type": "kick", "player": "p4"})
    eventually(lambda: di.last.get("me", "p4") is None, what="b's socket of Di told she holds no seat")
    with pytest.raises(errors.Unauthorized):
        b.act(code, tokens["p4"], {"type": "options", "options": {}})
    b.act(code, tokens[host], {"type": "next_deal"})
    state = b.snapshot(code, tokens[eve])
    assert state["me"] == eve and state["deal"]["players"][0] == eve and state["deal"]["hands"][eve] == 1
    _quick_deal(a, code, tokens)  # Eve plays (and empties) through a
    assert a.snapshot(code, None) == b.snapshot(code, None)
    assert b.snapshot(code, None)["totals"] == {"p1": 5, "p2": 10, "p3": 0, "p5": 5, "p4": 0}

    a.act(code, tokens[host], {"type": "end_game"})
    b.act(code, tokens[host], {"type": "new_game"})
    again = a.snapshot(code, tokens[eve])
    assert (again["phase"], again["game"], again["me"]) == ("lobby", 2, eve)
    assert again == b.snapshot(code, tokens[eve]) and len(again["standings"]) == 5


def _admissions(redis_url, **settings):
    """Two processes' admission, sharing their windows through one Redis (``limits``' Redis storage)."""
    from limits.storage import RedisStorage

    config, prefix = Config(**settings), f"test-{uuid.uuid4().hex}"  # this test's own keys
    return [Admission(config, RedisStorage(redis_url, key_prefix=prefix)) for _ in range(2)]


def test_rate_limits_are_shared_between_processes(redis_url):
    a, b = _admissions(redis_url, limit_actions=(3, 60))
    a.take("action", "ABCDEF/p1")
    b.take("action", "ABCDEF/p1")
    a.take("action", "ABCDEF/p1")
    for admission in (b, a):
        with pytest.raises(errors.TooManyRequests) as refused:
            admission.take("action", "ABCDEF/p1")
        assert 1 <= refused.value.retry_after <= 60
    a.take("action", "ABCDEF/p2")  # another seat


def test_unknown_codes_counted_on_one_process_block_the_address_on_the_other(redis_url):
    a, b = _admissions(redis_url, limit_unknown=(3, 60))
    b.check("unknown", "10.0.0.7")
    for _ in range(3):
        a.hit("unknown", "10.0.0.7")
    with pytest.raises(errors.TooManyRequests):
        b.check("unknown", "10.0.0.7")


def test_a_rooms_joins_are_counted_once_whichever_process_takes_them(redis_url):
    a, b = _admissions(redis_url, limit_join=(2, 60))
    a.join_room("ROOMAB", "198.51.100.7")
    b.join_room("ROOMAB", "198.51.100.7")
    with pytest.raises(errors.TooManyRequests):
        a.join_room("ROOMAB", "198.51.100.7")
    b.join_room("ROOMAB", "198.51.100.8")  # another address within the room


def test_while_redis_is_down_each_process_counts_alone():
    from limits.storage import RedisStorage

    down = Admission(Config(limit_unknown=(2, 60)), RedisStorage("redis://127.0.0.1:1/0"), up=lambda: True)
    for _ in range(2):
        down.hit("unknown", "10.0.0.9")  # Redis refuses the connection: this process's memory counts
    with pytest.raises(errors.TooManyRequests):
        down.check("unknown", "10.0.0.9")


class _ClosedWith(FakeSocket):
    def close(self, code: int = 4401, message: str = "") -> None:
        self.closed = (code, message)


def test_a_table_deleted_through_one_process_is_let_go_of_on_every_process(two):
    a, b = two
    code, host, tokens = _table(a)
    ben = next(p for p in tokens if p != host)
    phone, board = _ClosedWith(viewer=ben, token=tokens[ben]), _ClosedWith()
    b.subscribe(code, phone)
    b.subscribe(code, board)
    with pytest.raises(errors.Forbidden):
        b.retention.delete(code, tokens[ben])  # the host's alone, whichever process is asked
    assert not phone.closed and b.snapshot(code, None)["version"] == a.snapshot(code, None)["version"]
    a.retention.delete(code, tokens[host])
    eventually(lambda: phone.closed and board.closed, what="b closed the deleted table's sockets")
    assert phone.closed == board.closed == (4410, "This table was deleted.")
    assert b.cache.peek(code) is None  # b's copy let go of: nothing of it answers from memory
    for tables in (a, b):
        with pytest.raises(errors.NotFound):
            tables.snapshot(code, tokens[ben])


def test_a_process_that_missed_the_note_lets_the_deleted_table_go_when_it_reconnects(two):
    a, b = two
    code, host, tokens = _table(a)
    other, _, _ = _table(a)
    phone = _ClosedWith()
    b.subscribe(code, phone)
    b.snapshot(other, None)  # held by b, watched by nobody there
    for gone in (code, other):  # deleted while b heard nothing
        a.table_log.store.delete_table(a.table_log.store.find_table(gone))
    b.broadcaster.handler(Remote("reconnected"))  # what b's listener says once Redis answers again
    assert phone.closed == (4410, "This table was deleted.")
    assert b.cache.peek(code) is None and b.cache.peek(other) is None
    with pytest.raises(errors.NotFound):
        b.snapshot(other, None)  # nothing of it answers from b's memory
