"""Long work yields (issue 18): a replay of a long log and a big log page give the loop turns.

Every request of a process is served by one gevent loop: work that runs for
tens of milliseconds without a turn keeps every other phone waiting that
long. In process, with gevent's own hub: a greenlet started before the work
runs while it is still going on. No timings.
"""
from __future__ import annotations

import gevent

from companion.service.table_service import TableService
from companion.storage.store import open_store


def long_table(tmp_path, records: int = 300) -> tuple[TableService, str]:
    tables = TableService(open_store(str(tmp_path / "long.sqlite3")))
    code, host, token = tables.create("howell", {}, "Ann")
    tokens = {host: token}
    for name in ("Ben", "Cy", "Di"):
        person, seat = tables.join(code, name, None)
        tokens[person] = seat
    s = tables.act(code, token, {"type": "start", "first_dealer": host})
    while s["version"] < records:
        phase = s["phase"]
        body = ({"type": "starter", "cards": 1, "rank": 3} if phase == "starter"
                else {"type": "attempt", "cards": 1} if phase == "turn"
                else {"type": "judge", "verdict": "wrong"} if phase == "judging"
                else {"type": "next_deal"} if phase == "deal_over"
                else {"type": "new_game"} if phase == "game_over"
                else {"type": "start", "first_dealer": host})
        who = s["turn"] if phase == "turn" else host if phase in ("game_over", "lobby") else s["dealer"]
        s = tables.act(code, tokens[who], body)
    return tables, code


def test_a_long_replay_lets_the_others_run_while_it_goes_on(tmp_path):
    tables, code = long_table(tmp_path)
    table = tables.cache.cached(code)
    table.forget()  # the next request replays the whole log, as after a restart
    seen = []
    gevent.spawn(lambda: seen.append(table.loaded))
    assert tables.snapshot(code, None)["version"] >= 300
    assert seen == [False]  # it ran before the replay was done


def test_a_big_log_page_lets_the_others_run_while_it_is_made(tmp_path):
    tables, code = long_table(tmp_path)
    ran = []
    gevent.spawn(ran.append, "another greenlet")
    page, made = tables.log_answer(code, None, 0, 300)
    assert made and page.records == 300 and ran == ["another greenlet"]  # ran while the page was made
    ran.clear()
    gevent.spawn(ran.append, "another greenlet")
    assert tables.log_answer(code, None, 0, 300) == (page, False) and ran == []  # asked again: kept, no work
