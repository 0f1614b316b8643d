"""The rules core is pure (docs/architecture.md): it imports neither Flask nor peewee and reads
no catalog; what it says is codes, keys and parameters, and the shell renders the sentences."""
from __future__ import annotations

import json
import subprocess
import sys

SHELL = ("flask", "peewee", "companion.catalogs", "fluent", "babel", "werkzeug", "psycopg2", "redis", "gevent")


def test_importing_the_rules_core_loads_no_shell_module_and_no_catalog_library():
    probe = ("import json, sys, companion.rules, companion.rules.rulebook, companion.rules.room_view; "
             "print(json.dumps(sorted(sys.modules)))")
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    loaded = json.loads(done.stdout)
    assert "companion.rules.texts" in loaded and "companion.rules.errors" in loaded  # the probe imported the core
    found = sorted(m for m in loaded if any(m == name or m.startswith(name + ".") for name in SHELL))
    assert not found, found
