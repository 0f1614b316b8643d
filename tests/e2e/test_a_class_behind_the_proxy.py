"""Fair to a class, closed to an abuser: 72 phones behind one address, through the real nginx, at the default limits.

A school's hosted server as deploy/ runs it: Debian's nginx (deploy/nginx.conf,
``tests.servers.ProxyServer``: its own limits per client address, sized for a
class) in front of a real ``companion serve`` with ``COMPANION_PROXIES=1`` and
none of the tests' generous limits (``ServerProcess(default_limits=True)``).
nginx puts the address of the connection it accepted into ``X-Forwarded-For``
(it drops whatever a client sent), so every phone here, connecting from ``127.0.0.1``, reaches the server
as one client, ``127.0.0.1``; behind a trusted proxy that address is counted
like any other (``admission.keys.client_exempt``): the school's one NAT address.

Each of 9 tables' 8 phones does what the app does on a first visit: its page
and the app shell the service worker keeps, the lobby's socket without a
seat, the join, then its seat's socket (the host: the start page, the new
table, its page and its QR code). Tables over HTTPS/WSS and over HTTP/WS
alternate. The tables then play a little, attempts on the player's socket and
judgements as the dealer's POSTs. Nothing anywhere is refused, by nginx or the companion, and every
phone sees every state from its seat's first to the last. Then the same
address meets its limits as one client: while its 72 seats' sockets stay
open it may hold ``sockets_per_address`` sockets without a seat, not one
more, and a phone guessing table codes is refused after the default
``limit_unknown``. No timings.
"""
from __future__ import annotations

import json
import re
import time
from concurrent.futures import ThreadPoolExecutor

import pytest

from companion.config import Config
from companion.service.presence import SPECTATORS_PER_TABLE
from tests.e2e.test_behind_the_proxy import guess, phone_through
from tests.phones import NAMES, Game, Phone
from tests.servers import ProxyServer
from tests.support import Http, ServerProcess

pytestmark = pytest.mark.e2e

SCHOOL = "127.0.0.1"  # every phone's source address: nginx forwards it, the server counts it
TABLES, PEOPLE, ROUNDS = 9, 8, 4


@pytest.fixture(scope="module")
def school(tmp_path_factory):
    server = ServerProcess(str(tmp_path_factory.mktemp("class") / "class.sqlite3"), default_limits=True,
                           env={"COMPANION_PROXIES": "1"}).start()
    proxy = ProxyServer(server.port).start()
    yield server, proxy
    proxy.stop()
    server.discard()


@pytest.fixture
def quiet_school(tmp_path):
    """The same school's server and nginx, fresh: nothing opened before."""
    server = ServerProcess(str(tmp_path / "quiet.sqlite3"), default_limits=True, env={"COMPANION_PROXIES": "1"}).start()
    proxy = ProxyServer(server.port).start()
    yield server, proxy
    proxy.stop()
    server.discard()


def classmate(proxy: ProxyServer, scheme: str, made: list) -> Phone:
    """One phone of the class: its own keep-alive connection to nginx from the school's address, and its
    socket (``answers``: every HTTP status it was given; ``states``: each state pushed)."""
    tls = proxy.tls_context() if scheme == "https" else None
    phone = Phone(proxy.https_port if tls else proxy.http_port, source=SCHOOL, tls=tls,
                  server_name="localhost" if tls else None)
    made.append(phone)  # closed at the end, whatever happens
    return phone


def fetched(phone: Phone, path: str):
    status, body = phone.get(path)
    assert status == 200, (path, status, body)
    return body


def visit(phone: Phone, page: str) -> None:
    """The page, and the app shell (sw.js names it): what its service worker stores on a first visit."""
    fetched(phone, page)
    shell, more = re.search(rb"const SHELL = (\[.*?\])\.concat\((\[.*?\])\)", fetched(phone, "/sw.js")).groups()
    for url in json.loads(shell) + json.loads(more):
        fetched(phone, url)


def open_socket(phone: Phone, code: str, token: str | None = None) -> dict:
    """This phone's socket (a seat's with ``token``); its first state."""
    phone.code, phone.token = code, token
    return phone.connect().read_until()


def an_evening_at(proxy: ProxyServer, number: int, made: list) -> tuple[Game, list[Phone]]:
    """One table: its host makes it, seven more phones arrive and join, and they play a few turns."""
    scheme = "https" if number % 2 else "http"
    host = classmate(proxy, scheme, made)
    visit(host, "/")
    game = Game(host.http, "howell", people=1)  # the host's phone makes the table (Game asserts its 201)
    host.pid = game.host
    fetched(host, f"/t/{game.code}")
    fetched(host, f"{game.path}/qr.svg")  # the lobby shows the host the invite
    assert open_socket(host, game.code, game.tokens[game.host])["me"] == game.host
    phones = [host]
    for name in NAMES[1:PEOPLE]:
        phone = classmate(proxy, scheme, made)
        visit(phone, f"/t/{game.code}")
        assert open_socket(phone, game.code)["me"] is None  # the lobby, before the join: a spectator
        status, joined = phone.post(f"{game.path}/join", {"name": name})
        assert status == 201, joined
        phone.pid = joined["player_id"]
        game.tokens[phone.pid] = joined["token"]
        phone.states.clear()  # from here on, the seat's states
        assert open_socket(phone, game.code, joined["token"])["me"] == phone.pid
        phones.append(phone)
    by_pid = {phone.pid: phone for phone in phones}

    def everyone_sees(state: dict) -> dict:
        for phone in phones:
            phone.read_until(state["version"])
        return state

    everyone_sees(host.act({"type": "start", "first_dealer": game.host}, f"{game.code}-start"))
    everyone_sees(host.act({"type": "seal_rule", "text": "red after black"}, f"{game.code}-seal"))
    state = everyone_sees(host.act({"type": "starter", "cards": 1, "rank": 3}, f"{game.code}-starter"))
    for turn in range(ROUNDS):
        player = by_pid[state["turn"]]
        everyone_sees(player.act({"type": "attempt", "cards": 1}, f"{game.code}-attempt-{turn}"))
        state = everyone_sees(game.act(game.host, {"type": "judge", "verdict": "wrong"}))  # the dealer's POST: 200
    return game, phones


def assert_spectators_capped(server: ServerProcess, proxy: ProxyServer, games: list[Game], seated: int) -> None:
    """The school's address may hold ``sockets_per_address`` sockets without a seat (spread over enough
    tables to stay under each table's own cap) while its 72 seats' sockets stay open; one more is refused, 4429."""
    watcher = Http(server.port, source="127.0.0.2")  # straight to the server: another client
    deadline = time.monotonic() + 30  # a bound, not a figure: the lobby's sockets are closed by now
    while (open_now := watcher.get("/healthz")[1]["sockets"]) != seated:
        assert time.monotonic() < deadline, f"{open_now} sockets open, not the seats' {seated}"
        time.sleep(0.05)
    cap, per_table = Config().sockets_per_address, SPECTATORS_PER_TABLE
    # enough tables that each table's own cap never refuses first: the extra ones made by another client
    extra = [Game(watcher, "howell", people=1) for _ in range(max(0, -(-(cap + 1) // per_table) - len(games)))]
    codes = [game.code for game in [*games, *extra]]
    held = []
    try:
        for n in range(cap):
            held.append(phone_through(proxy, "http", code=codes[n % len(codes)], source=SCHOOL))
            assert held[-1].receive()["state"]["me"] is None
        over = phone_through(proxy, "http", code=codes[cap % len(codes)], source=SCHOOL)
        messages, code, _ = over.until_closed()
        over.close()
        refusal = messages[-1]
        assert code == 4429 and refusal["error"] == "too_many_sockets", refusal
        assert refusal["message"].startswith(f"This address already has {cap} "), refusal
    finally:
        for raw in held:
            raw.close()
        watcher.close()


def test_a_class_of_72_phones_behind_one_address_through_the_proxy_is_never_refused_and_an_abuser_is(school):
    server, proxy = school
    made: list[Phone] = []
    try:
        with ThreadPoolExecutor(TABLES) as pool:  # the tables arrive and play at once, as in a classroom
            evenings = list(pool.map(lambda number: an_evening_at(proxy, number, made), range(TABLES)))
        phones = [phone for _, table in evenings for phone in table]
        assert len(phones) == TABLES * PEOPLE == 72
        assert {status for phone in phones for status in phone.answers} <= {200, 201}  # never a 429
        for game, table in evenings:
            final = game.snap()
            assert sorted(p["id"] for p in final["people"]) == sorted(game.tokens) == sorted(p.pid for p in table)
            for phone in table:  # its seat, and every state of it in order, to the last
                seen = [state["version"] for state in phone.states]
                assert {state["me"] for state in phone.states} == {phone.pid}
                assert seen == sorted(seen) and seen[-1] == final["version"], (phone.pid, seen)
                assert set(range(seen[0], final["version"] + 1)) <= set(seen), (phone.pid, seen)
        # its sockets without a seat are capped: test_the_schools_sockets_without_a_seat_are_capped
        # and a phone guessing codes is refused after the default limit (last: then every code is refused)
        limit = Config().limit_unknown[0]
        answers = [guess(proxy, SCHOOL, forged="198.51.100.7") for _ in range(limit + 3)]
        assert answers == [404] * limit + [429] * 3
    finally:
        for phone in made:
            phone.close()


def test_the_schools_sockets_without_a_seat_are_capped(quiet_school):
    """The school's address may hold ``sockets_per_address`` sockets without a seat; one more is refused, 4429."""
    server, proxy = quiet_school
    assert_spectators_capped(server, proxy, [], seated=0)
