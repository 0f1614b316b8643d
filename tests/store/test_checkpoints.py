"""SQLite's WAL is copied back into the database by a thread of its own (``store.checkpoint_in_background``),
never by the commit of a tap: the serving connection does not checkpoint, and nothing is lost."""
from __future__ import annotations

import os
import time

from companion import rules
from companion.storage import store


def test_the_serving_connection_never_checkpoints_and_the_thread_copies_the_wal_back(tmp_path):
    path = str(tmp_path / "wal.sqlite3")
    log = store.open_store(path)
    try:
        record = rules.create_record("howell", {}, "Ann")
        table_id = log.create_table("ABCDEF", record, rules.apply(rules.new_state(), record).host, "tok")
        assert log.checkpoint_in_background(interval=0.05)
        with log.connection():
            assert log.database.execute_sql("PRAGMA wal_autocheckpoint").fetchone()[0] == 10000  # a backstop
        for seq in range(2, 1502):  # several thousand WAL pages: past SQLite's default 1,000-page checkpoint
            log.append(table_id, seq, {"type": "note", "n": seq, "pad": "x" * 200}, action_id=f"a{seq}")
        deadline = time.monotonic() + 10
        # the database file grows only when a checkpoint copies pages into it (the test runs none)
        while os.path.getsize(path) < 300 * 1500 and time.monotonic() < deadline:
            time.sleep(0.05)
        assert os.path.getsize(path) >= 300 * 1500
        assert [a.seq for a in log.load_actions(table_id)] == list(range(1, 1502))
    finally:
        log.close()


def test_a_database_that_is_not_a_file_keeps_sqlite_s_own_checkpoints(tmp_path):
    log = store.open_store(":memory:")
    try:
        assert log.checkpoint_in_background() is False
    finally:
        log.close()
