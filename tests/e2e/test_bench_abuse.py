"""bench/abuse.py runs and prints its table (a smoke test: its figures belong to the bench, not here)."""
from __future__ import annotations

import os
import subprocess
import sys

import pytest

from tests.support import ROOT

pytestmark = pytest.mark.e2e


def test_the_abuse_bench_prints_a_row_per_phase_through_the_proxy():
    done = subprocess.run(
        [sys.executable, str(ROOT / "bench" / "abuse.py"), "--tables", "1", "--duration", "1", "--period", "0.1",
         "--attacks", "slow-loris,request-flood", "--loris", "3"],
        capture_output=True, text=True, timeout=240, env=dict(os.environ, BENCH_PIN="0"), cwd=str(ROOT))
    assert done.returncode == 0, done.stderr[-3000:]
    assert "through nginx (deploy/nginx.conf)" in done.stdout
    rows = [line for line in done.stdout.splitlines() if line.startswith("| ") and not line.startswith("|---")]
    assert rows[0].startswith("| phase | honest p50 | honest p99 | under 50 ms |")
    assert [row.split(" | ")[0].strip("| ") for row in rows[1:]] == [
        "baseline", "slow-loris", "request-flood", "all", "baseline"]
    assert "slow-loris: " in rows[2] and "opened 3" in rows[2] and "request-flood: " in rows[3] and "sent " in rows[3]
