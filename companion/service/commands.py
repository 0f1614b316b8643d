"""What changes a table: create, join, an action (``submit``), a seat's new token (``reissue``).

One path for every change, so every rule about durability lives here once:
a change is checked against the table's state, appended to the log in one
transaction, and only then applied and published (``Table.commit``); if the
append fails, nothing changed. The table's lock serialises its changes (two
phones tapping at once get one version each; ``expected_version`` then
refuses the loser). A change is rendered under that lock and handed to the
sockets after it is released, so no socket, however slow, holds the table.
"""
from __future__ import annotations

import secrets
from dataclasses import dataclass
from typing import Callable, Union

import peewee as pw

from companion import rules
from companion.rules import errors
from companion.service.cache import TableCache
from companion.service.codes import Session, new_code, new_token, normalise_code, unknown_token
from companion.service.presence import Presence
from companion.service.rates import Window, take_or_refuse
from companion.service.snapshots import Frames
from companion.service.table import Table
from companion.storage import store

MAX_ACTION_ID = 200

Credentials = Union[str, None, Session]  # a bearer token (None: none sent), or a socket's session


@dataclass(frozen=True)
class Receipt:
    """The answer to one action: the render that holds it, for the sender; nothing is encoded twice."""

    frames: Frames
    sender: str
    applied: bool  # False: an action_id already applied (a retry: nothing changed, nothing published)
    snapshot: dict | None = None  # the sender's snapshot as data, when asked for (``Tables.act``)

    @property
    def version(self) -> int:
        return self.frames.version

    @property
    def body(self) -> bytes:
        """The sender's snapshot as JSON (the HTTP answer)."""
        return self.frames.state(self.sender)


def valid_action_id(value) -> bool:
    """1 to 200 characters of visible text (``rules.is_text``, the rule of every id): no control
    character, NUL, lone surrogate, format or invisible character."""
    return isinstance(value, str) and 0 < len(value) <= MAX_ACTION_ID and rules.is_text(value)


def parse_action(body) -> tuple[dict, int | None, str | None]:
    """An action's body: (the action, its ``expected_version``, its ``action_id``), or 400."""
    if not isinstance(body, dict):
        raise errors.BadInput("bad_json", "The action must be a JSON object.")
    body = dict(body)
    expected = body.pop("expected_version", None)
    action_id = body.pop("action_id", None)
    if expected is not None and (type(expected) is not int or expected < 0):
        raise errors.BadInput("bad_expected_version", "expected_version must be a whole number of at least 0.")
    if action_id is not None and not valid_action_id(action_id):
        raise errors.BadInput("bad_action_id",  # never echoed: it may be anything
                              f"action_id must be a string of 1 to {MAX_ACTION_ID} visible characters.")
    if body.get("type") == "join":  # joining has its own endpoint (it mints a token)
        raise errors.BadInput("unknown_action", "Unknown action type.")
    return rules.parse(body), expected, action_id


class Commands:
    def __init__(self, cache: TableCache, hub, presence: Presence,
                 randbelow: Callable[[int], int] = secrets.randbelow, records_per_deal: int = 2000,
                 action_limit: Window | None = None):
        self.cache = cache
        self.hub = hub
        self.presence = presence
        self.randbelow = randbelow
        self.records_per_deal = records_per_deal  # log records one deal (or the lobby) may hold
        self.action_limit = action_limit  # actions per seat per window (None: no limit)

    def submit(self, code: str, credentials: Credentials, body, view: bool = False) -> Receipt:
        """One action, whatever the transport, in API.md's order of checks:

        404 unknown table, 401 no or unknown token (or not the session's
        person any more), 429 too many actions from this seat, 400 the body,
        then the core's own order (400, 403, 409 ``stale_version`` with the
        sender's state, 409). One lookup and one lock; with several processes
        the table is also held across them from the body's check on.
        ``view``: the receipt also carries the sender's snapshot as data.
        """
        token = credentials.token if isinstance(credentials, Session) else credentials
        with self.cache.held(code) as table:
            sender = table.person(token, required=True)
            if isinstance(credentials, Session) and (sender != credentials.person
                                                     or normalise_code(credentials.code) != table.code):
                raise unknown_token()
            take_or_refuse(self.action_limit, f"{table.code}/{sender}", "too_many_actions",
                           "Too many actions from this seat")  # per seat: a new token is no new window
            action, expected, action_id = parse_action(body)
            with table.writing(token) as holder:
                if table.shared and holder != sender:
                    table.reload_seats()  # the host re-issued this seat's token through another process
                    raise unknown_token()
                connected = self.hub.connected(table.code)
                if table.seen(action_id):
                    frames, applied = table.frames(connected), False
                else:
                    frames, applied = self._apply(table, action, sender, expected, action_id, connected), True
            snapshot = table.view(sender, connected) if view else None
        if applied:
            self._publish(table, frames)
        return Receipt(frames, sender, applied, snapshot)

    def _apply(self, table: Table, action: dict, sender: str, expected: int | None, action_id: str | None,
               connected: frozenset) -> Frames:
        try:
            rules.check(table.state, action, sender, expected)
        except errors.StaleVersion as exc:
            exc.state = table.view(sender, connected)
            raise
        table.make_room(action, self.records_per_deal)
        record = rules.complete(table.state, action, sender, self.randbelow)
        return table.commit(record, action_id, connected)

    def _publish(self, table: Table, frames: Frames) -> None:
        self.hub.publish(table.code, frames)
        self.hub.announce(table.code, frames.version)

    def create(self, profile, options, host_name) -> tuple[str, str, str]:
        """A new table; returns (code, host player id, host token)."""
        record = rules.create_record(profile, options, host_name)
        state = rules.apply(rules.new_state(), record)
        token = new_token()
        for _ in range(20):
            code = new_code()
            try:
                table_id = store.create_table(code, record, state.host, token)
            except pw.IntegrityError:
                continue  # code taken: draw again
            break
        else:  # pragma: no cover - 23**6 codes
            raise RuntimeError("could not draw a free table code")
        self.cache.add(Table.created(code, table_id, state, token, self.cache.shared))
        return code, state.host, token

    def join(self, code: str, name, token: str | None) -> tuple[str, str]:
        """Seat a new person (or give back the seat the token already holds, under the same name)."""
        with self.cache.held(code) as table, table.writing():
            if token is not None:
                person = table.seats.holder(token)
                if person is None and table.shared:
                    person = store.person_of(table.table_id, token)
                if (person is not None and person in rules.person_ids(table.state) and isinstance(name, str)
                        and rules.same_name(table.state.names[person], name)):
                    return person, token
            action = rules.parse({"type": "join", "name": name})
            rules.check(table.state, action, None)
            record = rules.complete(table.state, action, None, self.randbelow)
            person, new = record["player"], new_token()
            frames = table.commit(record, None, self.hub.connected(table.code), person=(person, new))
        self._publish(table, frames)
        return person, new

    def reissue(self, code: str, token: str | None, person) -> tuple[str, str]:
        """The host draws a new token for a seat (a phone lost it); returns (person, new token).

        The old token stops working at once, for requests and new sockets;
        its open sockets are closed, here and on every other process. Not an
        action: the version and the log stay as they were. Checks in API.md's
        order: 404, 401, 400 ``unknown_player``, 403 ``host_only``.
        """
        with self.cache.held(code, fresh=True) as table:
            sender = table.person(token, required=True)
            if not isinstance(person, str) or person not in rules.person_ids(table.state):
                raise errors.BadInput("unknown_player", "Nobody with this id is seated at this table.")
            if sender != table.state.host:
                raise errors.Forbidden("host_only", "Only the host can do that.")
            new = table.reissue(person)
            self.presence.close_seat(table, person)
        self.hub.people_changed(table.code)
        return person, new
