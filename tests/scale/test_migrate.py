"""``companion migrate --to postgresql://…``: a laptop's games move to PostgreSQL and keep working."""
from __future__ import annotations

import os
import random
import subprocess
import sys

import psycopg2

from companion.storage import store
from companion.service.table_service import TableService
from tests.phones import Game
from tests.support import ROOT, FlaskHttp


def _cli(*args, db):
    env = dict(os.environ, PYTHONPATH=str(ROOT), COMPANION_DB=db)
    return subprocess.run([sys.executable, "-m", "companion", *args], capture_output=True, text=True,
                          cwd=ROOT, env=env, timeout=120)


def _laptop(tmp_path):
    """A SQLite database with a game in play, a finished deal, a lobby, and a re-issued seat."""
    from companion.config import Config
    from companion.web import create_app
    from companion.web.services import services

    db = str(tmp_path / "laptop.sqlite3")
    app = create_app(Config(db=db, limit_actions=(10**6, 60), limit_join=(10**6, 60), limit_create=(10**6, 60)))
    http = FlaskHttp(app.test_client())
    played = Game(http, "howell", people=5)
    played.with_ids = True
    played.start(first_dealer=played.host)
    played.play_deal(random.Random(4), rule="rule: red after black — «ça»", max_turns=8)
    status, answer = http.post(f"{played.path}/people/p3/rejoin", {}, token=played.tokens[played.host])
    assert status == 200
    played.tokens["p3"] = answer["token"]
    lobby = Game(http, "express", people=3)
    views = {g.code: {pid: g.snap(pid) for pid in [None, *g.tokens]} for g in (played, lobby)}
    services(app).store.close()
    return db, (played, lobby), views


def test_migrate_copies_every_table_and_checks_it_by_replay(tmp_path, postgres_url):
    db, games, views = _laptop(tmp_path)
    done = _cli("migrate", "--to", postgres_url, db=db)
    assert done.returncode == 0, done.stderr
    assert "2 tables" in done.stdout and "replays equal" in done.stdout
    assert "s3cret" not in done.stdout  # the password is not printed

    tables = TableService(store.open_store(postgres_url))
    for game in games:
        for pid, view in views[game.code].items():
            token = game.tokens.get(pid) if pid else None
            assert tables.snapshot(game.code, token) == view  # every link still works, every view equal
        assert tables.log(game.code, None) == tables.log(game.code, None)
    played = games[0]
    answer = tables.act(played.code, played.tokens[played.host], {"type": "next_deal"})
    assert answer["version"] == views[played.code][None]["version"] + 1
    tables.table_log.store.close()

    # the hosted copy has moved on: migrating again refuses to touch it
    again = _cli("migrate", "--to", postgres_url, db=db)
    assert again.returncode == 1 and "differs" in again.stderr


def test_migrate_a_second_time_skips_what_is_already_there(tmp_path, postgres_url):
    db, games, _ = _laptop(tmp_path)
    assert _cli("migrate", "--to", postgres_url, db=db).returncode == 0
    again = _cli("migrate", "--to", postgres_url, db=db)
    assert again.returncode == 0, again.stderr
    assert "0 tables" in again.stdout and "2 already there" in again.stdout
    conn = psycopg2.connect(postgres_url)
    with conn.cursor() as cursor:
        cursor.execute('SELECT count(*) FROM "table"')
        assert cursor.fetchone()[0] == 2
    conn.close()


def test_migrate_refuses_what_it_cannot_do(tmp_path, postgres_url):
    missing = _cli("migrate", "--to", postgres_url, db=str(tmp_path / "nothing.sqlite3"))
    assert missing.returncode == 1 and "no SQLite database" in missing.stderr
    wrong = _cli("migrate", "--to", "mysql://x@y/z", db=str(tmp_path / "nothing.sqlite3"))
    assert wrong.returncode == 1 and "postgresql://" in wrong.stderr
    db, _, _ = _laptop(tmp_path)
    port = postgres_url.rsplit(":", 1)[1].split("/")[0]
    down = _cli("migrate", "--to", postgres_url.replace(f":{port}/", ":1/"), db=db)
    assert down.returncode == 1 and "cannot reach" in down.stderr


def test_migrate_copies_a_room_of_tables_with_its_tables(tmp_path, postgres_url):
    """A room (its own log and room tokens) moves with its tables: every view and seat is the same."""
    from companion.config import Config
    from companion.service.room_service import RoomService
    from companion.storage.rooms import RoomStore
    from companion.web import create_app
    from companion.web.services import services
    from tests.rooms import RoomDriver

    db = str(tmp_path / "class.sqlite3")
    app = create_app(Config(db=db, limit_join=(10**6, 60), limit_create=(10**6, 60)))
    room = RoomDriver(FlaskHttp(app.test_client()), people=8, tables=2)
    room.act({"type": "form"})
    seats = {person: room.seat(person) for person in room.tokens}  # a seat's first hand-out is in the room's log
    views = {person: room.view(person) for person in [*room.tokens, "r0", None]}
    services(app).store.close()

    done = _cli("migrate", "--to", postgres_url, db=db)
    assert done.returncode == 0, done.stderr
    assert "2 tables" in done.stdout and "1 rooms" in done.stdout

    log = store.open_store(postgres_url)
    tables = TableService(log)
    rooms = RoomService(RoomStore(log), tables)
    tokens = {**room.tokens, "r0": room.organizer}
    for person, view in views.items():
        assert rooms.view(room.code, tokens.get(person)) == view, person
    for person, seat in seats.items():
        assert rooms.seat(room.code, room.tokens[person]) == seat
        assert tables.snapshot(seat["code"], seat["token"])["me"] == seat["player_id"]
    again = _cli("migrate", "--to", postgres_url, db=db)
    assert again.returncode == 0 and "0 rooms" in again.stdout, again.stderr
    log.close()
