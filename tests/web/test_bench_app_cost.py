"""bench/app_cost.py (the app's share of a request, docs/server.md's static files) runs and prints a
figure for each kind it names."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_app_cost_prints_a_figure_per_kind_each_answered_as_it_must_be():
    done = subprocess.run([sys.executable, str(ROOT / "bench" / "app_cost.py"), "--requests", "20", "--rounds", "1"],
                          capture_output=True, text=True, timeout=120, env={"BENCH_PIN": "0", "PATH": ""})
    assert done.returncode == 0, done.stderr
    rows = [line for line in done.stdout.splitlines() if line.startswith("| ") and "µs" not in line]
    assert [row.split(" | ")[0][2:] for row in rows] == [
        "static file, kept (200, gzipped)", "static file, kept (304)", "health check (/healthz)", "start page (/)",
        "unknown code (404)", "refused by its budget (429)"]
    assert all(float(row.split(" | ")[1]) > 0 for row in rows)
