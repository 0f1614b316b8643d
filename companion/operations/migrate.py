"""``companion migrate --to postgresql://…``: move a laptop's games to a hosted server.

Copies every table of a SQLite database (its row, its seats' token hashes, its
whole log, record by record), and every room of tables (``migrate_rooms``), into PostgreSQL, one transaction per table, then
checks by replay that each folds to the same state and views. A table already
there is left alone if it replays equal, an error if it differs; the SQLite file
is only read (docs/operations.md, "Scaling out").
"""
from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from companion import catalogs, rules
from companion.storage.interface import Unavailable
from companion.storage import store
from companion.config import redact
from companion.operations.migrate_rooms import copy_rooms, read_rooms


class MigrationError(Exception):
    """A sentence for the person running the migration."""


@dataclass
class Report:
    tables: int = 0
    records: int = 0
    people: int = 0
    skipped: int = 0
    rooms: int = 0


@dataclass
class _Source:
    code: str
    created: str
    people: list  # (player_id, token_hash, rule_withheld_deal)
    actions: list  # (seq, action_id, record text, at)


def _read_sqlite(path: str) -> list[_Source]:
    if not Path(path).is_file():
        raise MigrationError(f"there is no SQLite database at {path}")
    try:
        conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    except sqlite3.Error as exc:
        raise MigrationError(f"cannot open {path}: {exc}") from None
    try:
        tables = conn.execute('SELECT id, code, created FROM "table" ORDER BY id').fetchall()
        found = []
        for table_id, code, created in tables:
            people = conn.execute('SELECT player_id, token_hash, rule_withheld_deal FROM "person" '
                                  "WHERE table_id = ? ORDER BY id", (table_id,)).fetchall()
            actions = conn.execute('SELECT seq, action_id, record, at FROM "action" WHERE table_id = ? ORDER BY seq',
                                   (table_id,)).fetchall()
            found.append(_Source(code, str(created), people, actions))
        return found
    except sqlite3.Error as exc:
        raise MigrationError(f"{path} is not a companion database: {exc}") from None
    finally:
        conn.close()


def _fold(records: list[dict]):
    return rules.replay(records)


def _views(state, code: str) -> list:
    viewers = [None, *rules.person_ids(state)]
    return [rules.view(state, viewer, frozenset(), code) for viewer in viewers]


def _check(target: store.Store, source: _Source, table_id: int) -> None:
    """The PostgreSQL copy of one table replays to the same state, and shows everyone the same."""
    copied = target.load_actions(table_id)
    expected = [json.loads(record) for _, _, record, _ in source.actions]
    if [a.record for a in copied] != expected or [a.seq for a in copied] != [s for s, *_ in source.actions]:
        raise MigrationError(f"table {source.code}: the copied log differs from the SQLite log")
    if [a.action_id for a in copied] != [action_id for _, action_id, _, _ in source.actions]:
        raise MigrationError(f"table {source.code}: the copied action ids differ")
    mine, theirs = _fold(expected), _fold([a.record for a in copied])
    if mine != theirs or _views(mine, source.code) != _views(theirs, source.code):
        raise MigrationError(f"table {source.code}: the copy does not replay to the same table")
    people = sorted((p.player_id, p.token_hash, p.rule_withheld_deal) for p in target.load_seats(table_id))
    if people != sorted(tuple(p) for p in source.people):
        raise MigrationError(f"table {source.code}: the copied seats differ")


def migrate(source_path: str, target_url: str, progress: Callable[[str], None] = lambda line: None) -> Report:
    if store.is_postgres(source_path):
        raise MigrationError("the source (--db / COMPANION_DB) must be the SQLite file to copy")
    if not store.is_postgres(target_url):
        raise MigrationError("--to must be a postgresql://user:pass@host:port/db URL")
    sources = _read_sqlite(source_path)
    rooms = read_rooms(source_path)
    for source in sources:  # every log must fold before anything is written
        try:
            _fold([json.loads(record) for _, _, record, _ in source.actions])
        except Exception as exc:  # noqa: BLE001
            reason = catalogs.sentence(exc) if isinstance(exc, rules.RuleError) else exc
            raise MigrationError(f"table {source.code} in {source_path} does not replay: {reason}") from None
    try:
        target = store.open_store(target_url)
    except Unavailable as exc:
        raise MigrationError(f"cannot reach {redact(target_url)}: {str(exc).strip()}") from None
    try:
        report = _copy(target, sources, progress)
        report.rooms, _ = copy_rooms(target, rooms, MigrationError, progress)  # after their tables
        return report
    finally:
        target.close()


def _copy(target: store.Store, sources: list[_Source], progress: Callable[[str], None]) -> Report:
    report = Report()
    for source in sources:
        existing = target.find_table(source.code)
        if existing is not None:
            _check(target, source, existing)  # raises if it differs
            report.skipped += 1
            progress(f"{source.code}: already there, replays equal")
            continue
        table_id = target.copy_table(source.code, source.created, source.people, source.actions)
        _check(target, source, table_id)
        report.tables += 1
        report.records += len(source.actions)
        report.people += len(source.people)
        progress(f"{source.code}: {len(source.actions)} records, {len(source.people)} seats, replays equal")
    return report
