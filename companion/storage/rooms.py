"""The rooms' log (``interface.RoomLog``): each room's records and room tokens, in the tables'
database, beside their logs and in the same plain SQL (``store.Store``'s connection and engine).

A room is kept like a table: an append-only log, replayed after a restart,
its tokens kept only as their SHA-256.
"""
from __future__ import annotations

import orjson
import peewee as pw

from companion.storage.interface import CodeTaken, SeqTaken, StoredAction, hash_token
from companion.storage.store import Store, _datetime, _record, iso, now


class RoomStore:
    def __init__(self, store: Store):
        self.store = store
        self.shared = store.shared

    def _sql(self, sql: str, params: tuple = ()):
        return self.store._sql(sql, params)

    def _insert(self, room_id: int, seq: int, record: dict, person: tuple[str, str] | None) -> None:
        self._sql('INSERT INTO "room_action" ("room_id", "seq", "record", "at") VALUES (?, ?, ?, ?)',
                  (room_id, seq, orjson.dumps(record).decode("utf-8"), str(now())))
        if person is not None:
            self._sql('INSERT INTO "room_person" ("room_id", "person_id", "token_hash") VALUES (?, ?, ?)',
                      (room_id, person[0], hash_token(person[1])))

    def create_room(self, code: str, record: dict, organizer_id: str, token: str) -> int:
        with self.store.connection(), self.store.engine.write():
            try:
                room_id = self._sql('INSERT INTO "room" ("code", "created") VALUES (?, ?) RETURNING "id"',
                                    (code, str(now()))).fetchone()[0]
            except pw.IntegrityError:
                raise CodeTaken(code) from None
            self._insert(room_id, 1, record, (organizer_id, token))
            return room_id

    def copy_room(self, code: str, created, people: list, actions: list) -> int:
        """A room copied from another database as it is (``companion migrate``), in one transaction.

        ``people``: (person id, token hash); ``actions``: (seq, record text, at)."""
        with self.store.connection(), self.store.engine.write():
            room_id = self._sql('INSERT INTO "room" ("code", "created") VALUES (?, ?) RETURNING "id"',
                                (code, str(created))).fetchone()[0]
            for person_id, token_hash in people:
                self._sql('INSERT INTO "room_person" ("room_id", "person_id", "token_hash") VALUES (?, ?, ?)',
                          (room_id, person_id, token_hash))
            for seq, record, at in actions:
                self._sql('INSERT INTO "room_action" ("room_id", "seq", "record", "at") VALUES (?, ?, ?, ?)',
                          (room_id, seq, record, str(at)))
            return room_id

    def find_room(self, code: str) -> int | None:
        with self.store.connection():
            row = self._sql('SELECT "id" FROM "room" WHERE "code" = ?', (code,)).fetchone()
            return row[0] if row else None

    def load_room(self, room_id: int, after: int = 0) -> list[StoredAction]:
        with self.store.connection():
            rows = self._sql('SELECT "seq", "record", "at" FROM "room_action" WHERE "room_id" = ? AND "seq" > ? '
                             'ORDER BY "seq"', (room_id, after)).fetchall()
        return [StoredAction(seq, None, _record(record), iso(_datetime(at))) for seq, record, at in rows]

    def append_room(self, room_id: int, seq: int, record: dict, person: tuple[str, str] | None = None) -> None:
        """One record in one transaction (and a new person's token hash); ``SeqTaken``: nothing written."""
        try:
            with self.store.connection(), self.store.engine.write():
                self._insert(room_id, seq, record, person)
        except pw.IntegrityError:
            raise SeqTaken(f"room {room_id}: seq {seq} is taken") from None

    def room_holder(self, room_id: int, token: str) -> str | None:
        with self.store.connection():
            row = self._sql('SELECT "person_id" FROM "room_person" WHERE "room_id" = ? AND "token_hash" = ?',
                            (room_id, hash_token(token))).fetchone()
            return row[0] if row else None

    def delete_room(self, room_id: int) -> int:
        """A room with its log and its people's token hashes, at once (its tables are the table
        service's to delete first); how many records went (0: no such room)."""
        with self.store.connection(), self.store.engine.write():
            records = self._sql('DELETE FROM "room_action" WHERE "room_id" = ?', (room_id,)).rowcount
            self._sql('DELETE FROM "room_person" WHERE "room_id" = ?', (room_id,))
            self._sql('DELETE FROM "room" WHERE "id" = ?', (room_id,))
            return records

    def untouched_rooms(self, before) -> list[tuple[str, str]]:
        """(code, when its own log was last touched, ISO) of every room whose last record is older than
        ``before`` (naive UTC), least recently touched first; its tables are for the caller to ask."""
        sql = ('SELECT "code", "touched" FROM (SELECT r."code" AS "code", COALESCE((SELECT a."at" FROM "room_action" '
               'a WHERE a."room_id" = r."id" ORDER BY a."seq" DESC LIMIT 1), r."created") AS "touched" '
               'FROM "room" r) AS "kept" WHERE "touched" < ? ORDER BY "touched", "code"')
        with self.store.connection():
            rows = self._sql(sql, (str(before),)).fetchall()
        return [(code, iso(_datetime(touched))) for code, touched in rows]

    def table_codes(self, room_id: int | None = None) -> set[str]:
        """The codes of the tables a room formed or added (None: every room's): kept while their room is."""
        sql = 'SELECT "record" FROM "room_action" WHERE ("record" LIKE ? OR "record" LIKE ?)'
        params: tuple = ('%"type":"form"%', '%"type":"add_table"%')
        if room_id is not None:
            sql, params = sql + ' AND "room_id" = ?', (*params, room_id)
        with self.store.connection():
            rows = self._sql(sql, params).fetchall()
        codes = set()
        for (text,) in rows:
            record = _record(text)
            if record.get("type") == "form":
                codes.update(table["code"] for table in record["tables"])
            elif record.get("type") == "add_table":
                codes.add(record["code"])
        return codes
