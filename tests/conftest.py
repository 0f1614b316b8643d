"""Session-wide real servers: one PostgreSQL and one Redis for the whole run, started on first use."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.servers import PostgresServer, RedisServer  # noqa: E402


WAITING = ("tests/e2e/", "tests/cli/", "tests/deploy/", "tests/scale/")  # files that mostly wait on processes


def pytest_collection_modifyitems(items):
    """Whole files, each in its collected order: the browser files spread evenly among the files that mostly
    wait on other processes (a server's start and stop, a proxy's timeout, a bench's seconds), then the
    rest. On two processes (tests/run.sh) a browser file keeps both cores busy, and a waiting file lends it
    its idle core; the browser files first, then the waiting ones, left a core idle for minutes."""
    files: dict[str, list] = {}
    for item in items:
        files.setdefault(item.nodeid.split("::")[0], []).append(item)
    browser = [path for path in files if path.startswith("tests/browser/")]
    waiting = [path for path in files if path.startswith(WAITING)]
    rest = [path for path in files if path not in browser and path not in waiting]
    spread = sorted([((i + 0.5) / len(browser), path) for i, path in enumerate(browser)]
                    + [((i + 0.5) / len(waiting), path) for i, path in enumerate(waiting)])
    items[:] = [item for _, path in spread for item in files[path]] + [item for path in rest for item in files[path]]


@pytest.fixture(scope="session")
def postgres_server():
    server = PostgresServer().start()
    yield server
    server.stop()


@pytest.fixture(scope="session")
def redis_server():
    server = RedisServer().start()
    yield server
    server.cleanup()


@pytest.fixture
def postgres_url(postgres_server):
    """A fresh, empty PostgreSQL database of the session's server."""
    return postgres_server.new_database()


@pytest.fixture
def redis_url(redis_server):
    """The session's Redis, emptied (its pub/sub channel is shared: notes name their tables)."""
    if redis_server.proc is None or redis_server.proc.poll() is not None:
        redis_server.start()
    redis_server.flush()
    return redis_server.url()
