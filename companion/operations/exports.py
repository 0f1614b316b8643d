"""Text that leaves the server for a terminal.

A terminal obeys control characters (ESC sequences move the cursor, retitle
the window, or hide what follows) and bidi controls reorder what it shows.
Written to a terminal, every such character in the JSON export becomes a JSON
escape (``\\u001b``, ``\\u202e``); written to a file or a pipe, the data stays
exact.

The one CSV export is the phone's (static/js/screens/over.js): its headers and
sentences in the phone's language, its cells guarded against spreadsheet
formulas there.
"""
from __future__ import annotations

import unicodedata


def _unsafe(ch: str) -> bool:
    return unicodedata.category(ch) in ("Cc", "Cf", "Zl", "Zp", "Cs")


def terminal_json(text: str) -> str:
    """JSON text for a terminal: such characters (only ever inside strings) as JSON escapes."""
    out = []
    for ch in text:
        if ch != "\n" and _unsafe(ch):
            cp = ord(ch)
            if cp > 0xFFFF:
                cp -= 0x10000
                out.append(f"\\u{0xD800 + (cp >> 10):04x}\\u{0xDC00 + (cp & 0x3FF):04x}")
            else:
                out.append(f"\\u{cp:04x}")
        else:
            out.append(ch)
    return "".join(out)
