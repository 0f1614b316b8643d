"""The Flask application: the API of API.md, its WebSocket, the phone pages.

``create_app(config)`` wires the table service (store + hub) and the limits
into Flask, as one typed ``services.Services``. The store's database is
process-wide (a peewee ``DatabaseProxy``), so one process serves one database.
Every request, the action POST included, goes through Flask on gunicorn's own
loop.
"""
from __future__ import annotations

from pathlib import Path

from flask import Flask

from companion.storage import store
from companion.config import Config
from companion.service.hub import Hub
from companion.service.tables import Tables
from companion.web import wire
from companion.web.budget import Admission
from companion.service.rates import SlidingWindow
from companion.web.limits import Budget, SocketCount
from companion.web.services import Limits, Services

_PACKAGE = Path(__file__).resolve().parent.parent


def _asset_dir(checkout_name: str, wheel_name: str) -> str:
    """The checkout's top-level folder when running from the repo, else the wheel's copy."""
    checkout = _PACKAGE.parent / checkout_name
    if checkout.is_dir():
        return str(checkout)
    return str(_PACKAGE / wheel_name)


def create_app(config: Config | dict | None = None) -> Flask:
    if config is None:
        config = Config.from_env()
    elif isinstance(config, dict):
        config = Config.from_env(**config)
    app = Flask(
        "companion",
        template_folder=_asset_dir("templates", "_templates"),
        static_folder=_asset_dir("static", "_static"),
        static_url_path="/static",
    )
    app.config.update(
        MAX_CONTENT_LENGTH=config.max_body,
        JSON_SORT_KEYS=False,
        COMPANION=config,
    )
    app.json.sort_keys = False
    budget = Budget(*config.budget_address)
    # inside ProxyFix (it sees the client's address) and before Flask: a refusal costs almost nothing
    app.wsgi_app = Admission(app.wsgi_app, budget, config.proxies)
    if config.proxies:
        # behind Caddy/nginx: the client's address (rate limits) and scheme/host (join_url)
        # come from X-Forwarded-*, trusted only for the configured number of hops
        from werkzeug.middleware.proxy_fix import ProxyFix

        n = config.proxies
        app.wsgi_app = ProxyFix(app.wsgi_app, x_for=n, x_proto=n, x_host=n, x_port=n)
    # "/api/tables//log" must be a JSON 404, not an HTML redirect
    app.url_map.merge_slashes = False
    app.url_map.strict_slashes = False
    store.open_database(config.db_path(), pool_size=config.pg_pool)
    if config.hub:
        # several processes: table changes, presence and rate limits shared through Redis
        from companion.cluster.redis_hub import RedisHub
        from companion.cluster.shared_limits import RedisWindow

        hub = RedisHub(config.hub)
        import atexit

        atexit.register(hub.close)  # a stopping worker withdraws its presence at once (else it lapses)

        def window(name, limit):
            return RedisWindow(hub.redis, name, *limit, healthy=lambda: hub.up)
    else:
        hub = Hub()

        def window(name, limit):
            return SlidingWindow(*limit)
    limits = Limits(unknown=window("unknown", config.limit_unknown), join=window("join", config.limit_join),
                    create=window("create", config.limit_create), actions=window("actions", config.limit_actions),
                    sockets=SocketCount(config.sockets_per_address, config.proxies), budget=budget)
    tables = Tables(hub, records_per_deal=config.records_per_deal, spectators_per_table=config.spectators_per_table,
                    sockets_per_seat=config.sockets_per_seat, presence_delay=config.presence_delay,
                    shared=store.is_postgres(), action_limit=limits.actions)
    Services(config, tables, limits, lan=config.extra.get("lan")).install(app)

    from companion.web.api import bp as api_bp, rulebook_body
    from companion.web import sockets

    rulebook_body()  # computed before serving: the first GET /api/rulebook holds up nobody
    app.register_blueprint(api_bp)
    sockets.install(app)  # the socket route, and the outermost WSGI layer: no HTTP after an upgrade
    from companion.web.pages import bp as pages_bp

    app.register_blueprint(pages_bp)
    from companion.web import compress

    compress.install(app)  # static files gzipped on a LAN with no proxy in front
    wire.register(app)
    from companion.web import headers

    headers.install(app)
    return app
