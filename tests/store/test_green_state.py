"""peewee is first imported after gevent's patching in every serving process, so each greenlet has its own connection.

peewee's per-thread connection state subclasses the ``threading.local`` it
finds when it is imported. gunicorn's master imports the worker class (and
so the web package) before it forks the worker that patches gevent: if that
import reached peewee, every greenlet of the worker would share one
connection and one transaction. Each check runs in a fresh interpreter,
against the real libraries.
"""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _run(script: str) -> str:
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    return done.stdout.strip()


def test_the_master_imports_the_cli_and_gunicorns_gevent_worker_without_peewee():
    script = ("import sys; import companion.cli; from companion.operations import stopping; "
              "from gunicorn.util import load_class; load_class('gevent', section='gunicorn.workers'); "
              "from companion.web import create_app; print('peewee' in sys.modules)")
    assert _run(script) == "False"


_TWO_GREENLETS = """
import gevent
import peewee
database = peewee.SqliteDatabase(":memory:")
seen = []
def first():
    database.connect()
    gevent.sleep(0.05)
def second():
    gevent.sleep(0.01)
    seen.append(database.is_closed())  # another greenlet's connection, if the state is shared
gevent.joinall([gevent.spawn(first), gevent.spawn(second)])
print(seen[0])
"""


def test_patched_first_each_greenlet_has_its_own_connection():
    assert _run("from gevent import monkey; monkey.patch_all()\n" + _TWO_GREENLETS) == "True"


def test_peewee_imported_before_the_patching_shares_one_connection_between_greenlets():
    """The failure the import order prevents, shown on the real libraries."""
    assert _run("import peewee\nfrom gevent import monkey; monkey.patch_all()\n" + _TWO_GREENLETS) == "False"
