"""`companion serve` refuses a start it cannot make in ONE clear line, before any QR code:
a port in use (suggesting --port), a database path it cannot open (named), a bad
environment value (its variable named), a public URL without a scheme."""
from __future__ import annotations

import socket

import pytest

from tests.cli.helpers import companion, one_clear_line
from tests.deploy.helpers import free_port

pytestmark = pytest.mark.e2e


def serve(tmp_path, *args, env=None, db=None):
    db = db or str(tmp_path / "table.sqlite3")
    return companion("serve", "--host", "127.0.0.1", "--db", db, *args, cwd=tmp_path, env=env)


def test_a_port_in_use_suggests_another_port(tmp_path):
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        line = one_clear_line(serve(tmp_path, "--port", str(port)))
    assert f"port {port}" in line and "in use" in line and "--port" in line


@pytest.mark.parametrize("case", ["missing folder", "a folder", "not a database"])
def test_a_database_path_that_cannot_be_opened_is_named(tmp_path, case):
    if case == "missing folder":
        db = tmp_path / "no" / "such" / "table.sqlite3"
    elif case == "a folder":
        db = tmp_path / "folder.sqlite3"
        db.mkdir()
    else:
        db = tmp_path / "notes.txt"
        db.write_text("my shopping list\n" * 100)
    line = one_clear_line(serve(tmp_path, "--port", str(free_port()), db=str(db)))
    assert str(db) in line and "cannot open the database" in line
    if case == "not a database":
        assert db.read_text().startswith("my shopping list")  # left as it was


@pytest.mark.parametrize("variable, value", [
    ("COMPANION_PORT", "eighty"),
    ("COMPANION_PORT", "70000"),
    ("COMPANION_LIMIT_JOIN", "lots"),
    ("COMPANION_LIMIT_UNKNOWN", "0/60"),
    ("COMPANION_PROXIES", "one"),
    ("COMPANION_PG_POOL", "0"),
    ("COMPANION_PG_POOL", "many"),
    ("COMPANION_LOG_LEVEL", "loud"),
    ("COMPANION_QR", "purple"),
    ("COMPANION_LIMIT_ACTIONS", "0/10"),
    ("COMPANION_LIMIT_JOIN", "5/0"),
    ("COMPANION_WRITE_TIMEOUT", "-1"),
    ("COMPANION_PORT", "abc"),
])
def test_a_bad_environment_value_names_its_variable(tmp_path, variable, value):
    line = one_clear_line(serve(tmp_path, "--port", str(free_port()), env={variable: value}))
    assert variable in line and repr(value) in line


@pytest.mark.parametrize("flag, value", [("--port", "abc"), ("--workers", "0"), ("--qr", "purple")])
def test_a_bad_option_value_names_its_option(tmp_path, flag, value):
    line = one_clear_line(serve(tmp_path, "--port", str(free_port()), flag, value))
    assert line.startswith(f"companion serve: {flag} {value!r} is not valid")


def test_a_public_url_without_a_scheme_is_refused(tmp_path):
    line = one_clear_line(serve(tmp_path, "--port", str(free_port()), "--public-url", "eleusis.example.org"))
    assert "--public-url" in line and "https://eleusis.example.org" in line
    line = one_clear_line(serve(tmp_path, "--port", str(free_port()),
                                env={"COMPANION_PUBLIC_URL": "eleusis.example.org"}))
    assert "COMPANION_PUBLIC_URL" in line


def test_a_refused_start_leaves_no_database_behind_in_a_missing_folder(tmp_path):
    one_clear_line(serve(tmp_path, "--port", str(free_port()), db=str(tmp_path / "gone" / "t.sqlite3")))
    assert not (tmp_path / "gone").exists()


def test_an_idle_http_connection_is_closed_within_the_seconds_gunicorn_advises_for_direct_clients():
    """A phone's taps go on its socket; its HTTP requests come in bursts (a page, a reload). An idle
    connection is closed after 5 s, the top of gunicorn's 1-5 s, not kept holding a greenlet."""
    from companion import cli

    assert cli.KEEPALIVE == 5


def test_a_process_holds_twenty_postgresql_connections_unless_told_otherwise():
    from companion.config import Config

    assert Config.from_env({}).pg_pool == 20
    assert Config.from_env({"COMPANION_PG_POOL": "8"}).pg_pool == 8


def test_the_server_may_open_as_many_files_as_its_hard_limit():
    """A service manager's soft limit (systemd's 1,024) would refuse the 1,025th connection: ``serve`` raises
    it to the hard limit (its worker accepts that many connections, less the server's own files)."""
    import subprocess
    import sys
    from pathlib import Path

    script = ("import resource; from companion.operations import startup; n = startup.open_files(); "
              "print(n, resource.getrlimit(resource.RLIMIT_NOFILE)[0], resource.getrlimit(resource.RLIMIT_NOFILE)[1])")
    done = subprocess.run(["bash", "-c", f"ulimit -Sn 512 && {sys.executable} -c '{script}'"],
                          capture_output=True, text=True, timeout=60, cwd=str(Path(__file__).resolve().parents[2]))
    assert done.returncode == 0, done.stderr
    limit, soft, hard = map(int, done.stdout.split())
    assert soft == hard == limit > 512
