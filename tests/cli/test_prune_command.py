"""`companion prune`: deletes now every table nobody touched for COMPANION_KEEP_DAYS days, and prints
each one it deleted; 0 keeps everything; a missing database is one clear line (docs/operations.md)."""
from __future__ import annotations

import pytest

from companion.storage import store
from tests.cli.helpers import companion, one_clear_line
from tests.support import untouched_table

pytestmark = pytest.mark.e2e


def a_database(path, **ages):
    log = store.open_store(str(path))
    for code, days in ages.items():
        untouched_table(log, code, days)
    log.close()
    return path


def codes(path):
    log = store.open_store(str(path))
    try:
        return sorted(code for code, _ in log.untouched_tables(store.now()))
    finally:
        log.close()


@pytest.mark.parametrize("engine", ["sqlite", "postgresql"])
def test_prune_deletes_what_nobody_touched_for_keep_days_and_says_so(request, tmp_path, engine):
    target = tmp_path / "kept.sqlite3" if engine == "sqlite" else request.getfixturevalue("postgres_url")
    db = a_database(target, DUSTYQ=31, GHJKMN=60, FRESHR=29)
    done = companion("prune", "--db", str(db), cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.strip().splitlines()
    assert [line.split()[4].rstrip(",") for line in lines[:-1]] == ["GHJKMN", "DUSTYQ"]  # least recently touched first
    assert all(line.startswith("companion prune: deleted table ") and "untouched since 20" in line
               for line in lines[:-1])
    assert lines[-1] == "companion prune: 2 deleted, untouched for 30 days or more"
    assert codes(db) == ["FRESHR"]
    again = companion("prune", "--db", str(db), cwd=tmp_path)
    assert again.stdout.strip() == "companion prune: 0 deleted, untouched for 30 days or more"


def test_prune_reads_keep_days_and_zero_keeps_everything(tmp_path):
    db = a_database(tmp_path / "kept.sqlite3", DUSTYQ=3000, FRESHR=10)
    done = companion("prune", "--db", str(db), cwd=tmp_path, env={"COMPANION_KEEP_DAYS": "0"})
    assert (done.returncode, done.stdout.strip()) == (0, "companion prune: everything is kept (COMPANION_KEEP_DAYS=0)")
    assert codes(db) == ["DUSTYQ", "FRESHR"]
    done = companion("prune", "--db", str(db), cwd=tmp_path, env={"COMPANION_KEEP_DAYS": "7"})
    assert done.stdout.strip().splitlines()[-1] == "companion prune: 2 deleted, untouched for 7 days or more"
    assert codes(db) == []


def test_prune_of_a_missing_database_or_a_bad_setting_is_one_clear_line(tmp_path):
    db = tmp_path / "never-served.sqlite3"
    line = one_clear_line(companion("prune", "--db", str(db), cwd=tmp_path))
    assert "no database" in line and not db.exists()
    db = a_database(tmp_path / "kept.sqlite3")
    line = one_clear_line(companion("prune", "--db", str(db), cwd=tmp_path, env={"COMPANION_KEEP_DAYS": "-1"}))
    assert "COMPANION_KEEP_DAYS" in line


def test_a_server_prunes_at_start_then_once_a_day_and_a_failure_waits_for_the_next_day():
    from types import SimpleNamespace

    from companion.operations import pruning

    asked, slept = [], []

    def prune(keep_days):
        asked.append(keep_days)
        if len(asked) == 2:
            raise RuntimeError("the database is restarting")
        return []

    tables = SimpleNamespace(retention=SimpleNamespace(prune=prune))
    pruning.every_day(tables, 30, sleep=slept.append, rounds=3)
    assert asked == [30, 30, 30] and slept == [pruning.DAY, pruning.DAY]  # the failure did not end it
    assert pruning.start(tables, 0) is None and len(asked) == 3  # 0: nothing runs, everything is kept


def test_prune_deletes_a_room_nobody_touched_with_its_tables_and_prints_it(tmp_path):
    from companion.service.room_service import RoomService
    from companion.service.table_service import TableService
    from companion.storage.rooms import RoomStore
    from tests.store.test_a_room_kept_no_longer_than_needed import age

    path = tmp_path / "kept.sqlite3"
    log = store.open_store(str(path))
    rooms = RoomService(RoomStore(log), TableService(log))
    code, _, organizer = rooms.create("Class 4b", "howell", {}, 1, "Ms Lee")
    for name in ("A", "B", "C", "D"):
        rooms.join(code, name, None)
    rooms.act(code, organizer, {"type": "form"})
    table = rooms.seat(code, organizer)["tables"][0]["code"]
    age(log, 45)
    untouched_table(log, "DUSTYQ", 31)
    log.close()
    done = companion("prune", "--db", str(path), cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.strip().splitlines()
    assert [line.split()[3:5] for line in lines[:-1]] == [["room", f"{code},"], ["table", "DUSTYQ,"]]
    assert lines[-1] == "companion prune: 2 deleted, untouched for 30 days or more"
    log = store.open_store(str(path))
    assert RoomStore(log).find_room(code) is None and log.find_table(table) is None
    log.close()
