"""A room of tables: 8 tables x 8 phones in one room, its board and the tables' boards live, against
the same 64 phones at 8 separate tables without a room, in the same run.

    python bench/room.py                   # 60 s of load for each of the two, in alternating turns
    python bench/room.py --duration 30 --rounds 3

Starts two real servers (``python -m companion serve``, gunicorn + one gevent
worker, each with its own temporary SQLite file and the open limits of
``bench/load.py``), both on the first core; this generator runs on the second
(``BENCH_PIN=0``: no pinning). On one, 8 tables are opened as ``bench/load.py``
opens them (8 people each). On the other, an organizer opens a room, 64 people
join it (``POST /api/rooms/<code>/join``), the organizer forms 8 tables, every
phone asks where it sits (``GET …/seat``) and the organizer starts every table
as its host. Then, on both, every phone opens its socket and every table has its
board (a spectator's socket); the room also has its board: the room's socket
(``WS /ws/rooms/<code>``) alone, as the room's board page opens it, which the
server pushes the room again on whenever one of its tables changes, with each
table's summary (``tables[].live``).

The load is ``bench/load.py``'s: one action per table every ``--period``
seconds (2), sent on the dealer's own socket. The two servers take turns,
``--rounds`` times each (ABBA: separate, room, room, separate, …), for
``--duration`` seconds per server in all; the other one stays connected and
idle meanwhile. Latency is the tap's send → the last of the table's 8 phones
has the new state, → the table's board has it, and → the room's board has it
(a room frame whose summary of that table has its version).
Server CPU (the gunicorn master and worker, seconds and % of one core) and
peak RSS count the server's own turns only.

A bench prints figures and asserts nothing; the issue's target is that the
room adds at most 20 % CPU and 2 ms p99. Only loopback addresses are used.
"""
from __future__ import annotations

import argparse
import asyncio
import os
import random
import shutil
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from wire import percentile, start_server, stop_server  # noqa: E402
from load import (HOST, NAMES, OPEN_LIMITS, KeepAlive, Sampler, Table, free_port, loud_gc,  # noqa: E402
                  pin_generator, quiet_gc, raise_fd_limit, wait_http, watch)

SETTLE = 1.0  # seconds after a turn for its last pushes to arrive
LATENCIES = ("phones", "table board", "room board")


class RoomTable(Table):
    """One of the room's tables: seated by the room (each phone's seat token from ``GET …/seat``),
    hosted by the room's organizer, who is seated at none (so has no phone here)."""

    def __init__(self, port: int, code: str, seats: dict, host_token: str):
        super().__init__(port)
        self.code = code
        self.tokens = dict(sorted(seats.items(), key=lambda seat: int(seat[0][1:])))  # p1, p2, …
        self.host_token = host_token

    async def setup(self):
        status, self.state = await self.conn.request(
            "POST", f"/api/tables/{self.code}/actions", {"type": "start", "first_dealer": next(iter(self.tokens))},
            self.host_token)
        assert status == 200, self.state


async def open_room(port: int, tables: int) -> tuple[str, list[RoomTable]]:
    """A room of ``tables`` tables of 8, formed by its organizer, every table started by it."""
    conn = KeepAlive(port)
    status, made = await conn.request("POST", "/api/rooms", {"name": "Bench room", "organizer_name": "Org",
                                                             "profile": "howell", "tables": tables})
    assert status == 201, made
    code, organizer = made["code"], made["token"]
    tokens = []
    for k in range(tables):
        for name in NAMES:
            status, joined = await conn.request("POST", f"/api/rooms/{code}/join", {"name": f"{name} {k + 1}"})
            assert status == 201, joined
            tokens.append(joined["token"])
    status, formed = await conn.request("POST", f"/api/rooms/{code}/actions", {"type": "form", "tables": tables},
                                        organizer)
    assert status == 200, formed
    seats: dict[str, dict] = {}  # table code -> {player id: seat token}
    for token in tokens:
        status, seat = await conn.request("GET", f"/api/rooms/{code}/seat", token=token)
        assert status == 200 and seat["token"], seat
        seats.setdefault(seat["code"], {})[seat["player_id"]] = seat["token"]
    status, hosting = await conn.request("GET", f"/api/rooms/{code}/seat", token=organizer)
    assert status == 200, hosting
    room_tables = [RoomTable(port, t["code"], seats[t["code"]], t["token"]) for t in hosting["tables"]]
    for table in room_tables:
        await table.setup()
    await conn.close()
    return code, room_tables


def room_board_of(tables: list, latencies: list):
    """The room's big screen's frames: the latency of every newer version of a table a tap sent,
    from that table's summary in the room's frame (``tables[].live.version``)."""
    by_code = {table.code: table for table in tables}
    newest = {table.code: -1 for table in tables}

    def received(message: dict) -> None:
        if message["type"] != "room":
            return
        for shown in message["room"]["tables"]:
            table, live = by_code.get(shown["code"]), shown.get("live")
            if table is None or live is None or live["version"] <= newest[table.code]:
                continue
            newest[table.code] = version = live["version"]
            sent = table.taps.get(version)
            if sent is not None:
                latencies.append(time.perf_counter() - sent)

    return received


def board_of(table: Table, latencies: list):
    """A big screen's frames at ``table``: the latency of every newer version a tap sent."""
    newest = [-1]

    def received(message: dict) -> None:
        if message["type"] != "state" or message["state"]["version"] <= newest[0]:
            return
        newest[0] = version = message["state"]["version"]
        sent = table.taps.get(version)
        if sent is not None:
            latencies.append(time.perf_counter() - sent)

    return received


class Arm:
    """One server and its tables, phones and boards; measured in its own turns only."""

    def __init__(self, name: str, server, port: int, tables: list, room: str | None = None):
        self.name, self.server, self.port, self.tables, self.room = name, server, port, tables, room
        self.latencies: dict[str, list] = {kind: [] for kind in LATENCIES}
        self.counts = {"actions": 0, "errors": 0}
        self.room_frames = 0  # frames on the room's socket
        self.cpu = self.seconds = 0.0
        self.sockets: list = []
        self.sampler = None

    def _open(self, ready: list, socket) -> None:
        """``socket(ready event)``, a coroutine, as a task of this arm's."""
        ready.append(asyncio.Event())
        self.sockets.append(asyncio.create_task(socket(ready[-1])))

    async def connect(self, stop: asyncio.Event) -> None:
        """Every phone, every table's board, and the room's board (the room's socket)."""
        ready: list = []
        base = f"ws://{HOST}:{self.port}/ws"

        def board(url: str, received):
            return lambda event: watch(url, event, stop, received)

        for table in self.tables:
            for pid in table.tokens:
                self._open(ready, lambda event, t=table, p=pid: t.phone(p, event, stop, self.latencies["phones"]))
            self._open(ready, board(f"{base}/tables/{table.code}", board_of(table, self.latencies["table board"])))
        if self.room:
            room_board = room_board_of(self.tables, self.latencies["room board"])
            self._open(ready, board(f"{base}/rooms/{self.room}", lambda message: self._room_frame(message, room_board)))
        await asyncio.wait_for(asyncio.gather(*(event.wait() for event in ready)), 120)
        self.sampler = Sampler(self.server.pid)

    def _room_frame(self, message: dict, room_board) -> None:
        self.room_frames += 1
        room_board(message)

    async def turn(self, seconds: float, period: float) -> None:
        for table in self.tables:  # a turn's last action may have been answered after it stopped
            if table.latest.get("version", -1) > table.state["version"]:
                table.state = table.latest
            table.pending.clear()
        stop = asyncio.Event()
        cpu0, started = self.sampler.cpu(), time.perf_counter()
        sampling = asyncio.create_task(self.sampler.run(stop))
        runners = [asyncio.create_task(t.run(period, stop, self.counts, "socket")) for t in self.tables]
        await asyncio.sleep(seconds)
        stop.set()
        self.cpu += self.sampler.cpu() - cpu0
        self.seconds += time.perf_counter() - started
        await asyncio.wait(runners + [sampling], timeout=30)
        await asyncio.sleep(SETTLE)


async def run(args) -> list[Arm]:
    tmp = tempfile.mkdtemp(prefix="companion-room-")
    ports = [free_port(), free_port()]
    servers = [start_server(port, os.path.join(tmp, f"{i}.sqlite3"), OPEN_LIMITS) for i, port in enumerate(ports)]
    stop = asyncio.Event()
    arms: list[Arm] = []
    try:
        for port in ports:
            wait_http(port)
        separate = [Table(ports[0]) for _ in range(args.tables)]
        for table in separate:
            await table.setup()
        room, room_tables = await open_room(ports[1], args.tables)
        arms = [Arm(f"{args.tables} separate tables", servers[0], ports[0], separate),
                Arm(f"a room of {args.tables} tables", servers[1], ports[1], room_tables, room)]
        for arm in arms:
            await arm.connect(stop)
        await asyncio.sleep(1.0)  # the "connected" pushes settle
        for arm in arms:
            arm.room_frames = 0
        print(f"room: {sum(len(arm.sockets) for arm in arms)} sockets open", flush=True)
        quiet_gc()
        for k in range(args.rounds):
            for arm in arms if k % 2 == 0 else arms[::-1]:
                await arm.turn(args.duration / args.rounds, args.period)
        stop.set()
        loud_gc()
        for arm in arms:
            await asyncio.wait(arm.sockets, timeout=10)
        return arms
    finally:
        for table in (table for arm in arms for table in arm.tables):
            await table.conn.close()  # else each stop waits out its graceful_timeout
        for server in servers:
            stop_server(server)
        shutil.rmtree(tmp, ignore_errors=True)


def report(args, arms: list[Arm], loads: list) -> None:
    def pair(values: list) -> str:
        return f"{percentile(values, 50):.1f} / {percentile(values, 99):.1f} ms" if values else "—"

    print()
    print(f"room: {args.tables} tables x {len(NAMES)} phones, one action per table every {args.period:g} s on the "
          f"dealer's socket, {args.duration:g} s of load per server in {args.rounds} turns each (ABBA); "
          f"load average before {loads[0][0]:.2f} {loads[0][1]:.2f}, after {loads[1][0]:.2f} {loads[1][1]:.2f}")
    print("| run | sockets | actions | errors | tap → every phone p50 / p99 | tap → table board p50 / p99 | "
          "tap → room's board p50 / p99 | server CPU | % of one core | server peak RSS |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    for arm in arms:
        print(f"| {arm.name} | {len(arm.sockets)} | {arm.counts['actions']} | {arm.counts['errors']} | "
              f"{pair(arm.latencies['phones'])} | {pair(arm.latencies['table board'])} | "
              f"{pair(arm.latencies['room board'])} | {arm.cpu:.2f} s | {100 * arm.cpu / arm.seconds:.1f} % | "
              f"{arm.sampler.peak_rss / 2**20:.0f} MB |")
    alone, room = arms
    share = (room.cpu / room.seconds) / (alone.cpu / alone.seconds) - 1 if alone.cpu else float("nan")
    without = percentile(alone.latencies["phones"], 99)
    print(f"the room adds {100 * share:+.0f} % server CPU (target at most +20 %) and "
          f"{percentile(room.latencies['phones'], 99) - without:+.1f} ms p99 to every phone (target at most +2 ms); "
          f"the room's board p99 is {percentile(room.latencies['room board'], 99) - without:+.1f} ms against every "
          f"phone's without a room; the room's socket carried {room.room_frames} frames during the load "
          f"({room.counts['actions']} actions at its tables)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--duration", type=float, default=60.0, help="seconds of load per server (all its turns)")
    parser.add_argument("--rounds", type=int, default=2, help="turns of each server, alternating")
    parser.add_argument("--tables", type=int, default=8)
    parser.add_argument("--period", type=float, default=2.0, help="seconds between a table's actions")
    args = parser.parse_args()
    raise_fd_limit()
    pin_generator()
    random.seed(1)
    loads = [os.getloadavg()]
    arms = asyncio.run(run(args))
    loads.append(os.getloadavg())
    report(args, arms, loads)


if __name__ == "__main__":
    main()
