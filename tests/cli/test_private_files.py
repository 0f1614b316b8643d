"""What the companion creates is private to its user, whatever the umask: the database
and its -wal/-shm (0600), the lock file (0600), a backup (0600), and the default data
folder when it makes it (0700)."""
from __future__ import annotations

import os
import stat

import pytest

from tests.cli.helpers import companion
from tests.deploy.helpers import Server, api, checkout_command, clean_env, free_port

pytestmark = pytest.mark.e2e

UMASK_OPEN = "import os, sys; os.umask(0o022); "


def mode(path) -> int:
    return stat.S_IMODE(os.stat(path).st_mode)


def with_umask_022() -> list:
    """`companion` from the checkout, under the usual umask (the test must not pass by luck)."""
    argv = checkout_command()
    return [argv[0], "-c", UMASK_OPEN + argv[2]]


def test_the_database_its_wal_shm_lock_and_backup_are_0600(tmp_path):
    db = tmp_path / "table.sqlite3"
    port = free_port()
    server = Server(argv=[*with_umask_022(), "serve", "--host", "127.0.0.1", "--port", str(port), "--db", str(db),
                          "--quiet"], cwd=tmp_path, env=clean_env(), port=port, log_path=tmp_path / "server.log")
    server.start()
    try:
        api("POST", server.url + "/api/tables", {"profile": "howell", "host_name": "Ann"}, expect=201)
        for name in ("table.sqlite3", "table.sqlite3-wal", "table.sqlite3-shm", "table.sqlite3.lock"):
            assert mode(tmp_path / name) == 0o600, name
        copy = tmp_path / "copy.sqlite3"
        done = companion("backup", str(copy), "--db", str(db), cwd=tmp_path)
        assert done.returncode == 0, done.stderr
        assert mode(copy) == 0o600
    finally:
        server.stop()


def test_the_default_data_folder_is_made_0700(tmp_path):
    data_home = tmp_path / "xdg-data"  # platformdirs' user data dir on Linux: $XDG_DATA_HOME/eleusis-companion
    port = free_port()
    server = Server(argv=[*with_umask_022(), "serve", "--host", "127.0.0.1", "--port", str(port), "--quiet"],
                    cwd=tmp_path, env=clean_env(XDG_DATA_HOME=str(data_home), HOME=str(tmp_path)),
                    port=port, log_path=tmp_path / "server.log")
    server.start()
    try:
        folder = data_home / "eleusis-companion"
        assert mode(data_home) == 0o700 and mode(folder) == 0o700
        assert mode(folder / "companion.sqlite3") == 0o600
    finally:
        server.stop()


def test_an_existing_folder_keeps_its_mode(tmp_path):
    from companion.files import make_private_dir

    shared = tmp_path / "shared"
    shared.mkdir(mode=0o755)
    shared.chmod(0o755)
    make_private_dir(shared / "inner")
    assert mode(shared) == 0o755 and mode(shared / "inner") == 0o700
