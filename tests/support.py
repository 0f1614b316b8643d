"""Test helpers shared by tests/web and tests/e2e: a tiny JSON HTTP client and
a real server process (``python -m companion serve``) on a free loopback port.
"""
from __future__ import annotations

import http.client
import json
import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Http:
    """JSON over one keep-alive connection (reconnects when the server closed it)."""

    def __init__(self, port: int, timeout: float = 10):
        self.port, self.timeout = port, timeout
        self.conn = None

    def call(self, method: str, path: str, body=None, token: str | None = None, raw: bytes | None = None):
        headers = {"Content-Type": "application/json"}
        if token:
            headers["Authorization"] = f"Bearer {token}"
        data = raw if raw is not None else (json.dumps(body).encode() if body is not None else None)
        for attempt in range(2):
            if self.conn is None:
                self.conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=self.timeout)
            try:
                self.conn.request(method, path, body=data, headers=headers)
                response = self.conn.getresponse()
                payload = response.read()
                break
            except (ConnectionError, http.client.HTTPException):
                self.close()
                if attempt:
                    raise
        ctype = response.getheader("Content-Type", "")
        value = json.loads(payload) if "json" in ctype and payload else payload
        return response.status, value

    def get(self, path, token=None):
        return self.call("GET", path, token=token)

    def post(self, path, body=None, token=None):
        return self.call("POST", path, body if body is not None else {}, token=token)

    def close(self):
        if self.conn is not None:
            self.conn.close()
            self.conn = None


class ServerProcess:
    """``python -m companion serve`` as a subprocess: the real gunicorn + gevent server."""

    def __init__(self, db: str, port: int | None = None, env: dict | None = None):
        self.db = db
        self.port = port or free_port()
        self.env = dict(os.environ, COMPANION_LIMIT_UNKNOWN="100000/60", COMPANION_LIMIT_JOIN="100000/60",
                        COMPANION_LIMIT_CREATE="100000/60", COMPANION_LOG_LEVEL="warning",
                        PYTHONPATH=str(ROOT), **(env or {}))
        self.proc: subprocess.Popen | None = None
        self.log = Path(db).with_suffix(f".{self.port}.log")

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self, timeout: float = 30) -> "ServerProcess":
        out = open(self.log, "ab")
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "companion", "serve", "--host", "127.0.0.1", "--port", str(self.port),
             "--db", self.db, "--quiet"],
            cwd=str(ROOT), env=self.env, stdout=out, stderr=subprocess.STDOUT, start_new_session=True)
        out.close()
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"server exited: {self.log.read_text()[-3000:]}")
            try:
                status, body = Http(self.port, timeout=2).get("/healthz")
                if status == 200 and body.get("ok"):
                    return self
            except OSError:
                pass
            time.sleep(0.05)
        raise RuntimeError(f"server did not start: {self.log.read_text()[-3000:]}")

    def kill(self) -> None:
        """SIGKILL the whole process group (gunicorn master and its worker): a crash."""
        if self.proc and self.proc.poll() is None:
            os.killpg(self.proc.pid, signal.SIGKILL)
            self.proc.wait(10)

    def stop(self) -> None:
        if self.proc and self.proc.poll() is None:
            os.killpg(self.proc.pid, signal.SIGTERM)
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.kill()
