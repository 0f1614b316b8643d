"""What accepting permessage-deflate would cost per socket: wsproto's PerMessageDeflate as
simple-websocket accepts it (context takeover, 15-bit windows), each socket sending the same
snapshot-sized frames; RSS and CPU measured. Why companion/web/sockets.py declines it.

    .venv/bin/python bench/deflate_cost.py
"""
import json
import time

from wsproto.extensions import PerMessageDeflate
from wsproto.frame_protocol import FrameProtocol

def rss_mb():
    with open("/proc/self/status") as fh:
        for line in fh:
            if line.startswith("VmRSS"):
                return int(line.split()[1]) / 1024

snapshot = json.dumps({"type": "state", "state": {"people": [{"id": f"p{i}", "name": f"Player {i}", "hand": i * 3,
                       "score": i * 7, "connected": True} for i in range(8)], "mainline": list(range(60)),
                       "log": ["attempt", "judge"] * 40}})[:2300]
N, FRAMES = 1000, 20
before = rss_mb()
protocols = []
for _ in range(N):
    ext = PerMessageDeflate()
    ext.finalize(ext.offer())  # what the client offers, as simple-websocket accepts it
    protocols.append(FrameProtocol(client=False, extensions=[ext]))
t = time.process_time()
for _ in range(FRAMES):
    for proto in protocols:
        proto.send_data(snapshot, fin=True)
deflate_cpu = time.process_time() - t
after = rss_mb()
plain = [FrameProtocol(client=False, extensions=[]) for _ in range(N)]
t = time.process_time()
for _ in range(FRAMES):
    for proto in plain:
        proto.send_data(snapshot, fin=True)
plain_cpu = time.process_time() - t
print(f"{N} sockets x {FRAMES} frames of {len(snapshot)} B: deflate RSS +{after - before:.0f} MB "
      f"({(after - before) * 1024 / N:.0f} KB a socket), CPU {deflate_cpu * 1e6 / (N * FRAMES):.1f} us a frame; "
      f"plain {plain_cpu * 1e6 / (N * FRAMES):.1f} us a frame")
