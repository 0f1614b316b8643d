"""Fixtures of the deployment tests (helpers in tests/deploy/helpers.py)."""
from __future__ import annotations

from pathlib import Path

import pytest

from tests.deploy.helpers import Server, clean_env, free_port


@pytest.fixture
def start_server(tmp_path):
    """start_server(argv_prefix, db, cwd=tmp_path) -> a healthy Server; all stopped at teardown."""
    servers: list[Server] = []

    def _start(prefix: list, db: Path, cwd: Path | None = None, extra_env: dict | None = None) -> Server:
        port = free_port()
        argv = [*prefix, "serve", "--host", "127.0.0.1", "--port", str(port), "--db", str(db)]
        server = Server(argv=argv, cwd=cwd or tmp_path, env=clean_env(**(extra_env or {})), port=port,
                        log_path=tmp_path / f"server-{len(servers)}.log")
        servers.append(server)
        return server.start()

    yield _start
    for server in servers:
        server.stop()
