"""The worker's collector: what exists before the first request is frozen; later full collections freeze what survives them."""
import subprocess
import sys

SCRIPT = """
import gc
from companion import gctune
gctune.install()
assert gc.get_freeze_count() == 0
gctune.settle()
print(gc.get_freeze_count(), gc.get_threshold()[0])
"""


def test_what_the_worker_made_before_its_first_request_is_frozen_before_it_serves():
    out = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True, check=True).stdout.split()
    frozen, young = int(out[0]), int(out[1])
    assert frozen > 1_000  # what the imports so far made, out of every later collection's walk
    assert young == 10_000  # and young collections wait for 10,000 net allocations

