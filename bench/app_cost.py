"""The app's own share of a request: the WSGI app (``create_app``, its layers and Flask) called in
this process, with no server, socket or HTTP parse around it.

    python bench/app_cost.py                       # 3,000 requests a kind, 5 rounds
    python bench/app_cost.py --requests 10000 --rounds 3

``bench/cost.py`` prints what a request costs the real server's worker; the
difference between the two is gunicorn's (its parse, its environ, its
writes) and gevent's. The kinds: a kept static file (gzipped, as a browser
asks: ``compress.KeptFiles`` answers it), its ``304``, the health check, the
start page, a code no table has (``404``), and a request its client's budget
refused (``429``, the admission hook's: what refusing costs the app). Each round's
microseconds per request are printed, and the best;
pinned to the first core (``BENCH_PIN=0``: no pinning).
"""
from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from werkzeug.test import EnvironBuilder  # noqa: E402

from companion.config import Config  # noqa: E402
from companion.web import create_app  # noqa: E402

BROWSER = {"Accept-Encoding": "gzip, deflate, br", "Host": "192.168.1.5:8000"}


def _start_response(status, headers, exc_info=None):
    return None


def timed(app, environ: dict, requests: int) -> float:
    """Microseconds per request for ``requests`` calls of the app with (a copy of) ``environ``."""
    started = time.perf_counter()
    for _ in range(requests):
        body = app(dict(environ), _start_response)
        for _chunk in body:
            pass
        getattr(body, "close", lambda: None)()
    return (time.perf_counter() - started) / requests * 1e6


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--requests", type=int, default=3000)
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    if os.environ.get("BENCH_PIN", "1") != "0" and hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {0})
    with tempfile.TemporaryDirectory() as folder:
        app = create_app(Config(db=os.path.join(folder, "bench.sqlite3"), budget_address=(10**9, 60),
                                limit_unknown=(10**9, 60)))
        # a client whose budget is spent: every request of it refused by admission (its first admitted)
        spent = create_app(Config(db=os.path.join(folder, "spent.sqlite3"), budget_address=(1, 3600)))
        refused = EnvironBuilder(path="/healthz", headers=BROWSER,
                                 environ_base={"REMOTE_ADDR": "192.0.2.9"}).get_environ()
        timed(spent, refused, 1)
        file = EnvironBuilder(path="/static/js/app.js", headers=BROWSER).get_environ()
        timed(app, file, 1)  # kept by its first answer
        etag = []
        app(dict(file), lambda status, headers, exc_info=None: etag.extend(v for k, v in headers if k == "ETag"))
        kinds = {  # name: (the app that answers it, environ, the status it must be answered)
            "static file, kept (200, gzipped)": (app, file, "200"),
            "static file, kept (304)": (app, EnvironBuilder(path="/static/js/app.js", headers={
                **BROWSER, "If-None-Match": etag[0]}).get_environ(), "304"),
            "health check (/healthz)": (app, EnvironBuilder(path="/healthz", headers=BROWSER).get_environ(), "200"),
            "start page (/)": (app, EnvironBuilder(path="/", headers=BROWSER).get_environ(), "200"),
            "unknown code (404)": (app, EnvironBuilder(path="/api/tables/ZZZZZZ", headers=BROWSER).get_environ(),
                                   "404"),
            "refused by its budget (429)": (spent, refused, "429"),
        }
        for name, (served, environ, status) in kinds.items():  # a figure of the wrong answer is no figure
            said = []
            served(dict(environ), lambda answered, headers, exc_info=None: said.append(answered))
            if not said or not said[0].startswith(status):
                sys.exit(f"app_cost: {name} was answered {said}, not {status}")
        print(f"app_cost: the WSGI app alone, {args.requests} requests a round, {args.rounds} rounds; "
              f"load average {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
        print("| kind | µs per request, best | every round |")
        print("|---|---|---|")
        for name, (served, environ, _status) in kinds.items():
            rounds = [timed(served, environ, args.requests) for _ in range(args.rounds)]
            print(f"| {name} | {min(rounds):.0f} | {' '.join(f'{r:.0f}' for r in rounds)} |")


if __name__ == "__main__":
    main()
