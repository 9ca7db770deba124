"""Profiles (engine/record/profiles.py, tally.py): statistics per game, player count and opponent,
streaks, feats dated once, a game counted once, and a damaged file set aside (fuzzed from disk)."""
from __future__ import annotations

import json
import os

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core.match import Match, Seat
from engine.record import profiles as pr
from engine.record.tally import count_and_save, record_finished
from engine.registry import GAMES
from tests.playout import random_playout


@pytest.fixture(autouse=True)
def data_home(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    return tmp_path


def finished(seats, seed=5, name="pebbles"):
    g = GAMES[name]
    opts = g.default_options(len(seats))
    state, actions = random_playout(g, opts, seed)
    return Match(g, opts, seed, seats, state=state)


def test_the_file_is_in_the_apps_data_folder_resolved_at_call_time(data_home):
    assert pr.profiles_path() == os.path.join(str(data_home), "Terrarium", "profiles.json")


def test_a_game_counts_per_game_player_count_and_opponent():
    doc = pr.empty()
    m = finished([Seat("human", name="Ana"), Seat("ai", "hard", "Bot")])
    won = 0 in m.game.scores(m.state).winners()
    record_finished(doc, m, "/x/a.json", {0: "Ana"}, when="2026-11-28")
    b = doc["profiles"]["Ana"]["games"]["pebbles"]["2"]
    assert b["vs"] == {"hard": {"played": 1, "won": int(won), "lost": int(not won)}}
    total = m.game.scores(m.state).totals[0]
    assert pr.stats(b) == {"played": 1, "won": int(won), "lost": int(not won), "best": total, "average": total,
                           "streak": int(won), "best_streak": int(won)}
    assert doc["profiles"]["Ana"]["recent"]["pebbles"] == [["2026-11-28", total, 2]]
    assert "Bot" not in doc["profiles"]


def test_opponents_hot_seat_solo_and_the_strongest_ai():
    two_humans = Match(None, {}, 1, [Seat("human", name="A"), Seat("human", name="B")])
    mixed = Match(None, {}, 1, [Seat("human"), Seat("ai", "easy"), Seat("ai", "normal")])
    assert pr.opponents(two_humans, 0) == "hot_seat" and pr.opponents(mixed, 0) == "normal"
    assert pr.opponents(Match(None, {}, 1, [Seat("human")]), 0) == "solo"


def test_streaks_best_and_average():
    p = pr.profile(pr.empty(), "Ana")
    for won, score in [(True, 10), (True, 30), (False, 5), (True, 20)]:
        pr.count_game(p, "earth", 2, "normal", won, score, "2026-11-28")
    s = pr.stats(p["games"]["earth"]["2"])
    assert (s["played"], s["won"], s["lost"], s["best"], s["average"]) == (4, 3, 1, 30, 16)
    assert (s["streak"], s["best_streak"]) == (1, 2)


def test_a_solo_game_with_no_rival_is_played_with_its_score_but_neither_won_nor_lost():
    doc = pr.empty()
    m = finished([Seat("human", name="Ana")], name="cascadia")
    total = m.game.scores(m.state).totals[0]
    record_finished(doc, m, "/x/solo.json", {0: "Ana"}, when="2026-11-28")
    p = doc["profiles"]["Ana"]
    b = p["games"]["cascadia"]["1"]
    assert b["vs"] == {"solo": {"played": 1, "won": 0, "lost": 0}}
    assert pr.stats(b) == {"played": 1, "won": 0, "lost": 0, "best": total, "average": total,
                           "streak": 0, "best_streak": 0}
    assert p["recent"]["cascadia"] == [["2026-11-28", total, 1]]
    pr.check(doc)


def test_a_game_with_no_outcome_leaves_the_streak_as_it_was():
    p = pr.profile(pr.empty(), "Ana")
    for won in (True, None, True, None):
        pr.count_game(p, "cascadia", 2, "normal", won, 50, "2026-11-28")
    s = pr.stats(p["games"]["cascadia"]["2"])
    assert (s["played"], s["won"], s["lost"], s["streak"], s["best_streak"]) == (4, 2, 0, 2, 2)


def test_an_earth_solo_game_against_gaia_is_won_or_lost():
    doc = pr.empty()
    m = finished([Seat("human", name="Ana")], name="earth")
    record_finished(doc, m, "/x/earth.json", {0: "Ana"}, when="2026-11-28")
    row = doc["profiles"]["Ana"]["games"]["earth"]["1"]["vs"]["solo"]
    assert row["played"] == 1 and row["won"] + row["lost"] == 1


def test_the_file_never_holds_more_won_and_lost_than_played():
    doc = pr.empty()
    pr.count_game(pr.profile(doc, "Ana"), "cascadia", 1, "solo", None, 80, "2026-11-28")
    pr.check(doc)
    doc["profiles"]["Ana"]["games"]["cascadia"]["1"]["vs"]["solo"]["won"] = 2
    with pytest.raises(pr.Damaged):
        pr.check(doc)


def test_a_loaded_save_already_counted_is_not_counted_twice():
    doc = pr.empty()
    m = finished([Seat("human", name="Ana"), Seat("ai")])
    assert record_finished(doc, m, "/saves/a.json", {0: "Ana"}) is not None
    assert record_finished(doc, m, "/saves/a.json", {0: "Ana"}) is None
    assert pr.games_played(doc["profiles"]["Ana"], "pebbles") == 1
    other = finished([Seat("human", name="Ana"), Seat("ai")], seed=6)
    assert record_finished(doc, other, "/saves/b.json", {0: "Ana"}) is not None
    assert pr.games_played(doc["profiles"]["Ana"], "pebbles") == 2


def test_feats_are_dated_once(monkeypatch):
    from engine.record import tally
    from engine.record.feats import Clause, Feat
    from engine.core.data import Text
    played = Feat("played", (Clause("total", ">=", -1000),), Text("Played", "Joué"), Text("Play", "Jouer"))
    first = Feat("first", (Clause("games_before", "==", 0),), Text("First", "Premier"), Text("x", "x"))
    monkeypatch.setattr(tally, "feats_of", lambda g: (played, first))
    doc = pr.empty()
    m1, m2 = finished([Seat("human", name="Ana")] * 2, 5), finished([Seat("human", name="Ana")] * 2, 6)
    assert record_finished(doc, m1, "/a", {0: "Ana", 1: "Ana"}, when="2026-01-01") == {"Ana": ["played", "first"]}
    assert record_finished(doc, m2, "/b", {0: "Ana"}, when="2026-02-01") == {"Ana": []}
    assert doc["profiles"]["Ana"]["feats"]["pebbles"] == {"played": "2026-01-01", "first": "2026-01-01"}
    assert pr.games_played(doc["profiles"]["Ana"], "pebbles") == 2, "two seats with one name count once"


def test_count_and_save_round_trips_through_the_file():
    m = finished([Seat("human", name="Ana"), Seat("human", name="Bo")])
    new, problem = count_and_save(m, "/saves/a.json", {0: "Ana", 1: "Bo"})
    assert problem is None and set(new) == {"Ana", "Bo"}
    doc, problem = pr.load_profiles()
    assert problem is None and pr.known_names(doc) in (["Ana", "Bo"], ["Bo", "Ana"])
    assert count_and_save(m, "/saves/a.json", {0: "Ana", 1: "Bo"})[0] is None


def test_remembered_names_most_recent_first():
    doc = pr.empty()
    pr.profile(doc, "Old", "2026-01-01")
    pr.remember(doc, ["  New ", ""])
    assert pr.known_names(doc) == ["New", "Old"]


def test_a_damaged_file_is_set_aside_and_a_new_record_started(data_home):
    path = pr.profiles_path()
    os.makedirs(os.path.dirname(path))
    with open(path, "w") as f:
        f.write('{"format": 1, "profiles": {"Ana": 3}, "counted": []}')
    doc, problem = pr.load_profiles()
    assert doc == pr.empty() and problem[0] == "profiles_set_aside"
    aside = os.path.join(os.path.dirname(path), problem[1]["file"])
    assert open(aside).read().startswith('{"format": 1') and not os.path.exists(path)
    pr.save_profiles(doc)
    assert pr.load_profiles() == (pr.empty(), None)


def valid_doc():
    doc = pr.empty()
    m = finished([Seat("human", name="Ana"), Seat("ai", "easy")])
    record_finished(doc, m, "/a", {0: "Ana"})
    return doc


def mutations(doc):
    """Values a damaged file might hold at any place of a valid record."""
    leaf = st.one_of(st.none(), st.booleans(), st.integers(-2 ** 60, 2 ** 60), st.text(max_size=5),
                     st.lists(st.integers(), max_size=2),
                     st.dictionaries(st.text(max_size=3), st.integers(), max_size=2))
    paths = []

    def walk(x, path):
        paths.append(path)
        if isinstance(x, dict):
            for k, v in x.items():
                walk(v, path + [k])
        elif isinstance(x, list):
            for i, v in enumerate(x):
                walk(v, path + [i])
    walk(doc, [])
    return st.tuples(st.sampled_from(paths[1:]), leaf)


DOC = None


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_fuzz_the_file_from_disk(data_home, data):
    """Whatever the file holds (bytes, JSON of any shape, a valid record with one value changed), loading
    never raises: the record is used as it is when valid, else set aside and a new one begun."""
    global DOC
    DOC = DOC or valid_doc()
    path = pr.profiles_path()
    os.makedirs(os.path.dirname(path), exist_ok=True)
    kind = data.draw(st.sampled_from(["bytes", "json", "mutated"]))
    if kind == "bytes":
        raw = data.draw(st.binary(max_size=200))
    elif kind == "json":
        raw = json.dumps(data.draw(st.recursive(st.none() | st.integers() | st.text(max_size=4),
                                                lambda c: st.lists(c, max_size=3) | st.dictionaries(
                                                    st.text(max_size=4), c, max_size=3), max_leaves=8))).encode()
    else:
        doc = json.loads(json.dumps(DOC))
        where, value = data.draw(mutations(doc))
        target = doc
        for k in where[:-1]:
            target = target[k]
        target[where[-1]] = value
        raw = json.dumps(doc).encode()
    with open(path, "wb") as f:
        f.write(raw)
    doc, problem = pr.load_profiles()
    pr.check(doc)
    if problem is None:
        assert os.path.exists(path)
    else:
        assert not os.path.exists(path) and problem[0] == "profiles_set_aside"
        os.unlink(os.path.join(os.path.dirname(path), problem[1]["file"]))
    pr.save_profiles(doc)       # whatever was read can be written back
