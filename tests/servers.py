"""Real PostgreSQL, Redis and Caddy servers for the tests, on loopback, in temporary folders.

Debian's packages (tests/run.sh installs them where missing). One of each
per test session (tests/conftest.py); each test that needs a database gets
a fresh one on the shared server (``PostgresServer.new_database``), and a
test that stops Redis starts its own ``RedisServer``. The proxy tests start
a ``CaddyServer`` in front of their own companion.

PostgreSQL refuses to run as root: as root the cluster is made and run by
the ``postgres`` user (``runuser``), in a folder it owns.
"""
from __future__ import annotations

import glob
import itertools
import os
import shutil
import socket
import ssl
import subprocess
import tempfile
import time
from pathlib import Path


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _wait_port(port: int, timeout: float, what: str, proc: subprocess.Popen | None = None, log: Path | None = None):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc is not None and proc.poll() is not None:
            break
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.5):
                return
        except OSError:
            time.sleep(0.05)
    tail = log.read_text(errors="replace")[-2000:] if log is not None and log.exists() else ""
    raise RuntimeError(f"{what} did not start on port {port}: {tail}")


def postgres_bin() -> Path:
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"), key=lambda p: int(p.split("/")[4]))
    if not found:
        raise RuntimeError("PostgreSQL is not installed (tests/run.sh installs Debian's postgresql)")
    return Path(found[-1]).parent


class PostgresServer:
    """A throwaway PostgreSQL cluster: ``url(dbname)`` for the companion, ``new_database()`` per test."""

    USER, PASSWORD = "companion", "s3cret:@/"  # a password that needs quoting in a URL

    def __init__(self):
        self.bin = postgres_bin()
        self.port = free_port()
        self.root = Path(tempfile.mkdtemp(prefix="companion-pg-"))
        self.data = self.root / "data"
        self.log = self.root / "postgres.log"
        self._names = itertools.count(1)
        self.as_postgres = os.geteuid() == 0

    def _run(self, *argv, check=True, timeout=60):
        prefix = ["runuser", "-u", "postgres", "--"] if self.as_postgres else []
        return subprocess.run([*prefix, *map(str, argv)], check=check, capture_output=True, text=True,
                              timeout=timeout, cwd="/")

    def start(self) -> "PostgresServer":
        if self.as_postgres:
            shutil.chown(self.root, "postgres", "postgres")
        os.chmod(self.root, 0o755)
        if not self.data.exists():
            self._run(self.bin / "initdb", "-D", self.data, "-A", "trust", "-U", "postgres", "-E", "UTF8",
                      "--no-sync", "--locale=C")
        self.pg_ctl("start")
        self.sql(f"CREATE ROLE {self.USER} LOGIN SUPERUSER PASSWORD 'x'", check=False)
        return self

    def pg_ctl(self, command: str, mode: str = "fast") -> None:
        options = (f"-p {self.port} -k {self.root} -c listen_addresses=127.0.0.1 -c fsync=off "
                   "-c full_page_writes=off -c max_connections=200 -c shared_buffers=32MB")
        argv = [self.bin / "pg_ctl", "-D", self.data, "-l", self.log, "-w", "-t", "60"]
        if command in ("stop", "restart"):
            argv += ["-m", mode]
        if command in ("start", "restart"):
            argv += ["-o", options]
        self._run(*argv, command)

    def sql(self, statement: str, database: str = "postgres", check: bool = True) -> str:
        done = self._run(self.bin / "psql", "-h", "127.0.0.1", "-p", self.port, "-U", "postgres", "-d", database,
                         "-v", "ON_ERROR_STOP=1", "-At", "-c", statement, check=False)
        if check and done.returncode != 0:
            raise RuntimeError(f"psql failed: {done.stderr}")
        return done.stdout

    def url(self, database: str) -> str:
        from urllib.parse import quote

        return f"postgresql://{self.USER}:{quote(self.PASSWORD, safe='')}@127.0.0.1:{self.port}/{database}"

    def new_database(self) -> str:
        """A fresh, empty database; returns its URL."""
        import psycopg2

        name = f"t{os.getpid()}_{next(self._names)}"
        conn = psycopg2.connect(host="127.0.0.1", port=self.port, user="postgres", dbname="postgres")
        try:
            conn.autocommit = True
            with conn.cursor() as cursor:
                cursor.execute(f"CREATE DATABASE {name} OWNER {self.USER} STRATEGY FILE_COPY")
        finally:
            conn.close()
        return self.url(name)

    def stop(self) -> None:
        try:
            self.pg_ctl("stop", mode="immediate")
        except Exception:  # noqa: BLE001 - already stopped
            pass
        shutil.rmtree(self.root, ignore_errors=True)


class RedisServer:
    """``redis-server`` on a free loopback port, no persistence, in a temporary folder."""

    def __init__(self, port: int | None = None):
        self.port = port or free_port()
        self.root = Path(tempfile.mkdtemp(prefix="companion-redis-"))
        self.log = self.root / "redis.log"
        self.proc: subprocess.Popen | None = None

    def url(self, db: int = 0) -> str:
        return f"redis://127.0.0.1:{self.port}/{db}"

    def start(self) -> "RedisServer":
        binary = shutil.which("redis-server") or "/usr/bin/redis-server"
        self.proc = subprocess.Popen(
            [binary, "--port", str(self.port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no",
             "--dir", str(self.root), "--logfile", str(self.log), "--daemonize", "no"],
            stdout=subprocess.DEVNULL, stderr=subprocess.STDOUT, start_new_session=True)
        _wait_port(self.port, 20, "redis-server", self.proc, self.log)
        return self

    def flush(self) -> None:
        import redis

        client = redis.Redis(host="127.0.0.1", port=self.port)
        try:
            client.flushall()
        finally:
            client.close()

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait(10)
        self.proc = None

    def cleanup(self) -> None:
        self.stop()
        shutil.rmtree(self.root, ignore_errors=True)


CADDY_TEST_OPTIONS = """	admin off
	local_certs
	skip_install_trust
	auto_https disable_redirects
	default_bind 127.0.0.1
"""


class CaddyServer:
    """Debian's ``caddy`` on loopback in front of a companion, serving deploy/Caddyfile's own site.

    The file is the deploy one, read as it is (its global options, its timeouts
    among them, and its site), with two words replaced: the site's address
    (``{$COMPANION_DOMAIN}``) by a plain-HTTP and a TLS one (``http_port``,
    ``https_port``; the certificate from Caddy's internal CA, whose root
    ``tls_context`` trusts; HTTP/2 offered there as Caddy does) and its
    upstream (``companion:8000``) by the server's port. A few global options
    are added to keep it to this test: no admin endpoint, no trust store
    touched, no redirect port, loopback only; its data (the CA) in a
    temporary folder.
    """

    def __init__(self, upstream_port: int):
        self.upstream_port = upstream_port
        self.http_port, self.https_port = free_port(), free_port()
        self.root = Path(tempfile.mkdtemp(prefix="companion-caddy-"))
        self.log = self.root / "caddy.log"
        self.proc: subprocess.Popen | None = None

    def caddyfile(self) -> str:
        text = (Path(__file__).resolve().parents[1] / "deploy" / "Caddyfile").read_text()
        assert "{$COMPANION_DOMAIN}" in text and "companion:8000" in text, "deploy/Caddyfile changed its shape"
        text = text.replace("{$COMPANION_DOMAIN}", f"http://127.0.0.1:{self.http_port}, https://localhost:{self.https_port}")
        text = text.replace("companion:8000", f"127.0.0.1:{self.upstream_port}")
        lines = text.splitlines(keepends=True)
        opening = next((i for i, line in enumerate(lines) if line.strip() and not line.lstrip().startswith("#")), None)
        if opening is not None and lines[opening].strip() == "{":  # the file's own global options: ours join them
            return "".join(lines[:opening + 1]) + CADDY_TEST_OPTIONS + "".join(lines[opening + 1:])
        return "{\n" + CADDY_TEST_OPTIONS + "}\n\n" + text

    def start(self) -> "CaddyServer":
        binary = shutil.which("caddy")
        if not binary:
            raise RuntimeError("caddy is not installed (tests/run.sh installs Debian's caddy)")
        config = self.root / "Caddyfile"
        config.write_text(self.caddyfile())
        env = dict(os.environ, HOME=str(self.root), XDG_DATA_HOME=str(self.root / "data"),
                   XDG_CONFIG_HOME=str(self.root / "config"))
        out = open(self.log, "ab")
        self.proc = subprocess.Popen([binary, "run", "--config", str(config), "--adapter", "caddyfile"],
                                     env=env, cwd=str(self.root), stdout=out, stderr=subprocess.STDOUT,
                                     start_new_session=True)
        out.close()
        _wait_port(self.http_port, 30, "caddy", self.proc, self.log)
        _wait_port(self.https_port, 30, "caddy", self.proc, self.log)
        # the internal CA issues localhost's certificate just after the start
        issued = self.root / "data" / "caddy" / "certificates" / "local" / "localhost" / "localhost.crt"
        deadline = time.monotonic() + 30
        while not issued.exists():
            if time.monotonic() > deadline:
                raise RuntimeError(f"caddy issued no certificate: {self.log.read_text(errors='replace')[-2000:]}")
            time.sleep(0.05)
        # and serves it a moment later: until then a handshake is refused (an internal error alert)
        while True:
            try:
                with socket.create_connection(("127.0.0.1", self.https_port), timeout=5) as raw, \
                        self.tls_context().wrap_socket(raw, server_hostname="localhost"):
                    break
            except (ssl.SSLError, OSError):
                if time.monotonic() > deadline:
                    raise RuntimeError(f"caddy served no certificate: {self.log.read_text(errors='replace')[-2000:]}")
                time.sleep(0.05)
        return self

    @property
    def root_certificate(self) -> Path:
        return self.root / "data" / "caddy" / "pki" / "authorities" / "local" / "root.crt"

    def tls_context(self):
        """A client's TLS context that trusts this Caddy's internal CA (and offers no ALPN: HTTP/1.1)."""
        import ssl

        return ssl.create_default_context(cafile=str(self.root_certificate))

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(10)
        self.proc = None
        shutil.rmtree(self.root, ignore_errors=True)
