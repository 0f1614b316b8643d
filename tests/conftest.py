"""Session-wide real servers: one PostgreSQL and one Redis for the whole run, started on first use."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.servers import PostgresServer, RedisServer  # noqa: E402


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
