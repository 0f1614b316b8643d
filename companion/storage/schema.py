"""The tables of the log (peewee models) and the path from any older schema to this one.

The models (``TableRow``, ``PersonRow``, ``ActionRow``) are the schema at
``SCHEMA_VERSION``; an older database is brought up to date by ``STEPS``, one
``playhouse.migrate`` step per version, written once for both engines, so a
change is a step here, never SQL typed by hand on a server (docs/operations.md,
"The database's schema"). Adding one: change the models, add ``STEPS[n]``, raise
``SCHEMA_VERSION`` to n; tests/store/test_schema.py checks a migrated database
has exactly the indexes and columns of a new one.
"""
from __future__ import annotations

import logging

import peewee as pw
from playhouse.migrate import SchemaMigrator, migrate

log = logging.getLogger(__name__)

SCHEMA_VERSION = 4


class _Model(pw.Model):
    """The schema's description: bound to a database only while ``prepare`` creates or migrates it
    (the store's queries are plain SQL on its own database, so two stores never share a binding)."""

    class Meta:
        legacy_table_names = False  # index names begin with the table's name ("action_table_id_seq")


class TableRow(_Model):
    code = pw.CharField(max_length=16, unique=True)
    created = pw.DateTimeField()

    class Meta:
        table_name = "table"


class PersonRow(_Model):
    table = pw.ForeignKeyField(TableRow, backref="people", on_delete="CASCADE")
    player_id = pw.CharField(max_length=64)
    token_hash = pw.CharField(max_length=64, unique=True)
    # a token the host re-issued to the dealer's seat while its rule was sealed:
    # that deal's rule stays hidden from it (see tables.reissue)
    rule_withheld_deal = pw.IntegerField(null=True)

    class Meta:
        table_name = "person"
        indexes = ((("table", "player_id"), True),)


class ActionRow(_Model):
    # index=False: the unique (table, seq) index begins with table_id and serves every lookup by table
    table = pw.ForeignKeyField(TableRow, backref="actions", on_delete="CASCADE", index=False)
    seq = pw.IntegerField()
    action_id = pw.CharField(max_length=200, null=True)
    record = pw.TextField()
    at = pw.DateTimeField()

    class Meta:
        table_name = "action"
        indexes = (
            (("table", "seq"), True),
            (("table", "action_id"), True),  # NULLs never collide in SQLite/PostgreSQL
        )


class NoteRow(_Model):
    """A table's notebook of hypotheses (RULES.md, "A notebook of hypotheses"): an append-only
    stream of its own beside the table's log, numbered by its own seq (never the table's version)."""

    table = pw.ForeignKeyField(TableRow, backref="notes", on_delete="CASCADE", index=False)
    seq = pw.IntegerField()
    action_id = pw.CharField(max_length=200, null=True)
    record = pw.TextField()
    at = pw.DateTimeField()

    class Meta:
        table_name = "note"
        indexes = (
            (("table", "seq"), True),
            (("table", "action_id"), True),
        )


class RoomRow(_Model):
    """A room of tables (RULES.md, "A room of tables"): its own log, beside its tables' logs."""

    code = pw.CharField(max_length=16, unique=True)
    created = pw.DateTimeField()

    class Meta:
        table_name = "room"


class RoomPersonRow(_Model):
    """Everyone who joined a room (and its organizer), by their room token's SHA-256."""

    room = pw.ForeignKeyField(RoomRow, backref="people", on_delete="CASCADE")
    person_id = pw.CharField(max_length=64)
    token_hash = pw.CharField(max_length=64, unique=True)

    class Meta:
        table_name = "room_person"
        indexes = ((("room", "person_id"), True),)


class RoomActionRow(_Model):
    room = pw.ForeignKeyField(RoomRow, backref="actions", on_delete="CASCADE", index=False)
    seq = pw.IntegerField()
    record = pw.TextField()
    at = pw.DateTimeField()

    class Meta:
        table_name = "room_action"
        indexes = ((("room", "seq"), True),)


class SchemaVersion(_Model):
    """One row: the version of the schema the database has (``SCHEMA_VERSION`` once opened)."""

    version = pw.IntegerField()

    class Meta:
        table_name = "schema_version"


MODELS = (TableRow, PersonRow, ActionRow, NoteRow)
ROOM_MODELS = (RoomRow, RoomPersonRow, RoomActionRow)


class SchemaTooNew(RuntimeError):
    """The database was made by a newer companion: this one does not know its schema."""


def _drop_action_table_index(migrator: SchemaMigrator) -> list:
    """1 -> 2: action(table_id) goes; the unique (table_id, seq) index covers it (one index less per append)."""
    present = {index.name for index in migrator.database.get_indexes("action")}
    return [migrator.drop_index("action", "action_table_id")] if "action_table_id" in present else []


def _add_rooms(migrator: SchemaMigrator) -> list:
    """2 -> 3: the rooms' tables (new tables: created, no column of an old one changes)."""
    migrator.database.create_tables(ROOM_MODELS, safe=True)
    return []


def _add_notebooks(migrator: SchemaMigrator) -> list:
    """3 -> 4: the tables' notebooks (a new table: created, no column of an old one changes)."""
    migrator.database.create_tables([NoteRow], safe=True)
    return []


# version reached -> the operations that bring the version before it there
STEPS = {
    2: _drop_action_table_index,
    3: _add_rooms,
    4: _add_notebooks,
}


def version_of(database: pw.Database) -> int | None:
    """The database's schema version; None for an empty database."""
    tables = set(database.get_tables())
    if SchemaVersion._meta.table_name in tables:
        row = SchemaVersion.select(SchemaVersion.version).first()
        return row.version if row else 1
    if tables & {model._meta.table_name for model in MODELS}:
        return 1  # made before versions were recorded
    return None


def prepare(database: pw.Database) -> tuple[int | None, int]:
    """Create the schema, or migrate it to ``SCHEMA_VERSION``: (version found, version now).

    Runs inside the caller's write transaction, with the schema held against
    other processes (``Engine.schema_change``): two servers starting side by
    side find, migrate and record it once.
    """
    with database.bind_ctx([*MODELS, *ROOM_MODELS, SchemaVersion]):
        return _prepare(database)


def _prepare(database: pw.Database) -> tuple[int | None, int]:
    found = version_of(database)
    if found is None:
        database.create_tables([*MODELS, *ROOM_MODELS, SchemaVersion])
        SchemaVersion.create(version=SCHEMA_VERSION)
        return None, SCHEMA_VERSION
    if found > SCHEMA_VERSION:
        raise SchemaTooNew(f"the database has schema version {found}, made by a newer companion; this one "
                           f"knows up to {SCHEMA_VERSION} (install the newer version, or restore an older backup)")
    if found == SCHEMA_VERSION:
        return found, found
    migrator = SchemaMigrator.from_database(database)
    for version in range(found + 1, SCHEMA_VERSION + 1):
        migrate(*STEPS[version](migrator))
    database.create_tables([SchemaVersion], safe=True)
    SchemaVersion.delete().execute()
    SchemaVersion.create(version=SCHEMA_VERSION)
    log.info("database schema migrated from version %s to %s", found, SCHEMA_VERSION)
    return found, SCHEMA_VERSION
