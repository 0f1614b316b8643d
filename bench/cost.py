"""Cost: what each kind of request costs the server, in its worker's CPU milliseconds per request.

    python bench/cost.py                  # every kind, 300 requests each, 3 rounds
    python bench/cost.py --requests 600 --rounds 5

Starts the real server (``python -m companion serve``, gunicorn + one gevent
worker, its default settings but for the per-address limits, opened as
``bench/load.py`` opens them) on a free 127.0.0.1 port, pinned to the first
core; this generator runs on the second (``BENCH_PIN=0``: no pinning). It
prepares a table of four seats with a log of ``--den-records`` records (as
``bench/abuse.py``'s den), then asks for each kind of request
``--requests`` times, one after the other on one keep-alive connection (a
socket: a connection of its own each), and reads the worker's CPU time
(user + system) before and after: its CPU per request, the worker's idle
CPU over the same time taken off. Each kind is asked ``--rounds`` times
over; the median round is printed, with the lowest and highest, and what
each costs against the cheapest (what the admission policy charges, one
unit being the cheapest request's cost: companion/admission/policy.py).

The kinds are those the admission policy prices: a page, a file of the app
shell (each of the shell's files in turn, as a first visit asks for them), the
snapshot with a seat's token, a log page of 500 records and one of its last
record, the QR code (drawn once and kept) and one drawn for a new table, a
join, a new table, an unknown code, a socket's opening (handshake, first
state, close; with and without a seat's token), and a page with an 8 KB
``Accept-Language``. The cost is the server's, not the generator's: the
generator's own CPU is not counted, but its clock ticks (about 10 ms) bound
the figures' precision, hence the hundreds of requests per round.

Only loopback addresses are used; every step is bounded in time.
"""
from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import sys
import tempfile
import time
import types
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import psutil  # noqa: E402

from wire import (body_of, long_accept_language, prepare_den, read_answer, request, shell_files,  # noqa: E402
                   start_server, stop_server, worker_pid, ws_frame, ws_open, ws_read)
from companion.service.codes import new_code  # noqa: E402
from load import HOST, NAMES, OPEN_LIMITS, free_port, pin_generator, raise_fd_limit, wait_http  # noqa: E402

# the measured server: its defaults, but no per-address limit in the way (every request here is 127.0.0.1's)
# and the den's log made in no time
SETTINGS = dict(OPEN_LIMITS, COMPANION_LIMIT_ACTIONS="1000000/60")


class Connection:
    """One keep-alive connection: a request's bytes in, its status out (the body read and dropped)."""

    def __init__(self, port: int):
        self.port = port
        self.streams = None

    async def ask(self, data: bytes) -> int:
        if self.streams is None:
            self.streams = await asyncio.wait_for(asyncio.open_connection(HOST, self.port, limit=2**20), 10)
        reader, writer = self.streams
        writer.write(data)
        await writer.drain()
        status, close = await read_answer(reader)
        if close:
            self.close()
        return status

    def close(self) -> None:
        if self.streams is not None:
            self.streams[1].close()
            self.streams = None


class Worker:
    """The worker's CPU seconds, and its idle CPU per second (taken off what a kind is said to cost)."""

    def __init__(self, pid: int):
        self.process = psutil.Process(pid)
        self.idle = 0.0

    def cpu(self) -> float:
        times = self.process.cpu_times()
        return times.user + times.system

    async def measure_idle(self, seconds: float = 3.0) -> None:
        cpu0, t0 = self.cpu(), time.perf_counter()
        await asyncio.sleep(seconds)
        self.idle = (self.cpu() - cpu0) / (time.perf_counter() - t0)


class Kinds:
    """Each kind of request: a coroutine that asks it ``n`` times (and checks every answer)."""

    def __init__(self, port: int, den, shell: list[str]):
        self.port, self.den, self.shell = port, den, shell
        self.conn = Connection(port)
        self.seat = den.tokens["p2"]
        self.made: list[str] = []  # tables made for the joins and the drawn QR codes (each used once)
        self.pages = 0  # log pages asked for so far (``log_new``)

    async def asked(self, data: bytes, n: int, expect=(200,)) -> None:
        for _ in range(n):
            status = await self.conn.ask(data)
            assert status in expect, (data[:80], status)

    def get(self, path: str, token: str | None = None, headers: dict | None = None) -> bytes:
        return request("GET", path, self.port, token, headers=headers)

    async def healthz(self, n: int) -> None:
        await self.asked(self.get("/healthz"), n)

    async def action(self, n: int) -> None:
        """An action its table refuses (409: options once the game began), as ``over-limit`` sends it."""
        body = json.dumps({"type": "options", "options": {"hand_size": 9}}).encode()
        await self.asked(request("POST", f"/api/tables/{self.den.code}/actions", self.port, self.den.tokens["p1"],
                                 body), n, expect=(409,))

    async def page(self, n: int) -> None:
        await self.asked(self.get(f"/t/{self.den.code}"), n)

    async def start_page(self, n: int) -> None:
        await self.asked(self.get("/"), n)

    async def static(self, n: int) -> None:
        for k in range(n):
            await self.asked(self.get(self.shell[k % len(self.shell)]), 1)

    async def manifest(self, n: int) -> None:
        await self.asked(self.get("/manifest.webmanifest"), n)

    async def service_worker(self, n: int) -> None:
        await self.asked(self.get("/sw.js"), n)

    async def snapshot(self, n: int) -> None:
        await self.asked(self.get(f"/api/tables/{self.den.code}", self.seat), n)

    async def log_500(self, n: int) -> None:
        await self.asked(self.get(f"/api/tables/{self.den.code}/log?after=0&limit=500", self.seat), n)

    async def log_new(self, n: int) -> None:
        """Pages never asked for before (another ``after`` or ``limit`` each): made from the database."""
        for _ in range(n):
            k, self.pages = self.pages, self.pages + 1
            await self.asked(self.get(f"/api/tables/{self.den.code}/log?after={k % 20}&limit={300 + k // 20}",
                                      self.seat), 1)

    async def log_tail(self, n: int) -> None:
        last = self.den.state["version"] - 1
        await self.asked(self.get(f"/api/tables/{self.den.code}/log?after={last}&limit=50", self.seat), n)

    async def qr_kept(self, n: int) -> None:
        await self.asked(self.get(f"/api/tables/{self.den.code}/qr.svg"), n)

    async def qr_drawn(self, n: int) -> None:
        for code in self.tables(n):
            await self.asked(self.get(f"/api/tables/{code}/qr.svg"), 1)

    async def unknown(self, n: int) -> None:
        for _ in range(n):
            await self.asked(self.get(f"/api/tables/{new_code()}"), 1, expect=(404,))

    async def create(self, n: int) -> None:
        self.made += [await self.create_one() for _ in range(n)]

    async def create_one(self) -> str:
        body = json.dumps({"profile": "howell", "host_name": NAMES[0]}).encode()
        return json.loads(await body_of(self.port, request("POST", "/api/tables", self.port, body=body)))["code"]

    def tables(self, n: int) -> list[str]:
        """``n`` tables made beforehand (``prepare``), each taken once."""
        taken, self.made = self.made[:n], self.made[n:]
        assert len(taken) == n, "not enough tables prepared"
        return taken

    async def join(self, n: int) -> None:
        seats = len(NAMES) - 1  # seven joins fill a table of eight
        codes = self.tables(-(-n // seats))
        for k in range(n):
            body = json.dumps({"name": NAMES[1 + k % seats]}).encode()
            await self.asked(request("POST", f"/api/tables/{codes[k // seats]}/join", self.port, body=body), 1,
                             expect=(201,))

    async def socket_seat(self, n: int) -> None:
        await self.sockets(n, self.seat)

    async def socket_spectator(self, n: int) -> None:
        await self.sockets(n, None)

    async def sockets(self, n: int, token: str | None) -> None:
        opener = types.SimpleNamespace(source=HOST, port=self.port, code=self.den.code)
        for _ in range(n):
            status, streams = await ws_open(opener, token)
            assert status == 101, status
            reader, writer = streams
            opcode, _ = await asyncio.wait_for(ws_read(reader), 10)
            assert opcode == 1, opcode
            writer.write(ws_frame(8, (1000).to_bytes(2, "big")))
            try:
                await asyncio.wait_for(ws_read(reader), 10)  # its close, so it is over before the next
            except (OSError, asyncio.IncompleteReadError):
                pass
            writer.close()

    async def accept_language(self, n: int) -> None:
        await self.asked(self.get(f"/t/{self.den.code}", headers={"Accept-Language": long_accept_language()}), n)


# (name, Kinds method, tables each request needs made beforehand)
KINDS = (
    ("health check (/healthz)", "healthz", 0),
    ("page (/t/<code>)", "page", 0),
    ("start page (/)", "start_page", 0),
    ("static file (the shell's, in turn)", "static", 0),
    ("service worker (/sw.js)", "service_worker", 0),
    ("manifest (/manifest.webmanifest)", "manifest", 0),
    ("snapshot (a seat's token)", "snapshot", 0),
    ("log page, 500 records", "log_500", 0),
    ("log page, 300-500 records, not kept", "log_new", 0),
    ("log page, its last record", "log_tail", 0),
    ("QR code, kept", "qr_kept", 0),
    ("QR code, drawn (a new table's)", "qr_drawn", 1),
    ("join", "join", 1 / 7),
    ("action refused by its table (409)", "action", 0),
    ("new table", "create", 0),
    ("unknown code (404)", "unknown", 0),
    ("socket opened, no token", "socket_spectator", 0),
    ("socket opened, a seat's token", "socket_seat", 0),
    ("page, 8 KB Accept-Language", "accept_language", 0),
)


async def run(args) -> None:
    raise_fd_limit()
    tmp = tempfile.mkdtemp(prefix="companion-cost-")
    port = free_port()
    server = start_server(port, str(Path(tmp) / "cost.sqlite3"), SETTINGS)
    try:
        wait_http(port)
        den = await prepare_den(port, args.den_records)
        kinds = Kinds(port, den, await shell_files(port))
        worker = Worker(worker_pid(server))
        chosen = [k for k in KINDS if not args.kinds or k[1] in args.kinds.split(",")]
        for name, method, _ in chosen:  # once each before measuring: every cache as a running server has it
            await warm(kinds, method)
        await asyncio.sleep(1.0)
        await worker.measure_idle()
        figures = {}
        for name, method, tables in chosen:
            rounds = []
            for _ in range(args.rounds):
                kinds.made += [await kinds.create_one() for _ in range(int(-(-args.requests * tables // 1)))]
                kinds.conn.close()
                await asyncio.sleep(0.2)
                cpu0, t0 = worker.cpu(), time.perf_counter()
                await getattr(kinds, method)(args.requests)
                seconds = time.perf_counter() - t0
                rounds.append(1000 * (worker.cpu() - cpu0 - worker.idle * seconds) / args.requests)
            figures[name] = rounds
            print(f"cost: {name} done", file=sys.stderr, flush=True)
        report(args, figures, worker.idle)
    finally:
        stop_server(server)


async def warm(kinds: Kinds, method: str) -> None:
    n = 7 if method == "join" else 3
    kinds.made += [await kinds.create_one() for _ in range(n if method in ("join", "qr_drawn") else 0)]
    await getattr(kinds, method)(n)


def report(args, figures: dict, idle: float) -> None:
    medians = {name: statistics.median(rounds) for name, rounds in figures.items()}
    cheapest = min(m for m in medians.values() if m > 0) if medians else 1.0
    print()
    print(f"cost: the worker's CPU per request, {args.requests} requests a round, the median of {args.rounds} "
          f"rounds (its idle {1000 * idle:.1f} ms/s taken off); load average {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    print("| kind | CPU ms per request (median) | lowest – highest | × the cheapest |")
    print("|---|---|---|---|")
    for name, rounds in figures.items():
        print(f"| {name} | {medians[name]:.2f} | {min(rounds):.2f} – {max(rounds):.2f} | "
              f"{medians[name] / cheapest:.1f} |")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--requests", type=int, default=300, help="requests of each kind per round")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--den-records", type=int, default=520, help="records in the measured table's log")
    parser.add_argument("--kinds", default="", help="comma-separated, of: " + ", ".join(k[1] for k in KINDS))
    args = parser.parse_args()
    pin_generator()
    asyncio.run(run(args))


if __name__ == "__main__":
    main()
