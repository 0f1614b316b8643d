"""The log's append: one transaction, refused whole (``SeqTaken``) when its seq or action_id is taken."""
import pytest

from companion import rules
from companion.storage.interface import SeqTaken
from companion.storage import store


@pytest.fixture()
def log(tmp_path):
    opened = store.open_store(str(tmp_path / "log.sqlite3"))
    yield opened
    opened.close()


@pytest.fixture()
def table(log):
    record = rules.create_record("howell", {}, "Ann")
    return log.create_table("ABCDEF", record, "p1", "token-of-ann")


def seqs(log, table_id):
    return [(a.seq, a.action_id) for a in log.load_actions(table_id)]


def test_an_appended_record_is_in_the_log(log, table):
    log.append(table, 2, {"type": "join", "name": "Bob"}, "a-1")
    assert seqs(log, table) == [(1, None), (2, "a-1")]
    assert log.load_actions(table)[-1].record == {"type": "join", "name": "Bob"}


def test_a_taken_seq_is_refused_and_writes_nothing(log, table):
    log.append(table, 2, {"type": "join", "name": "Bob"}, "a-1")
    with pytest.raises(SeqTaken):
        log.append(table, 2, {"type": "join", "name": "Cy"}, "a-2")
    assert seqs(log, table) == [(1, None), (2, "a-1")]
    log.append(table, 3, {"type": "join", "name": "Cy"}, "a-2")  # the connection is usable after
    assert seqs(log, table)[-1] == (3, "a-2")


def test_a_taken_action_id_is_refused_and_writes_nothing(log, table):
    log.append(table, 2, {"type": "join", "name": "Bob"}, "a-1")
    with pytest.raises(SeqTaken):
        log.append(table, 3, {"type": "join", "name": "Cy"}, "a-1")
    assert seqs(log, table) == [(1, None), (2, "a-1")]
