"""Helpers for the deployment tests: start a real `companion serve`
process, talk to its HTTP API with the standard library.

Nothing here needs a network beyond 127.0.0.1, nor a Docker daemon.
"""
from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DEPLOY = ROOT / "deploy"


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def clean_env(**extra: str) -> dict:
    """The environment without any COMPANION_* setting of the caller's."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("COMPANION_")}
    env.pop("PYTHONPATH", None)
    env.update(extra)
    return env


def http(method: str, url: str, body=None, token: str | None = None, timeout: float = 10):
    """(status, headers, raw bytes) of one request; HTTP errors are answers too."""
    data = None
    headers = {"Accept": "application/json"}
    if body is not None:
        data = json.dumps(body).encode("utf-8")
        headers["Content-Type"] = "application/json"
    if token:
        headers["Authorization"] = f"Bearer {token}"
    request = urllib.request.Request(url, data=data, method=method, headers=headers)
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response:
            return response.status, dict(response.headers), response.read()
    except urllib.error.HTTPError as exc:
        return exc.code, dict(exc.headers), exc.read()


def api(method: str, url: str, body=None, token: str | None = None, expect: int | tuple = (200, 201)):
    status, _, raw = http(method, url, body, token)
    expected = (expect,) if isinstance(expect, int) else expect
    assert status in expected, f"{method} {url} {body!r} -> {status}: {raw[:500]!r}"
    return json.loads(raw) if raw else None


@dataclass
class Server:
    """A running `companion serve` subprocess."""

    argv: list
    cwd: Path
    env: dict
    port: int
    log_path: Path
    proc: subprocess.Popen | None = None
    started_in: float = 0.0

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def log(self) -> str:
        try:
            return self.log_path.read_text(errors="replace")[-4000:]
        except OSError:
            return ""

    def start(self, timeout: float = 60.0) -> "Server":
        t0 = time.monotonic()
        self._log = open(self.log_path, "ab")
        self.proc = subprocess.Popen(
            self.argv, cwd=self.cwd, env=self.env, stdout=self._log, stderr=subprocess.STDOUT,
            stdin=subprocess.DEVNULL, start_new_session=True,
        )
        deadline = t0 + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise AssertionError(f"server exited with {self.proc.returncode}:\n{self.log()}")
            try:
                status, _, _ = http("GET", self.url + "/healthz", timeout=2)
                if status == 200:
                    self.started_in = time.monotonic() - t0
                    return self
            except OSError:
                pass
            time.sleep(0.1)
        self.stop()
        raise AssertionError(f"server not healthy after {timeout}s:\n{self.log()}")

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)  # gunicorn's graceful stop, as systemd/docker do
            try:
                self.proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                os.killpg(self.proc.pid, signal.SIGKILL)
                self.proc.wait(timeout=10)
        if getattr(self, "_log", None):
            self._log.close()
            self._log = None


def checkout_command() -> list:
    """`python -m companion` from this checkout, whatever the working directory."""
    return [sys.executable, "-c", "import sys; sys.path.insert(0, %r); "
            "from companion.cli import main; sys.exit(main())" % str(ROOT)]


def run_checkout_cli(*args: str, cwd: Path, timeout: float = 60) -> subprocess.CompletedProcess:
    return subprocess.run([*checkout_command(), *args], cwd=cwd, env=clean_env(), capture_output=True,
                          text=True, timeout=timeout)
