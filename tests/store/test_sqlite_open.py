"""A server opening a SQLite file that another process is creating waits for it (two workers starting at once)."""
from __future__ import annotations

import sqlite3
import threading

from companion.storage.store import open_store


def test_opening_waits_while_another_process_holds_a_new_file(tmp_path):
    path = str(tmp_path / "new.sqlite3")
    other = sqlite3.connect(path, isolation_level=None, check_same_thread=False)  # a new file, another process's schema change
    other.execute("BEGIN IMMEDIATE")
    other.execute("CREATE TABLE placeholder (x)")
    threading.Timer(0.3, lambda: other.execute("COMMIT")).start()
    store = open_store(path)  # SQLite refuses the switch to WAL at once while the other holds the file
    try:
        assert store.find_table("ABCDEF") is None
        with store.connection():
            assert store.database.execute_sql("PRAGMA journal_mode").fetchone()[0] == "wal"
    finally:
        store.close()
        other.close()
