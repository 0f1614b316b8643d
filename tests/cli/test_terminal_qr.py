"""The QR code printed at start scans on light and dark terminals: it has a quiet zone
of 4 modules on every side, and is drawn for the background it is told (or finds)."""
from __future__ import annotations

import qrcode
import pytest

from companion.operations import terminal_qr as qr

URL = "http://192.168.1.20:8000"
HALF = {" ": (False, False), "▀": (True, False), "▄": (False, True), "█": (True, True)}


def expected_matrix(url):
    code = qrcode.QRCode(border=0)
    code.add_data(url)
    code.make(fit=True)
    return code.get_matrix()


def read_back(text: str, ink_is_dark: bool):
    """The text back into modules (True = dark), two module rows per line."""
    rows = []
    for line in text.rstrip("\n").split("\n"):
        line = line.replace(qr._BLACK_ON_WHITE, "").replace(qr._RESET, "")
        top = [HALF[ch][0] == ink_is_dark for ch in line]
        bottom = [HALF[ch][1] == ink_is_dark for ch in line]
        rows += [top, bottom]
    return rows


@pytest.mark.parametrize("mode, ink_is_dark", [("dark", False), ("light", True), ("colour", True)])
@pytest.mark.parametrize("url", [URL, "https://eleusis.example.org/t/KXQPAM"])
def test_the_code_has_a_quiet_zone_of_four_modules(mode, ink_is_dark, url):
    modules = read_back(qr.terminal(url, mode), ink_is_dark)
    code = expected_matrix(url)
    n = len(code)
    zone = qr.QUIET_ZONE
    assert zone == 4
    assert len(modules[0]) == n + 2 * zone
    for r, row in enumerate(modules):
        inside = zone <= r < zone + n
        for c, dark in enumerate(row):
            if inside and zone <= c < zone + n:
                assert dark == bool(code[r - zone][c - zone]), (r, c)
            else:
                assert dark is False, (r, c)  # the quiet zone, and the half row that pads it
    assert len(modules) - n - zone >= zone


def test_light_and_dark_draw_opposite_characters():
    dark, light = qr.terminal(URL, "dark"), qr.terminal(URL, "light")
    assert dark.splitlines()[0] == "█" * len(dark.splitlines()[0])  # the light margin, drawn in light ink
    assert light.splitlines()[0].strip() == ""  # the light margin is the light background itself
    colour = qr.terminal(URL, "colour").splitlines()
    assert all(line.startswith(qr._BLACK_ON_WHITE) and line.endswith(qr._RESET) for line in colour)


@pytest.mark.parametrize("colorfgbg, tty, seen", [
    ("0;15", True, "light"), ("15;0", True, "dark"), ("0;default;15", True, "light"),
    ("7;8", False, "dark"), ("0;7", False, "light"), ("", True, "unknown"), ("", False, "dark"),
    ("default;default", True, "unknown"),
])
def test_auto_reads_the_background_from_colorfgbg(colorfgbg, tty, seen):
    assert qr.background({"COLORFGBG": colorfgbg} if colorfgbg else {}, tty) == seen
