"""Raw HTTP and WebSocket bits the benches share (bench/abuse.py, bench/cost.py): a request's bytes, an
answer read, a socket opened and its frames, the real server started and stopped, the abusers' table.

Not a bench of its own: it prints nothing.
"""
from __future__ import annotations

import asyncio
import base64
import itertools
import json
import os
import re
import signal
import socket
import struct
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import psutil  # noqa: E402

from load import HOST, ROOT, Table, hello_frame, pin_server  # noqa: E402


async def open_from(source: str, port: int, timeout: float = 10.0):
    """A TCP connection to the server from ``source`` (another loopback address)."""
    sock = socket.socket()
    sock.setblocking(False)
    sock.bind((source, 0))
    try:
        await asyncio.wait_for(asyncio.get_running_loop().sock_connect(sock, (HOST, port)), timeout)
    except BaseException:
        sock.close()
        raise
    return await asyncio.open_connection(sock=sock, limit=2**20)


async def read_answer(reader, timeout: float = 10.0) -> tuple[int, bool]:
    """One HTTP answer: (status, whether the server closes the connection after it)."""
    head = await asyncio.wait_for(reader.readuntil(b"\r\n\r\n"), timeout)
    lines = head.decode("latin-1").split("\r\n")
    status = int(lines[0].split(" ", 2)[1])
    length, close = 0, False
    for line in lines[1:]:
        name, _, value = line.partition(":")
        name = name.strip().lower()
        if name == "content-length":
            length = int(value)
        elif name == "connection":
            close = "close" in value.lower()
    if length:
        await asyncio.wait_for(reader.readexactly(length), timeout)
    return status, close


def request(method: str, path: str, port: int, token: str | None = None, body: bytes = b"",
            headers: dict | None = None) -> bytes:
    head = [f"{method} {path} HTTP/1.1", f"Host: {HOST}:{port}"]
    if token:
        head.append(f"Authorization: Bearer {token}")
    if body or method == "POST":
        head += ["Content-Type: application/json", f"Content-Length: {len(body)}"]
    head += [f"{name}: {value}" for name, value in (headers or {}).items()]
    return ("\r\n".join(head) + "\r\n\r\n").encode() + body


def long_accept_language(size: int = 8000) -> str:
    """An ``Accept-Language`` of about ``size`` characters: languages and regions with falling q
    values, the most a header line can hold under gunicorn's 8190 bytes per line."""
    languages = "en de fr es it nl pt sv da fi nb pl cs sk hu ro bg el tr ru uk ja zh ko ar he hi th vi id".split()
    regions = "US GB DE AT CH FR BE CA ES MX IT NL BR PT SE DK FI NO PL CZ".split()
    tags, length = [], 0
    for q, (language, region) in zip(range(999, 0, -1), itertools.product(languages, regions)):
        tag = f"{language}-{region};q=0.{q:03d}"
        if length + len(tag) + 2 > size:
            break
        tags.append(tag)
        length += len(tag) + 2
    return ", ".join(tags)


async def body_of(port: int, data: bytes) -> bytes:
    """The body of the answer to ``data``, on a connection of its own (not measured: the set-up)."""
    reader, writer = await asyncio.wait_for(asyncio.open_connection(HOST, port), 10)
    try:
        writer.write(data)
        head = await asyncio.wait_for(reader.readuntil(b"\r\n\r\n"), 10)
        length = int(re.search(rb"(?i)content-length: *(\d+)", head).group(1))
        return await asyncio.wait_for(reader.readexactly(length), 10)
    finally:
        writer.close()


async def shell_files(port: int) -> list[str]:
    """The app shell's files, as its service worker names them (a first visit asks for each)."""
    text = await body_of(port, request("GET", "/sw.js", port))
    shell = json.loads(re.search(rb"const SHELL = (\[.*?\])", text).group(1))
    return [url for url in shell if url.startswith("/static/")]


def ws_frame(opcode: int, payload: bytes) -> bytes:
    """A client's frame: FIN, masked with a zero key (the payload then goes as it is)."""
    n = len(payload)
    if n < 126:
        head = bytes((0x80 | opcode, 0x80 | n))
    elif n < 65536:
        head = struct.pack("!BBH", 0x80 | opcode, 0x80 | 126, n)
    else:
        head = struct.pack("!BBQ", 0x80 | opcode, 0x80 | 127, n)
    return head + b"\0\0\0\0" + payload


async def ws_open(args, token: str | None):
    """A socket at the den: (status, streams); streams only for 101."""
    reader, writer = await open_from(args.source, args.port)
    key = base64.b64encode(os.urandom(16)).decode()
    path = f"/ws/tables/{args.code}"  # the token goes in the first message
    writer.write((f"GET {path} HTTP/1.1\r\nHost: {HOST}:{args.port}\r\nUpgrade: websocket\r\n"
                  f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n").encode())
    head = await asyncio.wait_for(reader.readuntil(b"\r\n\r\n"), 10)
    status = int(head.split(b" ", 2)[1])
    if status != 101:
        writer.close()
        return status, None
    writer.write(hello_frame(token))
    return status, (reader, writer)


async def ws_read(reader) -> tuple[int, bytes]:
    """One frame from the server (unmasked): (opcode, payload)."""
    first, second = await reader.readexactly(2)
    n = second & 0x7F
    if n == 126:
        n = struct.unpack("!H", await reader.readexactly(2))[0]
    elif n == 127:
        n = struct.unpack("!Q", await reader.readexactly(8))[0]
    return first & 0x0F, await reader.readexactly(n)


def start_server(port: int, db: str, env: dict, pinned: bool = True) -> subprocess.Popen:
    env = dict(os.environ, COMPANION_LOG_LEVEL="warning", PYTHONPATH=str(ROOT), **env)
    return subprocess.Popen([sys.executable, "-m", "companion", "serve", "--host", HOST, "--port", str(port),
                             "--db", db, "--quiet"], cwd=str(ROOT), env=env, start_new_session=True,
                            preexec_fn=pin_server if pinned else None)


def stop_server(server: subprocess.Popen) -> None:
    try:
        os.killpg(server.pid, signal.SIGTERM)
        server.wait(10)
    except ProcessLookupError:
        pass
    except subprocess.TimeoutExpired:
        os.killpg(server.pid, signal.SIGKILL)
        server.wait(10)


async def prepare_den(port: int, records: int) -> Table:
    """The abusers' own table: four seats and a log of ``records`` records."""
    den = Table(port, people=4)
    await den.setup()
    while den.state["version"] < records:
        pid, body = den.next_action()  # another game too, once one is over
        status, answer = await den.post(pid, body)
        assert status == 200, answer
        den.state = answer
    await den.conn.close()
    return den


def percentile(values: list, p: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(p / 100 * len(values)))] * 1000 if values else float("nan")


def worker_pid(server: subprocess.Popen) -> int:
    children = psutil.Process(server.pid).children(recursive=True)
    return children[0].pid if children else server.pid
