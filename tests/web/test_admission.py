"""Admission keyed by who is asking: an IPv6 /64 is one address, a seat is its own client, a class is many seats.

Through the real app (Flask's test client) behind a trusted proxy, as behind
Caddy: each request names its client in ``X-Forwarded-For``. No timings.
"""
from __future__ import annotations

import importlib
import itertools
import json
import re
from pathlib import Path

import pytest

from companion.admission import keys, policy
from companion.config import BY_NAME, Config
from companion.rules import errors
from companion.service import lookup
from companion.web import create_app
from tests.phones import Game
from tests.rooms import RoomDriver
from tests.support import FlaskHttp
from tests.web.conftest import OPEN_LIMITS
from tests.web.upgraded import GreenletThread, connect

DOC = Path(__file__).resolve().parents[2] / "docs" / "admission.md"
SCHOOL = "203.0.113.40"  # one NAT address for a whole class


def app_with(tmp_path, **settings):
    config = dict(OPEN_LIMITS, proxies=1, **settings)
    return create_app(Config(db=str(tmp_path / "admission.sqlite3"), public_url="http://table.test", **config))


class From(FlaskHttp):
    """Requests from the client ``address`` names (one fixed address, or a new one from an iterator each time)."""

    def __init__(self, app, address):
        super().__init__(app.test_client())
        self.address = address

    def call(self, method, path, body=None, token=None, raw=None, headers=None):
        address = self.address if isinstance(self.address, str) else next(self.address)
        return super().call(method, path, body, token, raw, headers=dict(headers or {}, **{"X-Forwarded-For": address}))


def one_64():
    """A new address inside one /64 on every call: what one home or attacker holds."""
    return (f"2001:db8:1:2:{n >> 16 & 0xffff:x}:{n & 0xffff:x}::1" for n in itertools.count(1))


def test_an_ipv6_address_counts_as_its_64():
    assert keys.address_key("2001:db8:1:2:aaaa::1") == keys.address_key("2001:db8:1:2:ffff:1::9") == "2001:db8:1:2::/64"
    assert keys.address_key("2001:db8:1:3::1") != keys.address_key("2001:db8:1:2::1")
    assert keys.address_key("::ffff:198.51.100.7") == "198.51.100.7"


def test_codes_guessed_from_one_64_are_refused_as_from_one_address(tmp_path):
    app = app_with(tmp_path, limit_unknown=(5, 60))
    rotating = From(app, one_64())
    answers = [rotating.get(f"/api/tables/{code}")[0] for code in ("ABCDEF", "BCDEFG", "CDEFGH", "DEFGHJ",
                                                                   "EFGHJK", "FGHJKM", "GHJKMN", "HJKMNP")]
    assert answers[:5] == [404] * 5 and answers[5:] == [429] * 3
    assert From(app, "2001:db8:9:9::1").get("/api/tables/ABCDEF")[0] == 404  # another /64 is another client


def test_an_unknown_code_typed_on_the_start_page_counts_once_not_as_a_table_and_a_room(tmp_path):
    app = app_with(tmp_path, limit_unknown=(3, 60))
    guesser = From(app, "198.51.100.30")
    answers = [guesser.get(f"/api/codes/{code}")[0] for code in ("ABCDEF", "BCDEFG", "CDEFGH", "DEFGHJ")]
    assert answers == [404, 404, 404, 429]  # counted twice, the third would be refused


@pytest.mark.parametrize("kind, setting", [("create", "limit_create"), ("join", "limit_join")])
def test_tables_made_and_joins_from_one_64_are_counted_once(tmp_path, kind, setting):
    app = app_with(tmp_path, **{setting: (3, 60)})
    host = Game(From(app, "198.51.100.1"), "howell", people=1)
    rotating = From(app, one_64())
    if kind == "create":
        statuses = [rotating.post("/api/tables", {"profile": "howell", "host_name": f"H{i}"})[0] for i in range(5)]
        assert statuses == [201] * 3 + [429] * 2
    else:
        statuses = [rotating.post(f"{host.path}/join", {"name": f"P{i}"})[0] for i in range(5)]
        assert statuses == [201] * 3 + [429] * 2


def test_requests_without_a_token_from_one_64_share_one_budget(tmp_path):
    app = app_with(tmp_path, budget_address=(4, 60))
    rotating = From(app, one_64())
    assert [rotating.get("/healthz")[0] for _ in range(6)] == [200] * 4 + [429] * 2


def test_the_apps_files_are_not_counted_a_flood_of_them_is_the_proxys(tmp_path):
    """A class's first visits ask for thousands of files: the app counts none of them (docs/admission.md)."""
    app = app_with(tmp_path, budget_address=(4, 60))
    client = From(app, one_64())
    assert [client.call("GET", "/static/js/dom.js")[0] for _ in range(12)] == [200] * 12
    assert [client.get("/healthz")[0] for _ in range(5)] == [200] * 4 + [429]  # its files spent none of it


def test_spectator_sockets_from_one_64_share_one_cap(tmp_path):
    app = app_with(tmp_path, sockets_per_address=2)
    admission = app.extensions["companion"].admission
    held = [admission.open_spectator_socket(f"2001:db8:1:2::{n}") for n in (1, 2)]
    with pytest.raises(Exception) as refused:
        admission.open_spectator_socket("2001:db8:1:2::3")
    assert getattr(refused.value, "code", None) == "too_many_sockets"
    admission.close_spectator_socket(held[0])
    assert admission.open_spectator_socket("2001:db8:1:2::4") is not None


def test_a_class_of_72_phones_at_9_tables_behind_one_address_joins_and_plays_with_no_refusal(tmp_path):
    """The defaults, as a school's hosted server sees a class: one NAT address for every phone."""
    app = create_app(Config(db=str(tmp_path / "class.sqlite3"), public_url="http://table.test", proxies=1))
    school = From(app, SCHOOL)
    tables = [Game(school, "howell", people=8) for _ in range(9)]  # 9 hosts and 63 joins, one address
    for game in tables:
        for pid in game.tokens:  # every phone looks, as a phone does when it opens its seat
            for _ in range(3):
                game.snap(pid)
        game.start(first_dealer=game.host)
        game.act(game.host, {"type": "seal_rule", "text": "red after black"})
        game.act(game.host, {"type": "starter", "cards": 1, "rank": 3})
        for _ in range(5):
            game.act(game.snap()["turn"], {"type": "attempt", "cards": 1})
            game.act(game.host, {"type": "judge", "verdict": "wrong"})
    assert all(len(game.tokens) == 8 for game in tables)  # no request was refused (each asserted its status)


def test_a_seat_has_its_own_budget_and_an_invented_token_is_charged_to_its_address(tmp_path):
    app = app_with(tmp_path, budget_address=(6, 60), budget_seat=(6, 60))
    school = From(app, SCHOOL)
    game = Game(school, "howell", people=1)  # the create: 1 unit of the address's 6
    for _ in range(5):  # a seat's requests are its own: the address's budget is untouched
        assert school.get(game.path, token=game.tokens[game.host])[0] == 200
    assert school.get(game.path, token=game.tokens[game.host])[0] == 200
    assert school.get(game.path, token=game.tokens[game.host])[0] == 429  # the seat's own 6 spent
    invented = [school.get(game.path, token=f"made-up-{n}")[0] for n in range(8)]
    assert invented[0] == 401 and invented[-1] == 429  # each wrong token cost the address: then it is refused


def test_a_socket_with_a_token_in_its_url_is_refused_and_its_address_pays_for_it_not_the_seat(tmp_path):
    """A socket says who it is in its first message (API.md): a token in its URL names no one, so its
    handshake is the address's to pay, and the seat the token holds spends nothing on it."""
    app = app_with(tmp_path, budget_address=(5, 60), budget_seat=(3, 60))
    app.config["SOCK_SERVER_OPTIONS"].update(thread_class=GreenletThread, ping_interval=None)
    game = Game(From(app, "198.51.100.1"), "howell", people=1)
    token = game.tokens[game.host]
    phone, frames, running, _ = connect(app, f"{game.path.replace('/api/', '/ws/')}?token={token}", token,
                                        headers={"X-Forwarded-For": SCHOOL})
    texts, code, _ = frames.until_close()
    running.join(timeout=10)
    assert json.loads(texts[0])["error"] == "token_in_url" and code == 4400
    school = From(app, SCHOOL)
    assert [school.get(game.path, token=token)[0] for _ in range(4)] == [200] * 3 + [429]  # the seat's 3, whole
    assert [school.get("/healthz")[0] for _ in range(3)] == [200] * 2 + [429]  # the socket's 3 of the address's 5


def test_a_request_with_headers_past_2_kb_costs_more_by_their_size(tmp_path):
    """An 8 KB Accept-Language costs more to parse (bench/cost.py): it is charged as such (a browser's fit)."""
    app = app_with(tmp_path, budget_address=(20, 60))
    client = From(app, "198.51.100.20")
    big = {"Accept-Language": "it;q=0.9," + ",".join(f"x-{i};q=0.1" for i in range(800))}  # about 9 KB
    statuses = [client.call("GET", "/t/ABCDEF", headers=big)[0] for _ in range(10)]
    assert statuses == [200] * 6 + [429] * 4  # 2 for the page + about 0.9 for its headers: six fit in 20
    other = From(app, "198.51.100.21")
    small = [other.call("GET", "/t/ABCDEF", headers={"Accept-Language": "it"})[0] for _ in range(11)]
    assert small == [200] * 10 + [429]  # a page's 2 units each: ten


def test_one_guesser_behind_a_school_address_does_not_lock_the_seated_phones_out(tmp_path):
    app = app_with(tmp_path, limit_unknown=(3, 60))
    school = From(app, SCHOOL)
    game = Game(school, "howell", people=4)
    assert [school.get(f"/api/tables/{code}")[0] for code in ("ABCDEF", "BCDEFG", "CDEFGH")] == [404] * 3
    assert school.get("/api/tables/DEFGHJ")[0] == 429  # the guesser, and anyone without a seat, is refused
    assert school.get(game.path)[0] == 429  # a real code without a token: 429 tells it from no code
    assert school.get(game.path, token="made-up")[0] == 429  # nor does an invented token
    assert school.get(game.path, token=game.tokens["p2"])[0] == 200  # a seated phone goes on playing
    game.start(first_dealer=game.host)


def test_one_guesser_behind_a_school_address_does_not_lock_the_room_out(tmp_path):
    """A room person's token counts as that person, as a seat's does: the room, its seats, its socket, a
    re-join, the result and the organizer's calls go on while the address is refused unknown codes."""
    app = app_with(tmp_path, limit_unknown=(3, 60))
    school = From(app, SCHOOL)
    room = RoomDriver(school, people=4)
    room.view("r0")  # the organizer's phone opens the room once made (a token is known once it was used)
    assert [school.get(f"/api/tables/{code}")[0] for code in ("ABCDEF", "BCDEFG", "CDEFGH")] == [404] * 3
    assert school.get(room.path)[0] == 429  # without a token: no telling a real code from a made-up one
    assert school.get(room.path, token="made-up")[0] == 429
    pupil = next(iter(room.tokens))
    assert room.view(pupil)["me"] == pupil and room.view("r0")
    room.act({"type": "form"})
    seat = room.seat(pupil)
    assert seat["token"] and room.table(seat["code"], seat["token"])["code"] == seat["code"]
    again = school.post(f"{room.path}/join", {"name": room.names[pupil]}, token=room.tokens[pupil])
    assert again[0] == 201 and again[1]["person_id"] == pupil
    assert school.get(f"{room.path}/result", token=room.tokens[pupil])[0] == 200
    ext = app.extensions["companion"]  # the room's socket asks the same before it is admitted
    assert lookup.holder(ext.rooms, room.code, room.tokens[pupil]) is not None
    assert lookup.holder(ext.rooms, room.code, "made-up") is None
    with pytest.raises(errors.TooManyRequests):
        ext.admission.refuse_unknown_codes(SCHOOL)


def test_room_joins_are_counted_per_address_within_the_room_so_one_phone_cannot_fill_it(tmp_path):
    app = app_with(tmp_path, limit_join=(5, 60))
    room = RoomDriver(From(app, "198.51.100.9"))
    looping = From(app, "198.51.100.66")
    statuses = [looping.post(f"{room.path}/join", {"name": f"Fake {n}"})[0] for n in range(8)]
    assert statuses == [201] * 5 + [429] * 3
    school = From(app, SCHOOL)  # the class, behind one address of its own: not locked out by the phone
    joined = [school.post(f"{room.path}/join", {"name": f"Pupil {n}"}) for n in range(5)]
    assert [status for status, _ in joined] == [201] * 5
    again = [school.post(f"{room.path}/join", {"name": f"Pupil {n}"}, token=answer["token"])[0]
             for n, (_, answer) in enumerate(joined)]
    assert again == [201] * 5  # each back with its token (a reload): no new person, no join counted
    # the room's own count, from every address: four times the setting (the first ten of 20 above)
    many = From(app, (f"192.0.2.{n}" for n in range(1, 100)))
    statuses = [many.post(f"{room.path}/join", {"name": f"Guest {n}"})[0] for n in range(12)]
    # (at a minute's turn the library's sliding window counter weights the last minute's count just
    # under 1, and rounds down: one more may pass then)
    assert statuses[:10] == [201] * 10 and statuses[-1] == 429


def test_a_valid_token_is_not_refused_for_what_its_address_spent(tmp_path):
    """The class's address past its budget (a whole-class reload): every seated phone and room person goes on."""
    app = app_with(tmp_path, budget_address=(8, 60))
    school = From(app, SCHOOL)
    game = Game(school, "howell", people=4)  # a create and joins from the address
    room = RoomDriver(school, people=1)  # a room and a join
    while school.get("/healthz")[0] == 200:
        pass
    assert school.get(game.path)[0] == 429 and school.get(game.path, token="made-up")[0] == 429
    assert school.get(game.path, token=game.tokens["p2"])[0] == 200
    game.start(first_dealer=game.host)
    assert room.view(next(iter(room.tokens)))["code"] == room.code


def test_this_machine_is_not_counted_for_unknown_codes_unless_a_proxy_is_trusted(tmp_path):
    here = FlaskHttp(create_app(Config(db=str(tmp_path / "here.sqlite3"), limit_unknown=(2, 60))).test_client())
    assert [here.get(f"/api/tables/{code}")[0] for code in ("ABCDEF", "BCDEFG", "CDEFGH", "DEFGHJ")] == [404] * 4
    proxied = From(app_with(tmp_path, limit_unknown=(2, 60)), "127.0.0.1")  # behind a proxy: anyone's name
    assert [proxied.get(f"/api/tables/{code}")[0] for code in ("ABCDEF", "BCDEFG", "CDEFGH")] == [404, 404, 429]


def test_the_policy_table_in_docs_is_made_from_the_policy():
    text = DOC.read_text(encoding="utf-8")
    found = re.search(r"<!-- policy:[^\n]*-->\n(.*?)\n<!-- end of policy -->", text, re.S)
    assert found and found.group(1) == policy.markdown_table(), "docs/admission.md: paste policy.markdown_table()"


def test_a_limit_that_is_no_setting_names_a_constant_of_its_module():
    for rule in policy.POLICY.values():
        module, _, name = rule.limit.rpartition(":")
        if module:
            owner = importlib.import_module("companion." + module.removesuffix(".py").replace("/", "."))
            assert isinstance(getattr(owner, name), int), rule.limit
        else:
            assert name in BY_NAME, rule.limit
