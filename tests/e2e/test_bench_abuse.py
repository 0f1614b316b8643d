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
        [sys.executable, str(ROOT / "bench" / "abuse.py"), "--tables", "1", "--duration", "0.5", "--period", "0.1",
         "--abusers", "snapshot,baseline,ping-flood,slow-loris,accept-language,files,rotating-64", "--den-records", "12",
         "--loris", "3"],
        capture_output=True, text=True, timeout=240, env=dict(os.environ, BENCH_PIN="0"), cwd=str(ROOT))
    assert done.returncode == 0, done.stderr[-3000:]
    rows = [line for line in done.stdout.splitlines() if line.startswith("| ")]
    assert rows[0].startswith("| phase | source | honest p50 | honest p99 | p99 / baseline (90 % interval)")
    assert [row.split(" | ")[0].strip("| ") for row in rows[1:]] == [
        "baseline", "snapshot", "baseline", "ping-flood", "slow-loris", "accept-language", "files", "baseline",
        "baseline (proxied)", "rotating-64", "baseline (proxied)"]
    assert "127.0.0.2" in rows[2] and "baseline p99" in done.stdout
    interval = r" \(\d+\.\d\d–\d+\.\d\d\)"  # a ratio's, after it
    assert re.fullmatch(r"1\.00" + interval, rows[1].split(" | ")[4])  # the first baseline against itself
    figure = r"(\d+\.\d\d|nan)"  # nan: a phase of so short a smoke test may have no honest move
    beside = rf"{figure} \({figure}–{figure}\)"
    assert re.fullmatch(beside, rows[2].split(" | ")[5]) and rows[1].split(" | ")[5] == "—"  # beside its neighbours
    assert "rotating-64, a new address of 2001:db8:1:2::/64 on every request: unknown codes" in done.stdout


def test_a_p99_ratios_interval_holds_the_ratio_of_samples_twice_as_slow():
    from bench.abuse import percentile, ratio_interval

    base = [0.001 * (1 + k % 97) for k in range(600)]
    slower = [2 * value for value in base]
    low, high = ratio_interval(slower, base)
    assert low < percentile(slower, 99) / percentile(base, 99) == 2.0 < high
    assert ratio_interval(slower, base) == (low, high)  # drawn alike each time: the same samples, the same interval
    assert 1.0 < low and high < 4.0


def test_an_abusers_neighbours_are_the_baselines_nearest_it_on_its_server():
    from bench.abuse import neighbours, with_baselines

    assert with_baselines(["qr", "log"], False) == ["baseline", "qr", "log", "baseline"]
    assert with_baselines(["qr", "log"], True) == ["baseline", "qr", "baseline", "log", "baseline"]
    phases = [("baseline", False, [1.0]), ("qr", False, [9.0]), ("baseline", False, [2.0]), ("log", False, [9.0]),
              ("baseline", False, [3.0]), ("baseline", True, [4.0]), ("rotating-64", True, [9.0])]
    results = [dict(phase=phase, proxied=proxied, honest=honest) for phase, proxied, honest in phases]
    assert neighbours(results, 1) == [1.0, 2.0]
    assert neighbours(results, 3) == [2.0, 3.0]
    assert neighbours(results, 6) == [4.0]  # behind the proxy: only its own server's baseline
