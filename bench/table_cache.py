"""What holding one more table costs once the process holds ``max_tables`` (the cache lets the least
recently used idle one go): microseconds per table loaded past the cap, 2,000 of them after 5,000.

    .venv/bin/python bench/table_cache.py
"""
from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # this checkout's companion

from companion.service.cache import TableCache
from companion.service.codes import new_code


def main(held: int = 5000, more: int = 2000) -> None:
    def load(table):
        table.loaded = True

    cache = TableCache(load, lambda table: None, max_tables=held)
    codes: set[str] = set()
    while len(codes) < held + more:
        codes.add(new_code())
    order = sorted(codes)
    for code in order[:held]:
        with cache.held(code):
            pass
    start = time.perf_counter()
    for code in order[held:]:
        with cache.held(code):
            pass
    each = (time.perf_counter() - start) / more
    print(f"a table loaded past {held:,} held: {each * 1e6:.0f} us (another let go each time)")


if __name__ == "__main__":
    main()
