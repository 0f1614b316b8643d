"""What a phone's first visit asks the server for, counted by the server: Debian's Chromium opens a
table's join page, its service worker installs (it keeps the app shell), and the page is then
reloaded once.

    .venv/bin/python bench/first_visit.py

Starts the real server (``python -m companion serve``, its access log on) on a free 127.0.0.1
port, makes a table, and prints the requests of each step by what they asked (the app's files,
the rest) and their status, and how many of the app's files were asked for more than once:
what a class's first visits ask of one address (the app does not count its files: docs/admission.md).
``COMPANION_CHROMIUM`` names another Chromium.
"""
from __future__ import annotations

import collections
import json
import os
import re
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from load import free_port, wait_http  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
CHROMIUM = os.environ.get("COMPANION_CHROMIUM", "/usr/bin/chromium-headless-shell")
ASKED = re.compile(r'"(GET|POST|HEAD) (\S+) HTTP/[0-9.]+" (\d{3})')


def asked(log: Path, start: int) -> tuple[list[tuple[str, str]], int]:
    """(path, status) of each request the access log has from byte ``start`` on, and where it ends."""
    text = log.read_bytes()
    return [(m.group(2).split("?")[0], m.group(3)) for m in ASKED.finditer(text[start:].decode("utf-8", "replace"))], \
        len(text)


def report(step: str, requests: list[tuple[str, str]]) -> None:
    kinds = collections.Counter(("file" if path.startswith("/static/") else "other", status)
                                for path, status in requests)
    files = collections.Counter(path for path, _ in requests if path.startswith("/static/"))
    said = ", ".join(f"{n} {kind} {status}" for (kind, status), n in sorted(kinds.items()))
    print(f"| {step} | {len(requests)} | {said or '—'} | {sum(1 for n in files.values() if n > 1)} |")


def main() -> None:
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as folder:
        log, port = Path(folder, "access.log"), free_port()
        env = dict(os.environ, COMPANION_ACCESS_LOG="-", COMPANION_LOG_LEVEL="warning", PYTHONPATH=str(ROOT))
        with open(log, "wb") as out:
            server = subprocess.Popen([sys.executable, "-m", "companion", "serve", "--host", "127.0.0.1", "--port",
                                       str(port), "--db", str(Path(folder, "first.sqlite3")), "--quiet"],
                                      cwd=str(ROOT), env=env, stdout=out, stderr=subprocess.STDOUT)
        try:
            wait_http(port)
            made = urllib.request.Request(f"http://127.0.0.1:{port}/api/tables", headers={
                "Content-Type": "application/json"}, data=json.dumps({"profile": "howell", "host_name": "Dan"}).encode())
            with urllib.request.urlopen(made, timeout=10) as answer:
                code = json.loads(answer.read())["code"]
            time.sleep(0.5)
            _, start = asked(log, 0)
            print("first_visit: what the server was asked, by Chromium on a phone's screen (360 px)")
            print("| step | requests | of them | files asked more than once |")
            print("|---|---|---|---|")
            with sync_playwright() as pw:
                browser = pw.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox", "--disable-gpu"])
                page = browser.new_context(viewport={"width": 360, "height": 740}).new_page()
                page.goto(f"http://127.0.0.1:{port}/t/{code}")
                page.evaluate("navigator.serviceWorker.ready.then(() => true)")  # installed: the shell is kept
                page.wait_for_load_state("networkidle")
                time.sleep(1.0)  # the access log is written after each answer
                requests, start = asked(log, start)
                report("first visit: the join page, its service worker installed", requests)
                page.reload()
                page.wait_for_load_state("networkidle")
                time.sleep(1.0)
                requests, start = asked(log, start)
                report("the page reloaded a moment later", requests)
                browser.close()
        finally:
            server.terminate()
            server.wait(10)


if __name__ == "__main__":
    main()
