"""The notebook's invariants over random legal games of every profile (hypothesis).

Random tables (test_properties' runner) with hypotheses written, struck, marked and unmarked
between their actions, by whoever may and by whoever may not. After every step: the
notebook's replay is its live state; the table's state is its log's replay, whatever the
notebook did (a note raises no version); and the secrecy of RULES.md, "A notebook of
hypotheses": while a deal runs and its notebook is not shown, no viewer but its writer and
the room's organizer holds any of its hypotheses, in the core's view or in the bytes the
service hands each socket.
"""
import copy

from hypothesis import HealthCheck, given, settings, strategies as st

from companion import rules
from companion.rules.notebook import hypotheses_seen_by, shown
from companion.service.snapshots import Frames
from companion.rules.profiles import FIXED
from tests.rules.test_properties import PROFILE_OPTIONS, candidates, legal

ORGANIZER = rules.create_record("howell", None, "Teacher", organizer=True)["by"]


def a_rooms_table(draw, profile):
    """A started table of ``profile`` whose organizer (a host seated at none) is there from the
    first record on, as in a room: (state, log, do)."""
    options = draw(PROFILE_OPTIONS[profile])
    people = draw(st.integers(FIXED[profile]["min_people"], FIXED[profile]["max_people"]))
    if options.get("packs", 3) * 52 < options.get("hand_size", 14) * (people - 1) + 4:
        options["hand_size"] = 4
    state, log = rules.new_state(), []

    def do(action, sender):
        action = rules.parse(action)
        rules.check(state, action, sender)
        log.append(rules.complete(state, action, sender, lambda n: draw(st.integers(0, n - 1))))
        rules.apply(state, log[-1])

    log.append(rules.create_record(profile, options, "Teacher", organizer=True))
    rules.apply(state, log[-1])
    for i in range(people):
        do({"type": "join", "name": f"P{i}"}, None)
    do({"type": "start"}, ORGANIZER)
    return state, log, do


def note_candidates(state, book):
    """Notes a real table might send now, legal or not: (body, sender)."""
    deal = state.deal
    people = state.ids() + [ORGANIZER]
    out = [({"type": "write_hypothesis", "text": f"idea#{book.seq + 1}#"}, who) for who in people]
    for entry in list(book.entries.values())[-4:]:
        out += [({"type": "strike_hypothesis", "id": entry.id}, entry.by)]
        if deal is not None:
            out += [({"type": kind, "id": entry.id}, deal.dealer) for kind in ("mark_hypothesis", "unmark_hypothesis")]
    return out


def secrecy_holds(state, book):
    deal = state.deal
    secret = {e.id for e in book.entries.values()
              if deal is not None and e.deal == deal.serial and not shown(state)}
    frames = Frames(state, frozenset(), "CODE", notebook=book)
    for viewer in [None, *state.ids(), ORGANIZER]:
        seen = set(hypotheses_seen_by(state, book, viewer))
        allowed = {i for i in secret if viewer == ORGANIZER or book.entries[i].by == viewer}
        assert seen & secret == allowed, (viewer, state.phase, deal.serial, deal.players, deal.dealer,
                                          [(e.id, e.by, e.deal) for e in book.entries.values()])
        text = frames.text(viewer).decode()
        for i in secret - allowed:
            assert book.entries[i].text not in text or any(
                book.entries[j].text == book.entries[i].text for j in allowed)


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data(), profile=st.sampled_from(sorted(PROFILE_OPTIONS)))
def test_random_games_with_notebooks_keep_replay_and_secrecy(data, profile):
    draw = data.draw
    state, log, do = a_rooms_table(draw, profile)
    book, notes = rules.Notebook(), []
    for _ in range(draw(st.integers(10, 120))):
        if draw(st.booleans()):
            body, sender = draw(st.sampled_from(note_candidates(state, book)))
            before_state, before_book = copy.deepcopy(state), copy.deepcopy(book)
            try:
                action = rules.parse(body)
                rules.check_note(state, book, action, sender)
            except rules.RuleError as error:
                assert error.code
                assert book == before_book and state == before_state
            else:
                record = rules.complete_note(state, action, sender)
                notes.append(record)
                rules.apply_note(book, record)
                assert state == before_state  # no version, no count, no turn
        else:
            options = [c for c in candidates(state, night=True, end=draw(st.integers(0, 24)) == 0)
                       if legal(state, *c)]
            if not options:
                break
            do(*draw(st.sampled_from(options)))
        assert rules.replay_notes(notes) == book
        secrecy_holds(state, book)
    assert rules.replay(log) == state
    for kept in rules.kept(state, book):  # no running deal's hypothesis is ever kept
        assert state.deal is None or kept["serial"] != state.deal.serial or shown(state)
