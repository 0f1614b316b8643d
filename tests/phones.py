"""One phone and one game for the whole suite.

``Phone`` is one person's seat as their phone holds it: the table's code, the
seat's token (none: the lobby, a board), its HTTP calls with that token and
its socket, with every message the socket received. The socket is
websockets' sync client (``websockets.sync.client.connect``), reading
in its own thread; ``listen()`` adds a thread of ours that keeps every
message as it comes, for tests that tap while many phones watch.

``Game`` is one table driven through the API as its people would: it makes
the table, seats N people, starts, and plays (a quick deal, a random but legal
deal). ``game.phone(pid)`` is that person's phone.

``FakeSocket`` is a phone's socket as the table service sees it, for tests without a server.

Tests that must put on the wire what no library sends (malformed frames, raw
bytes, a reader that never reads) speak it byte by byte with tests/raw_frames.py.
"""
from __future__ import annotations

import json
import os
import socket
import threading
import time

from websockets.exceptions import ConnectionClosed
from websockets.frames import DATA_OPCODES, Frame
from websockets.sync.client import ClientConnection, connect

from tests.support import Http


class WholeMessages(ClientConnection):
    """websockets' sync client connection, with two changes: it counts the data frames that were not
    whole, and its reading thread starts reading only once the opening request is written.

    * websockets joins the fragments of a message without a word; the suite holds that the server
      sends every message as one frame (FIN set), as tests/web/test_websocket.py checks byte by byte.
      ``process_event`` (the connection's handler of each event its protocol parsed: not a public
      method) counts each data frame with FIN unset, then hands the event on unchanged.
    * websockets reads in its own thread (``recv_events``, started by the constructor) while the
      caller's thread writes the opening request. Over TLS both are one ``ssl.SSLSocket``, that is
      one OpenSSL connection, which is not made to be used by two threads at once; and a TLS 1.3
      server sends its session tickets just after the handshake, so the reading thread is inside
      ``SSL_read`` handling them just when the request is written. Then the request can be lost: a
      socket through Caddy waited unanswered, its TCP connection having carried 581 bytes, the TLS
      handshake's own, and no request; about one run in two of the class of 72 phones
      (tests/e2e/test_a_class_behind_caddy.py). ``recv_events`` waits for ``send_data`` (the
      connection's writer of what its protocol has to send: not a public method) to have written
      the request, or for the socket to close, then reads as before. After the opening, reading
      and writing overlap as in websockets itself.
    """

    fragments = 0

    def __init__(self, *args, **kwargs) -> None:
        self.request_written = threading.Event()  # before the constructor starts the reading thread
        super().__init__(*args, **kwargs)

    def send_data(self) -> None:
        super().send_data()
        self.request_written.set()

    def recv_events(self) -> None:
        self.request_written.wait(self.close_timeout or 10)  # bounded: a handshake that never writes
        super().recv_events()

    def close_socket(self) -> None:
        self.request_written.set()
        super().close_socket()

    def process_event(self, event) -> None:
        if isinstance(event, Frame) and event.opcode in DATA_OPCODES and not event.fin:
            self.fragments += 1
        super().process_event(event)


class FakeSocket:
    """A phone's socket as the table service sees it (an ``audience.Subscriber``), in the test's hands.

    ``offered``: every render it was offered, as it was (a hello's again too); ``frames``: the states a
    socket would send of them (a newer revision only, as the mailbox keeps; decoded); ``closed``: the
    code it was closed with (None: open).
    """

    def __init__(self, viewer=None, token=None):
        self.viewer = viewer
        self.token = token
        self.closed: int | None = None
        self.offered = []
        self.frames = []
        self.revision = 0

    def offer(self, frames, again: bool = False) -> None:
        self.offered.append(frames)
        if frames.revision < self.revision or (frames.revision == self.revision and not again):
            return
        self.revision = frames.revision
        self.frames.append(json.loads(frames.text(self.viewer))["state"])

    def close(self, code: int = 4401, message: str = "") -> None:
        self.closed = code

    @property
    def versions(self):
        return [f["version"] for f in self.frames]

    @property
    def last(self):
        return self.frames[-1] if self.frames else {}


class Phone:
    """One person's seat on their phone: HTTP calls with its token, its socket, every message received.

    ``port``: where the phone connects (the server, or a proxy in front of it). ``room``: the phone is
    in a room's lobby (``code`` the room's, ``token`` its room token): its socket is the room's. ``tls``: an
    ``ssl.SSLContext`` to speak through, to the site ``server_name`` (a proxy's TLS site; the name
    is never looked up). ``source``: the local address to connect from (any of 127.0.0.0/8 is this
    machine's loopback, as another phone would be). ``headers``: more headers of the socket's handshake.
    """

    def __init__(self, port: int, code: str | None = None, token: str | None = None, pid: str | None = None, *,
                 tls=None, server_name: str | None = None, source: str | None = None, headers=(),
                 timeout: float = 10, room: bool = False):
        self.port, self.code, self.token, self.pid = port, code, token, pid
        self.room = room
        self.tls, self.server_name, self.source = tls, server_name, source
        self.headers = [tuple(h.split(": ", 1)) if isinstance(h, str) else h for h in headers]
        self.timeout = timeout
        self.http = Http(port, timeout=timeout, source=source, tls=tls, server_name=server_name or "localhost")
        self.answers: list[int] = []  # every HTTP status this phone was given
        self.ws: WholeMessages | None = None
        self.texts: list[str] = []  # every text message, as it came
        self.messages: list[dict] = []  # each decoded
        self.states: list[dict] = []  # the states among them
        self.error: BaseException | None = None  # what failed in the listening thread
        self.thread: threading.Thread | None = None

    # -- HTTP, with this seat's token --

    def get(self, path: str):
        status, body = self.http.get(path, token=self.token)
        self.answers.append(status)
        return status, body

    def post(self, path: str, body=None):
        status, answer = self.http.post(path, body, token=self.token)
        self.answers.append(status)
        return status, answer

    # -- the socket --

    def connect(self, port: int | None = None, hello: bool = False) -> "Phone":
        """Open this seat's socket (to ``port``, when the phone moves to another process); ``hello``: say
        the last version seen, as a phone coming back does. Any socket of before is closed first."""
        if self.ws is not None:
            self.ws.close()
        if port is not None:
            self.port = port
        path = f"/ws/{'rooms' if self.room else 'tables'}/{self.code}"  # the token goes in the first message
        scheme = "wss" if self.tls is not None else "ws"
        sock = socket.create_connection(("127.0.0.1", self.port), timeout=self.timeout,
                                        source_address=(self.source, 0) if self.source else None)
        sock.settimeout(None)  # the library's reading thread waits as long as the socket is open, as its own would
        # no compression and no pings of its own, as the phone's page; no size cap: a state may be large
        self.ws = connect(f"{scheme}://{self.server_name or '127.0.0.1'}:{self.port}{path}", sock=sock,
                          ssl=self.tls, server_hostname=self.server_name if self.tls is not None else None,
                          additional_headers=self.headers or None, compression=None, ping_interval=None,
                          max_size=None, open_timeout=self.timeout, close_timeout=self.timeout,
                          create_connection=WholeMessages, user_agent_header=None, proxy=None,
                          legacy=True)  # legacy: a connection of its own, not a context manager (17.1)
        self.send({"type": "hello", "token": self.token})  # who this socket is (API.md): its first message
        if hello:
            self.send({"type": "hello", "version": self.version})
        return self

    def send(self, message: dict | str) -> None:
        self.ws.send(message if isinstance(message, str) else json.dumps(message))

    def receive(self, timeout: float | None = None) -> dict:
        """The next message (within ``timeout``, else the phone's), decoded and kept; a close raises
        ``ConnectionClosed``."""
        return self._keep(self.ws, self.ws.recv(timeout=self.timeout if timeout is None else timeout))

    def _keep(self, ws: WholeMessages, text: str) -> dict:
        assert ws.fragments == 0, "every message is one whole frame (FIN set, no fragments)"
        message = json.loads(text)
        self.texts.append(text)
        self.messages.append(message)
        if message.get("type") == "state":
            self.states.append(message["state"])
        return message

    def read_until(self, version: int = 0, ack: str | None = None) -> dict:
        """States received until one of ``version`` or later (and the ack of ``ack``): the last of them.
        A refusal or a close fails here, whatever it says."""
        acked = ack is None
        while not (acked and self.states and self.states[-1]["version"] >= version):
            try:
                message = self.receive()
            except ConnectionClosed as closed:
                raise AssertionError((self.pid, "closed", closed.rcvd)) from None
            assert message["type"] in ("state", "ack"), (self.pid, message)
            if message["type"] == "ack":
                assert message["action_id"] == ack, (self.pid, message)
                acked = True
        return self.states[-1]

    def act(self, body: dict, action_id: str) -> dict:
        """An action on this phone's socket, as connection.js sends it while the socket is open; the state after it."""
        self.send({"type": "action", "action": dict(body, action_id=action_id)})
        return self.read_until(ack=action_id)

    def until_closed(self, timeout: float | None = None) -> tuple[list[dict], int, str]:
        """The messages received up to the server's close, and its code and reason."""
        before = len(self.messages)
        try:
            while True:
                self.receive(timeout)
        except ConnectionClosed as closed:
            assert closed.rcvd is not None, f"the connection ended without a close frame: {closed}"
            return self.messages[before:], closed.rcvd.code, closed.rcvd.reason

    def close_code(self, timeout: float | None = None) -> int:
        """The code of the server's close, whatever came before it."""
        return self.until_closed(timeout)[1]

    # -- listening: a thread keeps every message as it comes --

    def listen(self) -> "Phone":
        """Keep every message in a thread of its own until the socket closes (``alive`` says it has not)."""
        self.thread = threading.Thread(target=self._listen, args=(self.ws,), daemon=True)
        self.thread.start()
        return self

    def _listen(self, ws) -> None:
        try:
            while True:
                message = self._keep(ws, ws.recv())  # no timeout: it listens as long as the socket is open
                assert message["type"] == "state", message
        except (ConnectionClosed, OSError):
            pass
        except BaseException as exc:  # noqa: BLE001 - the test asserts there is none
            self.error = exc

    @property
    def alive(self) -> bool:
        return self.thread is not None and self.thread.is_alive()

    @property
    def version(self) -> int:
        return self.states[-1]["version"] if self.states else 0

    def wait_for(self, version: int, timeout: float = 15) -> dict:
        """The last state once it is of ``version`` or later (listening: kept by the thread; else read now)."""
        if self.thread is None:
            return self.read_until(version)
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.version >= version:
                return self.states[-1]
            time.sleep(0.01)
        raise AssertionError(f"phone {self.pid} on :{self.port} never saw version {version}: at {self.version}")

    def close(self) -> None:
        if self.ws is not None:
            self.ws.close()
        if self.thread is not None:
            self.thread.join(5)
        self.http.close()


NAMES = ["Ann", "Ben", "Cy", "Di", "Eve", "Flo", "Gus", "Hal"]


class Game:
    """One table driven through the API as its people would: each taps on their own phone.

    ``people``: the first of ``NAMES`` seated (the first makes the table), or ``names`` of your own.
    A person is named by their player id or by their name (``ids``: name -> player id).
    """

    def __init__(self, http: Http, profile: str = "howell", people: int = 4, options: dict | None = None,
                 names: list[str] | None = None):
        self.http = http
        names = list(names or NAMES[:people])
        body = {"profile": profile, "host_name": names[0]}
        if options:
            body["options"] = options
        status, made = http.post("/api/tables", body)
        assert status == 201, made
        self.code, self.host = made["code"], made["player_id"]
        self.tokens = {self.host: made["token"]}
        self.ids = {names[0]: self.host}
        self.join_url = made["join_url"]
        for name in names[1:]:
            status, joined = http.post(f"/api/tables/{self.code}/join", {"name": name})
            assert status == 201, joined
            self.tokens[joined["player_id"]] = joined["token"]
            self.ids[name] = joined["player_id"]
        self.versions: list[int] = []  # every version an action of ours produced
        self.with_ids = False  # give every action an action_id (durability tests)
        self.counter = 0
        self.acked: dict[str, int] = {}  # action_id -> version of its 2xx answer
        self.refused: set[str] = set()
        self.in_flight: str | None = None

    @property
    def path(self) -> str:
        return f"/api/tables/{self.code}"

    def phone(self, who: str | None = None, port: int | None = None, **options) -> Phone:
        """The phone of ``who``'s seat (none: the lobby's, a board's), its socket open; on ``port``, else
        the server's this game calls (``Phone``'s options: tls, source, headers…)."""
        pid = self.ids.get(who, who)
        return Phone(port or self.http.port, self.code, self.token(pid), pid, **options).connect()

    def token(self, who: str | None) -> str | None:
        """The token of a person named by id or name (None: nobody's, a spectator's call)."""
        return self.tokens.get(self.ids.get(who, who)) if who else None

    def turn(self) -> str:
        """The name of whoever's turn it is."""
        pid = self.snap()["turn"]
        return next(name for name, i in self.ids.items() if i == pid)

    def snap(self, pid: str | None = None) -> dict:
        status, body = self.http.get(self.path, token=self.token(pid))
        assert status == 200, body
        return body

    def act(self, pid: str | None, body: dict, expect: int = 200):
        if self.with_ids and "action_id" not in body:
            self.counter += 1
            body = dict(body, action_id=f"{self.code}-{self.counter}-{os.getpid()}")
        self.in_flight = body.get("action_id")
        status, answer = self.http.post(f"{self.path}/actions", body, token=self.token(pid))
        assert status == expect, (body, pid, status, answer)
        if status == 200:
            self.versions.append(answer["version"])
            if body.get("action_id"):
                self.acked[body["action_id"]] = answer["version"]
        elif body.get("action_id"):
            self.refused.add(body["action_id"])
        self.in_flight = None
        return answer

    def start(self, first_dealer: str | None = None) -> dict:
        body = {"type": "start"}
        if first_dealer:
            body["first_dealer"] = first_dealer
        return self.act(self.host, body)

    def quick_deal(self) -> dict:
        """The current deal to its end in three taps, on a table of hand_size 1 (a game night's
        tests): starter rank 1, so the dealer's left plays their one card, right, and empties."""
        dealer = self.snap()["dealer"]
        self.act(dealer, {"type": "starter", "cards": 1, "rank": 1})
        self.act(self.snap()["turn"], {"type": "attempt", "cards": 1})
        return self.act(dealer, {"type": "judge", "verdict": "right"})

    def play_deal(self, rng, rule: str = "RULE", max_turns: int = 12, prophet: bool = True,
                  after_each=None) -> dict:
        """Drive the current deal to its end with a random but legal mix of plays.

        After ``max_turns`` turns the player on turn plays their whole hand right,
        so every deal ends (emptied) in bounded time.
        """
        s = self.snap(self.host)
        dealer = s["dealer"]
        turns = 0
        while s["phase"] not in ("deal_over", "game_over"):
            deal = s["deal"]
            phase = s["phase"]
            if phase == "starter":
                if deal["rule_sha256"] is None:
                    s = self.act(dealer, {"type": "seal_rule", "text": rule})
                else:
                    cards = 1 if s["profile"] == "express" else rng.randint(1, 2)
                    s = self.act(dealer, {"type": "starter", "cards": cards, "rank": rng.randint(1, 13)})
            elif phase == "turn":
                player = s["turn"]
                if deal.get("guess_window") and turns >= max_turns:
                    s = self.act(dealer, {"type": "guess", "verdict": "right"})
                elif prophet and deal.get("can_declare") and deal["prophet"] is None and rng.random() < 0.3:
                    s = self.act(deal["can_declare"], {"type": "declare_prophet"})
                elif deal.get("guess_window") and rng.random() < 0.3:
                    verdict = "right" if turns >= max_turns // 2 and rng.random() < 0.5 else "wrong"
                    s = self.act(dealer, {"type": "guess", "verdict": verdict})
                else:
                    hand = deal["hands"][player]
                    turns += 1
                    if turns >= max_turns:
                        cards = 1 if s["profile"] == "express" else hand
                        self._last_plan = "right"
                    else:
                        cards = 1 if s["profile"] == "express" else rng.randint(1, min(3, hand))
                        self._last_plan = rng.choice(["right", "right", "wrong"])
                    if turns < max_turns and rng.random() < 0.1:
                        self._last_plan = rng.choice(["right", "wrong"])
                        s = self.act(player, {"type": "no_play"})
                    else:
                        # the dealer sometimes taps for the player (one phone can run the table)
                        by = dealer if rng.random() < 0.2 else player
                        body = {"type": "attempt", "cards": cards}
                        if by != player:
                            body["player"] = player
                        s = self.act(by, body)
            elif phase == "judging":
                verdict = getattr(self, "_last_plan", "right")
                if deal["prophet"] is not None:
                    s = self.act(deal["prophet"]["player"], {"type": "judge", "verdict": verdict})
                else:
                    s = self.act(dealer, {"type": "judge", "verdict": verdict})
            elif phase == "confirming":
                s = self.act(dealer, {"type": "confirm"})
            else:  # pragma: no cover
                raise AssertionError(f"unexpected phase {phase}")
            if after_each:
                after_each(s)
        return s
