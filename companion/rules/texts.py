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
    return " ".join(parts)


def describe(t, record) -> str:
    """One log record as a sentence."""
    kind = record["type"]
    by = _name(t, record.get("by"))
    who = _name(t, record.get("player")) if record.get("player") else by
    if kind == "create":
        return f"{record['host_name']} opened a {record['profile']} table."
    if kind == "join":
        return f"{record['name']} sat down."
    if kind == "seat":
        return f"{by} set the seat order: " + ", ".join(_name(t, p) for p in record["order"]) + "."
    if kind == "options":
        return f"{by} changed the options: " + ", ".join(f"{k} = {v}" for k, v in record["options"].items()) + "."
    if kind == "kick":
        return f"{by} removed {who} from the table."
    if kind == "start":
        how = "drawn at random" if record.get("drawn") else "named by the host"
        return f"The game started; the first dealer is {_name(t, record['first_dealer'])} ({how})."
    if kind == "seal_rule":
        return f"{by} sealed the secret rule."
    if kind == "starter":
        rank = f", last rank {record['rank']}" if record.get("rank") else ""
        return f"{by} placed {_cards(record['cards'])} as the starter{rank}."
    if kind == "attempt":
        return f"{who} played {_cards(record['cards'])}."
    if kind == "no_play":
        return f"{who} declared no play."
    if kind == "judge":
        return f"{who} judged: {record['verdict']}."
    if kind == "confirm":
        return f"{by} confirmed the prophet's judgement."
    if kind == "overrule":
        return f"{by} overruled the prophet: {record['verdict']}."
    if kind == "declare_prophet":
        return f"{who} became the prophet."
    if kind == "guess":
        return f"{who} guessed the rule: {record['verdict']}."
    if kind == "buy_hint":
        hint = f": {record['text']}" if record.get("text") else "."
        return f"{who} bought a hint{hint}"
    if kind == "undo":
        return f"{by} undid action {record.get('target')}."
    if kind == "next_deal":
        return f"{by} called the next deal."
    if kind == "end_game":
        return f"{by} ended the game."
    return kind
