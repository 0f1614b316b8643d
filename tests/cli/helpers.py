"""Run `companion …` from this checkout as a real process, as a newcomer would."""
from __future__ import annotations

import subprocess
from pathlib import Path

from tests.deploy.helpers import checkout_command, clean_env


def companion(*args: str, cwd: Path, env: dict | None = None, timeout: float = 60) -> subprocess.CompletedProcess:
    return subprocess.run([*checkout_command(), *args], cwd=cwd, env=clean_env(**(env or {})),
                          capture_output=True, text=True, timeout=timeout, stdin=subprocess.DEVNULL)


def one_clear_line(result: subprocess.CompletedProcess) -> str:
    """A refused command: non-zero, one line on stderr, no traceback, nothing (no QR code) on stdout."""
    assert result.returncode != 0, (result.stdout, result.stderr)
    assert "Traceback" not in result.stderr, result.stderr
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    assert result.stdout == "", result.stdout
    return lines[0]
