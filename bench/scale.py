"""Scale-out figures: one process against two on PostgreSQL + Redis, and what PostgreSQL + Redis cost.

    python bench/scale.py                                  # every setup, the default ramp
    python bench/scale.py --setups sqlite1,pg1 --tables 100 --duration 20
    python bench/scale.py --setups pg1,pg2 --ramp 100,200,300,400 --period 0.5

Setups:
  sqlite1  one server process, SQLite, in-process hub (the default deployment)
  pg1      one server process, PostgreSQL + Redis hub
  pg2      two server processes, PostgreSQL + Redis hub; every table's phones are
           split across the two, and its taps alternate between them (as a
           round-robin proxy would send them)

For every setup and every load of the ramp (M tables x 8 phones, one action
per table every ``--period`` seconds), the real servers are started afresh
(``python -m companion serve``; PostgreSQL and Redis from Debian's packages,
in temporary folders, as the tests start them), the tables are seated, and
the time from sending a POST to the moment the LAST of that table's 8 phones
has the new state is measured (bench/load.py's client, reused). The ramp for
a setup stops at the first load whose p99 is above ``--p99-ms``. Printed:
every run's figures, then per setup the highest load that kept p99 within the
bound, and the ratio pg2 / pg1.

The figures depend on the machine and on what else runs on it: a 2-core
machine runs the load generator, PostgreSQL, Redis and the servers at once,
so a second server process competes with them for the same two cores.
"""
from __future__ import annotations

import argparse
import asyncio
import json
import os
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import psutil

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench import load  # noqa: E402
from tests.servers import PostgresServer, RedisServer  # noqa: E402

HOST = load.HOST


class SplitTable(load.Table):
    """A table whose phones are spread over several server processes and whose taps alternate between them."""

    def __init__(self, ports: list[int], index: int):
        super().__init__(ports[index % len(ports)])
        self.ports = ports
        self.index = index
        self.conns = [load.KeepAlive(p) for p in ports]
        self.turn = index

    async def post(self, pid, body):
        self.turn += 1
        conn = self.conns[self.turn % len(self.conns)]
        return await conn.request("POST", f"/api/tables/{self.code}/actions", body, self.tokens[pid])

    def phone_url(self, pid: str) -> str:
        port = self.ports[(int(pid[1:]) + self.index) % len(self.ports)]
        return f"ws://{HOST}:{port}/ws/tables/{self.code}"  # the token goes in the first message


class Infra:
    """PostgreSQL and Redis for one run (fresh database; Redis emptied)."""

    def __init__(self):
        self.pg = PostgresServer().start()
        self.redis = RedisServer().start()

    def pids(self) -> list[int]:
        pids = [self.redis.proc.pid]
        pidfile = self.pg.data / "postmaster.pid"
        try:
            pids.append(int(pidfile.read_text().split()[0]))
        except (OSError, ValueError):
            pass
        return pids

    def close(self):
        self.redis.cleanup()
        self.pg.stop()


class Tree:
    """CPU seconds of several process trees together."""

    def __init__(self, pids):
        self.roots = [psutil.Process(p) for p in pids]
        self.cpu0 = self.cpu()

    def cpu(self) -> float:
        total = 0.0
        for root in self.roots:
            try:
                procs = [root, *root.children(recursive=True)]
            except psutil.NoSuchProcess:
                continue
            for p in procs:
                try:
                    t = p.cpu_times()
                    total += t.user + t.system
                except psutil.NoSuchProcess:
                    pass
        return total - getattr(self, "cpu0", 0.0)


def start_servers(setup: str, infra: Infra | None, tmp: str) -> list[subprocess.Popen | int]:
    count = 2 if setup == "pg2" else 1
    env = dict(os.environ, COMPANION_LIMIT_UNKNOWN="1000000/60", COMPANION_LIMIT_JOIN="1000000/60",
               COMPANION_LIMIT_CREATE="1000000/60", COMPANION_LIMIT_ACTIONS="1000000/60",
               COMPANION_BUDGET_ADDRESS="100000000/60", COMPANION_BUDGET_SOCKET="100000000/60",
               COMPANION_LOG_LEVEL="warning", PYTHONPATH=str(ROOT))
    if setup == "sqlite1":
        db, extra = os.path.join(tmp, "load.sqlite3"), []
    else:
        db, extra = infra.pg.new_database(), ["--hub", infra.redis.url()]
    servers = []
    for _ in range(count):
        port = load.free_port()
        proc = subprocess.Popen([sys.executable, "-m", "companion", "serve", "--host", HOST, "--port", str(port),
                                 "--db", db, *extra, "--quiet"], cwd=str(ROOT), env=env, start_new_session=True)
        servers.append((proc, port))
    for _, port in servers:
        load.wait_http(port)
    return servers


async def run_once(setup: str, tables_n: int, args) -> dict:
    infra = Infra() if setup != "sqlite1" else None
    tmp = tempfile.mkdtemp(prefix="companion-scale-")
    servers = start_servers(setup, infra, tmp)
    ports = [port for _, port in servers]
    try:
        time.sleep(1.0)  # the hubs' listeners connect
        tables = [SplitTable(ports, i) for i in range(tables_n)]
        sem = asyncio.Semaphore(32)

        async def seat(t):
            async with sem:
                await t.setup()

        await asyncio.wait_for(asyncio.gather(*(seat(t) for t in tables)), args.setup_timeout)
        stop = asyncio.Event()
        latencies: list = []
        ready = [asyncio.Event() for _ in range(tables_n * len(load.NAMES))]
        phones = []
        for i, t in enumerate(tables):
            for j, pid in enumerate(t.tokens):
                phones.append(asyncio.create_task(t.phone(pid, ready[i * len(load.NAMES) + j], stop, latencies)))
                if len(phones) % 200 == 0:
                    await asyncio.sleep(0.05)
        await asyncio.wait_for(asyncio.gather(*(e.wait() for e in ready)), args.setup_timeout)
        await asyncio.sleep(2.0)  # presence settles (and crosses Redis)
        load.quiet_gc()
        app = Tree([proc.pid for proc, _ in servers])
        infra_cpu = Tree(infra.pids()) if infra else None
        gen = psutil.Process()
        gen0 = sum(gen.cpu_times()[:2])
        sampler = load.Sampler(servers[0][0].pid)
        counts = {"actions": 0, "errors": 0}
        started = time.perf_counter()
        sampling = asyncio.create_task(sampler.run(stop))
        runners = [asyncio.create_task(t.run(args.period, stop, counts)) for t in tables]
        await asyncio.sleep(args.duration)
        stop.set()
        load.loud_gc()
        await asyncio.wait(runners, timeout=30)
        elapsed = time.perf_counter() - started
        await asyncio.sleep(0.5)
        lat = sorted(latencies)

        def pct(p):
            return lat[min(len(lat) - 1, int(p / 100 * len(lat)))] * 1000 if lat else float("nan")

        result = {"setup": setup, "tables": tables_n, "period_s": args.period,
                  "offered_actions_per_s": tables_n / args.period, "actions_per_s": counts["actions"] / elapsed,
                  "errors": counts["errors"], "samples": len(lat),
                  "p50_ms": pct(50), "p95_ms": pct(95), "p99_ms": pct(99),
                  "app_cpu_pct": 100 * app.cpu() / elapsed,
                  "infra_cpu_pct": 100 * infra_cpu.cpu() / elapsed if infra_cpu else 0.0,
                  "loadgen_cpu_pct": 100 * (sum(gen.cpu_times()[:2]) - gen0) / elapsed}
        result["app_cpu_ms_per_action"] = result["app_cpu_pct"] * 10 / max(1e-9, result["actions_per_s"])
        result["infra_cpu_ms_per_action"] = result["infra_cpu_pct"] * 10 / max(1e-9, result["actions_per_s"])
        print(f"{setup:>8} {tables_n:5d} tables: {result['actions_per_s']:6.1f} actions/s  "
              f"p50 {result['p50_ms']:6.1f}  p95 {result['p95_ms']:6.1f}  p99 {result['p99_ms']:7.1f} ms  "
              f"({len(lat)} samples, {counts['errors']} errors)  CPU app {result['app_cpu_pct']:.0f}% "
              f"({result['app_cpu_ms_per_action']:.2f} ms/action)  PostgreSQL+Redis {result['infra_cpu_pct']:.0f}% "
              f"({result['infra_cpu_ms_per_action']:.2f} ms/action)  load generator {result['loadgen_cpu_pct']:.0f}%",
              flush=True)
        sampling.cancel()
        await asyncio.wait(phones, timeout=10)
        return result
    finally:
        for proc, _ in servers:
            try:
                os.killpg(proc.pid, signal.SIGTERM)
                proc.wait(10)
            except (ProcessLookupError, subprocess.TimeoutExpired):
                os.killpg(proc.pid, signal.SIGKILL)
        if infra:
            infra.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--setups", default="sqlite1,pg1,pg2")
    parser.add_argument("--ramp", default="50,100,150,200,250,300,400,500",
                        help="table counts to try, in order, per setup (stops past the p99 bound)")
    parser.add_argument("--tables", type=int, help="one load only (no ramp)")
    parser.add_argument("--period", type=float, default=0.5, help="seconds between a table's actions")
    parser.add_argument("--duration", type=float, default=20.0)
    parser.add_argument("--p99-ms", type=float, default=50.0)
    parser.add_argument("--setup-timeout", type=float, default=300.0)
    parser.add_argument("--json", help="also write every run's figures to this file")
    args = parser.parse_args()
    load.raise_fd_limit()
    ramp = [args.tables] if args.tables else [int(x) for x in args.ramp.split(",")]
    runs, best = [], {}
    for setup in args.setups.split(","):
        for n in ramp:
            result = asyncio.run(run_once(setup, n, args))
            runs.append(result)
            if result["p99_ms"] <= args.p99_ms and not result["errors"]:
                best[setup] = result
            else:
                break
    print()
    for setup, result in best.items():
        print(f"{setup:>8}: highest load with p99 <= {args.p99_ms:.0f} ms: {result['tables']} tables "
              f"({result['actions_per_s']:.0f} actions/s, p99 {result['p99_ms']:.1f} ms)")
    if "pg1" in best and "pg2" in best:
        print(f"pg2 / pg1: {best['pg2']['actions_per_s'] / best['pg1']['actions_per_s']:.2f}x")
    if args.json:
        Path(args.json).write_text(json.dumps({"runs": runs, "best": best}, indent=2))


if __name__ == "__main__":
    main()
