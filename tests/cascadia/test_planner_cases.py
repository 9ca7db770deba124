"""The planner makes the recorded choices on the 200 fixed positions of
engine/cascadia/planner_cases.py (recorded from the planner before it was made faster): every
display pair's best plan and its three best plans, the same cells, rotations and token spots."""
from __future__ import annotations

import pytest

from engine.cascadia import planner_cases as PC
from engine.cascadia.state import TAKE, TOKEN
from tests.cascadia.helpers import GAME as G

DOC = PC.load()
CASES = PC.positions(G, DOC["games"])


def same_plan(got, want) -> bool:
    """Same cell, rotation and token spot; the value equal but for rounding."""
    return list(got[1:]) == list(want[1:]) and got[0] == pytest.approx(want[0], rel=1e-12, abs=1e-9)


def differences(cases, recorded) -> list:
    out = []
    for k, (case, want) in enumerate(zip(cases, recorded)):
        got = PC.choices(G, case)
        for i, ((best, top), (best_w, top_w)) in enumerate(zip(got, want)):
            if not same_plan(best, best_w) or len(top) != len(top_w) or \
                    not all(same_plan(a, b) for a, b in zip(top, top_w)):
                out.append((k, i, best, best_w))
        if len(got) != len(want):
            out.append((k, "pairs", len(got), len(want)))
    return out


def test_the_positions_are_the_recorded_games_played_legally():
    for g in DOC["games"]:
        s = G.setup(PC.options(G, g["players"], g["cards"]), g["seed"])
        for a in g["actions"]:
            assert tuple(a) in G.legal_actions(s), (g["seed"], a)
            G.apply(s, tuple(a))
        assert G.to_move(s) is None, "each game is played to its end"


def test_the_positions_cover_what_the_planner_is_asked():
    assert len(CASES) == 200 == len(DOC["choices"])
    assert {s.players for s, _, _ in CASES} == {1, 2, 3, 4}
    assert {s.phase for s, _, _ in CASES} == {TAKE, TOKEN}
    assert {name for _, _, name in CASES} == {"hard", "normal", "easy", "pairs"}
    assert len({s.cards for s, _, _ in CASES}) >= 4, "all-A games and random cards"


def test_the_planner_makes_the_recorded_choices():
    assert differences(CASES, DOC["choices"]) == []


def test_a_changed_choice_is_caught():
    """The comparison can fail: a recorded plan moved to another cell, or worth a little
    more, is a difference."""
    k = next(k for k, (s, _, _) in enumerate(CASES) if s.phase == TAKE)
    recorded = [[[list(b), [list(x) for x in t]] for b, t in pairs] for pairs in DOC["choices"][k:k + 2]]
    recorded[0][1][0][1] += 1
    recorded[1][0][0][0] += 1e-6
    assert [d[:2] for d in differences(CASES[k:k + 2], recorded)] == [(0, 1), (1, 0)]
