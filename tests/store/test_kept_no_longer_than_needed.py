"""Kept no longer than needed (docs/operations.md, "What is kept, and for how long"), on a SQLite file and a
real PostgreSQL server alike: a table is deleted whole (its log, its people, their tokens) by its host alone,
or when nobody touched it (no action, no join) for COMPANION_KEEP_DAYS days; then its code answers as unknown.
"""
from __future__ import annotations

import datetime as dt

import pytest

from companion.rules import errors
from companion.service.retention import GONE
from companion.service.table_service import TableService
from companion.storage import store
from tests.support import untouched_table


@pytest.fixture(params=["sqlite", "postgresql"])
def db(request, tmp_path):
    target = str(tmp_path / "kept.sqlite3") if request.param == "sqlite" else request.getfixturevalue("postgres_url")
    log = store.open_store(target)
    yield log
    log.close()


class Socket:
    """A socket as the service sees it, keeping the close it was given."""

    def __init__(self, viewer=None, token=None):
        self.viewer, self.token, self.offered, self.closed_with = viewer, token, 0, None

    def offer(self, frames, again=False):
        self.offered += 1

    def close(self, code=4401, message=""):
        self.closed_with = (code, message)


def rows(db, table_id):
    """(records, people, table rows) the database holds for one table id."""
    with db.connection():
        return tuple(db._sql(f'SELECT COUNT(*) FROM "{name}" WHERE "{column}" = ?', (table_id,)).fetchone()[0]
                     for name, column in (("action", "table_id"), ("person", "table_id"), ("table", "id")))


def a_table(tables, names=("Ben", "Cy")):
    code, host, token = tables.create("howell", {}, "Ann")
    tokens = {host: token}
    for name in names:
        player, tok = tables.join(code, name, None)
        tokens[player] = tok
    return code, host, tokens


# -- the store ------------------------------------------------------------------------------------------------------

def test_deleting_a_table_removes_its_log_people_and_row_and_nothing_of_another(db):
    tables = TableService(db)
    code, _, _ = a_table(tables)
    other, _, _ = a_table(tables, names=("Di",))
    table_id, other_id = db.find_table(code), db.find_table(other)
    assert rows(db, table_id) == (3, 3, 1)
    assert db.delete_table(table_id) == 3
    assert rows(db, table_id) == (0, 0, 0) and db.find_table(code) is None
    assert rows(db, other_id) == (2, 2, 1)
    assert db.delete_table(table_id) == 0  # gone already: nothing more to delete


def test_a_table_is_untouched_from_its_last_record_whenever_it_was_created(db):
    now = store.now()
    untouched_table(db, "DUSTYQ", days_ago=31, now=now)
    untouched_table(db, "FRESHR", days_ago=29, now=now)  # created 400 days ago, joined 29 days ago: touched
    found = db.untouched_tables(now - dt.timedelta(days=30))
    assert [code for code, _ in found] == ["DUSTYQ"]
    assert found[0][1] == store.iso(now - dt.timedelta(days=31))
    assert [code for code, _ in db.untouched_tables(now - dt.timedelta(days=28))] == ["DUSTYQ", "FRESHR"]


# -- the service: the host deletes --------------------------------------------------------------------------------

def test_the_host_deletes_the_table_its_sockets_are_closed_and_the_code_answers_as_unknown(db):
    tables = TableService(db)
    code, host, tokens = a_table(tables)
    ben = next(p for p in tokens if p != host)
    sockets = [Socket(host, tokens[host]), Socket(ben, tokens[ben]), Socket()]
    for socket in sockets:
        tables.subscribe(code, socket)
    table_id = db.find_table(code)
    assert tables.retention.delete(code.lower(), tokens[host]) == 3
    assert [s.closed_with for s in sockets] == [GONE] * 3
    assert rows(db, table_id) == (0, 0, 0)
    for ask in (lambda: tables.snapshot(code, None), lambda: tables.authenticate(code, tokens[host]),
                lambda: tables.join(code, "Di", None), lambda: tables.retention.delete(code, tokens[host])):
        with pytest.raises(errors.NotFound) as refused:
            ask()
        assert refused.value.code == "unknown_table"
    with pytest.raises(errors.NotFound):
        TableService(db).snapshot(code, None)  # a process starting afresh finds nothing either


def test_only_the_host_deletes_and_a_refusal_changes_nothing(db):
    tables = TableService(db)
    code, host, tokens = a_table(tables)
    ben = next(p for p in tokens if p != host)
    socket = Socket(ben, tokens[ben])
    tables.subscribe(code, socket)
    before = (tables.snapshot(code, None), tables.log(code, None), rows(db, db.find_table(code)))
    for token, refusal in ((tokens[ben], "host_only"), (None, "missing_token"), ("not-a-token", "unknown_token")):
        with pytest.raises(errors.RuleError) as refused:
            tables.retention.delete(code, token)
        assert refused.value.code == refusal
    with pytest.raises(errors.NotFound):
        tables.retention.delete("ZZZZZZ", tokens[host])
    assert (tables.snapshot(code, None), tables.log(code, None), rows(db, db.find_table(code))) == before
    assert socket.closed_with is None
    assert TableService(db).log(code, None) == before[1]  # as stored, replayed by a fresh process


# -- the service: pruning -----------------------------------------------------------------------------------------

def test_pruning_deletes_only_what_nobody_touched_for_keep_days(db):
    tables = TableService(db)
    now = store.now()
    untouched_table(db, "DUSTYQ", days_ago=40, now=now)
    untouched_table(db, "FRESHR", days_ago=10, now=now)
    fresh, host, tokens = a_table(tables)
    watcher = Socket()
    tables.subscribe("DUSTYQ", watcher)  # someone looking does not count as touching it
    pruned = tables.retention.prune(30, now=now)
    assert [(p.kind, p.code) for p in pruned] == [("table", "DUSTYQ")]
    assert pruned[0].touched == store.iso(now - dt.timedelta(days=40))
    assert watcher.closed_with == GONE
    assert db.find_table("DUSTYQ") is None and db.find_table("FRESHR") and db.find_table(fresh)
    with pytest.raises(errors.NotFound):
        tables.snapshot("DUSTYQ", None)
    assert tables.retention.prune(30, now=now) == []  # nothing left to prune
    assert [p.code for p in tables.retention.prune(5, now=now)] == ["FRESHR"]


def test_keep_days_zero_keeps_every_table_for_good(db):
    tables = TableService(db)
    now = store.now()
    untouched_table(db, "DUSTYQ", days_ago=4000, now=now)
    assert tables.retention.prune(0, now=now) == []
    assert db.find_table("DUSTYQ") is not None
