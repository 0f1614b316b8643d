"""Who is connected elsewhere is the union of the other processes' presence, each lapsing at its time.

Pure: no Redis and no clock (``now`` is given), so the merge the shared hub
relies on is checked on its own; tests/scale checks the hub over a real Redis.
"""
from __future__ import annotations

from hypothesis import given, strategies as st

from companion.cluster import notes
from companion.cluster.remote_presence import RemotePresence, merge


def test_the_merge_is_the_union_of_the_entries_still_valid():
    entries = {"proc-a": (frozenset({"p1", "p2"}), 100.0), "proc-b": (frozenset({"p3"}), 50.0)}
    assert merge(entries, now=40.0) == {"p1", "p2", "p3"}
    assert merge(entries, now=50.0) == {"p1", "p2", "p3"}  # valid until and at its time
    assert merge(entries, now=60.0) == {"p1", "p2"}  # proc-b's word lapsed
    assert merge(entries, now=101.0) == frozenset()
    assert merge({}, now=0.0) == frozenset()


def test_a_new_entry_replaces_that_process_s_last_one_and_says_whether_the_table_changed():
    remote = RemotePresence()
    assert remote.put("ABCDEF", "a", frozenset({"p1"}), until=30, now=0)
    assert remote.connected("ABCDEF") == {"p1"}
    assert not remote.put("ABCDEF", "b", frozenset({"p1"}), until=30, now=0)  # p1 on two processes: no change
    assert remote.put("ABCDEF", "a", frozenset({"p2"}), until=30, now=0)  # a: p1 left, p2 came
    assert remote.connected("ABCDEF") == {"p1", "p2"}
    assert remote.put("ABCDEF", "b", frozenset(), until=30, now=0)  # nobody through b any more
    assert remote.connected("ABCDEF") == {"p2"}
    assert remote.connected("GHJKMN") is None


def test_a_killed_process_s_people_lapse_and_only_the_changed_tables_are_named():
    remote = RemotePresence()
    remote.put("ABCDEF", "killed", frozenset({"p1"}), until=30, now=0)
    remote.put("ABCDEF", "alive", frozenset({"p2"}), until=60, now=0)
    remote.put("GHJKMN", "alive", frozenset({"p4"}), until=60, now=0)
    assert remote.expire(now=20) == []
    assert remote.expire(now=31) == ["ABCDEF"]
    assert remote.connected("ABCDEF") == {"p2"} and remote.connected("GHJKMN") == {"p4"}
    assert sorted(remote.expire(now=61)) == ["ABCDEF", "GHJKMN"]
    assert remote.connected("ABCDEF") is None and remote.connected("GHJKMN") is None


def test_a_table_read_whole_replaces_what_was_heard():
    remote = RemotePresence()
    remote.put("ABCDEF", "gone", frozenset({"p1"}), until=30, now=0)
    assert remote.replace("ABCDEF", {"b": (frozenset({"p3"}), 30.0), "c": (frozenset(), 30.0)}, now=0)
    assert remote.connected("ABCDEF") == {"p3"}
    assert not remote.replace("ABCDEF", {"b": (frozenset({"p3"}), 40.0)}, now=0)


entry = st.tuples(st.frozensets(st.sampled_from(["p1", "p2", "p3", "p4"])), st.floats(0, 100))


@given(st.dictionaries(st.sampled_from(["a", "b", "c"]), entry), st.floats(0, 100))
def test_the_merge_holds_exactly_the_people_of_some_valid_entry(entries, now):
    merged = merge(entries, now)
    for person in ["p1", "p2", "p3", "p4"]:
        assert (person in merged) == any(person in players and until >= now for players, until in entries.values())


@given(st.lists(st.tuples(st.sampled_from(["a", "b"]), entry)), st.floats(0, 100))
def test_the_remembered_merge_is_the_merge_of_the_last_entry_of_each_process(puts, now):
    remote, last = RemotePresence(), {}
    for origin, (players, until) in puts:
        remote.put("ABCDEF", origin, players, until, now=0)
        last[origin] = (players, until)
    remote.expire(now)
    assert (remote.connected("ABCDEF") or frozenset()) == merge(last, now)


def test_every_note_reads_back_as_it_was_written():
    for note in (notes.Version("ABCDEF", 12, "proc1"), notes.People("ABCDEF", "proc1"), notes.Deleted("ABCDEF", "proc1"),
                 notes.Connected("ABCDEF", "proc1", frozenset({"p1", "p2"}), 1700000000.5),
                 notes.Connected("ABCDEF", "proc1", frozenset(), 1.0)):
        assert notes.decode(notes.encode(note).encode()) == note
    assert notes.read_entry(notes.entry({"p2", "p1"}, 9.5)) == (frozenset({"p1", "p2"}), 9.5)


def test_text_that_is_not_a_note_is_refused():
    for text in (b"", b"x ABCDEF", b"v ABCDEF", b"v ABCDEF twelve proc1", b"p ABCDEF proc1 {} 1.0",
                 b'p ABCDEF proc1 [1] 1.0', b"t ABCDEF", "p ABCDEF proc1 [] soon"):
        try:
            notes.decode(text)
        except ValueError:
            continue
        raise AssertionError(f"{text!r} was read as a note")
    for value in (b"{}", b"[]", b'{"p": "p1", "until": 1}', b"nonsense"):
        try:
            notes.read_entry(value)
        except ValueError:
            continue
        raise AssertionError(f"{value!r} was read as an entry")
