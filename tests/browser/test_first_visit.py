"""A phone's first visit asks for each file of the app once: the service worker, installing, keeps
what its page has just fetched from the browser's cache instead of asking for it again (a class of
72 first visits asks for thousands of files from one address). The server's own
access log counts what it was asked; the worker's cache must still hold every file it was sent,
each answered 200, and one of them compared with the file on disk."""
from __future__ import annotations

import collections
import subprocess
import sys
import time

import pytest

from bench.first_visit import asked as asked_of
from tests.support import Http, ServerProcess

from .conftest import PHONE, ROOT

pytestmark = pytest.mark.browser

# the tab's icon: the browser fetches it apart from the page (not in what the page names as fetched)
APART = {"/static/icons/icon.svg"}


def test_a_first_visit_asks_for_each_file_once_and_the_worker_keeps_the_whole_shell(browser, tmp_path):
    server = ServerProcess(str(tmp_path / "first.sqlite3"), env={"COMPANION_ACCESS_LOG": "-"}).start()
    try:
        status, table = Http(server.port).call("POST", "/api/tables", {"profile": "howell", "host_name": "Dan"})
        assert status == 201
        _, start = asked_of(server.log, 0)
        context = browser.new_context(viewport=PHONE)
        page = context.new_page()
        page.goto(f"{server.url}/t/{table['code']}")
        page.evaluate("navigator.serviceWorker.ready.then(() => true)")  # installed: its shell is kept
        page.wait_for_load_state("networkidle")
        kept = page.evaluate("""async () => {
            const cache = await caches.open((await caches.keys()).find((k) => k.startsWith("eleusis-shell-")));
            const out = {};
            for (const request of await cache.keys()) out[new URL(request.url).pathname] = (await cache.match(request)).status;
            out["js/dom.js"] = await (await cache.match("/static/js/dom.js")).text();
            return out;
        }""")
        time.sleep(0.5)  # the access log is written after each answer
        asked = [(path, status) for path, status in asked_of(server.log, start)[0] if path.startswith("/static/")]
        context.close()
    finally:
        server.discard()
    times = collections.Counter(path for path, _ in asked)
    assert len(times) > 40  # the shell's files, each asked for
    assert {path for path, n in times.items() if n > 1} <= APART, times
    assert [path for path, status in asked if status == "304"] in ([], sorted(APART))
    shell = {path for path in kept if path.startswith("/static/")}
    assert shell == set(times) and all(kept[path] == 200 for path in shell)  # each file kept, as it was sent
    assert kept["js/dom.js"] == (ROOT / "static" / "js" / "dom.js").read_text(encoding="utf-8")


def test_the_first_visit_bench_prints_its_steps():
    """bench/first_visit.py (docs/server.md's figures) runs and prints a row per step."""
    done = subprocess.run([sys.executable, str(ROOT / "bench" / "first_visit.py")], capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    rows = [line for line in done.stdout.splitlines() if line.startswith("| ") and "requests" not in line]
    assert [row.split(" | ")[0][2:] for row in rows] == [
        "first visit: the join page, its service worker installed", "the page reloaded a moment later"]
    assert all(int(row.split(" | ")[1]) > 0 for row in rows)
