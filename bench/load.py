"""Load: M tables x 8 phones on WebSockets, each table posting one action every P seconds.

    python bench/load.py                       # 50 tables, 30 s (default, small)
    python bench/load.py --tables 500 --duration 60
    python bench/load.py --via post            # actions as POSTs (the phone's fallback), not on the socket
    python bench/load.py --sleepers-every 10   # one table in ten also has a phone that never reads

Starts the real server (``python -m companion serve``, gunicorn + one gevent
worker) on a free 127.0.0.1 port with a temporary SQLite file, seats 8 people
at every table, opens one socket per person, then posts actions (starter,
attempts, judgements, next deals) and measures, for every action, the time
from sending the POST to the moment the LAST of that table's 8 phones has
received the new state. By default the mover sends the action on its own
open socket and the server acks it (the phone app's way); with ``--via
post`` it POSTs it on a keep-alive connection (the app's fallback). With ``--sleepers-every K``
every K-th table also has a sleeping phone: a second device of one person,
whose socket (4 KB receive buffer) is never read; when the server cuts it off
it connects again and sleeps again. Latency counts the 8 honest phones only.
Then, in the same run, a bare baseline: a minimal
asyncio ``websockets`` server that relays one message (of the same size) to 8
sockets of a room, at the same load. Prints actions/s, p50/p95/p99, server
peak RSS and CPU, the load generator's CPU, and our p99 / the baseline's p99.

Only loopback addresses are used; every phase is bounded in time.
"""
from __future__ import annotations

import argparse
import asyncio
import gc
import json
import os
import random
import resource
import signal
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import psutil
import websockets

ROOT = Path(__file__).resolve().parent.parent
HOST = "127.0.0.1"
NAMES = ["Ann", "Ben", "Cy", "Di", "Eve", "Flo", "Gus", "Hal"]
# the measured server's limits, out of the load's way (every phone of the bench is one address)
OPEN_LIMITS = dict(COMPANION_LIMIT_UNKNOWN="1000000/60", COMPANION_LIMIT_JOIN="1000000/60",
                   COMPANION_LIMIT_CREATE="1000000/60", COMPANION_BUDGET_ADDRESS="100000000/60",
                   COMPANION_BUDGET_SOCKET="100000000/60")


def free_port() -> int:
    with socket.socket() as s:
        s.bind((HOST, 0))
        return s.getsockname()[1]


CORES = sorted(os.sched_getaffinity(0))  # before anything is pinned
PIN = len(CORES) >= 2 and os.environ.get("BENCH_PIN", "1") != "0"


def pin_server() -> None:
    """The server on the first core and (``pin_generator``) this generator on the second, as
    the peers' harness does: neither steals the other's core (``BENCH_PIN=0``: no pinning)."""
    if PIN:
        os.sched_setaffinity(0, {CORES[0]})


def pin_generator() -> None:
    if PIN:
        os.sched_setaffinity(0, {CORES[1]})


def raise_fd_limit() -> None:
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    try:
        resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    except (ValueError, OSError):
        pass


# -- a minimal HTTP/1.1 client over asyncio streams --------------------------

async def _exchange(reader, writer, port, method, path, body, token, keep_alive, timeout, headers=None):
    data = json.dumps(body).encode() if body is not None else b""
    head = [f"{method} {path} HTTP/1.1", f"Host: {HOST}:{port}",
            f"Connection: {'keep-alive' if keep_alive else 'close'}",
            "Content-Type: application/json", f"Content-Length: {len(data)}"]
    if token:
        head.append(f"Authorization: Bearer {token}")
    head += [f"{name}: {value}" for name, value in (headers or {}).items()]
    writer.write(("\r\n".join(head) + "\r\n\r\n").encode() + data)
    await writer.drain()
    header = await asyncio.wait_for(reader.readuntil(b"\r\n\r\n"), timeout)
    lines = header.decode("latin-1").split("\r\n")
    status = int(lines[0].split(" ", 2)[1])
    length = 0
    for line in lines[1:]:
        name, _, value = line.partition(":")
        if name.strip().lower() == "content-length":
            length = int(value.strip())
    payload = await asyncio.wait_for(reader.readexactly(length), timeout) if length else b""
    return status, (json.loads(payload) if payload else None)


async def http(port: int, method: str, path: str, body=None, token=None, timeout=30.0, headers=None):
    """One request on its own connection (``headers``: more of them, e.g. an ``X-Forwarded-For``)."""
    reader, writer = await asyncio.wait_for(asyncio.open_connection(HOST, port), timeout)
    try:
        return await _exchange(reader, writer, port, method, path, body, token, False, timeout, headers)
    finally:
        writer.close()


class KeepAlive:
    """One persistent connection, as a phone's browser keeps one (reopened when the server closed it)."""

    def __init__(self, port: int):
        self.port = port
        self.streams = None

    async def request(self, method, path, body=None, token=None, timeout=30.0, headers=None):
        for attempt in range(2):
            if self.streams is None:
                self.streams = await asyncio.wait_for(asyncio.open_connection(HOST, self.port), timeout)
            try:
                return await _exchange(*self.streams, self.port, method, path, body, token, True, timeout, headers)
            except (ConnectionError, asyncio.IncompleteReadError):
                self.streams[1].close()
                self.streams = None
                if attempt:
                    raise

    async def close(self) -> None:
        """Closes the connection: a server stopping gracefully waits for an open one, idle or not, up to
        gunicorn's graceful_timeout (docs/operations.md)."""
        if self.streams is not None:
            writer, self.streams = self.streams[1], None
            writer.close()
            await writer.wait_closed()


# -- our server ---------------------------------------------------------------

class Table:
    def __init__(self, port: int, people: int = len(NAMES), addresses: list[str] | None = None):
        self.port = port
        self.people = people  # phones at the table (bench/abuse.py seats 4)
        # behind a trusted proxy (bench/abuse.py): the k-th person's own X-Forwarded-For, one client each
        self.addresses = addresses
        self.via: dict[str, dict] = {}  # pid -> the headers of that person's requests and socket
        self.code = ""
        self.tokens: dict[str, str] = {}
        self.state: dict = {}
        self.pending: dict[int, float] = {}  # version -> time the POST was sent
        self.taps: dict[int, float] = {}  # the same, kept (a big screen's socket measures against it: bench/room.py)
        self.received: dict[int, int] = {}  # version -> phones that have it
        self.sockets: list = []
        self.done = False
        self.conn = KeepAlive(port)
        self.ws: dict = {}  # pid -> that phone's socket (actions over the socket)
        self.acks: dict = {}  # action_id -> future of the ack/error frame
        self.latest: dict = {}  # the newest state any phone has seen

    def forwarded(self, k: int) -> dict:
        return {"X-Forwarded-For": self.addresses[k]} if self.addresses else {}

    async def setup(self):
        status, made = await http(self.port, "POST", "/api/tables", {"profile": "howell", "host_name": NAMES[0]},
                                  headers=self.forwarded(0))
        assert status == 201, made
        self.code = made["code"]
        self.tokens[made["player_id"]] = made["token"]
        self.via[made["player_id"]] = self.forwarded(0)
        for k, name in enumerate(NAMES[1:self.people], 1):
            status, joined = await http(self.port, "POST", f"/api/tables/{self.code}/join", {"name": name},
                                        headers=self.forwarded(k))
            assert status == 201, joined
            self.tokens[joined["player_id"]] = joined["token"]
            self.via[joined["player_id"]] = self.forwarded(k)
        status, self.state = await self.post("p1", {"type": "start", "first_dealer": "p1"})
        assert status == 200, self.state

    async def post(self, pid, body):
        return await self.conn.request("POST", f"/api/tables/{self.code}/actions", body, self.tokens[pid],
                                       headers=self.via.get(pid))

    def next_action(self):
        s = self.state
        dealer, phase = s["dealer"], s["phase"]
        if phase == "starter":
            return dealer, {"type": "starter", "cards": 1, "rank": random.randint(1, 13)}
        if phase == "turn":
            return dealer, {"type": "attempt", "player": s["turn"], "cards": 1}
        if phase == "judging":
            return dealer, {"type": "judge", "verdict": random.choice(["right", "right", "wrong"])}
        if phase == "deal_over":
            return dealer, {"type": "next_deal"}
        if phase == "game_over":  # the evening goes on: the host starts another game, as long as the load lasts
            return "p1", {"type": "new_game"}
        if phase == "lobby":
            return "p1", {"type": "start", "first_dealer": "p1"}
        return None, None

    def phone_url(self, pid: str) -> str:
        return f"ws://{HOST}:{self.port}/ws/tables/{self.code}"  # the token goes in the first message

    async def phone(self, pid: str, ready: asyncio.Event, stop: asyncio.Event, latencies: list):
        def opened(ws):
            self.sockets.append(ws)
            self.ws[pid] = ws

        await watch(self.phone_url(pid), ready, stop, lambda message: self._received(message, latencies),
                    self.via.get(pid), opened, token=self.tokens[pid])

    def _received(self, message: dict, latencies: list) -> None:
        """One frame a phone received: an ack for a socket action, or a state (latency once all 8 have it)."""
        if message["type"] != "state":
            future = self.acks.pop(message.get("action_id"), None)
            if future is not None and not future.done():
                future.set_result(message)
            return
        state = message["state"]
        version = state["version"]
        if version > self.latest.get("version", -1):
            self.latest = state
        if version in self.pending:
            count = self.received.get(version, 0) + 1
            self.received[version] = count
            if count == len(self.tokens):
                latencies.append(time.perf_counter() - self.pending.pop(version))
                self.received.pop(version, None)

    async def over_socket(self, pid, body, stop: asyncio.Event):
        """The action on the mover's own socket; (200, newest state) once acked (None once stopped)."""
        action_id = f"{self.code}-{time.perf_counter_ns()}"
        future = asyncio.get_running_loop().create_future()
        self.acks[action_id] = future
        ws = self.ws[pid]
        await ws.send(json.dumps({"type": "action", "action": dict(body, action_id=action_id)}))
        stopped = asyncio.ensure_future(stop.wait())
        await asyncio.wait([future, stopped], timeout=30, return_when=asyncio.FIRST_COMPLETED)
        stopped.cancel()
        if not future.done():
            self.acks.pop(action_id, None)
            if not stop.is_set():
                print(f"no ack in 30 s at {self.code} (socket close code {ws.close_code})", flush=True)
            return 599, None
        answer = future.result()
        if answer["type"] != "ack":
            return answer.get("status", 500), answer
        return 200, self.latest

    async def run(self, period: float, stop: asyncio.Event, counts: dict, via: str = "post"):
        await asyncio.sleep(random.uniform(0, period))
        while not stop.is_set():
            pid, body = self.next_action()
            if body is None:
                return
            started = time.perf_counter()
            self.pending[self.state["version"] + 1] = self.taps[self.state["version"] + 1] = started
            if via == "socket":
                status, answer = await self.over_socket(pid, body, stop)
                if stop.is_set():
                    return
            else:
                status, answer = await self.post(pid, body)
            if status != 200:
                counts["errors"] += 1
                self.pending.pop(self.state["version"] + 1, None)
            else:
                self.state = answer
                counts["actions"] += 1
            await asyncio.sleep(max(0.0, period - (time.perf_counter() - started)))

    async def sleeper(self, pid: str, stop: asyncio.Event, counts: dict):
        """A phone asleep with its socket open: connects, never reads; connects again once cut off."""
        while not stop.is_set():
            sock = socket.socket()
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
            sock.setblocking(False)
            try:
                await asyncio.get_running_loop().sock_connect(sock, (HOST, self.port))
                reader, writer = await asyncio.open_connection(sock=sock, limit=1024)
                key = "dGhlIHNhbXBsZSBub25jZQ=="
                writer.write((f"GET /ws/tables/{self.code} HTTP/1.1\r\n"
                              f"Host: {HOST}:{self.port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                              f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n").encode())
                await writer.drain()
                await asyncio.wait_for(reader.readuntil(b"\r\n\r\n"), 30)
                writer.write(hello_frame(self.tokens[pid]))  # who it is: its first message
                counts["sleepers"] += 1
                # asleep: nothing is read; the transport stops reading once 2 KB are buffered
                while not stop.is_set() and not reader.at_eof() and not writer.is_closing():
                    await asyncio.sleep(1.0)
                    if reader.exception() is not None:
                        break
                writer.close()
            except (OSError, asyncio.TimeoutError, asyncio.IncompleteReadError):
                sock.close()
                await asyncio.sleep(1.0)


def hello_frame(token: str | None) -> bytes:
    """A client's first message as one masked text frame (a zero mask: the payload goes as it is)."""
    payload = json.dumps({"type": "hello", "token": token}).encode()
    n = len(payload)
    head = bytes([0x81, 0x80 | n]) if n < 126 else bytes([0x81, 0x80 | 126]) + n.to_bytes(2, "big")
    return head + b"\0\0\0\0" + payload


def quiet_gc() -> None:
    """The generator's own collections would pause every phone it simulates (in both phases alike).

    Its thousands of sockets are frozen once set up, and the collector stays off while the
    load runs (``loud_gc`` turns it back on): with it on, the young-generation
    collections of the generator itself took milliseconds each and were most of the
    measured p99 (the same effect as in the peers' harness).
    """
    gc.collect()
    gc.freeze()
    gc.disable()


def loud_gc() -> None:
    gc.enable()


async def _close_when(stop: asyncio.Event, ws) -> None:
    await stop.wait()
    await ws.close()


async def watch(url: str, ready: asyncio.Event, stop: asyncio.Event, received, headers=None, opened=None,
                token: str | None = None) -> None:
    """One socket (a phone's with its ``token``, a big screen's with none) read until ``stop``:
    ``received(message)`` for every frame after the first (``ready`` is set once that one came);
    ``opened(ws)`` once it is open. Its first message says who it is (docs/API.md)."""
    async with websockets.connect(url, max_size=2**20, open_timeout=60, ping_interval=None,
                                  additional_headers=headers) as ws:
        await ws.send(json.dumps({"type": "hello", "token": token}))
        if opened is not None:
            opened(ws)
        await ws.recv()
        ready.set()
        # one await per frame, as a phone's onmessage: no timer per frame (a wait_for per recv
        # was a task and a timer each, and made the generator, not the server, the slow side)
        closer = asyncio.create_task(_close_when(stop, ws))
        try:
            async for text in ws:
                received(json.loads(text))
        except websockets.ConnectionClosed:
            pass
        finally:
            closer.cancel()


class Sampler:
    """Peak RSS and CPU seconds of a process tree, sampled while the load runs."""

    def __init__(self, pid: int):
        self.root = psutil.Process(pid)
        self.peak_rss = 0
        self.cpu0 = self.cpu()

    def procs(self):
        try:
            return [self.root, *self.root.children(recursive=True)]
        except psutil.NoSuchProcess:
            return []

    def cpu(self) -> float:
        return sum(self.cpu_split())

    def cpu_split(self) -> tuple[float, float]:
        """The server's processes' CPU seconds so far: (user, system)."""
        user = system = 0.0
        for p in self.procs():
            try:
                t = p.cpu_times()
                user += t.user
                system += t.system
            except psutil.NoSuchProcess:
                pass
        return user, system

    def sample(self):
        rss = 0
        for p in self.procs():
            try:
                rss += p.memory_info().rss
            except psutil.NoSuchProcess:
                pass
        self.peak_rss = max(self.peak_rss, rss)

    async def run(self, stop: asyncio.Event):
        while not stop.is_set():
            self.sample()
            await asyncio.sleep(0.25)


def wait_http(port: int, timeout: float = 30):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            with socket.create_connection((HOST, port), timeout=1):
                return
        except OSError:
            time.sleep(0.05)
    raise RuntimeError(f"nothing listens on {port}")


def summary(name: str, latencies: list, actions: int, seconds: float, sampler: Sampler, cpu_seconds: float,
            gen_cpu: float) -> dict:
    lat = sorted(latencies)

    def pct(p):
        return lat[min(len(lat) - 1, int(p / 100 * len(lat)))] * 1000 if lat else float("nan")

    result = {"name": name, "actions_per_s": actions / seconds, "samples": len(lat),
              "p50_ms": pct(50), "p95_ms": pct(95), "p99_ms": pct(99),
              "server_peak_rss_mb": sampler.peak_rss / 2**20, "server_cpu_pct": 100 * cpu_seconds / seconds,
              "loadgen_cpu_pct": 100 * gen_cpu / seconds}
    print(f"{name:>9}: {result['actions_per_s']:7.1f} actions/s  p50 {result['p50_ms']:6.1f} ms  "
          f"p95 {result['p95_ms']:6.1f} ms  p99 {result['p99_ms']:6.1f} ms  ({len(lat)} samples)  "
          f"server peak RSS {result['server_peak_rss_mb']:.0f} MB, CPU {result['server_cpu_pct']:.0f}%  "
          f"load generator CPU {result['loadgen_cpu_pct']:.0f}%", flush=True)
    return result


async def bench_companion(args) -> tuple[dict, int]:
    port = free_port()
    tmp = tempfile.mkdtemp(prefix="companion-load-")
    env = dict(os.environ, **OPEN_LIMITS, COMPANION_LOG_LEVEL="warning", PYTHONPATH=str(ROOT))
    server = subprocess.Popen([sys.executable, "-m", "companion", "serve", "--host", HOST, "--port", str(port),
                               "--db", os.path.join(tmp, "load.sqlite3"), "--quiet"],
                              cwd=str(ROOT), env=env, start_new_session=True, preexec_fn=pin_server)
    tables: list[Table] = []
    try:
        wait_http(port)
        tables = [Table(port) for _ in range(args.tables)]
        sem = asyncio.Semaphore(32)

        async def setup(t):
            async with sem:
                await t.setup()

        t0 = time.perf_counter()
        await asyncio.wait_for(asyncio.gather(*(setup(t) for t in tables)), args.setup_timeout)
        print(f"companion: {args.tables} tables seated in {time.perf_counter() - t0:.1f} s", flush=True)
        stop = asyncio.Event()
        latencies: list = []
        ready = [asyncio.Event() for _ in range(args.tables * len(NAMES))]
        phones = []
        for i, t in enumerate(tables):
            for j, pid in enumerate(t.tokens):
                phones.append(asyncio.create_task(t.phone(pid, ready[i * len(NAMES) + j], stop, latencies)))
                if len(phones) % 200 == 0:
                    await asyncio.sleep(0.05)  # do not SYN-flood the listen backlog
        await asyncio.wait_for(asyncio.gather(*(e.wait() for e in ready)), args.setup_timeout)
        await asyncio.sleep(1.0)  # let the "connected" pushes settle
        print(f"companion: {len(phones)} phones connected", flush=True)
        quiet_gc()
        sampler = Sampler(server.pid)
        gen = psutil.Process()
        gen0 = sum(gen.cpu_times()[:2])
        counts = {"actions": 0, "errors": 0, "sleepers": 0}
        sleepers = []
        if args.sleepers_every:
            sleepers = [asyncio.create_task(t.sleeper("p8", stop, counts))
                        for i, t in enumerate(tables) if i % args.sleepers_every == 0]
            await asyncio.sleep(2.0)
            print(f"companion: {len(sleepers)} sleeping phones", flush=True)
        started = time.perf_counter()
        sampling = asyncio.create_task(sampler.run(stop))
        runners = [asyncio.create_task(t.run(args.period, stop, counts, args.via)) for t in tables]
        await asyncio.sleep(args.duration)
        stop.set()
        loud_gc()
        elapsed = time.perf_counter() - started
        await asyncio.wait(runners, timeout=30)
        await asyncio.sleep(0.5)
        result = summary("companion", latencies, counts["actions"], elapsed, sampler, sampler.cpu() - sampler.cpu0,
                         sum(gen.cpu_times()[:2]) - gen0)
        result["errors"] = counts["errors"]
        result["sleeper_connects"] = counts["sleepers"]
        result["via"] = args.via
        result["server_cpu_ms_per_action"] = 1000 * (result["server_cpu_pct"] / 100 * elapsed) / max(1, counts["actions"])
        print(f"companion: {counts['actions']} actions via {args.via}, {counts['errors']} errors, "
              f"server CPU {result['server_cpu_ms_per_action']:.2f} ms per action, "
              f"sleeping phones connected {counts['sleepers']} times", flush=True)
        if sleepers:
            await asyncio.wait(sleepers, timeout=10)
        size = 0
        for t in tables[:1]:
            status, snap = await http(port, "GET", f"/api/tables/{t.code}", token=t.tokens["p2"])
            size = len(json.dumps({"type": "state", "state": snap}))
        sampling.cancel()
        await asyncio.wait(phones, timeout=10)
        return result, size
    finally:
        for table in tables:
            await table.conn.close()  # else the stop waits out its graceful_timeout
        os.killpg(server.pid, signal.SIGTERM)
        try:
            server.wait(10)
        except subprocess.TimeoutExpired:
            os.killpg(server.pid, signal.SIGKILL)


# -- the bare baseline ----------------------------------------------------------

async def baseline_server(port: int):
    """Relay every message from a room's poster to the room's phones; nothing else."""
    rooms: dict[str, set] = {}

    async def handler(ws):
        path = ws.request.path.strip("/").split("/")  # /room/<id>/<role>
        room, role = path[1], path[2]
        if role == "phone":
            rooms.setdefault(room, set()).add(ws)
            try:
                await ws.wait_closed()
            finally:
                rooms[room].discard(ws)
        else:
            async for message in ws:
                for phone in list(rooms.get(room, ())):
                    try:
                        await phone.send(message)
                    except websockets.ConnectionClosed:
                        pass
                await ws.send("ok")

    async with websockets.serve(handler, HOST, port, max_size=2**20, ping_interval=None, backlog=4096):
        await asyncio.Future()


async def bench_baseline(args, size: int) -> dict:
    port = free_port()
    server = subprocess.Popen([sys.executable, str(Path(__file__).resolve()), "--baseline-server", str(port)],
                              preexec_fn=pin_server,
                              start_new_session=True)
    try:
        wait_http(port)
        stop = asyncio.Event()
        latencies: list = []
        pending: list[dict] = [dict() for _ in range(args.tables)]
        received: list[dict] = [dict() for _ in range(args.tables)]
        counts = {"actions": 0}
        phones_per_room = len(NAMES)
        ready = []

        async def phone(room):
            async with websockets.connect(f"ws://{HOST}:{port}/room/{room}/phone", max_size=2**20,
                                          ping_interval=None, open_timeout=60) as ws:
                ready.append(1)
                closer = asyncio.create_task(_close_when(stop, ws))  # as the companion's phones
                try:
                    async for text in ws:
                        version = json.loads(text)["version"]
                        if version in pending[room]:
                            received[room][version] = received[room].get(version, 0) + 1
                            if received[room][version] == phones_per_room:
                                latencies.append(time.perf_counter() - pending[room].pop(version))
                except websockets.ConnectionClosed:
                    pass
                finally:
                    closer.cancel()

        async def poster(room):
            async with websockets.connect(f"ws://{HOST}:{port}/room/{room}/poster", max_size=2**20,
                                          ping_interval=None, open_timeout=60) as ws:
                await asyncio.sleep(random.uniform(0, args.period))
                version = 0
                while not stop.is_set():
                    version += 1
                    started = time.perf_counter()
                    pending[room][version] = started
                    await ws.send(json.dumps({"version": version, "pad": "x" * max(0, size - 40)}))
                    await ws.recv()
                    counts["actions"] += 1
                    await asyncio.sleep(max(0.0, args.period - (time.perf_counter() - started)))

        tasks = []
        for room in range(args.tables):
            for _ in range(phones_per_room):
                tasks.append(asyncio.create_task(phone(room)))
            if room % 25 == 0:
                await asyncio.sleep(0.05)
        deadline = time.monotonic() + args.setup_timeout
        while len(ready) < len(tasks) and time.monotonic() < deadline:
            await asyncio.sleep(0.05)
        quiet_gc()
        sampler = Sampler(server.pid)
        gen = psutil.Process()
        gen0 = sum(gen.cpu_times()[:2])
        started = time.perf_counter()
        sampling = asyncio.create_task(sampler.run(stop))
        posters = [asyncio.create_task(poster(room)) for room in range(args.tables)]
        await asyncio.sleep(args.duration)
        stop.set()
        loud_gc()
        await asyncio.wait(posters, timeout=30)
        elapsed = time.perf_counter() - started
        result = summary("baseline", latencies, counts["actions"], elapsed, sampler, sampler.cpu() - sampler.cpu0,
                         sum(gen.cpu_times()[:2]) - gen0)
        sampling.cancel()
        await asyncio.wait(tasks, timeout=10)
        return result
    finally:
        os.killpg(server.pid, signal.SIGTERM)
        server.wait(10)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--tables", type=int, default=50)
    parser.add_argument("--duration", type=float, default=30.0, help="seconds of load (each run)")
    parser.add_argument("--period", type=float, default=1.0, help="seconds between a table's actions")
    parser.add_argument("--setup-timeout", type=float, default=300.0)
    parser.add_argument("--no-baseline", action="store_true")
    parser.add_argument("--via", choices=("post", "socket"), default="socket",
                        help="how the mover sends its action: its open socket (default, as the phone) or a POST")
    parser.add_argument("--sleepers-every", type=int, default=0, metavar="K",
                        help="every K-th table also has a phone that never reads its socket")
    parser.add_argument("--json", help="also write the figures to this file")
    parser.add_argument("--baseline-server", type=int, help=argparse.SUPPRESS)
    args = parser.parse_args()
    raise_fd_limit()
    if args.baseline_server:
        asyncio.run(baseline_server(args.baseline_server))
        return
    pin_generator()
    print(f"load: {args.tables} tables x {len(NAMES)} phones, one action per table every {args.period} s, "
          f"{args.duration} s", flush=True)
    ours, size = asyncio.run(bench_companion(args))
    results = {"companion": ours, "message_bytes": size}
    if not args.no_baseline:
        base = asyncio.run(bench_baseline(args, size))
        results["baseline"] = base
        ratio = ours["p99_ms"] / base["p99_ms"] if base["p99_ms"] else float("nan")
        results["p99_ratio"] = ratio
        print(f"p99 ratio companion / baseline: {ratio:.2f}  (message ~{size} bytes)", flush=True)
    if args.json:
        Path(args.json).write_text(json.dumps(results, indent=2))


if __name__ == "__main__":
    main()
