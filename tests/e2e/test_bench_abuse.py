"""bench/abuse.py runs and prints its table (a smoke test: its figures belong to the bench, not here)."""
from __future__ import annotations

import os
import re
import subprocess
import sys

import pytest

from tests.support import ROOT

pytestmark = pytest.mark.e2e


def test_the_abuse_bench_prints_a_row_per_phase():
    done = subprocess.run(
        [sys.executable, str(ROOT / "bench" / "abuse.py"), "--tables", "1", "--duration", "0.5",
         "--abusers", "snapshot,baseline,ping-flood,slow-loris,accept-language,files,rotating-64", "--den-records", "12",
         "--loris", "3"],
        capture_output=True, text=True, timeout=240, env=dict(os.environ, BENCH_PIN="0"), cwd=str(ROOT))
    assert done.returncode == 0, done.stderr[-3000:]
    rows = [line for line in done.stdout.splitlines() if line.startswith("| ")]
    assert rows[0].startswith("| phase | source | honest p50 | honest p99 | p99 / baseline (90 % interval)")
    assert [row.split(" | ")[0].strip("| ") for row in rows[1:]] == [
        "baseline", "snapshot", "baseline", "ping-flood", "slow-loris", "accept-language", "files", "baseline",
        "baseline (proxied)", "rotating-64"]
    assert "127.0.0.2" in rows[2] and "baseline p99" in done.stdout
    assert re.fullmatch(r"1\.00 \(\d+\.\d\d–\d+\.\d\d\)", rows[1].split(" | ")[4])  # the baseline's own interval
    assert "rotating-64, a new address of 2001:db8:1:2::/64 on every request: unknown codes" in done.stdout


def test_a_p99_ratios_interval_holds_the_ratio_of_samples_twice_as_slow():
    from bench.abuse import percentile, ratio_interval

    base = [0.001 * (1 + k % 97) for k in range(600)]
    slower = [2 * value for value in base]
    low, high = ratio_interval(slower, base)
    assert low < percentile(slower, 99) / percentile(base, 99) == 2.0 < high
    assert ratio_interval(slower, base) == (low, high)  # drawn alike each time: the same samples, the same interval
    assert 1.0 < low and high < 4.0
