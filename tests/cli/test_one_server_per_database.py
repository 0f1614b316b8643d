"""A second server on the same SQLite file refuses to start (the hub is in-process, so
two servers would hand each other's phones stale versions), naming the process that
holds the file; once that one stops — even by SIGKILL — the file is free again."""
from __future__ import annotations

import os
import signal

import pytest

from tests.cli.helpers import companion, one_clear_line
from tests.deploy.helpers import free_port, http

pytestmark = pytest.mark.e2e


def test_a_second_server_on_the_same_file_names_the_first(tmp_path, start_server, checkout_command):
    db = tmp_path / "table.sqlite3"
    first = start_server(checkout_command, db)
    second = companion("serve", "--host", "127.0.0.1", "--port", str(free_port()), "--db", str(db), cwd=tmp_path)
    line = one_clear_line(second)
    assert str(db) in line and f"process {first.proc.pid}" in line
    assert http("GET", first.url + "/healthz")[0] == 200  # the first one is untouched
    assert (db.parent / "table.sqlite3.lock").stat().st_mode & 0o777 == 0o600


def test_the_file_is_free_again_once_its_server_is_gone(tmp_path, start_server, checkout_command):
    db = tmp_path / "table.sqlite3"
    first = start_server(checkout_command, db)
    os.killpg(first.proc.pid, signal.SIGKILL)  # a crash: no clean-up runs
    first.proc.wait(10)
    second = start_server(checkout_command, db)
    assert http("GET", second.url + "/healthz")[0] == 200
    second.stop()
    third = start_server(checkout_command, db)
    assert http("GET", third.url + "/healthz")[0] == 200


def test_other_databases_are_not_held(tmp_path, start_server, checkout_command):
    one = start_server(checkout_command, tmp_path / "one.sqlite3")
    two = start_server(checkout_command, tmp_path / "two.sqlite3")
    assert http("GET", one.url + "/healthz")[0] == http("GET", two.url + "/healthz")[0] == 200
