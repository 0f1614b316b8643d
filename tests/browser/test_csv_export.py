"""The phone's CSV export neutralises cells a spreadsheet would run as formulas (issue 11, item 5)."""
import csv
import io

import pytest

pytestmark = pytest.mark.browser


def test_the_phones_csv_neutralises_formula_cells(phones):
    phone = phones()
    phone.goto("/")
    state = {"code": "ABCDEF", "profile": "howell",
             "people": [{"id": "p1", "name": "=HYPERLINK(\"http://x\")", "total": -3},
                        {"id": "p2", "name": "@SUM(A1)", "total": 7},
                        {"id": "p3", "name": "+1", "total": 0},
                        {"id": "p4", "name": "-2", "total": 1},
                        {"id": "p5", "name": "Ann", "total": 2}],
             "totals": {"p1": -3, "p2": 7, "p3": 0, "p4": 1, "p5": 2},  # game over: who played, as the result says
             "deals": [{"number": 1, "dealer": "p5", "rule": "\tred after black",
                        "scores": {"p1": -3, "p2": 7, "p3": 0, "p4": 1, "p5": 2}}]}
    log = [{"seq": 1, "at": "2026-11-30T21:00:00Z", "type": "hint", "by": "p5", "text": "\r=1+1 was the hint"},
           {"seq": 2, "at": "2026-11-30T21:00:01Z", "type": "join", "by": "p3", "text": "+1 joined"}]
    text = phone.page.evaluate("""async ([state, log]) => {
        const over = await import("/static/js/screens/over.js");
        return over.buildCsv(state, log);
    }""", [state, log])
    rows = list(csv.reader(io.StringIO(text)))
    header = rows[0]
    assert header[3:] == ["'=HYPERLINK(\"http://x\")", "'@SUM(A1)", "'+1", "'-2", "Ann"]
    assert rows[1][2] == "'\tred after black"
    assert rows[1][3] == "-3"  # a number stays a number
    assert rows[2][3:] == ["-3", "7", "0", "1", "2"]
    entries = rows[rows.index(["seq", "at", "type", "by", "undone", "text"]) + 1:]
    assert entries[0][5] == "'\r=1+1 was the hint"
    assert entries[1][3] == "'+1" and entries[1][5] == "'+1 joined"
    for row in rows:
        for cell in row:
            assert not cell.startswith(("=", "+", "@", "\t", "\r")), row
            assert not cell.startswith("-") or cell.lstrip("-").isdigit(), row
