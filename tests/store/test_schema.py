"""An existing database opens and is migrated to the schema of a new one, on SQLite and on PostgreSQL.

The old database is built here with the SQL that the store made before
schema versions were recorded (version 1: peewee's ``create_tables`` for
the models as they were, an index on action(table_id) included), holding a
table with its log and seats. Opening it must keep every record and token,
drop the redundant index through the migration path, record the version,
and leave exactly the schema a new database gets.
"""
from __future__ import annotations

import os
import subprocess
import sys

import psycopg2
import pytest

from companion.storage.interface import SeqTaken
from companion.storage import schema, store
from tests.support import ROOT

# The schema as the store created it at version 1 ({pk}/{datetime}: SQLite's and PostgreSQL's spelling).
OLD_SCHEMA = [
    'CREATE TABLE "table" ("id" {pk}, "code" VARCHAR(16) NOT NULL, "created" {datetime} NOT NULL)',
    'CREATE UNIQUE INDEX "table_code" ON "table" ("code")',
    'CREATE TABLE "person" ("id" {pk}, "table_id" INTEGER NOT NULL, "player_id" VARCHAR(64) NOT NULL, '
    '"token_hash" VARCHAR(64) NOT NULL, "rule_withheld_deal" INTEGER, '
    'FOREIGN KEY ("table_id") REFERENCES "table" ("id") ON DELETE CASCADE)',
    'CREATE INDEX "person_table_id" ON "person" ("table_id")',
    'CREATE UNIQUE INDEX "person_token_hash" ON "person" ("token_hash")',
    'CREATE UNIQUE INDEX "person_table_id_player_id" ON "person" ("table_id", "player_id")',
    'CREATE TABLE "action" ("id" {pk}, "table_id" INTEGER NOT NULL, "seq" INTEGER NOT NULL, '
    '"action_id" VARCHAR(200), "record" TEXT NOT NULL, "at" {datetime} NOT NULL, '
    'FOREIGN KEY ("table_id") REFERENCES "table" ("id") ON DELETE CASCADE)',
    'CREATE INDEX "action_table_id" ON "action" ("table_id")',
    'CREATE UNIQUE INDEX "action_table_id_seq" ON "action" ("table_id", "seq")',
    'CREATE UNIQUE INDEX "action_table_id_action_id" ON "action" ("table_id", "action_id")',
    "INSERT INTO \"table\" (code, created) VALUES ('OLDTAB', '2025-01-02 03:04:05')",
    "INSERT INTO person (table_id, player_id, token_hash, rule_withheld_deal) VALUES (1, 'p1', '{host}', NULL)",
    "INSERT INTO person (table_id, player_id, token_hash, rule_withheld_deal) VALUES (1, 'p2', '{ben}', 2)",
    "INSERT INTO action (table_id, seq, action_id, record, at) VALUES "
    "(1, 1, NULL, '{{\"type\": \"create\"}}', '2025-01-02 03:04:05'), "
    "(1, 2, 'a-2', '{{\"type\": \"join\", \"name\": \"Ben\"}}', '2025-01-02 03:04:06')",
]


def _old_database(engine: str, target: str) -> None:
    spelling = {"sqlite": ("INTEGER NOT NULL PRIMARY KEY", "DATETIME"),
                "postgresql": ("SERIAL NOT NULL PRIMARY KEY", "TIMESTAMP")}[engine]
    statements = [sql.format(pk=spelling[0], datetime=spelling[1], host=store.hash_token("tok-host"),
                             ben=store.hash_token("tok-ben")) for sql in OLD_SCHEMA]
    if engine == "sqlite":
        import sqlite3

        conn = sqlite3.connect(target)
        for sql in statements:
            conn.execute(sql)
        conn.commit()
    else:
        conn = psycopg2.connect(target)
        with conn, conn.cursor() as cursor:
            for sql in statements:
                cursor.execute(sql)
    conn.close()


@pytest.fixture(params=["sqlite", "postgresql"])
def engine(request):
    return request.param


def _target(engine, tmp_path, request, name="old.sqlite3"):
    return str(tmp_path / name) if engine == "sqlite" else request.getfixturevalue("postgres_url")


@pytest.fixture
def old(engine, tmp_path, request):
    """A version-1 database with one table in play (not opened yet); the store closed after the test."""
    target = _target(engine, tmp_path, request)
    _old_database(engine, target)
    yield target
    while _OPENED:
        _OPENED.pop().close()


_OPENED: list = []  # the stores a test opened, closed after it


def _open(target: str) -> store.Store:
    opened = store.open_store(target)
    _OPENED.append(opened)
    return opened


def _shape(log) -> dict:
    """Every table's columns and indexes, as the engine reports them."""
    database = log.database
    with log.connection():
        return {table: (sorted((c.name, c.data_type, c.null, c.primary_key) for c in database.get_columns(table)),
                        sorted((i.name, tuple(i.columns), i.unique) for i in database.get_indexes(table)))
                for table in sorted(database.get_tables())}


def _recorded_version(log) -> list[int]:
    with log.connection():
        return [row[0] for row in log.database.execute_sql('SELECT "version" FROM "schema_version"').fetchall()]


def test_an_old_database_opens_keeps_its_games_and_loses_the_redundant_index(old):
    log = _open(old)
    indexes = {name for name, _, _ in _shape(log)["action"][1]}
    assert "action_table_id" not in indexes
    assert {"action_table_id_seq", "action_table_id_action_id"} <= indexes  # (table_id, seq) covers it
    assert _recorded_version(log) == [schema.SCHEMA_VERSION]
    table_id = log.find_table("OLDTAB")
    assert [(a.seq, a.action_id, a.record) for a in log.load_actions(table_id)] == [
        (1, None, {"type": "create"}), (2, "a-2", {"type": "join", "name": "Ben"})]
    assert log.load_actions(table_id)[0].at == "2025-01-02T03:04:05Z"
    assert log.person_of(table_id, "tok-host") == "p1" and log.person_of(table_id, "tok-ben") == "p2"
    assert {p.player_id: p.rule_withheld_deal for p in log.load_seats(table_id)} == {"p1": None, "p2": 2}
    log.append(table_id, 3, {"type": "start"}, "a-3")
    with pytest.raises(SeqTaken):  # one seq once: the unique index is still there
        log.append(table_id, 3, {"type": "start"}, "a-4")
    assert [a.seq for a in log.load_actions(table_id)] == [1, 2, 3]


def test_a_migrated_database_has_exactly_the_schema_of_a_new_one(old, engine, tmp_path, request):
    log = _open(old)
    migrated = _shape(log)
    new = str(tmp_path / "new.sqlite3") if engine == "sqlite" else request.getfixturevalue("postgres_server").new_database()
    log = _open(new)
    assert _recorded_version(log) == [schema.SCHEMA_VERSION]
    assert _shape(log) == migrated


def test_opening_again_changes_nothing(old):
    log = _open(old)
    before = _shape(log)
    log = _open(old)
    assert _shape(log) == before and _recorded_version(log) == [schema.SCHEMA_VERSION]


@pytest.mark.parametrize("engine", ["sqlite"])
def test_sqlite_keeps_enforcing_foreign_keys_after_a_migration(old):
    """The migration turns foreign keys off around its transaction (a table rebuild must not cascade)."""
    log = _open(old)
    with log.connection():
        assert log.database.execute_sql("PRAGMA foreign_keys").fetchone()[0] == 1
    with pytest.raises(SeqTaken):  # the database's refusal, as the store words it
        log.append(999, 1, {"type": "x"})  # no table 999


def test_a_database_of_a_newer_companion_is_refused_and_left_alone(old):
    log = _open(old)
    with log.connection():
        log.database.execute_sql('UPDATE "schema_version" SET "version" = %d' % (schema.SCHEMA_VERSION + 1))
    before = _shape(log)
    with pytest.raises(schema.SchemaTooNew, match="newer companion"):
        _open(old)
    assert _shape(log) == before
    assert _recorded_version(log) == [schema.SCHEMA_VERSION + 1]


def test_servers_opening_an_old_database_side_by_side_migrate_it_once(old):
    script = ("import sys; from companion.storage import store; log = store.open_store(sys.argv[1]); "
              "print(len(log.load_actions(log.find_table('OLDTAB'))))")
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    procs = [subprocess.Popen([sys.executable, "-c", script, old], cwd=ROOT, env=env, stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True) for _ in range(3)]
    outs = [proc.communicate(timeout=60) for proc in procs]
    assert [proc.returncode for proc in procs] == [0, 0, 0], outs
    assert [out.strip() for out, _ in outs] == ["2", "2", "2"]
    log = _open(old)
    assert _recorded_version(log) == [schema.SCHEMA_VERSION]
