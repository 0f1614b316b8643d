"""Abuse: honest tables, and one abuser of each kind at a time, each from its own loopback address.

    python bench/abuse.py                                 # 20 tables x 4 phones, every abuser, 15 s each
    python bench/abuse.py --abusers qr,log --duration 10  # some of them
    python bench/abuse.py --profile /tmp/abuse-profiles   # py-spy on the worker in every phase

Starts the real server (``python -m companion serve``, gunicorn + one gevent
worker, its default settings but for the joins and new tables of the honest
set-up) on a free 127.0.0.1 port, pinned to the first core; this generator
runs on the second (``BENCH_PIN=0``: no pinning), as ``bench/load.py`` does.
Before that, a server on the same SQLite file prepares the abusers' own
table (the den: four seats, a log of ``--den-records`` records, 520 by
default), so the measured server has to replay it like any table after a
restart.

The honest load is ``bench/load.py``'s phones: ``--tables`` tables of
``--phones`` phones on their sockets, the dealer acting every ``--period``
seconds on its own socket; latency is the action's send → the last of the
table's phones has the new state. Also, four times a second, a newcomer opens
a fresh connection and GETs a snapshot (does a new phone still get in?).

Then the phases, in one run: a baseline (no abuser), each abuser alone with
the honest load, and a baseline again. Each abuser is a process of its own at
nice 19 on the generator's core, whose sockets are bound to its own source
address (127.0.0.2 and up, as another phone on the network would be):

===============  ===================================================================
qr               GET …/qr.svg in a loop on one keep-alive connection
log              GET …/log?after=0&limit=500 (a 500-record page) in a loop
snapshot         GET …/api/tables/<code> (a seat's token) in a loop
big-messages     16 KB action messages on a seated socket, as fast as it takes them
over-limit       POST …/actions from one seat in a loop, far over the action limit
ping-flood       WebSocket pings, as fast as the socket takes them
churn            a socket opened, its first frame read, closed; in a loop
pipelined-qr     64 GET …/qr.svg written at once on one connection, then read; in a loop
idle-flood       as many idle keep-alive connections as it can open (``--idle`` at most)
slow-loris       ``--loris`` connections sending a request head one byte a second
accept-language  GET …/t/<code> with an 8 KB ``Accept-Language`` (hundreds of languages with q values)
files            the app shell's files (as its service worker names them) in turn, gzip accepted, on six
                 keep-alive connections at once (as a browser opens them); in a loop
rotating-64      behind the proxy (below): a new ``X-Forwarded-For`` of one IPv6 /64 on every request,
                 GET …/api/tables/<a made-up code>, and every fourth a POST …/api/tables (a new table)
rotating-64x32   the same on 32 connections at once (as a proxy opens more when its requests wait)
===============  ===================================================================

The abusers behind a proxy (``rotating-64``, ``rotating-64x32``) run after the others, on a
server of their own on the same file, started with ``COMPANION_PROXIES=1``
(as behind Caddy) and the default limits, and with an honest load of its
own set up anew (as many tables and phones), measured first alone (the
baseline of its rows' p99; and again last). There every honest person sends an
``X-Forwarded-For`` of their own (from 198.18.0.2, the benchmarking range;
the newcomers 198.18.0.1), so that they are separate clients there as they
are here, where all of them are 127.0.0.1 (this machine, never counted).
Every connection still comes from a loopback address: the forwarded header
is how the addresses of one /64 are played. A line after the table says
what the made-up codes and the new tables got, and what one address may have.

It prints, per phase, the honest p50/p99 and the p99 against the first
baseline's (the last one shows how the machine drifted meanwhile), with the
90 % interval of that ratio (a bootstrap of the two phases' samples: a p99
of 600 moves is their sixth slowest), the newcomers' p99 and failures, what the abuser
sent and what it got back (answered, 429, sockets closed 4429, connections
closed by the server, other), and the server's CPU. The target: every
abuser's honest p99 at most 1.3 x the baseline's. The machine's load average
before and after is printed too: on a shared machine the figures are the
machine's as much as the server's, and one baseline is not another: ``--abusers
baseline,baseline,...`` runs phases with no abuser at all, to see how far apart
they come here. So each abuser's p99 is also put against its neighbours', the
samples of the baselines nearest it before and after; with ``--between`` a
baseline runs between every two abusers, so each has its own on either side.

With ``--profile DIR`` each phase also runs ``py-spy record -r 400``
on the worker and prints the top frames by own time (py-spy pauses the
process to sample it: latencies from such a run are not comparable).

Only loopback addresses are used; every phase is bounded in time.
"""
from __future__ import annotations

import argparse
import asyncio
import base64
import collections
import ipaddress
import itertools
import json
import os
import random
import re
import shutil
import signal
import socket
import struct
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import psutil  # noqa: E402

from companion.config import Config  # noqa: E402
from companion.service.codes import new_code  # noqa: E402
from load import (HOST, ROOT, Sampler, Table, loud_gc, pin_generator, pin_server,  # noqa: E402
                  quiet_gc, raise_fd_limit, wait_http, free_port)

ABUSERS = ("qr", "log", "snapshot", "big-messages", "over-limit", "ping-flood", "churn", "pipelined-qr",
           "idle-flood", "slow-loris", "accept-language", "files", "rotating-64", "rotating-64x32")
PROXIED = ("rotating-64", "rotating-64x32")  # behind a trusted proxy: a server of their own (``COMPANION_PROXIES=1``)
ROTATED = ipaddress.IPv6Network("2001:db8:1:2::/64")  # the rotating abuser's addresses (documentation prefix)
HONEST = ipaddress.IPv4Network("198.18.0.0/15")  # behind the proxy: the honest clients (the benchmarking range)
RAMP = 0.2  # seconds for an abuser to start before the phase is measured (its first burst counts)
COOL = 2.0  # seconds between phases
INTERVAL_ROUNDS = 400  # a p99 ratio's bootstrap (``ratio_interval``)


# -- the abusers (each in a process of its own: ``--abuser KIND``) ----------------------------

class Counts(collections.Counter):
    def dump(self) -> str:
        return json.dumps(dict(self))


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


def rotating_requests(port: int):
    """The /64-rotating abuser's next request and what it asks for: each from a new address of
    ``ROTATED`` (its ``X-Forwarded-For``), a made-up code, and every fourth a new table."""
    opened = json.dumps({"profile": "howell", "host_name": "Rot"}).encode()
    turn = itertools.count()

    def next_request() -> tuple[bytes, str]:
        via = {"X-Forwarded-For": str(ROTATED[random.getrandbits(64)])}
        if next(turn) % 4 == 3:
            return request("POST", "/api/tables", port, body=opened, headers=via), "new table"
        return request("GET", f"/api/tables/{new_code()}", port, headers=via), "unknown code"

    return next_request


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


def shell_requests(port: int, shell: list[str]):
    """The file abuser's next request: the shell's files in turn, gzip accepted as a browser does."""
    files = itertools.cycle(shell)
    return lambda: (request("GET", next(files), port, headers={"Accept-Encoding": "gzip, deflate, br"}), "")


def tally(counts: Counts, status: int) -> None:
    counts["answered" if status < 400 else "429" if status == 429 else f"http {status}"] += 1


async def http_loop(args, counts: Counts, message, pipeline: int = 1) -> None:
    """``message`` (``pipeline`` of it at once) on one keep-alive connection, answer by answer.

    ``message`` is the request's bytes, or a function giving each request and what it asks for:
    then its answers are also counted by that (``"unknown code: 404"``)."""
    messages = message if callable(message) else itertools.repeat((message, "")).__next__
    deadline = time.monotonic() + args.seconds
    while time.monotonic() < deadline:
        try:
            reader, writer = await open_from(args.source, args.port)
        except (OSError, asyncio.TimeoutError):
            counts["connect failed"] += 1
            await asyncio.sleep(0.05)
            continue
        try:
            while time.monotonic() < deadline:
                batch = [messages() for _ in range(pipeline)]
                writer.write(b"".join(data for data, _ in batch))
                await writer.drain()
                counts["sent"] += pipeline
                for _, asked in batch:
                    status, close = await read_answer(reader)
                    tally(counts, status)
                    if asked:
                        counts[f"{asked}: {status}"] += 1
                    if close:
                        raise ConnectionResetError
        except (OSError, asyncio.IncompleteReadError, asyncio.TimeoutError):
            counts["closed"] += 1
        finally:
            writer.close()


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
    path = f"/ws/tables/{args.code}"  # the token goes in the first message (API.md)
    writer.write((f"GET {path} HTTP/1.1\r\nHost: {HOST}:{args.port}\r\nUpgrade: websocket\r\n"
                  f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n").encode())
    head = await asyncio.wait_for(reader.readuntil(b"\r\n\r\n"), 10)
    status = int(head.split(b" ", 2)[1])
    if status != 101:
        writer.close()
        return status, None
    writer.write(ws_frame(0x1, json.dumps({"type": "hello", "token": token}).encode()))
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


async def ws_drain(reader, counts: Counts) -> None:
    """Read (and count) what the server sends until it closes; the close code is counted."""
    try:
        while True:
            opcode, payload = await ws_read(reader)
            if opcode == 8:
                code = struct.unpack("!H", payload[:2])[0] if len(payload) >= 2 else 1005
                counts[f"close {code}"] += 1
                return
            counts["frames back"] += 1
    except (OSError, asyncio.IncompleteReadError):
        counts["closed"] += 1


async def ws_flood(args, counts: Counts, token: str | None, frame: bytes, batch: int) -> None:
    """``batch`` copies of ``frame`` per write on one socket, as fast as it takes them; again when closed."""
    deadline = time.monotonic() + args.seconds
    data = frame * batch
    while time.monotonic() < deadline:
        try:
            status, streams = await ws_open(args, token)
        except (OSError, asyncio.TimeoutError, asyncio.IncompleteReadError):
            counts["connect failed"] += 1
            await asyncio.sleep(0.05)
            continue
        if streams is None:
            tally(counts, status)
            await asyncio.sleep(0.01)
            continue
        reader, writer = streams
        drain = asyncio.ensure_future(ws_drain(reader, counts))
        try:
            while time.monotonic() < deadline and not drain.done() and not writer.transport.is_closing():
                writer.write(data)
                await asyncio.wait_for(writer.drain(), 5)
                counts["sent"] += batch
        except (OSError, asyncio.TimeoutError):
            pass
        finally:
            writer.close()
            drain.cancel()


async def churn(args, counts: Counts) -> None:
    deadline = time.monotonic() + args.seconds
    while time.monotonic() < deadline:
        try:
            status, streams = await ws_open(args, None)
            counts["sent"] += 1
            if streams is None:
                tally(counts, status)
                continue
            reader, writer = streams
            opcode, _ = await asyncio.wait_for(ws_read(reader), 10)
            counts["answered" if opcode == 1 else "other"] += 1
            writer.write(ws_frame(8, struct.pack("!H", 1000)))
            writer.close()
        except (OSError, asyncio.TimeoutError, asyncio.IncompleteReadError):
            counts["closed"] += 1


async def hold(args, counts: Counts, how_many: int, first: bytes, trickle: bytes | None) -> None:
    """``how_many`` connections, each sends ``first`` and then (``trickle``) one byte a second of it;
    a connection the server closes is counted and opened again."""
    deadline = time.monotonic() + args.seconds

    async def one():
        while time.monotonic() < deadline:
            try:
                reader, writer = await open_from(args.source, args.port, timeout=5)
            except (OSError, asyncio.TimeoutError) as e:
                counts[f"connect failed ({type(e).__name__})"] += 1
                await asyncio.sleep(0.5)
                continue
            counts["sent"] += 1
            try:
                writer.write(first)
                if trickle is None:
                    status, _ = await read_answer(reader)
                    tally(counts, status)
                    left = deadline - time.monotonic()
                    if left > 0 and await asyncio.wait_for(reader.read(1), left) == b"":
                        counts["closed"] += 1
                else:
                    for byte in trickle * 1000:
                        if time.monotonic() >= deadline:
                            break
                        writer.write(bytes((byte,)))
                        await writer.drain()
                        if reader.at_eof():
                            raise ConnectionResetError
                        await asyncio.sleep(1.0)
            except asyncio.TimeoutError:  # first: it is an OSError too
                pass
            except (OSError, asyncio.IncompleteReadError):
                counts["closed"] += 1
            finally:
                writer.close()

    tasks = []
    for i in range(how_many):
        tasks.append(asyncio.ensure_future(one()))
        if i % 100 == 99:
            await asyncio.sleep(0.01)
    await asyncio.gather(*tasks, return_exceptions=True)


async def abuse(args) -> Counts:
    counts = Counts()
    tokens = json.loads(args.tokens)
    seat = tokens["p2"]
    code = args.code
    port = args.port
    kind = args.abuser
    if kind == "qr":
        await http_loop(args, counts, request("GET", f"/api/tables/{code}/qr.svg", port))
    elif kind == "pipelined-qr":
        await http_loop(args, counts, request("GET", f"/api/tables/{code}/qr.svg", port), pipeline=64)
    elif kind == "log":
        await http_loop(args, counts, request("GET", f"/api/tables/{code}/log?after=0&limit=500", port))
    elif kind == "snapshot":
        await http_loop(args, counts, request("GET", f"/api/tables/{code}", port, seat))
    elif kind == "over-limit":
        body = json.dumps({"type": "options", "options": {"hand_size": 9}}).encode()  # refused: counted all the same
        await http_loop(args, counts, request("POST", f"/api/tables/{code}/actions", port, tokens["p1"], body))
    elif kind == "big-messages":
        pad = 16000 - len(json.dumps({"type": "action", "action": {"type": "attempt", "cards": 1, "pad": ""}}))
        message = json.dumps({"type": "action", "action": {"type": "attempt", "cards": 1, "pad": "x" * pad}})
        await ws_flood(args, counts, seat, ws_frame(1, message.encode()), batch=4)
    elif kind == "ping-flood":
        await ws_flood(args, counts, seat, ws_frame(9, b""), batch=512)
    elif kind == "churn":
        await churn(args, counts)
    elif kind == "idle-flood":
        first = request("GET", "/healthz", port)[:-2] + b"User-Agent: idle-" + b"x" * 40 + b"\r\n\r\n"
        await hold(args, counts, args.idle, first, None)
    elif kind == "slow-loris":
        await hold(args, counts, args.loris, b"GET /healthz HTTP/1.1\r\n", b"X-Loris: yes\r\n")
    elif kind == "accept-language":
        await http_loop(args, counts, request("GET", f"/t/{code}", port,
                                              headers={"Accept-Language": long_accept_language()}))
    elif kind == "files":
        shell = await shell_files(port)
        await asyncio.gather(*(http_loop(args, counts, shell_requests(port, shell)) for _ in range(6)))
    elif kind == "rotating-64":
        await http_loop(args, counts, rotating_requests(port))
    elif kind == "rotating-64x32":
        await asyncio.gather(*(http_loop(args, counts, rotating_requests(port)) for _ in range(32)))
    else:
        raise SystemExit(f"unknown abuser {kind}")
    return counts


def abuser_main(args) -> None:
    os.nice(19)
    raise_fd_limit()
    counts = asyncio.run(abuse(args))
    print(counts.dump(), flush=True)


# -- the run -----------------------------------------------------------------------------------

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
    den.conn.streams[1].close()
    return den


async def newcomers(port: int, path: str, stop: asyncio.Event, seen: list, headers: dict | None = None) -> None:
    """A new phone, four times a second: a fresh connection and one GET (latency, or None: failed)."""
    while not stop.is_set():
        started = time.perf_counter()
        try:
            reader, writer = await asyncio.wait_for(asyncio.open_connection(HOST, port), 5)
            try:
                writer.write(request("GET", path, port, headers=headers))
                status, _ = await read_answer(reader, 5)
                seen.append(time.perf_counter() - started if status == 200 else None)
            finally:
                writer.close()
        except (OSError, asyncio.TimeoutError, asyncio.IncompleteReadError):
            seen.append(None)
        await asyncio.sleep(max(0.0, 0.25 - (time.perf_counter() - started)))


def percentile(values: list, p: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(p / 100 * len(values)))] * 1000 if values else float("nan")


def ratio_interval(values: list, base: list, rounds: int = INTERVAL_ROUNDS) -> tuple[float, float]:
    """Where ``values``' p99 / ``base``'s p99 would fall in 90 % of runs like this one, as far as these
    samples tell (a bootstrap: both drawn again with replacement ``rounds`` times). A p99 of 600 moves
    is their sixth slowest, so one run's ratio moves with a few of them."""
    if not values or not base:
        return float("nan"), float("nan")
    draw = random.Random(0)  # the same interval for the same samples
    ratios = sorted(percentile(draw.choices(values, k=len(values)), 99) /
                    percentile(draw.choices(base, k=len(base)), 99) for _ in range(rounds))
    return ratios[int(0.05 * rounds)], ratios[int(0.95 * rounds) - 1]


def worker_pid(server: subprocess.Popen) -> int:
    children = psutil.Process(server.pid).children(recursive=True)
    return children[0].pid if children else server.pid


async def start_py_spy(pid: int, seconds: float, out: Path) -> subprocess.Popen:
    """``py-spy record -r 400`` on the worker (Python frames: with ``--native`` py-spy gave up on
    this worker every other phase, "failed to merge native and python frames")."""
    binary = shutil.which("py-spy") or str(Path(sys.executable).with_name("py-spy"))
    return subprocess.Popen([binary, "record", "-r", "400", "-p", str(pid), "-d", str(int(seconds)),
                             "-f", "raw", "-o", str(out)], stdout=subprocess.DEVNULL,
                            stderr=open(out.with_suffix(".log"), "ab"), preexec_fn=pin_generator)


def py_spy_top(path: Path, n: int = 8) -> list[str]:
    """The top of a py-spy raw profile of the worker's event loop at work (its waits, and its OS
    threads: the WAL checkpoints, left out): the frames with the most own samples, and the
    project's functions with the most samples under them."""
    own: collections.Counter = collections.Counter()
    under: collections.Counter = collections.Counter()
    total = 0

    def short(frame: str) -> str:
        name, _, where = frame.partition(" (")
        where = where.rstrip(")").rsplit(":", 1)[0]
        for cut in ("site-packages/", f"{ROOT.name}/", "/lib/python3.11/"):
            where = where.split(cut)[-1]
        return f"{name} ({where})"

    for line in path.read_text().splitlines():
        stack, _, count = line.rpartition(" ")
        if not stack or not count.isdigit() or "thread_run (" in stack or "checkpoint_in_background" in stack:
            continue  # an OS thread of the worker (the WAL checkpoints), not its loop
        frames = [short(f) for f in stack.split(";")]
        if frames[-1].startswith("Hub.run ("):
            continue  # the loop waiting for something to do
        total += int(count)
        own[frames[-1]] += int(count)
        for frame in set(frames):
            if "(companion/" in frame:
                under[frame] += int(count)
    if not total:
        return []
    lines = [f"{total} samples of the loop at work (400 a second; its waits and OS threads left out)"]
    lines += [f"own  {100 * c / total:5.1f}%  {frame}" for frame, c in own.most_common(n)]
    lines += [f"in   {100 * c / total:5.1f}%  {frame}" for frame, c in under.most_common(n)]
    return lines


async def run(args) -> None:
    raise_fd_limit()
    tmp = tempfile.mkdtemp(prefix="companion-abuse-")
    db = os.path.join(tmp, "abuse.sqlite3")
    loads = [os.getloadavg()]
    chosen = [a for a in (args.abusers.split(",") if args.abusers != "all" else ABUSERS) if a]
    direct = [a for a in chosen if a not in PROXIED]
    proxied = [a for a in chosen if a in PROXIED]
    settings = dict(item.split("=", 1) for item in args.env)
    results: list = []
    try:
        # the den, prepared by a server with open limits (a long log in no time), then replayed by the measured one
        port = free_port()
        prep = start_server(port, db, dict(COMPANION_LIMIT_ACTIONS="1000000/60", COMPANION_LIMIT_JOIN="1000000/60"),
                            pinned=False)
        try:
            wait_http(port)
            den = await prepare_den(port, args.den_records)
        finally:
            stop_server(prep)
        if direct or not proxied:
            # every honest phone from 127.0.0.1: its joins and new tables let through
            env = {"COMPANION_LIMIT_JOIN": "1000000/60", "COMPANION_LIMIT_CREATE": "1000000/60", **settings}
            results += await measure(args, db, den, env, with_baselines(direct, args.between), len(results), False)
        if proxied:
            print("abuse: behind a proxy now (COMPANION_PROXIES=1): a server of its own, each honest person "
                  "with an X-Forwarded-For of their own", flush=True)
            env = {"COMPANION_PROXIES": "1", **settings}  # the default limits: the honest are one client each
            results += await measure(args, db, den, env, with_baselines(proxied, args.between), len(results), True)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    loads.append(os.getloadavg())
    report(args, results, loads)


def with_baselines(abusers: list, between: bool) -> list:
    """The phases: a baseline first and last, and with ``between`` one between every two abusers."""
    if not between:
        return ["baseline", *abusers, "baseline"]
    return ["baseline", *itertools.chain.from_iterable((a, "baseline") for a in abusers)]


def neighbours(results: list, i: int) -> list:
    """The honest samples of the baselines nearest phase ``i`` on its server, before and after it, together."""
    same = [k for k, r in enumerate(results) if r["proxied"] == results[i]["proxied"] and r["phase"] == "baseline"]
    before = [k for k in same if k < i][-1:]
    after = [k for k in same if k > i][:1]
    return [value for k in before + after for value in results[k]["honest"]]


def honest_address(n: int) -> str:
    """Behind the proxy, the n-th honest client's address (0: the newcomers; then every person)."""
    return str(HONEST[1 + n])


async def measure(args, db: str, den: Table, env: dict, phases: list, first: int, proxied: bool) -> list:
    """One measured server (``env``), its honest load, and ``phases`` one after the other;
    ``first``: the phases measured before (the sources go on from theirs)."""
    port = free_port()
    server = start_server(port, db, env)
    results = []
    try:
        wait_http(port)
        tables = [Table(port, people=args.phones,
                        addresses=[honest_address(1 + i * args.phones + j) for j in range(args.phones)]
                        if proxied else None)
                  for i in range(args.tables)]
        for table in tables:
            await table.setup()
        stop = asyncio.Event()
        latencies: list = []
        ready = [asyncio.Event() for _ in range(args.tables * args.phones)]
        phones = [asyncio.create_task(t.phone(pid, ready[i * args.phones + j], stop, latencies))
                  for i, t in enumerate(tables) for j, pid in enumerate(t.tokens)]
        await asyncio.wait_for(asyncio.gather(*(e.wait() for e in ready)), 120)
        await asyncio.sleep(1.0)
        quiet_gc()
        sampler = Sampler(server.pid)
        counts = {"actions": 0, "errors": 0}
        runners = [asyncio.create_task(t.run(args.period, stop, counts, "socket")) for t in tables]
        arrivals: list = []
        probe = asyncio.create_task(newcomers(port, f"/api/tables/{tables[0].code}", stop, arrivals,
                                              {"X-Forwarded-For": honest_address(0)} if proxied else None))
        await asyncio.sleep(2.0)  # warm up
        for k, phase in enumerate(phases):
            n = first + k
            source = f"127.0.0.{1 + n}"  # the first abuser's is 127.0.0.2 (phase 0 is the baseline)
            abuser = None
            if phase != "baseline":
                abuser = subprocess.Popen(
                    [sys.executable, str(Path(__file__).resolve()), "--abuser", phase, "--port", str(port),
                     "--source", source, "--code", den.code, "--tokens", json.dumps(den.tokens),
                     "--seconds", str(RAMP + args.duration), "--idle", str(args.idle), "--loris", str(args.loris)],
                    stdout=subprocess.PIPE, preexec_fn=pin_generator)
                await asyncio.sleep(RAMP)
            spy = None
            if args.profile:
                out = Path(args.profile) / f"{n:02d}-{phase}.txt"
                spy = await start_py_spy(worker_pid(server), args.duration, out)
            latencies.clear()
            arrivals.clear()
            (user0, system0), t0 = sampler.cpu_split(), time.perf_counter()
            await asyncio.sleep(args.duration)
            honest, came = list(latencies), list(arrivals)
            user, system = sampler.cpu_split()
            took = time.perf_counter() - t0
            cpu, system = (user - user0 + system - system0) / took, (system - system0) / took
            got = {}
            if abuser is not None:
                try:
                    out_text, _ = await asyncio.get_running_loop().run_in_executor(
                        None, lambda: abuser.communicate(timeout=RAMP + args.duration + 30))
                    got = json.loads(out_text.decode().strip().splitlines()[-1] or "{}")
                except (subprocess.TimeoutExpired, ValueError, IndexError):
                    abuser.kill()
                    got = {"unfinished": 1}
            top = []
            if spy is not None:
                await asyncio.get_running_loop().run_in_executor(None, spy.wait)
                if out.exists():
                    top = py_spy_top(out)
            if abuser is None:
                source = ""
            elif proxied:
                source = f"{ROTATED} via {source}"
            results.append(dict(phase=phase, source=source, honest=honest, came=came, got=got, cpu=cpu, system=system, top=top,
                                proxied=proxied, limits=Config.from_env(dict(os.environ, **env))))
            print(f"abuse: {phase}{' (proxied)' if proxied else ''} done ({len(honest)} honest samples)", flush=True)
            await asyncio.sleep(COOL)
        stop.set()
        loud_gc()
        await asyncio.wait(runners + [probe], timeout=30)
        await asyncio.wait(phones, timeout=10)
    finally:
        stop_server(server)
    return results


def beside(honest: list, base: list) -> str:
    """A phase's p99 against ``base``'s (a baseline's samples, or its neighbours', ``neighbours``), with
    the 90 % interval of that ratio (``ratio_interval``); "—" with no baseline."""
    low, high = ratio_interval(honest, base)
    return f"{percentile(honest, 99) / percentile(base, 99):.2f} ({low:.2f}–{high:.2f})" if base else "—"


def report(args, results: list, loads: list) -> None:
    base = results[0]["honest"]  # the first baseline; the last one, run again at the end, shows the drift
    base_p99 = percentile(base, 99)
    # behind the proxy: its own baseline, run first on its own server
    proxied_base = next((r["honest"] for r in results if r["proxied"]), None)
    print()
    print(f"abuse: {args.tables} tables x {args.phones} phones, an action per table every {args.period} s; "
          f"each abuser alone for {args.duration} s at nice 19 from its own address; "
          f"load average before {loads[0][0]:.2f} {loads[0][1]:.2f}, after {loads[1][0]:.2f} {loads[1][1]:.2f}")
    print("| phase | source | honest p50 | honest p99 | p99 / baseline (90 % interval) | p99 / its neighbours' | "
          "newcomer p99 (failed) | abuser sent | answered | 429 | closed 4429 | closed by server | other | "
          "server CPU (of it the kernel's) |")
    print("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|")
    asked = []
    for i, r in enumerate(results):
        got = dict(r["got"])
        by_kind = {k: got.pop(k) for k in list(got) if ": " in k}  # "unknown code: 404" (the same answers again)
        if by_kind:
            asked.append((r, by_kind))
        sent = got.pop("sent", 0)
        answered = got.pop("answered", 0) + got.pop("frames back", 0)
        refused = got.pop("429", 0)
        closed4429 = got.pop("close 4429", 0)
        closed = got.pop("closed", 0)
        other = ", ".join(f"{k} {v}" for k, v in sorted(got.items())) or "0"
        came = [c for c in r["came"] if c is not None]
        failed = sum(1 for c in r["came"] if c is None)
        p99 = percentile(r["honest"], 99)
        abuser = r["phase"] != "baseline"
        name = r["phase"] + (" (proxied)" if r["proxied"] and not abuser else "")
        print(f"| {name} | {r['source'] or '—'} | {percentile(r['honest'], 50):.1f} ms | {p99:.1f} ms | "
              f"{beside(r['honest'], proxied_base if r['proxied'] else base)} | "
              f"{beside(r['honest'], neighbours(results, i)) if abuser else '—'} | "
              f"{percentile(came, 99):.1f} ms ({failed}) | "
              + (f"{sent} | {answered} | {refused} | {closed4429} | {closed} | {other} | " if abuser
                 else "— | — | — | — | — | — | ")
              + f"{100 * r['cpu']:.0f}% ({100 * r['system']:.0f}%) |")
    print(f"baseline p99 (the first baseline): {base_p99:.1f} ms over {len(base)} samples")
    if proxied_base is not None and proxied_base is not base:
        p99 = percentile(proxied_base, 99)
        print(f"behind the proxy (COMPANION_PROXIES=1, each honest person an X-Forwarded-For of {HONEST}): "
              f"baseline p99 {p99:.1f} ms over {len(proxied_base)} samples ({p99 / base_p99:.2f} x the first "
              f"baseline's); its rows are against it")
    for r, by_kind in asked:
        kinds = collections.defaultdict(list)
        for key, n in by_kind.items():  # as the abuser met them: the unknown codes first
            kind, _, status = key.partition(": ")
            kinds[kind].append(f"{n} answered {status}" if status != "429" else f"{n} refused 429")
        limits = r["limits"]
        print(f"{r['phase']}, a new address of {ROTATED} on every request: "
              + "; ".join(f"{kind}s {', '.join(said)}" for kind, said in kinds.items())
              + f" (one address may ask for {limits.limit_unknown[0]} unknown codes in {limits.limit_unknown[1]:g} s "
                f"and open {limits.limit_create[0]} tables in {limits.limit_create[1]:g} s, then 429)")
    if any(r["top"] for r in results):
        print()
        for r in results:
            print(f"py-spy, {r['phase']} (own samples, top frames):")
            for line in r["top"]:
                print(f"    {line}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--tables", type=int, default=20)
    parser.add_argument("--phones", type=int, default=4)
    parser.add_argument("--period", type=float, default=0.5, help="seconds between a table's actions")
    parser.add_argument("--duration", type=float, default=15.0, help="seconds each phase is measured")
    parser.add_argument("--abusers", default="all", help=f"comma-separated, of: {', '.join(ABUSERS)}; "
                        "baseline: a phase with none (the machine's own drift)")
    parser.add_argument("--between", action="store_true",
                        help="a baseline between every two abusers (each abuser beside its own, before and after)")
    parser.add_argument("--den-records", type=int, default=520, help="records in the abusers' table's log")
    parser.add_argument("--idle", type=int, default=3000, help="connections the idle flood opens at most")
    parser.add_argument("--loris", type=int, default=500, help="connections of the slow-loris")
    parser.add_argument("--env", action="append", default=[], metavar="NAME=VALUE",
                        help="a setting for the measured server (repeatable)")
    parser.add_argument("--profile", metavar="DIR", help="py-spy record the worker in every phase, into DIR")
    # one abuser (this script runs itself for each)
    parser.add_argument("--abuser", help=argparse.SUPPRESS)
    parser.add_argument("--port", type=int, help=argparse.SUPPRESS)
    parser.add_argument("--source", help=argparse.SUPPRESS)
    parser.add_argument("--code", help=argparse.SUPPRESS)
    parser.add_argument("--tokens", help=argparse.SUPPRESS)
    parser.add_argument("--seconds", type=float, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.abuser:
        abuser_main(args)
        return
    unknown = set(args.abusers.split(",")) - set(ABUSERS) - {"all", "baseline", ""}
    if unknown:
        parser.error(f"unknown abusers: {', '.join(sorted(unknown))}")
    if args.profile:
        Path(args.profile).mkdir(parents=True, exist_ok=True)
    pin_generator()
    random.seed(1)
    asyncio.run(run(args))


if __name__ == "__main__":
    main()
