import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import pytest

from tests.support import Http, ServerProcess


@pytest.fixture
def server(tmp_path):
    proc = ServerProcess(str(tmp_path / "e2e.sqlite3")).start()
    yield proc
    proc.discard()


@pytest.fixture
def http(server):
    client = Http(server.port)
    yield client
    client.close()
