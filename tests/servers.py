"""Real PostgreSQL, Redis and nginx servers for the tests, on loopback, in temporary folders.

Debian's packages (tests/run.sh installs them where missing). One of each
per test session (tests/conftest.py); each test that needs a database gets
a fresh one on the shared server (``PostgresServer.new_database``), and a
test that stops Redis starts its own ``RedisServer``. The proxy tests start
a ``ProxyServer`` (nginx) in front of their own companion.

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


class ProxyServer:
    """Debian's ``nginx`` on loopback in front of a companion, with deploy/nginx.conf as it is.

    The file is the deploy one, read whole (its door: timeouts, sizes, the
    limits per client address; its site), with a few words replaced: its
    ports (80 and 443) by a plain-HTTP and a TLS one on 127.0.0.1 (HTTP/2
    offered there, as deployed), its upstream (``companion:8000``) by the
    server's port, its certificate by a self-signed one for ``localhost``
    (made here with ``openssl``; ``tls_context`` trusts it), its paths (pid,
    logs, the ACME folder) by ones in a temporary folder, and plain HTTP's
    redirect to HTTPS dropped so that both serve the site. Clients bound to
    127.0.0.2 and up reach it from those addresses, which it keys its limits by.
    """

    REDIRECT = "if ($scheme = http) { return 301 https://$host$request_uri; }"

    def __init__(self, upstream_port: int):
        self.upstream_port = upstream_port
        self.http_port, self.https_port = free_port(), free_port()
        self.root = Path(tempfile.mkdtemp(prefix="companion-nginx-"))
        self.log = self.root / "error.log"
        self.proc: subprocess.Popen | None = None

    def config(self) -> str:
        text = (Path(__file__).resolve().parents[1] / "deploy" / "nginx.conf").read_text()
        root = self.root
        words = {
            "user www-data;": "user root;" if os.geteuid() == 0 else "",
            "pid /run/nginx.pid;": f"pid {root}/nginx.pid;",
            "error_log /var/log/nginx/error.log": f"error_log {root}/error.log",
            "listen 80 default_server;": f"listen 127.0.0.1:{self.http_port} default_server;",
            "listen [::]:80 default_server;": "",
            "listen 443 ssl http2 default_server;": f"listen 127.0.0.1:{self.https_port} ssl http2 default_server;",
            "listen [::]:443 ssl http2 default_server;": "",
            "set $companion companion:8000;": f"set $companion 127.0.0.1:{self.upstream_port};",
            "/etc/nginx/tls/": f"{root}/tls/",
            "/var/www/acme": f"{root}/acme",
            self.REDIRECT: "",
            "http {": "http {\n" + "".join(f"\t{kind}_temp_path {root}/{kind};\n"
                                          for kind in ("client_body", "proxy", "fastcgi", "uwsgi", "scgi")),
        }
        for word, replacement in words.items():
            assert word in text, f"deploy/nginx.conf changed its shape: no {word!r}"
            text = text.replace(word, replacement)
        return text

    def start(self) -> "ProxyServer":
        binary = shutil.which("nginx") or "/usr/sbin/nginx"
        if not os.path.exists(binary):
            raise RuntimeError("nginx is not installed (tests/run.sh installs Debian's nginx)")
        (self.root / "tls").mkdir()
        (self.root / "acme").mkdir()
        subprocess.run(["openssl", "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1",
                        "-nodes", "-days", "2", "-subj", "/CN=localhost", "-addext", "subjectAltName=DNS:localhost",
                        "-keyout", str(self.root / "tls" / "privkey.pem"),
                        "-out", str(self.root / "tls" / "fullchain.pem")], check=True, capture_output=True)
        config = self.root / "nginx.conf"
        config.write_text(self.config())
        out = open(self.root / "nginx.out", "ab")
        self.proc = subprocess.Popen([binary, "-c", str(config), "-p", str(self.root), "-e", str(self.log),
                                      "-g", "daemon off;"],
                                     cwd=str(self.root), stdout=out, stderr=subprocess.STDOUT, start_new_session=True)
        out.close()
        _wait_port(self.http_port, 30, "nginx", self.proc, self.log)
        _wait_port(self.https_port, 30, "nginx", self.proc, self.log)
        return self

    @property
    def root_certificate(self) -> Path:
        return self.root / "tls" / "fullchain.pem"

    def tls_context(self):
        """A client's TLS context that trusts this proxy's certificate (and offers no ALPN: HTTP/1.1)."""
        return ssl.create_default_context(cafile=str(self.root_certificate))

    def errors(self) -> str:
        """What nginx logged (its refusals among them: ``limiting connections``, ``limiting requests``)."""
        return self.log.read_text(errors="replace") if self.log.exists() else ""

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
