"""The checked path refuses what it cannot apply, and never leaves a state half-changed
(issue 16, item 8)."""
from __future__ import annotations

import random

import pytest

from engine.core.errors import IllegalAction
from engine.core.match import Match, Seat
from engine.registry import GAMES
from tests.toygame import Pebbles


def lookalikes(action):
    """Actions equal to `action` in Python (1.0 == 1, True == 1) but of other types."""
    out = []
    for i, x in enumerate(action):
        if type(x) is int:
            for y in (float(x), bool(x) if x in (0, 1) else None):
                if y is not None:
                    out.append(action[:i] + (y,) + action[i + 1:])
    return out


@pytest.mark.parametrize("name", ["pebbles", "kauri", "cascadia", "habitat"])
def test_a_float_or_bool_equal_to_a_legal_int_is_refused_and_changes_nothing(name):
    g = GAMES[name]
    m = Match.new(g, g.default_options(2), 4, [Seat(), Seat()])
    rng, tried = random.Random(2), 0
    for _ in range(40):
        if m.is_over():
            break
        legal = g.legal_actions(m.state)
        for a in legal[:15]:
            for bad in lookalikes(a):
                before, steps = g.clone(m.state), len(m.steps)
                with pytest.raises(IllegalAction):
                    m.play(bad)
                with pytest.raises(IllegalAction):
                    g.play(m.state, bad)
                assert m.state == before and len(m.steps) == steps
                tried += 1
        m.play(rng.choice(legal))
    assert tried > 10


class Clumsy(Pebbles):
    """apply() changes the state, then trips."""
    def apply(self, s, a):
        s.turn += 100
        s.hands[s.current].clear()
        raise RuntimeError("tripped half-way")


class OwnPlay(Pebbles):
    """A game that overrides play() (as Kauri does), with a rule of its own and a bug."""
    def play(self, s, a):
        if a == ("lay", "stream"):
            raise IllegalAction("the stream is closed", "le ruisseau est fermé")
        if a[0] == "lay":
            s.turn += 100
            raise KeyError("bug")
        self.apply(s, a)


def test_a_game_that_raises_half_way_leaves_the_state_as_it_was():
    for g in (Clumsy(), OwnPlay()):
        m = Match.new(g, g.default_options(2), 1, [Seat(), Seat()])
        if isinstance(g, OwnPlay):
            m.play(g.legal_actions(m.state)[0])
        before = g.clone(m.state)
        with pytest.raises((RuntimeError, KeyError)):
            m.play(g.legal_actions(m.state)[0])
        assert m.state == before and before.turn < 100


def test_match_play_goes_through_the_games_own_play():
    g = OwnPlay()
    m = Match.new(g, g.default_options(2), 1, [Seat(), Seat()])
    m.play(g.legal_actions(m.state)[0])
    assert ("lay", "stream") in g.legal_actions(m.state)
    with pytest.raises(IllegalAction, match="stream is closed"):
        m.play(("lay", "stream"))
    assert len(m.steps) == 1


def test_not_a_move_at_all_is_refused():
    g = GAMES["pebbles"]
    m = Match.new(g, g.default_options(2), 1, [Seat(), Seat()])
    for bad in (None, 3, [], (), ["pick", 1], "pick"):
        with pytest.raises(IllegalAction):
            m.play(bad)
    assert m.steps == []
