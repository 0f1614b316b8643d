"""Kept no longer than needed, through the real server (gunicorn + gevent): tables nobody touched for
COMPANION_KEEP_DAYS days are deleted at its start, in the background, while it serves; a host's DELETE
closes the table's sockets with 4410 and the code then answers as unknown (docs/operations.md, docs/API.md)."""
from __future__ import annotations

import pytest

from companion.storage import store
from tests.scale.helpers import eventually
from tests.phones import Game
from tests.support import Http, ServerProcess, untouched_table


def copy_in(db_path: str, code: str, days_ago: int) -> None:
    log = store.open_store(db_path)
    untouched_table(log, code, days_ago)
    log.close()


@pytest.mark.parametrize("engine", ["sqlite", "postgresql"])
def test_tables_untouched_for_keep_days_are_deleted_at_start_and_the_rest_serve(request, tmp_path, engine):
    db = str(tmp_path / "kept.sqlite3") if engine == "sqlite" else request.getfixturevalue("postgres_url")
    copy_in(db, "DUSTYQ", days_ago=45)
    copy_in(db, "FRESHR", days_ago=3)
    server = ServerProcess(db, env={"COMPANION_KEEP_DAYS": "30", "COMPANION_LOG_LEVEL": "info"},
                           log=tmp_path / "server.log").start()
    try:
        http = Http(server.port)
        eventually(lambda: http.get("/api/tables/DUSTYQ")[0] == 404, what="the untouched table pruned at start")
        assert http.get("/api/tables/FRESHR")[0] == 200
        game = Game(http, "howell", people=3)  # a new table, made while pruning ran
        assert game.snap("p2")["me"] == "p2"
        eventually(lambda: "deleted table DUSTYQ" in server.log.read_text(), what="its log line")
        http.close()
    finally:
        server.stop()
    log = store.open_store(db)
    assert log.find_table("DUSTYQ") is None and log.find_table("FRESHR") is not None
    log.close()


def test_keep_days_zero_keeps_every_table(tmp_path):
    db = str(tmp_path / "kept.sqlite3")
    copy_in(db, "DUSTYQ", days_ago=4000)
    server = ServerProcess(db, env={"COMPANION_KEEP_DAYS": "0"}).start()
    try:
        http = Http(server.port)
        assert http.get("/api/tables/DUSTYQ")[0] == 200
        http.close()
    finally:
        server.discard()


def test_the_hosts_delete_closes_every_socket_of_the_table_with_4410(server, http):
    game = Game(http, "howell", people=3)
    phone, board = game.phone("p2"), game.phone(None)
    for socket in (phone, board):  # each is the table's once its hello is read: its first state
        assert socket.receive()["type"] == "state"
    status, body = http.call("DELETE", game.path, token=game.tokens["p2"])
    assert (status, body["error"]) == (403, "host_only")
    status, body = http.call("DELETE", game.path, token=game.tokens["p1"])
    assert status == 200 and body["deleted"] == game.code
    for socket in (phone, board):
        _, code, reason = socket.until_closed()
        assert (code, reason) == (4410, "This table was deleted.")
        socket.close()
    assert http.get(game.path)[0] == 404
    # a socket opened afterwards is refused as for any unknown code
    late = game.phone(None)
    messages, code, _ = late.until_closed()
    assert code == 4404 and messages[-1]["error"] == "unknown_table"
    late.close()


def test_a_table_deleted_through_one_process_closes_its_sockets_on_the_other(tmp_path, postgres_url, redis_url):
    servers = [ServerProcess(postgres_url, log=tmp_path / f"server-{i}.log", args=("--hub", redis_url)) for i in range(2)]
    for server in servers:
        server.start()
    try:
        one, other = (Http(server.port) for server in servers)
        game = Game(one, "howell", people=3)
        assert other.get(game.path, token=game.tokens["p2"])[0] == 200  # the other process holds it now
        phone = game.phone("p2", port=servers[1].port)
        phone.receive()  # its first state: the socket is subscribed there
        status, body = one.call("DELETE", game.path, token=game.tokens["p1"])
        assert status == 200, body
        _, code, reason = phone.until_closed()
        assert (code, reason) == (4410, "This table was deleted.")
        phone.close()
        assert other.get(game.path)[0] == 404  # nothing of it answers from the other process's memory
        one.close()
        other.close()
    finally:
        for server in servers:
            server.discard()
