"""The join QR code as text, for the terminal that starts the server (``companion serve``'s banner)."""
from __future__ import annotations

import qrcode

QUIET_ZONE = 4  # modules of light margin around the code, as the QR standard asks
_BLOCKS = (" ", "▀", "▄", "█")  # index: top half inked + 2 * bottom half inked
_BLACK_ON_WHITE = "\x1b[38;5;16;48;5;231m"  # fixed palette entries, not the theme's "black"/"white"
_RESET = "\x1b[0m"


def background(env, is_tty: bool) -> str:
    """The terminal's background for ``--qr auto``: "light", "dark", or "unknown" (drawn black on white).
    COLORFGBG ("fg;bg": rxvt, Konsole, iTerm2…) names it: 7 and 9-15 are light; without it a file is "dark"."""
    value = (env.get("COLORFGBG") or "").split(";")[-1].strip()
    if value.isdigit():
        return "light" if int(value) in (7, *range(9, 16)) else "dark"
    return "unknown" if is_tty else "dark"


def terminal(url: str, mode: str = "dark") -> str:
    """The same code as text, two module rows a line (half blocks), for the terminal that starts the server:
    on a "dark" background the light modules are drawn, on a "light" one the dark; "colour": black on white."""
    code = qrcode.QRCode(border=QUIET_ZONE)
    code.add_data(url)
    code.make(fit=True)
    matrix = code.get_matrix()  # True = dark module, quiet zone included
    if len(matrix) % 2:
        matrix = matrix + [[False] * len(matrix[0])]  # one more light row: the zone only grows
    ink_is_dark = mode in ("light", "colour")
    lines = []
    for top, bottom in zip(matrix[0::2], matrix[1::2]):
        line = "".join(_BLOCKS[(t == ink_is_dark) + 2 * (b == ink_is_dark)] for t, b in zip(top, bottom))
        lines.append(f"{_BLACK_ON_WHITE}{line}{_RESET}" if mode == "colour" else line)
    return "\n".join(lines) + "\n"
