"""What happened, as data: each log record and each judged turn as sentences, every
sentence a stable key with its parameters (``{"key": "log.join", "name": "Ben"}``).

The phones render these keys from their own catalogs, so one frame serves a table
whose phones speak several languages; the English sentence (the API's ``text``
fields) is rendered here from the same keys. docs/i18n.md says how ("Texts are
data") and what a new record type adds ("Adding keys": ``SAYS``, ``_VARIANT``,
``_PARAMS``).
"""

from functools import cache
from string import Formatter

from .profiles import DEPOSED_DRAW

# The English of every key the core says. A pair is (one, other): chosen by the parameter n.
SAYS = {
    "log.create_howell": "{host} opened a howell table.",
    "log.create_abbott": "{host} opened an abbott table.",
    "log.create_express": "{host} opened an express table.",
    "log.join": "{name} sat down.",
    "log.seat": "{by} set the seat order: {order}.",
    "log.options": "{by} changed the options: {options}.",
    "log.kick": "{by} removed {who} from the table.",
    "log.make_host": "{by} made {who} the host of this table.",
    "log.start_drawn": "The game started; the first dealer is {first_dealer} (drawn at random).",
    "log.start_named": "The game started; the first dealer is {first_dealer} (named by the host).",
    "log.seal_rule": "{by} sealed the secret rule.",
    "log.starter": ("{by} placed {n} card as the starter.", "{by} placed {n} cards as the starter."),
    "log.starter_rank": ("{by} placed {n} card as the starter, last rank {rank}.",
                         "{by} placed {n} cards as the starter, last rank {rank}."),
    "log.attempt": ("{who} played {n} card.", "{who} played {n} cards."),
    "log.no_play": "{who} declared no play.",
    "log.judge_right": "{who} judged: right.",
    "log.judge_wrong": "{who} judged: wrong.",
    "log.confirm": "{by} confirmed the prophet's judgement.",
    "log.overrule_right": "{by} overruled the prophet: right.",
    "log.overrule_wrong": "{by} overruled the prophet: wrong.",
    "log.declare_prophet": "{who} became the prophet.",
    "log.guess_right": "{who} guessed the rule: right.",
    "log.guess_wrong": "{who} guessed the rule: wrong.",
    "log.buy_hint": "{who} bought a hint.",
    "log.buy_hint_text": "{who} bought a hint: {hint}",
    "log.withdraw": "{who} withdrew the play.",
    "log.undo": "{by} undid action {target}.",
    "log.undo_reopens": "{by} undid action {target} and reopened deal {deal}; its rule stays shown to everyone.",
    "log.next_deal": "{by} called the next deal.",
    "log.end_game": "{by} ended the game.",
    # A game night: seats between deals, and another game at the same table.
    "log.join_late": "{name} sat down; they are dealt in from the next deal.",
    "log.kick_late": "{by} removed {who} from the game; their scores so far stand.",
    "log.new_game": "{by} started game {game} with the same people and seats.",
    "log.new_game_howell": "{by} started game {game} with the same people and seats, as a howell game.",
    "log.new_game_abbott": "{by} started game {game} with the same people and seats, as an abbott game.",
    "log.new_game_express": "{by} started game {game} with the same people and seats, as an express game.",
    "log.ends_game": "Everyone seated has dealt: the game is over.",
    "log.other": "{type}",
    # A turn's tap that ended the previous player's window says so in the log.
    "log.closed_guess": "That closed {closes}'s chance to guess.",
    "log.closed_declare": "That closed {closes}'s chance to declare prophet.",
    "log.closed_window": "That closed {closes}'s window.",
    # The instruction the table reads after a judgement ("Ben draws 4 cards.").
    "result.deposed": ("The prophet {prophet} is deposed and draws {n} card.",
                       "The prophet {prophet} is deposed and draws {n} cards."),
    "result.illegal_pick": "The card the prophet picked goes back to {who}'s hand.",
    "result.take_back": "{who} takes the cards back.",
    "result.right": ("Right: {who}'s {n} card goes on the mainline.", "Right: {who}'s {n} cards go on the mainline."),
    "result.wrong": ("Wrong: {who}'s {n} card goes to a sideline.", "Wrong: {who}'s {n} cards go to a sideline."),
    "result.keeps_hand": "{who} keeps the hand.",
    "result.no_play_right_empty": "No play was right: {who} puts the hand under the stock; the hand is empty.",
    "result.no_play_right": ("No play was right: {who} puts the hand under the stock and takes {n} card.",
                             "No play was right: {who} puts the hand under the stock and takes {n} cards."),
    "result.no_play_false": "No play was false: the dealer puts one legal card of {who}'s on the mainline.",
    "result.draws": ("{who} draws {n} card.", "{who} draws {n} cards."),
    "result.expelled": "{who} is expelled for this deal.",
    "result.marker": "Put a marker under card {at}.",
}

def _name(t, pid):
    return t.names.get(pid, pid) if pid else None


# Record types whose sentence depends on a field: the last part of the key.
_VARIANT = {
    "create": lambda r: f"create_{r.get('profile')}",
    "start": lambda r: "start_drawn" if r.get("drawn") else "start_named",
    "starter": lambda r: "starter_rank" if r.get("rank") else "starter",
    "judge": lambda r: f"judge_{r.get('verdict')}",
    "overrule": lambda r: f"overrule_{r.get('verdict')}",
    "guess": lambda r: f"guess_{r.get('verdict')}",
    "buy_hint": lambda r: "buy_hint_text" if r.get("text") else "buy_hint",
    "undo": lambda r: "undo_reopens" if r.get("reopens") else "undo",
    "join": lambda r: "join_late" if r.get("late") else "join",
    "kick": lambda r: "kick_late" if r.get("late") else "kick",
    "new_game": lambda r: f"new_game_{r['profile']}" if r.get("profile") else "new_game",
}

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
}


@cache
def _fields(template) -> tuple:
    """The parameters a template names, in order (parsed once per template: every snapshot says its last record)."""
    forms = template if isinstance(template, tuple) else (template,)
    return tuple(dict.fromkeys(f for form in forms for _, f, _, _ in Formatter().parse(form) if f))


def _say(key, t, record) -> dict:
    return {"key": key, **{f: _PARAMS[f](t, record) for f in _fields(SAYS[key])}}


def says(t, record) -> list:
    """One log record as sentences: its own, the window it closed, if any, and the game it ended."""
    kind = record["type"]
    key = "log." + _VARIANT.get(kind, lambda r: kind)(record)
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


def _plain(value) -> str:
    if value is None:
        return "Somebody"
    if isinstance(value, dict):
        return ", ".join(f"{k} = {v}" for k, v in value.items())
    if isinstance(value, (list, tuple)):
        return ", ".join(_plain(v) for v in value)
    return str(value)


def english(sentences) -> str:
    """The sentences in English, one after the other (the API's ``text``)."""
    out = []
    for say in sentences:
        template = SAYS[say["key"]]
        if isinstance(template, tuple):
            template = template[0] if say.get("n") == 1 else template[1]
        out.append(template.format(**{k: _plain(v) for k, v in say.items() if k != "key"}))
    return " ".join(out)


def describe(t, record) -> str:
    """One log record as an English sentence."""
    return english(says(t, record))


def result(t, last) -> dict:
    """The fields a judged turn's ``deal.last`` carries about itself: ``says`` and its English ``text``."""
    sentences = result_says(t, last)
    return {"says": sentences, "text": english(sentences)}
