"""The parts of a running server, wired once by ``create_app``; the API, the socket and the pages ask ``services()``."""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from flask import Flask, current_app

from companion.config import Config
from companion.admission.policy import Admission
from companion.service.table_service import TableService

if TYPE_CHECKING:  # peewee is imported by the worker only, after gevent (web/__init__.py)
    from companion.service.room_service import RoomService
    from companion.storage.store import Store

KEY = "companion"  # app.extensions[KEY]


@dataclass(frozen=True)
class Services:
    config: Config
    tables: TableService
    admission: Admission
    store: "Store"  # the app's own database
    lan: str | None = None  # the LAN address join links name when the server is asked as localhost
    rooms: "RoomService | None" = None  # the rooms of tables, over the same store and table service

    def install(self, app: Flask) -> None:
        app.extensions[KEY] = self


def services(app: Flask | None = None) -> Services:
    """The running server's parts (of ``app``, or of the app handling this request)."""
    return (app or current_app).extensions[KEY]


def installed(app: Flask | None = None) -> Services | None:
    """``services()``, or None for an app without them (the pages alone: bench/page_weight.py)."""
    return (app or current_app).extensions.get(KEY)
