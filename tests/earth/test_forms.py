"""Every cost and gain form of the data language, run through the one interpreter."""
from __future__ import annotations

import pytest

from engine.earth.abilities import parse_ability
from tests.earth.helpers import (
    GAME,
    D,
    cid,
    fresh,
    give,
    place,
    play,
    run,
    to_compost,
    top,
)


@pytest.fixture
def fire(monkeypatch):
    """Give Oakmoss (placed at the centre of a small tableau) the ability, then fire it."""
    def _fire(text, setup=None):
        s = fresh(2)
        grid = {"Oakmoss": (1, 1), "Lavender": (1, 0), "Chinese Quince": (0, 1), "Heather": (2, 2),
                "Porcini": (1, 2)}
        ids = {n: place(s, 0, n, *rc) for n, rc in grid.items()}
        monkeypatch.setitem(D.abilities, ids["Oakmoss"], (parse_ability(text),))
        if setup:
            setup(s, ids)
        s.tasks = [("choose", 0), ("ability", 0, ids["Oakmoss"], 0, None, True)]
        run(s)
        return s, ids
    return _fire


def test_soil_draw_compost_deck(fire):
    s, _ = fire("red: soil 2, draw 2, compost_deck 3")
    assert (s.soil[0], len(s.hands[0]), len(s.compost[0])) == (2, 2, 3)


def test_pay_soil_and_discard_hand_costs(fire):
    def setup(s, ids):
        s.soil[0] = 3
        give(s, 0, "Slime Mold", "Morel")
    s, _ = fire("green: pay 2 soil, discard_hand 1 -> draw 1", setup)
    assert top(s)[0] == "hand"
    discard = len(s.discard)
    play(s, ("give", cid("Morel")))
    assert s.soil[0] == 1 and len(s.discard) == discard + 1 and len(s.hands[0]) == 2


def test_discard_compost_and_return_pieces(fire):
    def setup(s, ids):
        to_compost(s, 0, 2)
        s.sprouts[ids["Lavender"]] = 1
        s.growth[ids["Chinese Quince"]] = 2
    s, ids = fire("multi: discard_compost 2, return 1 sprout, return 1 growth -> soil 5", setup)
    assert s.compost[0] == [] and ids["Lavender"] not in s.sprouts      # one holder: no question
    assert s.growth[ids["Chinese Quince"]] == 1 and s.soil[0] == 5


def test_sprout_on_self_each_and_any(fire):
    s, ids = fire("blue: sprout 5 on self")
    assert s.sprouts[ids["Oakmoss"]] == D.cards[ids["Oakmoss"]].sprouts       # the rest is lost
    s, ids = fire("blue: sprout 1 on each flora orthogonal")
    assert set(s.sprouts) == {ids["Lavender"], ids["Chinese Quince"], ids["Porcini"]}
    s, ids = fire("blue: sprout 2 on any tree")
    assert GAME.legal_actions(s) == [("put", ids["Chinese Quince"]), ("stop",)]


def test_growth_on_each_in_column_and_diagonal(fire):
    s, ids = fire("yellow: growth 1 on each flora in_column")
    assert set(s.growth) == {ids["Oakmoss"], ids["Chinese Quince"]}
    s, ids = fire("yellow: growth 2 on each flora diagonal")
    assert set(s.growth) == {ids["Heather"]}


def test_plant_and_plant_free(fire):
    def setup(s, ids):
        give(s, 0, "Panther Cap")
        s.soil[0] = 0
    s, _ = fire("green: plant 1", setup)
    assert top(s)[0] != "plant"                           # cannot pay 8: no question
    s, _ = fire("green: plant 1 free", setup)
    play(s, ("plant", cid("Panther Cap")), ("cell", 0, 0))
    assert s.soil[0] == 0 and len(s.grid[0]) == 6


def test_compost_hand_cost_and_copy(fire):
    def setup(s, ids):
        give(s, 0, "Slime Mold")
    s, _ = fire("red: compost_hand 1 -> soil 4", setup)
    assert s.compost[0] == [cid("Slime Mold")] and s.soil[0] == 4   # one card: no question
    s, ids = fire("yellow: copy yellow")
    assert top(s)[0] == "choose"                          # nothing payable to copy: no question
    s, ids = fire("yellow: copy yellow", lambda s, ids: s.soil.__setitem__(0, 1))
    assert GAME.legal_actions(s)[:2] == [("copy", ids["Chinese Quince"], 0), ("stop",)]
    play(s, ("copy", ids["Chinese Quince"], 0))
    assert s.soil[0] == 0 and len(s.hands[0]) == 3
