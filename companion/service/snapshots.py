"""The text each socket of a table receives after a change, encoded once per table.

Every viewer but one sees the spectator's snapshot with their own `me` (the
first key), so the shared part is encoded once and each viewer's text is a
splice; only the dealer of a sealed rule gets a snapshot of their own. Under
load (bench/load.py, py-spy) encoding a snapshot per socket was the largest
single cost of a change.

Everything a ``Frames`` needs is computed when it is made, under the table's
lock (the core's state is mutable and the next action changes it); handing
the texts to the sockets then happens outside the lock and reads only these
bytes.
"""
from __future__ import annotations

import hashlib

import orjson

from companion import rules
from companion.service import sentences

_SPECTATOR_HEAD = b'{"me":null'
_OPTIONS = orjson.OPT_NON_STR_KEYS


def dumps(value) -> bytes:
    """Compact JSON as UTF-8 bytes (orjson: about ten times json.dumps on a snapshot).

    A right-sized copy: orjson's bytes keep the whole buffer it wrote into
    (a 2.3 KB snapshot held 32 KB, 8 KB of it resident), and these texts are
    kept (a table's render, its log pages): 200 tables' renders were 6 MB of
    the peers' load. The copy costs a memcpy of the text.
    """
    return bytes(memoryview(orjson.dumps(value, option=_OPTIONS)))


class Frames:
    """One change of a table, rendered: ``text(viewer)`` -> that viewer's state message (bytes).

    ``revision`` orders the frames of one table (it rises with every render
    that may differ: an action, or a change of who is connected), so a
    socket's mailbox can keep only the newest. ``version`` is the table's.
    """

    __slots__ = ("revision", "version", "_rest", "_seated", "_apart", "_apart_text", "_tags", "_own", "only")

    def __init__(self, state, connected, code: str, revision: int = 0, sealed_shown: bool = True,
                 notebook=None):
        self.revision = revision
        self.version = state.version
        self.only = None  # the viewers this render is for (a secret notebook's change), None: everyone
        notebook = notebook if notebook is not None else rules.Notebook()
        spectator = sentences.table(rules.view(state, None, connected, code))
        spectator["notebook"] = rules.public_view(state, notebook)
        # a deal's secret notebook: each writer's own hypotheses (and the organizer's, all), spliced
        # beside their `me`; nobody else's bytes hold any (RULES.md, "A notebook of hypotheses")
        self._own = {viewer: dumps(own) for viewer in self._writers(state, notebook)
                     if (own := rules.own_view(state, notebook, viewer))}
        shared = dumps(spectator)
        assert shared.startswith(_SPECTATOR_HEAD)
        self._rest = shared[len(_SPECTATOR_HEAD):]
        self._seated = frozenset(rules.person_ids(state))
        self._apart = rules.sealed_for_all_but(state) if sealed_shown else None
        self._apart_text = None
        if self._apart is not None:
            self._apart_text = dumps({"type": "state", "state": rules.sealed_view(spectator, state)})
        self._tags: dict = {}

    @staticmethod
    def _writers(state, notebook) -> set:
        if state.deal is None or rules.notebook_shown(state):
            return set()
        writers = {e.by for e in notebook.of_deal(state.deal.serial)}
        return writers | ({state.organizer} if state.organizer is not None else set())

    def text(self, viewer) -> bytes:
        """``{"type":"state","state":{…}}`` for this viewer (a person id, or None: a spectator)."""
        if viewer is not None and viewer == self._apart:
            return self._apart_text
        if viewer not in self._seated:
            viewer = None
        # spliced on every call, not kept: each socket takes its text once per change, and
        # 1,600 sockets' texts kept until the next change were 3 MB at the peers' load
        me = b"null" if viewer is None else dumps(viewer)
        own = self._own.get(viewer)
        if own is not None:
            me += b',"my_hypotheses":' + own
        return b'{"type":"state","state":{"me":' + me + self._rest + b"}"

    def state(self, viewer) -> bytes:
        """The snapshot alone (an HTTP answer): the message without its envelope."""
        return self.text(viewer)[len(b'{"type":"state","state":'):-1]

    def tag(self, viewer) -> str:
        """A strong ETag value for ``state(viewer)``: a digest of those very bytes, so the same
        snapshot has the same tag on any process and after any restart, and any change a new one."""
        tag = self._tags.get(viewer)
        if tag is None:
            tag = self._tags[viewer] = hashlib.blake2b(self.text(viewer), digest_size=16).hexdigest()
        return tag

