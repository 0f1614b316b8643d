"""What happened, as data: each log record and each judged turn as sentences, every
sentence a stable key with its parameters (``{"key": "log.join", "name": "Ben"}``).

The phones render these keys from their own catalogs, so one frame serves a table
whose phones speak several languages; the English sentence (the API's ``text``
fields) is the shell's, rendered from the same keys by the English catalog
(``companion.catalogs.say``; the core reads no file). docs/i18n.md says how ("Texts are data") and what a new
record type adds ("Adding keys": ``SAYS``, ``_PARAMS``).
"""

from .profiles import DEPOSED_DRAW

# Every key the core says and the parameters it gives it; the sentences themselves, in every
# language, are the catalogs' (static/i18n/<language>.ftl: English in en.ftl, nowhere else).
# A parameter that changes the sentence (profile, verdict, late, …) is one the message selects on.
SAYS = {
    "log.create": ("host", "profile"),
    "log.join": ("name", "late"),
    "log.seat": ("by", "order"),
    "log.options": ("by", "options"),
    "log.kick": ("by", "who", "late"),
    "log.make_host": ("by", "who"),
    "log.start": ("first_dealer", "chosen"),
    "log.seal_rule": ("by",),
    "log.starter": ("by", "n", "rank", "ranked"),
    "log.attempt": ("who", "n"),
    "log.no_play": ("who",),
    "log.judge": ("who", "verdict"),
    "log.confirm": ("by",),
    "log.overrule": ("by", "verdict"),
    "log.declare_prophet": ("who",),
    "log.guess": ("who", "verdict"),
    "log.buy_hint": ("who", "hint", "worded"),
    "log.withdraw": ("who",),
    "log.undo": ("by", "target", "deal", "reopened"),
    "log.next_deal": ("by",),
    "log.end_game": ("by",),
    "log.new_game": ("by", "game", "profile"),
    "log.ends_game": (),
    "log.other": ("type",),
    # A turn's tap that ended the previous player's window says so in the log.
    "log.closed_guess": ("closes",),
    "log.closed_declare": ("closes",),
    "log.closed_window": ("closes",),
    # The instruction the table reads after a judgement ("Ben draws 4 cards.").
    "result.deposed": ("prophet", "n"),
    "result.illegal_pick": ("who",),
    "result.take_back": ("who",),
    "result.right": ("who", "n"),
    "result.wrong": ("who", "n"),
    "result.keeps_hand": ("who",),
    "result.no_play_right_empty": ("who",),
    "result.no_play_right": ("who", "n"),
    "result.no_play_false": ("who",),
    "result.draws": ("who", "n"),
    "result.expelled": ("who",),
    "result.marker": ("at",),
}

def _name(t, pid):
    return t.names.get(pid, pid) if pid else None


def _yes(value) -> str:
    return "yes" if value else "no"


# Every parameter a log sentence may name; a sentence gets only those it names.
_PARAMS = {
    "by": lambda t, r: _name(t, r.get("by")),
    "who": lambda t, r: _name(t, r.get("player") or r.get("by")),
    "host": lambda t, r: r.get("host_name") or r.get("organizer"),
    "name": lambda t, r: r.get("name"),
    "order": lambda t, r: [_name(t, p) for p in r.get("order", ())],
    "options": lambda t, r: dict(r.get("options", {})),
    "first_dealer": lambda t, r: _name(t, r.get("first_dealer")),
    "n": lambda t, r: r.get("cards", 0),
    "rank": lambda t, r: r.get("rank"),
    "hint": lambda t, r: r.get("text"),  # buy_hint's text (a seal_rule's text is never named)
    "target": lambda t, r: r.get("target"),
    "deal": lambda t, r: r.get("reopens"),
    "type": lambda t, r: r.get("type"),
    "closes": lambda t, r: _name(t, r.get("closes")),
    "game": lambda t, r: r.get("game"),
    # what the sentence selects on
    "profile": lambda t, r: r.get("profile") or "same",  # new_game without one keeps the game's
    "late": lambda t, r: _yes(r.get("late")),
    "chosen": lambda t, r: "drawn" if r.get("drawn") else "named",
    "ranked": lambda t, r: _yes(r.get("rank")),
    "verdict": lambda t, r: r.get("verdict"),
    "worded": lambda t, r: _yes(r.get("text")),
    "reopened": lambda t, r: _yes(r.get("reopens")),
}


def _say(key, t, record) -> dict:
    return {"key": key, **{f: _PARAMS[f](t, record) for f in SAYS[key]}}


def says(t, record) -> list:
    """One log record as sentences: its own, the window it closed, if any, and the game it ended."""
    key = "log." + record["type"]
    out = [_say(key if key in SAYS else "log.other", t, record)]
    if record.get("closes"):
        what = record.get("closes_what")
        out.append(_say(f"log.closed_{what}" if what in ("guess", "declare") else "log.closed_window", t, record))
    if record.get("ends_game"):
        out.append(_say("log.ends_game", t, record))
    return out


def result_says(t, last) -> list:
    """What the hands do on the real table after a judgement, sentence by sentence."""
    who = _name(t, last["player"])
    n = last["cards"]
    out = []
    if last["deposed"]:
        out.append({"key": "result.deposed", "prophet": _name(t, last["deposed"]), "n": DEPOSED_DRAW})
    if last.get("illegal_pick"):
        out.append({"key": "result.illegal_pick", "who": who})
    if last["kind"] == "attempt":
        if n == 0:
            out.append({"key": "result.take_back", "who": who})
        else:
            out.append({"key": "result.right" if last["verdict"] == "right" else "result.wrong", "who": who, "n": n})
    elif n == 0:
        out.append({"key": "result.keeps_hand", "who": who})
    elif last["verdict"] == "right":
        hand = t.deal.hands[last["player"]]
        out.append({"key": "result.no_play_right", "who": who, "n": hand} if hand
                   else {"key": "result.no_play_right_empty", "who": who})
    else:
        out.append({"key": "result.no_play_false", "who": who})
    if last["draw"]:
        out.append({"key": "result.draws", "who": who, "n": last["draw"]})
    if last["expelled"]:
        out.append({"key": "result.expelled", "who": who})
    for at in last.get("markers") or ():
        out.append({"key": "result.marker", "at": at})
    return out


def result(t, last) -> dict:
    """The field a judged turn's ``deal.last`` carries about itself: ``says`` (its English ``text`` is the shell's)."""
    return {"says": result_says(t, last)}
