"""Abuse at the door: honest tables through the real proxy while one address attacks it, and their p99.

    python bench/abuse.py                          # 20 tables x 4 phones, every attack, 15 s a phase
    python bench/abuse.py --attacks request-flood --duration 10

Starts the real server (``python -m companion serve``, its default settings
but for the per-address limits, opened as ``bench/load.py`` opens them, and
``COMPANION_PROXIES=1``) on a free 127.0.0.1 port, pinned to the first core,
and Debian's nginx in front of it with deploy/nginx.conf as it is
(``tests/servers.py``'s ``ProxyServer``: only its ports, paths and upstream
replaced); this generator runs on the second core (``BENCH_PIN=0``: no pinning).

The honest load is ``bench/load.py``'s phones, through the proxy, from
127.0.0.1: ``--tables`` tables of ``--phones`` phones on their sockets, the
dealer acting every ``--period`` seconds on its own socket; latency is the
action's send -> the last of the table's phones has the new state.

Then the phases, in one run: a baseline (no attack), each attack alone, all
of them at once, and a baseline again. Each attack is a process of its own at
nice 19 on the generator's core, from its own loopback address (127.0.0.2 and
up: the proxy keys its limits by it), and starts again whatever the proxy cuts:

===============  ===================================================================
slow-loris       ``--loris`` connections sending a request head a byte a second
idle-flood       ``--idle`` connections that never say a word
conn-flood       ``--held`` connections each holding a POST whose body never comes
request-flood    8 connections, 64 requests pipelined at a time on each, as fast as answered
===============  ===================================================================

It prints, per phase, the honest p50 and p99 (the target: p99 under 50 ms,
the phones feel nothing), what the attack did and what the proxy did to it
(connections opened and cut, answers by status), and the CPU of the
companion's worker and of nginx. The machine's load average before and after
is printed too: on a shared machine the figures are the machine's as much as
the server's. Only loopback addresses are used; every phase is bounded in time.
"""
from __future__ import annotations

import argparse
import asyncio
import collections
import json
import os
import random
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from load import CORES, OPEN_LIMITS, PIN, Sampler, Table, free_port, pin_generator, raise_fd_limit, wait_http  # noqa: E402
from tests.servers import ProxyServer  # noqa: E402 - the proxy as the tests run it: deploy/nginx.conf
from wire import open_from, percentile, read_answer, request, start_server, stop_server  # noqa: E402

ATTACKS = ("slow-loris", "idle-flood", "conn-flood", "request-flood")
TARGET_MS = 50.0
COOL = 2.0  # seconds between phases


# -- the attacks (each in a process of its own: ``--attack KIND``) ------------------------------

async def connection(args, counts: collections.Counter, first: bytes, trickle: bytes) -> None:
    """One connection of a slow-loris, an idle or a connection flood, opened again each time it is cut:
    ``first`` sent at once, then ``trickle`` a byte a second; whatever comes back is counted."""
    while time.monotonic() < args.deadline:
        try:
            reader, writer = await open_from(args.source, args.port)
        except (OSError, asyncio.TimeoutError):
            counts["connect failed"] += 1
            await asyncio.sleep(0.5)
            continue
        counts["opened"] += 1
        reading = asyncio.ensure_future(reader.read(200))
        try:
            writer.write(first)
            for byte in trickle:
                await asyncio.wait([reading], timeout=1.0)
                if reading.done():
                    break
                writer.write(bytes((byte,)))
            got = await reading
            status = re.match(rb"HTTP/1\.1 (\d{3})", got)
            counts[f"answered {status.group(1).decode()}" if status else "cut"] += 1
        except OSError:
            counts["cut"] += 1
        finally:
            reading.cancel()
            writer.close()


async def flood(args, counts: collections.Counter) -> None:
    """Requests pipelined 64 at a time on one keep-alive connection, as fast as they are answered."""
    batch = request("GET", "/api/profiles", args.port) * 64
    while time.monotonic() < args.deadline:
        try:
            reader, writer = await open_from(args.source, args.port)
        except (OSError, asyncio.TimeoutError):
            counts["connect failed"] += 1
            await asyncio.sleep(0.5)
            continue
        try:
            while time.monotonic() < args.deadline:
                writer.write(batch)
                counts["sent"] += 64
                for _ in range(64):
                    status, close = await read_answer(reader)
                    counts[f"answered {status}"] += 1
                    if close:
                        raise ConnectionResetError
        except (OSError, asyncio.IncompleteReadError, asyncio.TimeoutError):
            counts["cut"] += 1
        finally:
            writer.close()


async def attack(args) -> collections.Counter:
    counts: collections.Counter = collections.Counter()
    args.deadline = time.monotonic() + args.seconds  # the loops stop there too: a cancel can be lost (3.11's wait_for)
    head = request("GET", "/api/profiles", args.port, headers={"X-Slow": "a" * 200})
    held = request("POST", "/api/tables", args.port)[:-len(b"\r\n\r\n")].replace(
        b"Content-Length: 0", b"Content-Length: 200") + b"\r\n\r\n{"
    if args.attack == "slow-loris":
        jobs = [connection(args, counts, b"", head) for _ in range(args.loris)]
    elif args.attack == "idle-flood":
        jobs = [connection(args, counts, b"", b"") for _ in range(args.idle)]
    elif args.attack == "conn-flood":
        jobs = [connection(args, counts, held, b"") for _ in range(args.held)]
    else:
        jobs = [flood(args, counts) for _ in range(8)]
    tasks = [asyncio.ensure_future(job) for job in jobs]
    await asyncio.wait(tasks, timeout=args.seconds)  # then what is still open is left as it is
    for task in tasks:
        task.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)
    return counts


def attack_main(args) -> None:
    os.nice(19)
    raise_fd_limit()
    print(json.dumps(asyncio.run(attack(args))), flush=True)


# -- the run -------------------------------------------------------------------------------------

def pin(pid: int) -> None:
    if PIN:
        os.sched_setaffinity(pid, {CORES[0]})


def attacker(args, kind: str, source: str, port: int) -> subprocess.Popen:
    return subprocess.Popen(
        [sys.executable, str(Path(__file__).resolve()), "--attack", kind, "--port", str(port), "--source", source,
         "--seconds", str(args.duration), "--idle", str(args.idle), "--loris", str(args.loris),
         "--held", str(args.held)], stdout=subprocess.PIPE, preexec_fn=pin_generator)


async def run(args) -> None:
    raise_fd_limit()
    tmp = tempfile.mkdtemp(prefix="companion-abuse-")
    port = free_port()
    server = start_server(port, os.path.join(tmp, "abuse.sqlite3"), dict(OPEN_LIMITS, COMPANION_PROXIES="1"))
    proxy = None
    results, loads = [], [os.getloadavg()]
    try:
        wait_http(port)
        proxy = ProxyServer(port).start()
        for process in Sampler(proxy.proc.pid).procs():  # nginx beside the server, on its core
            pin(process.pid)
        tables = [Table(proxy.http_port, people=args.phones) for _ in range(args.tables)]
        for table in tables:
            await table.setup()
        stop, latencies = asyncio.Event(), []
        ready = [asyncio.Event() for _ in range(args.tables * args.phones)]
        phones = [asyncio.create_task(t.phone(pid, ready[i * args.phones + j], stop, latencies))
                  for i, t in enumerate(tables) for j, pid in enumerate(t.tokens)]
        await asyncio.wait_for(asyncio.gather(*(e.wait() for e in ready)), 120)
        worker, door = Sampler(server.pid), Sampler(proxy.proc.pid)
        counts = {"actions": 0, "errors": 0}
        runners = [asyncio.create_task(t.run(args.period, stop, counts, "socket")) for t in tables]
        await asyncio.sleep(2.0)  # warm up
        chosen = [a for a in args.attacks.split(",") if a]
        for n, phase in enumerate(["baseline", *chosen, *(["all"] if len(chosen) > 1 else []), "baseline"]):
            kinds = chosen if phase == "all" else [] if phase == "baseline" else [phase]
            spawned = [attacker(args, kind, f"127.0.0.{2 + ATTACKS.index(kind)}", proxy.http_port) for kind in kinds]
            latencies.clear()
            cpu0, nginx0, t0 = worker.cpu(), door.cpu(), time.perf_counter()
            await asyncio.sleep(args.duration)
            took = time.perf_counter() - t0
            honest = list(latencies)
            cpu, nginx = (worker.cpu() - cpu0) / took, (door.cpu() - nginx0) / took
            got = {}
            for kind, process in zip(kinds, spawned):
                out, _ = await asyncio.get_running_loop().run_in_executor(None, lambda p=process: p.communicate(timeout=60))
                got[kind] = json.loads(out.decode().strip().splitlines()[-1] or "{}")
            results.append(dict(phase=phase, honest=honest, got=got, cpu=cpu, nginx=nginx))
            print(f"abuse: {phase} done ({len(honest)} honest samples)", flush=True)
            await asyncio.sleep(COOL)
        stop.set()
        await asyncio.wait(runners, timeout=30)
        await asyncio.wait(phones, timeout=10)
        errors = counts["errors"]
    finally:
        if proxy is not None:
            proxy.stop()
        stop_server(server)
    loads.append(os.getloadavg())
    report(args, results, loads, errors)


def report(args, results: list, loads: list, errors: int) -> None:
    print()
    print(f"abuse: {args.tables} tables x {args.phones} phones through nginx (deploy/nginx.conf), an action per table "
          f"every {args.period} s; each phase {args.duration} s; load average before {loads[0][0]:.2f}, "
          f"after {loads[1][0]:.2f}; honest errors {errors}")
    print("| phase | honest p50 | honest p99 | under 50 ms | the attack: what it did, what the proxy did | "
          "companion CPU | nginx CPU |")
    print("|---|---|---|---|---|---|---|")
    for r in results:
        p99 = percentile(r["honest"], 99)
        said = "; ".join(f"{kind}: " + ", ".join(f"{k} {v}" for k, v in sorted(got.items()))
                         for kind, got in r["got"].items()) or "—"
        print(f"| {r['phase']} | {percentile(r['honest'], 50):.1f} ms | {p99:.1f} ms | "
              f"{'yes' if p99 < TARGET_MS else 'NO'} | {said} | {100 * r['cpu']:.0f}% | {100 * r['nginx']:.0f}% |")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--tables", type=int, default=20)
    parser.add_argument("--phones", type=int, default=4)
    parser.add_argument("--period", type=float, default=0.5, help="seconds between a table's actions")
    parser.add_argument("--duration", type=float, default=15.0, help="seconds each phase is measured")
    parser.add_argument("--attacks", default=",".join(ATTACKS), help=f"comma-separated, of: {', '.join(ATTACKS)}")
    parser.add_argument("--idle", type=int, default=3000, help="connections of the idle flood")
    parser.add_argument("--loris", type=int, default=500, help="connections of the slow-loris")
    parser.add_argument("--held", type=int, default=1000, help="connections of the connection flood")
    # one attack (this script runs itself for each)
    parser.add_argument("--attack", help=argparse.SUPPRESS)
    parser.add_argument("--port", type=int, help=argparse.SUPPRESS)
    parser.add_argument("--source", help=argparse.SUPPRESS)
    parser.add_argument("--seconds", type=float, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.attack:
        attack_main(args)
        return
    unknown = set(args.attacks.split(",")) - set(ATTACKS) - {""}
    if unknown:
        parser.error(f"unknown attacks: {', '.join(sorted(unknown))}")
    pin_generator()
    random.seed(1)
    asyncio.run(run(args))


if __name__ == "__main__":
    main()
