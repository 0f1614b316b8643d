"""Issue 25: the terminal says what really happens. It prints the address the board's QR code
holds (a table's join_url and the page's join base, one link everywhere): the LAN address of a
server listening on every interface, and for one listening on 127.0.0.1 alone that address with
the word that phones cannot reach it, and no QR code for them to scan in vain. It says that
"Start the table" seats the host and that the board is a link of the lobby (README step 2)."""
from __future__ import annotations

import re

import pytest

from tests.deploy.helpers import Server, api, clean_env, http
from tests.support import free_port

pytestmark = pytest.mark.e2e

QR = ("▀", "▄", "█")


def banner(server: Server) -> str:
    return server.log_path.read_text(errors="replace")


def shown_on_the_board(server: Server) -> tuple[str, str]:
    """(a new table's join_url base, the board page's join base): what its QR and link carry."""
    made = api("POST", server.url + "/api/tables", {"profile": "howell", "host_name": "Ann"}, expect=201)
    status, _, page = http("GET", f"{server.url}/t/{made['code']}/board")
    assert status == 200
    page_base = re.search(r'data-join-base="([^"]*)"', page.decode()).group(1)
    return made["join_url"].rsplit("/t/", 1)[0], page_base


def test_a_server_on_127_0_0_1_alone_prints_the_address_its_board_shows_and_that_phones_cannot_reach_it(
        tmp_path, start_server, checkout_command):
    server = start_server(checkout_command, tmp_path / "alone.sqlite3")  # --host 127.0.0.1
    join_base, page_base = shown_on_the_board(server)
    text = banner(server)
    first = next(line for line in text.splitlines() if line.startswith("Eleusis Table Companion"))
    assert first == f"Eleusis Table Companion — on this computer only: http://127.0.0.1:{server.port}"
    assert join_base == page_base == f"http://127.0.0.1:{server.port}"  # not the LAN address it does not listen on
    assert "Phones cannot reach it: it listens on 127.0.0.1 alone" in text
    assert "--host 0.0.0.0" in text
    assert not any(ch in text for ch in QR)  # no code that phones would scan in vain
    assert "Start a table there: you are its host, on your own seat" in text
    assert "links to the board (/t/<code>/board)" in text


def test_a_server_on_every_interface_prints_the_address_its_board_shows_and_its_qr_code(tmp_path, checkout_command):
    port = free_port()
    server = Server(argv=[*checkout_command, "serve", "--host", "0.0.0.0", "--port", str(port),
                          "--db", str(tmp_path / "lan.sqlite3")],
                    cwd=tmp_path, env=clean_env(), port=port, log_path=tmp_path / "lan.log").start()
    try:
        join_base, page_base = shown_on_the_board(server)  # asked at 127.0.0.1, as the laptop's browser does
    finally:
        server.stop()
    text = banner(server)
    first = next(line for line in text.splitlines() if line.startswith("Eleusis Table Companion"))
    assert first == f"Eleusis Table Companion — phones open: {join_base}"
    assert join_base == page_base
    assert any(ch in text for ch in QR)
    assert "cannot reach" not in text
