"""A refused action is always an IllegalAction (issue 36, item 5).

For every registered game, through the registry, at positions reached by random play: any
malformed action (not a tuple, holding lists, dicts, floats, huge or negative numbers, a legal
move with one item changed, cut or lengthened) is refused by check() and by play() with an
IllegalAction that gives a reason in both languages, and the state is left as it was."""
from __future__ import annotations

import math
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core.errors import IllegalAction
from engine.core.game import same_types, well_formed
from engine.registry import GAMES
from tests.playout import random_walk

NAMES = sorted(n for n in GAMES if n != "pebbles") + ["pebbles"]

SCALARS = st.one_of(
    st.none(), st.booleans(), st.integers(-3, 40), st.integers(), st.just(10**30), st.just(-(10**30)),
    st.floats(allow_nan=True), st.just(math.inf), st.just(1.0), st.text(max_size=6), st.binary(max_size=4),
    st.sampled_from(["", "?", "pick", "place", "take", "pass", "play", "\x00", "é"]))
JUNK = st.recursive(SCALARS, lambda inner: st.one_of(
    st.lists(inner, max_size=3), st.tuples(inner, inner), st.dictionaries(st.text(max_size=3), inner, max_size=2),
    st.frozensets(st.integers(0, 5), max_size=2)), max_leaves=6)


def position(name: str, players: int, seed: int, steps: int):
    g = GAMES[name]
    s = g.setup(g.default_options(players), seed)
    for _legal in random_walk(g, s, random.Random(seed), steps):
        pass
    return g, s


def mutants(action, data):
    """A legal action with one thing wrong."""
    items = list(action)
    kind = data.draw(st.sampled_from(["item", "cut", "longer", "list", "inner", "type"]))
    if kind == "item" and items:
        items[data.draw(st.integers(0, len(items) - 1))] = data.draw(JUNK)
    elif kind == "cut":
        items = items[:data.draw(st.integers(0, max(0, len(items) - 1)))]
    elif kind == "longer":
        items.append(data.draw(JUNK))
    elif kind == "list":
        return list(items)
    elif kind == "inner":
        nested = [i for i, x in enumerate(items) if isinstance(x, tuple)]
        if nested:
            i = data.draw(st.sampled_from(nested))
            inner = list(items[i])
            if inner:
                inner[data.draw(st.integers(0, len(inner) - 1))] = data.draw(JUNK)
            items[i] = tuple(inner) if data.draw(st.booleans()) else inner
    elif kind == "type" and items:
        i = data.draw(st.integers(0, len(items) - 1))
        x = items[i]
        items[i] = {int: str, str: lambda v: [v], bool: int}.get(type(x), lambda v: (v,))(x)
    return tuple(items)


def malformed(g, s, data):
    legal = g.legal_actions(s)
    how = data.draw(st.sampled_from(["junk", "tuple", "mutant", "mutant"]))
    if how == "junk" or not legal:
        return data.draw(JUNK)
    if how == "tuple":
        return tuple(data.draw(st.lists(JUNK, max_size=5)))
    return mutants(data.draw(st.sampled_from(legal)), data)


def is_legal(g, s, action) -> bool:
    legal = g.legal_actions(s)
    try:
        twin = legal[legal.index(action)]
    except (ValueError, TypeError):
        return False
    return same_types(action, twin)


def assert_refused(g, s, action, what: str):
    before = g.clone(s)
    try:
        getattr(g, what)(s, action)
    except IllegalAction as e:
        assert e.reason("en") and e.reason("fr"), "a refusal gives its reason"
        assert s == before, "a refused action changes nothing"
    else:
        raise AssertionError(f"{g.name}.{what} accepted {action!r}")


@pytest.mark.parametrize("name", NAMES)
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_any_malformed_action_is_an_illegal_action_with_a_reason(name, data):
    g = GAMES[name]
    players = data.draw(st.integers(g.min_players, g.max_players))
    g, s = position(name, players, data.draw(st.integers(1, 50)), data.draw(st.integers(0, 80)))
    if g.to_move(s) is None:
        return
    action = malformed(g, s, data)
    if is_legal(g, s, action):
        return
    assert_refused(g, s, action, "check")
    assert_refused(g, s, action, "play")
    if well_formed(action) and action and isinstance(action[0], str):
        reason = g.explain_illegal(s, action)     # the game's own reason, not core's fallback
        assert isinstance(reason, IllegalAction) and reason.reason("en") and reason.reason("fr")


@pytest.mark.parametrize("name", NAMES)
def test_habitat_style_actions_holding_a_list_or_a_dict_are_refused(name):
    """The issue's own case, at the start and in the middle of a game of every player count."""
    g = GAMES[name]
    for players in range(g.min_players, g.max_players + 1):
        for steps in (0, 7, 30):
            g, s = position(name, players, 3, steps)
            if g.to_move(s) is None:
                continue
            for a in g.legal_actions(s)[:5]:
                for bad in ([1, 2], {"a": 1}, [], {}):
                    for i in range(len(a)):
                        for action in (a[:i] + (bad,) + a[i + 1:], (bad,) + a, tuple(a) + (bad,)):
                            assert_refused(g, s, action, "check")
                            assert_refused(g, s, action, "play")
