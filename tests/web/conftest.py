import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from companion.config import Config  # noqa: E402
from companion.web import create_app  # noqa: E402
from companion.web.services import services  # noqa: E402
from tests.support import FlaskHttp  # noqa: E402

OPEN_LIMITS = dict(limit_unknown=(10**6, 60), limit_join=(10**6, 60), limit_create=(10**6, 60),
                   limit_actions=(10**6, 60), budget_address=(10**7, 60), budget_socket=(10**7, 60))


@pytest.fixture(scope="module", params=["sqlite", "postgresql"])
def app(request, tmp_path_factory):
    """The API over a SQLite file, and again over PostgreSQL (where the table service runs
    shared: every change and read catches up from the log, as with several processes)."""
    if request.param == "sqlite":
        db = str(tmp_path_factory.mktemp("web") / "web.sqlite3")
    else:
        db = request.getfixturevalue("postgres_server").new_database()
    app = create_app(Config(db=db, public_url="http://table.test", **OPEN_LIMITS))
    yield app
    services(app).store.close()  # each app has its own database: its connections go with it


@pytest.fixture
def http(app):
    return FlaskHttp(app.test_client())
