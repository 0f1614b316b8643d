"""The log's append: one transaction, refused whole when its seq or action_id is taken."""
import peewee as pw
import pytest

from companion import rules
from companion.storage import store


@pytest.fixture()
def table(tmp_path):
    store.open_database(str(tmp_path / "log.sqlite3"))
    record = rules.create_record("howell", {}, "Ann")
    return store.create_table("ABCDEF", record, "p1", "token-of-ann")


def seqs(table_id):
    return [(a.seq, a.action_id) for a in store.load_actions(table_id)]


def test_an_appended_record_is_in_the_log(table):
    store.append(table, 2, {"type": "join", "name": "Bob"}, "a-1")
    assert seqs(table) == [(1, None), (2, "a-1")]
    assert store.load_actions(table)[-1].record == {"type": "join", "name": "Bob"}


def test_a_taken_seq_is_refused_and_writes_nothing(table):
    store.append(table, 2, {"type": "join", "name": "Bob"}, "a-1")
    with pytest.raises(pw.IntegrityError):
        store.append(table, 2, {"type": "join", "name": "Cy"}, "a-2")
    assert seqs(table) == [(1, None), (2, "a-1")]
    store.append(table, 3, {"type": "join", "name": "Cy"}, "a-2")  # the connection is usable after
    assert seqs(table)[-1] == (3, "a-2")


def test_a_taken_action_id_is_refused_and_writes_nothing(table):
    store.append(table, 2, {"type": "join", "name": "Bob"}, "a-1")
    with pytest.raises(pw.IntegrityError):
        store.append(table, 3, {"type": "join", "name": "Cy"}, "a-1")
    assert seqs(table) == [(1, None), (2, "a-1")]
