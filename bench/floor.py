"""The floor of a tap-to-phones measurement: the companion's rules and snapshots
behind the barest server, to tell the generator's limit from the server's.

    python bench/floor.py [--port N]     # serves until SIGTERM; prints READY port=… pid=…

It speaks just what a load generator of the API needs: ``POST /api/tables``,
``…/join``, ``…/actions`` (Bearer token, ``expected_version``, ``action_id``)
and ``WS /ws/tables/<code>?token=…``. Every action goes through the same pure
core as the real server (``rules.parse``, ``check``, ``complete``, ``apply``)
and the same rendering (``snapshots.Frames``: frames with the same keys, of
the same sizes; tests/e2e/test_bench_floor.py compares them), framed by the
real server's ``text_frame``, but nothing is stored, no Flask or gevent is on
a request's way, no limits, no presence: one asyncio protocol per connection,
one ``write`` per frame (and, like the real server, a change's frames before the mover's
answer). A generator run against it shows what it measures for a server that
does little but the core: a reference to tell the generator's limit from the
server's, not a strict bound (the machine's speed drifts from run to run,
and another server may do better still). docs/server.md has the
peers' harness (kept outside this repository) and its generator run against it,
pinned as the harness pins its runs (server on CPU 0, generator on CPU 1):

    taskset -c 0 .venv/bin/python bench/floor.py --port 8765 &
    taskset -c 1 <harness venv>/bin/python <harness>/companion/load.py \\
        --port 8765 --server-pid <floor pid> --matches 200

Not a server for people: no durability, no checks beyond the core's, loopback only.
"""
from __future__ import annotations

import argparse
import asyncio
import base64
import hashlib
import os
import secrets
import signal
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import orjson  # noqa: E402

from companion import catalogs, rules  # noqa: E402
from companion.rules import errors  # noqa: E402
from companion.service import snapshots  # noqa: E402
from companion.service.codes import new_code  # noqa: E402 - codes of the real server's shape
from companion.web.websocket import text_frame  # noqa: E402 - frames as the real server frames them
from companion.web.wire import status_of  # noqa: E402 - the real server's status of each kind of refusal

WS_GUID = b"258EAFA5-E914-47DA-95CA-C5AB0DC85B11"
REASONS = {200: "OK", 201: "Created", 400: "Bad Request", 401: "Unauthorized", 403: "Forbidden",
           404: "Not Found", 409: "Conflict"}


class Table:
    __slots__ = ("code", "state", "tokens", "sockets", "action_ids", "frames")

    def __init__(self, code, state, host, token):
        self.code = code
        self.state = state
        self.tokens = {token: host}
        self.sockets: dict = {}  # connection -> person id
        self.action_ids: set = set()
        self.frames = None

    def render(self):
        connected = frozenset(self.sockets.values())
        if self.frames is None or self.frames[0] != connected:
            self.frames = (connected, snapshots.Frames(self.state, connected, self.code))
        return self.frames[1]


TABLES: dict[str, Table] = {}


def answer(status: int, body: bytes) -> bytes:
    return (f"HTTP/1.1 {status} {REASONS.get(status, 'Error')}\r\nContent-Type: application/json\r\n"
            f"Content-Length: {len(body)}\r\n\r\n").encode() + body


def error_body(exc: errors.RuleError) -> tuple[int, bytes]:
    return status_of(exc), snapshots.dumps({"error": exc.code, "message": catalogs.sentence(exc)})


def post(path: str, token: str | None, body) -> tuple[int, bytes]:
    parts = path.strip("/").split("/")  # api tables [code [join|actions]]
    if parts == ["api", "tables"]:
        record = rules.create_record(body.get("profile", "howell"), body.get("options"), body.get("host_name"))
        state = rules.apply(rules.new_state(), record)
        code, token = new_code(), secrets.token_urlsafe(16)
        TABLES[code] = Table(code, state, state.host, token)
        return 201, snapshots.dumps({"code": code, "join_url": f"/t/{code}", "player_id": state.host, "token": token})
    table = TABLES.get(parts[2]) if len(parts) == 4 else None
    if table is None:
        return 404, b'{"error":"no_table","message":"No such table."}'
    if parts[3] == "join":
        action = rules.parse({"type": "join", "name": body.get("name")})
        rules.check(table.state, action, None)
        record = rules.complete(table.state, action, None, secrets.randbelow)
        table.state = rules.apply(table.state, record)
        table.frames = None
        token = secrets.token_urlsafe(16)
        table.tokens[token] = record["player"]
        return 201, snapshots.dumps({"player_id": record["player"], "token": token})
    sender = table.tokens.get(token)
    if sender is None:
        return 401, b'{"error":"unknown_token","message":"Unknown token."}'
    body = dict(body)
    expected = body.pop("expected_version", None)
    action_id = body.pop("action_id", None)
    if action_id is None or action_id not in table.action_ids:
        action = rules.parse(body)
        rules.check(table.state, action, sender, expected)
        record = rules.complete(table.state, action, sender, secrets.randbelow)
        table.state = rules.apply(table.state, record)
        table.action_ids.add(action_id)
        table.frames = None
        frames = table.render()
        for conn, viewer in list(table.sockets.items()):
            conn.write(text_frame(frames.text(viewer)))
    return 200, table.render().state(sender)


class Connection(asyncio.Protocol):
    """HTTP/1.1 keep-alive, or a WebSocket once upgraded (then everything read is ignored but a close)."""

    def connection_made(self, transport):
        self.transport = transport
        self.buffer = b""
        self.table = None

    def write(self, data: bytes) -> None:
        if not self.transport.is_closing():
            self.transport.write(data)

    def data_received(self, data: bytes) -> None:
        self.buffer += data
        if self.table is not None:
            self.client_frames()
            return
        while True:
            end = self.buffer.find(b"\r\n\r\n")
            if end < 0:
                return
            lines = self.buffer[:end].decode("latin-1").split("\r\n")
            headers = {}
            for line in lines[1:]:
                name, _, value = line.partition(":")
                headers[name.strip().lower()] = value.strip()
            request = lines[0].split(" ")
            length = headers.get("content-length", "0")
            if len(request) != 3 or not length.isdigit():
                self.write(answer(400, b'{"error":"bad_request","message":"The floor cannot read this request."}'))
                self.transport.close()
                return
            length = int(length)
            if len(self.buffer) < end + 4 + length:
                return
            body = self.buffer[end + 4:end + 4 + length]
            self.buffer = self.buffer[end + 4 + length:]
            method, target, _ = request
            if method == "GET" and target.startswith("/ws/tables/"):
                self.upgrade(target, headers)
                if self.table is not None:
                    self.client_frames()
                return
            auth = headers.get("authorization", "")
            token = auth[7:] if auth.startswith("Bearer ") else None
            try:
                status, out = post(target, token, orjson.loads(body) if body else {})
            except errors.RuleError as exc:
                status, out = error_body(exc)
            except Exception:  # noqa: BLE001 - a bench tool: any other bad request gets an answer, not a hang-up
                status, out = 400, b'{"error":"bad_request","message":"The floor cannot read this request."}'
            self.write(answer(status, out))

    def client_frames(self) -> None:
        """The phone's frames (masked): a ping gets its pong, a close its close; the rest is ignored."""
        buf = self.buffer
        while len(buf) >= 2:
            opcode, n, at = buf[0] & 0x0F, buf[1] & 0x7F, 2
            if n == 126:
                n, at = int.from_bytes(buf[2:4], "big"), 4
            elif n == 127:
                n, at = int.from_bytes(buf[2:10], "big"), 10
            masked = buf[1] & 0x80
            end = at + (4 if masked else 0) + n
            if len(buf) < end:
                break
            payload = buf[end - n:end]
            if masked:
                mask = buf[at:at + 4]
                payload = bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
            buf = buf[end:]
            if opcode == 0x9:
                self.write(bytes((0x8A, len(payload))) + payload)  # control payloads are at most 125 bytes
            elif opcode == 0x8:
                self.write(b"\x88\x00")
                self.transport.close()
                buf = b""
        self.buffer = buf

    def upgrade(self, target: str, headers: dict) -> None:
        path, _, query = target.partition("?")
        table = TABLES.get(path.rsplit("/", 1)[-1])
        token = query[6:] if query.startswith("token=") else None
        if table is None or token not in table.tokens:
            self.write(answer(404, b'{"error":"no_table","message":"No such table."}'))
            self.transport.close()
            return
        accept = base64.b64encode(hashlib.sha1(headers.get("sec-websocket-key", "").encode() + WS_GUID).digest())
        self.write(b"HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                   b"Sec-WebSocket-Accept: " + accept + b"\r\n\r\n")
        self.table = table
        table.sockets[self] = table.tokens[token]
        self.write(text_frame(table.render().text(table.tokens[token])))

    def connection_lost(self, exc) -> None:
        if self.table is not None:
            self.table.sockets.pop(self, None)


async def serve(port: int) -> None:
    loop = asyncio.get_running_loop()
    server = await loop.create_server(Connection, "127.0.0.1", port, backlog=4096)
    done = loop.create_future()
    loop.add_signal_handler(signal.SIGTERM, done.set_result, None)
    loop.add_signal_handler(signal.SIGINT, done.set_result, None)
    print(f"READY port={server.sockets[0].getsockname()[1]} pid={os.getpid()}", flush=True)
    await done
    server.close()


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--port", type=int, default=0)
    asyncio.run(serve(ap.parse_args().port))


if __name__ == "__main__":
    main()
