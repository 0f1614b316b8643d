"""Figures for the rules core: replaying a 5,000-action log, and one incremental action.

Run: .venv/bin/python bench/replay.py
Targets (issue 2): replay under 50 ms, an action under 50 µs on this machine.
Prints figures; asserts nothing.
"""

import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from companion import rules  # noqa: E402


def long_log(n_actions: int, seed: int = 7) -> list:
    """An express table with an endless stock (add_pack): attempts and judgements, ~n records."""
    rng = random.Random(seed)
    state = rules.new_state()
    log = [rules.create_record("express", {"stock_out": "add_pack"}, "Host")]
    rules.apply(state, log[0])

    def do(action, sender):
        action = rules.parse(action)
        rules.check(state, action, sender)
        record = rules.complete(state, action, sender, rng.randrange)
        log.append(record)
        rules.apply(state, record)

    for i in range(7):
        do({"type": "join", "name": f"P{i}"}, None)
    do({"type": "start", "first_dealer": "p1"}, "p1")
    do({"type": "seal_rule", "text": "alternate colours"}, "p1")
    do({"type": "starter", "cards": 1}, "p1")
    while len(log) < n_actions:
        turn = state.deal.turn
        hand = state.deal.hands[turn]
        if rng.random() < 0.8:
            do({"type": "attempt", "cards": 1}, turn)
        else:
            do({"type": "no_play"}, turn)
        # Keep every hand above 2 so that nobody empties it and the deal goes on.
        do({"type": "judge", "verdict": "right" if hand > 3 and rng.random() < 0.4 else "wrong"}, "p1")
    return log


def main():
    log = long_log(5000)
    runs = []
    for _ in range(20):
        start = time.perf_counter()
        state = rules.replay(log)
        runs.append(time.perf_counter() - start)
    print(f"replay of {len(log)} records: median {statistics.median(runs) * 1e3:.1f} ms, "
          f"best {min(runs) * 1e3:.1f} ms (20 runs)")

    # Incremental: check + apply of one more action on the live state, many times.
    n = 20000
    per = []
    for _ in range(5):
        state = rules.replay(log)
        start = time.perf_counter()
        for i in range(n // 2):
            turn = state.deal.turn
            action = {"type": "attempt", "cards": 1, "player": turn}
            rules.check(state, action, turn)
            rules.apply(state, {**action, "by": turn})
            judge = {"type": "judge", "verdict": "wrong"}
            rules.check(state, judge, "p1")
            rules.apply(state, {**judge, "by": "p1"})
        per.append((time.perf_counter() - start) / n)
    print(f"one action (check + apply): median {statistics.median(per) * 1e6:.1f} µs, "
          f"best {min(per) * 1e6:.1f} µs ({n} actions × 5)")
    start = time.perf_counter()
    for _ in range(1000):
        rules.view(state, "p2")
    print(f"one viewer's snapshot of that table ({state.deal.table} cards laid out): "
          f"{(time.perf_counter() - start) / 1000 * 1e6:.0f} µs (1000 snapshots)")


if __name__ == "__main__":
    main()
