"""A room of 64 phones behind one address, through the real nginx, at the default limits.

RULES.md, "A room of tables": one code for the room, the tables formed from who joined. A school's
hosted server sees one address for every phone: here Debian's nginx (deploy/nginx.conf, its limits per client address sized for a class) in front of
a real ``companion serve`` with ``COMPANION_PROXIES=1`` and none of the tests' generous limits, so
every phone, connecting from ``127.0.0.1``, reaches the server as that one client, as in
tests/e2e/test_a_class_behind_the_proxy.py for tables made by hand.

The organizer opens the room on the start page. Each of 64 phones does what ``/r/<code>`` does on a
first visit: its page and the app shell, the room, the join, the room's socket with its token. The
organizer forms 8 tables (8 at each); each phone hears on the room's socket where it sits, asks for
its seat (``GET …/seat``), opens its table's page and its seat's socket. Every table then plays: the
organizer, host of every table, starts it, its dealer seals and plays the starter, and its players
attempt and are judged. Rooms over HTTPS/WSS and HTTP/WS alternate by phone. Nothing is refused
(never a 429, never a refusal frame), and every phone sits at its table and sees its last state.
No timings.
"""
from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

import pytest

from tests.e2e.test_a_class_behind_the_proxy import SCHOOL, classmate, fetched, quiet_school, visit  # noqa: F401 (quiet_school: a fixture)
from tests.phones import Phone
from tests.rooms import RoomDriver

pytestmark = pytest.mark.e2e

PEOPLE, TABLES, TURNS = 64, 8, 2


def room_frame(phone: Phone, until) -> dict:
    """The room's frames on this phone's room socket until one satisfies ``until``: that room."""
    for _ in range(200):
        message = phone.receive()
        assert message["type"] == "room", message
        if until(message["room"]):
            return message["room"]
    raise AssertionError("the room's socket never said so")


def arrive(proxy, room: RoomDriver, number: int, made: list) -> Phone:
    """One phone: the room's page on a first visit, the join, the room's socket."""
    phone = classmate(proxy, "https" if number % 2 else "http", made)
    visit(phone, f"/r/{room.code}")
    fetched(phone, room.path)
    status, joined = phone.post(f"{room.path}/join", {"name": f"Pupil {number + 1}"})
    assert status == 201, joined
    phone.code, phone.token, phone.room, phone.pid = room.code, joined["token"], True, joined["person_id"]
    first = room_frame(phone.connect(), lambda r: True)
    assert first["me"] == phone.pid and first["formed"] is False
    return phone


def seated(phone: Phone) -> Phone:
    """The phone hears its table on the room's socket, asks for its seat, and goes there."""
    room_frame(phone, lambda r: r["mine"] is not None and r["mine"]["player"] is not None)
    status, seat = phone.get(f"/api/rooms/{phone.code}/seat")
    assert status == 200 and seat["code"] and seat["token"], seat
    phone.ws.close()
    phone.code, phone.token, phone.room, phone.pid = seat["code"], seat["token"], False, seat["player_id"]
    fetched(phone, f"/t/{seat['code']}")
    assert phone.connect().read_until()["me"] == seat["player_id"]
    return phone


def play(host: Phone, code: str, phones: dict[str, Phone]) -> dict:
    """The organizer starts the table as its host (on a connection of its own: the organizer's screen
    taps several tables at once); its dealer seals and plays the starter; a few turns."""

    def everyone_sees(state: dict) -> dict:
        for phone in phones.values():
            phone.read_until(state["version"])
        return state

    status, state = host.post(f"/api/tables/{code}/actions", {"type": "start", "first_dealer": sorted(phones)[0]})
    assert status == 200, state
    everyone_sees(state)
    dealer = phones[state["dealer"]]
    everyone_sees(dealer.act({"type": "seal_rule", "text": "red after black"}, f"{code}-seal"))
    state = everyone_sees(dealer.act({"type": "starter", "cards": 1, "rank": 3}, f"{code}-starter"))
    for turn in range(TURNS):
        everyone_sees(phones[state["turn"]].act({"type": "attempt", "cards": 1}, f"{code}-attempt-{turn}"))
        state = everyone_sees(dealer.act({"type": "judge", "verdict": "wrong"}, f"{code}-judge-{turn}"))
    return state


def test_a_room_of_64_phones_behind_one_address_through_the_proxy_joins_is_seated_and_plays_with_no_refusal(quiet_school):
    server, proxy = quiet_school
    made: list[Phone] = []
    try:
        organizer = classmate(proxy, "https", made)
        visit(organizer, "/")
        room = RoomDriver(organizer.http)  # the organizer's phone opens the room (RoomDriver asserts its 201)
        with ThreadPoolExecutor(16) as pool:  # a class arriving at once
            phones = list(pool.map(lambda n: arrive(proxy, room, n, made), range(PEOPLE)))
            room.act({"type": "form", "tables": TABLES})  # 8 of 8, as the issue puts the class
            phones = list(pool.map(seated, phones))
            tables: dict[str, dict[str, Phone]] = {}
            for phone in phones:
                tables.setdefault(phone.code, {})[phone.pid] = phone
            assert len(tables) == TABLES and {len(seats) for seats in tables.values()} == {PEOPLE // TABLES}
            hosts = {table["code"]: table["token"] for table in room.seat("r0")["tables"]}
            at = {code: classmate(proxy, "https", made) for code in tables}  # the organizer's, at each table
            for code, host in at.items():
                host.code, host.token = code, hosts[code]
            finals = dict(zip(tables, pool.map(lambda code: play(at[code], code, tables[code]), tables)))
        assert {status for phone in [organizer, *at.values(), *phones] for status in phone.answers} <= {200, 201}  # never a 429
        for code, seats in tables.items():
            for pid, phone in seats.items():
                assert {state["me"] for state in phone.states} == {pid}
                assert phone.states[-1]["version"] == finals[code]["version"]
    finally:
        for phone in made:
            phone.close()
