"""The Flask application: the API of API.md, its WebSocket, the phone pages.

``create_app(config)`` opens the app's own store, builds the table service and admission over
it, and wires them into Flask as one ``services.Services`` (two apps in one process serve two
databases). Nothing is imported here but Flask and the settings: peewee must first be imported
in the worker, after gevent has patched ``threading.local``.
"""
from __future__ import annotations

from flask import Flask

from companion.config import Config
from companion.files import asset_dir

MAX_BODY = 16 * 1024  # bytes of a request's body or a socket's message, at most (a proxy in front: the same)


def create_app(config: Config, **bounds) -> Flask:
    """The app over ``config``'s database; ``bounds``: the table service's own (``TableService``'s
    keywords, e.g. ``records_per_deal``), tighter for a test."""
    # statics.py serves the app's files (gzipped text for a LAN with no proxy)
    app = Flask("companion", template_folder=asset_dir("templates"), static_folder=None)
    app.config["MAX_CONTENT_LENGTH"] = MAX_BODY
    app.json.sort_keys = False
    from companion.web import admit, statics, wire

    statics.install(app, asset_dir("static"))
    parts = _services(config, bounds)
    admit.install(app)  # every request asks admission first (one before_request hook)
    if config.proxies:  # the client's address and scheme/host from X-Forwarded-*, for that many hops
        from werkzeug.middleware.proxy_fix import ProxyFix

        n = config.proxies
        app.wsgi_app = ProxyFix(app.wsgi_app, x_for=n, x_proto=n, x_host=n, x_port=n)
    # "/api/tables//log" must be a JSON 404, not an HTML redirect
    app.url_map.merge_slashes = False
    app.url_map.strict_slashes = False
    parts.install(app)

    from companion.service import published
    from companion.web.api import bp as api_bp
    from companion.web import room_api  # noqa: F401 - a room's calls, on the API's blueprint
    from companion.web import sockets

    published.rulebook()  # made before serving: the first GET /api/rulebook holds up nobody
    app.register_blueprint(api_bp)
    sockets.install(app)  # the socket routes (flask-sock)
    from companion.web.pages import bp as pages_bp

    app.register_blueprint(pages_bp)
    wire.register(app)
    from companion.web import headers

    headers.install(app)
    return app


def _services(config: Config, bounds: dict):
    """The app's own store, its table service (with a Redis broadcaster for a hub) and its admission."""
    from companion.admission.policy import Admission
    from companion.service.ports import Alone
    from companion.service.room_service import RoomService
    from companion.service.table_service import TableService
    from companion.storage.rooms import RoomStore
    from companion.storage.store import open_store
    from companion.web.services import Services

    store = open_store(config.db_path(), pool_size=config.pg_pool)
    connect = Alone
    if config.hub:
        from companion.cluster.redis_broadcaster import RedisBroadcaster

        connect = RedisBroadcaster.connect(config.hub)
    tables = TableService(store, connect, **bounds)
    shared, up = None, (lambda: True)
    if config.hub:  # several processes: the windows shared through the broadcaster's Redis too
        import atexit

        from limits.storage import RedisStorage

        broadcaster = tables.broadcaster
        atexit.register(tables.close)  # a stopping worker withdraws its presence at once (else it lapses)
        shared = RedisStorage(config.hub, connection_pool=broadcaster.redis.connection_pool,
                              key_prefix="eleusis:limit")
        up = lambda: broadcaster.up  # noqa: E731 - while the hub knows Redis is down, no request waits on it
    admission = Admission(config, shared, up)
    tables.admission = admission  # a seat's actions are counted in the service (submit's step 3)
    rooms = RoomService(RoomStore(store), tables, connect)
    if config.hub:
        atexit.register(rooms.close)
    return Services(config, tables, admission, store, lan=config.extra.get("lan"), rooms=rooms)
