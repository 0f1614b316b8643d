"""``companion serve | export | backup | prune | migrate`` (and ``--version``).

``serve`` runs the production server: gunicorn, programmatically (no shell, no
config file), with one gevent worker by default; why, and when more workers with
a shared hub (``--hub redis://…``): docs/server.md and docs/operations.md.
This module and ``companion/gctune.py`` stay at the package's top (the rest is in
``companion/operations/``): the benchmark harness runs ``companion.cli.main`` and
hooks ``companion.gctune.install`` by these names.
"""
from __future__ import annotations

import argparse
import json
import os
import sys

from companion.config import BY_NAME, SETTINGS, Config, redact

KEEPALIVE = 5  # idle s: the top of gunicorn's 1-5 s for direct clients; a phone taps on its socket (docs/server.md)


def _version() -> str:
    try:
        from importlib.metadata import version

        return version("eleusis-companion")
    except Exception:  # pragma: no cover - running from a checkout that was never installed
        from companion import __version__

        return __version__


def _help(declared, shown: str | None = None) -> str:
    """A setting's help line (companion/config.py), with its variable and default."""
    text = declared.help.replace("`", "")
    default = (shown or declared.default_text()).replace("`", "")
    return f"{text} ({declared.env}; default {default})"


def _db_help() -> str:
    from companion.config import default_db_path

    return _help(BY_NAME["db"], shown=default_db_path(create=False))


def _environment_epilog() -> str:
    """Every setting that has no option here: its variable, default and meaning."""
    import textwrap

    lines = ["environment (each option above has its variable too; docs/operations.md lists them all):"]
    for declared in SETTINGS:
        if declared.flag is None:
            lines.append(f"  {declared.env} (default {declared.default_text().replace('`', '')})")
            lines += textwrap.wrap(declared.help.replace("`", ""), width=76, initial_indent="      ",
                                   subsequent_indent="      ")
    return "\n".join(lines)


def _parser() -> argparse.ArgumentParser:
    # Options are kept as text and no defaults are set here: the environment and the options are
    # read and checked by the declarations (companion.operations.startup.settings), so a bad
    # COMPANION_PORT=abc or --port abc is refused in one line naming it, never by argparse.
    parser = argparse.ArgumentParser(prog="companion", description="Eleusis Table Companion: "
                                     "counts, prophet, expulsion and scores of a real Eleusis table on every phone.")
    parser.add_argument("--version", action="version", version=f"%(prog)s {_version()}",
                        help="print the version and exit")
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    serve = sub.add_parser("serve", help="run the table server",
                           description="Run the table server (gunicorn, one gevent worker).\n"
                                       "Every option can also be set by its environment variable.",
                           epilog=_environment_epilog(), formatter_class=argparse.RawDescriptionHelpFormatter)
    for declared in SETTINGS:
        if declared.flag is not None:
            options = getattr(declared.kind, "options", None)
            serve.add_argument(declared.flag, metavar="{%s}" % ",".join(options) if options else declared.name.upper(),
                               help=_db_help() if declared.name == "db" else _help(declared))
    serve.add_argument("--quiet", action="store_true", help="do not print the address and QR code")

    export = sub.add_parser("export", help="print a table's snapshot and log (JSON)",
                            description="Print one table's snapshot and log as a spectator sees it, as JSON. "
                                        "The one CSV is the phone's (Game over, Export CSV), in its language.")
    export.add_argument("code", help="the table's code, e.g. KXQPAM")
    export.add_argument("--format", choices=("json",), default="json",
                        help="json: snapshot and log (the only format)")
    export.add_argument("--db", help=_db_help())

    backup = sub.add_parser("backup", help="copy the database safely, even while serving",
                            description="Copy the database with SQLite's online backup API "
                                        "(consistent, safe while the server runs).")
    backup.add_argument("path", help="the file to write (its folder must exist); made private, 0600")
    backup.add_argument("--db", help=_db_help())

    prune = sub.add_parser("prune", help="delete now the rooms and tables nobody touched for COMPANION_KEEP_DAYS days",
                           description="Delete every room and table nobody touched (no action, no join; a room: "
                                       "nor at any of its tables) for COMPANION_KEEP_DAYS days (30; 0 keeps all), "
                                       "with everything in it, and print each one. A running server does it at start "
                                       "and once a day.")
    prune.add_argument("--db", help=_db_help())

    migrate = sub.add_parser("migrate", help="copy every table of the SQLite database into PostgreSQL",
                             description="Copy every table (seats, tokens, the whole log) of the SQLite database "
                                         "into PostgreSQL, then check by replay that each one is equal.")
    migrate.add_argument("--to", required=True, help="postgresql://user:pass@host:port/db")
    migrate.add_argument("--db", help=_db_help())
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
    """Check, claim the database, print the banner, run gunicorn until it is stopped."""
    from gunicorn.app.base import BaseApplication

    from companion.operations import startup, stopping

    class Server(BaseApplication):
        """gunicorn without a command line (its documented custom application): our settings, our app."""

        def load_config(self):
            settings = {
                "bind": f"{config.host}:{config.port}" if ":" not in config.host else f"[{config.host}]:{config.port}",
                "workers": config.workers,  # more than one only with a shared hub (Config.check)
                "worker_class": "gevent",  # gunicorn's own: one greenlet per connection, sockets included
                "worker_connections": startup.connections(),  # as many as it may open files, less its own
                "timeout": 30,
                "graceful_timeout": 5,
                "keepalive": KEEPALIVE,
                # a request's head: gunicorn's bounds, tighter (the door itself is the proxy's: docs/operations.md)
                "limit_request_line": 4094, "limit_request_fields": 50, "limit_request_field_size": 8190,
                "accesslog": config.access_log,
                "errorlog": "-",
                "loglevel": config.log_level,
                "proc_name": "companion",
                # gunicorn's control socket lives at one path per user: servers side by side
                # (tests, a second table) would share it, and a read-only home cannot hold it
                "control_socket_disable": True,
                # a proxy is trusted in one place, the app's ProxyFix (COMPANION_PROXIES): gunicorn, in none
                "forwarded_allow_ips": "", "secure_scheme_headers": {}, "forwarder_headers": "",
                **stopping.HOOKS,  # Ctrl-C and SIGTERM stop without tracebacks
            }
            for key, value in settings.items():
                self.cfg.set(key, value)

        def load(self):
            # runs in the worker, after gevent's monkey patching
            from companion import gctune
            from companion.operations import pruning
            from companion.web import create_app
            from companion.web.services import services

            gctune.install()
            app = create_app(config)
            services(app).store.checkpoint_in_background()  # SQLite's WAL copied back off the serving thread
            pruning.start(services(app).tables, config.keep_days)  # at start, then once a day, in the background
            gctune.settle()
            return app

    lock = prepare(config)  # noqa: F841 - held (open) for the life of the process
    if not quiet:
        print_banner(config, config.qr)
    sys.argv = [sys.argv[0]]  # gunicorn must not parse our arguments
    Server().run()


def prepare(config: Config):
    """Everything that can refuse a start, before anything is printed (StartupError, one line).

    Returns the database lock (a file descriptor to keep open), or None.
    """
    from companion.operations import dblock
    from companion.operations import startup

    path = config.db_path()
    try:
        config.check()  # e.g. --workers 2 without a shared hub
    except ValueError as exc:
        raise startup.StartupError(str(exc)) from None
    if store_is_postgres(path):
        check_postgres(path)
    else:
        startup.check_database(path)
    lock = None
    if dblock.exclusive(config):
        try:
            lock = dblock.acquire(path)
        except dblock.DatabaseInUse as exc:
            raise startup.StartupError(str(exc)) from None
        except OSError as exc:
            raise startup.StartupError(f"cannot lock the database {path}: {exc.strerror or exc}") from None
    try:
        startup.check_port(config.host, config.port)
    except startup.StartupError:
        dblock.release(lock)
        raise
    return lock


def print_banner(config: Config, qr_mode: str) -> None:
    from companion.operations.terminal_qr import background, terminal

    if qr_mode == "auto":
        seen = background(os.environ, sys.stdout.isatty())
        qr_mode = "colour" if seen == "unknown" else seen
    from companion.netaddr import loopback_only

    address = phone_address(config)
    if loopback_only(config.host, config.public_url, config.proxies):
        # what the board says too: its QR code holds this address, under a warning
        print(f"Eleusis Table Companion — on this computer only: {address}", flush=True)
        print(f"Phones cannot reach it: it listens on {config.host} alone. "
              "Restart it with --host 0.0.0.0 (or set COMPANION_HOST) for the phones on the same Wi-Fi.", flush=True)
    else:
        print(f"Eleusis Table Companion — phones open: {address}", flush=True)
        print(terminal(address, qr_mode), flush=True)
    print("Start a table there: you are its host, on your own seat. Its lobby shows the join code and "
          "links to the board (/t/<code>/board), for a screen everyone sees.", flush=True)
    print(f"Database: {redact(config.db_path())}", flush=True)
    if config.hub:
        print(f"Hub: {redact(config.hub)}, {config.workers} worker(s)", flush=True)


def store_is_postgres(path: str) -> bool:
    from companion.config import is_postgres_url

    return is_postgres_url(path)


def check_postgres(url: str) -> None:
    """PostgreSQL answers at ``url`` (one connection, opened and closed); else one line naming it."""
    # psycopg2 alone: this runs in gunicorn's master, which must not import peewee before the
    # worker's gevent patching (peewee's per-connection state would then be shared by every greenlet)
    import psycopg2

    from companion.operations import startup
    from companion.config import postgres_params

    try:
        name, params = postgres_params(url)
        psycopg2.connect(dbname=name, **params).close()
    except Exception as exc:  # noqa: BLE001 - any driver error: the message says which
        reason = (str(exc).strip().splitlines() or [type(exc).__name__])[0]
        raise startup.StartupError(f"cannot reach the database {redact(url)}: {reason} (--db or COMPANION_DB)") from None


class CommandError(RuntimeError):
    """A command cannot do what was asked; the message says why in one line."""


def _open(db: str | None):
    """Open an EXISTING database for export or backup (never create an empty one): (config, store)."""
    from companion.operations import startup
    from companion.storage import store

    try:
        config = startup.settings(db=db)
    except startup.StartupError as exc:
        raise CommandError(str(exc)) from None
    path = config.db_path()
    if path != ":memory:" and not store_is_postgres(path) and not os.path.isfile(path):
        raise CommandError(f"there is no database at {path} (name it with --db or COMPANION_DB)")
    try:
        opened = store.open_store(path)
    except Exception as exc:  # peewee/sqlite errors: not a database, unreadable, ...
        raise CommandError(f"cannot open the database {redact(path)}: {exc}") from None
    return config, opened


def export(code: str, db: str | None, out=None) -> int:
    from companion import catalogs
    from companion.rules.errors import RuleError
    from companion.service.notebooks import kept as kept_notebooks
    from companion.service.table_service import TableService

    out = out or sys.stdout
    _, opened = _open(db)
    tables = TableService(opened)
    try:
        actions = tables.log(code, None)  # a spectator's view: sealed rules of a running deal stay sealed
        snapshot = tables.snapshot(code, None)
        notebooks = kept_notebooks(tables, code, None)  # the ended deals' only
    except RuleError as exc:
        print(f"companion export: {catalogs.sentence(exc)}", file=sys.stderr)
        return 2
    from companion.operations.exports import terminal_json

    tty = getattr(out, "isatty", lambda: False)()  # a terminal gets escapes, never raw controls
    text = json.dumps({"code": snapshot.get("code", code.upper()), "snapshot": snapshot, "actions": actions,
                       "notebooks": notebooks},
                      indent=2, ensure_ascii=False)
    out.write((terminal_json(text) if tty else text) + "\n")
    return 0


def backup(path: str, db: str | None) -> int:
    config, opened = _open(db)
    if store_is_postgres(config.db_path()):
        raise CommandError("backup copies a SQLite file; back PostgreSQL up with pg_dump (docs/operations.md)")
    check_backup_target(path, config.db_path())
    try:
        opened.backup(path)
    except OSError as exc:
        raise CommandError(f"cannot write {path}: {exc.strerror or exc}") from None
    print(f"companion backup: wrote {path}")
    return 0


def check_backup_target(path: str, source: str) -> None:
    """The backup goes to a file in an existing folder, and never over the database itself."""
    folder = os.path.dirname(os.path.abspath(path))
    if os.path.isdir(path):
        raise CommandError(f"{path} is a folder: name the backup file, e.g. {os.path.join(path, 'companion-backup.sqlite3')}")
    if not os.path.isdir(folder):
        raise CommandError(f"cannot write {path}: the folder {folder} does not exist (create it first)")
    if source != ":memory:" and os.path.exists(path) and os.path.samefile(path, source):
        raise CommandError(f"{path} is the database itself: back it up to another file")


def migrate(to: str, db: str | None) -> int:
    from companion.operations import migrate as migration
    from companion.operations import startup

    try:
        source = startup.settings(db=db).db_path()
    except startup.StartupError as exc:
        raise CommandError(str(exc)) from None
    try:
        report = migration.migrate(source, to, progress=lambda line: print(line, flush=True))
    except migration.MigrationError as exc:
        raise CommandError(str(exc)) from None
    print(f"companion migrate: {report.tables} tables, {report.records} records, {report.people} seats "
          f"copied to {redact(to)} ({report.skipped} already there), {report.rooms} rooms; every table "
          f"replays equal")
    return 0


def prune(db: str | None, out=None) -> int:
    from companion.operations import pruning
    from companion.service.room_service import RoomService
    from companion.service.table_service import TableService
    from companion.storage.rooms import RoomStore

    out = out or sys.stdout
    config, opened = _open(db)
    tables = TableService(opened)
    RoomService(RoomStore(opened), tables)  # rooms are pruned too, with their tables
    pruned = pruning.prune(tables, config.keep_days)
    for gone in pruned:
        print(f"companion prune: deleted {gone.kind} {gone.code}, untouched since {gone.touched}", file=out)
    kept = "everything is kept (COMPANION_KEEP_DAYS=0)" if config.keep_days <= 0 else \
        f"{len(pruned)} deleted, untouched for {config.keep_days} days or more"
    print(f"companion prune: {kept}", file=out)
    return 0


def serve_command(args) -> int:
    from companion.operations import startup

    config = startup.settings(**{declared.name: getattr(args, declared.name) for declared in SETTINGS
                                 if declared.flag is not None})
    serve(config, quiet=args.quiet)
    return 0


def main(argv: list[str] | None = None) -> int:
    from companion.operations.startup import StartupError

    args = _parser().parse_args(argv)
    try:
        if args.command == "serve":
            return serve_command(args)
        if args.command == "export":
            return export(args.code, args.db)
        if args.command == "backup":
            return backup(args.path, args.db)
        if args.command == "prune":
            return prune(args.db)
        if args.command == "migrate":
            return migrate(args.to, args.db)
    except (StartupError, CommandError) as exc:
        print(f"companion {args.command}: {exc}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:  # Ctrl-C before gunicorn took over its signals
        return 130
    return 2  # pragma: no cover


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
