"""Test helpers shared by tests/web and tests/e2e: a tiny JSON HTTP client and
a real server process (``python -m companion serve``) on a free loopback port.
"""
from __future__ import annotations

import http.client
import json
import os
import selectors
import signal
import socket
import subprocess
import sys
import time
import weakref
from pathlib import Path


def ready(socks, timeout: float, write: bool = False) -> list:
    """The sockets of ``socks`` readable (or writable) within ``timeout``: ``select.select``
    without its limit (it refuses a descriptor past 1,023, which a long suite's process reaches)."""
    with selectors.DefaultSelector() as selector:
        for sock in socks:
            selector.register(sock, selectors.EVENT_WRITE if write else selectors.EVENT_READ)
        return [key.fileobj for key, _ in selector.select(timeout)]


def until_closed(sock: socket.socket, within: float) -> bytes | None:
    """What the other side sends until it closes the connection (a reset closes it too);
    None when it is still open after ``within`` seconds with nothing more."""
    sock.settimeout(within)
    got = b""
    try:
        while chunk := sock.recv(65536):
            got += chunk
    except ConnectionResetError:
        pass
    except socket.timeout:
        return None
    return got


ROOT = Path(__file__).resolve().parent.parent


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class TlsConnection(http.client.HTTPSConnection):
    """HTTPS to ``127.0.0.1`` that names ``server_name`` (SNI, the certificate's check, ``Host``), as
    ``tests.raw_frames.RawSocket`` does: the name is never looked up, so it cannot lead elsewhere."""

    def __init__(self, port: int, tls, server_name: str, **kwargs):
        super().__init__("127.0.0.1", port, context=tls, **kwargs)
        self.tls, self.server_name = tls, server_name

    def connect(self):
        http.client.HTTPConnection.connect(self)
        self.sock = self.tls.wrap_socket(self.sock, server_hostname=self.server_name)


_CLIENTS: weakref.WeakSet = weakref.WeakSet()  # every Http of this process (ServerProcess.stop closes its own)


class Http:
    """JSON over one keep-alive connection (reconnects when the server closed it).

    ``tls``: an ``ssl.SSLContext`` to speak through, to the site ``server_name`` (a proxy's TLS site).
    """

    def __init__(self, port: int, timeout: float = 10, source: str | None = None, tls=None,
                 server_name: str = "localhost"):
        self.port, self.timeout = port, timeout
        self.source = (source, 0) if source else None  # the local address to connect from (127.0.0.2, …)
        self.tls, self.server_name = tls, server_name
        self.conn = None
        _CLIENTS.add(self)

    def connect(self) -> http.client.HTTPConnection:
        if self.tls is None:
            return http.client.HTTPConnection("127.0.0.1", self.port, timeout=self.timeout,
                                              source_address=self.source)
        return TlsConnection(self.port, self.tls, self.server_name, timeout=self.timeout,
                             source_address=self.source)

    def call(self, method: str, path: str, body=None, token: str | None = None, raw: bytes | None = None):
        headers = {"Content-Type": "application/json"}
        if token:
            headers["Authorization"] = f"Bearer {token}"
        if self.tls is not None:
            headers["Host"] = f"{self.server_name}:{self.port}"
        data = raw if raw is not None else (json.dumps(body).encode() if body is not None else None)
        for attempt in range(2):
            if self.conn is None:
                self.conn = self.connect()
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

    def __init__(self, db: str, port: int | None = None, env: dict | None = None, quiet: bool = True,
                 log: Path | None = None, args: tuple = (), default_limits: bool = False):
        self.db = db
        self.args = tuple(args)  # more `serve` options (--hub, --workers)
        self.quiet = quiet
        self.port = port or free_port()
        self.env = dict(os.environ, COMPANION_LOG_LEVEL="warning", PYTHONPATH=str(ROOT))
        if not default_limits:  # limits no test meets by chance, unless it asks for the server's own
            self.env.update(COMPANION_LIMIT_UNKNOWN="100000/60", COMPANION_LIMIT_JOIN="100000/60",
                            COMPANION_LIMIT_CREATE="100000/60", COMPANION_LIMIT_ACTIONS="100000/60",
                            COMPANION_BUDGET_ADDRESS="10000000/60", COMPANION_BUDGET_SOCKET="10000000/60")
        self.env.update(env or {})
        self.proc: subprocess.Popen | None = None
        self.log = log or Path(db).with_suffix(f".{self.port}.log")  # a PostgreSQL URL needs `log`

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self, timeout: float = 30) -> "ServerProcess":
        out = open(self.log, "ab")
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "companion", "serve", "--host", "127.0.0.1", "--port", str(self.port),
             "--db", self.db, *self.args, *(["--quiet"] if self.quiet else [])],
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

    def discard(self) -> None:
        """The end of a fixture's server whose stop is no part of its test: at once (``kill``). A
        graceful stop takes a second or two, and waits up to gunicorn's graceful_timeout (5 s) for the
        connections a browser keeps alive; the tests of stopping stop their servers themselves."""
        self.kill()

    def stop(self) -> None:
        """A graceful stop (SIGTERM), once this test's own idle keep-alive connections to it are closed:
        gunicorn waits for an open connection up to its graceful_timeout (5 s), and a test's client,
        unlike a phone, stays idle until it is collected."""
        for client in list(_CLIENTS):
            if client.port == self.port:
                client.close()
        if self.proc and self.proc.poll() is None:
            os.killpg(self.proc.pid, signal.SIGTERM)
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.kill()


class FlaskHttp:
    """The ``Http`` interface over Flask's test client (tests/web: no server process)."""

    def __init__(self, client):
        self.client = client

    def call(self, method: str, path: str, body=None, token: str | None = None, raw: bytes | None = None,
             headers: dict | None = None):
        headers = dict(headers or {})
        if token:
            headers["Authorization"] = f"Bearer {token}"
        data = raw if raw is not None else (json.dumps(body) if body is not None else None)
        response = self.client.open(path, method=method, data=data, headers=headers,
                                    content_type="application/json")
        value = response.get_json(silent=True) if response.is_json else response.data
        return response.status_code, value

    def get(self, path, token=None):
        return self.call("GET", path, token=token)

    def post(self, path, body=None, token=None):
        return self.call("POST", path, body if body is not None else {}, token=token)

    def close(self):
        pass


def untouched_table(log, code: str, days_ago: float, now=None) -> int:
    """Copy into the store ``log`` a table nobody touched for ``days_ago`` days (as ``companion migrate``
    copies one): created 400 days before, its host's record, then Ben's join ``days_ago`` days before ``now``.
    Tokens: ``host-<code>``, ``ben-<code>``."""
    import datetime as dt

    from companion import rules
    from companion.storage import store

    at = (now or store.now()) - dt.timedelta(days=days_ago)
    record = rules.create_record("howell", {}, "Ann")
    state = rules.apply(rules.new_state(), record)
    join = rules.complete(state, rules.parse({"type": "join", "name": "Ben"}), None, lambda n: 0)
    actions = [(1, None, json.dumps(record), str(at - dt.timedelta(hours=1))), (2, None, json.dumps(join), str(at))]
    people = [(state.host, store.hash_token(f"host-{code}"), None),
              (join["player"], store.hash_token(f"ben-{code}"), None)]
    return log.copy_table(code, at - dt.timedelta(days=400), people, actions)
