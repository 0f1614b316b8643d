"""Sentences in the table's words: what just happened, and what each log record was."""


def _name(t, pid):
    return t.names.get(pid, pid or "Somebody")


def _cards(n):
    return f"{n} card" if n == 1 else f"{n} cards"


def _go(n):
    return "goes" if n == 1 else "go"


def result_text(t, last) -> str:
    """The instruction the table reads after a judgement ("Ben draws 4 cards.")."""
    who = _name(t, last["player"])
    parts = []
    if last["deposed"]:
        parts.append(f"The prophet {_name(t, last['deposed'])} is deposed and draws 5 cards.")
    if last.get("illegal_pick"):
        parts.append(f"The card the prophet picked goes back to {who}'s hand.")
    if last["kind"] == "attempt":
        if last["cards"] == 0:
            parts.append(f"{who} takes the cards back.")
        elif last["verdict"] == "right":
            parts.append(f"Right: {who}'s {_cards(last['cards'])} {_go(last['cards'])} on the mainline.")
        else:
            parts.append(f"Wrong: {who}'s {_cards(last['cards'])} {_go(last['cards'])} to a sideline.")
    else:
        if last["cards"] == 0:
            parts.append(f"{who} keeps the hand.")
        elif last["verdict"] == "right":
            hand = t.deal.hands[last["player"]]
            if hand == 0:
                parts.append(f"No play was right: {who} puts the hand under the stock; the hand is empty.")
            else:
                parts.append(f"No play was right: {who} puts the hand under the stock and takes {_cards(hand)}.")
        else:
            parts.append(f"No play was false: the dealer puts one legal card of {who}'s on the mainline.")
    if last["draw"]:
        parts.append(f"{who} draws {_cards(last['draw'])}.")
    if last["expelled"]:
        parts.append(f"{who} is expelled for this deal.")
    for at in last.get("markers") or ():
        parts.append(f"Put a marker under card {at}.")
    return " ".join(parts)


_SAYS = {
    "create": "{host_name} opened {a_profile} table.",
    "join": "{name} sat down.",
    "seat": "{by} set the seat order: {order}.",
    "options": "{by} changed the options: {options}.",
    "kick": "{by} removed {who} from the table.",
    "start": "The game started; the first dealer is {first_dealer} ({how}).",
    "seal_rule": "{by} sealed the secret rule.",
    "starter": "{by} placed {cards} as the starter{rank}.",
    "attempt": "{who} played {cards}.",
    "no_play": "{who} declared no play.",
    "judge": "{who} judged: {verdict}.",
    "confirm": "{by} confirmed the prophet's judgement.",
    "overrule": "{by} overruled the prophet: {verdict}.",
    "declare_prophet": "{who} became the prophet.",
    "guess": "{who} guessed the rule: {verdict}.",
    "buy_hint": "{who} bought a hint{hint}",
    "withdraw": "{who} withdrew the play.",
    "undo": "{by} undid action {target}{reopens}.",
    "next_deal": "{by} called the next deal.",
    "end_game": "{by} ended the game.",
    # A game night (RULES.md): seats between deals, and another game at the same table.
    "join_late": "{name} sat down; they are dealt in from the next deal.",
    "kick_late": "{by} removed {who} from the game; their scores so far stand.",
    "new_game": "{by} started game {game} with the same people and seats.",
    "new_game_profile": "{by} started game {game} with the same people and seats, as {a_profile} game.",
}

# Added after a record's sentence when the record says so.
_NOTES = {
    "ends_game": "Everyone seated has dealt: the game is over.",
}


def _key(record) -> str:
    """Which sentence: the record's type, or its game-night variant."""
    kind = record["type"]
    if kind == "join" and record.get("late"):
        return "join_late"
    if kind == "kick" and record.get("late"):
        return "kick_late"
    if kind == "new_game" and record.get("profile"):
        return "new_game_profile"
    return kind


def _a(word) -> str:
    """The word with its indefinite article: "a howell", "an express", "an abbott"."""
    word = str(word)
    return f"{'an' if word[:1] and word[:1].lower() in 'aeiou' else 'a'} {word}"


def describe(t, record) -> str:
    """One log record as a sentence."""
    says = _SAYS.get(_key(record))
    if says is None:
        return record["type"]
    by = _name(t, record.get("by"))
    return says.format(
        by=by,
        who=_name(t, record["player"]) if record.get("player") else by,
        host_name=record.get("host_name"),
        profile=record.get("profile"),
        a_profile=_a(record.get("profile")),
        name=record.get("name"),
        order=", ".join(_name(t, p) for p in record.get("order", ())),
        options=", ".join(f"{k} = {v}" for k, v in record.get("options", {}).items()),
        first_dealer=_name(t, record.get("first_dealer")),
        how="drawn at random" if record.get("drawn") else "named by the host",
        cards=_cards(record.get("cards", 0)),
        rank=f", last rank {record['rank']}" if record.get("rank") else "",
        verdict=record.get("verdict"),
        hint=f": {record['text']}" if record.get("text") else ".",
        target=record.get("target"),
        reopens=(f" and reopened deal {record['reopens']}; its rule stays shown to everyone"
                 if record.get("reopens") else ""),
        game=record.get("game"),
    ) + _closed(t, record) + "".join(" " + note for key, note in _NOTES.items() if record.get(key))


_WINDOWS = {"guess": "chance to guess", "declare": "chance to declare prophet"}


def _closed(t, record) -> str:
    """A turn's tap that ended the previous player's window says so in the log."""
    if not record.get("closes"):
        return ""
    return f" That closed {_name(t, record['closes'])}'s {_WINDOWS.get(record.get('closes_what'), 'window')}."
