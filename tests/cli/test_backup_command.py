"""`companion backup`: of a missing database it fails clearly (and creates nothing); a
destination in a missing folder, or a folder, gets a clear message; a backup is private."""
from __future__ import annotations

import sqlite3

import pytest

from tests.cli.helpers import companion, one_clear_line

pytestmark = pytest.mark.e2e


def a_database(path):
    with sqlite3.connect(path) as conn:
        conn.execute("CREATE TABLE kept (x)")
        conn.execute("INSERT INTO kept VALUES (42)")
    conn.close()
    return path


def test_backup_of_a_missing_database_fails_and_creates_nothing(tmp_path):
    db, copy = tmp_path / "never-served.sqlite3", tmp_path / "copy.sqlite3"
    line = one_clear_line(companion("backup", str(copy), "--db", str(db), cwd=tmp_path))
    assert "no database" in line and str(db) in line
    assert not db.exists() and not copy.exists()


def test_backup_into_a_missing_folder_says_so(tmp_path):
    db = a_database(tmp_path / "table.sqlite3")
    target = tmp_path / "backups" / "copy.sqlite3"
    line = one_clear_line(companion("backup", str(target), "--db", str(db), cwd=tmp_path))
    assert "does not exist" in line and str(tmp_path / "backups") in line


def test_backup_onto_a_folder_or_the_database_itself_is_refused(tmp_path):
    db = a_database(tmp_path / "table.sqlite3")
    line = one_clear_line(companion("backup", str(tmp_path), "--db", str(db), cwd=tmp_path))
    assert "is a folder" in line
    line = one_clear_line(companion("backup", str(db), "--db", str(db), cwd=tmp_path))
    assert "the database itself" in line


def test_a_backup_is_private_complete_and_replaces_an_old_one(tmp_path):
    db = a_database(tmp_path / "table.sqlite3")
    target = tmp_path / "copy.sqlite3"
    target.write_text("an old, world-readable file")
    target.chmod(0o644)
    done = companion("backup", str(target), "--db", str(db), cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert target.stat().st_mode & 0o777 == 0o600
    with sqlite3.connect(target) as conn:
        assert conn.execute("SELECT x FROM kept").fetchall() == [(42,)]
    conn.close()
    assert [p.name for p in tmp_path.iterdir() if "partial" in p.name] == []


def test_export_of_a_missing_database_fails_and_creates_nothing(tmp_path):
    db = tmp_path / "never-served.sqlite3"
    line = one_clear_line(companion("export", "ABCDEF", "--db", str(db), cwd=tmp_path))
    assert "no database" in line
    assert not db.exists()
