"""The scale-out settings: where the log lives, which hub, how many workers — and what is refused."""
from __future__ import annotations

import os
import subprocess
import sys

import pytest

from companion.config import Config, redact
from tests.support import ROOT


def test_the_database_and_hub_come_from_the_environment():
    config = Config.from_env({"COMPANION_DB": "postgresql://u:p@db:5432/eleusis", "COMPANION_HUB": "redis://r:6379/0",
                              "COMPANION_WORKERS": "3"})
    assert (config.db_path(), config.hub, config.workers) == ("postgresql://u:p@db:5432/eleusis", "redis://r:6379/0", 3)
    config.check()
    assert Config.from_env({}).hub is None and Config.from_env({}).workers == 1


def test_more_than_one_worker_needs_a_shared_hub():
    with pytest.raises(ValueError, match="--hub redis://"):
        Config(db="x.sqlite3", workers=2).check()
    Config(db="x.sqlite3", workers=2, hub="redis://127.0.0.1:6379/0").check()  # SQLite may be shared by workers
    Config(db="x.sqlite3", workers=1).check()


@pytest.mark.parametrize("settings, words", [
    ({"db": "mysql://u:secret@h/db"}, "postgresql://"),
    ({"db": "x.sqlite3", "hub": "amqp://h"}, "redis://"),
    ({"db": "x.sqlite3", "workers": 0}, "at least 1"),
])
def test_settings_that_cannot_work_are_refused_with_a_sentence(settings, words):
    with pytest.raises(ValueError, match=words) as refused:
        Config(**settings).check()
    assert "secret" not in str(refused.value)


def test_a_url_is_printed_without_its_password():
    assert redact("postgresql://eleusis:hunter2@db:5432/eleusis") == "postgresql://eleusis:***@db:5432/eleusis"
    assert redact("redis://cache:6379/0") == "redis://cache:6379/0"


def test_serve_refuses_two_workers_without_a_hub(tmp_path):
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    env.pop("COMPANION_HUB", None)
    done = subprocess.run([sys.executable, "-m", "companion", "serve", "--workers", "2", "--db",
                           str(tmp_path / "x.sqlite3"), "--quiet"], capture_output=True, text=True, env=env,
                          cwd=ROOT, timeout=60)
    assert done.returncode == 1
    assert "--workers 2 needs a shared hub" in done.stderr
    assert not (tmp_path / "x.sqlite3").exists()  # refused before anything was opened
