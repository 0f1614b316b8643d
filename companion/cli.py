"""``companion serve | export | backup``.

``serve`` runs the production server: gunicorn, programmatically (no shell,
no config file), with ONE gevent worker. One process because the tables'
state, their locks and the socket hub live in that process's memory; gevent
because a table is 8 mostly idle WebSockets and a greenlet per socket costs a
few KB where a thread costs a stack. docs/server.md explains more.
"""
from __future__ import annotations

import argparse
import csv
import json
import os
import sys

from companion.config import Config


def _parser() -> argparse.ArgumentParser:
    env = os.environ
    parser = argparse.ArgumentParser(prog="companion", description="Eleusis Table Companion")
    sub = parser.add_subparsers(dest="command", required=True)

    serve = sub.add_parser("serve", help="run the table server")
    serve.add_argument("--host", default=env.get("COMPANION_HOST"), help="address to listen on (COMPANION_HOST, default 0.0.0.0)")
    serve.add_argument("--port", type=int, default=env.get("COMPANION_PORT"), help="port (COMPANION_PORT, default 8000)")
    serve.add_argument("--public-url", default=env.get("COMPANION_PUBLIC_URL"),
                       help="base URL phones use, e.g. https://eleusis.example (COMPANION_PUBLIC_URL)")
    serve.add_argument("--db", default=env.get("COMPANION_DB"), help="SQLite file (COMPANION_DB)")
    serve.add_argument("--quiet", action="store_true", help="do not print the address and QR code")

    export = sub.add_parser("export", help="print a table's log")
    export.add_argument("code")
    export.add_argument("--format", choices=("json", "csv"), default="json")
    export.add_argument("--db", default=env.get("COMPANION_DB"))

    backup = sub.add_parser("backup", help="copy the database safely, even while serving")
    backup.add_argument("path")
    backup.add_argument("--db", default=env.get("COMPANION_DB"))
    return parser


def phone_address(config: Config) -> str:
    """What phones should open: the public URL, else this machine's LAN address."""
    from companion.netaddr import LOCAL_HOSTS, lan_address

    if config.public_url:
        return config.public_url.rstrip("/")
    host = config.host
    if host in LOCAL_HOSTS or host in ("", "::"):
        host = (lan_address() or "127.0.0.1") if host in ("0.0.0.0", "", "::") else host
    return f"http://{host}:{config.port}"


def serve(config: Config, quiet: bool = False) -> None:
    from gunicorn.app.base import BaseApplication

    class Server(BaseApplication):
        """gunicorn without a command line: our options, our app factory."""

        def load_config(self):
            settings = {
                "bind": f"{config.host}:{config.port}" if ":" not in config.host else f"[{config.host}]:{config.port}",
                "workers": 1,  # the tables live in this one process's memory
                "worker_class": "companion.web.worker.JsonErrorWorker",  # gevent; its refusals as JSON
                "worker_connections": config.worker_connections,
                "timeout": 30,
                "graceful_timeout": 5,
                "keepalive": 5,
                "accesslog": os.environ.get("COMPANION_ACCESS_LOG"),
                "errorlog": "-",
                "loglevel": os.environ.get("COMPANION_LOG_LEVEL", "info"),
                "proc_name": "companion",
                # gunicorn's control socket lives at one path per user: servers side by side
                # (tests, a second table) would share it, and a read-only home cannot hold it
                "control_socket_disable": True,
            }
            for key, value in settings.items():
                self.cfg.set(key, value)

        def load(self):
            # runs in the worker, after gevent's monkey patching
            from companion import gctune
            from companion.web import create_app

            gctune.install()

            return create_app(config)

    if not quiet:
        from companion.web.qr import terminal

        address = phone_address(config)
        print(f"Eleusis Table Companion — phones open: {address}", flush=True)
        print(terminal(address), flush=True)
        print(f"Database: {config.db_path()}", flush=True)
    sys.argv = [sys.argv[0]]  # gunicorn must not parse our arguments
    Server().run()


def _open(db: str | None):
    from companion import store

    config = Config.from_env(db=db)
    store.open_database(config.db_path())
    return config


def export(code: str, fmt: str, db: str | None, out=None) -> int:
    from companion.rules.errors import RuleError
    from companion.tables import Tables

    out = out or sys.stdout
    _open(db)
    tables = Tables()
    try:
        actions = tables.log(code, None)  # a spectator's view: sealed rules of a running deal stay sealed
        snapshot = tables.snapshot(code, None)
    except RuleError as exc:
        print(f"companion export: {exc.message}", file=sys.stderr)
        return 2
    from companion.exports import csv_cell, terminal_json, terminal_text

    tty = getattr(out, "isatty", lambda: False)()  # a terminal gets escapes, never raw controls
    if fmt == "json":
        text = json.dumps({"code": snapshot.get("code", code.upper()), "snapshot": snapshot, "actions": actions},
                          indent=2, ensure_ascii=False)
        out.write((terminal_json(text) if tty else text) + "\n")
        return 0
    writer = csv.writer(out, lineterminator="\n" if tty else "\r\n")
    writer.writerow(["seq", "at", "type", "by", "undone", "text", "fields"])
    skip = {"seq", "at", "type", "by", "undone", "text"}
    for action in actions:
        fields = {k: v for k, v in action.items() if k not in skip}
        row = [csv_cell(v) for v in (action.get("seq"), action.get("at"), action.get("type"), action.get("by"),
                                     action.get("undone"), action.get("text", ""),
                                     json.dumps(fields, ensure_ascii=False))]
        writer.writerow([terminal_text(v) if tty and isinstance(v, str) else v for v in row])
    return 0


def backup(path: str, db: str | None) -> int:
    from companion import store

    _open(db)
    store.backup(path)
    print(f"companion backup: wrote {path}")
    return 0


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    if args.command == "serve":
        config = Config.from_env(host=args.host, port=args.port, public_url=args.public_url, db=args.db)
        serve(config, quiet=args.quiet)
        return 0
    if args.command == "export":
        return export(args.code, args.format, args.db)
    if args.command == "backup":
        return backup(args.path, args.db)
    return 2  # pragma: no cover


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
