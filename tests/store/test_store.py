"""The durable log, on both databases it can live in: a SQLite file and a real PostgreSQL server.

Every test here runs twice (the ``db`` fixture is parametrised). The store
must behave the same on both: append-only, one seq per record, an
action_id at most once per table, a table held by one change at a time
across processes.
"""
from __future__ import annotations

import threading

import pytest

from companion import rules
from companion.storage import store
from companion.storage.interface import CodeTaken, SeqTaken
from companion.service.table_service import TableService


@pytest.fixture(params=["sqlite", "postgresql"])
def db(request, tmp_path):
    if request.param == "sqlite":
        target = str(tmp_path / "store.sqlite3")
    else:
        target = request.getfixturevalue("postgres_url")
    log = store.open_store(target)
    yield log
    log.close()


def _table(db, code="ABCDEF", host="p1", token="tok-host"):
    record = rules.create_record("howell", {}, "Ann")
    return db.create_table(code, record, rules.apply(rules.new_state(), record).host, token), record


def test_a_new_table_has_its_first_record_and_the_hosts_token(db):
    table_id, record = _table(db)
    assert db.find_table("ABCDEF") == table_id
    [first] = db.load_actions(table_id)
    assert first.seq == 1 and first.record == record and first.at.endswith("Z")
    people = db.load_seats(table_id)
    assert [(p.player_id, p.token_hash) for p in people] == [(rules.apply(rules.new_state(), record).host,
                                                              store.hash_token("tok-host"))]


def test_a_taken_code_is_refused_and_nothing_is_written(db):
    _table(db)
    with pytest.raises(CodeTaken):
        _table(db, token="another")
    assert db.person_of(db.find_table("ABCDEF"), "another") is None


def test_records_come_back_in_seq_order_and_page_by_after_and_limit(db):
    table_id, _ = _table(db)
    for seq in range(2, 8):
        db.append(table_id, seq, {"type": "note", "n": seq}, action_id=f"a{seq}")
    assert [a.seq for a in db.load_actions(table_id)] == list(range(1, 8))
    assert [a.seq for a in db.load_actions(table_id, after=3, limit=2)] == [4, 5]
    assert db.load_actions(table_id, after=7) == []
    assert db.load_actions(table_id, after=4)[0].action_id == "a5"


def test_one_seq_is_written_once_and_a_refused_append_writes_nothing(db):
    table_id, _ = _table(db)
    db.append(table_id, 2, {"type": "x"})
    with pytest.raises(SeqTaken):
        db.append(table_id, 2, {"type": "y"}, person=("p9", "tok-9"))
    assert [a.record for a in db.load_actions(table_id, after=1)] == [{"type": "x"}]
    assert db.person_of(table_id, "tok-9") is None


def test_an_action_id_is_written_once_per_table(db):
    table_id, _ = _table(db)
    other, _ = _table(db, code="GHJKMN", token="tok-other")
    db.append(table_id, 2, {"type": "x"}, action_id="same")
    with pytest.raises(SeqTaken):
        db.append(table_id, 3, {"type": "x"}, action_id="same")
    db.append(other, 2, {"type": "x"}, action_id="same")  # another table: its own ids
    db.append(table_id, 3, {"type": "x"})  # no id: never collides
    db.append(table_id, 4, {"type": "x"})
    assert [a.seq for a in db.load_actions(table_id)] == [1, 2, 3, 4]


def test_a_reissued_token_replaces_the_old_one(db):
    table_id, _ = _table(db)
    player = db.load_seats(table_id)[0].player_id
    assert db.replace_token(table_id, player, "new-token", rule_withheld_deal=3)
    assert db.person_of(table_id, "tok-host") is None
    assert db.person_of(table_id, "new-token") == player
    assert db.load_seats(table_id)[0].rule_withheld_deal == 3
    assert not db.replace_token(table_id, "nobody", "x")


def test_text_survives_exactly(db):
    table_id, _ = _table(db)
    text = "règle: ♠ après ♥ — «rouge» \u2028 'quote' \"dq\" \\ %s %(x)s ?"
    db.append(table_id, 2, {"type": "seal_rule", "text": text})
    assert db.load_actions(table_id, after=1)[0].record["text"] == text


def test_the_table_transaction_lets_one_change_in_at_a_time(db):
    """Two writers that each read the last seq and append the next, at once: no seq is lost or doubled.

    Inside ``table_transaction`` the read and the append are one step for
    everyone holding the table, whichever process (here: thread) they are in.
    """
    table_id, _ = _table(db)
    errors = []

    def writer(name):
        try:
            for i in range(15):
                with db.table_transaction(table_id):
                    last = db.load_actions(table_id)[-1].seq
                    db.append(table_id, last + 1, {"type": "x", "by": name, "i": i})
        except Exception as exc:  # noqa: BLE001
            errors.append(exc)

    threads = [threading.Thread(target=writer, args=(n,)) for n in ("a", "b")]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    assert [a.seq for a in db.load_actions(table_id)] == list(range(1, 32))


def test_a_game_replays_to_the_same_state_from_either_database(db):
    tables = TableService(db)
    code, host, token = tables.create("howell", {}, "Ann")
    tables.join(code, "Ben", None)
    tables.join(code, "Cy", None)
    tables.join(code, "Di", None)
    tables.act(code, token, {"type": "start", "first_dealer": host})
    live = tables.snapshot(code, None)
    again = TableService(db).snapshot(code, None)  # a fresh cache: replayed from the log
    assert again == live
    assert live["version"] == len(db.load_actions(db.find_table(code)))
