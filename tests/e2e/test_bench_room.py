"""bench/room.py runs and prints its table (a smoke test: its figures belong to the bench, not here)."""
from __future__ import annotations

import os
import subprocess
import sys

import pytest

from tests.support import ROOT

pytestmark = pytest.mark.e2e


def test_the_room_bench_prints_a_row_for_the_separate_tables_and_one_for_the_room():
    done = subprocess.run(
        [sys.executable, str(ROOT / "bench" / "room.py"), "--duration", "2", "--rounds", "1", "--period", "0.5"],
        capture_output=True, text=True, timeout=240, env=dict(os.environ, BENCH_PIN="0"), cwd=str(ROOT))
    assert done.returncode == 0, done.stderr[-3000:]
    rows = [line.split(" | ") for line in done.stdout.splitlines() if line.startswith("| ")]
    assert rows[0][:4] == ["| run", "sockets", "actions", "errors"]
    assert [row[0] for row in rows[1:]] == ["| 8 separate tables", "| a room of 8 tables"]
    # 64 phones and 8 table boards each; the room's board is the room's socket alone
    assert [int(row[1]) for row in rows[1:]] == [72, 73]
    assert all(int(row[2]) > 0 for row in rows[1:]), rows
    assert rows[1][6] == "—" and rows[2][6].endswith(" ms")
    assert "the room adds" in done.stdout and "target at most +20 %" in done.stdout
