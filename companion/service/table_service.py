"""The table service: every change and read of a table, whatever the transport. No HTTP here.

Built with its ports (``ports``), it owns the order of an action's checks
(``submit``'s docstring, the one place it is written) and the one path of a
change: checked, appended to the log, and only then applied and published,
so a failed append changes nothing. A change is rendered under the table's
lock and handed to the sockets after it is released: no socket holds a
table. With a shared log it catches up first (docs/architecture.md,
"Several processes").
"""
from __future__ import annotations

import logging
import secrets
from dataclasses import dataclass
from typing import Callable, NamedTuple, Union

from companion import rules
from companion.admission.policy import Admission
from companion.rules import errors
from companion.service.audience import Subscriber
from companion.service.bodies import parse_action
from companion.service.cache import TableCache
from companion.service.codes import Session, new_code, new_token, normalise_code, unknown_token
from companion.service.log import LogPages, Page, TableLog
from companion.service.ports import Alone, Connect, Remote
from companion.service.presence import PRESENCE_DELAY, SOCKETS_PER_SEAT, SPECTATORS_PER_TABLE, Presence
from companion.service.retention import Retention
from companion.service.snapshots import Frames, dumps
from companion.service.table import Table
from companion.storage.interface import CodeTaken, LogStore

log = logging.getLogger(__name__)

RECORDS_PER_DEAL = 2000  # log records in one deal (or a game's lobby), undos included; then 409 too_many_records
LARGEST_LOG_PAGE = 500  # records in one ``GET …/log`` answer, at most

Credentials = Union[str, None, Session]  # a bearer token (None: none sent), or a socket's session


@dataclass(frozen=True)
class Receipt:
    """The answer to one action: the render that holds it, for the sender; nothing is encoded twice."""

    frames: Frames
    sender: str
    applied: bool  # False: an action_id already applied (a retry: nothing changed, nothing published)
    snapshot: dict | None = None  # the sender's snapshot as data, when asked for (``act``)

    @property
    def version(self) -> int:
        return self.frames.version

    @property
    def body(self) -> bytes:
        """The sender's snapshot as JSON (the HTTP answer)."""
        return self.frames.state(self.sender)


class Rendered(NamedTuple):
    """A viewer's snapshot as JSON, from the table's current render, and its strong ETag value."""

    body: bytes
    tag: str


class TableService:
    """The tables of one server process, over a log store and a broadcaster."""

    def __init__(self, log_store: LogStore, connect: Connect = Alone, *, max_tables: int = 5000,
                 randbelow: Callable[[int], int] = secrets.randbelow, admission: Admission | None = None,
                 records_per_deal: int = RECORDS_PER_DEAL, largest_log_page: int = LARGEST_LOG_PAGE,
                 spectators_per_table: int = SPECTATORS_PER_TABLE, sockets_per_seat: int = SOCKETS_PER_SEAT,
                 presence_delay: float = PRESENCE_DELAY, schedule: Callable[[float, Callable], None] | None = None):
        self.randbelow = randbelow
        self.records_per_deal = records_per_deal  # log records one deal (or the lobby) may hold
        self.largest_log_page = largest_log_page  # records in one ``GET …/log`` answer, at most
        self.admission = admission  # counts a seat's actions (None: no limit)
        self.cache = TableCache(lambda t: self.table_log.load(t), lambda t: self.table_log.refresh(t), max_tables)
        self.pages = LogPages()  # the log's answers kept per table version
        self.broadcaster = connect(self.heard)  # heard from once started, below
        self.shared = log_store.shared or self.broadcaster.shared  # catch up before checking or answering
        self.table_log = TableLog(log_store, self.shared)
        self.presence = Presence(self.broadcaster, spectators_per_table, sockets_per_seat, presence_delay, schedule)
        self.retention = Retention(self.cache, log_store, self.presence, self.pages,  # deleting, pruning
                                   self.broadcaster, self.authenticate)
        self.broadcaster.start()  # ``heard`` reads everything above: not one note before it is made

    def close(self) -> None:
        """Stop the broadcaster's background work (a stopping worker withdraws its presence)."""
        self.broadcaster.close()

    def open_tables(self) -> int:
        return self.cache.open_tables()

    def sockets(self) -> int:
        return self.cache.sockets()

    def _commit(self, table: Table, record: dict, action_id: str | None,
                person: tuple[str, str] | None = None) -> Frames:
        """Append, then apply, then render; the caller publishes the frames once it released the lock."""
        self.table_log.append(table, record, action_id, person)
        return table.handed(self.presence.connected(table))

    def _publish(self, table: Table, frames: Frames) -> None:
        table.audience.offer(frames)
        self.broadcaster.announce(table.code, frames.version)

    def _person(self, table: Table, token: str | None, required: bool = False) -> str | None:
        """``Table.person``; when shared, a token not known here is looked for in the log first
        (seated through another process a moment ago?)."""
        if token is not None and self.shared and table.holder(token) is None:
            self.table_log.catch_up(table)
            self.table_log.reseat(table)
        return table.person(token, required)

    # -- changing -----------------------------------------------------------------

    def submit(self, code: str, credentials: Credentials, body, view: bool = False) -> Receipt:
        """One action, whatever the transport; the order of its checks, written here once:

        1. 404 ``unknown_table``: no table has this code;
        2. 401 ``missing_token`` / ``unknown_token``: no token, a token nobody
           seated holds, or (a socket) not the session's person any more;
        3. 429 ``too_many_actions``: this seat's actions per window;
        4. 400: the body (``parse_action``: JSON object, ``expected_version``,
           ``action_id``, then the action's own fields, ``rules.parse``);
        5. with several processes: the table held across them, caught up,
           and 401 again if the token was re-issued through another process;
        6. an ``action_id`` already applied: the current state, nothing applied;
        7. the core's own order (``rules.check``: 403, 409 ``stale_version``
           with the sender's state, 409);
        8. 409 ``too_many_withdrawals``: this seat's own withdraws in this deal
           (``Table.limit_churn``);
        9. 409 ``too_many_records``: the deal's (or lobby's) records limit, its
           last records kept for a judgement, an undo, a kick (``Table.make_room``);
        10. appended to the log (409 ``stale_version`` if another process took
            the seq), applied, published.

        ``view``: the receipt also carries the sender's snapshot as data.
        """
        token = credentials.token if isinstance(credentials, Session) else credentials
        with self.cache.held(code) as table:
            sender = self._person(table, token, required=True)
            if isinstance(credentials, Session) and (sender != credentials.person
                                                     or normalise_code(credentials.code) != table.code):
                raise unknown_token()
            if self.admission is not None:  # per seat: a new token is no new window
                self.admission.take("action", f"{table.code}/{sender}")
            action, expected, action_id = parse_action(body)
            with self.table_log.writing(table, token) as holder:
                if self.shared and holder != sender:
                    self.table_log.reseat(table)  # the host re-issued this seat's token through another process
                    raise unknown_token()
                if table.seen(action_id):
                    frames, applied = table.frames(self.presence.connected(table)), False
                else:
                    frames, applied = self._apply(table, action, sender, expected, action_id), True
            snapshot = table.view(sender, self.presence.connected(table)) if view else None
        if applied:
            self._publish(table, frames)
        return Receipt(frames, sender, applied, snapshot)

    def _apply(self, table: Table, action: dict, sender: str, expected: int | None, action_id: str | None) -> Frames:
        try:
            table.check(action, sender, expected, self.records_per_deal)
        except errors.StaleVersion as exc:
            exc.state = table.view(sender, self.presence.connected(table))
            raise
        record = rules.complete(table.state, action, sender, self.randbelow)
        return self._commit(table, record, action_id)

    def act(self, code: str, credentials: Credentials, body) -> dict:
        """``submit``, answering the sender's new snapshot as data (scripts, tests)."""
        return self.submit(code, credentials, body, view=True).snapshot

    def create(self, profile, options, host_name, organizer=False, token=None) -> tuple[str, str, str]:
        """A new table: (code, host player id, host token); ``organizer``: a room's (``create_record``)."""
        record = rules.create_record(profile, options, host_name, organizer)
        state = rules.apply(rules.new_state(), record)
        token = token or new_token()
        for _ in range(20):
            code = new_code()
            try:
                table_id = self.table_log.store.create_table(code, record, state.host, token)
            except CodeTaken:
                continue  # draw again
            break
        else:  # pragma: no cover - 23**6 codes
            raise RuntimeError("could not draw a free table code")
        table = Table(code)
        table.created(table_id, state, token)
        self.cache.add(table)
        return code, state.host, token

    def join(self, code: str, name, token: str | None) -> tuple[str, str]:
        """Seat a new person (or give back the seat the token already holds, under the same name);
        the core's checks, then 409 ``too_many_records`` (``Table.make_room``)."""
        with self.cache.held(code) as table, self.table_log.writing(table):
            if token is not None:
                person = table.seats.holder(token)
                if person is None and self.shared:
                    person = self.table_log.store.person_of(table.table_id, token)
                if (person is not None and person in rules.person_ids(table.state) and isinstance(name, str)
                        and rules.same_name(table.state.names[person], name)):
                    return person, token
            action = rules.parse({"type": "join", "name": name})
            rules.check(table.state, action, None)
            table.make_room(action, self.records_per_deal)  # room kept for the host to kick everyone
            record = rules.complete(table.state, action, None, self.randbelow)
            person, new = record["player"], new_token()
            frames = self._commit(table, record, None, person=(person, new))
        self._publish(table, frames)
        return person, new

    def reissue(self, code: str, token: str | None, person) -> tuple[str, str]:
        """The host draws a new token for a seat (a phone lost it); returns (person, new token).

        The old token stops working at once, for requests and new sockets;
        its open sockets are closed, here and on every other process. Not an
        action: the version and the log stay as they were. Checks: 404, 401,
        400 ``unknown_player``, 403 ``host_only``.
        """
        with self.cache.held(code, fresh=True) as table:
            sender = self._person(table, token, required=True)
            if not isinstance(person, str) or person not in rules.person_ids(table.state):
                raise errors.BadInput("unknown_player")
            if sender not in (table.state.host, table.state.organizer):  # a room's organizer hosts it too
                raise errors.Forbidden("host_only")
            self.table_log.replace_token(table, person, new := new_token())
        self.broadcaster.people_changed(table.code)
        return person, new

    def assign(self, code: str, person: str, token: str) -> None:
        """A seat a room placed someone at gets the token made from their room token, unless it has it."""
        with self.cache.held(code, fresh=True) as table:
            self.table_log.assign(table, person, token)

    # -- reading ------------------------------------------------------------------

    def authenticate(self, code: str, token: str | None, required: bool = False) -> str | None:
        """The person a token names (None: a spectator); 404 then 401, as for any request."""
        with self.cache.held(code) as table:
            return self._person(table, token, required)

    def seated(self, code: str, token: str | None) -> bool:
        """Does ``token`` hold a seat at ``code`` in a table this process holds now? Never loads
        or reads anything, nor takes the table's lock (one dict lookup: admission asks it of every
        request with a token, before the request's own turn at the lock)."""
        table = self.cache.cached(code) if token else None
        return table is not None and table.loaded and table.holder(token) is not None

    def session(self, code: str, token: str | None) -> Session:
        """``authenticate`` kept for later: a socket's (table, person), checked again by every action."""
        with self.cache.held(code) as table:
            return Session(table.code, token, self._person(table, token))

    def snapshot(self, code: str, token: str | None) -> dict:
        with self.cache.held(code, fresh=True) as table:
            return table.view(self._person(table, token), self.presence.connected(table))

    def rendered(self, code: str, token: str | None) -> Rendered:
        """The viewer's snapshot as JSON and its tag, from the current render: nothing rendered or
        encoded again while the table and who is connected stay the same."""
        with self.cache.held(code, fresh=True) as table:
            viewer = self._person(table, token)
            frames = table.frames(self.presence.connected(table))
            return Rendered(frames.state(viewer), frames.tag(viewer))

    def log(self, code: str, token: str | None) -> list[dict]:
        """Every record of the table as ``token``'s holder may see it (``companion export``)."""
        return self.log_page(code, token, 0, None)[0]

    def log_page(self, code: str, token: str | None, after: int = 0,
                 limit: int | None = None) -> tuple[list[dict], int | None]:
        """The records with seq > ``after``, at most ``limit``; and the ``after`` of the next page (None: no more)."""
        with self.cache.held(code, fresh=True) as table:
            viewer = self._person(table, token)
            return table.log_items(self.table_log.store.load_actions(table.table_id, after, limit), viewer, after)

    def log_answer(self, code: str, token: str | None, after: int = 0, limit: int | None = None) -> tuple[Page, bool]:
        """``log_page`` as the JSON answer of ``GET …/log``, kept per table version (the same records and rights
        again cost a lookup), and whether it was read from the database now (its cost: ``admission/policy``)."""
        with self.cache.held(code, fresh=True) as table:
            viewer = self._person(table, token)
            key = table.page_key(viewer, after, limit)
            page = self.pages.get(key)
            if page is not None:
                return page, False
            items, next_after = table.log_items(self.table_log.store.load_actions(table.table_id, after, limit),
                                                viewer, after)
            return self.pages.keep(key, Page(dumps({"actions": items, "next_after": next_after}), len(items))), True

    # -- sockets ------------------------------------------------------------------

    def subscribe(self, code: str, sub: Subscriber) -> None:
        """Add a socket and offer it the current state (a 429 ``too_many_sockets`` for a spectator too many).

        A person's first socket changes who is connected: the others hear it
        within ``presence_delay``, coalesced with any other arrivals.
        """
        with self.cache.held(code, fresh=True) as table:
            frames = self.presence.add(table, sub)
        sub.offer(frames)

    def unsubscribe(self, code: str, sub: Subscriber) -> None:
        table = self.cache.peek(code)
        if table is not None:
            with table.lock:
                self.presence.remove(table, sub)

    def resend(self, code: str, sub: Subscriber) -> None:
        """The current state to one socket again (a phone's hello), even if it had it."""
        with self.cache.held(code, fresh=True) as table:
            frames = table.frames(self.presence.connected(table))
        sub.offer(frames, again=True)

    # -- what other processes did (the broadcaster's handler) ------------------------

    def heard(self, note: Remote) -> None:
        """News from another process, as the broadcaster made it a ``Remote``."""
        if note.kind == "deleted":
            return self.retention.gone(note.code)
        if note.kind == "reconnected":
            self.retention.recheck()  # a table deleted meanwhile is let go of
            for table in self.cache.watched():
                try:
                    self._heard_version(table.code, None)
                except Exception:  # noqa: BLE001 - the database may be down too; hello catches up
                    log.exception("could not catch table %s up", table.code)
            return
        table = self.cache.peek(note.code)
        if table is None or not table.audience.subscribers:
            return  # nobody watching here; reads catch up by themselves
        if note.kind == "version":
            self._heard_version(note.code, note.version)
        elif note.kind == "people":
            self._heard_people(note.code)
        elif note.kind == "presence":
            with table.lock:
                if table.loaded:
                    self.presence.soon(table)

    def _heard_version(self, code: str, version: int | None) -> None:
        """Another process changed the table (``version``; None: perhaps, notes were lost):
        catch up from the log and hand this process's sockets the new state."""
        with self.cache.held(code) as table:
            if version is not None and table.audience.published >= version:
                return  # this process's sockets had it already
            self.table_log.catch_up(table)  # (a read here may have caught up already: the sockets still need it)
            if table.audience.published >= table.state.version:
                return
            frames = table.handed(self.presence.connected(table))
        table.audience.offer(frames)

    def _heard_people(self, code: str) -> None:
        """A seat's token was re-issued through another process: read the seats again, and close
        this process's sockets whose token no longer holds one."""
        table = self.cache.cached(code)
        if table is None:
            return
        with table.lock:
            self.table_log.reseat(table)
            for sub in table.audience.subscribers:
                if sub.token is not None and not table.holds_a_seat(sub.token):
                    sub.close()
