"""Text that leaves the server for a spreadsheet or a terminal.

- **CSV cells** that begin with ``=``, ``+``, ``-``, ``@``, a tab or a carriage
  return are formulas to a spreadsheet (CSV injection): such a text cell gets
  a leading apostrophe, as OWASP advises, which spreadsheets show as text.
  Numbers are written as numbers (a score of -3 stays -3).
- **A terminal** obeys control characters (ESC sequences move the cursor,
  retitle the window, or hide what follows) and bidi controls reorder what it
  shows. Written to a terminal, every such character becomes a visible escape
  (``\\x1b``, ``\\u202e``); written to a file or a pipe, the data stays exact.

The phone's CSV (static/js/screens/over.js) applies the same cell rule.
"""
from __future__ import annotations

import unicodedata

FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def csv_cell(value):
    """A value as a CSV cell: text that a spreadsheet would run as a formula gets an apostrophe."""
    if value is None:
        return ""
    if isinstance(value, (bool, int, float)):
        return value
    text = str(value)
    return "'" + text if text.startswith(FORMULA_STARTS) else text


def _unsafe(ch: str) -> bool:
    return unicodedata.category(ch) in ("Cc", "Cf", "Zl", "Zp", "Cs")


def _escape(ch: str) -> str:
    cp = ord(ch)
    if cp < 0x100:
        return f"\\x{cp:02x}"
    return f"\\u{cp:04x}" if cp <= 0xFFFF else f"\\U{cp:08x}"


def terminal_text(text: str, keep: str = "") -> str:
    """``text`` with every control, format or separator character shown as an escape."""
    if not any(_unsafe(ch) for ch in text if ch not in keep):
        return text
    return "".join(_escape(ch) if _unsafe(ch) and ch not in keep else ch for ch in text)


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
