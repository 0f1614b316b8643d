"""A room of tables (RULES.md, "A room of tables"): its state as the fold of its own log. Pure.

A room is event-sourced like a table: ``check`` (raises, changes nothing),
``complete`` (the record, with what was decided: the tables formed, a
latecomer's table), ``apply`` (the fold step). The tables themselves are
tables (their own logs); the room's records say who goes where, and a
``seated`` record says who the table seated them as, once it did. So
``replay(log) == `` the live state, and a step the service could not finish
(a table that refused a newcomer mid-deal) is visible in the state: the
person is ``assigned`` to a table and not seated there yet.
"""

from dataclasses import dataclass, field
from functools import reduce

from .errors import BadInput, Conflict, Forbidden, StaleVersion
from .names import check_new_name, clean_name, same_name
from .profiles import FIXED, MAX_TABLE, check_profile, checked_options
from .turns import SEATING_PHASES
from . import rulebook

ORGANIZER = "r0"
AS_MANY_AS_NEEDED = 6  # with no number of tables set: as few tables as seat everyone with at most 6
MAX_TABLES = 50
MAX_ROOM_NAME = 60
MAX_TABLE_NAME = 30
# the organizer's (``join`` has its own call); ``kick``: a removal from the room, as a table's ``kick``
ROOM_ACTIONS = ("form", "move", "add_table", "propose", "rename", "kick", "delete_table")


@dataclass(slots=True)
class RoomTable:
    number: int                                # 1, 2, … as the room names them
    code: str                                  # the table's own code
    seats: dict = field(default_factory=dict)  # room person id -> the table's person id, seated there now
    name: str | None = None                    # the organizer's name for it; None: "Table <number>"
    deleted: bool = False                      # deleted from the room: nobody goes there, its games stay


@dataclass(slots=True)
class RoomState:
    version: int = 0
    shown: int = 0  # the version of its last record anyone sees (a ``handed`` record shows nothing)
    name: str = ""
    profile: str = ""
    options: dict = field(default_factory=dict)
    wanted: int | None = None                  # tables asked for; None: as many as the people need
    names: dict = field(default_factory=dict)  # room person id -> name (the organizer's too)
    people: list = field(default_factory=list)  # room person ids in the order they joined
    next_id: int = 1
    formed: bool = False
    tables: list = field(default_factory=list)  # RoomTable, by number
    assigned: dict = field(default_factory=dict)  # person -> table number, not seated there yet
    proposals: list = field(default_factory=list)  # {"table", "rule", "game", "deal"}, newest last
    handed: set = field(default_factory=set)  # (table number, its person id): seats whose token the room gave

    def table_of(self, person) -> int | None:
        """The table a person is at (seated or on their way), or None: in the lobby."""
        return self.places().get(person)

    def seated_at(self) -> dict:
        """Person -> the number of the table seating them now."""
        seated: dict = {}
        for table in self.tables:
            for person in table.seats:
                seated.setdefault(person, table.number)
        return seated

    def places(self) -> dict:
        """``table_of`` of everyone in the room at once (a room's view reads it for every person)."""
        seated = self.seated_at()
        return {p: self.assigned[p] if p in self.assigned else seated.get(p) for p in self.people}

    def lobby(self) -> list:
        places = self.places()
        return [p for p in self.people if places[p] is None]

    def count(self, number: int) -> int:
        """The people at a table: seated there, or on their way."""
        return (len(self.tables[number - 1].seats)
                + sum(1 for n in self.assigned.values() if n == number))

    def open_tables(self) -> list:
        """The tables not deleted from the room."""
        return [t for t in self.tables if not t.deleted]


def new_room() -> RoomState:
    return RoomState()


# --- what a client may send ----------------------------------------------

def _number(body, key, lo, hi, code, required=True):
    value = body.get(key)
    if value is None and not required:
        return None
    if type(value) is not int or not lo <= value <= hi:
        raise BadInput(code, least=lo, most=hi)
    return value


def _person(body):
    value = body.get("person")
    if not isinstance(value, str) or not value or len(value) > 16:
        raise BadInput("bad_person")
    return value


def parse(body) -> dict:
    """A room action from a client, normalised, or BadInput. Unknown keys are ignored."""
    if not isinstance(body, dict):
        raise BadInput("bad_json")
    kind = body.get("type")
    if kind not in ROOM_ACTIONS:
        raise BadInput("unknown_action")
    action = {"type": kind}
    if kind == "form":
        count = _number(body, "tables", 1, MAX_TABLES, "bad_tables", required=False)
        if count is not None:
            action["tables"] = count
    elif kind in ("move", "kick"):
        action["person"] = _person(body)
    if kind in ("move", "propose", "rename", "delete_table"):
        action["table"] = _number(body, "table", 1, MAX_TABLES, "bad_table")
    if kind == "rename":
        name = body.get("name")
        if not isinstance(name, str):
            raise BadInput("empty_field", field="table_name")
        action["name"] = clean_name(name, "table_name", MAX_TABLE_NAME)
    elif kind == "propose":
        rule = body.get("rule")
        if not isinstance(rule, str) or rule not in rulebook.BY_ID:
            raise BadInput("unknown_rule")
        action["rule"] = rule
    return action


def create_record(name, profile, options, tables, organizer_name) -> dict:
    """The first record of every room; BadInput for a bad name, profile, option or number."""
    check_profile(profile)
    options = checked_options(profile, options)
    if not isinstance(name, str) or not isinstance(organizer_name, str):
        raise BadInput("empty_field", field="names")
    wanted = None if tables is None else _number({"tables": tables}, "tables", 1, MAX_TABLES, "bad_tables")
    return {"type": "create", "name": clean_name(name, "room_name", MAX_ROOM_NAME), "profile": profile,
            "options": options, "tables": wanted, "organizer_name": clean_name(organizer_name),
            "by": ORGANIZER}


# --- may this happen now? -------------------------------------------------

def _table(state, number):
    if not 1 <= number <= len(state.tables):
        raise BadInput("unknown_room_table")
    return state.tables[number - 1]


def check(state, action, sender, expected_version=None) -> None:
    """Raises (BadInput, Forbidden, StaleVersion, Conflict, in that order); changes nothing."""
    kind = action["type"]
    if kind == "join":  # the organizer's name is taken too, look-alikes included
        check_new_name(action["name"], [state.names[p] for p in (*state.people, ORGANIZER)])
        return
    if "table" in action:
        _table(state, action["table"])
    if "person" in action and action["person"] not in state.people:
        raise BadInput("unknown_person")
    if sender != ORGANIZER:
        raise Forbidden("organizer_only")
    if expected_version is not None and not state.shown <= expected_version <= state.version:
        raise StaleVersion("stale_version", at="room")
    if kind == "form" and state.formed:
        raise Conflict("already_formed")
    if kind not in ("form", "kick") and not state.formed:
        raise Conflict("not_formed")
    if "table" in action and state.tables[action["table"] - 1].deleted:
        raise Conflict("table_deleted")
    if kind == "rename":
        others = [t.name for t in state.tables if t.name and t.number != action["table"]]
        if any(same_name(name, action["name"]) for name in others):
            raise Conflict("table_name_taken")
    if kind == "move":
        if state.table_of(action["person"]) == action["table"]:
            raise Conflict("same_table")
        if state.count(action["table"]) >= MAX_TABLE:
            raise Conflict("table_full")
    if kind == "add_table" and len(state.open_tables()) >= MAX_TABLES:
        raise Conflict("too_many_tables", most=MAX_TABLES)
    if kind == "form":
        layout(state.people, action.get("tables", state.wanted), FIXED[state.profile]["min_people"])


def check_between_deals(summary: dict | None) -> None:
    """A room's table is deleted only between two of its deals (or before its game, or after it):
    409 ``deal_in_progress`` while one is played. ``summary``: ``room_view.summary`` (None: gone)."""
    if summary is not None and summary["phase"] not in SEATING_PHASES:
        raise Conflict("deal_in_progress")


def layout(people: list, wanted: int | None, least: int) -> list:
    """The tables formed from ``people`` (in join order): dealt out one to each table in turn, so
    sizes differ by at most one; no number: as few tables as seat everyone with at most 6 each.
    A table short of ``least`` is not formed (its people go to the others); nobody past 8 a
    table is seated (they wait in the lobby). Conflict when not even one table can be formed."""
    count = min(MAX_TABLES, wanted or max(1, -(-len(people) // AS_MANY_AS_NEEDED)))
    while count > 0:
        seated = people[:MAX_TABLE * count]
        tables = [seated[i::count] for i in range(count)]
        if len(tables[-1]) >= least:
            return tables
        count -= 1
    raise Conflict("not_enough_people", least=least)


def smallest_table(state) -> int | None:
    """Where a latecomer goes: the table with the fewest people, the lowest number on a tie
    (None: every table is full, they wait in the lobby)."""
    open_tables = [t.number for t in state.open_tables() if state.count(t.number) < MAX_TABLE]
    return min(open_tables, key=lambda n: (state.count(n), n)) if open_tables else None


# --- the record -------------------------------------------------------------

def complete(state, action, sender) -> dict:
    """The record for a checked action. ``form`` and ``add_table`` get their tables' codes from
    the service (``"code"`` of each table), which creates the tables before appending."""
    record = dict(action)
    record["by"] = sender
    kind = action["type"]
    if kind == "join":
        record["person"] = record["by"] = f"r{state.next_id}"
        if state.formed:
            number = smallest_table(state)
            if number is not None:
                record["table"] = number
    elif kind == "form":
        least = FIXED[state.profile]["min_people"]
        record["tables"] = [{"people": people}
                            for people in layout(state.people, action.get("tables", state.wanted), least)]
    elif kind == "add_table":
        record["people"] = state.lobby()[:MAX_TABLE]
    elif kind in ("move", "kick"):
        record["from"] = state.table_of(action["person"])
    elif kind == "delete_table":
        record["people"] = [p for p, n in state.places().items() if n == action["table"]]
    return record


# --- the fold ---------------------------------------------------------------

def _create(s, r):
    s.name, s.profile, s.wanted = r["name"], r["profile"], r["tables"]
    s.options = dict(r["options"])
    s.names = {ORGANIZER: r["organizer_name"]}


def _join(s, r):
    s.people.append(r["person"])
    s.names[r["person"]] = r["name"]
    s.next_id += 1
    if "table" in r:
        s.assigned[r["person"]] = r["table"]


def _add(s, code, people):
    number = len(s.tables) + 1
    s.tables.append(RoomTable(number, code))
    for person in people:
        s.assigned[person] = number


def _form(s, r):
    s.formed = True
    for table in r["tables"]:
        _add(s, table["code"], table["people"])


def _add_table(s, r):
    _add(s, r["code"], r["people"])


def _seated(s, r):
    """The table seated them: (room person -> the table's person id)."""
    table = s.tables[r["table"] - 1]
    for person, player in r["seats"].items():
        if s.assigned.get(person) == r["table"]:
            del s.assigned[person]
        table.seats[person] = player


def _move(s, r):
    person = r["person"]
    s.assigned.pop(person, None)
    for table in s.tables:
        table.seats.pop(person, None)
    s.assigned[person] = r["table"]


def _left(s, r):
    """Their table's own host removed them (a ``kick`` at the table): in the lobby again, to be seated
    elsewhere by the organizer."""
    table = s.tables[r["table"] - 1]
    for person in r["people"]:
        table.seats.pop(person, None)


def left_records(state, live: dict) -> list:
    """The ``left`` records for the people seated at a table that no longer seats them (``live``:
    table number -> ``room_view.summary``, its ``players``); none while a table's summary is unknown."""
    records = []
    for table in state.open_tables():
        summary = live.get(table.number)
        if summary is None:
            continue
        gone = [person for person, player in table.seats.items() if player not in summary["players"]]
        if gone:
            records.append({"type": "left", "table": table.number, "people": gone, "by": None})
    return records


def _kick(s, r):
    """Removed from the room (their table removed them first, between two of its deals)."""
    person = r["person"]
    s.people.remove(person)
    s.assigned.pop(person, None)
    for table in s.tables:
        table.seats.pop(person, None)


def _delete_table(s, r):
    """Deleted from the room: its people in the room's lobby again; the table keeps its games."""
    table = s.tables[r["table"] - 1]
    table.deleted = True
    table.seats = {}
    s.assigned = {p: n for p, n in s.assigned.items() if n != r["table"]}


def _rename(s, r):
    s.tables[r["table"] - 1].name = r["name"]


def _handed(s, r):
    """The seat's token made from its person's room token was given to it (``GET …/seat``): from now
    on the room never takes that seat back from a token its table's host re-issued."""
    s.handed.add((r["table"], r["player"]))


def _propose(s, r):
    """A newer proposal for the same table's same deal replaces the older."""
    s.proposals = [p for p in s.proposals
                   if (p["table"], p["game"], p["deal"]) != (r["table"], r["game"], r["deal"])]
    s.proposals.append({"table": r["table"], "rule": r["rule"], "game": r["game"], "deal": r["deal"]})


_APPLY = {"create": _create, "join": _join, "form": _form, "add_table": _add_table, "seated": _seated,
          "move": _move, "propose": _propose, "left": _left, "kick": _kick, "delete_table": _delete_table,
          "rename": _rename, "handed": _handed}


def apply(state, record) -> RoomState:
    _APPLY[record["type"]](state, record)
    state.version += 1
    if record["type"] != "handed":
        state.shown = state.version
    return state


def replay(records) -> RoomState:
    return reduce(apply, records, new_room())
