"""``COMPANION_KEEP_DAYS`` at work: what nobody touched for that long is deleted at a server's start and
once a day, by a thread of its own (a greenlet in the worker) that serving never waits for, and by
``companion prune`` on demand. Why: docs/operations.md, "What is kept, and for how long".
"""
from __future__ import annotations

import logging
import threading
import time
from typing import Callable

from companion.service.retention import Pruned
from companion.service.table_service import TableService

# the server's own log (gunicorn's, at COMPANION_LOG_LEVEL): each deletion one line an operator sees
log = logging.getLogger("gunicorn.error")

DAY = 24 * 3600.0  # seconds between two prunings of a running server


def prune(tables: TableService, keep_days: int) -> list[Pruned]:
    """Delete now what nobody touched for ``keep_days`` days (0: nothing), each one logged."""
    pruned = tables.retention.prune(keep_days)
    for gone in pruned:
        log.info("deleted %s %s, untouched since %s (COMPANION_KEEP_DAYS=%s)", gone.kind, gone.code, gone.touched,
                 keep_days)
    return pruned


def every_day(tables: TableService, keep_days: int, sleep: Callable[[float], None] = time.sleep,
              rounds: int | None = None) -> None:
    """Prune now, then once a day (``rounds``: that many times, for a test); a failure (the database
    down) is logged, and the next day tries again."""
    done = 0
    while rounds is None or done < rounds:
        try:
            prune(tables, keep_days)
        except Exception:  # noqa: BLE001 - a pruning thread that died would keep everything for good
            log.exception("pruning failed; it runs again in a day")
        done += 1
        if rounds is None or done < rounds:
            sleep(DAY)


def start(tables: TableService, keep_days: int) -> threading.Thread | None:
    """Pruning in the background of a serving process (None: ``keep_days`` 0, everything is kept)."""
    if keep_days <= 0:
        return None
    thread = threading.Thread(target=every_day, args=(tables, keep_days), name="companion-prune", daemon=True)
    thread.start()
    return thread
