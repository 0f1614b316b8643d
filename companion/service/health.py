"""What ``/healthz`` reports of this process: whether its database answers, its hub, what it holds."""
from __future__ import annotations


def report(tables) -> dict:
    """``tables``: the table service; ``ok`` only while the database answers."""
    try:
        tables.table_log.store.ping()
        database = "ok"
    except Exception as exc:  # noqa: BLE001 - health reports, never raises
        database = f"error: {type(exc.__cause__ or exc).__name__}"
    # the hub is reported, not required: with Redis down actions are still stored and answered
    return {"ok": database == "ok", "database": database, "hub": tables.broadcaster.health(),
            "tables": tables.open_tables(), "sockets": tables.sockets()}
